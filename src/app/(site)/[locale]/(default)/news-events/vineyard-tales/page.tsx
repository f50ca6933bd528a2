import { ArticleListView } from '@/features/editorial/components/article-views'
import { newsTabs } from '@/features/editorial/tabs'
import { staticRoute } from '@/features/site/route-page'

const route = staticRoute({
  pathname: '/news-events/vineyard-tales',
  meta: 'newsEventsVineyardTales',
  render: (locale) => <ArticleListView locale={locale} section="news" meta="newsEventsVineyardTales" tags={['vineyard_tales']} tabs={newsTabs} />,
})

export const generateMetadata = route.generateMetadata
export default route.Page
