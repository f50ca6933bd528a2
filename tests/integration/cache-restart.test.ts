import fs from 'node:fs'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { api, editor, login } from '../support/http'
import { startSiteOnSnapshot } from '../support/outbox-harness.mjs'

/**
 * Decision 066: without REDIS_URL, Next's cache lives on the node's disk, and the tags an edit expired must outlive the
 * process. A site of its own (a snapshot of the test database, a copy of the build) caches a sheet and the blog's data, an
 * editor renames the product and deletes an article, and the site is restarted before anyone asks for those pages:
 * the restarted site shows the new title and no card of the deleted article. Before, Next kept the expiries in memory,
 * and the restarted site served both pages as they were before the edits.
 *
 * Decision 071: the site runs with its performance clock 11 s behind its wall clock (tests/support/clock-behind.cjs),
 * as the test server's was after half an hour of tests. Next compares a tag's expiry, written on the wall clock, with
 * that clock, and served an edited sheet stale (its old title) for that long after each save.
 */
const sheet = {
  it: '/prodotti/scheda/glen-corran-18-anni-v0008/',
  en: '/en/products/sheet/glen-corran-18-year-old-v0008/',
}
const blog = '/blog/'
// A page neither edit concerns.
const untouched = '/cookie-policy/'
let site: Awaited<ReturnType<typeof startSiteOnSnapshot>>

beforeAll(async () => {
  site = await startSiteOnSnapshot({
    env: {
      JOBS_AUTORUN_CRON: 'off',
      SMTP_URL: 'smtp://127.0.0.1:9',
      NODE_OPTIONS: `--require ${path.resolve('tests/support/clock-behind.cjs')}`,
      TEST_CLOCK_BEHIND_MS: '11000',
      // Every request a slow one, for the log's routes (the last test).
      SLOW_REQUEST_MS: '1',
    },
  })
}, 180_000)

afterAll(() => site?.stop())

/** A page as a visitor who answered the age gate gets it, and whether Next served it from its cache. */
async function page(pathname: string) {
  const res = await fetch(site.base + pathname, { headers: { Cookie: 'adult=1' } })
  return { status: res.status, cache: res.headers.get('x-nextjs-cache'), html: await res.text() }
}

/** Asks for the page until Next serves it from its cache: it is on disk, as a visitor last saw it. */
async function cached(pathname: string) {
  for (let i = 0; i < 10; i++) {
    const shown = await page(pathname)
    if (shown.cache === 'HIT') return shown
  }
  throw new Error(`${pathname} was never served from the cache`)
}

describe('a save is on the next page, whatever the process’s performance clock (decision 071)', () => {
  it(
    'the sheet an editor renamed shows the new title at the first request after the save',
    { timeout: 60_000 },
    async () => {
      const as = { base: site.base, token: await login('users', editor, site.base) }
      const slug = 'marsala-superiore-riserva-v0010'
      const found = await api(`/products/?where[slug][equals]=${slug}&locale=it&depth=0`, as)
      const product = (found.body.docs as { id: number; title: string }[])[0]!
      const sheetPath = `/prodotti/scheda/${slug}/`
      expect((await cached(sheetPath)).html.includes(product.title), product.title).toBe(true)
      try {
        for (const round of [1, 2]) {
          const title = `${product.title} ${round} ${Date.now().toString(36)}`
          const saved = await api(`/products/${product.id}/?locale=it`, {
            ...as,
            method: 'PATCH',
            body: JSON.stringify({ title }),
          })
          expect(saved.status).toBe(200)
          const shown = await page(sheetPath)
          // Before: STALE, with the title of before the save, for the 11 s the clock is behind.
          expect({ cache: shown.cache, title: shown.html.includes(title) }).toEqual({ cache: 'MISS', title: true })
        }
      } finally {
        await api(`/products/${product.id}/?locale=it`, {
          ...as,
          method: 'PATCH',
          body: JSON.stringify({ title: product.title }),
        })
      }
    },
  )
})

