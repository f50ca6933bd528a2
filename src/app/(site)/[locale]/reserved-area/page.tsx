import { ReservedHome } from '@/features/reserved/content/components/overviews'
import { reservedPageRoute } from '@/features/reserved/content/routes'

const route = reservedPageRoute({
  pathname: '/reserved-area',
  meta: 'reservedArea',
  render: (locale) => <ReservedHome locale={locale} />,
})

export const generateMetadata = route.generateMetadata
export default route.Page
