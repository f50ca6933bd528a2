import { getTranslations } from 'next-intl/server'

import { Carousel } from '@/components/ui/carousel.client'
import type { Locale } from '@/i18n/locales'

import { type CardFilter, listProductCards } from '../queries'
import type { ProductCardData } from '../types'
import { productCardLabels } from './card-labels'
import { ProductCard } from './product-card'

import styles from './product-sheet.module.css'

/** A titled carousel of product cards: the sheet's related products, an editor's carousel block. */
export async function ProductCarousel({
  locale,
  id,
  title,
  titleLang,
  label = title,
  cards,
}: {
  locale: Locale
  /** Unique on the page: it ties the section to its title. */
  id: string
  title: string
  /** The title's language when it is not the page's (an editor's block not yet translated). */
  titleLang?: string
  /** The carousel's accessible name, when the visible title says less. */
  label?: string
  cards: ProductCardData[]
}) {
  if (!cards.length) return null
  const [t, labels] = await Promise.all([
    getTranslations({ locale, namespace: 'ProductSheet' }),
    productCardLabels(locale),
  ])
  return (
    // The carousel is a region named by `label`: the section is one too only under another name, or a screen reader's
    // list of landmarks named "Novità in catalogo" twice, one inside the other (the fifteenth check from outside).
    <section className={styles.related} aria-labelledby={label === title ? undefined : `${id}-title`}>
      <h2 id={`${id}-title`} className={styles.sectionTitle} lang={titleLang}>
        {title}
      </h2>
      <Carousel
        label={label}
        labels={{
          previous: t('carousel.previous'),
          next: t('carousel.next'),
          pagination: t('carousel.pagination'),
          // Templates the carousel fills with its own numbers: the arguments are left as `{name}`.
          slide: t('carousel.slide', { index: '{index}', total: '{total}' }),
          goTo: t('carousel.goTo', { index: '{index}', total: '{total}' }),
          carouselRole: t('carousel.carouselRole'),
          slideRole: t('carousel.slideRole'),
        }}
      >
        {cards.map((card) => (
          <ProductCard key={card.code} card={card} locale={locale} labels={labels} headingLevel={3} />
        ))}
      </Carousel>
    </section>
  )
}

/** The carousel of an editor's block: the products that match its filter, as the listing orders them. */
export async function FilteredProductCarousel({
  locale,
  id,
  title,
  titleLang,
  filter,
  limit,
}: {
  locale: Locale
  id: string
  title: string
  titleLang?: string
  filter: CardFilter
  limit: number
}) {
  const cards = await listProductCards(locale, filter, limit)
  return <ProductCarousel locale={locale} id={id} title={title} titleLang={titleLang} cards={cards} />
}
