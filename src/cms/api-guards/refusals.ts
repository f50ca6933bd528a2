import { acceptLanguage } from '@/i18n/accept-language'
import type { Locale } from '@/i18n/locales'

/** A sentence of the API's refusals, in each of the site's languages. */
export type Words = Record<Locale, string>

/** One thing wrong with a request, named by its parameter (`limit`, `where[price][equals]`). */
export type Problem = { field: string; message: Words }

/**
 * The language Payload answers a request in (the admin's choice in its `payload-lng` cookie, else the first of ours
 * that `Accept-Language` names, else Italian, its fallback): the guards' refusals speak the same as Payload's own
 * errors on the same call, not English to an Italian caller (the twelfth check from outside).
 */
export function payloadLanguage(request: Request): Locale {
  const chosen = /(?:^|;\s*)payload-lng=(it|en)(?:;|$)/.exec(request.headers.get('cookie') ?? '')?.[1] as
    Locale | undefined
  return chosen ?? acceptLanguage(request.headers.get('accept-language')) ?? 'it'
}

/** A refusal in Payload's form (`{ errors: [{ message, field }] }`), never stored by a cache. */
export function refusal(request: Request, problems: Problem[], status = 400): Response {
  const language = payloadLanguage(request)
  return Response.json(
    { errors: problems.map(({ field, message }) => ({ message: message[language], field })) },
    { status, headers: { 'Cache-Control': 'no-store' } },
  )
}
