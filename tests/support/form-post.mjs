// The site's forms as a browser without JavaScript sends them: the page's form, its hidden fields (React's
// server-action references among them) and the visitor's values, posted as multipart form data to the page.
// Plain JavaScript so that the benchmarks (bench/forms.mjs) use it too; tests/support/forms.ts re-exports it.

/** @typedef {{ url: string, hidden: [string, string][], openedAt: number }} OpenForm */
/** @typedef {{ name: string, type: string, data: Uint8Array }} Upload */

export const decode = (value) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')

/**
 * The form of `html` (the page at `url`) that holds a field named `field`, or else the first posting to a server
 * action, with its hidden fields.
 * @param {string} html
 * @param {string} url
 * @param {string} [field]
 * @returns {OpenForm}
 */
export function formIn(html, url, field) {
  const forms = html.match(/<form\b[\s\S]*?<\/form>/g) ?? []
  const form = forms.find((f) => (field ? f.includes(`name="${field}"`) : f.includes('$ACTION_')))
  if (!form) throw new Error(`${url}: no form ${field ? `with a field named ${field}` : 'with a server action'}`)
  const hidden = []
  for (const input of form.match(/<input\b[^>]*>/g) ?? []) {
    if (!/type="hidden"/.test(input)) continue
    const name = /name="([^"]*)"/.exec(input)?.[1]
    if (name) hidden.push([decode(name), decode(/value="([^"]*)"/.exec(input)?.[1] ?? '')])
  }
  return { url, hidden, openedAt: Date.now() }
}

/**
 * Loads the page and keeps the hidden fields of its form (the one holding `field`, or the first posting to a
 * server action).
 * @param {string} base
 * @param {string} pathname
 * @param {Record<string, string>} [headers]
 * @param {string} [field]
 * @returns {Promise<OpenForm>}
 */
export async function openForm(base, pathname, headers = {}, field) {
  const url = `${base}${pathname}`
  const res = await fetch(url, { headers })
  if (res.status !== 200) throw new Error(`${pathname}: ${res.status}`)
  return formIn(await res.text(), url, field)
}

/** Waits until the form has been open for the site's minimum fill time (3 s). */
export async function afterFillTime(form, ms = 3_100) {
  const wait = form.openedAt + ms - Date.now()
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))
}

/**
 * Posts the form with `values` (strings, or files): the answer unfollowed (a success is a 303).
 * @param {OpenForm} form
 * @param {Record<string, string | Upload | undefined>} values
 * @param {Record<string, string>} [headers]
 */
export async function sendForm(form, values, headers = {}) {
  const body = new FormData()
  for (const [name, value] of form.hidden) if (!(name in values)) body.append(name, value)
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined) continue
    if (typeof value === 'string') body.append(name, value)
    else body.append(name, new Blob([new Uint8Array(value.data)], { type: value.type }), value.name)
  }
  const res = await fetch(form.url, { method: 'POST', body, headers, redirect: 'manual' })
  const html = await res.text()
  return { status: res.status, location: res.headers.get('location') ?? '', html }
}
