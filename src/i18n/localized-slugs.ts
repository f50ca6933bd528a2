import { type Locale, locales } from './locales'

/**
 * A slug read with `locale: 'all'`: one value per language for a localized field, a plain string for one
 * that is the same in every language.
 */
export function slugsByLocale(raw: unknown, fallback = ''): Record<Locale, string> {
  const values: Partial<Record<Locale, string>> =
    typeof raw === 'string'
      ? Object.fromEntries(locales.map((l) => [l, raw]))
      : ((raw ?? {}) as Partial<Record<Locale, string>>)
  const first = fallback || locales.map((l) => values[l]).find(Boolean) || ''
  return Object.fromEntries(locales.map((l) => [l, values[l] || first])) as Record<Locale, string>
}

/**
 * The one language a text read with `locale: 'all'` is written in, when it is one only: a product's cards in the
 * other language show that language's words, and say so with their `lang` (decision 101).
 */
export function onlyLanguageOf(raw: unknown): { writtenIn: Locale } | Record<string, never> {
  const values = (raw ?? {}) as Partial<Record<Locale, unknown>>
  const own = locales.filter((locale) => typeof values[locale] === 'string' && values[locale].trim() !== '')
  return own.length === 1 ? { writtenIn: own[0]! } : {}
}
