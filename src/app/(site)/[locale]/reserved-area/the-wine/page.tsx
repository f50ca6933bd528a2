import { TheWineOverview } from '@/features/reserved/content/components/overviews'
import { reservedPageRoute } from '@/features/reserved/content/routes'

const route = reservedPageRoute({
  pathname: '/reserved-area/the-wine',
  meta: 'reservedTheWine',
  render: (locale) => <TheWineOverview locale={locale} />,
})

export const generateMetadata = route.generateMetadata
export default route.Page
