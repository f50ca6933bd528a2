import { articleListRoute } from '@/features/editorial/routes'
import { newsTabs } from '@/features/editorial/tabs'

const route = articleListRoute({
  pathname: '/news-events/events',
  meta: 'newsEventsEvents',
  section: 'news',
  tags: ['events'],
  tabs: newsTabs,
})

export const generateMetadata = route.generateMetadata
export default route.Page
