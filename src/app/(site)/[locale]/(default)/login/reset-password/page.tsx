import { queryRoute } from '@/core/route-page'
import { ResetView } from '@/features/reserved/components/login-views'
import { tokenAlternateQuery } from '@/lib/query-value'

const route = queryRoute({
  pathname: '/login/reset-password',
  meta: 'loginReset',
  noindex: true,
  alternateQuery: tokenAlternateQuery,
  render: (locale, query) => <ResetView locale={locale} query={query} />,
})

export const generateMetadata = route.generateMetadata
export default route.Page
