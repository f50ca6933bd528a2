'use client'

import { type FocusEvent, type FormEvent, type RefObject, startTransition, useEffect, useRef, useState } from 'react'

import { restoreDraft, storeDraft } from '@/lib/form-drafts'

import type { FormState } from '../actions'
import { encodeFieldError, fillValues, issueToFieldError, type ValidationRule } from '../forms/rules'
import type { AttachedForm, ErrorMessages, FormKind } from './form-control.client'
import { watchPresses } from './pointer-press.client'

/*
 * The forms' behaviour, shared by the contact, job and newsletter forms: messages, server errors, focus, the tab's
 * draft, the checked submit. Their parts (fields, consent, summary) are in form-kit.client.tsx.
 *
 * The page loads none of react-hook-form or zod: the form is plain HTML that works without JavaScript (the browser
 * posts it to the server action, which answers with its errors and what was typed). The visitor's first touch (a
 * focus, a keystroke, a submit) loads form-control.client.ts, which attaches react-hook-form and the form's schema
 * to the form's own elements (docs/decisions/043-forms-off-first-load.md).
 */

type Control = typeof import('./form-control.client')

let loading: Promise<Control> | null = null
/** One load per page for every form on it; a failed load is tried again at the next touch. */
function loadControl() {
  loading ??= import('./form-control.client').catch((error: unknown) => {
    loading = null
    throw error
  })
  return loading
}

/** The message of a field's error in the visitor's language (spec §5 catalogue, `Validation.{rule}`), from the
 * messages the server translated with their values as `{name}` (form-texts.tsx). */
const validationMessage = (validation: Record<ValidationRule, string>, message: string | undefined) => {
  if (!message) return undefined
  const { rule, values } = issueToFieldError({ message })
  return fillValues(validation[rule], values)
}

const encoded = (state: FormState): ErrorMessages =>
  Object.fromEntries(Object.entries(state.errors).map(([name, error]) => [name, encodeFieldError(error)]))

/** Moves focus to the first field in error, in the order the form shows them. */
function focusFirst(form: HTMLFormElement | null, order: string[], errors: object) {
  const first = order.find((name) => name in errors)
  const element = first ? form?.elements.namedItem(first) : null
  if (element instanceof HTMLElement) element.focus()
  return element instanceof HTMLElement
}

/**
 * The form's own message (sent too quickly, too many tries, the captcha) takes the focus when no field is in error:
 * the send button, disabled while the form was sent, had left it on the page's body (the ninth check from outside).
 */
function focusSummary(form: HTMLFormElement | null) {
  const summary = form?.querySelector<HTMLElement>('[data-form-summary]')
  if (summary?.textContent) summary.focus()
}

/**
 * Keeps what the visitor typed in this tab (sessionStorage, never files) until the success page clears it: when
 * storing fails, the error page's try-again link brings them back to a form filled as they left it. It fills only
 * empty fields. Returns the function that stores the draft, for every input of the form.
 */
function useDraft(
  form: RefObject<HTMLFormElement | null>,
  draft: { name: string; texts: string[] } | undefined,
  restore: boolean,
) {
  useEffect(() => {
    if (draft && restore && form.current) restoreDraft(form.current, draft)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the form first shows
  }, [])
  return () => {
    if (draft && form.current) storeDraft(form.current, draft)
  }
}

/**
 * A form checked in the browser with its schema before the server action gets it: errors on a field's first blur,
 * then at each change, all of them at submit, with focus on the first; the server's answer shown the same way;
 * the draft kept (`draft`: the form's name and its typed fields). `order`: every checked field, as the form shows
 * them; `validation`: the §5 messages (FormKitTexts). Spread `handlers` on the `<form>`.
 */
export function useEnhancedForm({
  kind,
  state,
  action,
  order,
  validation,
  draft,
}: {
  kind: FormKind
  state: FormState
  action: (data: FormData) => void
  order: string[]
  validation: Record<ValidationRule, string>
  draft?: { name: string; texts: string[] }
}) {
  const ref = useRef<HTMLFormElement>(null)
  // From the form's first showing: the checks may arrive in the middle of the press that asked for them.
  useEffect(watchPresses, [])
  // The server's errors until react-hook-form arrives, then react-hook-form's (which start from the server's).
  const [errors, setErrors] = useState(() => encoded(state))
  const attached = useRef<Promise<AttachedForm> | null>(null)
  const control = useRef<AttachedForm | null>(null)
  /** Fields the visitor left before react-hook-form arrived. */
  const left = useRef(new Set<string>())
  const serverErrors = useRef(errors)
  const saveDraft = useDraft(ref, draft, state.at === 0)

  const attach = () => {
    attached.current ??= loadControl().then(
      ({ attachForm }) => {
        if (!ref.current) throw new Error('form gone')
        const form = attachForm(ref.current, kind, order, setErrors)
        form.setErrors(serverErrors.current)
        form.touched(left.current)
        control.current = form
        return form
      },
      (error: unknown) => {
        attached.current = null
        throw error
      },
    )
    return attached.current
  }
  const touch = () => void attach().catch(() => {})

  useEffect(
    () => () => {
      control.current?.detach()
      control.current = null
      attached.current = null
    },
    [],
  )

  // Each answer of the server: its errors on the fields (in this render), then focus on the first.
  const [answered, setAnswered] = useState(state.at)
  if (answered !== state.at) {
    setAnswered(state.at)
    setErrors(encoded(state))
  }
  useEffect(() => {
    const answer = encoded(state)
    serverErrors.current = answer
    control.current?.setErrors(answer)
    if (!focusFirst(ref.current, order, answer) && state.formError) focusSummary(ref.current)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per answer
  }, [state.at])

  /** A valid form goes to the server action with its data (files included); an invalid one shows its errors. When
   * react-hook-form cannot be loaded the server checks the form, as it does without JavaScript. */
  const send = () => {
    const form = ref.current
    if (form) startTransition(() => action(new FormData(form)))
  }
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    attach()
      .then((form) => form.validate())
      .then((invalid) => (Object.keys(invalid).length ? focusFirst(ref.current, order, invalid) : send()), send)
  }

  const error = (name: string) => validationMessage(validation, errors[name])
  return {
    ref,
    handlers: {
      onSubmit,
      onFocus: touch,
      onInput: () => {
        touch()
        saveDraft()
      },
      onBlur: (event: FocusEvent<HTMLFormElement>) => {
        const { name } = event.target as Partial<HTMLInputElement>
        if (!control.current && name) left.current.add(name)
        touch()
      },
    },
    error,
    count: Object.keys(errors).length,
    /** What a text field needs: its name, its error and what was typed (kept in the HTML, so that a form sent
     * without JavaScript comes back filled). */
    field: (name: string) => ({ name, error: error(name), kept: state.values[name] ?? '' }),
  }
}
