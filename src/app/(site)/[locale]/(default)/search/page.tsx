import { searchRoute } from '@/features/catalogue/routes'

/** The search's page without words (`/cerca/`): one render for everyone. With words, `[words]/page.tsx`. */
const route = searchRoute()

export const generateMetadata = route.generateMetadata
export default route.Page
