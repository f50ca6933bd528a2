import { queryRoute } from '@/core/route-page'
import { ForgotView, loginAlternateQuery } from '@/features/reserved/components/login-views'

const route = queryRoute({
  pathname: '/login/forgot-password',
  meta: 'loginForgot',
  noindex: true,
  alternateQuery: loginAlternateQuery,
  render: (locale, query) => <ForgotView locale={locale} query={query} />,
})

export const generateMetadata = route.generateMetadata
export default route.Page
