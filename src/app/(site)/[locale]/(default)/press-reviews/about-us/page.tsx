import { ArticleListView } from '@/features/editorial/components/article-views'
import { pressTabs } from '@/features/editorial/tabs'
import { staticRoute } from '@/features/site/route-page'

const route = staticRoute({
  pathname: '/press-reviews/about-us',
  meta: 'pressAboutUs',
  render: (locale) => <ArticleListView locale={locale} section="press" meta="pressAboutUs" tags={['about_us']} tabs={pressTabs} />,
})

export const generateMetadata = route.generateMetadata
export default route.Page
