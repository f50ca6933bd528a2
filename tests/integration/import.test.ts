import { spawn } from 'node:child_process'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { localizePath } from '@/i18n/route-table'

/**
 * The catalogue import (`npm run import`) against the database of the running site (see scripts/test-all.mjs):
 * a feed of good, duplicate and malformed rows gives the same report twice in a row, and a changed row is
 * shown by the site at once, through /api/revalidate. The imported documents are removed afterwards.
 */
const base = process.env.TEST_BASE_URL ?? 'http://localhost:3000'
const root = path.resolve(import.meta.dirname, '../..')
const fixtures = 'tests/fixtures/import'

type Counts = { created: number; updated: number; unchanged: number; rejected: number }
type Report = {
  producers: Counts
  products: Counts
  rejected: { row: string; code?: string; reason: string }[]
  revalidation: { status: string; tags?: number }
}

/** Runs the import as a person would, and reads the JSON line of its report. */
function runImport(feed: string): Promise<Report> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['scripts/run-payload-script.mjs', 'scripts/import-catalogue.ts', '--', feed],
      {
        cwd: root,
        // The site is reached at the address the tests use, whatever SITE_URL says.
        env: { ...process.env, SITE_URL: base },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    )
    let out = ''
    child.stdout.on('data', (chunk) => (out += chunk))
    child.stderr.on('data', (chunk) => (out += chunk))
    child.on('error', reject)
    child.on('exit', (code) => {
      const line = out.split('\n').findLast((l) => l.startsWith('{') && l.includes('"products"'))
      if (code !== 0 || !line) reject(new Error(`import of ${feed} exited ${code}:\n${out}`))
      else resolve(JSON.parse(line) as Report)
    })
  })
}

const csvRejections = [
  { row: 'row 9', code: 'IMP-0002', reason: 'duplicate code IMP-0002 (first seen on row 5)' },
  { row: 'row 10', code: 'IMP-0006', reason: 'title_it is missing' },
  { row: 'row 11', code: 'IMP-0007', reason: 'alcohol must be a number between 0 and 100' },
  { row: 'row 12', code: 'IMP-0008', reason: "unknown type 'wiskey'" },
  { row: 'row 13', code: 'IMP-0009', reason: "unknown producer 'IMP-P99'" },
]
const jsonRejections = [
  { row: 'products[5]', code: 'IMP-0002', reason: 'duplicate code IMP-0002 (first seen on products[1])' },
  ...csvRejections.slice(1).map((r, i) => ({ ...r, row: `products[${6 + i}]` })),
]

const sheet = (slug: string, locale: 'it' | 'en') =>
  localizePath('/products/sheet/[product]', locale, { product: slug })
async function page(pathname: string) {
  const res = await fetch(base + pathname)
  return { status: res.status, html: await res.text() }
}

async function removeImported() {
  const login = await fetch(`${base}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: process.env.DEMO_EDITOR_EMAIL ?? 'editor@vinea.demo',
      password: process.env.DEMO_EDITOR_PASSWORD ?? 'vinea-demo-2026',
    }),
  })
  const { token } = (await login.json()) as { token: string }
  const remove = async (collection: string, codes: string[]) => {
    const query = new URLSearchParams(codes.map((code, i) => [`where[code][in][${i}]`, code]))
    const res = await fetch(`${base}/api/${collection}?${query}`, {
      method: 'DELETE',
      headers: { Authorization: `JWT ${token}` },
    })
    expect(res.status, `removing the imported ${collection}`).toBe(200)
  }
  await remove('products', ['IMP-0001', 'IMP-0002', 'IMP-0003', 'IMP-0004', 'IMP-0005'])
  await remove('producers', ['IMP-P01', 'IMP-P02'])
}

describe('catalogue import: created, updated and rejected rows, twice in a row', () => {
  let first: Report

  beforeAll(async () => {
    first = await runImport(`${fixtures}/feed.csv`)
  }, 60_000)

  afterAll(removeImported, 30_000)

  it('creates the good rows and rejects each bad one with its reason', () => {
    expect(first.producers).toEqual({ created: 2, updated: 0, unchanged: 0, rejected: 0 })
    expect(first.products).toEqual({ created: 5, updated: 0, unchanged: 0, rejected: 5 })
    expect(first.rejected).toEqual(csvRejections)
    expect(first.revalidation.status).toBe('revalidated')
  })

  it('the site shows an imported product in both languages', async () => {
    const italian = await page(sheet('grappa-di-nebbiolo-import-imp-0001', 'it'))
    expect(italian.status).toBe(200)
    expect(italian.html).toContain('Grappa di Nebbiolo Import')
    expect(italian.html).not.toContain('Grappa di Nebbiolo Import Riserva')
    const english = await page(sheet('import-nebbiolo-grappa-imp-0001', 'en'))
    expect(english.status).toBe(200)
    expect(english.html).toContain('Import Nebbiolo Grappa')
  })

  it('a second run of the same feed writes nothing and reports the same rejections', async () => {
    const second = await runImport(`${fixtures}/feed.csv`)
    const unchanged = (c: Counts) => ({
      created: 0,
      updated: 0,
      unchanged: c.created + c.updated,
      rejected: c.rejected,
    })
    expect(second.producers).toEqual(unchanged(first.producers))
    expect(second.products).toEqual(unchanged(first.products))
    expect(second.rejected).toEqual(first.rejected)
    expect(second.revalidation.status).toBe('nothing-to-do')
  }, 60_000)

  it('a JSON feed with one title changed updates that product, and the site shows it at once', async () => {
    const changed = await runImport(`${fixtures}/feed-changed.json`)
    expect(changed.producers).toEqual({ created: 0, updated: 0, unchanged: 2, rejected: 0 })
    expect(changed.products).toEqual({ created: 0, updated: 1, unchanged: 4, rejected: 5 })
    expect(changed.rejected).toEqual(jsonRejections)
    expect(changed.revalidation.status).toBe('revalidated')
    // The page was rendered and cached with the old title by the test above; the slug stays as it was.
    const { status, html } = await page(sheet('grappa-di-nebbiolo-import-imp-0001', 'it'))
    expect(status).toBe(200)
    expect(html).toContain('Grappa di Nebbiolo Import Riserva')
  }, 60_000)

  it('/api/revalidate refuses a request without the secret', async () => {
    const res = await fetch(`${base}/api/revalidate/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ tags: ['collection:products'] }),
    })
    expect(res.status).toBe(401)
  })
})

describe('the demo seed writes its catalogue through the import', () => {
  it('the anchors’ feed file, imported into the seeded site, is all unchanged', async () => {
    const report = await runImport('seed/data/anchor-catalogue.json')
    expect(report.producers).toEqual({ created: 0, updated: 0, unchanged: 8, rejected: 0 })
    expect(report.products).toEqual({ created: 0, updated: 0, unchanged: 19, rejected: 0 })
    expect(report.rejected).toEqual([])
    expect(report.revalidation.status).toBe('nothing-to-do')
  }, 60_000)
})
