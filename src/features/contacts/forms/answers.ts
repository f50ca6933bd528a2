import 'server-only'

import { getTranslations } from 'next-intl/server'

import { asLocale, type Locale } from '@/i18n/locales'
import { type Href, redirect } from '@/i18n/navigation'
import { answerWithStatus } from '@/lib/request-context'

import type { FormError, FormState } from '../actions'
import { checkFormToken, TOKEN_FIELD } from './guard'

/** The redirect from a form's action to a page in the form's language: it never returns. */
export function go(href: Href, locale: Locale): never {
  redirect({ href, locale })
}

/** The language a form was sent in (its hidden `locale` field; Italian when missing or unknown). */
export const localeOf = (formData: FormData): Locale => asLocale(String(formData.get('locale') ?? ''))

/** A form-level error worded in the form's language (`Forms.{key}`): the form shows it as it is. */
export async function formError(locale: Locale, key: FormError['key'], minutes?: number): Promise<FormError> {
  const t = await getTranslations({ locale, namespace: 'Forms' })
  return { key, ...(minutes === undefined ? {} : { minutes }), message: t(key, { minutes: minutes ?? 1 }) }
}

/**
 * A form's refusal: the messages with what was typed, and the status a browser that sent it without JavaScript gets
 * with them (decision 077): 429 over a limit, 503 when it could not be stored, 400 for anything else it sent.
 */
export function refusal(
  values: FormState['values'],
  state: Omit<FormState, 'values' | 'at'>,
  formData: FormData,
): FormState {
  const key = state.formError?.key
  answerWithStatus(key === 'rateLimited' ? 429 : key === 'storeFailed' ? 503 : 400)
  // The time the form was first shown goes back with it (GuardFields): sent again at once once corrected, it is not
  // "too quick". A token not ours is not kept; the page's own new one replaces it.
  const token = formData.get(TOKEN_FIELD)
  const kept: Record<string, string> =
    typeof token === 'string' && checkFormToken(token) !== 'invalid' ? { [TOKEN_FIELD]: token } : {}
  return { ...state, values: { ...values, ...kept }, at: Date.now() }
}
