import { listingRoute } from '@/features/catalogue/routes'

const route = listingRoute({ pathname: '/products', meta: 'products', filter: {} })

export const generateMetadata = route.generateMetadata
export default route.Page
