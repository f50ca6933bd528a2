'use client'

import { standardSchemaResolver } from '@hookform/resolvers/standard-schema'
import { useTranslations } from 'next-intl'
import { type FormEvent, startTransition, useEffect, useRef, useSyncExternalStore } from 'react'
import type { FieldValues, Resolver, UseFormReturn } from 'react-hook-form'

import type { FormState } from '../actions'
import { encodeFieldError, issueToFieldError } from '../forms/rules'

type Schemas = typeof import('../forms/schemas')

/**
 * react-hook-form's resolver for the schema `pick` chooses, whose module (and zod) the browser loads when the form
 * first validates rather than with the page: most pages have a form (the footer's newsletter), few visitors use it.
 */
export function lazyResolver<T extends FieldValues>(
  pick: (schemas: Schemas) => Parameters<typeof standardSchemaResolver>[0],
): Resolver<T> {
  let resolver: Promise<Resolver<T>> | null = null
  return async (values, context, options) => {
    resolver ??= import('../forms/schemas').then(
      (schemas) => standardSchemaResolver(pick(schemas)) as unknown as Resolver<T>,
    )
    // A failed load is tried again at the next validation, not kept.
    const resolve = await resolver.catch((error: unknown) => {
      resolver = null
      throw error
    })
    return resolve(values, context, options)
  }
}

/*
 * The forms' behaviour, shared by the contact, job and newsletter forms: messages, server errors, focus, the
 * tab's draft, the checked submit. Their parts (fields, consent, summary) are in form-kit.client.tsx.
 */

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
  /** What a text field needs of the form: its error, its registration and what was typed (kept in the HTML, so a
   * form sent without JavaScript comes back filled). */
  const field = (name: string) => ({
    name,
    error: error(name),
    register: form.register(name as never),
    kept: state.values[name] ?? '',
  })
  return { error, count, field }
}

/** The typed values the server sent back, as the form's default values. */
export const keptValues = (state: FormState, names: string[]) =>
  Object.fromEntries(names.map((name) => [name, state.values[name] ?? '']))

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

/**
 * The forms' submit: react-hook-form checks the shared schema first; a valid form goes to the server action with
 * its data (files included), an invalid one moves focus to its first error. Without JavaScript none of this runs
 * and the browser posts the form to the action itself.
 */
export function useCheckedSubmit<T extends FieldValues>(
  form: UseFormReturn<T>,
  action: (data: FormData) => void,
  order: string[],
) {
  const ref = useRef<HTMLFormElement>(null)
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    void form.handleSubmit(
      () => {
        if (ref.current) startTransition(() => action(new FormData(ref.current!)))
      },
      (errors) => focusFirst(form, order, errors),
    )(event)
  }
  return { ref, onSubmit }
}
