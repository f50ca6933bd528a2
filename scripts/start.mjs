#!/usr/bin/env node
// `npm start`: prepares the database (pending migrations, demo editor, demo content when empty), builds the site
// when its sources or its database changed since the last build (scripts/lib/build-digest.mjs), then serves it with
// the CMS admin.
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { sourceDigest } from './lib/build-digest.mjs'
import { clearDataCaches, readRestoredMark, removeRestoredMark } from './lib/restored-mark.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
process.chdir(root)
if (fs.existsSync('.env')) process.loadEnvFile('.env')

const port = process.env.PORT || '3000'
// This machine only, unless HOST says otherwise: the demo's accounts have published passwords, and the server
// refuses any other address while they do (docs/decisions/014-security.md).
const host = process.env.HOST || '127.0.0.1'
const nextBin = path.join(root, 'node_modules/next/dist/bin/next')

function run(command, args, env = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } })
  if (result.status !== 0) {
    console.error(`\n✗ ${[command, ...args].join(' ')} failed (exit ${result.status ?? result.signal})`)
    process.exit(result.status || 1)
  }
}

console.log('▸ Preparing the database')
// prepare-db writes the database's identity here (a digest: the address may hold a password), for the build digest.
fs.mkdirSync('.cache', { recursive: true })
const identityFile = path.join('.cache', `database-identity-${process.pid}`)
run(process.execPath, ['scripts/run-payload-script.mjs', 'scripts/prepare-db.ts'], {
  DATABASE_IDENTITY_FILE: identityFile,
})
const databaseIdentity = fs.readFileSync(identityFile, 'utf8')
fs.rmSync(identityFile)

const digestFile = path.join('.next', 'source-digest')
const digest = sourceDigest({ root, env: process.env, databaseIdentity })
const built = fs.existsSync(path.join('.next', 'BUILD_ID')) && fs.existsSync(digestFile)
// After `npm run restore`, pages and cached queries show the data from before it: empty the caches, build again.
const restored = readRestoredMark('.next')
if (restored) {
  console.log(`▸ Restored from ${restored.archive}: emptying the caches of the data before it`)
  clearDataCaches('.next')
}
// Another database than the last build's (or one not recorded, by an older start): Next's data cache and images,
// which outlive builds, hold that database's data.
const identityOfBuild = path.join('.next', 'database-identity')
const lastIdentity = fs.existsSync(identityOfBuild) ? fs.readFileSync(identityOfBuild, 'utf8') : null
if (lastIdentity !== databaseIdentity) {
  if (lastIdentity) console.log('▸ Another database than the last build: emptying the caches of its data')
  clearDataCaches('.next')
}
if (process.env.FORCE_BUILD === '1' || restored || !built || fs.readFileSync(digestFile, 'utf8') !== digest) {
  console.log('▸ Building the site')
  run(process.execPath, [nextBin, 'build'], { NODE_ENV: 'production' })
  fs.writeFileSync(digestFile, digest)
  fs.writeFileSync(identityOfBuild, databaseIdentity)
  removeRestoredMark('.next')
} else {
  console.log('▸ Build is up to date')
}

const email = process.env.DEMO_EDITOR_EMAIL || 'editor@vinea.demo'
const origin = process.env.SITE_URL || `http://localhost:${port}`
console.log(`
▸ Site:   ${origin}/   (English: ${origin}/en/)
▸ Admin:  ${origin}/admin/
▸ Demo editor: ${email}${process.env.DEMO_EDITOR_PASSWORD ? '' : ' / vinea-demo-2026 (on this machine only)'}
`)

// `next start` with the site's own 404 and error pages in place of Next's empty shells (scripts/serve.mjs).
const args = ['scripts/serve.mjs', '-p', port, '-H', host]
const server = spawn(process.execPath, args, { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } })
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code) => process.exit(code ?? 0))
