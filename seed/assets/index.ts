/**
 * Pictures and PDFs for the demo seed, generated locally and deterministically: the same input always gives
 * the same bytes, so seeding twice uploads identical media and nothing is fetched from the internet.
 */
export { bannerPicture, type BannerInput } from './banner'
export { bottlePicture, type BottleInput } from './bottle'
export { cataloguePdf, type CatalogueInput, type CatalogueProduct } from './catalogue-pdf'
export { coverPicture, type CoverInput } from './cover'
export { documentPdf, type DocumentInput } from './document-pdf'
export { hashString } from '../random'
export { labelPicture } from './label'
export { portraitPicture } from './portrait'
