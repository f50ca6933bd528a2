import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { menuTypes, terms as taxonomyTerms } from '../../seed/data/taxonomy'
import { generateCatalogue } from '../../seed/generate/catalogue'
import { startPostgres, type TestPostgres } from '../support/postgres'

/**
 * The same app on PostgreSQL: a throw-away server (Debian's `postgresql`, started here), the schema pushed
 * and the demo seeded through Payload, then read back through Payload's local API (scripts/check-content.ts).
 * Without PostgreSQL installed this fails, it does not skip: `.ci/run` installs it.
 */
const root = path.resolve(import.meta.dirname, '../..')
const PRODUCTS = 60

type Localized = { code: string; title: string; slug: string; producer: string; type: string; spiritType: string }
type Summary = {
  database: string
  counts: Record<string, number>
  product: { it: Localized; en: Localized }
  localized: { titleDiffers: boolean; slugDiffers: boolean }
  productsWithoutSpiritType: number
  firstPage: Record<'it' | 'en', { totalDocs: number; totalPages: number; docs: { code: string; title: string }[] }>
  join: { producerId: number | string; joined: number; expected: number; matches: boolean }
  access: {
    contactRequestsDenied: boolean
    contactRequestsError: string | null
    draftsStored: number
    publicArticles: number
    publicArticlesIncludeDrafts: boolean
    publicDraftReadIncludesDrafts: boolean
  }
}

/** Payload's schema push asking to accept data loss: without a terminal, on PostgreSQL it waits for ever. */
const PUSH_PROMPT = 'Accept warnings and push schema to database?'

/**
 * Runs a Payload script through the bundling runner; resolves with its JSON summary (the last JSON line).
 * Fails at once when the schema push asks a question, and after `timeoutMs` when it does not finish: the
 * runner and its child are stopped (their own process group), so a hang fails the test, not the hook.
 */
function payloadScript(
  script: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  timeoutMs: number,
): Promise<Summary & Record<string, unknown>> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['scripts/run-payload-script.mjs', script, '--', ...args], {
      cwd: root,
      env: { ...env, PAYLOAD_SCRIPT_TIMEOUT_MS: String(timeoutMs) },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    })
    let out = ''
    let err = ''
    let failure: string | null = null
    const stop = (reason: string) => {
      if (failure) return
      failure = reason
      try {
        if (child.pid) process.kill(-child.pid, 'SIGKILL')
      } catch {
        // already gone
      }
    }
    const timer = setTimeout(() => stop(`no result after ${timeoutMs / 1000} s`), timeoutMs + 10_000)
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString()
      if (out.includes(PUSH_PROMPT)) stop('the schema push asks to accept data loss (an older schema in the database?)')
    })
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()))
    child.on('error', reject)
    child.on('close', (code) => {
      clearTimeout(timer)
      const line = out
        .split('\n')
        .reverse()
        .find((l) => l.startsWith('{'))
      if (failure || code !== 0 || !line) {
        const plain = (text: string) => text.replace(/\x1b\[[0-9;?]*[A-Za-z]/g, '').slice(-3000)
        reject(
          new Error(`${script}: ${failure ?? `exited ${code}`}\n--- stdout\n${plain(out)}\n--- stderr\n${plain(err)}`),
        )
        return
      }
      resolve(JSON.parse(line))
    })
  })
}

const byCodeUnits = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)

