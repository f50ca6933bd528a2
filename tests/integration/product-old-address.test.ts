import { randomBytes } from 'node:crypto'

import { afterAll, describe, expect, it } from 'vitest'

import { api, base, editor, login, settled } from '../support/http'

type Product = Record<string, unknown> & { id: number; code: string; slug: string }

/**
 * A product's address follows its slug, made from its title and code. The seventh check from outside: after an editor
 * changed a title (and so the slug), the old address, in search engines and in the customers' bookmarks, was a 404.
 * The code ends every such slug and never changes: the old address now redirects to the current one, in each language.
 */
describe("a product's old address after its title changed", () => {
  let created: number | null = null
  afterAll(async () => {
    if (created) await api(`/products/${created}/`, { token: await login('users', editor), method: 'DELETE' })
  })

  const sheet = (locale: 'it' | 'en', slug: string) =>
    locale === 'it' ? `/prodotti/scheda/${slug}/` : `/en/products/sheet/${slug}/`

  /** Where a redirect goes: one Location header (scripts/serve.mjs drops Next's second; see catalogue-sheet.test.ts). */
  const target = (res: Response) => {
    const location = res.headers.get('location') ?? ''
    expect(location).not.toContain(',')
    return new URL(location, base).pathname
  }

  it('redirects permanently to the current address, in Italian and in English; an unknown code stays a 404', async () => {
    const token = await login('users', editor)
    const found = await api('/products/?limit=1&depth=0&locale=it&where[code][equals]=V0001', { token })
    const model = (found.body.docs as Product[])[0]!
    const suffix = randomBytes(3).toString('hex')
    const code = `T${suffix}`.toUpperCase()
    const fields = Object.fromEntries(
      Object.entries(model).filter(([key]) => !['id', 'slug', 'createdAt', 'updatedAt'].includes(key)),
    )
    const res = await api('/products/?locale=it&depth=0', {
      token,
      method: 'POST',
      body: JSON.stringify({ ...fields, code, title: `Grappa di prova ${suffix}`, _status: 'published' }),
    })
    expect(res.status, res.text).toBe(201)
    const doc = res.body.doc as Product
    created = doc.id
    const oldSlug = `grappa-di-prova-${suffix}-t${suffix}`
    expect(doc.slug).toBe(oldSlug)
    expect((await settled(sheet('it', oldSlug), (r) => r.status === 200)).status).toBe(200)

    // The title changes and the slug with it (emptied: made again from the new title).
    const renamed = await api(`/products/${doc.id}/?locale=it&depth=0`, {
      token,
      method: 'PATCH',
      body: JSON.stringify({ title: `Grappa riserva ${suffix}`, slug: '' }),
    })
    expect(renamed.status, renamed.text).toBe(200)
    const newSlug = `grappa-riserva-${suffix}-t${suffix}`
    expect((renamed.body.doc as Product).slug).toBe(newSlug)

    const moved = await settled(sheet('it', oldSlug), (r) => r.status === 301 || r.status === 308)
    expect([301, 308]).toContain(moved.status)
    expect(target(moved)).toBe(sheet('it', newSlug))
    expect((await fetch(`${base}${sheet('it', newSlug)}`)).status).toBe(200)
    // English had no slug of its own: it falls back to the Italian one, and the old one redirects there too.
    const english = await fetch(`${base}${sheet('en', oldSlug)}`, { redirect: 'manual' })
    expect([301, 308]).toContain(english.status)
    expect(target(english)).toMatch(new RegExp(`^/en/products/sheet/[a-z0-9-]+-t${suffix}/$`))
    // The code alone finds the product too; an unknown code is not found.
    const short = await fetch(`${base}${sheet('it', `t${suffix}`)}`, { redirect: 'manual' })
    expect([301, 308]).toContain(short.status)
    expect((await fetch(`${base}${sheet('it', `grappa-riserva-${suffix}-tzzzzzzz`)}`)).status).toBe(404)
  })
})
