import { describe, expect, it } from 'vitest'

import { anchorProducts } from '../../seed/data/catalogue'
import { articles } from '../../seed/data/editorial'
import { tagManagerOrigins } from '../../src/lib/security-headers'
import { base } from '../support/http'

/**
 * Issue 16, finding 6: the security headers on every kind of answer of the built site (docs/decisions/015),
 * and no `x-middleware-rewrite` (it names the internal path a public path is rewritten to). The site under
 * test speaks plain http (SITE_URL http://localhost:…), so HSTS must be absent; deploy/nginx adds it over https.
 * The site's pages stay cached, so their scripts may be inline (decision 015); the admin's run by nonce only.
 */
type Answer = { status: number; headers: Headers; text: string }

async function get(pathname: string, headers: Record<string, string> = {}): Promise<Answer> {
  const res = await fetch(base + pathname, { redirect: 'manual', headers })
  return { status: res.status, headers: res.headers, text: await res.text() }
}

/** A CSP header as directive → sources. */
function csp(headers: Headers): Map<string, string[]> {
  const value = headers.get('content-security-policy') ?? ''
  return new Map(
    value
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name.toLowerCase(), sources]),
  )
}

/** What every answer carries, whatever it is. */
function expectBaseline({ headers }: Answer) {
  expect(headers.get('x-content-type-options')).toBe('nosniff')
  expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
  expect(headers.get('permissions-policy')).toMatch(/camera=\(\)/)
  expect(headers.get('cross-origin-opener-policy')).toBe('same-origin')
  expect(headers.get('cross-origin-resource-policy')).toBe('same-origin')
  expect(headers.get('x-frame-options')).toBe('SAMEORIGIN')
  const policy = csp(headers)
  expect(policy.get('frame-ancestors')).toEqual(["'self'"])
  expect(policy.get('object-src') ?? policy.get('default-src')).toEqual(["'none'"])
  expect(policy.get('base-uri')).toBeDefined()
  expect(policy.get('form-action')).toBeDefined()
  // Plain http: HSTS would be ignored by browsers, and it belongs to the TLS end.
  expect(headers.get('strict-transport-security')).toBeNull()
  expect(headers.get('x-middleware-rewrite')).toBeNull()
}

/**
 * Whether the server under test has a Tag Manager container (GTM_ID): only then may the site's pages name
 * Google's script origin (decision 023), and the answer says so without naming anything else.
 */
let tagManager: boolean | undefined
async function hasTagManager() {
  tagManager ??= !!((await (await fetch(`${base}/api/tag-manager/`)).json()) as { id?: string | null }).id
  return tagManager
}

/**
 * A page: its own policy, scripts only from this site (inline ones included) and the origins it names in
 * `others`, nothing evaluated.
 */
function expectPage(answer: Answer, others: string[] = []) {
  expectBaseline(answer)
  expect(answer.headers.get('content-type')).toMatch(/^text\/html/)
  const policy = csp(answer.headers)
  expect(policy.get('default-src')).toEqual(["'self'"])
  const scripts = policy.get('script-src') ?? []
  expect(scripts).not.toContain("'unsafe-eval'")
  expect(
    scripts.filter((s) => !s.startsWith("'")),
    'no other origin may serve scripts',
  ).toEqual(others)
  return scripts.filter((s) => s.startsWith("'"))
}

/**
 * The site's cached pages: the same policy on every answer, no nonce (it could not match the cached HTML); the
 * tag manager's origin only where the server has a container.
 */
async function expectCachedPage(answer: Answer) {
  const others = (await hasTagManager()) ? tagManagerOrigins.script : []
  expect(expectPage(answer, others)).toEqual(["'self'", "'unsafe-inline'"])
}

/** The admin: scripts only with this answer's nonce (and what they load), never 'unsafe-inline'. */
function expectNoncePage(answer: Answer) {
  const scripts = expectPage(answer)
  expect(scripts).not.toContain("'unsafe-inline'")
  expect(scripts).toContain("'strict-dynamic'")
  const nonce = scripts.find((s) => s.startsWith("'nonce-"))?.slice(7, -1)
  expect(nonce, 'script-src has a nonce').toBeTruthy()
  // Every script the browser would run carries it (JSON-LD is data, not run, and needs none).
  const tags = [...answer.text.matchAll(/<script\b[^>]*>/g)].map((m) => m[0])
  const executable = tags.filter((tag) => !/type="application\/ld\+json"/.test(tag))
  expect(executable.length).toBeGreaterThan(0)
  for (const tag of executable) expect(tag).toContain(`nonce="${nonce}"`)
  return nonce
}

const product = anchorProducts.find((p) => p.spiritType)!
const article = articles.find((a) => a.section === 'blog' && !a.draft)!

