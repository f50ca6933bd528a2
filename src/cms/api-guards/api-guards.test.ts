import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { badSegment } from '@/lib/url-path'

import { badDocumentId } from './document-ids'
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

describe('document ids in API paths (found by the property run, issue 16)', () => {
  it.each([
    '/api/articles/abc/',
    '/api/articles/*/',
    '/api/articles/%20/',
    '/api/products/null/',
    '/api/products/versions/x/',
    '/api/globals/contact/versions/abc/',
    '/api/products/access/x/',
  ])('refuses %s', (path) => expect(badDocumentId(path)).toBe(true))
  it.each([
    '/api/articles/12/',
    '/api/articles/',
    '/api/users/login/',
    '/api/customers/me/',
    '/api/products/versions/',
    '/api/products/versions/3/',
    '/api/media/file/x.webp',
    '/api/users/verify/abc/',
    '/api/globals/contact/',
    '/api/products/count/',
    '/api/search/',
    '/api/health/',
    '/api/products/12/duplicate/',
    '/api/payload-jobs/run/',
    '/api/payload-preferences/nav/',
  ])('lets %s through', (path) => expect(badDocumentId(path)).toBe(false))
})
