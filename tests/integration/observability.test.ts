/**
 * Issue 17, item 5 (decision 035): every answer carries its request's id in X-Request-Id, new for each request, the
 * reverse proxy's own kept only when it is trusted (the test run sets TRUST_PROXY=1) and sane; liveness and readiness
 * answer apart, public and never cached, saying nothing of why a check failed; a request the CMS refuses is not logged
 * as a server error.
 */
import fs from 'node:fs'

import { describe, expect, it } from 'vitest'

import { base } from '../support/http'

const trusted = Number(process.env.TRUST_PROXY ?? '0') > 0
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

const get = (pathname: string, init: RequestInit = {}) => fetch(`${base}${pathname}`, { redirect: 'manual', ...init })

describe('request ids', () => {
  it('every answer has one, a new one each time: pages, API, admin, assets, errors', async () => {
    const paths = [
      '/',
      '/en/',
      '/api/health/live/',
      '/api/search/?q=barolo&locale=it',
      '/admin/',
      '/icon.svg',
      '/no-such-page/',
    ]
    const ids = []
    for (const path of [...paths, ...paths]) {
      const res = await get(path)
      await res.arrayBuffer()
      const id = res.headers.get('x-request-id')
      expect(id, path).toMatch(uuid)
      ids.push(id)
    }
    expect(new Set(ids).size).toBe(ids.length)
  })

  it(`keeps a sane id sent by the proxy ${trusted ? '(TRUST_PROXY set)' : 'only with TRUST_PROXY'}`, async () => {
    const sent = `lb-${Date.now()}.a_b-C`
    const res = await get('/api/health/live/', { headers: { 'X-Request-Id': sent } })
    expect(res.headers.get('x-request-id')).toBe(trusted ? sent : expect.stringMatching(uuid))
  })

  it('keeps it through the site’s own 404 page, rendered by a second request', async () => {
    const sent = `lb-404-${Date.now()}`
    const res = await get('/prodotti/no-such-wine-xyz/', { headers: { 'X-Request-Id': sent } })
    expect(res.status).toBe(404)
    expect(res.headers.get('x-request-id')).toBe(trusted ? sent : expect.stringMatching(uuid))
  })

  it.each([
    ['too long', 'a'.repeat(65)],
    ['markup', '<script>alert(1)</script>'],
    ['JSON breaking out', 'x","level":"fatal'],
    ['spaces', 'two words'],
    ['a path', '../../etc/passwd'],
    ['percent-encoded', '%0d%0aSet-Cookie:%20x=1'],
    ['non-ASCII', 'caf\u00e9'],
  ])('replaces a hostile id (%s) by one of its own', async (_, sent) => {
    const res = await get('/api/health/live/', { headers: { 'X-Request-Id': sent } })
    const id = res.headers.get('x-request-id')
    expect(id).toMatch(uuid)
    expect(id).not.toBe(sent)
  })
})

describe('health', () => {
  it('liveness: 200 {ok: true}, reading nothing, never cached', async () => {
    const res = await get('/api/health/live/')
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toContain('no-store')
    expect(await res.json()).toEqual({ ok: true })
  })

  it.each(['/api/health/ready/', '/api/health/'])(
    'readiness at %s: 200, each check with its time and nothing more',
    async (path) => {
      const res = await get(path)
      expect(res.status).toBe(200)
      expect(res.headers.get('cache-control')).toContain('no-store')
      const body = (await res.json()) as { ok: boolean; checks: Record<string, unknown> }
      const check = { ok: true, ms: expect.any(Number) }
      expect(body).toEqual({
        ok: true,
        checks: {
          database: check,
          cache: check,
          catalogueIndex: check,
          ...(process.env.REDIS_URL ? { redis: check } : {}),
        },
      })
    },
  )

  it('hostile input changes nothing: a query, a body, other methods', async () => {
    const res = await get('/api/health/ready/?checks=__proto__&x=%3Cscript%3E', { headers: { Cookie: 'a=<script>' } })
    expect(res.status).toBe(200)
    const text = await res.text()
    expect(text).not.toMatch(/script|__proto__/)
    expect(Object.keys(JSON.parse(text) as object)).toEqual(['ok', 'checks'])
    for (const method of ['POST', 'PUT', 'DELETE']) {
      const other = await get('/api/health/ready/', { method, body: '{"ok":false}' })
      expect(other.status, method).toBe(405)
      expect(await other.text()).not.toContain('"ok"')
    }
  })

  it('many probes at once are answered from one check', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => get('/api/health/ready/').then((r) => r.json())))
    const times = new Set(answers.map((a) => JSON.stringify((a as { checks: unknown }).checks)))
    expect(times.size).toBeLessThanOrEqual(2)
  })
})

