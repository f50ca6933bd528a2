import { searchRoute } from '@/features/catalogue/routes'

/**
 * The search's page for a visitor's words (src/proxy.ts rewrites `/cerca/?q=rosso` here, the words in the path):
 * rendered for each request, never kept in the cache, since anyone can ask for any words.
 */
const route = searchRoute()

export const dynamic = 'force-dynamic'

export const generateMetadata = route.generateMetadata
export default route.Page
