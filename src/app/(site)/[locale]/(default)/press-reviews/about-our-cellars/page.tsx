import { ArticleListView } from '@/features/editorial/components/article-views'
import { pressTabs } from '@/features/editorial/tabs'
import { staticRoute } from '@/features/site/route-page'

const route = staticRoute({
  pathname: '/press-reviews/about-our-cellars',
  meta: 'pressAboutCellars',
  render: (locale) => <ArticleListView locale={locale} section="press" meta="pressAboutCellars" tags={['about_our_cellars']} tabs={pressTabs} />,
})

export const generateMetadata = route.generateMetadata
export default route.Page
