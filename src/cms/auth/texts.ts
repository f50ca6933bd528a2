import type { PayloadRequest } from 'payload'
import { createTranslator } from 'use-intl/core'

import { acceptLanguage } from '@/i18n/accept-language'
import { isLocale, type Locale } from '@/i18n/locales'

import en from '../../../messages/en.json'
import it from '../../../messages/it.json'

/** The `Auth` messages (messages/*.json) in one language: what the CMS's sign-in answers and mails say. */
export const authTexts = (locale: Locale) =>
  createTranslator({ locale, messages: locale === 'it' ? it : en, namespace: 'Auth' })

/**
 * The language of whoever sent the request: a `locale` in the body (the reserved area's forms send it), else the
 * first language of Accept-Language that we have, else `fallback`.
 */
export function requestLocale(req: Pick<PayloadRequest, 'data' | 'headers'>, fallback: Locale): Locale {
  const fromBody = (req.data as Record<string, unknown> | undefined)?.locale
  if (isLocale(fromBody)) return fromBody
  return acceptLanguage(req.headers?.get('accept-language') ?? null) ?? fallback
}
