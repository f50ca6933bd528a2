import { spawn } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { readTree } from '../support/backups'
import { startS3, type TestS3 } from '../support/s3'

/**
 * Issue 17, item 1, uploads: on an S3-compatible bucket when S3_* is set (docs/decisions/039-object-storage.md), on
 * MEDIA_DIR otherwise. A real local S3-compatible server (s3rver, started here) and the site's own configuration, run
 * by tests/support/object-storage-harness.ts through Payload's REST API behind the site's guards: uploads land as
 * objects under S3_PREFIX in the collection's folder, come back through Payload's file route with its access rules
 * (a CV or a reserved download refused to an anonymous visitor, public bytes equal to the bucket's), leave MEDIA_DIR
 * empty, and go when their document goes; hostile names and types are refused as on disk. Then the same without
 * S3_*: the files are on disk again, at the same URLs. Needs no site; about 45 s here (four runs of the harness).
 */

const root = path.resolve(import.meta.dirname, '../..')
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vinea-object-storage-'))
const PREFIX = 'vinea-site'
let s3: TestS3
/** The URLs the documents had with the bucket, to compare with the disk's. */
let bucketUrls: string[] = []

beforeAll(async () => {
  s3 = await startS3({ prefix: PREFIX })
})
afterAll(async () => {
  await s3?.stop()
  fs.rmSync(dir, { recursive: true, force: true })
})

const secret = () => crypto.randomBytes(32).toString('base64url')
const sha256 = (bytes: Buffer) => crypto.createHash('sha256').update(bytes).digest('hex')

type Served = { status: number; sha256?: string; type?: string | null; disposition?: string | null }
type Doc = {
  id: number
  filename: string
  url: string
  prefix?: string
  sizes?: Record<string, { filename: string | null; url: string | null }>
}
type Uploaded = { status?: number; errors?: string[]; doc: Doc; sha256: string }
type UploadReport = {
  uploads: Record<'media' | 'documents' | 'downloads' | 'application-files', Uploaded>
  served: Record<string, Served> & { cvForMail: string }
  hostile: Record<string, Served & { errors?: string[]; doc?: Doc | null }>
}
type DeleteReport = { deleted: Record<string, { status: number; files: Served[] }> }

/** Runs a phase of the harness with the given settings; resolves with its report (its last JSON line). */
function harness<T>(phase: 'upload' | 'delete', env: Record<string, string>): Promise<T> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['scripts/run-payload-script.mjs', 'tests/support/object-storage-harness.ts', '--', '--phase', phase],
      {
        cwd: root,
        env: { ...process.env, NODE_ENV: 'test', PAYLOAD_SCRIPT_TIMEOUT_MS: '120000', ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    )
    let out = ''
    let err = ''
    child.stdout.on('data', (chunk) => (out += chunk))
    child.stderr.on('data', (chunk) => (err += chunk))
    child.on('exit', (code) => {
      const line = out
        .trim()
        .split('\n')
        .reverse()
        .find((l) => l.startsWith('{'))
      if (code !== 0 || !line) reject(new Error(`harness --phase ${phase} exited ${code}\n${out}\n${err}`))
      else resolve(JSON.parse(line) as T)
    })
  })
}

const site = (name: string) => ({
  DATABASE_URL: `file:${path.join(dir, `${name}.db`)}`,
  MEDIA_DIR: path.join(dir, `media-${name}`),
  PAYLOAD_SECRET: secret(),
  REVALIDATE_SECRET: secret(),
})

/** Every file name a document has: the original and its image sizes. */
const filenames = (doc: Doc) => [
  doc.filename,
  ...Object.values(doc.sizes ?? {}).flatMap((s) => (s.filename ? [s.filename] : [])),
]
/** Every URL a document gives the pages (next/image and links read these). */
const urls = (report: UploadReport) =>
  Object.values(report.uploads).flatMap(({ doc }) => [
    doc.url,
    ...Object.values(doc.sizes ?? {}).flatMap((s) => (s.url ? [s.url] : [])),
  ])

function expectServedAsOnEverySite(report: UploadReport) {
  const { uploads, served } = report
  for (const name of ['media', 'documents', 'downloads'] as const) expect(uploads[name].status, name).toBe(201)
  // Public files to anyone; reserved downloads and CVs only with a session, CVs as attachments.
  expect(served.imageAnonymous).toMatchObject({ status: 200, type: 'image/webp' })
  expect(served.imageSizeAnonymous).toMatchObject({ status: 200, type: 'image/webp' })
  expect(served.documentAnonymous).toMatchObject({ status: 200, sha256: uploads.documents.sha256 })
  expect(served.downloadAnonymous.status).toBe(403)
  expect(served.downloadEditor).toMatchObject({ status: 200, sha256: uploads.downloads.sha256 })
  expect(served.cvAnonymous.status).toBe(403)
  expect(served.cvEditor).toMatchObject({
    status: 200,
    sha256: uploads['application-files'].sha256,
    disposition: 'attachment',
  })
  expect(served.cvForMail).toBe(uploads['application-files'].sha256)
}

