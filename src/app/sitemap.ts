import type { MetadataRoute } from 'next'

import { buildSitemap } from '@/features/site/sitemap'

// Rebuilt at most hourly; content changes also revalidate it through the CMS hooks.
export const revalidate = 3600

export default function sitemap(): Promise<MetadataRoute.Sitemap> {
  return buildSitemap()
}
