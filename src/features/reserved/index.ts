/** What the reserved area offers the rest of the site: the B2B store's item of the reserved menu. */
export { B2bStoreLink } from './content/components/b2b-store-link'
