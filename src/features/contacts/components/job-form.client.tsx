'use client'

import type { ReactNode } from 'react'

import type { Locale } from '@/i18n/locales'

import { submitApplication } from '../actions'
import { checkedFields, draftFields, type FormGuard } from '../forms/fields'
import type { areas, qualifications } from '../forms/rules'
import { Field, TextField } from './form-kit.client'
import type { FormFieldTexts, FormKitTexts } from './form-texts'
import { SiteForm, useSiteForm } from './site-form.client'

import styles from './forms.module.css'

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
  const { error, field, frame } = useSiteForm({
    kind: 'job',
    submit: submitApplication,
    order,
    draft,
    locale,
    guard,
    texts: texts.kit,
  })
  const labels = texts.fields

  return (
    <SiteForm
      {...frame}
      className={styles.form}
      requiredNote={texts.requiredNote}
      privacy={texts.privacy}
      submit={{ label: texts.send, pendingLabel: texts.sending }}
    >
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
            <select {...aria} name="qualification" defaultValue={field('qualification').kept} className={styles.input}>
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
    </SiteForm>
  )
}
