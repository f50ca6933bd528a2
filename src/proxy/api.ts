import { type NextRequest, NextResponse } from 'next/server'

import { acceptLanguage } from '../i18n/accept-language'
import { FORM_BODY_LIMIT_MB } from '../lib/form-limits'
import { uploadFolders } from '../lib/storage-env'
import { badSegment, nonCanonicalApiPath } from '../lib/url-path'
import { fromAnotherSite, oversize } from './posts'

const reads = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * A refusal in the API's form, its sentence in the admin's language (its `payload-lng` cookie, which Payload keeps),
 * else the first of ours the caller's `Accept-Language` names, else Italian. The admin's picture drawer sends the
 * browser's own languages: an editor of the English admin in an Italian browser read the refusal in Italian (the
 * twenty-first check from outside).
 */
function refusal(request: NextRequest, status: number, message: { it: string; en: string }): NextResponse {
  const chosen = request.cookies.get('payload-lng')?.value
  const english =
    chosen === 'en' || chosen === 'it'
      ? chosen === 'en'
      : acceptLanguage(request.headers.get('accept-language')) === 'en'
  return NextResponse.json(
    { errors: [{ message: english ? message.en : message.it }] },
    { status, headers: { 'Cache-Control': 'no-store' } },
  )
}

/** A request with a session: its cookie, or a token. */
const signedIn = (request: NextRequest) => request.cookies.has('payload-token') || request.headers.has('authorization')

/**
 * The collections of uploaded files (`uploadFolders`): none takes a write from a caller without a session, and
 * Payload reads and checks an upload's file before its access rule, so that an anonymous 11 MB upload was answered
 * "not a picture" after being read (the twenty-second check from outside). Such a write is refused before that.
 */
const uploadCollections = new RegExp(`^/api/(?:${Object.keys(uploadFolders).join('|')})(?:/|$)`)

/**
 * The CMS's API, before Payload (decision 058's second check):
 * - a path Next's router cannot decode answered 500 before any handler ran: 404; so is a route's word written in
 *   capitals or escapes, which Payload answered past the guards keyed on the path (`nonCanonicalApiPath`);
 * - a body larger than Next passes on (FORM_BODY_LIMIT_MB) is refused with 413 and a sentence, and a write whose
 *   body states no length (sent in chunks) with 411;
 * - a write without a session to a collection of uploaded files is refused before Payload reads its file;
 * - a write sent by another site's page is refused. Payload's CSRF rule only stops a cookie from being *read* for
 *   another origin, so another site's form could sign a visitor in to an account of its choosing (`/login`, whose
 *   answer sets the `payload-token` cookie), or ask for reset mails. Scripts that call the API send no `Origin`;
 *   the admin sends its own;
 * - an answer to a signed-in request (the session's cookie or a token), or to a write (a sign-in's carries its token),
 *   is the caller's own: `private, no-store`, so that no shared cache keeps one customer's account, downloads or
 *   reserved articles for the next caller.
 */
export function api(request: NextRequest): NextResponse {
  if (badSegment(request.nextUrl.pathname) || nonCanonicalApiPath(request.nextUrl.pathname)) {
    return refusal(request, 404, { it: 'Non Trovato', en: 'Not Found' })
  }
  if (!reads.has(request.method) && fromAnotherSite(request)) {
    return refusal(request, 403, {
      it: 'Questa richiesta è arrivata da un altro sito e non è stata accettata.',
      en: 'This request came from another site and was not accepted.',
    })
  }
  // Next hands on only the first FORM_BODY_LIMIT_MB of a body: a larger upload reached Payload cut short, a 500.
  if (oversize(request)) {
    return refusal(request, 413, {
      it: `Il file è troppo grande: al massimo ${FORM_BODY_LIMIT_MB} MB per invio.`,
      en: `The file is too large: at most ${FORM_BODY_LIMIT_MB} MB per upload.`,
    })
  }
  // A body sent in chunks has no length to check: Next cut one over the limit short as above, and Payload's
  // multipart reader threw before any access rule (a 500 for anyone). Browsers and fetch with a text or a form
  // send the length; a reverse proxy that buffers (the recipe's nginx) sends it too.
  if (
    !reads.has(request.method) &&
    request.headers.has('transfer-encoding') &&
    !request.headers.has('content-length')
  ) {
    return refusal(request, 411, {
      it: 'La richiesta deve dichiarare la sua lunghezza (Content-Length): invia il corpo in un solo pezzo.',
      en: 'The request must state its length (Content-Length): send its body in one piece.',
    })
  }
  if (!reads.has(request.method) && uploadCollections.test(request.nextUrl.pathname) && !signedIn(request)) {
    return refusal(request, 403, {
      it: 'Non sei autorizzato a eseguire questa azione.',
      en: 'You are not allowed to perform this action.',
    })
  }
  const response = NextResponse.next()
  // A write's answer too: a sign-in's carries the new session's token (the thirteenth check from outside found no
  // Cache-Control on it), a reset's or a form's is the caller's own.
  if (signedIn(request) || !reads.has(request.method)) {
    response.headers.set('Cache-Control', 'private, no-store')
  }
  return response
}
