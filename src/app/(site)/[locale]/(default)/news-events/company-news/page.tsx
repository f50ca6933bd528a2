import { ArticleListView } from '@/features/editorial/components/article-views'
import { newsTabs } from '@/features/editorial/tabs'
import { staticRoute } from '@/features/site/route-page'

const route = staticRoute({
  pathname: '/news-events/company-news',
  meta: 'newsEventsCompany',
  render: (locale) => <ArticleListView locale={locale} section="news" meta="newsEventsCompany" tags={['journal']} tabs={newsTabs} />,
})

export const generateMetadata = route.generateMetadata
export default route.Page
