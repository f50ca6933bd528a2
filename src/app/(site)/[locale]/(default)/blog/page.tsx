import { articleListRoute } from '@/features/editorial/routes'

const route = articleListRoute({ pathname: '/blog', meta: 'blog', section: 'blog' })

export const generateMetadata = route.generateMetadata
export default route.Page
