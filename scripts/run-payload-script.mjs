#!/usr/bin/env node
// Runs a TypeScript script that uses Payload outside Next: bundled with esbuild (packages stay external)
// and run with plain `node`. Payload's own CLI on Node 20 sometimes exits 0 having done nothing
// (decision 003), so a script counts as done only when it prints its completion line; a run that
// exits without it is retried once, then fails loudly.
import { spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { build, version as esbuildVersion } from 'esbuild'

export const DONE_MARK = '::payload-script-done::'
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const [entry, ...rawArgs] = process.argv.slice(2)
const args = rawArgs[0] === '--' ? rawArgs.slice(1) : rawArgs
if (!entry) {
  console.error('usage: run-payload-script.mjs <script.ts> [-- args]')
  process.exit(2)
}

// PAYLOAD_SCRIPT_OUTFILE: only bundle, into that file, and leave it there (a test that starts the script many times).
const bundleOnly = process.env.PAYLOAD_SCRIPT_OUTFILE
const entryFile = path.resolve(root, entry)

// A bundle is kept under .cache/scripts and used again while none of the files it was made from changed (their
// sizes and times, from esbuild's metafile): bundling Payload takes seconds, and the tests run some scripts dozens
// of times. Its name carries what else decides its content: the entry, this file, esbuild's version, the lockfile.
const cacheDir = path.join(root, '.cache/scripts')
const fileStamp = (file) => {
  try {
    const stat = fs.statSync(file)
    return `${stat.size}:${stat.mtimeMs}`
  } catch {
    return 'missing'
  }
}
const cacheKey = createHash('sha256')
  .update(
    JSON.stringify([
      path.relative(root, entryFile),
      esbuildVersion,
      fs.readFileSync(fileURLToPath(import.meta.url), 'utf8'),
      fileStamp(path.join(root, 'package-lock.json')),
      fileStamp(path.join(root, 'tsconfig.json')),
    ]),
  )
  .digest('hex')
  .slice(0, 16)
const cached = path.join(cacheDir, `${path.basename(entry, '.ts')}-${cacheKey}.mjs`)
const outfile = bundleOnly ? path.resolve(root, bundleOnly) : cached

/** Whether the kept bundle was made from the files as they are now. */
function upToDate() {
  try {
    const inputs = JSON.parse(fs.readFileSync(`${cached}.inputs.json`, 'utf8'))
    return fs.existsSync(cached) && Object.entries(inputs).every(([file, stamp]) => fileStamp(file) === stamp)
  } catch {
    return false
  }
}

async function bundle(target) {
  // Written aside and renamed: another run of the same script may be reading or writing the kept bundle meanwhile.
  const partial = `${target}.${process.pid}.partial`
  const { metafile } = await build({ ...bundleOptions, outfile: partial, metafile: true })
  fs.renameSync(partial, target)
  return Object.fromEntries(
    Object.keys(metafile.inputs)
      .filter((input) => !input.includes(':'))
      .map((input) => {
        const file = path.resolve(root, input)
        return [file, fileStamp(file)]
      }),
  )
}

const bundleOptions = {
  entryPoints: [entryFile],
  // The metafile's inputs are relative to this folder.
  absWorkingDir: root,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // Payload and its editor are bundled: Node's ESM loader, left to import them, sometimes leaves a
  // top-level await unsettled and exits 13 (decision 003). Native and binary-carrying packages stay
  // external.
  external: [
    'sharp',
    '@img/*',
    'libsql',
    '@libsql/*',
    'pg',
    'pg-native',
    'esbuild',
    '@esbuild/*',
    'drizzle-kit',
    'drizzle-kit/*',
    '@swc/*',
    'fsevents',
  ],
  // The CMS hooks import `next/cache`; bundled, its compiled code cannot resolve its optional packages, and
  // Node's ESM loader needs the `.js` to load it from node_modules: leave it external, file name and all.
  plugins: [
    {
      // A bundled module keeps its own folder as `import.meta.dirname` (the seed reads the data files next to
      // its code); otherwise it would be the bundle's folder under .cache/.
      name: 'own-dirname',
      setup(b) {
        b.onLoad({ filter: /\.[cm]?[jt]sx?$/ }, async (a) => {
          if (a.path.split(path.sep).includes('node_modules')) return undefined
          const source = await fs.promises.readFile(a.path, 'utf8')
          if (!source.includes('import.meta.dirname')) return undefined
          const loader = path.extname(a.path).slice(1).replace(/^[cm]/, '')
          return { contents: source.replaceAll('import.meta.dirname', JSON.stringify(path.dirname(a.path))), loader }
        })
      },
    },
    {
      name: 'next-cjs',
      setup(b) {
        b.onResolve({ filter: /^next\/(cache|headers|navigation)$/ }, (a) => ({ path: `${a.path}.js`, external: true }))
      },
    },
    {
      // `import 'server-only'` marks modules that hold secrets or read the database, so that Next refuses them
      // in a browser bundle. A script is server code by definition: the marker has nothing to guard here.
      name: 'server-only',
      setup(b) {
        b.onResolve({ filter: /^server-only$/ }, () => ({ path: 'server-only', namespace: 'server-only' }))
        b.onLoad({ filter: /.*/, namespace: 'server-only' }, () => ({ contents: '', loader: 'js' }))
      },
    },
  ],
  loader: { '.css': 'empty', '.scss': 'empty' },
  mainFields: ['module', 'main'],
  conditions: ['node', 'import'],
  tsconfig: path.join(root, 'tsconfig.json'),
  sourcemap: 'inline',
  logLevel: 'warning',
  banner: {
    js: [
      "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
      // A setting refused (src/lib/env.ts) is said in its own words: its stack trace named lines of this bundle, which
      // an operator cannot act on (the thirty-first check from outside). Any other error as Node reports it.
      "process.on('uncaughtException', (e) => { console.error(e?.name === 'ConfigurationError' ? `\\n✗ ${e.message}\\n` : e); process.exit(1) });",
    ].join('\n'),
  },
}

if (bundleOnly) {
  await bundle(outfile)
  process.exit(0)
}
if (!upToDate()) {
  fs.mkdirSync(cacheDir, { recursive: true })
  for (const old of fs.readdirSync(cacheDir)) {
    if (old.startsWith(`${path.basename(entry, '.ts')}-`) && !old.startsWith(path.basename(cached))) {
      fs.rmSync(path.join(cacheDir, old), { force: true })
    }
  }
  const inputs = await bundle(cached)
  fs.writeFileSync(`${cached}.inputs.json.${process.pid}`, JSON.stringify(inputs))
  fs.renameSync(`${cached}.inputs.json.${process.pid}`, `${cached}.inputs.json`)
}

// Extra flags for node, e.g. PAYLOAD_SCRIPT_NODE_ARGS='--cpu-prof' to profile a seed (NODE_OPTIONS refuses it).
const nodeArgs = (process.env.PAYLOAD_SCRIPT_NODE_ARGS ?? '').split(' ').filter(Boolean)
const timeoutMs = Number(process.env.PAYLOAD_SCRIPT_TIMEOUT_MS || 30 * 60_000)

function runOnce() {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [...nodeArgs, outfile, ...args], {
      cwd: root,
      // PAYLOAD_SCRIPT_STDIN=inherit: the script reads this process's input (a test's helper that serves requests).
      stdio: [process.env.PAYLOAD_SCRIPT_STDIN === 'inherit' ? 'inherit' : 'ignore', 'pipe', 'inherit'],
    })
    let done = false
    let refused = false
    let tail = ''
    child.stdout.on('data', (chunk) => {
      const text = chunk.toString()
      tail = (tail + text).slice(-4096)
      if (tail.includes(DONE_MARK)) done = true
      // Payload asks before a schema push that would drop data; nobody can answer here, and on PostgreSQL
      // the process would wait for ever (decision 003).
      if (tail.includes('push schema to database?')) {
        console.error(`${entry}: the schema change would drop data; delete the demo database or write a migration`)
        child.kill('SIGKILL')
        refused = true
      }
      process.stdout.write(text.replaceAll(`${DONE_MARK}\n`, '').replaceAll(DONE_MARK, ''))
    })
    const timer = setTimeout(() => {
      console.error(`${entry}: no result after ${timeoutMs / 1000} s, stopping it`)
      child.kill('SIGKILL')
    }, timeoutMs)
    child.on('exit', (code, signal) => {
      clearTimeout(timer)
      resolve({ code: refused ? 1 : (code ?? (signal ? 1 : 0)), done })
    })
  })
}

async function main() {
  for (let attempt = 1; attempt <= 2; attempt += 1) {
    const { code, done } = await runOnce()
    // 13: Node's "unsettled top-level await", the loader flake itself; counted as a run that did not finish.
    if (code !== 0 && code !== 13) {
      console.error(`${entry} failed (exit ${code})`)
      return code
    }
    if (done) return 0
    console.error(`${entry} exited ${code} without finishing its work (attempt ${attempt} of 2)`)
  }
  return 1
}

process.exit(await main())
