import 'server-only'

import path from 'node:path'

import { cookies } from 'next/headers'

import { openUpload } from '@/cms/uploads'
import type { Locale } from '@/i18n/locales'
import { localizePath } from '@/i18n/route-table'
import { attachment } from '@/lib/content-disposition'
import { LOGIN_COOKIE, loginRedirect } from '@/lib/login-cookie'
import { getPayloadClient } from '@/lib/payload'

import { mayReadReserved, reservedLogin, sessionEndedLogin } from './session'

/** Next's empty error shell, which scripts/serve.mjs answers with the site's own 404 page (decision 020). */
const NOT_FOUND_SHELL = '<!DOCTYPE html><html id="__next_error__"><head></head><body></body></html>'

/** The code of the one download whose code is `code` in another case, if there is one. */
async function sameCodeInAnotherCase(payload: Awaited<ReturnType<typeof getPayloadClient>>, code: string) {
  const asked = code.slice(0, 200).toLowerCase()
  if (!asked.trim()) return null
  const { docs } = await payload.find({
    collection: 'downloads',
    where: { code: { like: asked } },
    limit: 20,
    depth: 0,
    overrideAccess: true,
    select: { code: true },
  })
  const same = docs.filter((doc) => typeof doc.code === 'string' && doc.code.toLowerCase() === asked)
  return same.length === 1 ? same[0].code : null
}

/** A redirect to a path of this site, temporary and kept by no cache: it follows an editor's code. */
const redirectTo = (location: string, headers: Record<string, string>) =>
  new Response(null, { status: 307, headers: { ...headers, Location: location } })

/**
 * A reserved download's file (issue 14, item 4): only to a visitor whose session stands (or an editor previewing
 * the area), as an attachment, never
 * stored by a browser cache or a shared one. Its address is a reserved page's (`/reserved-area/download/{code}/`),
 * so the login guard of the proxy runs first (a session older than 5 minutes is revalidated on the way).
 */
export async function downloadFile(locale: Locale, code: string): Promise<Response> {
  const noStore = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' }
  if (!(await mayReadReserved())) {
    const returnTo = localizePath('/reserved-area/download', locale)
    // A session that ended: its cookie goes with it (spec §4). Without one (a draft-mode cookie without an editor's
    // session), there was no session to say ended.
    const ended = (await cookies()).has(LOGIN_COOKIE)
    const login = ended ? sessionEndedLogin(locale, returnTo) : reservedLogin(locale, returnTo)
    const answer = loginRedirect(login, ended ? null : undefined)
    answer.headers.set('X-Robots-Tag', noStore['X-Robots-Tag'])
    return answer
  }
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'downloads',
    where: { code: { equals: code.slice(0, 200) } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const file = docs[0]
  // Not as typed: a download whose code differs only in case is the one asked for (the twenty-seventh check from
  // outside: other reserved addresses in capitals led to their page, a download's answered 404).
  if (!file) {
    const elsewhere = await sameCodeInAnotherCase(payload, code)
    if (elsewhere)
      return redirectTo(localizePath('/reserved-area/download/[file]', locale, { file: elsewhere }), noStore)
  }
  const name = file?.filename ? path.basename(file.filename) : null
  // From the bucket or MEDIA_DIR (docs/decisions/039-object-storage.md).
  const upload = name ? await openUpload('downloads', name) : null
  if (!file || !upload) {
    // The site's 404 page, in the address's language (spec §8 "Unknown route"): scripts/serve.mjs replaces an HTML
    // 404 that is Next's empty error shell with it (decision 020). A bare "Not found" was English on both sites.
    return new Response(NOT_FOUND_SHELL, {
      status: 404,
      headers: { ...noStore, 'Content-Type': 'text/html; charset=utf-8' },
    })
  }
  return new Response(upload.body, {
    headers: {
      ...noStore,
      'Content-Type': file.mimeType || 'application/octet-stream',
      'Content-Length': String(upload.size),
      'Content-Disposition': attachment(name!),
      'X-Content-Type-Options': 'nosniff',
    },
  })
}
