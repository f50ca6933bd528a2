import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { locales } from '@/i18n/locales'
import { internalPathnames, localizePath } from '@/i18n/route-table'

import { api, base, demoCustomer, editor, type Json, login } from '../support/http'

/**
 * Issue 16, "How it is checked": a property-based run (fast-check) over the public API's query parameters and
 * every route parameter. Whatever is asked, by a visitor or a trade customer: no 500, no answer slower than 2 s,
 * no draft to either, no reserved-area content to the visitor. The fixtures carry markers: a draft article, a
 * published article with a newer draft, and a published reserved-area article.
 */
const run = Date.now().toString(36)
const draftMarker = `zzbozza${run}`
const reservedMarker = `zzriservato${run}`
const draftSlug = `bozza-fixture-${run}`
const reservedSlug = `riservato-fixture-${run}`
const SLOW_MS = 2000

const collections = [
  'articles',
  'pages',
  'products',
  'producers',
  'authors',
  'taxonomy-terms',
  'projects',
  'catalogues',
  'testimonials',
  'agents',
  'contact-questions',
  'bibliography',
  'downloads',
  'media',
  'documents',
  'customers',
  'users',
  'contact-requests',
  'job-applications',
  'newsletter-signups',
  'application-files',
]
const globals = ['site-settings', 'contact', 'site-banner', 'site-overlay']
const fields = [
  'id',
  'title',
  'slug',
  'section',
  '_status',
  'excerpt',
  'email',
  'name',
  'producer',
  'tags',
  'code',
  'x',
]
const operators = ['equals', 'not_equals', 'like', 'contains', 'in', 'exists', 'greater_than', 'near', 'all', 'bogus']

const junk = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.constantFrom('', '0', '-1', '1e9', '999999999999', 'NaN', 'null', '*', '%00', '[]', '{}', '../', 'true', 'false'),
  fc.integer({ min: -5, max: 200 }).map(String),
)

/** A REST query: a handful of Payload's parameters, each with a fair or a hostile value. */
const query = fc
  .record(
    {
      limit: junk,
      depth: junk,
      page: junk,
      locale: fc.oneof(fc.constantFrom('it', 'en', '*', 'all', 'xx'), junk),
      'fallback-locale': fc.oneof(fc.constantFrom('none', 'it', 'en'), junk),
      draft: fc.oneof(fc.constantFrom('true', 'false'), junk),
      sort: fc.oneof(fc.constantFrom(...fields, ...fields.map((f) => `-${f}`)), junk),
      pagination: fc.constantFrom('true', 'false'),
      trash: fc.constantFrom('true', 'false'),
      where: fc.tuple(fc.constantFrom(...fields), fc.constantFrom(...operators), junk),
      select: fc.constantFrom(...fields),
      populate: fc.tuple(fc.constantFrom(...collections), fc.constantFrom(...fields)),
      joins: fc.oneof(fc.constantFrom('false'), fc.tuple(fc.constantFrom('products', 'articles'), junk)),
    },
    { requiredKeys: [] },
  )
  .map((q) => {
    const params = new URLSearchParams()
    for (const [key, value] of Object.entries(q)) {
      if (key === 'where') {
        const [field, op, v] = value as [string, string, string]
        params.append(`where[${field}][${op}]`, v)
      } else if (key === 'select') params.append(`select[${value as string}]`, 'true')
      else if (key === 'populate') {
        const [c, f] = value as [string, string]
        params.append(`populate[${c}][${f}]`, 'true')
      } else if (key === 'joins' && Array.isArray(value)) params.append(`joins[${value[0]}][limit]`, value[1] as string)
      else params.append(key, value as string)
    }
    return params.toString()
  })

type Who = 'visitor' | 'customer'
let customerToken = ''
let editorToken = ''
const made: number[] = []

/**
 * An answer and how long it took. A slow one is asked once more and the faster time kept: "slower than 2 s" means
 * slow every time, not a garbage collection or a compile on a loaded two-core CI machine.
 */
async function slowTwice<T>(ask: () => Promise<T>): Promise<T & { ms: number }> {
  let best: (T & { ms: number }) | null = null
  for (let attempt = 0; attempt < 2; attempt++) {
    const started = performance.now()
    const answer = await ask()
    const ms = performance.now() - started
    if (!best || ms < best.ms) best = { ...answer, ms }
    if (ms < SLOW_MS) break
  }
  return best!
}

const timed = (pathname: string, who: Who) =>
  slowTwice(() => api(pathname, who === 'customer' ? { token: customerToken } : {}))

const page = (url: string) =>
  slowTwice(async () => {
    const res = await fetch(url, { redirect: 'manual' })
    return { status: res.status, text: await res.text() }
  })

function expectSafe(res: { status: number; text: string; ms: number }, who: Who, asked: string) {
  expect(res.status, `${who} ${asked}: ${res.text.slice(0, 300)}`).toBeLessThan(500)
  expect(res.ms, `${who} ${asked} took ${Math.round(res.ms)} ms`).toBeLessThan(SLOW_MS)
  expect(res.text.includes(draftMarker), `${who} ${asked} shows a draft`).toBe(false)
  if (who === 'visitor') expect(res.text.includes(reservedMarker), `${who} ${asked} shows reserved content`).toBe(false)
}

