import type { TextField } from 'payload'

import { legacyRedirectTarget } from '@/i18n/legacy-redirects'
import { asLocale, defaultLocale, type Locale } from '@/i18n/locales'
import { otherLanguageTarget } from '@/i18n/route-redirects'
import { internalRouteNames, matchPublicPath } from '@/i18n/route-table'

import { inAdminLanguage, w } from '../admin-labels'
import { slugField } from './slug'

const messages = {
  taken: w(
    'Questo indirizzo appartiene a un’altra pagina del sito: scegli un altro slug',
    'This address belongs to another page of the site: choose another slug',
  ),
}

/**
 * Paths the site serves outside the route table (the admin, the API, the feeds and sitemaps), and the internal
 * routes' names, which the proxy never lets a landing page have (`/contacts/` in Italian, `/page-not-found/`).
 */
const systemSlugs = new Set(['admin', 'api', 'en', 'it', '_next', 'feeds', 'sitemaps', ...internalRouteNames])

/**
 * Whether `/{slug}/` is free for a landing page in a language: landing pages come after every other route,
 * so a slug that a fixed route answers would never be reached.
 */
export function landingSlugIsFree(slug: string, locale: Locale): boolean {
  if (systemSlugs.has(slug)) return false
  const path = `${locale === defaultLocale ? '' : `/${locale}`}/${slug}/`
  // An old address the site redirects (`/news/`, `/racconti-in-vigna/`: spec §2's legacy rewrites) comes first too.
  if (legacyRedirectTarget(path)) return false
  // So does a route's address in the other language's words (`/en/prodotti/` leads to `/en/products/`).
  if (otherLanguageTarget(path)) return false
  return matchPublicPath(path)?.pathname === '/[slug]'
}

/** The slug of a page: for landing pages it must not be a route of the site. */
export function pageSlugField(): TextField {
  return slugField({
    localized: true,
    rule: (slug, { siblingData, req }) => {
      const kind = (siblingData as { kind?: string } | undefined)?.kind
      const free = kind !== 'landing' || landingSlugIsFree(slug, asLocale(req.locale ?? defaultLocale))
      return free ? true : inAdminLanguage(req, messages.taken)
    },
  })
}
