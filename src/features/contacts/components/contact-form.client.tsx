'use client'

import { useTranslations } from 'next-intl'
import { useActionState } from 'react'

import type { Locale } from '@/i18n/locales'

import { type FormState, submitContactRequest } from '../actions'
import type { FormGuard } from '../forms/fields'
import { CaptchaWidget } from './captcha-widget.client'
import { useEnhancedForm } from './form-hooks.client'
import { Field, FormSummary, GuardFields, PrivacyConsent, TextField } from './form-kit.client'

import styles from './forms.module.css'
import buttons from '@/components/ui/button.module.css'

export type ProvinceOption = { code: string; name: string; region: string }

/** The typed fields, in the order the form shows them. */
const texts = ['name', 'surname', 'company', 'address', 'province', 'email', 'phone', 'message']
const order = [...texts, 'privacy']

/**
 * The contact form of spec §3 (name, surname, company, address, province, e-mail, phone, message, privacy
 * consent) for one request of the wizard, optionally addressed to an agent. Checked here with the server's own
 * schema before it is sent; works without JavaScript (the server answers with the errors and the typed values).
 */

export function ContactForm({
  locale,
  requestKey,
  agent,
  guard,
  provinces,
}: {
  locale: Locale
  requestKey: string
  agent?: { id: number; name: string }
  guard: FormGuard
  provinces: ProvinceOption[]
}) {
  const t = useTranslations('Forms')
  const initial: FormState = { values: {}, errors: {}, at: 0 }
  const [state, action, pending] = useActionState(submitContactRequest, initial)
  const { ref, handlers, error, count, field } = useEnhancedForm({
    kind: 'contact',
    state,
    action,
    order,
    draft: { name: 'contact', texts },
  })

  const regions = [...new Set(provinces.map((p) => p.region))].sort((a, b) => a.localeCompare(b, locale))

  return (
    <form
      ref={ref}
      action={action}
      noValidate
      className={styles.form}
      aria-describedby="form-required-note"
      {...handlers}
    >
      <FormSummary state={state} count={count} />
      <p id="form-required-note" className={styles.note}>
        {t('requiredNote')}
      </p>
      {agent ? <p className={styles.to}>{t('writingTo', { name: agent.name })}</p> : null}
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="request" value={requestKey} />
      {agent ? <input type="hidden" name="agent" value={agent.id} /> : null}
      <GuardFields token={guard.token} />
      <div className={styles.grid}>
        <TextField {...field('name')} label={t('fields.name')} required autoComplete="given-name" />
        <TextField {...field('surname')} label={t('fields.surname')} required autoComplete="family-name" />
        <TextField {...field('company')} label={t('fields.company')} required autoComplete="organization" />
        <TextField {...field('address')} label={t('fields.address')} autoComplete="street-address" />
        <Field name="province" label={t('fields.province')} required error={error('province')}>
          {(aria) => (
            <select {...aria} name="province" defaultValue={field('province').kept} className={styles.input}>
              <option value="">{t('fields.provincePlaceholder')}</option>
              {regions.map((region) => (
                <optgroup key={region} label={region}>
                  {provinces
                    .filter((p) => p.region === region)
                    .map((p) => (
                      <option key={p.code} value={p.code}>
                        {p.name} ({p.code})
                      </option>
                    ))}
                </optgroup>
              ))}
            </select>
          )}
        </Field>
        <TextField
          {...field('email')}
          label={t('fields.email')}
          required
          type="email"
          inputMode="email"
          autoComplete="email"
        />
        <TextField {...field('phone')} label={t('fields.phone')} type="tel" autoComplete="tel" />
        <Field name="message" label={t('fields.message')} required error={error('message')} wide>
          {(aria) => (
            <textarea {...aria} name="message" defaultValue={field('message').kept} className={styles.input} rows={6} />
          )}
        </Field>
      </div>
      <PrivacyConsent error={error('privacy')} />
      <CaptchaWidget captcha={guard.captcha} resetKey={state.at} />
      <div className={styles.actions}>
        <button type="submit" className={`${buttons.button} ${styles.submit}`} disabled={pending}>
          {pending ? t('sending') : t('send')}
        </button>
      </div>
    </form>
  )
}
