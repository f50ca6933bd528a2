'use client'

import { createContext, type InputHTMLAttributes, type ReactNode, use, useEffect, useSyncExternalStore } from 'react'

import type { FormState } from '../actions'
import { HONEYPOT, TOKEN } from '../forms/fields'
import type { FormKitTexts } from './form-texts'

import styles from './forms.module.css'

const KitTexts = createContext<FormKitTexts | null>(null)

/** The texts of the parts below, translated on the server (form-texts.tsx): a form wraps its fields in it. */
export function FormKit({ texts, children }: { texts: FormKitTexts; children: ReactNode }) {
  return <KitTexts value={texts}>{children}</KitTexts>
}

function useKitTexts(): FormKitTexts {
  const texts = use(KitTexts)
  if (!texts) throw new Error('A form part belongs inside FormKit')
  return texts
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
  const texts = useKitTexts()
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
        {required ? <span className="visually-hidden"> ({texts.requiredMark})</span> : null}
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
  const { summary } = useKitTexts()
  // The server words its own errors (forms/answers.ts); the summary has a text for each possible count.
  const message = state.formError
    ? state.formError.message
    : count > 0
      ? summary[Math.min(count, summary.length) - 1]
      : ''
  return (
    <div className={styles.summary} role="alert" aria-live="assertive" tabIndex={-1} data-form-summary="">
      {message}
    </div>
  )
}

/** In the browser, the earliest signed time this tab was shown the wizard's choices (never on the server). */
let firstShown: string | undefined
const watchers = new Set<() => void>()
const watchFirstShown = (watcher: () => void) => {
  watchers.add(watcher)
  return () => void watchers.delete(watcher)
}

/** Of these signed times, the earliest (its stamp is base 36 before the dot, forms/guard.ts). */
function earliest(...tokens: (string | undefined)[]): string | undefined {
  const stamp = (token: string) => parseInt(token.split('.')[0] ?? '', 36)
  let first: string | undefined
  for (const token of tokens) {
    if (token && Number.isFinite(stamp(token)) && (!first || stamp(token) < stamp(first))) first = token
  }
  return first
}

/**
 * The contact wizard's first step: the time its choices were shown, which the form chosen then keeps (GuardFields). A
 * visitor who chose a request after a while and let the browser fill the form in was told it went "too quickly": its
 * time was the choice's (the twenty-ninth check from outside).
 */
export function FormTime({ token }: { token: string }) {
  useEffect(() => {
    const first = earliest(firstShown, token)
    if (first === firstShown) return
    firstShown = first
    for (const watcher of watchers) watcher()
  }, [token])
  return null
}

/**
 * The signed time the form was shown, and the honeypot people never see (forms/guard.ts). The minimum fill time counts
 * from when the visitor was first shown it: a form sent back with an error keeps the time it carried (`kept`; without
 * JavaScript the page is made again, with a new time, and a visitor who corrected one typo and sent it at once was told
 * it went "too quickly", the twenty-ninth check from outside), and a form chosen in the wizard the time of its choices.
 */
export function GuardFields({ token, kept }: { token: string; kept?: string }) {
  const texts = useKitTexts()
  const first = useSyncExternalStore(
    watchFirstShown,
    () => firstShown,
    () => undefined,
  )
  return (
    <>
      <input type="hidden" name={TOKEN} value={earliest(first, kept ?? token) ?? token} />
      <div className={styles.honeypot} aria-hidden="true">
        <label htmlFor="field-website">{texts.honeypot}</label>
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

/** The privacy consent every form asks for, its words (with their link) made on the server; `kept`: it was ticked. */
export function PrivacyConsent({ error, label, kept }: { error?: string; label: ReactNode; kept: boolean }) {
  return (
    <div className={styles.field}>
      <div className={styles.check}>
        <input
          id="field-privacy"
          type="checkbox"
          name="privacy"
          // Ticked again when the form comes back from the server with another field's error.
          defaultChecked={kept}
          aria-invalid={Boolean(error)}
          aria-required
          aria-describedby={error ? 'field-privacy-error' : undefined}
        />
        <label htmlFor="field-privacy">
          {label}
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
