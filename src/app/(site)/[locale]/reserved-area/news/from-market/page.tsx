import { reservedListRoute } from '@/features/reserved/content/routes'

const route = reservedListRoute('/reserved-area/news/from-market')

export const generateMetadata = route.generateMetadata
export default route.Page
