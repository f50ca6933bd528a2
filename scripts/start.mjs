#!/usr/bin/env node
// `npm start`: prepares the database (pending migrations, demo editor, demo content when empty), builds the site
// when its sources or its database changed since the last build (scripts/lib/build-digest.mjs), then serves it with
// the CMS admin.
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { prepareAndBuild } from './lib/prepared-build.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
process.chdir(root)
if (fs.existsSync('.env')) process.loadEnvFile('.env')

const port = process.env.PORT || '3000'
// This machine only, unless HOST says otherwise: the demo's accounts have published passwords, and the server
// refuses any other address while they do (docs/decisions/014-security.md).
const host = process.env.HOST || '127.0.0.1'

function run(command, args, env = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } })
  if (result.status !== 0) {
    console.error(`\n✗ ${[command, ...args].join(' ')} failed (exit ${result.status ?? result.signal})`)
    process.exit(result.status || 1)
  }
}

prepareAndBuild({
  root,
  env: process.env,
  distDir: '.next',
  force: process.env.FORCE_BUILD === '1',
  say: (message) => console.log(`▸ ${message}`),
  run: (step, args, env) => run(process.execPath, args, env),
})

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
let stopping = null
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopping = signal
    server.kill(signal)
  })
}
// How the server ended, in the log: a crash (its code), a stop asked here, or a signal from elsewhere (the
// eighteenth check from outside found a log that just ended, a crash and a kill alike).
server.on('exit', (code, signal) => {
  const how = signal ? `signal ${signal}` : `exit code ${code}`
  const why = stopping ? `, stopped by ${stopping}` : signal ? ', from outside this launcher' : ''
  console.error(`${new Date().toISOString()} ▸ the server ended (${how}${why})`)
  process.exit(code ?? (signal && !stopping ? 1 : 0))
})
