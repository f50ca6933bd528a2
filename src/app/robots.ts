import type { MetadataRoute } from 'next'

import { siteUrl } from '@/core/metadata'

export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/', disallow: ['/reserved-area/', '/en/reserved-area/', '/admin/', '/api/'] },
    sitemap: `${siteUrl()}/sitemap.xml`,
  }
}
