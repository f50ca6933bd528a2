import { notFoundText } from '@/core/not-found-text'
import { parseSitemapFileName, sitemapFile, sitemapXml } from '@/features/site/sitemap'

// One file of the sitemap index (`/sitemaps/products-1.xml`): at most 50,000 URLs of one kind. Any other name is a
// 404, answered before any query.
export const dynamic = 'force-dynamic'

export async function GET(request: Request, { params }: RouteContext<'/sitemaps/[file]'>) {
  const name = parseSitemapFileName((await params).file)
  if (!name) return notFoundText(request)
  const entries = await sitemapFile(name.kind, name.n)
  if (!entries) return notFoundText(request)
  return new Response(sitemapXml(entries), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  })
}
