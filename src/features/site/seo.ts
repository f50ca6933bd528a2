import type { Metadata } from 'next'

import { type Locale, localeTags, locales, defaultLocale } from '@/i18n/locales'
import type { InternalPathname } from '@/i18n/pathnames'
import { localizePath, type RouteParams } from '@/i18n/route-table'
import { companyName } from '@/lib/company'
import { env } from '@/lib/env'

export const siteUrl = () => env.SITE_URL

export type LocalizedHrefs = Record<Locale, string>

/** The page's path in each language; `params` may differ per language (a product's slugs). */
export function hrefsFor(
  pathname: InternalPathname,
  params: RouteParams | Record<Locale, RouteParams> = {},
): LocalizedHrefs {
  const perLocale = (locale: Locale): RouteParams =>
    locale in params ? (params as Record<Locale, RouteParams>)[locale] : (params as RouteParams)
  return Object.fromEntries(locales.map((l) => [l, localizePath(pathname, l, perLocale(l))])) as LocalizedHrefs
}

type PageMetaInput = {
  locale: Locale
  title: string
  description?: string
  hrefs: LocalizedHrefs
  /** Pages that must not be indexed (results of a form, reserved area). */
  noindex?: boolean
  /** Open Graph image, absolute or relative to the site. */
  image?: string
}

/** SEO title and description, canonical URL and hreflang alternates (it, en, x-default). */
export function pageMetadata({ locale, title, description, hrefs, noindex, image }: PageMetaInput): Metadata {
  const fullTitle = title.includes(companyName) ? title : `${title} | ${companyName}`
  return {
    title: fullTitle,
    description,
    alternates: {
      canonical: hrefs[locale],
      languages: { it: hrefs.it, en: hrefs.en, 'x-default': hrefs[defaultLocale] },
    },
    openGraph: {
      title: fullTitle,
      description,
      url: hrefs[locale],
      siteName: companyName,
      locale: localeTags[locale].replace('-', '_'),
      type: 'website',
      images: image ? [image] : undefined,
    },
    robots: noindex ? { index: false, follow: true } : undefined,
  }
}
