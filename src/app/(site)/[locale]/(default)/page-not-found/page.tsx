import { staticRoute } from '@/core/route-page'
import { NotFoundView } from '@/features/site/not-found-view'

/**
 * `/404/`, every path that is no route (the proxy rewrites them here with status 404), and the body scripts/serve.mjs
 * puts in place of Next's empty shell when a page calls `notFound()`: the localized 404 page, rendered as HTML.
 */
const route = staticRoute({
  pathname: '/page-not-found',
  meta: 'notFound',
  noindex: true,
  linked: false,
  render: () => <NotFoundView />,
})

export const generateMetadata = route.generateMetadata
export default route.Page
