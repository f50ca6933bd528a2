import 'server-only'

import fs from 'node:fs'
import path from 'node:path'
import { Readable } from 'node:stream'

import { uploadDir } from '@/cms/uploads'
import type { Locale } from '@/i18n/locales'
import { localizePath } from '@/i18n/route-table'
import { getPayloadClient } from '@/lib/payload'

import { mayReadReserved, sessionEndedLogin } from './session'

/**
 * A reserved download's file (issue 14, item 4): only to a visitor whose session stands (or an editor previewing
 * the area), as an attachment, never
 * stored by a browser cache or a shared one. Its address is a reserved page's (`/reserved-area/download/{code}/`),
 * so the login guard of the proxy runs first (a session older than 5 minutes is revalidated on the way).
 */
export async function downloadFile(locale: Locale, code: string): Promise<Response> {
  const noStore = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' }
  if (!(await mayReadReserved())) {
    const login = sessionEndedLogin(locale, localizePath('/reserved-area/download', locale))
    return new Response(null, { status: 303, headers: { ...noStore, Location: login } })
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
  const name = file?.filename ? path.basename(file.filename) : null
  const location = name ? path.join(uploadDir('downloads'), name) : null
  const stat = location ? fs.statSync(location, { throwIfNoEntry: false }) : undefined
  if (!file || !location || !stat?.isFile()) {
    return new Response('Not found', {
      status: 404,
      headers: { ...noStore, 'Content-Type': 'text/plain; charset=utf-8' },
    })
  }
  const stream = Readable.toWeb(fs.createReadStream(location)) as ReadableStream
  return new Response(stream, {
    headers: {
      ...noStore,
      'Content-Type': file.mimeType || 'application/octet-stream',
      'Content-Length': String(stat.size),
      'Content-Disposition': `attachment; filename="${name!.replace(/[^\w.-]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name!)}`,
      'X-Content-Type-Options': 'nosniff',
    },
  })
}
