/** The one list of locales, shared by the router and by the CMS; Italian is the default and the fallback. */
export const locales = ['it', 'en'] as const
export type Locale = (typeof locales)[number]
export const defaultLocale: Locale = 'it'

/** BCP 47 tags used in `lang`, `hreflang` and `og:locale`. */
export const localeTags: Record<Locale, string> = { it: 'it-IT', en: 'en-GB' }

/**
 * The `lang` of a text written in `written` on a page in `page`: its tag when they differ (a text not yet translated,
 * shown in the fallback's words), else none, as the page's own `lang` says it.
 */
export const langUnlessPage = (written: Locale | undefined, page: Locale): string | undefined =>
  written && written !== page ? localeTags[written] : undefined

export const otherLocale = (locale: Locale): Locale => (locale === 'it' ? 'en' : 'it')

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (locales as readonly string[]).includes(value)

/** Route params arrive as strings; the locale layout has already rejected anything else. */
export const asLocale = (value: string): Locale => (isLocale(value) ? value : defaultLocale)

/** The languages served under a prefix (`/en/…`): every one but the default, which has none. */
const prefixedLocales = locales.filter((l) => l !== defaultLocale)

/** The locale that starts a path (`/en/…`, or `/it/…` for an internal path), and the path after it. */
export function leadingLocale(path: string, candidates: readonly Locale[]): { locale: Locale; rest: string } | null {
  const [, first = '', rest = ''] = /^\/([^/]*)(\/.*)?$/.exec(path) ?? []
  const locale = candidates.find((l) => l === first)
  return locale ? { locale, rest: rest || '/' } : null
}

/** Splits `/en/products/` into its locale and the path inside that locale. */
export function splitLocale(path: string): { locale: Locale; rest: string } {
  return leadingLocale(path, prefixedLocales) ?? { locale: defaultLocale, rest: path }
}
