import { execFileSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { DeleteObjectCommand, HeadObjectCommand } from '@aws-sdk/client-s3'
import { createClient } from '@libsql/client'
import sharp from 'sharp'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import { objectStorageOf, readStorageEnv } from '../../../src/lib/storage-env'
import { readTree, runBackupCommand, writeUploads } from '../../../tests/support/backups'
import { startS3, type TestS3 } from '../../../tests/support/s3'
import { MANIFEST } from './archive'
import { backUp, BackupError, restore } from './index'

/**
 * Decision 039: with the uploads in an S3-compatible bucket (S3_*), `npm run backup` archives the bucket's uploads
 * (the objects under S3_PREFIX in the upload folders) in the archive's `media/`, as MEDIA_DIR's would be, and `npm run
 * restore` puts them back, with their content types, and deletes the uploads the backup does not hold; nothing else in
 * the bucket, nor MEDIA_DIR, is touched. An archive of MEDIA_DIR restores into a bucket (moving a site to one). A
 * refused restore, or a bucket that cannot be reached, changes nothing. A real S3-compatible server (s3rver).
 */

const PREFIX = 'vinea'
let s3: TestS3
const dirs: string[] = []
beforeAll(async () => {
  s3 = await startS3({ bucket: 'vinea-backup-test', prefix: PREFIX })
})
afterAll(async () => {
  await s3?.stop()
})
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true })
})

function site() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vinea-backup-bucket-'))
  dirs.push(dir)
  const databaseUrl = `file:${path.join(dir, 'data', 'vinea.db')}`
  return { dir, databaseUrl, mediaDir: path.join(dir, 'media'), backupDir: path.join(dir, 'backups') }
}

async function createDatabase(databaseUrl: string, rows: string[]) {
  fs.mkdirSync(path.dirname(databaseUrl.slice('file:'.length)), { recursive: true })
  const db = createClient({ url: databaseUrl })
  await db.execute('CREATE TABLE IF NOT EXISTS media (filename TEXT)')
  // Payload's record of the migrations: a restore takes only the site's database (decision 104).
  await db.execute('CREATE TABLE IF NOT EXISTS payload_migrations (name TEXT, batch INTEGER)')
  await db.execute('DELETE FROM media')
  for (const row of rows) await db.execute({ sql: 'INSERT INTO media VALUES (?)', args: [row] })
  db.close()
}

async function readRows(databaseUrl: string): Promise<string[]> {
  const db = createClient({ url: databaseUrl })
  const rows = (await db.execute('SELECT filename FROM media ORDER BY 1')).rows.map((r) => String(r.filename))
  db.close()
  return rows
}

/** The bucket's objects under `prefix`: bytes and content type. */
async function readBucket(prefix = '') {
  const objects = new Map<string, { bytes: Buffer; type: string | undefined }>()
  for (const key of await s3.keys(prefix)) {
    const head = await s3.client.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: key }))
    objects.set(key, { bytes: (await s3.get(key))!, type: head.ContentType })
  }
  return objects
}

async function emptyBucket() {
  for (const key of await s3.keys()) await s3.client.send(new DeleteObjectCommand({ Bucket: s3.bucket, Key: key }))
}

/** The site's uploads in the bucket, and two objects that are not the site's uploads. */
async function fillBucket() {
  await emptyBucket()
  const picture = await sharp({ create: { width: 40, height: 50, channels: 3, background: '#7a1f2b' } })
    .webp()
    .toBuffer()
  await s3.put(`${PREFIX}/images/barolo cannubi.webp`, picture, 'image/webp')
  await s3.put(`${PREFIX}/images/barolo cannubi-300x366.webp`, randomBytes(3000), 'image/webp')
  await s3.put(
    `${PREFIX}/documents/listino prezzi 2026.pdf`,
    Buffer.from('%PDF-1.7\n% listino\n%%EOF\n'),
    'application/pdf',
  )
  await s3.put(`${PREFIX}/downloads/scheda.txt`, Buffer.from('scheda tecnica'), 'text/plain')
  await s3.put(`${PREFIX}/private/applications/cv-rossi.pdf`, Buffer.from('%PDF-1.4\n% cv\n%%EOF\n'), 'application/pdf')
  await s3.put(`${PREFIX}/notes/keep.txt`, Buffer.from('not an upload'), 'text/plain')
  await s3.put('other-site/images/x.webp', randomBytes(100), 'image/webp')
}

