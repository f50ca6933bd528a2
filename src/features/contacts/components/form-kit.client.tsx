'use client'

import { useTranslations } from 'next-intl'
import { type ReactNode, useEffect, useSyncExternalStore } from 'react'
import type { FieldValues, UseFormReturn } from 'react-hook-form'

import type { FormState } from '../actions'
import { encodeFieldError, issueToFieldError } from '../forms/schemas'

import styles from './forms.module.css'

/** The message of a field's error in the visitor's language (spec §5 catalogue, `Validation.{rule}`). */
export function useValidationMessage() {
  const t = useTranslations('Validation')
  return (message: string | undefined) => {
    if (!message) return undefined
    const { rule, values } = issueToFieldError({ message })
    return t(rule, values as Record<string, string | number>)
  }
}

const subscribeNever = () => () => {}

/**
 * A field's error message: react-hook-form's once the page runs, the server's before (a form sent without
 * JavaScript comes back with its errors rendered in the HTML).
 */
export function useFieldError<T extends FieldValues>(form: UseFormReturn<T>, state: FormState) {
  const message = useValidationMessage()
  const hydrated = useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  )
  const { errors } = form.formState
  const error = (name: string) => {
    const client = (errors as Record<string, { message?: string } | undefined>)[name]?.message
    if (client) return message(client)
    const server = state.errors[name]
    return !hydrated && server ? message(encodeFieldError(server)) : undefined
  }
  const count = hydrated ? Object.keys(errors).length : Object.keys(state.errors).length
  return { error, count }
}

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

/** Puts the server's field errors into the form and moves focus to the first one. */
export function useServerErrors<T extends FieldValues>(form: UseFormReturn<T>, state: FormState, order: string[]) {
  useEffect(() => {
    const fields = order.filter((f) => state.errors[f])
    for (const field of fields) {
      form.setError(field as never, { type: 'server', message: encodeFieldError(state.errors[field]!) })
    }
    focusFirst(form, order, state.errors)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state.at])
}

/** Moves focus to the first field in error, in the order the form shows them. */
export function focusFirst<T extends FieldValues>(form: UseFormReturn<T>, order: string[], errors: object) {
  const first = order.find((f) => f in errors)
  if (first) form.setFocus(first as never)
}

const draftKey = (name: string) => `form-draft:${name}`

/**
 * Keeps what the visitor typed in this tab (sessionStorage, never files) until the success page clears it: when
 * storing fails, the error page's try-again link brings them back to a form filled as they left it.
 */
export function useDraft<T extends FieldValues>(form: UseFormReturn<T>, name: string, restore: boolean) {
  useEffect(() => {
    if (restore) {
      try {
        const saved = sessionStorage.getItem(draftKey(name))
        if (saved) {
          const values = JSON.parse(saved) as Record<string, unknown>
          for (const [key, value] of Object.entries(values)) {
            if (typeof value === 'string' && value) form.setValue(key as never, value as never)
          }
        }
      } catch {
        // storage unavailable: nothing to restore
      }
    }
    const subscription = form.watch((values) => {
      try {
        const texts = Object.fromEntries(Object.entries(values).filter(([, v]) => typeof v === 'string'))
        sessionStorage.setItem(draftKey(name), JSON.stringify(texts))
      } catch {
        // storage full or unavailable
      }
    })
    return () => subscription.unsubscribe()
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
}

export function clearDrafts() {
  try {
    for (const key of Object.keys(sessionStorage)) if (key.startsWith('form-draft:')) sessionStorage.removeItem(key)
  } catch {
    // nothing stored
  }
}
