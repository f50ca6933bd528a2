/**
 * Pictures and PDFs for the demo seed, generated locally and deterministically: the same input always gives
 * the same bytes, so seeding twice uploads identical media and nothing is fetched from the internet.
 */
export { hashString } from '../random'
export { type BannerInput, bannerPicture } from './banner'
export { type BottleInput, bottlePicture } from './bottle'
export { type CatalogueInput, cataloguePdf, type CatalogueProduct } from './catalogue-pdf'
export { type CoverInput, coverPicture } from './cover'
export { type DocumentInput, documentPdf } from './document-pdf'
export { labelPicture } from './label'
export { portraitPicture } from './portrait'