describe('the cache on local disk across a restart (decision 066)', () => {
  // A restart and the pages' renders: about 8 s alone, 30 s and more beside the journeys.
  it(
    'pages an edit expired are rendered again by the restarted site, not served as before the edit',
    { timeout: 180_000 },
    async () => {
      const token = await login('users', editor, site.base)
      const as = { base: site.base, token }

      const found = await api(`/products/?where[slug][equals]=glen-corran-18-anni-v0008&locale=it&depth=0`, as)
      const product = (found.body.docs as { id: number; title: string }[])[0]!

      const before = {
        it: await cached(sheet.it),
        en: await cached(sheet.en),
        // Rendered at each request (it reads the query), from data Next caches under the articles' tags.
        blog: await page(blog),
        untouched: await cached(untouched),
      }
      expect(before.it.html.includes(product.title), product.title).toBe(true)
      // The first article the blog shows.
      const slug = [...before.blog.html.matchAll(/href="\/blog\/([a-z0-9-]+)\/"/g)]
        .map((match) => match[1]!)
        .find((candidate) => candidate !== 'autori')!
      const articles = await api(`/articles/?where[slug][equals]=${slug}&locale=it&depth=0`, as)
      const article = (articles.body.docs as { id: number }[])[0]!

      const title = `Glen Corran riavviato ${Date.now().toString(36)}`
      const renamed = await api(`/products/${product.id}/?locale=it`, {
        ...as,
        method: 'PATCH',
        body: JSON.stringify({ title }),
      })
      expect(renamed.status).toBe(200)
      expect((await api(`/articles/${article.id}/`, { ...as, method: 'DELETE' })).status).toBe(200)

      // Nobody asks for the pages before the site stops.
      await site.restart()

      const after = { it: await page(sheet.it), en: await page(sheet.en), blog: await page(blog) }
      expect(after.it.status).toBe(200)
      expect(after.it.html.includes(title), `the sheet shows ${title}`).toBe(true)
      expect(after.en.status).toBe(200)
      expect(after.blog.status).toBe(200)
      expect(after.blog.html.includes(`/blog/${slug}/`), `the blog still links to /blog/${slug}/`).toBe(false)
      // Only what the edits expired is rendered again: a page neither concerns comes from the cache as it was.
      const kept = await page(untouched)
      expect(kept.cache).toBe('HIT')
      expect(kept.html === before.untouched.html, 'the untouched page as it was').toBe(true)
    },
  )
})

// Issue 17, item 5: "slow requests (> 1 s) logged with their route". Before the next block, which stops the site. The
// thirty-third check from outside found each sheet its own route (`/prodotti/scheda/amaro-tognetti-v0395/`): 400
// routes for one page.
describe('a slow request is logged with its route', () => {
  it('a page the route the proxy matched, in its language; an API document its path with `:id`', async () => {
    const asked = [sheet.it, sheet.en, '/api/products/1/?depth=0']
    for (const pathname of asked) await page(pathname)
    // Each line is written once its answer has gone, which may come after the answer is read: asked for until all are.
    const routes = () => {
      const lines = site.log
        .join('')
        .split('\n')
        .filter((line) => line.startsWith('{') && line.endsWith('}') && line.includes('"slow request"'))
        .map((line) => JSON.parse(line) as { path: string; route: string })
      const routeOf = (path: string) => lines.findLast((line) => line.path === path)?.route
      return [routeOf(sheet.it), routeOf(sheet.en), routeOf('/api/products/1/?depth')]
    }
    await expect
      .poll(routes)
      .toEqual(['/it/products/sheet/[product]', '/en/products/sheet/[product]', '/api/products/:id/'])
  })
})

describe('a build made against one database never serves another (issue 17, item 3; the sixth check from outside)', () => {
  // A node started with `npm run serve` on a build copied from a site of another database served that one's pages.
  it(
    'a site whose build records another database stops before serving, and says why',
    { timeout: 120_000 },
    async () => {
      const recorded = path.resolve(site.distDir, 'database-identity')
      fs.writeFileSync(recorded, 'f'.repeat(64))
      try {
        await expect(site.restart()).rejects.toThrow(/made against another database than DATABASE_URL's/)
      } finally {
        fs.rmSync(recorded, { force: true })
      }
    },
  )
})
