import { articleListRoute } from '@/features/editorial/routes'
import { newsTabs } from '@/features/editorial/tabs'

const route = articleListRoute({
  pathname: '/news-events/news',
  meta: 'newsEventsNews',
  section: 'news',
  tags: ['news', 'journal'],
  tabs: newsTabs,
})

export const generateMetadata = route.generateMetadata
export default route.Page
