import type { GeneratePreviewURL } from 'payload'

import { asLocale } from '@/i18n/locales'
import type { InternalPathname } from '@/i18n/pathnames'
import { localizePath } from '@/i18n/route-table'
import { previewHref } from '@/lib/preview'

/**
 * The admin's Preview button (`admin.preview`): the document's real URL in the language being edited, opened
 * through `/api/preview/`, which checks the editor's session and turns draft mode on (decision 011). Null hides
 * the button: a document without a public page (reserved-area articles, static pages) or without a slug yet.
 */

const articleRoutes: Record<string, { pathname: InternalPathname; param: string }> = {
  blog: { pathname: '/blog/[slug]', param: 'slug' },
  news: { pathname: '/news-events/article/[event]', param: 'event' },
  press: { pathname: '/press-reviews/article/[event]', param: 'event' },
}

const slugOf = (doc: Record<string, unknown>) => (typeof doc.slug === 'string' ? doc.slug.trim() : '')

export const articlePreview: GeneratePreviewURL = (doc, { locale }) => {
  const route = articleRoutes[String(doc.section)]
  const slug = slugOf(doc)
  if (!route || !slug) return null
  return previewHref(localizePath(route.pathname, asLocale(locale), { [route.param]: slug }))
}

export const landingPreview: GeneratePreviewURL = (doc, { locale }) => {
  const slug = slugOf(doc)
  if (doc.kind !== 'landing' || !slug) return null
  return previewHref(localizePath('/[slug]', asLocale(locale), { slug }))
}
