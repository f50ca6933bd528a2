import { AuthorListView } from '@/features/editorial/components/author-views'
import { staticRoute } from '@/core/route-page'

const route = staticRoute({
  pathname: '/blog/authors',
  meta: 'blogAuthors',
  render: (locale) => <AuthorListView locale={locale} />,
})

export const generateMetadata = route.generateMetadata
export default route.Page
