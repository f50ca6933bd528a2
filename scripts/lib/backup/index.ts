import fs from 'node:fs'
import path from 'node:path'

import { isPostgresUrl, type ObjectStorage, sqliteFile } from '../../../src/lib/storage-env'
import { clearDataCaches, markRestored } from '../restored-mark.mjs'
import {
  archiveName,
  type DatabaseKind,
  digestFile,
  MANIFEST,
  type Manifest,
  openArchive,
  writeArchive,
} from './archive'
import { describeBucket, putArchiveInBucket, stageBucket } from './bucket'
import { BackupError } from './command'
import { countFiles, stageMedia, swapMedia } from './media'
import { countInPostgres, dumpPostgres, dumpTables, restorePostgres } from './postgres'
import { checkSqlite, copySqlite, countInSqlite, installSqlite } from './sqlite'

/**
 * `npm run backup` and `npm run restore` (docs/decisions/034-backups.md): one dated archive of the database and the
 * uploads, made while the site serves; and the way back, checked whole before anything is replaced.
 */

export { describeBucket } from './bucket'
export { BackupError } from './command'

/**
 * Where the site keeps its data: the database, and the uploads under `mediaDir` or, when `objectStorage` is set
 * (S3_*), in the bucket under its prefix (docs/decisions/039-object-storage.md).
 */
export type Storage = { databaseUrl: string; mediaDir: string; objectStorage?: ObjectStorage | null }

/** After the database was restored, the bucket could not be finished: the restore must be run again. */
export class PartialRestoreError extends BackupError {}

export const databaseKind = (databaseUrl: string): DatabaseKind => (isPostgresUrl(databaseUrl) ? 'postgres' : 'sqlite')

const kindName: Record<DatabaseKind, string> = { sqlite: 'SQLite', postgres: 'PostgreSQL' }

/** A path as the operator reads it: relative to the project's folder when inside it, else absolute. */
export function displayPath(file: string): string {
  const relative = path.relative(process.cwd(), file)
  if (relative === '') return '.'
  return relative.startsWith('..') || path.isAbsolute(relative) ? file : relative
}

/** `SQLite data/vinea.db`, `PostgreSQL postgres://vinea@db:5432/vinea` (without its password), for messages. */
export function describeDatabase(databaseUrl: string): string {
  if (!isPostgresUrl(databaseUrl)) return `SQLite ${displayPath(sqliteFile(databaseUrl))}`
  const url = new URL(databaseUrl)
  url.password = ''
  return `PostgreSQL ${url.toString()}`
}

export type BackupReport = {
  archive: string
  createdAt: string
  database: { kind: DatabaseKind; size: number; madeWith: string }
  media: { from: string; files: number; size: number; skipped: string[] }
  size: number
}

/**
 * Writes `<backupDir>/vinea-<time>.tar.gz`. The database is copied first, the uploads after it: an upload made
 * meanwhile is then a file no document names (harmless), rather than a document whose file is missing.
 * The archive is written under a temporary name and renamed when complete, so a listing of `backupDir` never
 * shows half an archive; it and its folder are readable by their owner only (they hold the whole database).
 */
