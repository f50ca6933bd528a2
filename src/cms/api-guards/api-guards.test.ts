import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { badSegment, nonCanonicalApiPath } from '@/lib/url-path'

import { badDocumentId, type Endpoint } from './document-ids'
import { MAX_DEPTH, MAX_LIMIT, queryProblems } from './query-limits'

const problems = (query: string) => queryProblems(new URLSearchParams(query)).map((p) => p.field)

describe('REST reads within bounds (issue 16, findings 2 and 11)', () => {
  it.each([
    'limit=10',
    'limit=100&depth=2&page=3',
    'depth=0',
    'pagination=false&limit=5',
    'joins[products][limit]=10',
    '',
  ])('lets %j through', (query) => expect(problems(query)).toEqual([]))

  it.each([
    ['limit=0', 'limit'],
    ['limit=-1', 'limit'],
    ['limit=abc', 'limit'],
    ['limit=251', 'limit'],
    ['limit=1e3', 'limit'],
    ['depth=10', 'depth'],
    ['depth=-1', 'depth'],
    ['page=0', 'page'],
    ['page=x', 'page'],
    ['pagination=false', 'pagination'],
    ['joins[products][limit]=0', 'joins[products][limit]'],
  ])('refuses %j (%s)', (query, field) => expect(problems(query)).toContain(field))

  it('lets the admin’s list load the titles of its relationship columns (limit 250, issue 15 item 6)', () => {
    expect(problems('depth=0&draft=true&limit=250&locale=it&where[id][in]=1,2')).toEqual([])
  })

  it('property: any accepted limit and depth is within the caps', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (limit, depth) => {
        const params = new URLSearchParams({ limit, depth })
        if (queryProblems(params).length) return
        expect(Number(limit)).toBeGreaterThanOrEqual(1)
        expect(Number(limit)).toBeLessThanOrEqual(MAX_LIMIT)
        expect(Number(depth)).toBeLessThanOrEqual(MAX_DEPTH)
      }),
    )
  })
})

describe('API path segments (issue 16, finding 11)', () => {
  it.each([
    '/api/media/file/%00.webp',
    '/api/documents/file/..%252f..%252fetc%252fpasswd',
    '/api/media/file/%E0%A4%A',
    '/api/x/..%2f',
  ])('refuses %s', (path) => expect(badSegment(path)).toBe(true))
  it.each([
    '/api/media/file/bottle-1.webp',
    '/api/products/12/',
    '/api/users/login/',
    '/api/media/file/caf%C3%A9.webp',
  ])('lets %s through', (path) => expect(badSegment(path)).toBe(false))
})

describe('API routes spelled as the API spells them (the fifteenth check from outside)', () => {
  it.each([
    '/api/users/LOGIN/',
    '/api/users/Login',
    '/api/users/logi%6E/',
    '/api/users/%6Cogin/',
    '/api/users/logi%256E/',
    '/api/customers/Forgot-Password/',
    '/api/customers/VERIFY/abc/',
    '/api/Users/login/',
    '/api/media/FILE/x.webp',
    '/api/globals/Site-Settings/',
  ])('refuses %s', (path) => expect(nonCanonicalApiPath(path)).toBe(true))
  it.each([
    '/api/users/login/',
    '/api/customers/forgot-password/',
    '/api/products/12/',
    '/api/media/file/Bottle-A.webp',
    '/api/media/file/ABC',
    '/api/media/file/caf%C3%A9.webp',
    '/api/customers/verify/ABCdef/',
    '/api/payload-preferences/collection-Products',
    '/api/age-gate/style/',
  ])('lets %s through', (path) => expect(nonCanonicalApiPath(path)).toBe(false))
})

/**
 * The endpoints of a collection as Payload's sanitize lists them (custom, then auth, then upload, then the defaults),
 * for the routes the checks below name; the security suite checks the real config's through the server.
 */
const defaults: Endpoint[] = [
  { method: 'get', path: '/count' },
  { method: 'post', path: '/' },
  { method: 'delete', path: '/' },
  { method: 'delete', path: '/:id' },
  { method: 'post', path: '/access/:id?' },
  { method: 'get', path: '/versions' },
  { method: 'post', path: '/:id/duplicate' },
  { method: 'get', path: '/' },
  { method: 'get', path: '/:id' },
  { method: 'get', path: '/versions/:id' },
  { method: 'post', path: '/versions/:id' },
  { method: 'patch', path: '/' },
  { method: 'patch', path: '/:id' },
]
const auth: Endpoint[] = [
  { method: 'post', path: '/forgot-password' },
  { method: 'get', path: '/init' },
  { method: 'post', path: '/login' },
  { method: 'post', path: '/logout' },
  { method: 'get', path: '/me' },
  { method: 'post', path: '/refresh-token' },
  { method: 'post', path: '/verify/:id' },
]
const upload: Endpoint[] = [
  { method: 'get', path: '/paste-url/:id?' },
  { method: 'get', path: '/file/:filename' },
]
const endpoints: Record<string, Endpoint[]> = {
  articles: defaults,
  products: defaults,
  users: [...auth, ...defaults],
  customers: [...auth, ...defaults],
  media: [...upload, ...defaults],
  submissions: [{ method: 'get', path: '/export' }, ...defaults],
}
const bad = (route: string) => {
  const [method, path] = route.split(' ') as [string, string]
  return badDocumentId(method, path, (slug) => endpoints[slug])
}

describe('document ids and named routes in API paths (issue 16; the fourth check from outside)', () => {
  it.each([
    'GET /api/articles/abc/',
    'GET /api/articles/*/',
    'GET /api/articles/%20/',
    'GET /api/products/null/',
    'PATCH /api/products/null/',
    'DELETE /api/products/x/',
    'GET /api/products/versions/x/',
    'GET /api/globals/contact/versions/abc/',
    'POST /api/products/access/x/',
    // Named routes a collection or a method does not have: Payload read them as a document's id (a 500).
    'GET /api/products/access/',
    'GET /api/products/login/',
    'GET /api/products/me/',
    'GET /api/products/file/',
    'GET /api/articles/export/',
    'GET /api/users/login/',
    'GET /api/users/access/',
    'GET /api/media/paste-url/x/',
    'POST /api/products/x/duplicate/',
  ])('refuses %s', (route) => expect(bad(route)).toBe(true))
  it.each([
    'GET /api/articles/12/',
    'GET /api/articles/',
    'POST /api/users/login/',
    'GET /api/customers/me/',
    'GET /api/products/versions/',
    'GET /api/products/versions/3/',
    'GET /api/media/file/x.webp',
    'POST /api/users/verify/abc/',
    'GET /api/globals/contact/',
    'GET /api/products/count/',
    'GET /api/submissions/export/',
    'POST /api/products/access/',
    'POST /api/products/access/3/',
    'HEAD /api/products/access/',
    'OPTIONS /api/products/login/',
    'GET /api/search/',
    'GET /api/health/',
    'POST /api/products/12/duplicate/',
    'POST /api/payload-jobs/run/',
    'GET /api/payload-preferences/nav/',
    // No endpoint at all: Payload's own 404.
    'POST /api/products/login/',
  ])('lets %s through', (route) => expect(bad(route)).toBe(false))
})
