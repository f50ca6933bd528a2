import type { PayloadRequest } from 'payload'

import type { Locale } from '@/i18n/locales'
import { reservedReturnToCarry } from '@/i18n/login-address'
import { companyName } from '@/lib/company'
import { env } from '@/lib/env'
import { escapeHtml } from '@/lib/escape-html'

import { authTexts, requestLocale } from './texts'

/**
 * The page of the built-in login where a trade customer chooses a new password from the link in the mail
 * (`?token=`; src/features/reserved). Editors' links lead to the admin's own reset page.
 */
export const customerResetPaths: Record<Locale, string> = {
  it: '/login/reimposta-password/',
  en: '/en/login/reset-password/',
}

const stringOf = (value: unknown) => (typeof value === 'string' ? value : null)

/**
 * Forgot-password mails in the requester's language (a `locale` in the body, else Accept-Language). The link is
 * built on SITE_URL, never on the request's Host header, which a requester could forge to have the mail point at
 * a site of theirs.
 */
export function resetPasswordMail(kind: 'editor' | 'customer') {
  const fallback: Locale = kind === 'editor' ? 'en' : 'it'
  const link = (token: string, locale: Locale, req?: PayloadRequest) => {
    if (kind === 'editor') return `${env.SITE_URL}/admin/reset/${encodeURIComponent(token)}`
    const query = new URLSearchParams({ token })
    // The reserved page the customer asked for before the detour (decision 103), checked again here.
    const returnTo = reservedReturnToCarry(stringOf((req?.data as Record<string, unknown> | undefined)?.return), locale)
    if (returnTo) query.set('return', returnTo)
    return `${env.SITE_URL}${customerResetPaths[locale]}?${query}`
  }
  return {
    generateEmailSubject: (args?: { req?: PayloadRequest }) =>
      `${authTexts(args?.req ? requestLocale(args.req, fallback) : fallback)('resetMail.subject')} · ${companyName}`,
    generateEmailHTML: (args?: { req?: PayloadRequest; token?: string }) => {
      const locale = args?.req ? requestLocale(args.req, fallback) : fallback
      const t = authTexts(locale)
      const url = escapeHtml(link(args?.token ?? '', locale, args?.req))
      return [
        `<p>${escapeHtml(t('resetMail.greeting'))}</p>`,
        `<p>${escapeHtml(t('resetMail.intro', { site: companyName }))}</p>`,
        `<p>${escapeHtml(t('resetMail.action'))}<br><a href="${url}">${url}</a></p>`,
        `<p>${escapeHtml(t('resetMail.ignore'))}</p>`,
      ].join('\n')
    },
  }
}
