import { articleListRoute } from '@/features/editorial/routes'
import { newsTabs } from '@/features/editorial/tabs'

const route = articleListRoute({
  pathname: '/news-events/vineyard-tales',
  meta: 'newsEventsVineyardTales',
  section: 'news',
  tags: ['vineyard_tales'],
  tabs: newsTabs,
})

export const generateMetadata = route.generateMetadata
export default route.Page
