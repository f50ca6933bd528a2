import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { base } from '../support/http'
import { client } from '../support/reserved-client'

/**
 * `GET /api/search/` (the header's search box) as an attacker uses it: any query answers JSON, never a 500; one
 * client address has 240 searches a minute, then a 429 with Retry-After, while other clients search on.
 */
const search = (q: string, from: string, locale = 'it') =>
  fetch(`${base}/api/search/?${new URLSearchParams({ q, locale })}`, { headers: { 'X-Forwarded-For': from } })

describe('the search API under hostile use', () => {
  it('answers any query with JSON, never a 500, and a bad locale with a 400', async () => {
    const from = client()
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.string({ maxLength: 200 }), fc.constantFrom('<script>', '%00', "' OR 1=1 --", 'x'.repeat(10_000))),
        async (q) => {
          const res = await search(q, from)
          expect(res.status, q.slice(0, 40)).toBe(200)
          expect(res.headers.get('content-type')).toMatch(/application\/json/)
          await res.json()
        },
      ),
      { numRuns: 60 },
    )
    expect((await search('gin', from, '../../etc')).status).toBe(400)
  })

  it('gives one client 240 searches a minute, then 429 with Retry-After; another client still searches', async () => {
    const from = client()
    const statuses: number[] = []
    for (let batch = 0; batch < 12; batch++) {
      const answers = await Promise.all(Array.from({ length: 20 }, () => search('grappa', from)))
      statuses.push(...answers.map((r) => r.status))
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(240)
    const refused = await search('grappa', from)
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(refused.headers.get('cache-control')).toBe('no-store')
    expect((await search('grappa', client())).status).toBe(200)
  })
})

/**
 * The search's page (`/cerca/?q=`, `/en/search/?q=`), rendered for every request: one client address has 120 searches
 * a minute, then the page answers 429 with the form and a sentence in its language, and no results; the empty
 * search page is not counted, and another client still searches.
 */
describe('the search page under hostile use', () => {
  const page = (path: string, from: string) => fetch(`${base}${path}`, { headers: { 'X-Forwarded-For': from } })

  it('gives one client 120 searches a minute, then a 429 in its language; another client still searches', async () => {
    const from = client()
    const statuses: number[] = []
    for (let batch = 0; batch < 12; batch++) {
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) => page(i % 2 ? '/cerca/?q=grappa' : '/en/search/?q=grappa', from)),
      )
      statuses.push(...answers.map((r) => r.status))
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(120)
    const it = await page('/cerca/?q=grappa', from)
    expect(it.status).toBe(429)
    const itHtml = await it.text()
    expect(itHtml).toContain('Troppe ricerche in poco tempo da questo indirizzo: riprova tra un minuto.')
    expect(itHtml).not.toContain('search-page-products')
    expect(itHtml).toContain('id="search-page-q"')
    const en = await page('/en/search/?q=grappa', from)
    expect(en.status).toBe(429)
    expect(await en.text()).toContain('Too many searches from this address in a short time: try again in a minute.')
    expect((await page('/cerca/', from)).status).toBe(200)
    const other = await page('/cerca/?q=grappa', client())
    expect(other.status).toBe(200)
    expect(await other.text()).toContain('search-page-products')
  })
})

/**
 * `GET /api/filter-values/` (the rest of a listing's producer list) as an attacker uses it: any query answers JSON, a
 * bad list or language a 400, never a 500; one client address has 120 a minute, then a 429 with Retry-After.
 */
const filterValues = (query: string, from: string) =>
  fetch(`${base}/api/filter-values/?${query}`, { headers: { 'X-Forwarded-For': from } })

describe('the filter values API under hostile use', () => {
  it('answers any query with JSON, never a 500', async () => {
    const from = client()
    const junk = fc.oneof(
      fc.string({ maxLength: 120 }),
      fc.constantFrom('<script>', '%00', "' OR 1=1 --", '../../etc', 'x'.repeat(5_000), '__proto__', 'constructor'),
    )
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('producer', 'type', 'region'),
        fc.array(fc.tuple(fc.constantFrom('type', 'producer', 'page', 'list', 'locale', 'region'), junk), {
          maxLength: 6,
        }),
        async (list, params) => {
          const query = new URLSearchParams([['list', list], ['locale', 'it'], ...params]).toString()
          const res = await filterValues(query, from)
          // Up to six values of 5,000 characters: a request line over Node's header limit (16 KB) is refused by its
          // HTTP parser, before the app, with 431 and no body. Only such a request may get it.
          if (res.status === 431) {
            expect(query.length, query.slice(0, 80)).toBeGreaterThan(15_000)
            return
          }
          expect([200, 400], query.slice(0, 80)).toContain(res.status)
          expect(res.headers.get('content-type')).toMatch(/application\/json/)
          await res.json()
        },
      ),
      { numRuns: 60 },
    )
  })

  it("answers a query past Node's header limit with 431, and one just within it with its list", async () => {
    const from = client()
    const query = (length: number) =>
      new URLSearchParams([
        ['list', 'producer'],
        ['locale', 'it'],
        ['type', 'x'.repeat(length)],
      ])
    expect((await filterValues(query(17_000).toString(), from)).status).toBe(431)
    const within = await filterValues(query(15_000).toString(), from)
    expect([200, 400]).toContain(within.status)
    expect(within.headers.get('content-type')).toMatch(/application\/json/)
  })

  it('gives one client 120 lists a minute, then 429 with Retry-After; another client still gets its list', async () => {
    const from = client()
    const statuses: number[] = []
    for (let batch = 0; batch < 6; batch++) {
      const answers = await Promise.all(Array.from({ length: 20 }, () => filterValues('list=producer&locale=it', from)))
      statuses.push(...answers.map((r) => r.status))
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(120)
    const refused = await filterValues('list=producer&locale=it', from)
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await filterValues('list=producer&locale=it', client())).status).toBe(200)
  })
})
