import type { GeneratePreviewURL, LivePreviewConfig, PayloadRequest } from 'payload'

import { articleRouteOf, isReservedSection, isSection } from '@/i18n/article-paths'
import { type DocumentPage, documentRoutes } from '@/i18n/catalogue-paths'
import { asLocale } from '@/i18n/locales'
import type { InternalPathname } from '@/i18n/pathnames'
import { internalPathnames, localizePath } from '@/i18n/route-table'
import { env } from '@/lib/env'
import { previewHref } from '@/lib/preview'
import { csrfOrigins } from '@/lib/site-origins'

import { pageKeyOf } from './access'

/**
 * "Open on the site" and live preview (decisions 011 and 033). The admin's Preview button (`admin.preview`) and its
 * Live Preview pane (`admin.livePreview`) open a document's real page in the language being edited, through
 * `/api/preview/`, which checks the editor's session and turns draft mode on: drafts show there, and the pane
 * refreshes when the editor saves. A reserved page is the reserved area's: the editor reads it there in draft
 * mode, without a customer's login. Null hides both: a document without a page of its own or without a slug yet.
 */

/** The public path of a document's page in one language, or null when it has none. */
type PagePath = (doc: Record<string, unknown>, locale: string) => string | null

const slugOf = (doc: Record<string, unknown>) => (typeof doc.slug === 'string' ? doc.slug.trim() : '')

const articlePath: PagePath = (doc, locale) => {
  const section = doc.section
  const slug = slugOf(doc)
  if (!(isSection(section) || isReservedSection(section)) || !slug) return null
  const route = articleRouteOf(section)
  return localizePath(route.pathname, asLocale(locale), { [route.param]: slug })
}

/** The route a static page's key fills (`contacts-agents` → `/contacts/agents`, `home` → `/`), if any. */
export function staticPageRoute(key: unknown): InternalPathname | null {
  if (key === 'home') return '/'
  if (typeof key !== 'string' || !key) return null
  return internalPathnames.find((pathname) => !pathname.includes('[') && pageKeyOf(pathname) === key) ?? null
}

/** A landing page at `/{slug}/`; a static page at the route its key names. */
const pagePath: PagePath = (doc, locale) => {
  if (doc.kind === 'static') {
    const route = staticPageRoute(doc.key)
    return route ? localizePath(route, asLocale(locale)) : null
  }
  const slug = slugOf(doc)
  return doc.kind === 'landing' && slug ? localizePath('/[slug]', asLocale(locale), { slug }) : null
}

/** The catalogue's documents (products, producers, projects, catalogues): no drafts, their published page. */
const documentPath =
  (page: DocumentPage): PagePath =>
  (doc, locale) => {
    const slug = slugOf(doc)
    if (!slug) return null
    const { pathname, param } = documentRoutes[page]
    return localizePath(pathname, asLocale(locale), { [param]: slug })
  }

/**
 * The site's origin as the editor reached the admin: the live preview's frame must be of the admin's own origin
 * (its session cookie, its messages). Only one of the site's own origins (`csrfOrigins`), whatever `Host` says.
 */
export function adminOrigin(req: Pick<PayloadRequest, 'headers'>, siteUrl: string = env.SITE_URL): string {
  const host = req.headers?.get('host')
  const origins = csrfOrigins(siteUrl)
  return origins.find((origin) => new URL(origin).host === host) ?? origins[0]!
}

/** The frame sizes the pane offers: the phone the spec designs for, a tablet and a desktop. */
const breakpoints: NonNullable<LivePreviewConfig['breakpoints']> = [
  { name: 'mobile', label: 'Mobile 375', width: 375, height: 667 },
  { name: 'tablet', label: 'Tablet 768', width: 768, height: 1024 },
  { name: 'desktop', label: 'Desktop 1440', width: 1440, height: 900 },
]

/** `admin.preview` and `admin.livePreview` of a collection whose documents have a page on the site. */
function sitePreview(pathOf: PagePath): { preview: GeneratePreviewURL; livePreview: LivePreviewConfig } {
  return {
    preview: (doc, { locale }) => {
      const path = pathOf(doc, locale)
      return path ? previewHref(path) : null
    },
    livePreview: {
      breakpoints,
      url: ({ data, locale, req }) => {
        const path = pathOf(data, locale.code)
        // The admin posts its messages to this URL's origin: it must be absolute.
        return path ? adminOrigin(req) + previewHref(path) : null
      },
    },
  }
}

export const articlePreview = sitePreview(articlePath)
export const pagePreview = sitePreview(pagePath)
export const documentPreview = (page: DocumentPage) => sitePreview(documentPath(page))
