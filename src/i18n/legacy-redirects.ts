import { defaultLocale, splitLocale } from './locales'

/**
 * Old addresses: applied only to paths that are not routes of this site, answered with 301, the English
 * prefix kept. The first rule with a fragment the path contains wins.
 */
const rules: { fragments: string[]; target: string }[] = [
  { fragments: ['/diario/', '/rassegna-stampa/'], target: '/news-eventi/' },
  // `/eventi/` alone is no route: the events tab is.
  { fragments: ['/racconti-in-vigna/', '/news/'], target: '/news-eventi/eventi/' },
  { fragments: ['/storie-enogastronomiche/'], target: '/news-eventi/' },
]

export function legacyRedirectTarget(path: string): string | null {
  const withSlash = path.endsWith('/') ? path : `${path}/`
  const { locale, rest } = splitLocale(withSlash)
  const rule = rules.find(({ fragments }) => fragments.some((f) => rest.includes(f)))
  if (!rule) return null
  return locale === defaultLocale ? rule.target : `/${locale}${rule.target}`
}
