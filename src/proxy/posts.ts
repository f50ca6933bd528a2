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
    if (namesAction) {
      try {
        return !wellReferenced(form)
      } catch {
        // Nested deeper than the stack goes: no page sends that.
        return true
      }
    }
    // Without JavaScript, the action and its bound values are JSON in `$ACTION_<n>:<m>` fields; one that is not threw
    // inside Next (the twelfth check from outside).
    for (const [name, value] of form) {
      if (/^\$ACTION_\d+:\d+$/.test(name) && (typeof value !== 'string' || !parses(value))) return true
    }
    return false
  }
  if (!namesAction) return false
  try {
    const args: unknown = JSON.parse(await request.clone().text())
    return !Array.isArray(args) || !selfContained(args)
  } catch {
    return true
  }
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
 * date, a big integer, a temporary reference. Any other such string refers to another part of the body (a Map, a
 * file, a promise, a path into a part: `$Q1`, `$B1`, `$1:x:y`), which a plain-text body cannot have: React's decoding
 * threw inside Next on them (the twelfth check from outside).
 */
const inlineValue = /^\$(?:\$|undefined$|NaN$|Infinity$|-Infinity$|-0$|T$|D|n-?\d+$)/

/** Every string of `value`, at any depth. */
function* stringsOf(value: unknown): Generator<string> {
  if (typeof value === 'string') yield value
  else if (Array.isArray(value)) for (const item of value) yield* stringsOf(item)
  else if (value && typeof value === 'object') for (const item of Object.values(value)) yield* stringsOf(item)
}

function selfContained(value: unknown): boolean {
  for (const text of stringsOf(value)) if (text.startsWith('$') && !inlineValue.test(text)) return false
  return true
}

/**
 * A reference to another part of a multipart call (React's `$<tag><hex id>`, a path after it for a plain one): a
 * form's fields (`K`, fields `<id>_<name>`), a file (`B`), or a part of JSON (none, `@` a promise, `Q` a Map, `W` a
 * Set, `i` an iterator).
 */
const partReference = /^\$([KB@QWi]?)([0-9a-f]+)(?::[^:]+)*$/

/**
 * A multipart call whose field `0` is a list of arguments and whose every reference, at any depth, is to a part the
 * body has: a form's fields may be none (an empty form), a file is a file, and a part of JSON is JSON whose own
 * references are in the body too.
 */
function wellReferenced(form: FormData): boolean {
  // Where each field first comes: React reads the body as it streams in, and a reference to a part that comes later
  // threw ("Invalid forward reference"). A page's script sends the arguments, `0`, last.
  const place = new Map<string, number>()
  let n = 0
  for (const [name] of form) if (!place.has(name)) place.set(name, n++)
  const before = (id: string, referrer: string) => (place.get(id) ?? Infinity) < (place.get(referrer) ?? -Infinity)
  const seen = new Set<string>()
  const partHolds = (id: string, mustBeList: boolean): boolean => {
    if (seen.has(id)) return true
    seen.add(id)
    const part = form.get(id)
    if (typeof part !== 'string') return false
    let value: unknown
    try {
      value = JSON.parse(part)
    } catch {
      return false
    }
    if (mustBeList && !Array.isArray(value)) return false
    for (const text of stringsOf(value)) {
      if (!text.startsWith('$') || inlineValue.test(text)) continue
      const [, tag, hex] = partReference.exec(text) ?? []
      if (hex === undefined) return false
      const part = String(parseInt(hex, 16))
      if (tag === 'K') continue
      if (!before(part, id)) return false
      if (tag === 'B') {
        if (!(form.get(part) instanceof Blob)) return false
      } else if (!partHolds(part, false)) return false
    }
    return true
  }
  return partHolds('0', true)
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
