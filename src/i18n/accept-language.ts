import { isLocale, type Locale } from './locales'

/** The first of the site's languages an `Accept-Language` header names, in its order; null when it names neither. */
export function acceptLanguage(header: string | null): Locale | null {
  for (const part of (header ?? '').split(',')) {
    const tag = part.split(';')[0]!.trim().slice(0, 2).toLowerCase()
    if (isLocale(tag)) return tag
  }
  return null
}
