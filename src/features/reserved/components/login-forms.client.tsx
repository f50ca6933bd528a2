'use client'

import {
  type FormEvent,
  type InputHTMLAttributes,
  type Ref,
  type RefObject,
  startTransition,
  useActionState,
  useEffect,
  useRef,
} from 'react'

import type { Locale } from '@/i18n/locales'
import { clearDrafts, restoreDraft, storeDraft } from '@/lib/form-drafts'

import { askPasswordReset, type LoginFormState, resetPassword, signIn } from '../login-actions'

import styles from './login.module.css'
import buttons from '@/components/ui/button.module.css'

const initial: LoginFormState = { values: {}, errors: {}, at: 0 }

/** A labelled input and its error, tied together for screen readers; `kept` is what the visitor typed last time. */
function Input({
  name,
  label,
  error,
  kept,
  at,
  ...input
}: {
  name: string
  label: string
  error?: string
  kept?: string
  at?: number
} & Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'autoComplete' | 'inputMode' | 'minLength'>) {
  const id = `login-${name}`
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <input
        {...input}
        id={id}
        name={name}
        required
        spellCheck={false}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
        defaultValue={kept}
        // A new answer puts back what was sent (the form resets after a server action).
        key={`${name}-${at ?? 0}`}
        className={styles.input}
      />
      {error ? (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  )
}

/**
 * The answer of the last submission (its texts come in the form's language): focus on the first field in error, or
 * else on the answer's message. The fields are made again with each answer (`Input`'s key), and the one that had the
 * focus went with them: after a wrong password, a limit or "link sent", the focus fell to the page's body and the next
 * Tab began again at the skip link (the twenty-third check from outside).
 */
function useAnswer(state: LoginFormState) {
  const form = useRef<HTMLFormElement>(null)
  const messageRef = useRef<HTMLParagraphElement>(null)
  useEffect(() => {
    if (!state.at) return
    const first = Object.keys(state.errors)[0]
    const field = first ? form.current?.querySelector<HTMLElement>(`[name="${first}"]`) : null
    if (field) field.focus()
    else if (messageRef.current?.textContent) messageRef.current.focus()
  }, [state])
  return { form, messageRef, error: (name: string) => state.errors[name], message: state.message ?? '' }
}

/**
 * The e-mail typed, kept in the tab (lib/form-drafts.ts) and put back in an empty field when the form first shows: the
 * language switch loads the other language's page of the same form, which lost it (the twenty-fifth check from
 * outside), and the login's and the forgotten password's forms share it. The password is never kept. Forgotten once
 * the customer is signed in. Spread the returned handler on the `<form>`.
 */
const emailDraft = { name: 'login', texts: ['email'] }

function useKeptEmail(form: RefObject<HTMLFormElement | null>) {
  useEffect(() => {
    if (form.current) restoreDraft(form.current, emailDraft)
  }, [form])
  return {
    onInput: () => {
      if (form.current) storeDraft(form.current, emailDraft)
    },
  }
}

function Message({ text, notice, ref }: { text: string; notice?: boolean; ref?: Ref<HTMLParagraphElement> }) {
  return (
    <p
      ref={ref}
      className={`${styles.message} ${notice ? styles.notice : ''}`}
      role="alert"
      aria-live="assertive"
      // Focused by an answer (useAnswer), not a stop of the Tab order: the next Tab goes on to the form's fields.
      tabIndex={-1}
    >
      {text}
    </p>
  )
}

/** E-mail and password of a customer account; on success the server sends the browser on with a one-time code. */
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
    window.location.assign(state.next)
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
