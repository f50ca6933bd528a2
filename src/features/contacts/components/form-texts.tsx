import 'server-only'

import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'

import type { Messages } from '@/i18n/global'
import type { Locale } from '@/i18n/locales'

import { checkedFields, type CheckedForm } from '../forms/fields'
import { areas, limits, qualifications, type ValidationRule, validationRules, validationValues } from '../forms/rules'
import type { CaptchaTexts } from './captcha-widget.client'
import type { ContactFormTexts } from './contact-form.client'
import type { JobFormTexts } from './job-form.client'
import { PrivacyLink } from './privacy-link'

/**
 * The texts the forms show in the browser, translated here and handed to them as plain strings: the forms format
 * nothing themselves, so that no page loads next-intl's runtime for them (decision 047).
 */
export type FormKitTexts = {
  /** After a required field's label, for screen readers. */
  requiredMark: string
  /** The honeypot's label (people never see it). */
  honeypot: string
  /** The error summary for 1, 2, … errors: `summary[count - 1]`. */
  summary: string[]
  /** The §5 messages by rule (`Validation.{rule}`), their values left as `{name}` for the form to fill in. */
  validation: Record<ValidationRule, string>
  captcha: CaptchaTexts
}

/** The texts of the forms' shared parts, for `form`. */
export async function formKitTexts(locale: Locale, form: CheckedForm): Promise<FormKitTexts> {
  const [t, tv] = await Promise.all([
    getTranslations({ locale, namespace: 'Forms' }),
    getTranslations({ locale, namespace: 'Validation' }),
  ])
  return {
    requiredMark: t('requiredMark'),
    honeypot: t('fields.honeypot'),
    summary: checkedFields[form].map((_, index) => t('errorSummary', { count: index + 1 })),
    validation: Object.fromEntries(
      validationRules.map((rule) => [
        rule,
        // Each value as its own placeholder, which gives back the message's text (messages are compiled: decision 045).
        tv(rule, Object.fromEntries(validationValues[rule].map((name) => [name, `{${name}}`]))),
      ]),
    ) as Record<ValidationRule, string>,
    captcha: { unavailable: t('captchaUnavailable'), needsScript: t('captchaNeedsScript') },
  }
}

const fieldKeys = [
  'address',
  'area',
  'areaPlaceholder',
  'company',
  'coverLetter',
  'cv',
  'email',
  'fileHelp',
  'message',
  'messageHelp',
  'name',
  'phone',
  'province',
  'provincePlaceholder',
  'qualification',
  'qualificationPlaceholder',
  'surname',
] as const satisfies readonly (keyof Messages['Forms']['fields'])[]

/** The fields' labels, placeholders and help (`Forms.fields`, but the honeypot's: FormKitTexts). */
export type FormFieldTexts = Record<(typeof fieldKeys)[number], string>

async function formTexts(locale: Locale, form: CheckedForm) {
  const [t, kit] = await Promise.all([getTranslations({ locale, namespace: 'Forms' }), formKitTexts(locale, form)])
  const privacy: ReactNode = t.rich('privacy', {
    link: (chunks) => <PrivacyLink locale={locale}>{chunks}</PrivacyLink>,
  })
  return {
    t,
    common: {
      kit,
      // The message's bound is said under its box, before sending (the thirtieth check from outside: only after).
      fields: Object.fromEntries(
        fieldKeys.map((key) => [key, t(`fields.${key}`, { max: limits.message })]),
      ) as FormFieldTexts,
      requiredNote: t('requiredNote'),
      privacy,
      sending: t('sending'),
    },
  }
}

/** The contact form's texts; `agent`: the name of the agent it writes to. */
export async function contactFormTexts(locale: Locale, agent?: string): Promise<ContactFormTexts> {
  const { t, common } = await formTexts(locale, 'contact')
  return { ...common, writingTo: agent ? t('writingTo', { name: agent }) : undefined, send: t('send') }
}

/** The job application's texts. */
export async function jobFormTexts(locale: Locale): Promise<JobFormTexts> {
  const { t, common } = await formTexts(locale, 'job')
  return {
    ...common,
    qualifications: qualifications.map((value) => ({ value, label: t(`qualifications.${value}`) })),
    areas: areas.map((value) => ({ value, label: t(`areas.${value}`) })),
    send: t('sendApplication'),
  }
}
