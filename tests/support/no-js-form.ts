/**
 * A browser without JavaScript: reads a page's form (the one holding `field`), keeps its hidden inputs (the
 * server action's `$ACTION_…` fields, tokens) and posts it as multipart form data to the page's URL, as the browser
 * would. Returns the raw response (redirects are not followed). Its sibling `form-post.mjs` does the same from a
 * page's URL; this one from HTML already fetched.
 */
import { decode } from './form-post.mjs'

export type FormFields = [name: string, value: string][]

/** The hidden inputs of the first form on the page that has an input named `field`. */
export function formFields(html: string, field: string): FormFields {
  const form = [...html.matchAll(/<form\b[\s\S]*?<\/form>/g)]
    .map((m) => m[0])
    .find((f) => f.includes(`name="${field}"`))
  if (!form) throw new Error(`no form with a field named ${field}`)
  return [...form.matchAll(/<input\b[^>]*>/g)].flatMap(([input]) => {
    if (!/type="hidden"/.test(input)) return []
    const name = /name="([^"]*)"/.exec(input)?.[1]
    if (!name) return []
    return [[decode(name), decode(/value="([^"]*)"/.exec(input)?.[1] ?? '')] as [string, string]]
  })
}

export async function postForm(url: string, fields: FormFields, headers: Record<string, string> = {}) {
  const body = new FormData()
  for (const [name, value] of fields) body.append(name, value)
  const res = await fetch(url, { method: 'POST', body, headers, redirect: 'manual' })
  return { status: res.status, location: res.headers.get('location'), html: await res.text() }
}
