/**
 * Writes one dated archive of the database (DATABASE_URL) and the uploads (MEDIA_DIR, or the bucket under S3_PREFIX
 * when S3_* is set) into BACKUP_DIR (default `./backups`), while the site serves (docs/decisions/034-backups.md,
 * 039-object-storage.md):
 *
 *   npm run backup
 *
 * Prints the archive's path and what it holds, then the same as one JSON line. Exits 1, with the reason, when the
 * database cannot be copied or the archive cannot be written; no partial archive is left behind.
 */
import fs from 'node:fs'

import { objectStorageOf, readStorageEnv } from '../src/lib/storage-env'
import { backUp, BackupError, describeBucket, describeDatabase, displayPath, formatBytes } from './lib/backup'
import { fail, finish } from './lib/done'

async function main() {
  // The site's own settings, read as `npm start` reads them: a backup of another database than the site's is no use.
  if (fs.existsSync('.env')) process.loadEnvFile('.env')
  const settings = readStorageEnv()
  const bucket = objectStorageOf(settings)
  const uploads = bucket ? describeBucket(bucket) : settings.MEDIA_DIR
  console.log(`▸ Backing up ${describeDatabase(settings.DATABASE_URL)} and the uploads in ${uploads}`)
  const report = await backUp({
    databaseUrl: settings.DATABASE_URL,
    mediaDir: settings.MEDIA_DIR,
    objectStorage: bucket,
    backupDir: settings.BACKUP_DIR,
  })
  console.log(`  database: ${formatBytes(report.database.size)}, copied with ${report.database.madeWith}`)
  console.log(
    `  media: ${report.media.files} files, ${formatBytes(report.media.size)}${bucket ? `, from ${uploads}` : ''}`,
  )
  for (const skipped of report.media.skipped) console.log(`  left out: ${skipped}`)
  console.log(`✓ ${displayPath(report.archive)} (${formatBytes(report.size)})`)
  finish({ ...report })
}

main().catch((error) => fail(error instanceof BackupError ? `✗ backup: ${error.message}` : error))
