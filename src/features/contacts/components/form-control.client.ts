import { standardSchemaResolver } from '@hookform/resolvers/standard-schema'
import { createFormControl, type FieldErrors, type Resolver } from 'react-hook-form'

import { contactSchema, jobSchema, newsletterSchema } from '../forms/schemas'
import { afterPress } from './pointer-press.client'

/*
 * react-hook-form attached to a form the server rendered, loaded by the browser when a visitor first touches the form
 * (form-hooks.client.ts, `useEnhancedForm`), with the forms' schemas: most pages have a form, few visitors use it
 * (docs/decisions/043-forms-off-first-load.md). Its framework-free core (`createFormControl`) registers the form's
 * own elements and listens to their events, so React never re-renders an input when it arrives: what was typed, the
 * focus and the caret stay where they are, and it reads each field's value from the page.
 */

/** The job form's schema sees a file where the browser has a list of them. */
const firstFiles = (values: Record<string, unknown>) => ({
  ...values,
  cv: (values.cv as FileList | undefined)?.[0],
  coverLetter: (values.coverLetter as FileList | undefined)?.[0],
})

/** The forms here are untyped (their values are read from the page): the schema says what each field holds. */
const resolverOf = (schema: Parameters<typeof standardSchemaResolver>[0]) =>
  standardSchemaResolver(schema) as unknown as Resolver

const jobResolver = resolverOf(jobSchema)

const resolvers = {
  contact: resolverOf(contactSchema),
  newsletter: resolverOf(newsletterSchema),
  job: ((values, context, options) => jobResolver(firstFiles(values), context, options)) as Resolver,
} satisfies Record<string, Resolver>

export type FormKind = keyof typeof resolvers

/** A field's error as the message the forms carry (`rule?values`, forms/rules.ts), by field name. */
export type ErrorMessages = Record<string, string>

const messagesOf = (errors: FieldErrors) =>
  Object.fromEntries(
    Object.entries(errors).flatMap(([name, error]) =>
      typeof error?.message === 'string' && error.message ? [[name, error.message]] : [],
    ),
  )

export type AttachedForm = ReturnType<typeof attachForm>

/** Whether a field holds nothing: an empty text or choice, a box not ticked, no file. */
const blank = (element: Element | RadioNodeList | null) => {
  if (element instanceof HTMLInputElement && (element.type === 'checkbox' || element.type === 'radio'))
    return !element.checked
  if (element instanceof HTMLInputElement && element.type === 'file') return !element.files?.length
  return (element as { value?: unknown } | null)?.value === ''
}

/** Whether `element` is a button that sends `form`. */
const isSendButtonOf = (form: HTMLFormElement, element: EventTarget | null) =>
  (element instanceof HTMLButtonElement || element instanceof HTMLInputElement) &&
  element.type === 'submit' &&
  element.form === form

/**
 * Validates `form`'s fields `names` with `kind`'s schema, as react-hook-form's `onTouched` mode does: a field on its
 * first blur, then at every change; all of them at submit. `onErrors` receives every change of the errors.
 *
 * A field the visitor only passed through (never typed in, still blank) is not checked on its blur: tabbing through
 * the home page's newsletter box said "required" under its fields before anything was typed (the twenty-seventh check
 * from outside). Send checks it.
 */
export function attachForm(
  form: HTMLFormElement,
  kind: FormKind,
  names: string[],
  onErrors: (errors: ErrorMessages) => void,
) {
  const control = createFormControl({ resolver: resolvers[kind], mode: 'onTouched', shouldFocusError: false })
  const fields = new Map(
    names.flatMap((name) => {
      const element = form.elements.namedItem(name)
      if (!(element instanceof HTMLElement)) return []
      const field = control.register(name)
      // Without default values, react-hook-form takes each field's value from the element: what was typed stays.
      field.ref(element)
      return [[name, field] as const]
    }),
  )
  const changed = new Set<string>()
  const passedThrough = (name: string) => !changed.has(name) && blank(form.elements.namedItem(name))
  const check = (event: Event) => {
    const target = event.target as HTMLInputElement
    if (target.form !== form) return
    // `focusout` is a blur to react-hook-form; `input` is every change of a text, a choice, a box or a file.
    if (event.type === 'input') changed.add(target.name)
    else if (passedThrough(target.name)) return
    void fields.get(target.name)?.onChange({ type: event.type, target })
  }
  const handle = (event: Event) => {
    if (event.type === 'focusout') {
      // Leaving a field for the form's own Send button: the press checks every field in a moment. Checked now, the
      // field's message appeared under it as the button was pressed and moved the button away from the finger or
      // the pointer, and the press sent nothing (the sixth check from outside).
      if (isSendButtonOf(form, (event as FocusEvent).relatedTarget)) return
      // Left by a press of the mouse: checked once the press is over (pointer-press.client.ts).
      return afterPress(() => check(event))
    }
    check(event)
  }
  form.addEventListener('input', handle)
  form.addEventListener('focusout', handle)
  const unsubscribe = control.subscribe({
    formState: { errors: true },
    callback: ({ errors }) => onErrors(messagesOf(errors ?? {})),
  })

  return {
    /** Fields the visitor left before this was loaded: checked as if it had seen them blur (but those left blank). */
    touched(left: Iterable<string>) {
      // They may have been left by the press that is still under way, which also loaded this.
      const names = [...left].filter((name) => !blank(form.elements.namedItem(name)))
      afterPress(() => {
        for (const name of names) {
          const target = form.elements.namedItem(name)
          if (target) void fields.get(name)?.onChange({ type: 'blur', target })
        }
      })
    },
    /** The server's answer, shown until the field is checked again. */
    setErrors(errors: ErrorMessages) {
      for (const [name, message] of Object.entries(errors)) control.setError(name, { type: 'server', message })
    },
    /** Checks every field; resolves with the errors (none: the form may be sent). */
    async validate(): Promise<ErrorMessages> {
      let errors: ErrorMessages = {}
      await control.handleSubmit(
        () => {},
        (invalid) => {
          errors = messagesOf(invalid)
        },
      )()
      return errors
    },
    detach() {
      form.removeEventListener('input', handle)
      form.removeEventListener('focusout', handle)
      unsubscribe()
    },
  }
}
