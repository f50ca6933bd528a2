import { DownloadList } from '@/features/reserved/content/components/download-list'
import { reservedPageRoute } from '@/features/reserved/content/routes'

const route = reservedPageRoute({
  pathname: '/reserved-area/download',
  meta: 'reservedDownload',
  render: (locale) => <DownloadList locale={locale} />,
})

export const generateMetadata = route.generateMetadata
export default route.Page
