'use client'

import { useTranslations } from 'next-intl'

import { PageLink } from '@/components/ui/page-link'
import { localeTags } from '@/i18n/locales'

import type { ProductCardData, SearchResults } from '../../types'
import type { SearchOption } from './search-options'
import { listHeading } from './search-summary'

import styles from './search.module.css'

export type SearchResultsListProps = {
  listboxId: string
  options: SearchOption[]
  /** Index into `options` of the active (highlighted) option, or -1. */
  active: number
  /** True while the options belong to an earlier query than the text in the input. */
  busy: boolean
  optionId: (index: number) => string
  onActivate: (index: number) => void
  onSelect: () => void
  /** Whether each list had more matches than it shows (its heading then says "the first N"). */
  more?: SearchResults['more']
}

/**
 * The results as a WAI-ARIA listbox with two groups (products, producers), each labelled by its heading and
 * count. Options are links (a click, or a middle click, works as on any link); the combobox's input keeps the
 * focus and points at the active option with aria-activedescendant.
 */
export function SearchResultsList({
  listboxId,
  options,
  active,
  busy,
  optionId,
  onActivate,
  onSelect,
  more = { products: false, producers: false },
}: SearchResultsListProps) {
  const t = useTranslations('Search')
  const groups = [
    { kind: 'product' as const, label: (count: number) => t(listHeading('products', more), { count }) },
    { kind: 'producer' as const, label: (count: number) => t(listHeading('producers', more), { count }) },
  ]

  return (
    <div
      role="listbox"
      id={listboxId}
      aria-label={t('results')}
      aria-busy={busy}
      className={styles.listbox}
      data-busy={busy}
      // Keep the focus in the input when an option is pressed; the click still follows the link.
      onMouseDown={(event) => event.preventDefault()}
    >
      {groups.map(({ kind, label }) => {
        const members = options.flatMap((option, index) => (option.kind === kind ? [{ option, index }] : []))
        if (!members.length) return null
        const headingId = `${listboxId}-${kind}`
        return (
          <div key={kind} role="group" aria-labelledby={headingId} className={styles.group} data-kind={kind}>
            <div role="presentation" id={headingId} className={styles.groupHeading}>
              {label(members.length)}
            </div>
            {members.map(({ option, index }) => (
              <PageLink
                key={option.key}
                href={option.href}
                role="option"
                id={optionId(index)}
                aria-selected={index === active}
                tabIndex={-1}
                prefetch={false}
                className={styles.option}
                onPointerMove={() => index !== active && onActivate(index)}
                onClick={(event) => {
                  // A click that opens a new tab or window leaves this page, and its search, as they are.
                  if (!event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey) onSelect()
                }}
              >
                {option.kind === 'product' ? (
                  <ProductOption product={option.product} />
                ) : (
                  <span className={styles.optionTitle}>{option.producer.label}</span>
                )}
              </PageLink>
            ))}
          </div>
        )
      })}
    </div>
  )
}

function ProductOption({ product }: { product: ProductCardData }) {
  return (
    <>
      <span className={styles.thumb}>
        {product.image ? (
          // The card's small size (150x183) is already made for this use: no optimiser round trip.
          // eslint-disable-next-line @next/next/no-img-element -- see the line above
          <img src={product.image.small} alt="" width={150} height={183} loading="lazy" decoding="async" />
        ) : null}
      </span>
      <span className={styles.optionText}>
        <span className={styles.optionTitle} lang={product.lang ? localeTags[product.lang] : undefined}>
          {product.title}
        </span>
        <span className={styles.optionMeta}>{product.producer}</span>
      </span>
    </>
  )
}
