import { documentHref } from '@/i18n/catalogue-paths'
import { Link } from '@/i18n/link'
import { langUnlessPage, type Locale } from '@/i18n/locales'

import type { ProductCardData } from '../types'
import { BottlePlaceholder } from './bottle-placeholder'
import { type StampLabels, Stamps } from './stamps'

import styles from './product-card.module.css'

/** The card's texts, translated on the server (card-labels.ts). */
export type ProductCardLabels = { noImage: string; stamps: StampLabels }

export type ProductCardProps = {
  card: ProductCardData
  locale: Locale
  labels: ProductCardLabels
  /** First row of a listing: load at once with high priority (the largest paint); the rest lazily. */
  eager?: boolean
  /** The title's heading level: 2 under the page's title, 3 inside a titled section (carousel, producer). */
  headingLevel?: 2 | 3
}

/**
 * A product card: picture, title, producer and stamps, the whole card one link to the sheet.
 * Pictures: 150x183 (1x) and 300x366 (2x) below 1000 px, 300x366 (1x) and 600x732 (2x) from 1000 px; the
 * width, height and CSS aspect-ratio keep the grid from moving while they load.
 * A plain, synchronous component: it renders in server components and inside client leaves (the carousel, whose
 * server HTML must be complete at once: components/ui/island.client.tsx).
 */
export function ProductCard({ card, locale, labels, eager = false, headingLevel = 2 }: ProductCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <Link
      locale={locale}
      className={styles.card}
      href={documentHref('product', card.slug)}
      prefetch={false}
      data-product-sheet=""
    >
      <span className={styles.media}>
        {card.image ? (
          <picture>
            <source
              media="(min-width: 1000px)"
              srcSet={`${card.image.card} 1x, ${card.image.card2x} 2x`}
              width={300}
              height={366}
            />
            <img
              className={styles.image}
              src={card.image.small}
              srcSet={`${card.image.small} 1x, ${card.image.card} 2x`}
              width={150}
              height={183}
              // The link's text names the product: the picture adds nothing to read out.
              alt=""
              loading={eager ? 'eager' : 'lazy'}
              fetchPriority={eager ? 'high' : 'auto'}
              decoding={eager ? 'sync' : 'async'}
            />
          </picture>
        ) : (
          <BottlePlaceholder className={styles.placeholder} label={labels.noImage} />
        )}
        <Stamps
          labels={labels.stamps}
          className={styles.stamps}
          certification={card.certification}
          projects={card.projects}
          size={34}
        />
      </span>
      <span className={styles.body}>
        <Heading className={styles.title} lang={langUnlessPage(card.lang, locale)}>
          {card.title}
        </Heading>
        {card.producer ? <span className={styles.producer}>{card.producer}</span> : null}
      </span>
    </Link>
  )
}
