import { ArticleListView } from '@/features/editorial/components/article-views'
import { pressTabs } from '@/features/editorial/tabs'
import { staticRoute } from '@/features/site/route-page'

const route = staticRoute({
  pathname: '/press-reviews/food-and-wine-stories',
  meta: 'pressFoodWine',
  render: (locale) => <ArticleListView locale={locale} section="press" meta="pressFoodWine" tags={['newsfood_and_wine_stories']} tabs={pressTabs} />,
})

export const generateMetadata = route.generateMetadata
export default route.Page
