/*
 * What a visitor typed in a form, kept in the tab (sessionStorage, never files) under the form's name: the contact
 * and job forms keep it until their success page, so that the error page's try-again link brings them back to a form
 * filled as they left it; the login's and the newsletter's keep the e-mail typed across the language switch (the
 * twenty-fifth check from outside), which loads the other language's page of the same form. Only text fields are
 * kept, passwords never.
 */

const draftKey = (name: string) => `form-draft:${name}`

type Draft = { name: string; texts: readonly string[] }

/** Stores the form's text fields named in the draft. */
export function storeDraft(form: HTMLFormElement, { name, texts }: Draft) {
  const data = new FormData(form)
  const kept = Object.fromEntries(
    texts.map((field) => [field, data.get(field)]).filter(([, v]) => typeof v === 'string'),
  )
  try {
    sessionStorage.setItem(draftKey(name), JSON.stringify(kept))
  } catch {
    // storage full or unavailable
  }
}

/** Puts the kept draft back in the form's empty fields: what the visitor typed before this ran (or the browser put
 * back) stays. */
export function restoreDraft(form: HTMLFormElement, { name, texts }: Draft) {
  try {
    const saved = JSON.parse(sessionStorage.getItem(draftKey(name)) ?? '{}') as Record<string, unknown>
    for (const field of texts) {
      const element = form.elements.namedItem(field)
      const value = saved[field]
      if (
        typeof value === 'string' &&
        value &&
        (element instanceof HTMLInputElement ||
          element instanceof HTMLTextAreaElement ||
          element instanceof HTMLSelectElement) &&
        element.type !== 'password' &&
        !element.value
      ) {
        element.value = value
      }
    }
  } catch {
    // storage unavailable or its draft unreadable: nothing to restore
  }
}

/** Forgets the named drafts: the form they kept has been sent. */
export function clearDrafts(...names: string[]) {
  try {
    for (const name of names) sessionStorage.removeItem(draftKey(name))
  } catch {
    // nothing stored
  }
}
