import fc from 'fast-check'
import { beforeAll, describe, expect, it } from 'vitest'

import { base, editor } from '../support/http'

/**
 * Issue 16, finding 5: no open redirect. `/api/preview/exit/?path=/..//evil.example` answered
 * `Location: //evil.example`. Every redirect the site answers, whatever was asked, leads to a path of the site:
 * checked on the reported cases, then with fast-check over the preview routes and the proxy's own redirects
 * (locale prefix, trailing slash, legacy addresses).
 */
const siteOrigin = new URL(base).origin

/** With the editor's session cookie, as their browser sends it from the admin (same origin: Payload's CSRF check). */
async function locationOf(url: string, cookie?: string) {
  const res = await fetch(url, {
    redirect: 'manual',
    headers: cookie ? { Cookie: cookie, 'Sec-Fetch-Site': 'same-origin' } : {},
  })
  await res.body?.cancel()
  return { status: res.status, location: res.headers.get('location') }
}

/** Where a browser goes with this answer: the same origin, or no redirect at all. */
function expectStaysOnSite({ status, location }: { status: number; location: string | null }, asked: string) {
  expect(status, asked).toBeLessThan(500)
  if (status >= 300 && status < 400 && location) {
    expect(new URL(location, `${base}/blog/`).origin, `${asked} → ${location}`).toBe(siteOrigin)
  }
}

const tricky = fc
  .array(
    fc.constantFrom(
      '/',
      '//',
      '\\',
      '..',
      '.',
      '%2e',
      '%2f',
      '%5c',
      '%09',
      '@',
      ':',
      'evil.example',
      'it',
      'en',
      'blog',
      'diario',
      'x',
    ),
    { minLength: 1, maxLength: 7 },
  )
  .map((parts) => parts.join(''))

let editorCookie = ''

beforeAll(async () => {
  const res = await fetch(`${base}/api/users/login/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(editor),
  })
  editorCookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ')
})

describe('Finding 5: every redirect stays on the site', () => {
  it.each(['/..//evil.example', '//evil.example', '/\\evil.example', '/./..//evil.example/', '/%09/evil.example'])(
    'preview exit with path=%j',
    async (path) => {
      const answer = await locationOf(`${base}/api/preview/exit/?path=${encodeURIComponent(path)}`)
      expectStaysOnSite(answer, path)
      expect(answer.location).toBe('/')
    },
  )

  it('preview exit with a hostile Referer goes home', async () => {
    const res = await fetch(`${base}/api/preview/exit/`, {
      redirect: 'manual',
      headers: { Referer: 'https://evil.example/..//evil.example' },
    })
    expectStaysOnSite({ status: res.status, location: res.headers.get('location') }, 'referer')
  })

  it('an editor’s preview of /..//evil.example is refused (and of a real page, let through)', async () => {
    const real = await locationOf(`${base}/api/preview/?path=${encodeURIComponent('/blog/')}`, editorCookie)
    expect(real.status).toBe(307)
    expect(real.location).toBe('/blog/')
    const answer = await locationOf(
      `${base}/api/preview/?path=${encodeURIComponent('/..//evil.example')}`,
      editorCookie,
    )
    expect(answer.status).toBe(400)
  })

  it.each([
    '/it//evil.example/',
    '/it/%2F%2Fevil.example/',
    '//evil.example',
    '/en//evil.example',
    '/it/\\evil.example/',
  ])('the proxy’s redirect of %j', async (path) => expectStaysOnSite(await locationOf(`${base}${path}`), path))

  it('property: any path, through the proxy and both preview routes, is redirected only within the site', async () => {
    await fc.assert(
      fc.asyncProperty(tricky, async (raw) => {
        const path = raw.startsWith('/') ? raw : `/${raw}`
        expectStaysOnSite(await locationOf(`${base}${path.replace(/#/g, '%23')}`), path)
        expectStaysOnSite(await locationOf(`${base}/it${path.replace(/#/g, '%23')}`), `/it${path}`)
        const query = `?path=${encodeURIComponent(raw)}`
        expectStaysOnSite(await locationOf(`${base}/api/preview/exit/${query}`), `exit ${raw}`)
        expectStaysOnSite(await locationOf(`${base}/api/preview/${query}`, editorCookie), `preview ${raw}`)
        // Issue 14: the reserved area's guard, asked directly with any page, and through the proxy.
        expectStaysOnSite(await locationOf(`${base}/api/reserved/guard/${query}`), `guard ${raw}`)
        expectStaysOnSite(await locationOf(`${base}/reserved-area${path.replace(/#/g, '%23')}`), `reserved ${raw}`)
      }),
      { numRuns: 150 },
    )
  })

  it.each([
    '//evil.example',
    '/\\evil.example',
    '/..//evil.example',
    '%2F%2Fevil.example',
    'https://evil.example',
    'javascript:alert(1)',
    '/\t/evil.example',
    '/\n//evil.example',
  ])(
    'issue 14: the login guard with the return address %j sends to this site’s login page, returning here',
    async (path) => {
      const answer = await locationOf(`${base}/api/reserved/guard/?path=${encodeURIComponent(path)}`)
      expectStaysOnSite(answer, path)
      const login = new URL(answer.location!, base)
      expect(login.pathname).toMatch(/^\/(en\/)?(login|reserved-area)\//)
      const back = login.searchParams.get('return')
      if (back) expect(new URL(back, base).origin).toBe(siteOrigin)
    },
  )
})
