// Builds the service worker (service-worker/sw.ts, Serwist) into public/sw.js. next.config.ts runs it at the start of
// every production build, so that `npm start`, the test run and the benchmarks all serve the worker of their build.
import { createHash, randomUUID } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

/** The offline page's texts, from the site's messages (namespace `Offline`). */
function offlineTexts() {
  const texts = {}
  for (const locale of ['it', 'en']) {
    const messages = JSON.parse(fs.readFileSync(path.join(root, 'messages', `${locale}.json`), 'utf8'))
    texts[locale] = messages.Offline
  }
  return texts
}

export async function buildServiceWorker() {
  // Loaded here, not at the top: next.config.ts imports this file when the site starts too, where nothing is built.
  const { build } = await import('esbuild')
  // A new version per build: the browser sees new bytes, installs the new worker, and it takes over.
  const version = createHash('sha256').update(randomUUID()).digest('hex').slice(0, 16)
  fs.mkdirSync(path.join(root, 'public'), { recursive: true })
  await build({
    entryPoints: [path.join(root, 'service-worker/sw.ts')],
    outfile: path.join(root, 'public/sw.js'),
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2020',
    minify: true,
    legalComments: 'none',
    logLevel: 'error',
    define: {
      'process.env.NODE_ENV': '"production"',
      __SW_VERSION__: JSON.stringify(version),
      __OFFLINE_TEXTS__: JSON.stringify(offlineTexts()),
    },
  })
  return version
}

// No top-level await: Next's config loader compiles this file as CommonJS.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  buildServiceWorker().then((version) => console.log(`public/sw.js ${version}`))
}
