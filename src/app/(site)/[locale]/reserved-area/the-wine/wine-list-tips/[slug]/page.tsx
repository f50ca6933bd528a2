import { reservedArticleRoute } from '@/features/reserved/content/routes'

// A reserved article: the public article's page, read per request (never cached), never indexed, to a session only.
const route = reservedArticleRoute('reserved-tips')

export const generateMetadata = route.generateMetadata
export default route.Page