export async function backUp(storage: Storage & { backupDir: string; now?: Date }): Promise<BackupReport> {
  const createdAt = storage.now ?? new Date()
  const kind = databaseKind(storage.databaseUrl)
  // A folder that cannot be made or written to is said as such, not as a stack trace (the thirty-first check).
  let staging: string
  try {
    fs.mkdirSync(storage.backupDir, { recursive: true, mode: 0o700 })
    staging = fs.mkdtempSync(path.join(storage.backupDir, '.staging-'))
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? String(error)
    throw new BackupError(
      `BACKUP_DIR ${storage.backupDir} is not a folder this user can write to (${code}): set BACKUP_DIR to one`,
    )
  }
  const partial = path.join(storage.backupDir, `.${archiveName(createdAt)}.partial`)
  try {
    const database = `database/${kind === 'sqlite' ? 'vinea.db' : 'vinea.pgdump'}`
    fs.mkdirSync(path.join(staging, 'database'))
    const databaseCopy = path.join(staging, database)
    let madeWith = 'VACUUM INTO'
    if (kind === 'sqlite') await copySqlite(storage.databaseUrl, databaseCopy)
    else madeWith = await dumpPostgres(storage.databaseUrl, databaseCopy)
    const databaseFile = { path: database, ...(await digestFile(databaseCopy)) }
    const uploadsFrom = storage.objectStorage ? describeBucket(storage.objectStorage) : 'MEDIA_DIR'
    const media = storage.objectStorage
      ? await stageBucket(storage.objectStorage, path.join(staging, 'media'))
      : await stageMedia(storage.mediaDir, path.join(staging, 'media'))
    // None found where the database names some: the wrong folder or prefix, and restoring such an archive would
    // delete every upload (the twenty-first check from outside).
    const named = media.files.length ? 0 : await uploadsNamed(kind, storage.databaseUrl, databaseCopy)
    if (named > 0) {
      throw new BackupError(
        `${uploadsFrom === 'MEDIA_DIR' ? `MEDIA_DIR (${storage.mediaDir})` : uploadsFrom} holds no upload, while the ` +
          `database names ${named}: check ${storage.objectStorage ? 'S3_BUCKET and S3_PREFIX' : 'MEDIA_DIR'}. ` +
          'No archive was written.',
      )
    }

    const manifest: Manifest = {
      format: 'vinea-backup',
      version: 1,
      createdAt: createdAt.toISOString(),
      database: { kind, path: database, madeWith },
      files: [databaseFile, ...media.files],
      uploadsFrom,
    }
    fs.writeFileSync(path.join(staging, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 })
    await writeArchive(staging, partial)
    fs.chmodSync(partial, 0o600)
    const archive = placeArchive(partial, storage.backupDir, createdAt)
    return {
      archive,
      createdAt: manifest.createdAt,
      database: { kind, size: databaseFile.size, madeWith },
      media: {
        from: uploadsFrom,
        files: media.files.length,
        size: media.files.reduce((sum, f) => sum + f.size, 0),
        skipped: media.skipped,
      },
      size: fs.statSync(archive).size,
    }
  } finally {
    fs.rmSync(staging, { recursive: true, force: true })
    fs.rmSync(partial, { force: true })
  }
}

/** How many uploads (pictures and documents) the database names: from the SQLite copy, or from PostgreSQL itself. */
async function uploadsNamed(kind: DatabaseKind, databaseUrl: string, sqliteCopy: string): Promise<number> {
  let named = 0
  for (const table of ['media', 'documents']) {
    const exists =
      kind === 'sqlite'
        ? await countInSqlite(
            sqliteCopy,
            `SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name = '${table}'`,
          )
        : await countInPostgres(databaseUrl, `SELECT count(*) FROM pg_tables WHERE tablename = '${table}'`)
    if (!exists) continue
    const sql = `SELECT count(*) FROM ${table} WHERE filename IS NOT NULL`
    named += kind === 'sqlite' ? await countInSqlite(sqliteCopy, sql) : await countInPostgres(databaseUrl, sql)
  }
  return named
}

/** Links the finished archive under its dated name, never over another archive (two backups in one second). */
function placeArchive(partial: string, backupDir: string, createdAt: Date): string {
  const name = archiveName(createdAt)
  for (let n = 1; ; n += 1) {
    const archive = path.join(backupDir, n === 1 ? name : name.replace(/\.tar\.gz$/, `-${n}.tar.gz`))
    try {
      fs.linkSync(partial, archive)
      return archive
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    }
  }
}

export type RestoreReport = {
  archive: string
  createdAt: string
  checked: { files: number; size: number }
  database: { kind: DatabaseKind; target: string; removed: string[]; leftInPlace: string[] }
  /** `removed`: objects of the bucket the archive did not hold, deleted (none on disk: the folder was replaced). */
  media: { target: string; files: number; previousFiles: number; removed: number }
  /** The mark that has the next `npm start` empty Next's caches and build again (scripts/lib/restored-mark.mjs). */
  restartMark: string | null
}

/**
 * Restores an archive of `backUp`. First, with nothing touched: the archive is unpacked beside MEDIA_DIR and checked
 * whole (openArchive), its database must be of DATABASE_URL's kind and sound. Then the uploads folder is swapped
 * for the archive's and the database replaced (SQLite: the file renamed in; PostgreSQL: pg_restore in one
 * transaction); should the database fail, the old uploads folder is put back. Last, Next's caches in `nextDistDir`,
 * which hold the data from before the restore, are emptied, and marked for the next `npm start` to empty again
 * (a site that was running meanwhile may have added to them) and to build the site afresh.
 */
