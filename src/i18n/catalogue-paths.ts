import type { Href } from './navigation'
import type { InternalPathname } from './pathnames'

/**
 * The catalogue's URL scheme, in one table: every product listing's route. A filtered listing takes one
 * parameter, named after its dimension: `/prodotti/tipologia/amari/` is the `type` listing of `amari`. The
 * proxy (listing rewrites), the listing pages, every link to a listing and the sitemap read this table;
 * `pathnames.ts` says how each route reads in each language.
 */
export const listingRoutes = {
  all: '/products',
  news: '/products/news',
  type: '/products/type/[type]',
  color: '/products/color/[color]',
  region: '/products/region/[region]',
  country: '/products/country/[country]',
  producer: '/products/producer/[producer]',
} as const satisfies Record<string, InternalPathname>

export type ListingKind = keyof typeof listingRoutes

/** The listings filtered by one value in their path. */
export type FilterDimension = Exclude<ListingKind, 'all' | 'news'>

export const isFilterDimension = (kind: ListingKind): kind is FilterDimension => kind !== 'all' && kind !== 'news'

/** The listing that shows the products of each taxonomy group that has one: sub-types share the type listing. */
const listingOfGroup = {
  type: 'type',
  typespirits: 'type',
  color: 'color',
  region: 'region',
  country: 'country',
} as const satisfies Record<string, FilterDimension>

export type ListedGroup = keyof typeof listingOfGroup
export const listedGroups = Object.keys(listingOfGroup) as ListedGroup[]

/** The listing of a taxonomy value's group (`/prodotti/colore/rosso/` for a colour), or null when it has none. */
export function dimensionOfGroup(group: string): (typeof listingOfGroup)[ListedGroup] | null {
  return (listingOfGroup as Record<string, (typeof listingOfGroup)[ListedGroup]>)[group] ?? null
}

/** A filtered listing, for `Link` and `getPathname`. */
export function listingHref(dimension: FilterDimension, slug: string): Href {
  return { pathname: listingRoutes[dimension], params: { [dimension]: slug } } as Href
}

/** The page of one document of the catalogue, and the name of its slug parameter. */
export const documentRoutes = {
  product: { pathname: '/products/sheet/[product]', param: 'product' },
  productPdf: { pathname: '/products/sheet/[product]/pdf', param: 'product' },
  producer: { pathname: '/producers/producer/[producer]', param: 'producer' },
  project: { pathname: '/our-projects/[project]', param: 'project' },
  projectCollection: { pathname: '/our-projects/[project]/collection', param: 'project' },
  catalogue: { pathname: '/catalogues/[catalogue]', param: 'catalogue' },
} as const satisfies Record<string, { pathname: InternalPathname; param: string }>

export type DocumentPage = keyof typeof documentRoutes

/** A document's page, for `Link` and `getPathname`. */
export function documentHref(page: DocumentPage, slug: string): Href {
  const { pathname, param } = documentRoutes[page]
  return { pathname, params: { [param]: slug } } as Href
}
