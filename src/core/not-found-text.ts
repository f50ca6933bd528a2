import 'server-only'

import { getTranslations } from 'next-intl/server'

import { acceptLanguage } from '@/i18n/accept-language'
import { isLocale, type Locale } from '@/i18n/locales'

/**
 * The 404 of a file's route (a feed, a sitemap's file): the not-found page's sentence as plain text, in the file's
 * language when its address names one, else in the first of ours the caller's `Accept-Language` names, else Italian.
 * A bare English "Not found" answered Italian addresses too (the twelfth check from outside).
 */
export async function notFoundText(request: Request, asked?: string): Promise<Response> {
  const locale: Locale = isLocale(asked) ? asked : (acceptLanguage(request.headers.get('accept-language')) ?? 'it')
  const t = await getTranslations({ locale, namespace: 'NotFound' })
  return new Response(t('text'), {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Content-Language': locale },
  })
}