describe('PostgreSQL: the app seeds and reads through a postgres DATABASE_URL', { timeout: 60_000 }, () => {
  const media = path.join(root, '.cache/test', `pg-media-${process.pid}`)
  let pg: TestPostgres | undefined
  let result: Summary | undefined
  // A failed setup (no PostgreSQL installed, a seed error) fails every test below with its message: thrown
  // from beforeAll, vitest would report the tests as skipped.
  let setupError: unknown
  const expected = generateCatalogue({ products: PRODUCTS })
  const ready = (): Summary => {
    if (setupError || !result) throw setupError ?? new Error('PostgreSQL setup did not finish')
    return result
  }

  // The budgets below stop a hung script; they are not a speed check. The seed takes 40–60 s alone, and more than
  // 110 s when it runs beside the journeys on a loaded machine (seen once: pictures 64 s, catalogues at 72 s).
  beforeAll(async () => {
    try {
      result = await setup()
    } catch (error) {
      setupError = error
    }
  }, 480_000)

  async function setup(): Promise<Summary> {
    let t = Date.now()
    pg = await startPostgres()
    console.log(`PostgreSQL started in ${((Date.now() - t) / 1000).toFixed(1)} s`)
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      DATABASE_URL: pg.url,
      MEDIA_DIR: media,
      NODE_ENV: 'development' as const,
    }
    t = Date.now()
    const prepared = await payloadScript('scripts/prepare-db.ts', ['--products', String(PRODUCTS)], env, 300_000)
    console.log(
      `PostgreSQL schema push and seed of ${PRODUCTS} products: ${((Date.now() - t) / 1000).toFixed(1)} s ` +
        `(seed ${String(prepared.seedSeconds)} s)`,
    )
    if (prepared.database !== 'postgres' || prepared.seeded !== true) {
      throw new Error(`prepare-db did not seed PostgreSQL: ${JSON.stringify(prepared)}`)
    }
    t = Date.now()
    const summary = await payloadScript('scripts/check-content.ts', [], env, 120_000)
    console.log(`check-content on PostgreSQL: ${((Date.now() - t) / 1000).toFixed(1)} s`)
    return summary
  }

  afterAll(async () => {
    await pg?.stop()
    fs.rmSync(media, { recursive: true, force: true })
  }, 30_000)

  it('read back through the postgres adapter', () => {
    const summary = ready()
    expect(summary.database).toBe('postgres')
  })

  it('holds every seeded product, producer and taxonomy term, and the editorial content', () => {
    const summary = ready()
    expect(summary.counts.products).toBe(PRODUCTS)
    expect(summary.counts.producers).toBe(expected.producers.length)
    expect(summary.counts['taxonomy-terms']).toBe(taxonomyTerms.length)
    expect(summary.counts.articles).toBeGreaterThan(0)
    expect(summary.counts.pages).toBeGreaterThan(0)
  })

  it('reads localized values per locale, the same as the generator (and the SQLite seed) makes them', () => {
    const summary = ready()
    const { it: itDoc, en: enDoc } = summary.product
    // check-content reads the first product by code, with a spirit type, whose title and slug differ by language.
    const product = expected.products
      .filter((p) => p.spiritType && p.title.it !== p.title.en && p.slug.it !== p.slug.en)
      .sort((a, b) => byCodeUnits(a.code, b.code))[0]
    expect(itDoc.code).toBe(product.code)
    expect(enDoc.code).toBe(product.code)
    expect(itDoc.title).toBe(product.title.it)
    expect(enDoc.title).toBe(product.title.en)
    expect(itDoc.slug).toBe(product.slug.it)
    expect(enDoc.slug).toBe(product.slug.en)
    expect(summary.localized).toEqual({ titleDiffers: true, slugDiffers: true })

    const producer = expected.producers.find((p) => p.code === product.producer)
    expect(itDoc.producer).toBe(producer?.name.it)
    expect(enDoc.producer).toBe(producer?.name.en)
    const menu = menuTypes.find((m) => m.type.code === product.type)
    const sub = menu?.subTypes.find((s) => s.code === product.spiritType)
    expect([itDoc.type, enDoc.type]).toEqual([menu?.type.label.it, menu?.type.label.en])
    expect([itDoc.spiritType, enDoc.spiritType]).toEqual([sub?.label.it, sub?.label.en])
  })

  it('finds only products with a spirit type, sorted by the localized title', () => {
    const summary = ready()
    const withType = expected.products.filter((p) => p.spiritType)
    expect(summary.productsWithoutSpiritType).toBe(PRODUCTS - withType.length)
    for (const locale of ['it', 'en'] as const) {
      const page = summary.firstPage[locale]
      expect(page.totalDocs).toBe(withType.length)
      const titles = withType
        .map((p) => p.title[locale])
        .sort(byCodeUnits)
        .slice(0, page.docs.length)
      expect(page.docs.map((d) => d.title)).toEqual(titles)
    }
  })

  it("joins a producer's products", () => {
    const summary = ready()
    expect(summary.join.expected).toBeGreaterThan(0)
    expect(summary.join.matches).toBe(true)
  })

  it('applies access rules: no submissions and no drafts for the public', () => {
    const summary = ready()
    expect(summary.access.contactRequestsDenied).toBe(true)
    // The seed stores a draft article, so that "no drafts" is a real check.
    expect(summary.access.draftsStored).toBeGreaterThan(0)
    expect(summary.access.publicArticles).toBeGreaterThan(0)
    expect(summary.access.publicArticlesIncludeDrafts).toBe(false)
    expect(summary.access.publicDraftReadIncludesDrafts).toBe(false)
  })
})
