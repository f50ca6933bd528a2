import { type NextRequest, NextResponse } from 'next/server'

import { acceptLanguage } from '../i18n/accept-language'
import { isLocale, splitLocale } from '../i18n/locales'
import { FORM_BODY_LIMIT_MB } from '../lib/form-limits'
import { csrfOrigins } from '../lib/site-origins'

/**
 * The path's language; on the admin's pages, the admin's as Payload picks it: the editor's choice there
 * (`payload-lng`), else the first of its two languages the browser asks for, else Italian.
 */
function languageOf(request: NextRequest): string {
  const { pathname } = request.nextUrl
  if (pathname !== '/admin' && !pathname.startsWith('/admin/')) return splitLocale(pathname).locale
  const chosen = request.cookies.get('payload-lng')?.value
  if (isLocale(chosen)) return chosen
  return acceptLanguage(request.headers.get('accept-language')) ?? 'it'
}

/**
 * Posts to the site's pages (its forms' server actions) and the admin's (Payload's server function) that Next refused
 * by throwing, a bare 500: each is answered here with its 4xx and a sentence in the path's language (decision 058).
 */
function refusal(request: NextRequest, status: number, text: { it: string; en: string }): NextResponse {
  return new NextResponse(text[languageOf(request) === 'en' ? 'en' : 'it'], {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  })
}

/** The host a request was sent to, as Next reads it for its server actions: the first `X-Forwarded-Host`, else `Host`. */
const sentHost = (request: NextRequest) =>
  request.headers.get('x-forwarded-host')?.split(',')[0]?.trim() || request.headers.get('host')

/**
 * A post or an API write sent by another site's page: the browser says so (`Sec-Fetch-Site: cross-site`), or its
 * `Origin` is not the host it was sent to (`sentHost`) nor, with `ownNames`, one of the site's (SITE_URL's, or the
 * local names of the demo's address). A request without either header (a script) is not refused here.
 *
 * A page's post (a server action) takes no other name: Next's own check of the host threw on one (`localhost` on a
 * request to `127.0.0.1`, a bare 500: the fifteenth check from outside). The API takes them: an editor's script may
 * write from any of the demo's names.
 */
export function fromAnotherSite(request: NextRequest, { ownNames = true } = {}): boolean {
  if (request.headers.get('sec-fetch-site') === 'cross-site') return true
  const origin = request.headers.get('origin')
  if (origin === null) return false
  const siteUrl = process.env.SITE_URL ?? `http://localhost:${process.env.PORT ?? 3000}`
  if (ownNames && csrfOrigins(siteUrl).includes(origin)) return false
  // `null` (a sandboxed frame) or nonsense is not this site.
  return !URL.canParse(origin) || new URL(origin).host !== sentHost(request)
}

/**
 * Larger than a form can be (FORM_BODY_LIMIT_MB: two PDFs of 5 MB and the fields). Going back finds the form as it
 * was left: browsers keep what was typed; the files are to choose again.
 */
export const oversize = (request: NextRequest) =>
  Number(request.headers.get('content-length')) > FORM_BODY_LIMIT_MB * 1024 * 1024

/**
 * A post with a body no page sends: a form's multipart that does not parse, or a server action called with other
 * arguments than React's. React encodes an action's arguments as a JSON array: as the whole body when they fit in one
 * row (sent as `text/plain`), else as a multipart body whose field `0` holds the array and whose other fields hold the
 * parts it refers to (a form's fields, `$K1`, as `1_<name>`). Next applies whatever it decodes as the arguments, and
 * one that is not an array (`"x"`), or a reference to a part the body lacks, threw inside Next. The actions
 * themselves take any form (src/lib/form-data.ts).
 *
 * Which decoding a body gets is Next's choice, made here the same way (`getServerActionRequestMetadata`): multipart
 * when its type starts with `multipart/form-data`, exactly; any other body of a call that names an action is read as
 * text, whatever its type says, or without one (the twenty-second check from outside: `application/json`, `TEXT/PLAIN`
 * or no type were a 500).
 */
