import { productRoute } from '@/features/catalogue/entity-routes'

const route = productRoute('sheet')

// On-demand ISR: no sheet is built ahead, each is rendered on its first request, cached, and rendered again
// when a CMS change expires one of its data's cache tags (src/cms/hooks/revalidate.ts).
export function generateStaticParams() {
  return []
}

export const generateMetadata = route.generateMetadata
export default route.Page
