import { listingRoute } from '@/features/catalogue/routes'

// Every product listing and filter state (src/proxy.ts rewrites them here): rendered on first request and
// cached until the catalogue changes (docs/decisions/009-catalogue-index-and-listings.md).
const route = listingRoute()

export const dynamicParams = true

export function generateStaticParams() {
  return []
}

export const generateMetadata = route.generateMetadata
export default route.Page
