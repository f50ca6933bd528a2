import { staticRoute } from '@/core/route-page'
import { AuthorListView } from '@/features/editorial/components/author-views'

const route = staticRoute({
  pathname: '/blog/authors',
  meta: 'blogAuthors',
  render: (locale) => <AuthorListView locale={locale} />,
})

export const generateMetadata = route.generateMetadata
export default route.Page
