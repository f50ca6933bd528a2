import { reservedListRoute } from '@/features/reserved/content/routes'

const route = reservedListRoute('/reserved-area/training/word-of-winemaker')

export const generateMetadata = route.generateMetadata
export default route.Page