const env = (s: ReturnType<typeof site>) => ({
  DATABASE_URL: s.databaseUrl,
  MEDIA_DIR: s.mediaDir,
  BACKUP_DIR: s.backupDir,
  NEXT_DIST_DIR: path.join(s.dir, '.next'),
  ...s3.env,
})

describe('backup and restore with the uploads in a bucket', { timeout: 60_000 }, () => {
  it('round trip through the commands: the bucket’s uploads, with their types, and nothing else', async () => {
    const s = site()
    await fillBucket()
    await createDatabase(s.databaseUrl, ['barolo cannubi.webp', 'listino prezzi 2026.pdf'])
    fs.mkdirSync(path.join(s.mediaDir, 'images'), { recursive: true })
    fs.writeFileSync(path.join(s.mediaDir, 'images', 'left-on-disk.webp'), 'from before the bucket')
    const uploads = await readBucket(`${PREFIX}/`)
    const others = [...(await readBucket())].filter(([key]) => !key.startsWith(`${PREFIX}/`) || key.includes('/notes/'))
    uploads.delete(`${PREFIX}/notes/keep.txt`)

    const backup = await runBackupCommand('backup', [], env(s))
    expect(backup.code, backup.stderr).toBe(0)
    expect(backup.stdout).toContain(`and the uploads in s3://${s3.bucket}/${PREFIX}/ at ${s3.endpoint}`)
    expect(backup.stdout).toMatch(new RegExp(`media: 5 files, .* from s3://${s3.bucket}/${PREFIX}/`))
    const [archive] = fs.readdirSync(s.backupDir)
    const unpacked = fs.mkdtempSync(path.join(s.dir, 'unpacked-'))
    execFileSync('tar', ['-xzf', path.join(s.backupDir, archive!), '-C', unpacked])
    const manifest = JSON.parse(fs.readFileSync(path.join(unpacked, MANIFEST), 'utf8'))
    expect(manifest.uploadsFrom).toBe(`s3://${s3.bucket}/${PREFIX}/ at ${s3.endpoint}`)
    expect(manifest.files.filter((f: { path: string }) => f.path.startsWith('media/'))).toEqual(
      [...uploads].map(([key, object]) =>
        expect.objectContaining({
          path: `media/${key.slice(PREFIX.length + 1)}`,
          size: object.bytes.length,
          contentType: object.type,
        }),
      ),
    )
    expect([...readTree(path.join(unpacked, 'media')).keys()]).toEqual(
      [...uploads.keys()].map((k) => k.slice(PREFIX.length + 1)),
    )

    // A day of editing: a file replaced, one deleted, one added; the database changed.
    await s3.put(`${PREFIX}/images/barolo cannubi.webp`, randomBytes(500), 'application/octet-stream')
    await s3.client.send(
      new DeleteObjectCommand({ Bucket: s3.bucket, Key: `${PREFIX}/documents/listino prezzi 2026.pdf` }),
    )
    await s3.put(`${PREFIX}/images/2027/new-label.webp`, randomBytes(500), 'image/webp')
    await createDatabase(s.databaseUrl, ['new-label.webp'])

    const restored = await runBackupCommand('restore', [path.join(s.backupDir, archive!)], env(s))
    expect(restored.code, restored.stderr).toBe(0)
    expect(restored.stdout).toMatch(
      /media: s3:\/\/\S+ at \S+: 5 objects written, 1 the backup does not hold deleted \(it held 5\)/,
    )
    expect(await readRows(s.databaseUrl)).toEqual(['barolo cannubi.webp', 'listino prezzi 2026.pdf'])
    const after = await readBucket()
    expect([...after.keys()]).toEqual([...new Map([...uploads, ...others]).keys()].sort())
    for (const [key, object] of [...uploads, ...others]) {
      expect(after.get(key)!.bytes.equals(object.bytes), `${key}: same bytes`).toBe(true)
      expect(after.get(key)!.type, key).toBe(object.type)
    }
    // MEDIA_DIR is not the uploads' place any more: left as it was.
    expect([...readTree(s.mediaDir).keys()]).toEqual(['images/left-on-disk.webp'])
  })

  it('an archive of MEDIA_DIR restores into the bucket (moving a site to one), typed by content or extension', async () => {
    const s = site()
    await emptyBucket()
    await createDatabase(s.databaseUrl, ['cv-rossi.pdf'])
    writeUploads(s.mediaDir)
    const files = readTree(s.mediaDir)
    const report = await backUp({ databaseUrl: s.databaseUrl, mediaDir: s.mediaDir, backupDir: s.backupDir })
    const bucket = objectStorageOf(readStorageEnv({ NODE_ENV: 'test', ...s3.env }))!
    const restored = await restore({
      archive: report.archive,
      databaseUrl: s.databaseUrl,
      mediaDir: s.mediaDir,
      objectStorage: bucket,
    })
    expect(restored.media).toMatchObject({ files: files.size, removed: 0 })
    const after = await readBucket()
    expect([...after.keys()]).toEqual([...files.keys()].map((name) => `${PREFIX}/${name}`).sort())
    for (const [name, bytes] of files) expect(after.get(`${PREFIX}/${name}`)!.bytes.equals(bytes), name).toBe(true)
    expect(after.get(`${PREFIX}/documents/listino prezzi 2026.pdf`)!.type).toBe('application/pdf')
    expect(after.get(`${PREFIX}/downloads/scheda-vuota.txt`)!.type).toBe('text/plain')
    expect(after.get(`${PREFIX}/images/barolo-cannubi-2019.webp`)!.type).toBe('image/webp')
    expect(readTree(s.mediaDir).size, 'MEDIA_DIR left as it was').toBe(files.size)
  })

  it('a refused archive or an unreachable bucket changes neither the bucket nor the database', async () => {
    const s = site()
    await fillBucket()
    await createDatabase(s.databaseUrl, ['barolo cannubi.webp'])
    const bucket = objectStorageOf(readStorageEnv({ NODE_ENV: 'test', ...s3.env }))!
    const report = await backUp({
      databaseUrl: s.databaseUrl,
      mediaDir: s.mediaDir,
      objectStorage: bucket,
      backupDir: s.backupDir,
    })
    await s3.put(`${PREFIX}/images/added-later.webp`, randomBytes(10), 'image/webp')
    await createDatabase(s.databaseUrl, ['added-later.webp'])
    const before = await readBucket()

    // A PostgreSQL site refuses a SQLite archive before it writes anything to the bucket.
    const otherKind = restore({
      archive: report.archive,
      databaseUrl: 'postgres://nobody@127.0.0.1:9/none',
      mediaDir: s.mediaDir,
      objectStorage: bucket,
    })
    await expect(otherKind).rejects.toThrow(/refused: the archive holds a SQLite database/)
    // A bucket nobody answers for: the restore stops before the database.
    const away = { ...bucket, endpoint: 'http://127.0.0.1:9' }
    const unreachable = restore({
      archive: report.archive,
      databaseUrl: s.databaseUrl,
      mediaDir: s.mediaDir,
      objectStorage: away,
    })
    await expect(unreachable).rejects.toBeInstanceOf(BackupError)
    await expect(unreachable).rejects.toThrow(
      /listing the uploads in s3:\/\/vinea-backup-test\/vinea\/ at http:\/\/127\.0\.0\.1:9 failed/,
    )

    const after = await readBucket()
    expect([...after.keys()]).toEqual([...before.keys()])
    for (const [key, object] of before) expect(after.get(key)!.bytes.equals(object.bytes), key).toBe(true)
    expect(await readRows(s.databaseUrl)).toEqual(['added-later.webp'])
  })
})
