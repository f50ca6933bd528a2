import { describe, expect, it } from 'vitest'

import { base } from '../support/http'

/**
 * Issue 14, item 2 and "Security": the endpoints of spec §7.7 (`POST /api/verify-token/`) and §7.8 (`POST
 * /api/logout/`) answer bad input with a 4xx and a message, never a 500, say no to a code nobody issued, and slow down
 * an address that keeps trying.
 */
let n = 0
const post = (path: string, body: string, type = 'application/json', from = `198.51.100.${(n = (n % 250) + 1)}`) =>
  fetch(`${base}${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': type, 'X-Forwarded-For': from },
    body,
  })

describe('verify-token and logout (spec §7.7, §7.8)', () => {
  it.each([
    ['not JSON', '{"url":', 'application/json'],
    ['a form', 'url=x&code=y', 'text/plain'],
    ['no url', '{"code":"abcdefgh1234"}', 'application/json'],
    ['a url that is none', '{"url":"not a url","code":"abcdefgh1234"}', 'application/json'],
    ['a code that is none', '{"url":"http://localhost/reserved-area/","code":"<script>"}', 'application/json'],
    ['a list', '[1,2,3]', 'application/json'],
    ['a huge code', JSON.stringify({ url: 'http://localhost/', code: 'a'.repeat(10_000) }), 'application/json'],
  ])('verify-token refuses %s with a 400 and a message', async (_name, body, type) => {
    const res = await post('/api/verify-token/', body, type)
    expect(res.status).toBe(400)
    const json = (await res.json()) as { errors: { message: string }[] }
    expect(json.errors[0]!.message.length).toBeGreaterThan(5)
  })

  it('a code nobody issued is no login, and its answer names nobody', async () => {
    const res = await post(
      '/api/verify-token/',
      JSON.stringify({ url: `${base}/reserved-area/`, code: 'nobody-issued-this-1' }),
    )
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ logged: false, mail: '' })
    expect(res.headers.get('cache-control')).toContain('no-store')
  })

  it('logout with a code ends its session and answers not logged; bad input is a 400', async () => {
    const ok = await post(
      '/api/logout/',
      JSON.stringify({ url: `${base}/reserved-area/`, code: 'nobody-issued-this-2' }),
    )
    expect(ok.status).toBe(200)
    expect(await ok.json()).toEqual({ logged: false })
    expect((await post('/api/logout/', '{"code":1}')).status).toBe(400)
  })

  it('an address that keeps trying codes is told to wait (429, Retry-After)', async () => {
    // An address of its own for this run (IPv6 counts by /64): an earlier run's counts do not carry over.
    const from = `2001:db8:${Math.floor(Math.random() * 0xffff).toString(16)}::1`
    const statuses: number[] = []
    for (let i = 0; i < 32; i++) {
      const res = await post(
        '/api/verify-token/',
        JSON.stringify({ url: `${base}/`, code: `guess-${i}-abcdefgh` }),
        'application/json',
        from,
      )
      statuses.push(res.status)
      if (res.status === 429) expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0)
    }
    expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true)
    expect(statuses.at(-1)).toBe(429)
  })

  it('only POST', async () => {
    for (const path of ['/api/verify-token/', '/api/logout/']) {
      expect((await fetch(`${base}${path}`)).status, path).toBe(405)
    }
  })
})
