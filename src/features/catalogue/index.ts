/**
 * What the catalogue offers the rest of the site on purpose: the product carousel of page blocks, the product types of
 * the menus, and the index's warm-up for the health check. Other features import the catalogue only through this
 * file. The header's search is not here: the route's layout takes it (and the menus' types) from their own files,
 * because importing this file brings the carousel's client code into the layout's first load (decision 044).
 */
export { FilteredProductCarousel } from './components/product-carousel'
export { getMenuCategories, listedRouteSlugs, type MenuCategory, warmCatalogueIndex } from './queries'
