import { ProjectListView } from '@/features/catalogue/components/project-views'
import { staticRoute } from '@/core/route-page'

const route = staticRoute({
  pathname: '/our-projects',
  meta: 'ourProjects',
  render: (locale) => <ProjectListView locale={locale} />,
})

export const generateMetadata = route.generateMetadata
export default route.Page
