import { staticRoute } from '@/core/route-page'
import { ProducerListView } from '@/features/catalogue/components/producer-views'

const route = staticRoute({
  pathname: '/producers',
  meta: 'producers',
  render: (locale) => <ProducerListView locale={locale} />,
})

export const generateMetadata = route.generateMetadata
export default route.Page
