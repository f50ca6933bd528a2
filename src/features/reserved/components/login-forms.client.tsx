'use client'

import { type FormEvent, startTransition, useActionState, useEffect } from 'react'

import type { Locale } from '@/i18n/locales'
import { clearDrafts } from '@/lib/form-drafts'

import { askPasswordReset, resetPassword, signIn } from '../login-actions'
import { emailDraft, initial, Input, Message, useAnswer, useKeptEmail } from './login-form-parts.client'

import styles from './login.module.css'
import buttons from '@/components/ui/button.module.css'

/** The forms' texts, from the server: client components read no messages (decision 047). */
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

/** E-mail and password of a customer account; on success the server sends the browser on with a one-time code. */
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
  const { form, messageRef, error, message } = useAnswer(state)
  const keep = useKeptEmail(form)
  useEffect(() => {
    if (!state.next) return
    clearDrafts(emailDraft.name)
    // The page asked for with a `#fragment` (a section): the server never sees it, but the browser kept it on the login
    // page's address across the guard's redirect, and it goes on with the page asked for (decision 110's list).
    window.location.assign(state.next.includes('#') ? state.next : `${state.next}${window.location.hash}`)
  }, [state.next])
  return (
    <form ref={form} action={action} noValidate className={styles.form} {...keep}>
      <Message ref={messageRef} text={message || (state.at ? '' : (notice ?? ''))} notice={!message} />
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="return" value={returnTo} />
      <Input
        name="email"
        label={t.email}
        error={error('email')}
        kept={state.values.email}
        at={state.at}
        type="email"
        inputMode="email"
        autoComplete="username"
      />
      <Input
        name="password"
        label={t.password}
        error={error('password')}
        at={state.at}
        type="password"
        autoComplete="current-password"
      />
      <button type="submit" className={`${buttons.button} ${styles.submit}`} disabled={pending}>
        {pending || state.next ? t.submitting : t.submit}
      </button>
    </form>
  )
}

/** The e-mail of the account whose password is forgotten; the answer is the same for any address. */
export function ForgotForm({
  locale,
  returnTo,
  labels: t,
}: {
  locale: Locale
  /** The reserved page the customer asked for, which the mailed link carries. */
  returnTo: string | null
  labels: LoginLabels
}) {
  const [state, action, pending] = useActionState(askPasswordReset, initial)
  const { form, messageRef, error, message } = useAnswer(state)
  const keep = useKeptEmail(form)
  if (state.done) return <Message ref={messageRef} text={t.forgotSent} notice />
  return (
    <form ref={form} action={action} noValidate className={styles.form} {...keep}>
      <Message ref={messageRef} text={message} />
      <input type="hidden" name="locale" value={locale} />
      {returnTo ? <input type="hidden" name="return" value={returnTo} /> : null}
      <Input
        name="email"
        label={t.email}
        error={error('email')}
        kept={state.values.email}
        at={state.at}
        type="email"
        inputMode="email"
        autoComplete="email"
      />
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
  returnTo,
  minLength,
  labels: t,
}: {
  locale: Locale
  token: string
  /** The reserved page the customer asked for, where the login after the new password leads. */
  returnTo: string | null
  minLength: number
  labels: LoginLabels
}) {
  const [state, action, pending] = useActionState(resetPassword, initial)
  const { form, messageRef, error, message } = useAnswer(state)
  // Sent without the form's reset that follows an action given to `action`: a new password refused (too short, not
  // confirmed, the demo's) stays typed, to be mended rather than typed twice again (the twenty-sixth check from
  // outside). Without scripts the browser posts the form to the same action.
  const send = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    startTransition(() => action(data))
  }
  return (
    <form ref={form} action={action} onSubmit={send} noValidate className={styles.form}>
      <Message ref={messageRef} text={message} />
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="token" value={token} />
      {returnTo ? <input type="hidden" name="return" value={returnTo} /> : null}
      <Input
        name="password"
        label={t.newPassword}
        error={error('password')}
        type="password"
        autoComplete="new-password"
        minLength={minLength}
      />
      <Input
        name="confirm"
        label={t.confirmPassword}
        error={error('confirm')}
        type="password"
        autoComplete="new-password"
      />
      <button type="submit" className={`${buttons.button} ${styles.submit}`} disabled={pending}>
        {t.resetSubmit}
      </button>
    </form>
  )
}
