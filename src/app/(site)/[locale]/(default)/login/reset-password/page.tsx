import { queryRoute } from '@/core/route-page'
import { resetAlternateQuery, ResetView } from '@/features/reserved/components/login-views'

const route = queryRoute({
  pathname: '/login/reset-password',
  meta: 'loginReset',
  noindex: true,
  alternateQuery: resetAlternateQuery,
  render: (locale, query) => <ResetView locale={locale} query={query} />,
})

export const generateMetadata = route.generateMetadata
export default route.Page
