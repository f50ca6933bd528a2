import 'server-only'

import type { Metadata } from 'next'

import { defaultLocale, type Locale, localeTags } from '@/i18n/locales'
import type { LocalizedHrefs } from '@/i18n/route-table'
import { companyName } from '@/lib/company'
import { env } from '@/lib/env'

import { shareImage } from './share-image'

/** The site's public origin, without a trailing slash: canonical URLs, feeds, structured data. */
export const siteUrl = () => env.SITE_URL

type PageMetaInput = {
  locale: Locale
  title: string
  description?: string
  /**
   * The page's path in each language; none for a page that answers for many addresses (the 404 page): then no
   * canonical URL, no alternates, no Open Graph URL.
   */
  hrefs?: LocalizedHrefs
  /** Pages that must not be indexed (results of a form, reserved area). */
  noindex?: boolean
  /** Open Graph image, absolute or relative to the site; without one, the site's share picture. */
  image?: string
  /** An article's page: Open Graph's `article`, with its publication time; any other page is a `website`. */
  article?: { publishedTime?: string; modifiedTime?: string }
}

/**
 * A page's title with the company's name after a bar, once: "Credits | Vinea Distribuzione". An SEO title an editor
 * ended with "· Vinea Distribuzione" gets the same bar as the others (the eleventh check from outside found both
 * separators); one that names the company elsewhere ("Vinea Distribuzione · Wines and spirits…") is kept.
 */
export function brandedTitle(title: string): string {
  const dotted = ` · ${companyName}`
  if (title.endsWith(dotted)) return `${title.slice(0, -dotted.length)} | ${companyName}`
  return title.includes(companyName) ? title : `${title} | ${companyName}`
}

/** SEO title and description, canonical URL and hreflang alternates (it, en, x-default) when the page has `hrefs`. */
export function pageMetadata({ locale, title, description, hrefs, noindex, image, article }: PageMetaInput): Metadata {
  const fullTitle = brandedTitle(title)
  return {
    title: fullTitle,
    description,
    alternates: hrefs ? { canonical: hrefs[locale], languages: { ...hrefs, 'x-default': hrefs[defaultLocale] } } : null,
    openGraph: {
      title: fullTitle,
      description,
      url: hrefs?.[locale],
      siteName: companyName,
      locale: localeTags[locale].replace('-', '_'),
      images: [image ?? { url: shareImage.path, width: shareImage.width, height: shareImage.height, alt: companyName }],
      ...(article ? { type: 'article' as const, ...article } : { type: 'website' as const }),
    },
    robots: noindex ? { index: false, follow: true } : undefined,
  }
}

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' })

/** A description for search results: at most `max` characters, cut at a word. */
export function clipDescription(text: string, max = 160): string {
  const clean = text.replace(/\s+/g, ' ').trim()
  // Counted and cut by what a reader sees as one character: an emoji, a flag or a letter with its accents is never
  // split into halves that print as a replacement mark.
  const characters = Array.from(graphemes.segment(clean), ({ segment }) => segment)
  if (characters.length <= max) return clean
  const cut = characters.slice(0, max - 1)
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max - 30)).join('')}…`
}
