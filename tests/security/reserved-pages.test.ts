import { describe, expect, it } from 'vitest'

import { api, base, demoCustomer, editor, login } from '../support/http'

/**
 * Issue 14, item 5 ("never public"): the reserved area's static pages (keys `reserved-area…`) are read through the
 * CMS API by editors and signed-in trade customers only; a visitor finds none, however the query is written, and
 * still reads the public pages.
 */
const queries = [
  '/pages/?where[key][like]=reserved-area&limit=50&depth=0',
  '/pages/?where[key][equals]=reserved-area&depth=0',
  '/pages/?where[key][in]=reserved-area,reserved-area-news,reserved-area-download&depth=0',
  '/pages/?where[or][0][key][exists]=true&where[or][1][key][exists]=false&limit=200&depth=0',
  '/pages/?where[title][like]=riservata&limit=50&depth=0&locale=it',
  '/pages/?limit=200&depth=0&sort=key',
]

const reservedKeys = (docs: unknown) =>
  (docs as { key?: string | null }[]).map((doc) => doc.key ?? '').filter((key) => key.startsWith('reserved-area'))

describe('reserved pages in the CMS API (issue 14 §5)', () => {
  it.each(queries)('a visitor gets none: %s', async (query) => {
    const res = await api(query)
    expect(res.status).toBe(200)
    expect(reservedKeys(res.body.docs)).toEqual([])
    expect(res.text).not.toContain('reserved-area')
  })

  it('a visitor reads a reserved page by id neither', async () => {
    const token = await login('users', editor)
    const { body } = await api('/pages/?where[key][equals]=reserved-area-download&depth=0', { token })
    const id = (body.docs as { id: number }[])[0]!.id
    expect([403, 404]).toContain((await api(`/pages/${id}/?depth=0`)).status)
    expect((await api(`/pages/${id}/?depth=0`, { token })).status).toBe(200)
  })

  it('a visitor still reads the public pages', async () => {
    const res = await api('/pages/?where[key][equals]=philosophy&depth=0')
    expect((res.body.docs as unknown[]).length).toBe(1)
  })

  it('editors and signed-in trade customers read them', async () => {
    for (const token of [await login('users', editor), await login('customers', demoCustomer)]) {
      const res = await api('/pages/?where[key][like]=reserved-area&limit=50&depth=0', { token })
      expect(reservedKeys(res.body.docs).length).toBeGreaterThanOrEqual(13)
    }
  })
})

describe('reserved pages on the site (issue 14 §5)', () => {
  it.each(['/reserved-area/', '/reserved-area/download/', '/en/reserved-area/', '/en/reserved-area/training/'])(
    '%s is never cached by anyone but the visitor’s browser, and never indexed',
    async (path) => {
      const res = await fetch(`${base}${path}`, { redirect: 'manual' })
      const cache = res.headers.get('cache-control') ?? ''
      expect(cache).toContain('no-store')
      expect(cache).not.toMatch(/public|s-maxage/)
      if (res.status === 200) expect(await res.text()).toMatch(/<meta name="robots" content="noindex, nofollow"/)
    },
  )
})
