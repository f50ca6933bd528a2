import { articleRoute } from '@/features/editorial/routes'

const route = articleRoute('blog')

// On-demand ISR, as the product sheet: rendered on its first request, cached, expired by the CMS's cache tags (without
// this the page was rendered on every request).
export function generateStaticParams() {
  return []
}

export const generateMetadata = route.generateMetadata
export default route.Page
