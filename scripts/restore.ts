/**
 * Brings back an archive of `npm run backup` into the database (DATABASE_URL) and the uploads (MEDIA_DIR, or the
 * bucket when S3_* is set, whichever the archive came from) this site is configured with
 * (docs/decisions/034-backups.md, 039-object-storage.md):
 *
 *   npm run restore backups/vinea-2026-11-27T05-30-00Z.tar.gz
 *
 * The archive is checked whole first (manifest, every file's sha256, the kind of database); a missing, damaged or
 * altered archive, or one of the other kind of database, exits 1 with the reason and changes nothing. Then the
 * database and the uploads are replaced, and the site must be restarted with a fresh build: the output says so.
 */
import fs from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'

import { objectStorageOf, readStorageEnv } from '../src/lib/storage-env'
import {
  BackupError,
  describeBucket,
  describeDatabase,
  displayPath,
  formatBytes,
  PartialRestoreError,
  restore,
} from './lib/backup'
import { fail, finish } from './lib/done'

const usage = 'usage: npm run restore path/to/vinea-<date>.tar.gz'

async function main() {
  let positionals: string[]
  try {
    positionals = parseArgs({ allowPositionals: true, strict: true }).positionals
  } catch (error) {
    fail(`restore: ${(error as Error).message}\n${usage}`)
  }
  if (positionals.length !== 1) fail(usage)
  // npm runs scripts from the project's folder; a relative path means the folder npm was called from.
  const archive = path.resolve(process.env.INIT_CWD ?? process.cwd(), positionals[0]!)

  if (fs.existsSync('.env')) process.loadEnvFile('.env')
  const settings = readStorageEnv()
  const bucket = objectStorageOf(settings)
  console.log(
    `▸ Restoring ${displayPath(archive)} into ${describeDatabase(settings.DATABASE_URL)} and ` +
      (bucket ? describeBucket(bucket) : settings.MEDIA_DIR),
  )
  // Several nodes: the shared cache is emptied after the restore. Unreachable, the restore stopped there, with the
  // database and uploads already replaced and a stack trace (the twenty-first check from outside): asked first.
  const redisUrl = process.env.REDIS_URL
  if (redisUrl) {
    const { sharedCacheUnreachable } = await import('./lib/shared-cache.mjs')
    const unreachable = await sharedCacheUnreachable(redisUrl)
    if (unreachable) {
      throw new BackupError(
        `REDIS_URL cannot be reached (${unreachable}): the shared cache could not be emptied after the restore. ` +
          'Start Redis, or check REDIS_URL, and run the restore again.',
      )
    }
  }
  const report = await restore({
    archive,
    databaseUrl: settings.DATABASE_URL,
    mediaDir: settings.MEDIA_DIR,
    objectStorage: bucket,
    // Next's build folder, as next.config.ts names it.
    nextDistDir: path.resolve(process.env.NEXT_DIST_DIR || '.next'),
    log: (line) => console.log(`  ${line}`),
  })

  const { database, media } = report
  if (database.kind === 'sqlite') {
    const removed = database.removed.length ? ` (removed the old ${database.removed.join(', ')})` : ''
    console.log(`  database: ${displayPath(database.target)} replaced by the archive's copy${removed}`)
  } else {
    console.log(`  database: ${database.target} replaced by the archive's dump, in one transaction`)
    if (database.leftInPlace.length) {
      console.log(`  left in place, not in the backup: ${database.leftInPlace.join(', ')}`)
    }
  }
  if (bucket) {
    console.log(
      `  media: ${media.target}: ${media.files} objects written, ${media.removed} the backup does not hold deleted ` +
        `(it held ${media.previousFiles})`,
    )
  } else {
    console.log(`  media: ${displayPath(media.target)} replaced: ${media.files} files (it held ${media.previousFiles})`)
  }
  if (report.restartMark)
    console.log(`  emptied Next's caches and left ${displayPath(report.restartMark)} for the restart`)
  // Several nodes share Next's cache in Redis: it holds the pages of the data before the restore too.
  if (redisUrl) {
    const { emptySharedCache } = await import('./lib/shared-cache.mjs')
    console.log(`  emptied the shared cache in Redis (${await emptySharedCache(redisUrl)} entries)`)
  }
  console.log(`✓ Restored the backup made ${report.createdAt} (${formatBytes(report.checked.size)}).`)
  console.log(
    redisUrl
      ? // Several nodes share that cache (deploy/): each must be built for the restored data, as for a new version.
        '  Restart the site now: stop every node, build once (`npm run build`), copy the build to each node and start\n' +
          '  them again (README, "Backups"). Until then, the nodes read the restored database but serve pages they\n' +
          '  rendered before.'
      : '  Restart the site now: stop it, then `npm start`, which sees the restore, empties the caches again and builds\n' +
          '  the pages from the restored data. ' +
          (database.kind === 'sqlite'
            ? 'Until it stops, a running site keeps the database file it had open:\n  what it writes there is lost.'
            : 'Until then, a running site reads the restored database but serves\n  pages it rendered before.'),
  )
  finish({ ...report })
}

main().catch((error) =>
  fail(
    error instanceof PartialRestoreError
      ? `✗ restore: ${error.message}`
      : error instanceof BackupError
        ? `✗ restore: ${error.message}\n  Nothing was changed.`
        : error,
  ),
)
