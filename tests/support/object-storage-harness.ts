/**
 * Run by tests/integration/object-storage.test.ts through the bundling runner, with the site's configuration from the
 * environment (S3_* or not, DATABASE_URL, MEDIA_DIR): what an editor, a visitor and the site's own code do with
 * uploads, through Payload's REST API (`handleEndpoints`, what the site's `/api/[...slug]` route calls, behind the same
 * guards) and its local API. It reports; the test checks the bucket or the folder itself.
 *
 * - `--phase upload`: migrates the empty database, makes an editor, uploads through the REST API as the editor a
 *   picture (its sizes made by sharp), a public PDF and a reserved download, and stores a CV as the job form does (local
 *   API: nobody creates one through the API); then reads each file back anonymously and as the editor, and tries
 *   hostile uploads and reads.
 * - `--phase delete`: deletes those documents through the REST API as the editor, and reads their files again.
 */
import { createHash } from 'node:crypto'
import { parseArgs } from 'node:util'

import { getPayload, handleEndpoints, type Payload } from 'payload'
import { PDFDocument } from 'pdf-lib'
import sharp from 'sharp'

import { fail, finish } from '../../scripts/lib/done'
import { migrateDatabase } from '../../scripts/lib/migrations'
import { guarded } from '../../src/cms/api-guards'
import { readUpload } from '../../src/cms/uploads'
import { isPostgres } from '../../src/lib/env'
import { migrations as postgresMigrations } from '../../src/migrations/postgres'
import { migrations as sqliteMigrations } from '../../src/migrations/sqlite'
import config from '../../src/payload.config'

const { values } = parseArgs({ options: { phase: { type: 'string' } }, strict: true })

const EDITOR = { email: 'uploads-editor@vinea.test', password: 'object-storage-test-passphrase-7k2q' }
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex')

/** The site's API route: the guards, then Payload's REST handlers. */
const api = guarded((request: Request) => handleEndpoints({ config, request }))

type Served = { status: number; sha256?: string; size?: number; type?: string | null; disposition?: string | null }

async function call(method: string, path: string, token?: string, body?: BodyInit): Promise<Response> {
  const headers = new Headers({ Origin: 'http://localhost:3000' })
  if (token) headers.set('Authorization', `JWT ${token}`)
  return api(new Request(`http://localhost:3000${path}`, { method, headers, body }), undefined)
}

async function serve(path: string, token?: string): Promise<Served> {
  const response = await call('GET', path, token)
  const bytes = new Uint8Array(await response.arrayBuffer())
  return response.ok
    ? {
        status: response.status,
        sha256: sha256(bytes),
        size: bytes.length,
        type: response.headers.get('content-type'),
        disposition: response.headers.get('content-disposition'),
      }
    : { status: response.status }
}

/** An upload through the REST API as the admin sends it: multipart, the fields as `_payload` JSON. */
async function upload(token: string, collection: string, file: Blob, name: string, fields: Record<string, unknown>) {
  const form = new FormData()
  form.set('file', file, name)
  form.set('_payload', JSON.stringify(fields))
  const response = await call('POST', `/api/${collection}`, token, form)
  const body = (await response.json()) as { doc?: Record<string, unknown>; errors?: { message: string }[] }
  return { status: response.status, doc: body.doc, errors: body.errors?.map((e) => e.message) }
}

/** A file as a browser sends it (a copy: Blob takes no view of a shared buffer). */
const blob = (bytes: Uint8Array, type: string) => new Blob([new Uint8Array(bytes)], { type })

async function pdf(text: string): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  doc.addPage().drawText(text)
  return doc.save()
}

async function token(payload: Payload): Promise<string> {
  const existing = await payload.find({ collection: 'users', where: { email: { equals: EDITOR.email } }, limit: 1 })
  if (!existing.docs.length) await payload.create({ collection: 'users', data: { ...EDITOR } as never })
  const { token } = await payload.login({ collection: 'users', data: EDITOR })
  return token!
}

type FileDoc = {
  id: number
  filename: string
  url: string
  prefix?: string | null
  sizes?: Record<string, { filename?: string; url?: string }>
}

const fileDoc = (doc: Record<string, unknown> | undefined): FileDoc => {
  const d = doc as FileDoc
  return { id: d.id, filename: d.filename, url: d.url, prefix: d.prefix, sizes: d.sizes }
}