async function article(data: Json, query = 'draft=true&locale=it') {
  const res = await api(`/articles/?${query}`, { method: 'POST', token: editorToken, body: JSON.stringify(data) })
  expect(res.status, res.text).toBe(201)
  const id = (res.body.doc as Json).id as number
  made.push(id)
  return id
}

beforeAll(async () => {
  editorToken = await login('users', editor)
  customerToken = await login('customers', demoCustomer)
  const common = { tags: ['news'], publishedAt: new Date().toISOString(), excerpt: 'Fixture.' }
  // A draft, never published. Slugs carry no marker: a page asked by slug must not echo what it does not show.
  await article({
    ...common,
    section: 'news',
    title: `Bozza ${draftMarker}`,
    slug: draftSlug,
    _status: 'draft',
  })
  // Published, then a newer draft with the marker.
  const published = await article(
    { ...common, section: 'blog', title: `Pubblicato ${run}`, slug: `pubblicato-${run}`, _status: 'published' },
    'locale=it',
  )
  const draft = await api(`/articles/${published}/?draft=true&locale=it`, {
    method: 'PATCH',
    token: editorToken,
    body: JSON.stringify({ title: `Nuova bozza ${draftMarker}`, _status: 'draft' }),
  })
  expect(draft.status, draft.text).toBe(200)
  // Published in the reserved area.
  await article(
    {
      ...common,
      section: 'reserved-news',
      title: `Riservato ${reservedMarker}`,
      slug: reservedSlug,
      _status: 'published',
    },
    'locale=it',
  )
})

afterAll(async () => {
  for (const id of made) await api(`/articles/${id}/`, { method: 'DELETE', token: editorToken })
})

describe('property: the public API under any query', () => {
  it('the fixtures are what the property looks for (a customer reads the reserved article)', async () => {
    const res = await api(`/articles/?where[slug][equals]=${reservedSlug}&locale=it`, { token: customerToken })
    expect(res.text).toContain(reservedMarker)
    const editorView = await api(`/articles/?draft=true&where[slug][equals]=${draftSlug}&locale=it`, {
      token: editorToken,
    })
    expect(editorView.text).toContain(draftMarker)
  })

  it.each(['visitor', 'customer'] as const)('collections, documents and globals, as a %s', async (who) => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...collections.map((c) => `/${c}/`), ...globals.map((g) => `/globals/${g}/`)),
        query,
        fc.oneof(
          fc.constant(''),
          junk.map((id) => `${encodeURIComponent(id)}/`),
          fc.constant('versions/'),
        ),
        async (collection, q, id) => {
          const pathname = `${collection.startsWith('/globals/') ? collection : collection + id}?${q}`
          expectSafe(await timed(pathname, who), who, pathname)
        },
      ),
      { numRuns: 200 },
    )
  })
})

describe('property: the site’s own endpoints under any input', () => {
  it('search, feeds and the preview exit, as a visitor', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.string({ maxLength: 300 }), fc.constantFrom(draftMarker, reservedMarker, 'bozza', 'riservato')),
        fc.oneof(fc.constantFrom(...locales), junk),
        junk,
        async (q, locale, feed) => {
          const search = `/search/?${new URLSearchParams({ q, locale })}`
          const answer = await timed(search, 'visitor')
          expectSafe(answer, 'visitor', search)
          const res = await fetch(`${base}/feeds/${encodeURIComponent(locale)}/${encodeURIComponent(feed)}.xml`)
          expect(res.status, `feed ${locale} ${feed}`).toBeLessThan(500)
          expect((await res.text()).includes(draftMarker)).toBe(false)
        },
      ),
      { numRuns: 100 },
    )
  })
})

describe('property: every route with any parameter', () => {
  const withParams = internalPathnames.filter((p) => p.includes('['))
  const plain = internalPathnames.filter((p) => !p.includes('['))

  it('pages without parameters answer without a draft, reserved content or a 500', async () => {
    for (const pathname of plain) {
      for (const locale of locales) {
        const path = localizePath(pathname, locale)
        expectSafe(await page(`${base}${path}`), 'visitor', path)
      }
    }
  })

  it('routes with parameters, any value', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...withParams),
        fc.constantFrom(...locales),
        fc.oneof(
          fc.string({ minLength: 1, maxLength: 20 }),
          fc.constantFrom('..', '%00', 'a.b', '%2e%2e', draftSlug, reservedSlug, `pubblicato-${run}`, '-', '_'),
        ),
        fc.oneof(
          fc.constant(''),
          fc.constantFrom('?page=-1', '?page=abc', '?q=%00', '?tipo=x&page=999999', '?draft=true'),
        ),
        async (pathname, locale, value, search) => {
          const names = [...pathname.matchAll(/\[(?:\.\.\.)?(\w+)\]/g)].map((m) => m[1]!)
          let path: string
          try {
            path = localizePath(pathname, locale, Object.fromEntries(names.map((n) => [n, encodeURIComponent(value)])))
          } catch {
            return
          }
          expectSafe(await page(`${base}${path}${search}`), 'visitor', path + search)
        },
      ),
      { numRuns: 150 },
    )
  })
})
