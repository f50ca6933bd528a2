import { forbidden, notFound, unauthorized } from 'next/navigation'

/**
 * The names Payload's admin calls its one server function with (`handleServerFunctions` of @payloadcms/next 3.90,
 * its `baseServerFunctions`; the config adds none). src/cms/admin-server-function.test.ts reads Payload's list.
 */
export const adminServerFunctionNames: ReadonlySet<string> = new Set([
  'copy-data-from-locale',
  'form-state',
  'get-default-layout',
  'get-folder-results-component-and-data',
  'get-upcoming-scheduled-publish',
  'render-document',
  'render-document-slots',
  'render-field',
  'render-list',
  'render-widget',
  'schedule-publish',
  'slugify',
  'table-state',
])

/**
 * Called before anyone has signed in: the sign-in, forgotten-password and first-user forms build their state through
 * it, and it answers a caller without a session with its own error.
 */
const beforeSignIn = new Set(['form-state'])

export type AdminCall = { name: string; args: Record<string, unknown> }

/**
 * Whether `call` is one the admin's pages make: one of Payload's function names, its arguments an object. Anything
 * else (`[]`, a name Payload does not know, arguments that are no object) threw inside Payload: a 500.
 */
export function isAdminCall(call: unknown): call is AdminCall {
  if (typeof call !== 'object' || call === null) return false
  const { name, args } = call as { name?: unknown; args?: unknown }
  return (
    typeof name === 'string' &&
    adminServerFunctionNames.has(name) &&
    (args === undefined || (typeof args === 'object' && args !== null && !Array.isArray(args)))
  )
}

/** Whether `name` needs an editor's session: Payload's other functions threw for a caller without one (a 500). */
export const needsEditor = (name: string) => !beforeSignIn.has(name)

/**
 * Runs an admin call, answering what the caller got wrong with its 4xx: a call no admin page makes is not found
 * (404), one that needs a session without an editor's is unauthorized (401), and Payload's own refusals keep their
 * status (401, 403, 404) rather than becoming a 500. Other errors are the server's and stay 500s.
 */
export async function runAdminCall<T>(
  call: unknown,
  signedInEditor: () => Promise<boolean>,
  run: (call: AdminCall) => Promise<T>,
): Promise<T> {
  if (!isAdminCall(call)) notFound()
  if (needsEditor(call.name) && !(await signedInEditor())) unauthorized()
  try {
    return await run({ name: call.name, args: call.args ?? {} })
  } catch (error) {
    const status = (error as { status?: unknown } | null)?.status
    if (status === 401) unauthorized()
    if (status === 403) forbidden()
    if (status === 404) notFound()
    throw error
  }
}
