import { randomBytes } from 'node:crypto'

import { afterAll, describe, expect, it } from 'vitest'

import { api, editor, login } from '../support/http'

/**
 * README, "For editors": the slugs follow the titles. The seventh check from outside found every new document refused
 * until a slug was typed by hand in each language, with "use lowercase letters…" for an empty field.
 */
describe('a document saved without a slug gets one made from its title', () => {
  const created: { collection: string; id: number }[] = []
  afterAll(async () => {
    const token = await login('users', editor)
    for (const { collection, id } of created) await api(`/${collection}/${id}/`, { token, method: 'DELETE' })
  })
  const create = async (collection: string, locale: string, data: Record<string, unknown>) => {
    const token = await login('users', editor)
    const res = await api(`/${collection}/?locale=${locale}&depth=0`, {
      token,
      method: 'POST',
      body: JSON.stringify(data),
    })
    if (res.status === 201) created.push({ collection, id: (res.body.doc as { id: number }).id })
    return res
  }

  it('an article in Italian, then its English slug from its English title; a later save keeps both', async () => {
    const suffix = randomBytes(3).toString('hex')
    const res = await create('articles', 'it', {
      section: 'blog',
      title: `Il Vermouth di Torino, “Riserva” ${suffix}`,
      excerpt: 'Prova.',
      publishedAt: new Date().toISOString(),
      _status: 'published',
    })
    expect(res.status, res.text).toBe(201)
    const doc = res.body.doc as { id: number; slug: string }
    expect(doc.slug).toBe(`il-vermouth-di-torino-riserva-${suffix}`)
    const token = await login('users', editor)
    const english = await api(`/articles/${doc.id}/?locale=en&depth=0`, {
      token,
      method: 'PATCH',
      body: JSON.stringify({ title: `Turin Vermouth ${suffix}` }),
    })
    expect(english.status, english.text).toBe(200)
    expect((english.body.doc as { slug: string }).slug).toBe(`turin-vermouth-${suffix}`)
    const again = await api(`/articles/${doc.id}/?locale=it&depth=0`, {
      token,
      method: 'PATCH',
      body: JSON.stringify({ excerpt: 'Cambiato.' }),
    })
    expect((again.body.doc as { slug: string }).slug).toBe(doc.slug)
  })

  // The twenty-fourth check from outside: a second colour given the slug of another was saved, and had no page of its
  // own; values of two filters may share one.
  it('a filter value’s slug is one of its filter’s only, in the language saved; another filter may have it', async () => {
    const suffix = randomBytes(3).toString('hex')
    const first = await create('taxonomy-terms', 'it', {
      group: 'color',
      code: `qa24a-${suffix}`,
      label: `Rosso ${suffix}`,
    })
    expect(first.status, first.text).toBe(201)
    const slug = (first.body.doc as { slug: string }).slug
    for (const [language, sentence] of [
      ['it', 'Un altro valore di questo filtro ha già questo indirizzo: scegline un altro.'],
      ['en', 'Another value of this filter already has this address: choose another.'],
    ] as const) {
      const token = await login('users', editor)
      const clash = await api('/taxonomy-terms/?locale=it&depth=0', {
        token,
        method: 'POST',
        headers: { 'Accept-Language': language },
        body: JSON.stringify({ group: 'color', code: `qa24b-${suffix}`, label: 'Rosso rubino', slug }),
      })
      expect(clash.status, clash.text).toBe(400)
      expect(clash.text).toContain(sentence)
    }
    const elsewhere = await create('taxonomy-terms', 'it', {
      group: 'certification',
      code: `qa24c-${suffix}`,
      label: 'Altro filtro',
      slug,
    })
    expect(elsewhere.status, elsewhere.text).toBe(201)
    // The value itself saves again with its own slug.
    const token = await login('users', editor)
    const again = await api(`/taxonomy-terms/${(first.body.doc as { id: number }).id}/?locale=it`, {
      token,
      method: 'PATCH',
      body: JSON.stringify({ label: `Rosso ${suffix}`, slug }),
    })
    expect(again.status, again.text).toBe(200)
  })

  it('a producer from its name; a slug nothing can make is refused with a sentence in the admin language', async () => {
    const suffix = randomBytes(3).toString('hex')
    const res = await create('producers', 'it', { code: `SLUG-${suffix}`, name: `Distilleria Ålborg ${suffix}` })
    expect(res.status, res.text).toBe(201)
    expect((res.body.doc as { slug: string }).slug).toBe(`distilleria-alborg-${suffix}`)
    const refused = await create('producers', 'it', { code: `SLUG-X-${suffix}`, name: '€ ° —' })
    expect(refused.status).toBe(400)
    expect(refused.text).toContain('Scrivi l’indirizzo, o un titolo da cui ricavarlo')
  })
})
