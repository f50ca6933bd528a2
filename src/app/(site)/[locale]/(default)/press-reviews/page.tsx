import { articleListRoute } from '@/features/editorial/routes'
import { pressTabs } from '@/features/editorial/tabs'

const route = articleListRoute({ pathname: '/press-reviews', meta: 'pressReviews', section: 'press', tabs: pressTabs })

export const generateMetadata = route.generateMetadata
export default route.Page
