'use client'

import { type ReactNode, useActionState } from 'react'

import type { Locale } from '@/i18n/locales'

import { type FormState, submitApplication } from '../actions'
import { checkedFields, draftFields, type FormGuard } from '../forms/fields'
import type { areas, qualifications } from '../forms/rules'
import { CaptchaWidget } from './captcha-widget.client'
import { useEnhancedForm } from './form-hooks.client'
import { Field, FormKit, FormSummary, GuardFields, PrivacyConsent, TextField } from './form-kit.client'
import type { FormFieldTexts, FormKitTexts } from './form-texts'

import styles from './forms.module.css'
import buttons from '@/components/ui/button.module.css'

const order = [...checkedFields.job]
const draft = { name: 'job', texts: [...draftFields.job] }

/** The form's texts, translated on the server (job-application.tsx); the choices in their form order. */
export type JobFormTexts = {
  kit: FormKitTexts
  fields: FormFieldTexts
  qualifications: { value: (typeof qualifications)[number]; label: string }[]
  areas: { value: (typeof areas)[number]; label: string }[]
  requiredNote: string
  privacy: ReactNode
  send: string
  sending: string
}

/** The work-with-us form of spec §3 (Italian only): person, qualification, area, CV and cover letter as PDF. */
export function JobForm({ locale, guard, texts }: { locale: Locale; guard: FormGuard; texts: JobFormTexts }) {
  const initial: FormState = { values: {}, errors: {}, at: 0 }
  const [state, action, pending] = useActionState(submitApplication, initial)
  const { ref, handlers, error, count, field } = useEnhancedForm({
    kind: 'job',
    state,
    action,
    order,
    validation: texts.kit.validation,
    draft,
  })
  const labels = texts.fields

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
        <input type="hidden" name="locale" value={locale} />
        <GuardFields token={guard.token} />
        <div className={styles.grid}>
          <TextField {...field('name')} label={labels.name} required autoComplete="given-name" />
          <TextField {...field('surname')} label={labels.surname} required autoComplete="family-name" />
          <TextField
            {...field('email')}
            label={labels.email}
            required
            type="email"
            inputMode="email"
            autoComplete="email"
          />
          <TextField {...field('phone')} label={labels.phone} type="tel" autoComplete="tel" />
          <Field name="qualification" label={labels.qualification} required error={error('qualification')}>
            {(aria) => (
              <select
                {...aria}
                name="qualification"
                defaultValue={field('qualification').kept}
                className={styles.input}
              >
                <option value="">{labels.qualificationPlaceholder}</option>
                {texts.qualifications.map((q) => (
                  <option key={q.value} value={q.value}>
                    {q.label}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field name="area" label={labels.area} required error={error('area')}>
            {(aria) => (
              <select {...aria} name="area" defaultValue={field('area').kept} className={styles.input}>
                <option value="">{labels.areaPlaceholder}</option>
                {texts.areas.map((a) => (
                  <option key={a.value} value={a.value}>
                    {a.label}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field name="cv" label={labels.cv} required error={error('cv')} help={labels.fileHelp}>
            {(aria) => (
              <input
                {...aria}
                name="cv"
                type="file"
                accept="application/pdf,.pdf"
                className={`${styles.input} ${styles.file}`}
              />
            )}
          </Field>
          <Field
            name="coverLetter"
            label={labels.coverLetter}
            required
            error={error('coverLetter')}
            help={labels.fileHelp}
          >
            {(aria) => (
              <input
                {...aria}
                name="coverLetter"
                type="file"
                accept="application/pdf,.pdf"
                className={`${styles.input} ${styles.file}`}
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