describe('the log', () => {
  /** The site's log lines of one request (TEST_SERVER_LOG: its standard output, set by scripts/test-all.mjs). */
  async function linesOf(requestId: string) {
    const file = process.env.TEST_SERVER_LOG
    if (!file) throw new Error('TEST_SERVER_LOG is not set: the path of the tested site’s standard output')
    for (let waited = 0; ; waited += 100) {
      const lines = fs
        .readFileSync(file, 'utf8')
        .split('\n')
        .filter((line) => line.includes(requestId))
        .map((line) => JSON.parse(line) as Record<string, unknown>)
      if (lines.length > 0 || waited > 5_000) return lines
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }

  // Next printed its own messages as text, a stack over many lines, and a URL a visitor made up as it came: a
  // line break in it wrote a line of the visitor's choosing into the log (the sixth check from outside).
  it('Next’s own message of a failed render is one JSON line at error, with the request’s id', async () => {
    const res = await get('/error-probe/')
    expect(res.status).toBe(500)
    const id = res.headers.get('x-request-id')!
    const next = expect.objectContaining({ name: 'next', level: 'error', msg: expect.stringContaining('error probe') })
    // The access log's line is written once the answer has gone: asked for until it is there.
    const access = async () => (await linesOf(id)).filter((line) => line.name === 'http')
    await expect.poll(access).toHaveLength(1)
    expect(await linesOf(id)).toEqual(expect.arrayContaining([next]))
    // One access-log line for the request: the site's error page, asked for by a second request (and answered before
    // this one), logged its own.
    expect(await access()).toEqual([expect.objectContaining({ status: 500, level: 'error', path: '/error-probe/' })])
  })

  // It took 4.3 s on a fresh clone (the routes loaded, the catalogue index built): a warning of a slow request on
  // every start, which read as a fault.
  it('the server’s own first request is the start’s info line, never a slow request; no visitor can mark one', async () => {
    const lines = fs
      .readFileSync(process.env.TEST_SERVER_LOG!, 'utf8')
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, unknown>)
    const warmUps = lines.filter((line) => line.msg === 'warm-up request')
    expect(warmUps).toEqual([expect.objectContaining({ level: 'info', path: '/api/health/', status: 200 })])
    expect(lines.filter((line) => line.requestId === warmUps[0]!.requestId && line.level !== 'info')).toEqual([])

    const forged = await get('/error-probe/', { headers: { 'x-warm-up': 'x' } })
    const id = forged.headers.get('x-request-id')!
    const access = async () => (await linesOf(id)).filter((line) => line.name === 'http')
    await expect.poll(access).toHaveLength(1)
    expect(await access()).toEqual([expect.objectContaining({ msg: 'request', level: 'error' })])
  })

  // Payload meant these as info (its `loggingLevels`), by class name, which the production build minifies: every
  // anonymous probe of the API was an error line with a stack (src/lib/log.ts).
  it.each([
    ['a read the CMS refuses', '/api/customers/', 403],
    ['a document that does not exist', '/api/products/999999999/', 404],
  ])('%s is an info line with its message, not an error with a stack', async (_, path, status) => {
    const res = await get(path)
    expect(res.status).toBe(status)
    const lines = await linesOf(res.headers.get('x-request-id')!)
    const cms = lines.filter((line) => line.name === 'payload')
    expect(cms).toEqual([expect.objectContaining({ level: 'info', msg: expect.any(String) })])
    expect(lines.filter((line) => line.level === 'error' || 'err' in line)).toEqual([])
  })
})
