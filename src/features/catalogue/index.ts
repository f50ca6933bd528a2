/**
 * What the catalogue offers the rest of the site on purpose: the product carousel of page blocks, the header's
 * search, the product types of the menus, and the index's warm-up for the health check. Other features import the
 * catalogue only through this file.
 */
export { FilteredProductCarousel } from './components/product-carousel'
export { SiteSearch } from './components/search/site-search.client'
export { getMenuCategories, type MenuCategory, warmCatalogueIndex } from './queries'
