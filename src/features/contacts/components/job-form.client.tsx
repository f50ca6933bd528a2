'use client'

import { useTranslations } from 'next-intl'
import { useActionState } from 'react'

import type { Locale } from '@/i18n/locales'

import { type FormState, submitApplication } from '../actions'
import type { FormGuard } from '../forms/fields'
import { areas, qualifications } from '../forms/rules'
import { CaptchaWidget } from './captcha-widget.client'
import { useEnhancedForm } from './form-hooks.client'
import { Field, FormSummary, GuardFields, PrivacyConsent, TextField } from './form-kit.client'

import styles from './forms.module.css'
import buttons from '@/components/ui/button.module.css'

/** The typed fields, and all of them in the order the form shows them. */
const texts = ['name', 'surname', 'email', 'phone', 'qualification', 'area']
const order = [...texts, 'cv', 'coverLetter', 'privacy']

/** The work-with-us form of spec §3 (Italian only): person, qualification, area, CV and cover letter as PDF. */
export function JobForm({ locale, guard }: { locale: Locale; guard: FormGuard }) {
  const t = useTranslations('Forms')
  const initial: FormState = { values: {}, errors: {}, at: 0 }
  const [state, action, pending] = useActionState(submitApplication, initial)
  const { ref, handlers, error, count, field } = useEnhancedForm({
    kind: 'job',
    state,
    action,
    order,
    draft: { name: 'job', texts },
  })

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
      <input type="hidden" name="locale" value={locale} />
      <GuardFields token={guard.token} />
      <div className={styles.grid}>
        <TextField {...field('name')} label={t('fields.name')} required autoComplete="given-name" />
        <TextField {...field('surname')} label={t('fields.surname')} required autoComplete="family-name" />
        <TextField
          {...field('email')}
          label={t('fields.email')}
          required
          type="email"
          inputMode="email"
          autoComplete="email"
        />
        <TextField {...field('phone')} label={t('fields.phone')} type="tel" autoComplete="tel" />
        <Field name="qualification" label={t('fields.qualification')} required error={error('qualification')}>
          {(aria) => (
            <select {...aria} name="qualification" defaultValue={field('qualification').kept} className={styles.input}>
              <option value="">{t('fields.qualificationPlaceholder')}</option>
              {qualifications.map((q) => (
                <option key={q} value={q}>
                  {t(`qualifications.${q}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field name="area" label={t('fields.area')} required error={error('area')}>
          {(aria) => (
            <select {...aria} name="area" defaultValue={field('area').kept} className={styles.input}>
              <option value="">{t('fields.areaPlaceholder')}</option>
              {areas.map((a) => (
                <option key={a} value={a}>
                  {t(`areas.${a}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field name="cv" label={t('fields.cv')} required error={error('cv')} help={t('fields.fileHelp')}>
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
          label={t('fields.coverLetter')}
          required
          error={error('coverLetter')}
          help={t('fields.fileHelp')}
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
      <PrivacyConsent error={error('privacy')} />
      <CaptchaWidget captcha={guard.captcha} resetKey={state.at} />
      <div className={styles.actions}>
        <button type="submit" className={`${buttons.button} ${styles.submit}`} disabled={pending}>
          {pending ? t('sending') : t('sendApplication')}
        </button>
      </div>
    </form>
  )
}
