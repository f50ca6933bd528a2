import { listingRoute } from '@/features/catalogue/routes'

const route = listingRoute({ pathname: '/products/news', meta: 'productsNews', filter: { novelty: true } })

export const generateMetadata = route.generateMetadata
export default route.Page
