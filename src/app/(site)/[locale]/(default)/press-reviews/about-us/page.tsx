import { articleListRoute } from '@/features/editorial/routes'
import { pressTabs } from '@/features/editorial/tabs'

const route = articleListRoute({
  pathname: '/press-reviews/about-us',
  meta: 'pressAboutUs',
  section: 'press',
  tags: ['about_us'],
  tabs: pressTabs,
})

export const generateMetadata = route.generateMetadata
export default route.Page
