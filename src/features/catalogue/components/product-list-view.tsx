import { getTranslations } from 'next-intl/server'

import { PageLink } from '@/components/ui/page-link'
import { PageIntro } from '@/core/page-intro'
import { Pagination } from '@/core/pagination'
import { listingRoutes } from '@/i18n/catalogue-paths'
import { facetNames, type FilterState, toggleValue } from '@/i18n/filter-state'
import { isRoutedFacet, routeFacets, slugExceptions, stateHref } from '@/i18n/listing-canonical'
import type { Locale } from '@/i18n/locales'
import { localizePath } from '@/i18n/route-table'

import { filterValuesPath } from '../filter-values-request'
import type { Listing, RouteValue } from '../queries'
import { isSentInPart, visibleItems } from './filters/filter-limits'
import { FilterPanel, type PanelList, RESULTS_ID } from './filters/filter-panel.client'
import { ProductGrid } from './product-grid'

import styles from './filters/listing.module.css'

export type ListingPaths = {
  /** This route's path in the visitor's language (pagination stays on it). */
  route: string
  /** The all-products listing's path: the filter form without JavaScript is sent there (and answered with a 301). */
  all: string
  /** The query's own filters (without the route's value and the page). */
  query: string
}

/** A product listing: intro, filters with counts, the cards in a grid, previous/next pages. */
export async function ProductListView({
  locale,
  listing,
  title,
  lead,
  paths,
  route,
}: {
  locale: Locale
  listing: Listing
  title: string
  lead?: string
  paths: ListingPaths
  /** The filtered route's own value, which the filter lists may not offer (Italy among the countries). */
  route: RouteValue | null
}) {
  const [t, f] = await Promise.all([
    getTranslations({ locale, namespace: 'Listing' }),
    getTranslations({ locale, namespace: 'Filters' }),
  ])
  const filters = { facets: listing.state.facets, page: 1 }
  // A list sent in part (the producers: one value each, 2,000 at 100,000 products) carries its first values and the
  // selected ones; the panel asks for the rest when the visitor expands or searches it.
  const sent = listing.filters.map((list) =>
    isSentInPart(list.name) && list.entries.length > visibleItems(list.name)
      ? { ...list, entries: list.entries.filter((e, i) => i < visibleItems(list.name) || e.selected), whole: list }
      : { ...list, whole: null },
  )
  // Every state has one address (src/i18n/listing-canonical.ts): links lead there, not to a redirect.
  const slugs = slugExceptions([
    ...sent.flatMap((list) =>
      isRoutedFacet(list.name) ? list.entries.map((e) => ({ facet: list.name, code: e.code, slug: e.slug })) : [],
    ),
    ...(route ? [{ facet: route.facet, code: route.code, slug: route.slug[locale] }] : []),
  ])
  const href = (state: FilterState) => stateHref(state.facets, locale, slugs)
  // A group is offered when the current state leaves it a value to pick (or one of its values is picked).
  const lists: PanelList[] = sent
    .filter((list) => (list.whole ?? list).entries.some((e) => e.count > 0 || e.selected))
    .map((list) => ({
      name: list.name,
      legend: f(`facet.${list.name}`),
      ...(list.name === 'producer' ? { allHref: localizePath('/producers', locale) } : {}),
      ...(list.whole
        ? { rest: { count: list.whole.entries.length, href: filterValuesPath(list.name, listing.state, locale) } }
        : {}),
      entries: list.entries.map((e) => ({
        code: e.code,
        label: list.name === 'novelty' ? f('noveltyValue') : list.name === 'featured' ? f('featuredValue') : e.label,
        count: e.count,
        selected: e.selected,
        // Types and sub-types link their own listing (the type route takes both).
        ...(routeFacets.type.includes(list.name) && e.slug
          ? { href: localizePath(listingRoutes.type, locale, { type: e.slug }) }
          : {}),
      })),
    }))
  const chips = lists.flatMap((list) =>
    list.entries.filter((e) => e.selected).map((e) => ({ ...e, facet: list.name, legend: list.legend })),
  )
  const selectedCount = facetNames.reduce((n, name) => n + (listing.state.facets[name]?.length ?? 0), 0)

  return (
    <section className={styles.listing}>
      <PageIntro title={title} lead={lead} />
      <div className={styles.layout}>
        <FilterPanel
          action={paths.all}
          locale={locale}
          slugs={slugs}
          lists={lists}
          selectedCount={selectedCount}
          labels={{
            title: f('title'),
            toggle: f('toggle'),
            apply: f('apply'),
            updating: f('updating'),
            showResults: f('showResults', { count: listing.total }),
            // A template the filter fills with each list's length.
            showAll: f('showAll', { count: '{count}' }),
            showLess: f('showLess'),
            searchProducer: f('searchProducer'),
            noProducer: f('noProducer'),
            loadingValues: f('loadingValues'),
            valuesFailed: f('valuesFailed'),
          }}
        />
        {/* Reached from the phone's filter panel (its "Show N products"), which gives it the focus. */}
        <div className={styles.results} id={RESULTS_ID} tabIndex={-1}>
          <div className={styles.summary}>
            <p className={styles.count} role="status">
              {t('products', { count: listing.total })}
            </p>
            {chips.length > 0 ? (
              <ul className={styles.chips} aria-label={f('active')}>
                {chips.map((chip) => (
                  <li key={`${chip.facet}:${chip.code}`}>
                    <PageLink
                      className={styles.chip}
                      href={href(toggleValue(filters, chip.facet, chip.code))}
                      scroll={false}
                      // The chip leaves with the page it was on: the results take the focus (the twenty-eighth check
                      // from outside: it fell to the page's body).
                      data-focus={RESULTS_ID}
                      aria-label={f('remove', { facet: chip.legend, value: chip.label })}
                    >
                      {chip.label}
                      <span aria-hidden="true">×</span>
                    </PageLink>
                  </li>
                ))}
                <li>
                  <PageLink className={styles.clear} href={paths.all} scroll={false} data-focus={RESULTS_ID}>
                    {f('clear')}
                  </PageLink>
                </li>
              </ul>
            ) : null}
          </div>
          <ProductGrid locale={locale} cards={listing.cards} filtered={chips.length > 0} />
          <Pagination
            locale={locale}
            page={listing.page}
            totalPages={listing.totalPages}
            basePath={paths.route}
            query={paths.query}
            focusId={RESULTS_ID}
          />
        </div>
      </div>
    </section>
  )
}
