'use client'

import { type InputHTMLAttributes, type Ref, type RefObject, useEffect, useRef } from 'react'

import { restoreDraft, storeDraft } from '@/lib/form-drafts'

import type { LoginFormState } from '../login-actions'

import styles from './login.module.css'

/*
 * The parts the login's, the forgotten password's and the reset's forms share (login-forms.client.tsx): a field,
 * the answer's message and focus, the e-mail kept in the tab.
 */

export const initial: LoginFormState = { values: {}, errors: {}, at: 0 }

/** A labelled input and its error, tied together for screen readers; `kept` is what the visitor typed last time. */
export function Input({
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
export function useAnswer(state: LoginFormState) {
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
export const emailDraft = { name: 'login', texts: ['email'] }

export function useKeptEmail(form: RefObject<HTMLFormElement | null>) {
  useEffect(() => {
    if (form.current) restoreDraft(form.current, emailDraft)
  }, [form])
  return {
    onInput: () => {
      if (form.current) storeDraft(form.current, emailDraft)
    },
  }
}

export function Message({ text, notice, ref }: { text: string; notice?: boolean; ref?: Ref<HTMLParagraphElement> }) {
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
