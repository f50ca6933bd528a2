'use client'

import { type ReactNode, useActionState } from 'react'

import type { Locale } from '@/i18n/locales'

import { type FormState, submitContactRequest } from '../actions'
import { checkedFields, draftFields, type FormGuard } from '../forms/fields'
import { CaptchaWidget } from './captcha-widget.client'
import { useEnhancedForm } from './form-hooks.client'
import { Field, FormKit, FormSummary, GuardFields, PrivacyConsent, TextField } from './form-kit.client'
import type { FormFieldTexts, FormKitTexts } from './form-texts'

import styles from './forms.module.css'
import buttons from '@/components/ui/button.module.css'

export type ProvinceOption = { code: string; name: string; region: string }

const order = [...checkedFields.contact]
const draft = { name: 'contact', texts: [...draftFields.contact] }

/** The form's texts, translated on the server (contact-wizard.tsx). */
export type ContactFormTexts = {
  kit: FormKitTexts
  fields: FormFieldTexts
  requiredNote: string
  /** "Writing to {name}", when the form goes to an agent. */
  writingTo?: string
  privacy: ReactNode
  send: string
  sending: string
}

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
  texts,
}: {
  locale: Locale
  requestKey: string
  agent?: { id: number; name: string }
  guard: FormGuard
  provinces: ProvinceOption[]
  texts: ContactFormTexts
}) {
  const initial: FormState = { values: {}, errors: {}, at: 0 }
  const [state, action, pending] = useActionState(submitContactRequest, initial)
  const { ref, handlers, error, count, field } = useEnhancedForm({
    kind: 'contact',
    state,
    action,
    order,
    validation: texts.kit.validation,
    draft,
  })
  const labels = texts.fields

  const regions = [...new Set(provinces.map((p) => p.region))].sort((a, b) => a.localeCompare(b, locale))

  return (
    <FormKit texts={texts.kit}>
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
          {texts.requiredNote}
        </p>
        {agent && texts.writingTo ? <p className={styles.to}>{texts.writingTo}</p> : null}
        <input type="hidden" name="locale" value={locale} />
        <input type="hidden" name="request" value={requestKey} />
        {agent ? <input type="hidden" name="agent" value={agent.id} /> : null}
        <GuardFields token={guard.token} />
        <div className={styles.grid}>
          <TextField {...field('name')} label={labels.name} required autoComplete="given-name" />
          <TextField {...field('surname')} label={labels.surname} required autoComplete="family-name" />
          <TextField {...field('company')} label={labels.company} required autoComplete="organization" />
          <TextField {...field('address')} label={labels.address} autoComplete="street-address" />
          <Field name="province" label={labels.province} required error={error('province')}>
            {(aria) => (
              <select {...aria} name="province" defaultValue={field('province').kept} className={styles.input}>
                <option value="">{labels.provincePlaceholder}</option>
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
            label={labels.email}
            required
            type="email"
            inputMode="email"
            autoComplete="email"
          />
          <TextField {...field('phone')} label={labels.phone} type="tel" autoComplete="tel" />
          <Field name="message" label={labels.message} required error={error('message')} wide>
            {(aria) => (
              <textarea
                {...aria}
                name="message"
                defaultValue={field('message').kept}
                className={styles.input}
                rows={6}
              />
            )}
          </Field>
        </div>
        <PrivacyConsent error={error('privacy')} label={texts.privacy} />
        <CaptchaWidget captcha={guard.captcha} locale={locale} texts={texts.kit.captcha} resetKey={state.at} />
        <div className={styles.actions}>
          <button type="submit" className={`${buttons.button} ${styles.submit}`} disabled={pending}>
            {pending ? texts.sending : texts.send}
          </button>
        </div>
      </form>
    </FormKit>
  )
}
