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