async function malformedActionCall(request: NextRequest): Promise<boolean> {
  const type = request.headers.get('content-type') ?? ''
  const namesAction = request.headers.has('next-action')
  // Next answers these itself (not found), whether or not they name an action.
  if (type === 'application/x-www-form-urlencoded') return false
  if (type.startsWith('multipart/form-data')) {
    let form: FormData
    try {
      form = await request.clone().formData()
    } catch {
      // A body that is not the multipart it says it is threw inside Next ("Failed to parse body as FormData").
      return true
    }
    if (namesAction) return !wellReferenced(form, { prefix: '', root: 'list', streamed: true })
    // Without JavaScript, the action and its bound values are JSON in `$ACTION_<n>:<m>` fields, read as a call of
    // their own (the prefix stripped): one that is not JSON (the twelfth check from outside), or whose bound values
    // (`$@<m>`) or their references point to a field the body lacks (the twenty-third), threw inside Next.
    for (const [name] of form) {
      const ref = /^\$ACTION_REF_(\d+)$/.exec(name)
      if (ref && !wellReferenced(form, { prefix: `$ACTION_${ref[1]}:`, root: 'object', streamed: false })) return true
    }
    for (const [name, value] of form) {
      if (/^\$ACTION_\d+:\d+$/.test(name) && (typeof value !== 'string' || !parses(value))) return true
    }
    return false
  }
  if (!namesAction) return false
  // A body read as text is the call's only part, `0` (React's decodeReply).
  const form = new FormData()
  form.set('0', await request.clone().text())
  return !wellReferenced(form, { prefix: '', root: 'list', streamed: false })
}

const parses = (text: string) => {
  try {
    JSON.parse(text)
    return true
  } catch {
    return false
  }
}

/**
 * The values React writes inline in a string that starts with `$`: an escaped `$`, undefined, the numbers JSON lacks, a
 * date, a big integer, a temporary reference. Any other such string refers to a part of the body (a Map, a file, a
 * promise, a path into a part: `$Q1`, `$B1`, `$1:x:y`): React's decoding threw inside Next on one the body lacks (the
 * twelfth check from outside).
 */
const inlineValue = /^\$(?:\$|undefined$|NaN$|Infinity$|-Infinity$|-0$|T$|D|n-?\d+$)/

/** Every string of `value`, at any depth. */
function* stringsOf(value: unknown): Generator<string> {
  if (typeof value === 'string') yield value
  else if (Array.isArray(value)) for (const item of value) yield* stringsOf(item)
  else if (value && typeof value === 'object') for (const item of Object.values(value)) yield* stringsOf(item)
}

/**
 * A reference to a part of the call (React's `$<tag><hex id>`, then a path into that part's value): a form's fields
 * (`K`, fields `<id>_<name>`), a file (`B`), or a part of JSON (none, `@` a promise, `Q` a Map, `W` a Set, `i` an
 * iterator). The part may be the one that holds the reference: React writes an object met twice as a path to where
 * it first stood (`$0:0:args:data`, the admin's rich-text link drawer: the twenty-third check from outside).
 */
const partReference = /^\$([KB@QWi]?)([0-9a-f]+)((?::[^:]+)*)$/

/** What `wellReferenced` reads: the fields named `prefix<id>`; the root's kind; whether React reads them as they come. */
type CallShape = { prefix: string; root: 'list' | 'object'; streamed: boolean }

/** No value: a path that leads nowhere. */
const NOTHING = Symbol('nothing')

/**
 * A call whose root part (`0`) is a list of arguments (or, without JavaScript, the action's `{id, bound}`) and whose
 * every reference, at any depth, is to a part the body has: a form's fields may be none (an empty form), a file is a
 * file, a part of JSON is JSON whose own references are in the body too, and a path leads to a value, a Map's or a
 * Set's to a list. Nested deeper than the stack goes: no page sends that.
 */
