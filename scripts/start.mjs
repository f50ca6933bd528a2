#!/usr/bin/env node
// `npm start`: prepares the database (schema, demo editor, demo content when empty), builds the site when
// its sources changed since the last build, then serves it with the CMS admin.
import { spawn, spawnSync } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { clearCachesAfterRestore, readRestoredMark, removeRestoredMark } from './lib/restored-mark.mjs'

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

/** A digest of everything the build depends on, so an unchanged tree is not rebuilt. */
function sourceDigest() {
  const hash = crypto.createHash('sha256')
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) walk(full)
      // The service worker the build writes (new bytes every build): its sources are service-worker/.
      else if (full !== path.join('public', 'sw.js')) hash.update(full).update(fs.readFileSync(full))
    }
  }
  for (const dir of ['src', 'messages', 'public', 'service-worker']) if (fs.existsSync(dir)) walk(dir)
  for (const file of ['package-lock.json', 'next.config.ts', 'tsconfig.json', 'scripts/build-service-worker.mjs']) {
    hash.update(fs.readFileSync(file))
  }
  for (const key of [
    'NEXT_PUBLIC_COMPANY_SLUG',
    'NEXT_PUBLIC_COMPANY_NAME',
    'SITE_URL',
    'CAPTCHA_PROVIDER',
    'CAPTCHA_SITE_KEY',
  ])
    hash.update(`${key}=${process.env[key] ?? ''}`)
  return hash.digest('hex')
}

console.log('▸ Preparing the database')
run(process.execPath, ['scripts/run-payload-script.mjs', 'scripts/prepare-db.ts'])

const digestFile = path.join('.next', 'source-digest')
const digest = sourceDigest()
const built = fs.existsSync(path.join('.next', 'BUILD_ID')) && fs.existsSync(digestFile)
// After `npm run restore`, pages and cached queries show the data from before it: empty the caches, build again.
const restored = readRestoredMark('.next')
if (restored) {
  console.log(`▸ Restored from ${restored.archive}: emptying the caches of the data before it`)
  clearCachesAfterRestore('.next')
}
if (process.env.FORCE_BUILD === '1' || restored || !built || fs.readFileSync(digestFile, 'utf8') !== digest) {
  console.log('▸ Building the site')
  run(process.execPath, [nextBin, 'build'], { NODE_ENV: 'production' })
  fs.writeFileSync(digestFile, digest)
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
