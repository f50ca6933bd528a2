import { producerRoute } from '@/features/catalogue/entity-routes'

const route = producerRoute()

// On-demand ISR, as the product sheet: rendered on first request, cached, expired by the CMS's cache tags.
export function generateStaticParams() {
  return []
}

export const generateMetadata = route.generateMetadata
export default route.Page
