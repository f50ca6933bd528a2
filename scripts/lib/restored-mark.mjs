// The mark `npm run restore` leaves for `npm start` (docs/decisions/034-backups.md). Next keeps query results
// (`unstable_cache`, in <distDir>/cache/fetch-cache) and optimised images (<distDir>/cache/images) across restarts and
// across builds, and the pages it rendered in the build's own folder: after a restore they show the data from before
// it, until each page's cache tags happen to be expired. A site still running during the restore may even write more
// of them. So the restore leaves this mark, and the next `npm start`, with the old server stopped, empties those
// caches and builds the site again from the restored database.
import fs from 'node:fs'
import path from 'node:path'

const markFile = (distDir) => path.join(distDir, 'cache', 'restored-backup.json')

/** Written by the restore: which archive was restored, and when. */
export function markRestored(distDir, archive) {
  fs.mkdirSync(path.dirname(markFile(distDir)), { recursive: true })
  fs.writeFileSync(markFile(distDir), `${JSON.stringify({ archive, restoredAt: new Date().toISOString() })}\n`)
  return markFile(distDir)
}

/** The mark, `{ archive, restoredAt }`, or null when there was no restore since the last build. */
export function readRestoredMark(distDir) {
  try {
    return JSON.parse(fs.readFileSync(markFile(distDir), 'utf8'))
  } catch (error) {
    if (error.code === 'ENOENT') return null
    // A mark that cannot be read still says a restore happened.
    return { archive: 'unknown', restoredAt: 'unknown' }
  }
}

/**
 * Empties Next's caches that outlive a build (its data cache and optimized images), which hold the data of the
 * database they were made from: after a restore, when `npm start` meets another database, and before a test run.
 */
export function clearDataCaches(distDir) {
  for (const cache of ['fetch-cache', 'images']) {
    fs.rmSync(path.join(distDir, 'cache', cache), { recursive: true, force: true })
  }
}

/** Once the new build is done. */
export function removeRestoredMark(distDir) {
  fs.rmSync(markFile(distDir), { force: true })
}
