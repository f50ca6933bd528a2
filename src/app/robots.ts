import type { MetadataRoute } from 'next'

import { siteUrl } from '@/core/metadata'

/**
 * The reserved area, the admin and the API stay out of search engines, but for what the public pages show through
 * the API: the pictures (`og:image`, a product's structured data, every card) and the public PDFs (catalogues), whose
 * collections anyone may read, and the age gate's stylesheet, which every page loads. A crawler follows the longest
 * rule that matches a path, so these three win over `/api/`; the reserved downloads (`/api/downloads/`) and the
 * CVs stay out.
 */
const crawledThroughTheApi = ['/api/media/file/', '/api/documents/file/', '/api/age-gate/style/']

export default function robots(): MetadataRoute.Robots {
  return {
    rules: {
      userAgent: '*',
      allow: ['/', ...crawledThroughTheApi],
      disallow: ['/reserved-area/', '/en/reserved-area/', '/admin/', '/api/'],
    },
    sitemap: `${siteUrl()}/sitemap.xml`,
  }
}
