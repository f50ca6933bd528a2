'use client'

import { type ReactNode, useActionState, useEffect, useRef } from 'react'

import type { Locale } from '@/i18n/locales'

import { askPasswordReset, type LoginFormState, resetPassword, signIn } from '../login-actions'

import styles from './login.module.css'
import buttons from '@/components/ui/button.module.css'

const initial: LoginFormState = { values: {}, errors: {}, at: 0 }

/** A label, its input and the input's error, tied together for screen readers. */
function Field({
  name,
  label,
  error,
  children,
}: {
  name: string
  label: string
  error?: string
  children: (aria: { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string }) => ReactNode
}) {
  const id = `login-${name}`
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': error ? `${id}-error` : undefined })}
      {error ? (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  )
}

/** The answer of the last submission (its texts come in the form's language): focus on the first field in error. */
function useAnswer(state: LoginFormState) {
  const form = useRef<HTMLFormElement>(null)
  useEffect(() => {
    if (!state.at) return
    const first = Object.keys(state.errors)[0]
    if (first) form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus()
  }, [state])
  return { form, error: (name: string) => state.errors[name], message: state.message ?? '' }
}

function Message({ text, notice }: { text: string; notice?: boolean }) {
  return (
    <p className={`${styles.message} ${notice ? styles.notice : ''}`} role="alert" aria-live="assertive">
      {text}
    </p>
  )
}

/** E-mail and password of a customer account; on success the server sends the browser on with a one-time code. */
/** The forms' texts, from the server: client components here read no messages (src/i18n/client-messages.ts). */
export type LoginLabels = Record<
  | 'email'
  | 'password'
  | 'submit'
  | 'submitting'
  | 'forgotSent'
  | 'forgotSubmit'
  | 'newPassword'
  | 'confirmPassword'
  | 'resetSubmit',
  string
>

export function LoginForm({
  locale,
  returnTo,
  notice,
  labels: t,
}: {
  locale: Locale
  returnTo: string
  notice?: string
  labels: LoginLabels
}) {
  const [state, action, pending] = useActionState(signIn, initial)
  const { form, error, message } = useAnswer(state)
  return (
    <form ref={form} action={action} noValidate className={styles.form}>
      <Message text={message || (state.at ? '' : (notice ?? ''))} notice={!message} />
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="return" value={returnTo} />
      <Field name="email" label={t.email} error={error('email')}>
        {(aria) => (
          <input
            {...aria}
            name="email"
            type="email"
            inputMode="email"
            autoComplete="username"
            spellCheck={false}
            required
            defaultValue={state.values.email}
            key={`email-${state.at}`}
            className={styles.input}
          />
        )}
      </Field>
      <Field name="password" label={t.password} error={error('password')}>
        {(aria) => (
          <input
            {...aria}
            name="password"
            type="password"
            autoComplete="current-password"
            required
            className={styles.input}
          />
        )}
      </Field>
      <button type="submit" className={`${buttons.button} ${styles.submit}`} disabled={pending}>
        {pending ? t.submitting : t.submit}
      </button>
    </form>
  )
}

/** The e-mail of the account whose password is forgotten; the answer is the same for any address. */
export function ForgotForm({ locale, labels: t }: { locale: Locale; labels: LoginLabels }) {
  const [state, action, pending] = useActionState(askPasswordReset, initial)
  const { form, error, message } = useAnswer(state)
  if (state.done) return <Message text={t.forgotSent} notice />
  return (
    <form ref={form} action={action} noValidate className={styles.form}>
      <Message text={message} />
      <input type="hidden" name="locale" value={locale} />
      <Field name="email" label={t.email} error={error('email')}>
        {(aria) => (
          <input
            {...aria}
            name="email"
            type="email"
            inputMode="email"
            autoComplete="email"
            spellCheck={false}
            required
            defaultValue={state.values.email}
            key={`email-${state.at}`}
            className={styles.input}
          />
        )}
      </Field>
      <button type="submit" className={`${buttons.button} ${styles.submit}`} disabled={pending}>
        {t.forgotSubmit}
      </button>
    </form>
  )
}

/** A new password, twice, for the account of the mailed link's token. */
export function ResetForm({
  locale,
  token,
  minLength,
  labels: t,
}: {
  locale: Locale
  token: string
  minLength: number
  labels: LoginLabels
}) {
  const [state, action, pending] = useActionState(resetPassword, initial)
  const { form, error, message } = useAnswer(state)
  return (
    <form ref={form} action={action} noValidate className={styles.form}>
      <Message text={message} />
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="token" value={token} />
      <Field name="password" label={t.newPassword} error={error('password')}>
        {(aria) => (
          <input
            {...aria}
            name="password"
            type="password"
            autoComplete="new-password"
            required
            minLength={minLength}
            className={styles.input}
          />
        )}
      </Field>
      <Field name="confirm" label={t.confirmPassword} error={error('confirm')}>
        {(aria) => (
          <input
            {...aria}
            name="confirm"
            type="password"
            autoComplete="new-password"
            required
            className={styles.input}
          />
        )}
      </Field>
      <button type="submit" className={`${buttons.button} ${styles.submit}`} disabled={pending}>
        {t.resetSubmit}
      </button>
    </form>
  )
}
