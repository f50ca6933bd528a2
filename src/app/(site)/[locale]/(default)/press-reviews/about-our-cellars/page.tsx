import { articleListRoute } from '@/features/editorial/routes'
import { pressTabs } from '@/features/editorial/tabs'

const route = articleListRoute({
  pathname: '/press-reviews/about-our-cellars',
  meta: 'pressAboutCellars',
  section: 'press',
  tags: ['about_our_cellars'],
  tabs: pressTabs,
})

export const generateMetadata = route.generateMetadata
export default route.Page
