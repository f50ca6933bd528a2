import { articleListRoute } from '@/features/editorial/routes'
import { newsTabs } from '@/features/editorial/tabs'

const route = articleListRoute({
  pathname: '/news-events/company-news',
  meta: 'newsEventsCompany',
  section: 'news',
  tags: ['journal'],
  tabs: newsTabs,
})

export const generateMetadata = route.generateMetadata
export default route.Page
