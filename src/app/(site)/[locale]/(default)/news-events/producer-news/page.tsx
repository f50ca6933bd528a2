import { articleListRoute } from '@/features/editorial/routes'
import { newsTabs } from '@/features/editorial/tabs'

const route = articleListRoute({
  pathname: '/news-events/producer-news',
  meta: 'newsEventsProducers',
  section: 'news',
  tags: ['news'],
  tabs: newsTabs,
})

export const generateMetadata = route.generateMetadata
export default route.Page
