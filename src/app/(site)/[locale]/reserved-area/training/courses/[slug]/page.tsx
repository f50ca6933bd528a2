import { articleRoute } from '@/features/editorial/routes'

// A reserved article: the public article's page, read per request (never cached) and never indexed.
const route = articleRoute('reserved-training')

export const generateMetadata = route.generateMetadata
export default route.Page