describe('Security headers (issue 16, finding 6)', () => {
  it('home, in Italian and in English', async () => {
    for (const path of ['/', '/en/']) {
      const answer = await get(path)
      expect(answer.status, path).toBe(200)
      await expectCachedPage(answer)
    }
  })

  it('a product listing, plain and filtered', async () => {
    for (const path of ['/prodotti/', '/en/products/']) {
      const answer = await get(path)
      expect(answer.status, path).toBe(200)
      await expectCachedPage(answer)
    }
  })

  it('a product sheet', async () => {
    const answer = await get(`/prodotti/scheda/${product.slug.it}/`)
    expect(answer.status).toBe(200)
    await expectCachedPage(answer)
  })

  it('an article', async () => {
    const answer = await get(`/en/blog/${article.slug.en}/`)
    expect(answer.status).toBe(200)
    await expectCachedPage(answer)
  })

  it('the admin login, its scripts by a nonce made for each answer', async () => {
    const first = await get('/admin/login/')
    expect(first.status).toBe(200)
    const second = await get('/admin/login/')
    expect(expectNoncePage(first)).not.toBe(expectNoncePage(second))
  })

  it('an API JSON answer loads nothing', async () => {
    const answer = await get('/api/products/?limit=1')
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toMatch(/json/)
    expectBaseline(answer)
    expect(csp(answer.headers).get('default-src')).toEqual(["'none'"])
  })

  it('a 404, a page and a file', async () => {
    const page = await get('/questa-pagina-non-esiste/')
    expect(page.status).toBe(404)
    await expectCachedPage(page)
    for (const path of ['/non-esiste.php', '/api/non-esiste/']) {
      const answer = await get(path)
      expect(answer.status, path).toBe(404)
      expectBaseline(answer)
    }
  })

  it("redirects: Next's own to the trailing slash (a page's a 301), the site's to a canonical address or the sign-in", async () => {
    for (const [path, status, location] of [
      ['/prodotti', 301, '/prodotti/'],
      ['/en/products/type/scotch-whisky', 301, '/en/products/type/scotch-whisky/'],
      ['/admin', 308, '/admin/'],
      ['/api/products', 308, '/api/products/'],
      ['/prodotti/?page=1', 301, '/prodotti/'],
      ['/reserved-area/', 303, '/login/?return=%2Freserved-area%2F'],
    ] as const) {
      const answer = await get(path)
      expect(answer.status, path).toBe(status)
      expect(answer.headers.get('location'), path).toBe(location)
      expectBaseline(answer)
    }
  })

  it('a static asset: a script, a stylesheet, a font, a public file', async () => {
    const home = await get('/')
    const script = /src="(\/_next\/static\/[^"]+\.js)"/.exec(home.text)?.[1]
    const sheets = [...home.text.matchAll(/href="(\/_next\/static\/[^"]+\.css)"/g)].map((m) => m[1])
    expect(script, 'the home page loads a script').toBeTruthy()
    let font: string | undefined
    for (const sheet of sheets) {
      const relative = /url\(([^)]+\.woff2)\)/.exec((await get(sheet)).text)?.[1]
      if (relative) font ??= new URL(relative, base + sheet).pathname
    }
    expect(font, 'a stylesheet names a self-hosted font').toBeTruthy()
    for (const path of [script!, sheets[0], font!, '/robots.txt']) {
      const answer = await get(path)
      expect(answer.status, path).toBe(200)
      expectBaseline(answer)
    }
  })

  it('frames only from this site: frame-ancestors and X-Frame-Options', async () => {
    for (const path of ['/', '/prodotti/', '/admin/login/', '/api/products/?limit=1']) {
      const { headers } = await get(path)
      expect(csp(headers).get('frame-ancestors'), path).toEqual(["'self'"])
      expect(headers.get('x-frame-options'), path).toBe('SAMEORIGIN')
    }
  })

  it("asks the color-scheme client hint on the admin only: a visitor's page is never fetched twice (issue 17)", async () => {
    for (const path of [
      '/',
      '/en/',
      '/prodotti/',
      `/en/products/sheet/${product.slug.en}/`,
      '/api/products/?limit=1',
    ]) {
      const { headers } = await get(path)
      expect(headers.get('critical-ch'), path).toBeNull()
      expect(headers.get('accept-ch'), path).toBeNull()
    }
    for (const path of ['/admin/', '/admin/login/']) {
      expect((await get(path)).headers.get('critical-ch'), path).toBe('Sec-CH-Prefers-Color-Scheme')
    }
  })

  it('no x-middleware-rewrite on any answer, client navigations included', async () => {
    const rsc = { RSC: '1', 'Next-Router-State-Tree': '%5B%22%22%2C%7B%7D%5D' }
    const answers = [
      await get('/'),
      await get('/en/'),
      await get('/prodotti/?type=grappa'),
      await get(`/prodotti/scheda/${product.slug.it}/`),
      await get('/questa-pagina-non-esiste/'),
      await get('/prodotti/', rsc),
      await get(`/en/products/sheet/${product.slug.en}/`, rsc),
      await get('/prodotti/', { ...rsc, 'Next-Router-Prefetch': '1' }),
      await get('/it/prodotti/'),
      await get('/admin/login/'),
      await get('/api/products/?limit=1'),
    ]
    for (const { headers } of answers) expect(headers.get('x-middleware-rewrite')).toBeNull()
  })
})
