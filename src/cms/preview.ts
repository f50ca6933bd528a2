import type { GeneratePreviewURL } from 'payload'

import { articleRouteOf, isReservedSection, isSection } from '@/i18n/article-paths'
import { type DocumentPage, documentRoutes } from '@/i18n/catalogue-paths'
import { asLocale } from '@/i18n/locales'
import { localizePath } from '@/i18n/route-table'
import { previewHref } from '@/lib/preview'

/**
 * The admin's Preview button (`admin.preview`): the document's real URL in the language being edited, opened
 * through `/api/preview/`, which checks the editor's session and turns draft mode on (decision 011). A reserved
 * article's page is the reserved area's: the editor reads it there in draft mode, without a customer's login. Null
 * hides the button: a document without a page of its own (static pages) or without a slug yet.
 */

const slugOf = (doc: Record<string, unknown>) => (typeof doc.slug === 'string' ? doc.slug.trim() : '')

export const articlePreview: GeneratePreviewURL = (doc, { locale }) => {
  const section = doc.section
  const slug = slugOf(doc)
  if (!(isSection(section) || isReservedSection(section)) || !slug) return null
  const route = articleRouteOf(section)
  return previewHref(localizePath(route.pathname, asLocale(locale), { [route.param]: slug }))
}

export const landingPreview: GeneratePreviewURL = (doc, { locale }) => {
  const slug = slugOf(doc)
  if (doc.kind !== 'landing' || !slug) return null
  return previewHref(localizePath('/[slug]', asLocale(locale), { slug }))
}

/**
 * The catalogue's documents (products, producers, projects, catalogues) have no drafts: their Preview button opens the
 * published page in the language being edited ("open on the site", issue 15, item 6), through the same check.
 */
export const documentPreview =
  (page: DocumentPage): GeneratePreviewURL =>
  (doc, { locale }) => {
    const slug = slugOf(doc)
    if (!slug) return null
    const { pathname, param } = documentRoutes[page]
    return previewHref(localizePath(pathname, asLocale(locale), { [param]: slug }))
  }
