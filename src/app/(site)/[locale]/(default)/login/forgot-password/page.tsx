import { staticRoute } from '@/core/route-page'
import { ForgotView } from '@/features/reserved/components/login-views'

const route = staticRoute({
  pathname: '/login/forgot-password',
  meta: 'loginForgot',
  noindex: true,
  render: (locale) => <ForgotView locale={locale} />,
})

export const generateMetadata = route.generateMetadata
export default route.Page