function expectHostileRefused(report: UploadReport) {
  const { hostile } = report
  // Another folder through an encoded `../` in the name: the guards' 404, before any storage is asked.
  expect(hostile.traversalRead.status).toBe(404)
  expect(hostile.traversalReadEditor.status).toBe(404)
  // Another folder through Payload's `prefix` parameter: no media document has that prefix.
  expect(hostile.prefixRead.status).toBe(403)
  // Content checked, not the name or the declared type: a page posing as a PDF, a PDF posing as a picture. In the
  // admin's language, Italian for a request that names none (decision 084; Payload's own refusal was English).
  expect(hostile.fakePdf).toMatchObject({ status: 400, errors: ['Il seguente campo non è valido: File'] })
  expect(hostile.notAnImage).toMatchObject({ status: 400, errors: ['Il seguente campo non è valido: File'] })
  // A name that climbs out of its folder keeps its last segment only.
  expect(hostile.climbingName.status).toBe(201)
  expect(hostile.climbingName.doc).toMatchObject({ filename: 'evil.pdf', url: '/api/documents/file/evil.pdf' })
  expect(hostile.anonymousUpload.status).toBe(403)
}

describe('uploads in an S3-compatible bucket (S3_* set)', () => {
  let report: UploadReport
  const settings = site('bucket')

  it('stores every upload as an object under S3_PREFIX in its collection folder, and nothing on disk', async () => {
    report = await harness<UploadReport>('upload', { ...settings, ...s3.env })
    const expected = [
      ...filenames(report.uploads.media.doc).map((f) => `${PREFIX}/images/${f}`),
      `${PREFIX}/documents/${report.uploads.documents.doc.filename}`,
      `${PREFIX}/documents/evil.pdf`,
      `${PREFIX}/downloads/${report.uploads.downloads.doc.filename}`,
      `${PREFIX}/private/applications/${report.uploads['application-files'].doc.filename}`,
    ].sort()
    expect(report.uploads.media.doc.sizes?.card?.filename).toBeTruthy()
    expect(await s3.keys()).toEqual(expected)
    expect(sha256((await s3.get(`${PREFIX}/documents/listino.pdf`))!)).toBe(report.uploads.documents.sha256)
    expect(sha256((await s3.get(`${PREFIX}/private/applications/cv-rossi.pdf`))!)).toBe(
      report.uploads['application-files'].sha256,
    )
    expect(readTree(settings.MEDIA_DIR).size).toBe(0)
    bucketUrls = urls(report)
  }, 120_000)

  it('serves them through Payload’s file route with each collection’s access rules', () => {
    expectServedAsOnEverySite(report)
    // The picture and its size come back as the bucket holds them.
    return Promise.all([
      s3.get(`${PREFIX}/images/${report.uploads.media.doc.filename}`),
      s3.get(`${PREFIX}/images/${report.uploads.media.doc.sizes!.card!.filename}`),
    ]).then(([original, card]) => {
      expect(report.served.imageAnonymous.sha256).toBe(sha256(original!))
      expect(report.served.imageSizeAnonymous.sha256).toBe(sha256(card!))
    })
  })

  it('never asks the bucket to make an object public, and signs every request', () => {
    const puts = s3.requests.filter((r) => r.method === 'PUT' && r.path.startsWith(`/${s3.bucket}/${PREFIX}/`))
    expect(puts.length).toBe(filenames(report.uploads.media.doc).length + 4)
    expect(puts.filter((r) => r.acl !== null)).toEqual([])
    expect(s3.requests.filter((r) => !r.signed)).toEqual([])
  })

  it('refuses hostile names and types as on disk', () => {
    expectHostileRefused(report)
  })

  it('deletes the objects with their documents', async () => {
    const { deleted } = await harness<DeleteReport>('delete', { ...settings, ...s3.env })
    expect(Object.keys(deleted).length).toBe(5)
    for (const [name, result] of Object.entries(deleted)) {
      expect(result.status, name).toBe(200)
      for (const file of result.files) expect(file.status, name).toBe(404)
    }
    expect(await s3.keys()).toEqual([])
  }, 120_000)
})

describe('uploads on disk (no S3_*)', () => {
  it('keeps files under MEDIA_DIR at the same URLs, with the same rules, and leaves the bucket alone', async () => {
    // Empty counts as unset (src/lib/env.ts): S3_* of the shell running the tests does not reach the site.
    const noBucket = Object.fromEntries(Object.keys(s3.env).map((name) => [name, '']))
    const settings = { ...site('disk'), ...noBucket }
    const requestsBefore = s3.requests.length
    const report = await harness<UploadReport>('upload', settings)
    expectServedAsOnEverySite(report)
    expectHostileRefused(report)
    const files = readTree(settings.MEDIA_DIR)
    expect([...files.keys()]).toEqual(
      [
        ...filenames(report.uploads.media.doc).map((f) => `images/${f}`),
        'documents/evil.pdf',
        `documents/${report.uploads.documents.doc.filename}`,
        `downloads/${report.uploads.downloads.doc.filename}`,
        `private/applications/${report.uploads['application-files'].doc.filename}`,
      ].sort(),
    )
    expect(report.served.imageAnonymous.sha256).toBe(sha256(files.get(`images/${report.uploads.media.doc.filename}`)!))
    // The pages' URLs do not depend on where the files are.
    expect(urls(report)).toEqual(bucketUrls)
    expect(s3.requests.length).toBe(requestsBefore)

    const { deleted } = await harness<DeleteReport>('delete', settings)
    for (const [name, result] of Object.entries(deleted)) {
      expect(result.status, name).toBe(200)
      // Gone. (Payload's disk handler answers a name whose file is missing with a 500 and a log line, where the
      // storage plugin answers 404: Payload's behaviour on main, not changed here.)
      for (const file of result.files) expect(file.status, name).not.toBe(200)
    }
    expect(readTree(settings.MEDIA_DIR).size).toBe(0)
  }, 180_000)
})
