'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useTranslations } from 'next-intl'
import { useActionState, useRef } from 'react'
import { type Resolver, useForm } from 'react-hook-form'

import type { Locale } from '@/i18n/locales'
import { Link } from '@/i18n/navigation'

import { type FormState, submitApplication } from '../actions'
import { HONEYPOT, TOKEN } from '../forms/fields'
import { areas, jobSchema, qualifications } from '../forms/schemas'
import { PrivacyConsent } from './contact-form.client'
import { Field, focusFirst, FormSummary, useDraft, useFieldError, useServerErrors } from './form-kit.client'

import styles from './forms.module.css'
import buttons from '@/components/ui/button.module.css'

type Values = {
  name: string
  surname: string
  email: string
  phone: string
  qualification: string
  area: string
  cv?: FileList
  coverLetter?: FileList
  privacy: boolean
}

const order = ['name', 'surname', 'email', 'phone', 'qualification', 'area', 'cv', 'coverLetter', 'privacy']

/** The schema sees a file where the browser has a list of them. */
const resolver: Resolver<Values> = (values, context, options) =>
  (zodResolver(jobSchema) as unknown as Resolver<Record<string, unknown>>)(
    { ...values, cv: values.cv?.[0], coverLetter: values.coverLetter?.[0] },
    context,
    options as never,
  ) as never

/** The work-with-us form of spec §3 (Italian only): person, qualification, area, CV and cover letter as PDF. */
export function JobForm({ locale, token }: { locale: Locale; token: string }) {
  const t = useTranslations('Forms')
  const initial: FormState = { values: {}, errors: {}, at: 0 }
  const [state, action, pending] = useActionState(submitApplication, initial)
  const form = useForm<Values>({
    resolver,
    mode: 'onTouched',
    shouldFocusError: false,
    defaultValues: {
      name: state.values.name ?? '',
      surname: state.values.surname ?? '',
      email: state.values.email ?? '',
      phone: state.values.phone ?? '',
      qualification: state.values.qualification ?? '',
      area: state.values.area ?? '',
      privacy: false,
    },
  })
  useServerErrors(form, state, order)
  useDraft(form, 'job', state.at === 0)
  const { error, count } = useFieldError(form, state)
  // Rendered into the HTML too: a form sent without JavaScript comes back with what was typed.
  const kept = (name: string) => state.values[name] ?? ''
  const ref = useRef<HTMLFormElement>(null)
  const checked = useRef(false)

  return (
    <form
      ref={ref}
      action={action}
      noValidate
      className={styles.form}
      aria-describedby="form-required-note"
      onSubmit={(event) => {
        if (checked.current) {
          checked.current = false
          return
        }
        event.preventDefault()
        void form.handleSubmit(
          () => {
            checked.current = true
            // Not from within this submit event: a form ignores requestSubmit() while it fires one.
            setTimeout(() => ref.current?.requestSubmit(), 0)
          },
          (errors) => focusFirst(form, order, errors),
        )(event)
      }}
    >
      <FormSummary state={state} count={count} />
      <p id="form-required-note" className={styles.note}>
        {t('requiredNote')}
      </p>
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name={TOKEN} value={token} />
      <div className={styles.honeypot} aria-hidden="true">
        <label htmlFor="field-website">{t('fields.honeypot')}</label>
        <input id="field-website" type="text" name={HONEYPOT} tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <div className={styles.grid}>
        <Field name="name" label={t('fields.name')} required error={error('name')}>
          {(aria) => (
            <input
              {...aria}
              {...form.register('name')}
              defaultValue={kept('name')}
              className={styles.input}
              autoComplete="given-name"
            />
          )}
        </Field>
        <Field name="surname" label={t('fields.surname')} required error={error('surname')}>
          {(aria) => (
            <input
              {...aria}
              {...form.register('surname')}
              defaultValue={kept('surname')}
              className={styles.input}
              autoComplete="family-name"
            />
          )}
        </Field>
        <Field name="email" label={t('fields.email')} required error={error('email')}>
          {(aria) => (
            <input
              {...aria}
              {...form.register('email')}
              defaultValue={kept('email')}
              type="email"
              inputMode="email"
              className={styles.input}
              autoComplete="email"
            />
          )}
        </Field>
        <Field name="phone" label={t('fields.phone')} error={error('phone')}>
          {(aria) => (
            <input
              {...aria}
              {...form.register('phone')}
              defaultValue={kept('phone')}
              type="tel"
              className={styles.input}
              autoComplete="tel"
            />
          )}
        </Field>
        <Field name="qualification" label={t('fields.qualification')} required error={error('qualification')}>
          {(aria) => (
            <select
              {...aria}
              {...form.register('qualification')}
              defaultValue={kept('qualification')}
              className={styles.input}
            >
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
            <select {...aria} {...form.register('area')} defaultValue={kept('area')} className={styles.input}>
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
              {...form.register('cv')}
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
              {...form.register('coverLetter')}
              type="file"
              accept="application/pdf,.pdf"
              className={`${styles.input} ${styles.file}`}
            />
          )}
        </Field>
      </div>
      <PrivacyConsent
        error={error('privacy')}
        register={form.register('privacy')}
        label={t.rich('privacy', {
          link: (chunks) => (
            <Link href="/privacy-policy" target="_blank">
              {chunks}
            </Link>
          ),
        })}
      />
      <div className={styles.actions}>
        <button type="submit" className={`${buttons.button} ${styles.submit}`} disabled={pending}>
          {pending ? t('sending') : t('sendApplication')}
        </button>
      </div>
    </form>
  )
}