function wellReferenced(form: FormData, { prefix, root, streamed }: CallShape): boolean {
  const field = (id: string) => form.get(`${prefix}${id}`)
  // Where each field first comes: React reads a fetch's body as it streams in, and a reference to a part that comes
  // later threw ("Invalid forward reference"). A page's script sends the arguments, `0`, last.
  const place = new Map<string, number>()
  let n = 0
  for (const [name] of form) if (name.startsWith(prefix) && !place.has(name)) place.set(name.slice(prefix.length), n++)
  const readable = (id: string, referrer: string) =>
    !streamed || id === referrer || (place.get(id) ?? Infinity) < (place.get(referrer) ?? -Infinity)

  const values = new Map<string, unknown>()
  const valueOf = (id: string): unknown => {
    if (values.has(id)) return values.get(id)
    const part = field(id)
    let value: unknown = NOTHING
    if (typeof part === 'string') {
      try {
        value = JSON.parse(part)
      } catch {
        value = NOTHING
      }
    }
    values.set(id, value)
    return value
  }

  /** The value a reference's path leads to in part `id`, through the plain references on its way; NOTHING if none. */
  const follow = (id: string, path: string[], depth: number): unknown => {
    let value = valueOf(id)
    for (const step of path) {
      if (typeof value === 'string' && value.startsWith('$') && !inlineValue.test(value)) {
        const [, tag, hex, rest] = partReference.exec(value) ?? []
        if (tag !== '' || hex === undefined || depth > 32) return NOTHING
        value = follow(String(parseInt(hex, 16)), rest!.split(':').slice(1), depth + 1)
      }
      if (!value || typeof value !== 'object' || !Object.hasOwn(value, step)) return NOTHING
      value = (value as Record<string, unknown>)[step]
    }
    return value
  }

  const checked = new Set<string>()
  const partHolds = (id: string): boolean => {
    if (checked.has(id)) return true
    checked.add(id)
    const value = valueOf(id)
    if (value === NOTHING) return false
    for (const text of stringsOf(value)) {
      if (!text.startsWith('$') || inlineValue.test(text)) continue
      const [, tag, hex, rest] = partReference.exec(text) ?? []
      if (hex === undefined) return false
      const part = String(parseInt(hex, 16))
      if (tag === 'K') continue
      if (!readable(part, id)) return false
      if (tag === 'B') {
        if (!(field(part) instanceof Blob)) return false
        continue
      }
      if (!partHolds(part)) return false
      const target = follow(part, rest!.split(':').slice(1), 0)
      // React makes a Map, a Set or an iterator of a list only.
      if (target === NOTHING || ((tag === 'Q' || tag === 'W' || tag === 'i') && !Array.isArray(target))) return false
    }
    return true
  }

  try {
    const top = valueOf('0')
    // Without JavaScript, React loads the action named by the root's `id`: a root without one threw inside Next.
    const shaped =
      root === 'list'
        ? Array.isArray(top)
        : typeof top === 'object' && top !== null && typeof (top as { id?: unknown }).id === 'string'
    return shaped && partHolds('0')
  } catch {
    return false
  }
}

/** The answer to a post to a page that is refused, or null for one that goes on to Next. */
export async function refusedPost(request: NextRequest): Promise<NextResponse | null> {
  if (request.method !== 'POST') return null
  if (fromAnotherSite(request, { ownNames: false })) {
    return refusal(request, 403, {
      it: 'Questo modulo è stato inviato da un altro sito e non è stato accettato. Usa il modulo del nostro sito.',
      en: 'This form was sent from another site, so it was not accepted. Please use the form on our site.',
    })
  }
  if (oversize(request)) {
    return refusal(request, 413, {
      it: 'I file allegati sono troppo grandi: ognuno deve pesare meno di 5 MB. Torna indietro per sceglierne altri: il resto del modulo è ancora compilato.',
      en: 'The attached files are too large: each must be under 5 MB. Go back to choose others: the rest of the form is still filled in.',
    })
  }
  if (await malformedActionCall(request)) {
    return refusal(request, 400, { it: 'Richiesta non valida.', en: 'Invalid request.' })
  }
  return null
}
