import { headers } from 'next/headers'

/**
 * A server action's form, whatever its caller sent: anyone can call an action with its id and arguments of their
 * choosing (`["x"]` for the form), and reading one of those as a form was a 500. Anything but a form is an empty
 * form, which each action answers as it answers a form sent empty: with its messages.
 */
export const asFormData = (value: unknown): FormData => (value instanceof FormData ? value : new FormData())

/**
 * Whether the action was called by the page's script (Next's `Next-Action` header, which only the script's post
 * carries) rather than by a form sent without JavaScript, which Next reads as the same action.
 */
export const sentByScript = async (): Promise<boolean> => (await headers()).has('next-action')
