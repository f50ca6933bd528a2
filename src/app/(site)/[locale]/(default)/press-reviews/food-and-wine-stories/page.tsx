import { articleListRoute } from '@/features/editorial/routes'
import { pressTabs } from '@/features/editorial/tabs'

const route = articleListRoute({
  pathname: '/press-reviews/food-and-wine-stories',
  meta: 'pressFoodWine',
  section: 'press',
  tags: ['newsfood_and_wine_stories'],
  tabs: pressTabs,
})

export const generateMetadata = route.generateMetadata
export default route.Page
