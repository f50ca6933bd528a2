/**
 * Writes one dated archive of the database (DATABASE_URL) and the uploads (MEDIA_DIR) into BACKUP_DIR (default
 * `./backups`), while the site serves (docs/decisions/034-backups.md):
 *
 *   npm run backup
 *
 * Prints the archive's path and what it holds, then the same as one JSON line. Exits 1, with the reason, when the
 * database cannot be copied or the archive cannot be written; no partial archive is left behind.
 */
import fs from 'node:fs'

import { readStorageEnv } from '../src/lib/storage-env'
import { backUp, BackupError, describeDatabase, displayPath, formatBytes } from './lib/backup'
import { fail, finish } from './lib/done'

async function main() {
  // The site's own settings, read as `npm start` reads them: a backup of another database than the site's is no use.
  if (fs.existsSync('.env')) process.loadEnvFile('.env')
  const settings = readStorageEnv()
  console.log(`▸ Backing up ${describeDatabase(settings.DATABASE_URL)} and the uploads in ${settings.MEDIA_DIR}`)
  const report = await backUp({
    databaseUrl: settings.DATABASE_URL,
    mediaDir: settings.MEDIA_DIR,
    backupDir: settings.BACKUP_DIR,
  })
  console.log(`  database: ${formatBytes(report.database.size)}, copied with ${report.database.madeWith}`)
  console.log(`  media: ${report.media.files} files, ${formatBytes(report.media.size)}`)
  for (const skipped of report.media.skipped) console.log(`  left out: ${skipped}`)
  console.log(`✓ ${displayPath(report.archive)} (${formatBytes(report.size)})`)
  finish({ ...report })
}

main().catch((error) => fail(error instanceof BackupError ? `✗ backup: ${error.message}` : error))
