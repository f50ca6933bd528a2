import { reservedListRoute } from '@/features/reserved/content/routes'

const route = reservedListRoute('/reserved-area/the-wine/wine-list-tips')

export const generateMetadata = route.generateMetadata
export default route.Page