export async function restore(
  storage: Storage & { archive: string; nextDistDir?: string; log?: (line: string) => void },
): Promise<RestoreReport> {
  const log = storage.log ?? (() => {})
  const kind = databaseKind(storage.databaseUrl)
  // MEDIA_DIR may be a link to the folder on another disk: the folder is what is replaced, the link stays.
  const mediaDir = fs.existsSync(storage.mediaDir) ? fs.realpathSync(storage.mediaDir) : path.resolve(storage.mediaDir)
  // A file that is not there fails before any folder is made for unpacking.
  if (!fs.existsSync(storage.archive)) throw new BackupError(`no such file: ${storage.archive}`)
  fs.mkdirSync(path.dirname(mediaDir), { recursive: true })
  const work = fs.mkdtempSync(path.join(path.dirname(mediaDir), `.${path.basename(mediaDir)}.restore-`))
  // Kept only if the old uploads, moved in there, could not be put back: they are not deleted with it.
  let keepWork = false
  try {
    const manifest = await openArchive(storage.archive, work)
    const checked = { files: manifest.files.length, size: manifest.files.reduce((sum, f) => sum + f.size, 0) }
    log(
      `checked: ${MANIFEST} and its ${checked.files} files (${formatBytes(checked.size)}), every size and sha256 match`,
    )
    if (manifest.database.kind !== kind) {
      throw new BackupError(
        `refused: the archive holds a ${kindName[manifest.database.kind]} database and DATABASE_URL is ` +
          `${describeDatabase(storage.databaseUrl)}. Restore it with a DATABASE_URL of the same kind ` +
          `(${manifest.database.kind === 'sqlite' ? 'file:…' : 'postgres://…'}).`,
      )
    }
    const databaseCopy = path.join(work, manifest.database.path)
    let tables: string[] = []
    if (kind === 'sqlite') await checkSqlite(databaseCopy)
    else tables = await dumpTables(databaseCopy)
    if (kind === 'postgres' && !tables.some((table) => table.endsWith('.payload_migrations'))) {
      throw new BackupError(
        "the archive's database is not this site's: its dump has no table of migrations (payload_migrations)",
      )
    }

    fs.mkdirSync(path.join(work, 'media'), { recursive: true })
    let media: RestoreReport['media']
    let database: RestoreReport['database']
    const replaceDatabase = async (): Promise<RestoreReport['database']> => {
      if (kind === 'sqlite') {
        const { target, removed } = installSqlite(databaseCopy, storage.databaseUrl)
        return { kind, target, removed, leftInPlace: [] }
      }
      const leftInPlace = await restorePostgres(databaseCopy, storage.databaseUrl, tables)
      return { kind, target: describeDatabase(storage.databaseUrl), removed: [], leftInPlace }
    }
    if (storage.objectStorage) {
      // The bucket: the archive's objects in first (nothing deleted yet), the database, then what the archive lacks
      // deleted. A failure before the last step leaves every object the current database names in place.
      const bucket = await putArchiveInBucket(storage.objectStorage, work, manifest.files)
      log(`bucket: ${bucket.put} objects written to ${bucket.target}`)
      database = await replaceDatabase()
      let removed: string[]
      try {
        removed = await bucket.removeOthers()
      } catch (error) {
        throw new PartialRestoreError(
          `${(error as Error).message}\nThe database and the archive's uploads are restored, but objects the backup ` +
            'does not hold are still in the bucket: run the same restore again to finish.',
        )
      }
      media = { target: bucket.target, files: bucket.put, previousFiles: bucket.previous, removed: removed.length }
    } else {
      const previousFiles = countFiles(mediaDir)
      const swapped = swapMedia(path.join(work, 'media'), mediaDir, work)
      try {
        database = await replaceDatabase()
      } catch (error) {
        try {
          swapped.undo()
        } catch (undoError) {
          keepWork = true
          throw new Error(
            `${(error as Error).message}\nPutting the previous uploads back failed too (${(undoError as Error).message}): ` +
              `they are in ${swapped.previous}; move them back to ${mediaDir}.`,
          )
        }
        throw error
      }
      media = { target: mediaDir, files: countFiles(mediaDir), previousFiles, removed: 0 }
    }

    let restartMark: string | null = null
    if (storage.nextDistDir) {
      clearDataCaches(storage.nextDistDir)
      restartMark = markRestored(storage.nextDistDir, path.basename(storage.archive))
    }
    return {
      archive: storage.archive,
      createdAt: manifest.createdAt,
      checked,
      database,
      media,
      restartMark,
    }
  } finally {
    if (!keepWork) fs.rmSync(work, { recursive: true, force: true })
  }
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`
  const units = ['KB', 'MB', 'GB', 'TB']
  let value = bytes / 1024
  let unit = 0
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024
    unit += 1
  }
  return `${value.toFixed(1)} ${units[unit]}`
}
