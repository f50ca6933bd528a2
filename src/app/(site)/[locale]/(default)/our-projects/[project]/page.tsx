import { projectRoute } from '@/features/catalogue/entity-routes'

const route = projectRoute(false)

// On-demand ISR, as the product sheet: rendered on first request, cached, expired by the CMS's cache tags.
export function generateStaticParams() {
  return []
}

export const generateMetadata = route.generateMetadata
export default route.Page
