import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { PageAlternates } from '@/features/site/alternates.client'
import { hrefsFor, pageMetadata } from '@/features/site/seo'
import { asLocale, type Locale } from '@/i18n/locales'
import type { StaticPathname } from '@/i18n/pathnames'

import { staticMetadata, type MetaKey } from '@/features/site/route-page'

import { ProductListView } from './components/product-list-view'
import { type Dimension, filterPathnames } from './filter-routes'
import { getProducerBySlug, getTermBySlug, type ProductFilter, type TaxonomyGroup } from './queries'

const groups: Record<Exclude<Dimension, 'producer'>, TaxonomyGroup[]> = {
  type: ['type', 'typespirits'],
  color: ['color'],
  region: ['region'],
  country: ['country'],
}

/** `?page=` as a positive integer; anything else is page 1 (spec §8: a bad value is ignored). */
export function parsePage(value: string | string[] | undefined): number {
  const n = Number(Array.isArray(value) ? value[0] : value)
  return Number.isInteger(n) && n > 0 && n < 100_000 ? n : 1
}

async function resolve(dimension: Dimension, slug: string, locale: Locale) {
  if (dimension === 'producer') {
    const producer = await getProducerBySlug(slug, locale)
    if (!producer) return null
    return { label: producer.name, slugs: producer.slugs, filter: { producer: producer.id } as ProductFilter }
  }
  const term = await getTermBySlug(groups[dimension], slug, locale)
  if (!term) return null
  const field = term.group === 'typespirits' ? 'spiritType' : dimension
  return { label: term.label, slugs: term.slugs, filter: { [field]: term.id } as ProductFilter }
}

type Props = {
  params: Promise<Record<string, string>>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

/** A filtered listing (spec §2): a real, indexable page with its own title. */
export function filteredRoute(dimension: Dimension) {
  async function load(props: Props) {
    const params = await props.params
    const locale = asLocale(params.locale)
    const slug = params[dimension]
    const found = await resolve(dimension, slug, locale)
    if (!found) notFound()
    const hrefs = hrefsFor(filterPathnames[dimension], {
      it: { [dimension]: found.slugs.it },
      en: { [dimension]: found.slugs.en },
    })
    return { locale, hrefs, ...found }
  }
  async function generateMetadata(props: Props): Promise<Metadata> {
    const { locale, hrefs, label } = await load(props)
    const t = await getTranslations({ locale, namespace: 'Listing.filtered' })
    return pageMetadata({
      locale,
      title: t(dimension, { label }),
      description: t('description', { label }),
      hrefs,
    })
  }
  async function Page(props: Props) {
    const { locale, hrefs, label, filter } = await load(props)
    setRequestLocale(locale)
    const t = await getTranslations({ locale, namespace: 'Listing.filtered' })
    const page = parsePage((await props.searchParams).page)
    return (
      <>
        <PageAlternates it={hrefs.it} en={hrefs.en} />
        <ProductListView locale={locale} filter={filter} page={page} title={t(dimension, { label })}
          lead={t('description', { label })} basePath={hrefs[locale]} />
      </>
    )
  }
  return { generateMetadata, Page }
}

type ListingProps = {
  params: Promise<{ locale: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

/** An unfiltered listing (all products, novelties): title and lead are the page's SEO copy. */
export function listingRoute(options: { pathname: StaticPathname; meta: MetaKey; filter: ProductFilter }) {
  async function Page({ params, searchParams }: ListingProps) {
    const locale = asLocale((await params).locale)
    setRequestLocale(locale)
    const t = await getTranslations({ locale, namespace: 'Meta' })
    return (
      <ProductListView locale={locale} filter={options.filter} page={parsePage((await searchParams).page)}
        title={t(`${options.meta}.title`)} lead={t(`${options.meta}.description`)}
        basePath={hrefsFor(options.pathname)[locale]} />
    )
  }
  return { generateMetadata: staticMetadata(options), Page }
}
