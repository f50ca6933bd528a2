import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import type { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'

import { z } from 'zod'

import { BackupError, runCommand } from './command'

/**
 * The backup archive: a gzipped tar written and read by the system's GNU tar (Debian's `tar`; no npm package for
 * it is installed here), holding
 *
 *   manifest.json        when, which kind of database, and every other file with its size and sha256
 *   database/…           the database copy: `vinea.db` (SQLite) or `vinea.pgdump` (pg_dump's custom format)
 *   media/…              the uploads, as MEDIA_DIR holds them (or the bucket, under S3_PREFIX: the same layout)
 *
 * Reading one trusts nothing in it until it is checked: entries are listed first and only plain files and folders
 * under those names are accepted, then extracted into an empty folder, which is walked and compared with the
 * manifest, file by file, before anything outside that folder is touched.
 */

export const MANIFEST = 'manifest.json'
export const databaseKinds = ['sqlite', 'postgres'] as const
export type DatabaseKind = (typeof databaseKinds)[number]

/** A path the archive may hold: relative, normalised, under `database/` or `media/`, no `.` or `..` segment. */
export function isArchivePath(name: string): boolean {
  const segments = name.split('/')
  return (
    (segments[0] === 'database' || segments[0] === 'media') &&
    segments.length > 1 &&
    segments.every((s) => s !== '' && s !== '.' && s !== '..') &&
    !/[\u0000-\u001f\u007f]/.test(name)
  )
}

const archiveFile = z.strictObject({
  path: z.string().refine(isArchivePath, 'is not a path under database/ or media/'),
  size: z.number().int().min(0),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  // An upload backed up from a bucket: the type the object carried, which the site serves (decision 039).
  contentType: z
    .string()
    .regex(/^[\w.+-]+\/[\w.+-]+(\s*;.*)?$/)
    .max(200)
    .optional(),
})
export type ArchiveFile = z.infer<typeof archiveFile>

export const manifestSchema = z.strictObject({
  format: z.literal('vinea-backup'),
  version: z.literal(1),
  createdAt: z.iso.datetime(),
  database: z.strictObject({
    kind: z.enum(databaseKinds),
    path: z.string().refine((p) => isArchivePath(p) && p.startsWith('database/'), 'is not under database/'),
    // What made the copy (`VACUUM INTO`, `pg_dump (PostgreSQL) 15.14`): for whoever reads the manifest.
    madeWith: z.string(),
  }),
  files: z.array(archiveFile),
  // Where the uploads were copied from: `MEDIA_DIR` or `s3://bucket/prefix/` (for whoever reads the manifest; a
  // restore puts them where the site's settings say now, decision 039). Absent from archives made before it.
  uploadsFrom: z.string().optional(),
})
export type Manifest = z.infer<typeof manifestSchema>

/** `vinea-2026-11-27T05-30-00Z.tar.gz`: sorts by date, and holds no colon (which some file systems refuse). */
export const archiveName = (createdAt: Date) =>
  `vinea-${createdAt
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replaceAll(':', '-')}.tar.gz`

/**
 * Copies a file (or a stream: an object of the bucket) and digests the very bytes it copied: a file the site rewrites
 * meanwhile cannot disagree.
 */
export async function copyWithDigest(from: string | Readable, to: string): Promise<{ size: number; sha256: string }> {
  const hash = createHash('sha256')
  let size = 0
  await pipeline(
    typeof from === 'string' ? fs.createReadStream(from) : from,
    async function* (chunks: AsyncIterable<Buffer>) {
      for await (const chunk of chunks) {
        hash.update(chunk)
        size += chunk.length
        yield chunk
      }
    },
    fs.createWriteStream(to, { flags: 'wx', mode: 0o600 }),
  )
  return { size, sha256: hash.digest('hex') }
}

export async function digestFile(file: string): Promise<{ size: number; sha256: string }> {
  const hash = createHash('sha256')
  let size = 0
  for await (const chunk of fs.createReadStream(file) as AsyncIterable<Buffer>) {
    hash.update(chunk)
    size += chunk.length
  }
  return { size, sha256: hash.digest('hex') }
}

/**
 * Writes `staging` (its manifest.json, database/ and media/) as a gzipped tar, owners and modes left behind: every
 * entry readable by its owner only (`--mode=go-rwx`), since a `tar x` by hand left the database dump, customers'
 * password hashes and applicants' CVs readable by everyone on the machine (the sixth check from outside).
 */
export async function writeArchive(staging: string, file: string): Promise<void> {
  await runCommand(
    'tar',
    [
      '--create',
      '--gzip',
      `--file=${file}`,
      `--directory=${staging}`,
      '--sort=name',
      '--owner=0',
      '--group=0',
      '--numeric-owner',
      '--mode=go-rwx',
      MANIFEST,
      'database',
      'media',
    ],
    { what: 'writing the archive' },
  )
}

// One line of `tar --list --verbose` (C locale, numeric owners): type and mode, owner, size, date, time, name.
const listedEntry = /^([-dlhcbps])[-rwxsStT]{9} \S+ +\d+(?:,\s*\d+)? \d{4}-\d\d-\d\d \d\d:\d\d(?::\d\d)? (.*)$/

/** Every entry of the archive, refused unless it is a plain file or folder under an expected name. */
async function listEntries(file: string): Promise<string[]> {
  let listing: string
  try {
    listing = await runCommand(
      'tar',
      ['--list', '--verbose', '--gzip', '--numeric-owner', '--quoting-style=literal', `--file=${file}`],
      { what: 'reading the archive' },
    )
  } catch (error) {
    if (error instanceof BackupError) {
      throw new BackupError(`${file} is not a readable .tar.gz archive (damaged or incomplete?)\n${error.message}`)
    }
    throw error
  }
  const names: string[] = []
  for (const line of listing.split('\n').filter(Boolean)) {
    const entry = listedEntry.exec(line)
    if (!entry) throw new BackupError(`refused: the archive holds an entry this command cannot read: ${line}`)
    const [, type, listed] = entry
    if (type !== '-' && type !== 'd') {
      throw new BackupError(`refused: the archive holds a link or special file, which a backup never does: ${line}`)
    }
    const name = type === 'd' ? listed!.replace(/\/$/, '') : listed!
    const expected =
      type === 'd'
        ? name === 'database' || name === 'media' || isArchivePath(name)
        : name === MANIFEST || isArchivePath(name)
    if (!expected) {
      throw new BackupError(`refused: the archive holds an entry outside manifest.json, database/ and media/: ${name}`)
    }
    names.push(name)
  }
  return names
}

/**
 * The plain files under `dir`, relative, with `/` separators; anything else (a link, a device) is refused. Each
 * file and folder keeps its read and write permissions but loses any set-id or sticky bit an archive could carry.
 */
function walkFiles(dir: string, prefix = ''): string[] {
  const files: string[] = []
  for (const entry of fs.readdirSync(path.join(dir, prefix), { withFileTypes: true })) {
    const name = prefix ? `${prefix}/${entry.name}` : entry.name
    const full = path.join(dir, name)
    if (entry.isDirectory()) {
      fs.chmodSync(full, fs.statSync(full).mode & 0o777)
      files.push(...walkFiles(dir, name))
    } else if (entry.isFile()) {
      fs.chmodSync(full, fs.statSync(full).mode & 0o777)
      files.push(name)
    } else throw new BackupError(`refused: the archive unpacked a link or special file: ${name}`)
  }
  return files
}

/**
 * Unpacks a backup archive into the empty folder `into` and checks it whole: the manifest, the set of files (none
 * missing, none extra) and each file's size and sha256. Resolves with the manifest only when everything matches;
 * the caller removes `into` either way.
 */
export async function openArchive(file: string, into: string): Promise<Manifest> {
  if (!fs.existsSync(file)) throw new BackupError(`no such file: ${file}`)
  if (!fs.statSync(file).isFile()) throw new BackupError(`not a file: ${file}`)
  const names = await listEntries(file)
  if (!names.includes(MANIFEST)) throw new BackupError(`${file} holds no ${MANIFEST}: not a backup of this site`)
  await runCommand(
    'tar',
    ['--extract', '--gzip', `--file=${file}`, `--directory=${into}`, '--no-same-owner', '--no-same-permissions'],
    { what: 'unpacking the archive' },
  )

  let manifest: Manifest
  try {
    const parsed = manifestSchema.safeParse(JSON.parse(fs.readFileSync(path.join(into, MANIFEST), 'utf8')))
    if (!parsed.success) throw new Error(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '))
    manifest = parsed.data
  } catch (error) {
    throw new BackupError(`${MANIFEST} is not the manifest of a backup of this site: ${(error as Error).message}`)
  }

  const listed = new Map(manifest.files.map((f) => [f.path, f]))
  if (!listed.has(manifest.database.path)) {
    throw new BackupError(`${MANIFEST} names the database copy ${manifest.database.path} but lists no such file`)
  }
  const unpacked = walkFiles(into).filter((name) => name !== MANIFEST)
  const extra = unpacked.filter((name) => !listed.has(name))
  if (extra.length) throw new BackupError(`the archive holds files its manifest does not list: ${extra.join(', ')}`)
  const present = new Set(unpacked)
  const missing = manifest.files.filter((f) => !present.has(f.path)).map((f) => f.path)
  if (missing.length) throw new BackupError(`files of the manifest are missing from the archive: ${missing.join(', ')}`)
  for (const expected of manifest.files) {
    const actual = await digestFile(path.join(into, expected.path))
    if (actual.size !== expected.size || actual.sha256 !== expected.sha256) {
      throw new BackupError(
        `${expected.path} does not match the manifest (${actual.size} bytes, sha256 ${actual.sha256}; ` +
          `expected ${expected.size} bytes, ${expected.sha256}): the archive is damaged or was altered`,
      )
    }
  }
  return manifest
}
