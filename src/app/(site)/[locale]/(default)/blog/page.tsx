import { ArticleListView } from '@/features/editorial/components/article-views'
import { staticRoute } from '@/features/site/route-page'

const route = staticRoute({
  pathname: '/blog',
  meta: 'blog',
  render: (locale) => <ArticleListView locale={locale} section="blog" meta="blog" />,
})

export const generateMetadata = route.generateMetadata
export default route.Page
