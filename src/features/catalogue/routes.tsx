import type { Metadata } from 'next'
import { notFound, permanentRedirect } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { pageMetadata } from '@/core/metadata'
import { staticMetadata } from '@/core/route-page'
import { listingRoutes } from '@/i18n/catalogue-paths'
import { facetNames, type FilterState, hasSelection, serializeFilterState } from '@/i18n/filter-state'
import { readListingParams } from '@/i18n/listing-paths'
import { asLocale, type Locale, locales } from '@/i18n/locales'
import { hrefsFor, type LocalizedHrefs } from '@/i18n/route-table'
import { decodeSearchSegment } from '@/i18n/search-paths'

import { ProductListView } from './components/product-list-view'
import { SearchPageView } from './components/search-page-view'
import { getListing, type Listing, type RouteValue } from './queries'

type Props = { params: Promise<{ locale: string; kind: string; value: string; state: string }> }

/** The query's own filters that the listing applied (unknown codes dropped). */
function appliedFilters(extra: FilterState, listing: Listing): FilterState['facets'] {
  const facets: FilterState['facets'] = {}
  for (const name of facetNames) {
    const kept = (extra.facets[name] ?? []).filter((code) => listing.state.facets[name]?.includes(code))
    if (kept.length) facets[name] = kept
  }
  return facets
}

/**
 * Every product listing (all products, novelties, the filtered routes), reached through the proxy's
 * rewrite of `/prodotti/…?filters` to `/{locale}/products/listing/{kind}/{value}/{state}`: each state is a
 * page of its own that Next caches until the catalogue changes.
 */
export function listingRoute() {
  async function load(props: Props) {
    const p = await props.params
    const locale = asLocale(p.locale)
    const params = readListingParams(p.kind, p.value, p.state)
    if (!params) notFound()
    const pathname = listingRoutes[params.kind]
    const answer = await getListing(locale, params.kind, params.value, params.query)
    if (answer.status === 'not-found') notFound()
    // Only the page redirects (see entity-routes.tsx: a redirect from the metadata too doubled the header).
    if (answer.status === 'other-locale') {
      const path = hrefsFor(pathname, { [params.kind]: answer.slug })[locale]
      return { moved: params.query ? `${path}?${params.query}` : path }
    }
    const { listing, route, extra } = answer
    // A page past the last is no page (the proxy answers so before the render once the index is built).
    if (extra.page > listing.totalPages) notFound()
    const routeHrefs: LocalizedHrefs = route
      ? hrefsFor(
          pathname,
          Object.fromEntries(locales.map((l) => [l, { [params.kind]: route.slug[l] }])) as Record<
            Locale,
            Record<string, string>
          >,
        )
      : hrefsFor(pathname)
    const applied = appliedFilters(extra, listing)
    const query = serializeFilterState({ facets: applied, page: listing.page })
    const filterQuery = serializeFilterState({ facets: applied, page: 1 })
    const withQuery = (path: string) => (query ? `${path}?${query}` : path)
    const hrefs = Object.fromEntries(locales.map((l) => [l, withQuery(routeHrefs[l])])) as LocalizedHrefs
    const copy = await listingCopy(locale, params.kind, route)
    return {
      locale,
      listing,
      hrefs,
      routeHrefs,
      copy,
      filterQuery,
      route,
      filtered: hasSelection({ facets: applied, page: 1 }),
    }
  }

  async function generateMetadata(props: Props): Promise<Metadata> {
    const found = await load(props)
    if (found.moved !== undefined) return {}
    const { locale, hrefs, copy, filtered, listing } = found
    const t = await getTranslations({ locale, namespace: 'Listing' })
    const title =
      listing.page > 1 ? `${copy.title} · ${t('page', { page: listing.page, total: listing.totalPages })}` : copy.title
    // A combination of query filters is a view of a listing, not a page of its own for search engines.
    return pageMetadata({ locale, title, description: copy.description, hrefs, noindex: filtered })
  }

  async function Page(props: Props) {
    const found = await load(props)
    if (found.moved !== undefined) permanentRedirect(found.moved)
    const { locale, listing, routeHrefs, copy, filterQuery, route } = found
    setRequestLocale(locale)
    return (
      <>
        <ProductListView
          locale={locale}
          listing={listing}
          title={copy.title}
          lead={copy.description}
          route={route}
          paths={{
            route: routeHrefs[locale],
            all: hrefsFor('/products')[locale],
            query: filterQuery,
          }}
        />
      </>
    )
  }
  return { generateMetadata, Page }
}

/** A listing's title and description: the page's SEO copy, or the filtered route's value. */
async function listingCopy(locale: Locale, kind: keyof typeof listingRoutes, route: RouteValue | null) {
  if (kind === 'all' || kind === 'news') {
    const t = await getTranslations({ locale, namespace: 'Meta' })
    const key = kind === 'all' ? 'products' : 'productsNews'
    return { title: t(`${key}.title`), description: t(`${key}.description`) }
  }
  const t = await getTranslations({ locale, namespace: 'Listing.filtered' })
  const label = route?.label[locale] ?? ''
  return { title: t(kind, { label }), description: t('description', { label }) }
}

type SearchProps = { params: Promise<{ locale: string; words?: string }> }

/**
 * The search's own page (`/cerca/?q=`: the header's Enter, a search without JavaScript, the home's SearchAction).
 * The proxy rewrites it to `/{locale}/search` without words, one render for everyone, and to
 * `/{locale}/search/{words}` with them (src/i18n/search-paths.ts), rendered for each request: the words are in the
 * path, so the header's language link in the server's HTML keeps them, and so do the head's alternates.
 */
export function searchRoute() {
  const base = staticMetadata({ pathname: '/search', meta: 'search', noindex: true })
  /** The words, '' without any, null for a segment the proxy never makes. */
  const wordsOf = async (props: SearchProps) => {
    const { words } = await props.params
    return words === undefined ? '' : decodeSearchSegment(words)
  }
  async function generateMetadata(props: SearchProps): Promise<Metadata> {
    const metadata = await base(props)
    const words = await wordsOf(props)
    if (!words || !metadata.alternates?.languages) return metadata
    const query = `?${new URLSearchParams({ q: words })}`
    const languages = Object.fromEntries(
      Object.entries(metadata.alternates.languages).map(([lang, href]) => [lang, `${String(href)}${query}`]),
    )
    return { ...metadata, alternates: { ...metadata.alternates, languages } }
  }
  async function Page(props: SearchProps) {
    const locale = asLocale((await props.params).locale)
    setRequestLocale(locale)
    const words = await wordsOf(props)
    if (words === null) notFound()
    return <SearchPageView locale={locale} query={words} />
  }
  return { generateMetadata, Page }
}
