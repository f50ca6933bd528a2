import { reservedListRoute } from '@/features/reserved/content/routes'

const route = reservedListRoute('/reserved-area/news/from-company')

export const generateMetadata = route.generateMetadata
export default route.Page
