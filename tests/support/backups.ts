import { execFileSync, spawn } from 'node:child_process'
import { createHash, randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import { expect } from 'vitest'

/** What the backup tests share: a site's uploads folder, read back byte by byte, and the commands themselves. */

const root = path.resolve(import.meta.dirname, '../..')

/**
 * Uploads as the site stores them under MEDIA_DIR (src/cms/uploads.ts): pictures with their sizes, a price list,
 * a CV in the private folder, names with accents and spaces, an empty file and one of a megabyte.
 */
export function writeUploads(mediaDir: string): void {
  const files: Record<string, Buffer> = {
    'images/barolo-cannubi-2019.webp': randomBytes(180_000),
    'images/barolo-cannubi-2019-400x600.webp': randomBytes(24_000),
    'images/étiquette «Grappa di Moscato».jpg': randomBytes(3_000),
    'documents/listino prezzi 2026.pdf': Buffer.from('%PDF-1.7\n% listino\n%%EOF\n'),
    'downloads/scheda-vuota.txt': Buffer.alloc(0),
    'downloads/catalogo-horeca.pdf': randomBytes(1024 * 1024),
    'private/applications/cv-rossi.pdf': Buffer.from('%PDF-1.4\n% curriculum\n%%EOF\n'),
  }
  for (const [name, bytes] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(mediaDir, name)), { recursive: true })
    fs.writeFileSync(path.join(mediaDir, name), bytes)
  }
}

/** Every file under `dir`, by its relative path, with its bytes. */
export function readTree(dir: string): Map<string, Buffer> {
  const tree = new Map<string, Buffer>()
  if (!fs.existsSync(dir)) return tree
  for (const name of fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).sort()) {
    const file = path.join(dir, name)
    if (fs.lstatSync(file).isFile()) tree.set(name.split(path.sep).join('/'), fs.readFileSync(file))
  }
  return tree
}

/**
 * The same files with the same bytes. Compared here rather than with `toEqual`, which walks a Buffer element by
 * element (seconds for a few megabytes) and would print all of them on a difference.
 */
export function expectSameFiles(actual: Map<string, Buffer>, expected: Map<string, Buffer>): void {
  expect([...actual.keys()]).toEqual([...expected.keys()])
  for (const [name, bytes] of expected) expect(actual.get(name)!.equals(bytes), `${name}: same bytes`).toBe(true)
}

/** Changes an uploads folder the way a day of editing would: one file rewritten, one deleted, one added. */
export function editUploads(mediaDir: string): void {
  fs.writeFileSync(path.join(mediaDir, 'images/barolo-cannubi-2019.webp'), randomBytes(1000))
  fs.rmSync(path.join(mediaDir, 'documents/listino prezzi 2026.pdf'))
  fs.mkdirSync(path.join(mediaDir, 'images/2027'), { recursive: true })
  fs.writeFileSync(path.join(mediaDir, 'images/2027/new-label.webp'), randomBytes(500))
}

/**
 * Unpacks an archive into a new folder under `workDir`, lets `edit` change it, packs it again as GNU tar would
 * (`tarArgs`: what to pack, from the unpacked folder) and returns the new archive: an archive damaged or made to
 * attack. `rewriteManifest` makes the manifest agree with the edited files again.
 */
export function repack(
  archive: string,
  workDir: string,
  edit: (dir: string) => void,
  tarArgs = ['manifest.json', 'database', 'media'],
): string {
  const dir = fs.mkdtempSync(path.join(workDir, 'repack-'))
  const unpacked = path.join(dir, 'archive')
  fs.mkdirSync(unpacked)
  execFileSync('tar', ['-xzf', archive, '-C', unpacked])
  edit(unpacked)
  const out = path.join(dir, 'edited.tar.gz')
  execFileSync('tar', ['-czf', out, '-C', unpacked, ...tarArgs])
  return out
}

type EditableManifest = {
  database: { kind: string; path: string }
  files: { path: string; size: number; sha256: string }[]
}

export function editManifest(dir: string, edit: (manifest: EditableManifest) => EditableManifest): void {
  const file = path.join(dir, 'manifest.json')
  fs.writeFileSync(file, JSON.stringify(edit(JSON.parse(fs.readFileSync(file, 'utf8')) as EditableManifest)))
}

/** The manifest's size and sha256 of each file made true again, after an edit. */
export function rewriteManifest(dir: string): void {
  editManifest(dir, (manifest) => ({
    ...manifest,
    files: manifest.files.map((f) => {
      const bytes = fs.readFileSync(path.join(dir, f.path))
      return { ...f, size: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') }
    }),
  }))
}

export type CommandResult = { code: number | null; stdout: string; stderr: string }

/**
 * `npm run backup` or `npm run restore FILE` as an operator runs them (scripts/run-payload-script.mjs, which
 * bundles the script), with the given settings. Asynchronous, so that a test can keep writing to the database
 * meanwhile.
 */
export function runBackupCommand(
  command: 'backup' | 'restore',
  args: string[],
  env: Record<string, string>,
): Promise<CommandResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['scripts/run-payload-script.mjs', `scripts/${command}.ts`, '--', ...args], {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    child.on('error', reject)
    child.on('close', (code) => resolve({ code, stdout, stderr }))
  })
}
