import { sitemapIndex, sitemapIndexXml } from '@/features/site/sitemap'

// The sitemap index (issue 15, item 5): rendered per request from queries cached under the collections' tags, so an
// edit shows at the next request; crawlers may keep it an hour.
export const dynamic = 'force-dynamic'

export async function GET() {
  return new Response(sitemapIndexXml(await sitemapIndex()), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  })
}