async function uploadPhase(payload: Payload) {
  await migrateDatabase(payload, isPostgres() ? postgresMigrations : sqliteMigrations)
  const editor = await token(payload)

  const picture = await sharp({
    create: { width: 900, height: 1100, channels: 3, background: { r: 120, g: 20, b: 40 } },
  })
    .png()
    .toBuffer()
  const image = await upload(editor, 'media', blob(picture, 'image/png'), 'barolo riserva.png', {
    alt: 'Barolo',
  })
  const priceList = await pdf('Listino 2026')
  const document = await upload(editor, 'documents', blob(priceList, 'application/pdf'), 'listino.pdf', {
    title: 'Listino',
  })
  const sheet = await pdf('Scheda riservata')
  const download = await upload(editor, 'downloads', blob(sheet, 'application/pdf'), 'scheda.pdf', {
    code: 'scheda-test',
    title: 'Scheda',
  })
  // The job form stores its files with the local API (src/features/contacts): the same path here.
  const cvBytes = await pdf('Curriculum')
  const cv = await payload.create({
    collection: 'application-files',
    data: {},
    file: { data: Buffer.from(cvBytes), mimetype: 'application/pdf', name: 'cv-rossi.pdf', size: cvBytes.length },
    overrideAccess: true,
  })

  const media = fileDoc(image.doc)
  const cvDoc = fileDoc(cv as unknown as Record<string, unknown>)
  const downloadDoc = fileDoc(download.doc)
  const documentDoc = fileDoc(document.doc)
  const served = {
    imageAnonymous: await serve(media.url.replace(/\/$/, '')),
    imageSizeAnonymous: await serve(media.sizes!.card!.url!.replace(/\/$/, '')),
    documentAnonymous: await serve(documentDoc.url.replace(/\/$/, '')),
    downloadAnonymous: await serve(downloadDoc.url.replace(/\/$/, '')),
    downloadEditor: await serve(downloadDoc.url.replace(/\/$/, ''), editor),
    cvAnonymous: await serve(`/api/application-files/file/${encodeURIComponent(cvDoc.filename)}`),
    cvEditor: await serve(`/api/application-files/file/${encodeURIComponent(cvDoc.filename)}`, editor),
    // The outbox attaches the CV to the office's mail from wherever uploads are kept.
    cvForMail: sha256((await readUpload('application-files', cvDoc.filename)) ?? new Uint8Array()),
  }

  // Hostile input: another folder through the name or Payload's `prefix` parameter, a page posing as a PDF, a name
  // that climbs out of its folder.
  const hostile = {
    traversalRead: await serve(`/api/media/file/..%2Fprivate%2Fapplications%2F${encodeURIComponent(cvDoc.filename)}`),
    traversalReadEditor: await serve(
      `/api/documents/file/..%2Fprivate%2Fapplications%2F${encodeURIComponent(cvDoc.filename)}`,
      editor,
    ),
    prefixRead: await serve(
      `/api/media/file/${encodeURIComponent(cvDoc.filename)}?prefix=${encodeURIComponent('../private/applications')}`,
    ),
    fakePdf: await upload(
      editor,
      'documents',
      new Blob(['<html><script>alert(1)</script></html>'], { type: 'application/pdf' }),
      'listino-falso.pdf',
      { title: 'Falso' },
    ),
    notAnImage: await upload(editor, 'media', blob(priceList, 'application/pdf'), 'label.pdf', {
      alt: 'PDF',
    }),
    climbingName: await upload(
      editor,
      'documents',
      blob(priceList, 'application/pdf'),
      '../../private/applications/evil.pdf',
      { title: 'Climb' },
    ),
    anonymousUpload: await upload('', 'media', blob(picture, 'image/png'), 'anon.png', { alt: 'x' }),
  }
  const climbing = hostile.climbingName.doc ? fileDoc(hostile.climbingName.doc) : null

  return {
    uploads: {
      media: { status: image.status, errors: image.errors, doc: media, sha256: sha256(picture) },
      documents: { status: document.status, errors: document.errors, doc: documentDoc, sha256: sha256(priceList) },
      downloads: { status: download.status, errors: download.errors, doc: downloadDoc, sha256: sha256(sheet) },
      'application-files': { doc: cvDoc, sha256: sha256(cvBytes) },
    },
    served,
    hostile: {
      ...hostile,
      fakePdf: { status: hostile.fakePdf.status, errors: hostile.fakePdf.errors },
      notAnImage: { status: hostile.notAnImage.status, errors: hostile.notAnImage.errors },
      climbingName: { status: hostile.climbingName.status, errors: hostile.climbingName.errors, doc: climbing },
      anonymousUpload: { status: hostile.anonymousUpload.status },
    },
  }
}

async function deletePhase(payload: Payload) {
  const editor = await token(payload)
  const deleted: Record<string, { status: number; files: Served[] }> = {}
  for (const collection of ['media', 'documents', 'downloads', 'application-files'] as const) {
    const { docs } = await payload.find({ collection, limit: 100, depth: 0, overrideAccess: true })
    for (const doc of docs) {
      const file = doc as unknown as FileDoc
      const names = [file.filename, ...Object.values(file.sizes ?? {}).map((s) => s.filename)].filter(Boolean)
      const response = await call('DELETE', `/api/${collection}/${file.id}`, editor)
      deleted[`${collection}/${file.filename}`] = {
        status: response.status,
        files: await Promise.all(names.map((n) => serve(`/api/${collection}/file/${encodeURIComponent(n!)}`, editor))),
      }
    }
  }
  return { deleted }
}

async function main() {
  const payload = await getPayload({ config })
  if (values.phase === 'upload') finish(await uploadPhase(payload))
  if (values.phase === 'delete') finish(await deletePhase(payload))
  throw new Error('--phase upload or --phase delete')
}

main().catch(fail)
