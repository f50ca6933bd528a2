'use server'

import { createHash } from 'node:crypto'

import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'
import { asFormData } from '@/lib/form-data'

import type { FormState } from './actions'
import { formError, go, localeOf, refusal } from './forms/answers'
import { captchaPassed, checkFormToken, HONEYPOT_FIELD, rateLimited, TOKEN_FIELD, visitorAddress } from './forms/guard'
import { confirmSignup, type Consent, recordSignup, unsubscribeSignup } from './forms/newsletter'
import { fieldErrors, newsletterSchema } from './forms/schemas'

/**
 * The newsletter's server actions (decision 018). Signing up ends on one page whatever the address's state (new,
 * waiting for confirmation, subscribed, unsubscribed) and whether a mail left or not: the form tells nobody who is
 * subscribed. Like the contact forms, it works without JavaScript (the browser posts the form, the page answers).
 */
/** The consent text the visitor was shown, as stored with the sign-up: its words and a version of them. */
async function consentShown(locale: Locale, ip: string): Promise<Consent> {
  const t = await getTranslations({ locale, namespace: 'Newsletter.form' })
  // The message's own text, tags included (messages are compiled at build time: `t.raw` no longer returns it).
  const raw = t.markup('consent', { link: (chunks) => `<link>${chunks}</link>` })
  const text = raw.replace(/<\/?[a-z]+>/g, '')
  return { ip, text, textVersion: `${locale}-${createHash('sha256').update(raw).digest('hex').slice(0, 12)}` }
}

const sources = ['page', 'banner'] as const

export async function subscribeNewsletter(_previous: FormState, form: unknown): Promise<FormState> {
  const formData = asFormData(form)
  const locale = localeOf(formData)
  const email = formData.get('email')
  const values: Record<string, string> = {
    ...(typeof email === 'string' ? { email: email.slice(0, 5000) } : {}),
    // The consent, ticked again when the form comes back with an error.
    ...(formData.get('privacy') === 'on' ? { privacy: 'on' } : {}),
  }
  const answer = (state: Omit<FormState, 'values' | 'at'>) => refusal(values, state, formData)

  const honeypot = formData.get(HONEYPOT_FIELD)
  if (typeof honeypot === 'string' && honeypot.trim() !== '') go('/newsletter/check-inbox', locale)
  const token = checkFormToken(formData.get(TOKEN_FIELD))
  if (token !== 'ok')
    return answer({
      errors: {},
      formError: await formError(locale, token === 'tooFast' ? 'tooFast' : 'invalidRequest'),
    })

  const parsed = newsletterSchema.safeParse({
    email: email ?? undefined,
    privacy: formData.get('privacy') === 'on' || formData.get('privacy') === 'true',
  })
  if (!parsed.success) return answer({ errors: fieldErrors(parsed.error) })

  const address = await visitorAddress()
  const minutes = await rateLimited('newsletter', address)
  if (minutes !== null) return answer({ errors: {}, formError: await formError(locale, 'rateLimited', minutes) })
  if (!(await captchaPassed(formData, address))) {
    return answer({ errors: {}, formError: await formError(locale, 'captchaFailed') })
  }

  const source = sources.find((s) => s === formData.get('source')) ?? 'page'
  try {
    await recordSignup({
      email: parsed.data.email,
      locale,
      formKey: `newsletter-${source}-${locale}`,
      consent: await consentShown(locale, address),
    })
  } catch (error) {
    console.error('forms: a newsletter sign-up could not be stored', error)
    return answer({ errors: {}, formError: await formError(locale, 'storeFailed') })
  }
  go('/newsletter/check-inbox', locale)
}

/**
 * The confirmation page's button: a POST, so that a mail scanner opening the link (with GET or HEAD) confirms nobody
 * (the seventeenth check from outside: the double opt-in was confirmed by whatever fetched the link). Back to the
 * link's page, which now says how it stands.
 */
export async function confirmNewsletter(form: unknown): Promise<void> {
  const { locale, token, address, limited } = await linkButton(form)
  if (!limited) await confirmSignup(token, address)
  backToLink('/newsletter/confirm', token, locale)
}

/** The unsubscribe page's button: a POST, so that a mail scanner opening the link unsubscribes nobody. */
export async function unsubscribeNewsletter(form: unknown): Promise<void> {
  const { locale, token, limited } = await linkButton(form)
  const outcome = limited ? 'invalid' : await unsubscribeSignup(token)
  if (outcome === 'unsubscribed') go('/newsletter/unsubscribed', locale)
  backToLink('/newsletter/unsubscribe', token, locale)
}

/** What a mailed link's button sends (its page's language and the link's token), and whether its address is limited. */
async function linkButton(form: unknown) {
  const formData = asFormData(form)
  const address = await visitorAddress()
  return {
    locale: localeOf(formData),
    token: formData.get('token'),
    address,
    limited: (await rateLimited('newsletterLink', address)) !== null,
  }
}

/** Back to the link's page, which says how the link now stands. */
const backToLink = (
  pathname: '/newsletter/confirm' | '/newsletter/unsubscribe',
  token: FormDataEntryValue | null,
  locale: Locale,
) => go({ pathname, query: typeof token === 'string' ? { token: token.slice(0, 200) } : {} }, locale)
