import { staticRoute } from '@/core/route-page'
import { ProjectListView } from '@/features/catalogue/components/project-views'

const route = staticRoute({
  pathname: '/our-projects',
  meta: 'ourProjects',
  render: (locale) => <ProjectListView locale={locale} />,
})

export const generateMetadata = route.generateMetadata
export default route.Page
