import { queryRoute } from '@/core/route-page'
import { SearchPageView } from '@/features/catalogue/components/search-page-view'

/** The search's own page (`/cerca/?q=`): the header's Enter, a search without JavaScript, the home's SearchAction. */
const route = queryRoute({
  pathname: '/search',
  meta: 'search',
  // Results pages are for visitors, not for search engines.
  noindex: true,
  keepQuery: 'q',
  render: (locale, query) => <SearchPageView locale={locale} query={typeof query.q === 'string' ? query.q : ''} />,
})

export const generateMetadata = route.generateMetadata
export default route.Page
