// What `npm start` compares to decide whether the build it has may serve: a digest of everything the build depends
// on. The database is part of it: pages are prerendered from the database at build time, so a build made against one
// database must never serve another (issue 17: after a first start on SQLite, `DATABASE_URL=postgres://… npm start`
// served the SQLite file's pages). `npm run prepare:db` gives the database's identity (scripts/prepare-db.ts): a
// digest of its address (which may hold a password, and is never written out) and of its first migration's record,
// so that a database deleted and made again at the same address is another database too.
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

/** Variables read at build time (pages prerendered with them). */
export const buildVariables = [
  'NEXT_PUBLIC_COMPANY_SLUG',
  'NEXT_PUBLIC_COMPANY_NAME',
  'SITE_URL',
  'CAPTCHA_PROVIDER',
  'CAPTCHA_SITE_KEY',
]

/**
 * The site's address the build writes into its pages (canonical links, og:url, robots.txt, the sitemap): SITE_URL, or
 * without it `http://localhost:<PORT>` as src/lib/env.ts makes it. So `PORT=8080 npm start` after a first start on
 * 3000 builds again rather than serve pages that link to port 3000.
 */
export function siteOrigin(env) {
  return (env.SITE_URL || `http://localhost:${env.PORT || 3000}`).replace(/\/$/, '')
}

/** Files outside the source folders whose content the build depends on. */
export const buildFiles = [
  'package-lock.json',
  'next.config.ts',
  'tsconfig.json',
  'scripts/build-service-worker.mjs',
  'scripts/build.mjs',
  'scripts/lib/compile-hints.mjs',
]

/**
 * The digest of the sources under `root`, the build variables of `env` and `databaseIdentity` (prepare-db's digest
 * of the database; required: without it a build could not tell one database from another).
 */
export function sourceDigest({ root, env, databaseIdentity }) {
  if (!databaseIdentity) throw new Error('sourceDigest: the database identity is missing')
  const hash = crypto.createHash('sha256')
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) walk(full)
      // The service worker the build writes (new bytes every build): its sources are service-worker/.
      else if (full !== path.join(root, 'public', 'sw.js'))
        hash.update(path.relative(root, full)).update(fs.readFileSync(full))
    }
  }
  for (const dir of ['src', 'messages', 'public', 'service-worker']) {
    if (fs.existsSync(path.join(root, dir))) walk(path.join(root, dir))
  }
  for (const file of buildFiles) {
    hash.update(fs.readFileSync(path.join(root, file)))
  }
  for (const key of buildVariables) hash.update(`${key}=${key === 'SITE_URL' ? siteOrigin(env) : (env[key] ?? '')}`)
  hash.update(`database=${databaseIdentity}`)
  return hash.digest('hex')
}
