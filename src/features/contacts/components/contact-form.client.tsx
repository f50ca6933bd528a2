'use client'

import type { ReactNode } from 'react'

import type { Locale } from '@/i18n/locales'

import { submitContactRequest } from '../actions'
import { checkedFields, draftFields, type FormGuard } from '../forms/fields'
import { Field, TextField } from './form-kit.client'
import type { FormFieldTexts, FormKitTexts } from './form-texts'
import { SiteForm, useSiteForm } from './site-form.client'

import styles from './forms.module.css'

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
  permalink,
}: {
  locale: Locale
  /** The request's answer in the wizard (`/contatti/?richiesta=ordini#risposta`), where the form posts without scripts. */
  permalink: string
  requestKey: string
  agent?: { id: number; name: string }
  guard: FormGuard
  provinces: ProvinceOption[]
  texts: ContactFormTexts
}) {
  const { error, field, frame } = useSiteForm({
    kind: 'contact',
    submit: submitContactRequest,
    order,
    draft,
    locale,
    guard,
    texts: texts.kit,
    permalink,
  })
  const labels = texts.fields

  const regions = [...new Set(provinces.map((p) => p.region))].sort((a, b) => a.localeCompare(b, locale))

  return (
    <SiteForm
      {...frame}
      className={styles.form}
      requiredNote={texts.requiredNote}
      intro={agent && texts.writingTo ? <p className={styles.to}>{texts.writingTo}</p> : null}
      hidden={{ request: requestKey, agent: agent?.id }}
      privacy={texts.privacy}
      submit={{ label: texts.send, pendingLabel: texts.sending }}
    >
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
        <Field name="message" label={labels.message} required error={error('message')} help={labels.messageHelp} wide>
          {(aria) => (
            <textarea {...aria} name="message" defaultValue={field('message').kept} className={styles.input} rows={6} />
          )}
        </Field>
      </div>
    </SiteForm>
  )
}
