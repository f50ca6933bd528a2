import { queryRoute } from '@/core/route-page'
import { loginAlternateQuery, LoginView } from '@/features/reserved/components/login-views'

const route = queryRoute({
  pathname: '/login',
  meta: 'login',
  noindex: true,
  alternateQuery: loginAlternateQuery,
  render: (locale, query) => <LoginView locale={locale} query={query} />,
})

export const generateMetadata = route.generateMetadata
export default route.Page
