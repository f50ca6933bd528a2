// The steps before serving the site, shared by `npm start`, `npm run deploy:local` and the load bench's SQLite node:
// prepare the database (pending migrations, demo editor, demo content when empty), then build into `distDir` when
// the sources, the build variables or the database changed since that folder's last build (build-digest.mjs).
import fs from 'node:fs'
import path from 'node:path'

import { sourceDigest } from './build-digest.mjs'
import { clearDataCaches, readRestoredMark, removeRestoredMark } from './restored-mark.mjs'

/**
 * `run(step, args, extraEnv)` runs `node …args` with `env` and `extraEnv` for the step `prepare-db` or `build`, and
 * throws (or exits) when it fails; `say` tells what happens. `prepareArgs` go to prepare-db (e.g. `--products`).
 * Returns whether it built.
 */
export function prepareAndBuild({ root, env, distDir, run, say, prepareArgs = [], force = false }) {
  const dist = path.resolve(root, distDir)
  // prepare-db writes the database's identity here (a digest: the address may hold a password).
  fs.mkdirSync(dist, { recursive: true })
  const identityFile = path.join(dist, `database-identity-${process.pid}`)
  say('Preparing the database: pending migrations, demo content when empty')
  run(
    'prepare-db',
    ['scripts/run-payload-script.mjs', 'scripts/prepare-db.ts', ...(prepareArgs.length ? ['--', ...prepareArgs] : [])],
    { DATABASE_IDENTITY_FILE: identityFile },
  )
  const databaseIdentity = fs.readFileSync(identityFile, 'utf8')
  fs.rmSync(identityFile)

  const digest = sourceDigest({ root, env, databaseIdentity })
  const digestFile = path.join(dist, 'source-digest')
  const built = fs.existsSync(path.join(dist, 'BUILD_ID')) && fs.existsSync(digestFile)
  // After `npm run restore`, pages and cached queries show the data from before it: empty the caches, build again.
  const restored = readRestoredMark(dist)
  if (restored) {
    say(`Restored from ${restored.archive}: emptying the caches of the data before it`)
    clearDataCaches(dist)
  }
  // Another database than the last build's (or one not recorded): Next's data cache and images, which outlive
  // builds, hold that database's data.
  const identityOfBuild = path.join(dist, 'database-identity')
  const lastIdentity = fs.existsSync(identityOfBuild) ? fs.readFileSync(identityOfBuild, 'utf8') : null
  if (lastIdentity !== databaseIdentity) {
    if (lastIdentity) say('Another database than the last build: emptying the caches of its data')
    clearDataCaches(dist)
  }
  if (!force && !restored && built && fs.readFileSync(digestFile, 'utf8') === digest) {
    say(`Build is up to date (${distDir})`)
    return false
  }
  say(`Building the site (${distDir})`)
  // `next build` adds its dist dir's types to tsconfig.json when the dist dir is not `.next`: put the file back.
  const tsconfigFile = path.join(root, 'tsconfig.json')
  const tsconfig = fs.readFileSync(tsconfigFile)
  try {
    run('build', [path.join(root, 'scripts/build.mjs')], {
      NODE_ENV: 'production',
      NEXT_DIST_DIR: distDir,
      // Known already: the build records it without asking the database again.
      DATABASE_IDENTITY: databaseIdentity,
    })
  } finally {
    if (!fs.readFileSync(tsconfigFile).equals(tsconfig)) fs.writeFileSync(tsconfigFile, tsconfig)
  }
  fs.writeFileSync(digestFile, digest)
  fs.writeFileSync(identityOfBuild, databaseIdentity)
  removeRestoredMark(dist)
  return true
}
