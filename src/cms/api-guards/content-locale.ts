import { locales } from '@/i18n/locales'

import type { ApiGuard } from './index'
import { refusal } from './refusals'

/** What Payload reads in `locale` (a language, or every one: `all`, `*`) and in `fallback-locale` (a language, or none). */
const contentLocales: readonly string[] = [...locales, 'all', '*']
const fallbackLocales: readonly string[] = [...locales, 'none', 'null', 'false']

/**
 * A content language the site does not have is refused, not read as Italian: Payload takes an unknown `locale` for
 * its default, so a save sent with `?locale=zz` wrote over the Italian text without a word (the twenty-seventh check
 * from outside). A 400 that names the languages, for reads and writes alike.
 */
export const contentLocale: ApiGuard = async (request, next) => {
  const params = new URL(request.url).searchParams
  const unknown = (key: string, known: readonly string[]) => params.getAll(key).some((value) => !known.includes(value))
  const field = unknown('locale', contentLocales)
    ? 'locale'
    : unknown('fallback-locale', fallbackLocales)
      ? 'fallback-locale'
      : null
  if (!field) return next()
  return refusal(request, [
    {
      field,
      message: {
        it: `le lingue dei contenuti sono ${locales.join(', ')} (o all per tutte); fallback-locale accetta anche none`,
        en: `the content languages are ${locales.join(', ')} (or all for every one); fallback-locale also takes none`,
      },
    },
  ])
}
