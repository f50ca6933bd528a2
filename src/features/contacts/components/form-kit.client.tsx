'use client'

import { useTranslations } from 'next-intl'
import type { InputHTMLAttributes, ReactNode } from 'react'

import { Link } from '@/i18n/navigation'

import type { FormState } from '../actions'
import { HONEYPOT, TOKEN } from '../forms/fields'

import styles from './forms.module.css'

type FieldProps = {
  name: string
  label: string
  required?: boolean
  error?: string
  help?: string
  wide?: boolean
  children: (aria: {
    id: string
    'aria-invalid': boolean
    'aria-describedby'?: string
    'aria-required'?: boolean
  }) => ReactNode
}

/** Label, control and its error, tied together for screen readers. */
export function Field({ name, label, required, error, help, wide, children }: FieldProps) {
  const t = useTranslations('Forms')
  const id = `field-${name}`
  const describedBy = [help ? `${id}-help` : null, error ? `${id}-error` : null].filter(Boolean).join(' ')
  return (
    <div className={`${styles.field} ${wide ? styles.wide : ''}`}>
      <label className={styles.label} htmlFor={id}>
        {label}
        {required ? (
          <span className={styles.mark} aria-hidden="true">
            *
          </span>
        ) : null}
        {required ? <span className="visually-hidden"> ({t('requiredMark')})</span> : null}
      </label>
      {children({
        id,
        'aria-invalid': Boolean(error),
        'aria-describedby': describedBy || undefined,
        'aria-required': required || undefined,
      })}
      {help ? (
        <p id={`${id}-help`} className={styles.help}>
          {help}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  )
}

/** The form-level message (too fast, too many, captcha) and the count of field errors, announced when they change. */
export function FormSummary({ state, count }: { state: FormState; count: number }) {
  const t = useTranslations('Forms')
  const message = state.formError
    ? t(state.formError.key, { minutes: state.formError.minutes ?? 1 })
    : count > 0
      ? t('errorSummary', { count })
      : ''
  return (
    <div className={styles.summary} role="alert" aria-live="assertive">
      {message}
    </div>
  )
}

/** The signed time the form was shown, and the honeypot people never see (forms/guard.ts). */
export function GuardFields({ token }: { token: string }) {
  const t = useTranslations('Forms')
  return (
    <>
      <input type="hidden" name={TOKEN} value={token} />
      <div className={styles.honeypot} aria-hidden="true">
        <label htmlFor="field-website">{t('fields.honeypot')}</label>
        <input id="field-website" type="text" name={HONEYPOT} tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
    </>
  )
}

/** A one-line text field: label, input, what was typed kept in the HTML, its error. */
export function TextField({
  name,
  label,
  required,
  error,
  kept,
  ...input
}: {
  name: string
  label: string
  required?: boolean
  error?: string
  kept: string
} & Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'inputMode' | 'autoComplete'>) {
  return (
    <Field name={name} label={label} required={required} error={error}>
      {(aria) => <input {...aria} {...input} name={name} defaultValue={kept} className={styles.input} />}
    </Field>
  )
}

/** The link to the privacy notice inside a consent text (`<link>…</link>`). */
export const privacyLink = (chunks: ReactNode) => (
  <Link href="/privacy-policy" target="_blank">
    {chunks}
  </Link>
)

/** The privacy consent every form asks for; the contact forms' words unless given others. */
export function PrivacyConsent({ error, label }: { error?: string; label?: ReactNode }) {
  const t = useTranslations('Forms')
  return (
    <div className={styles.field}>
      <div className={styles.check}>
        <input
          id="field-privacy"
          type="checkbox"
          name="privacy"
          aria-invalid={Boolean(error)}
          aria-required
          aria-describedby={error ? 'field-privacy-error' : undefined}
        />
        <label htmlFor="field-privacy">
          {label ?? t.rich('privacy', { link: privacyLink })}
          <span className={styles.mark} aria-hidden="true">
            *
          </span>
        </label>
      </div>
      {error ? (
        <p id="field-privacy-error" className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  )
}
