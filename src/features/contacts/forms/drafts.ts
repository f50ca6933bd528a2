/*
 * The contact and job forms' drafts: what the visitor typed, kept in the tab (sessionStorage, never files) until the
 * success page clears it, so that the error page's try-again link brings them back to a form filled as they left it
 * (components/form-hooks.client.ts writes and restores them). Apart from the forms, so that the success page's
 * DraftCleaner loads this and not the forms' code.
 */

const PREFIX = 'form-draft:'

export const draftKey = (name: string) => `${PREFIX}${name}`

export function clearDrafts() {
  try {
    for (const key of Object.keys(sessionStorage)) if (key.startsWith(PREFIX)) sessionStorage.removeItem(key)
  } catch {
    // nothing stored
  }
}
