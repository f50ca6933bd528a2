import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { localizePath } from '@/i18n/route-table'

import { COMPILE_HINT } from '../../scripts/lib/compile-hints.mjs'

/**
 * Issue 17, item 2 (decision 067): the build the tests serve was made by scripts/build.mjs, and the scripts every page
 * loads first (Next's and React's runtime, the build manifest's root main files) reach the browser with Chrome's
 * compile hint on their first line, so that their functions compile off the main thread. A page's own scripts do not.
 */
const base = process.env.TEST_BASE_URL ?? 'http://localhost:3000'
const distDir = path.resolve(process.env.NEXT_DIST_DIR ?? '.next-test')
const rootMainFiles: string[] = JSON.parse(
  fs.readFileSync(path.join(distDir, 'build-manifest.json'), 'utf8'),
).rootMainFiles

const pages = (['it', 'en'] as const).flatMap((locale) => [
  localizePath('/', locale),
  localizePath('/products', locale),
  localizePath('/contacts', locale),
])

describe("the first-load scripts carry Chrome's compile hint", () => {
  it.each(pages)(
    '%s: names the runtime scripts, each served with the hint; its other scripts without',
    async (page) => {
      const html = await (await fetch(base + page)).text()
      const scripts = [...html.matchAll(/<script src="(\/_next\/static\/chunks\/[^"]+\.js)"/g)].map((m) => m[1]!)
      const runtime = rootMainFiles.map((file) => `/_next/${file}`)
      expect(runtime.length).toBeGreaterThan(0)
      for (const src of runtime) expect(scripts, src).toContain(src)
      for (const src of scripts) {
        const code = await (await fetch(base + src)).text()
        expect(code.startsWith(COMPILE_HINT), src).toBe(runtime.includes(src))
      }
    },
  )
})
