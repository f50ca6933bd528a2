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

/**
 * A document with no slug of its own in a language is served there under its other language's (Payload's fallback):
 * one slug in two languages was two documents' address. The twenty-fifth check from outside saved an Italian product
 * with another's English slug, and that product's English sheet showed the new one; an article's feed item, a landing
 * page's sitemap entry and a producer's page went the same way.
 */
describe('a slug another document has in the other language is refused', () => {
  const sentences = {
    it: 'Un altro documento ha già questo indirizzo nell’altra lingua: scegline un altro',
    en: 'Another document already has this address in the other language: choose another',
  }
  const created: { collection: string; id: number }[] = []
  afterAll(async () => {
    const token = await login('users', editor)
    for (const { collection, id } of created) await api(`/${collection}/${id}/`, { token, method: 'DELETE' })
  })
  /** The first document the query finds whose slugs differ, read in both languages. */
  const existing = async (collection: string, query: string) => {
    const token = await login('users', editor)
    const read = async (locale: string) => {
      const res = await api(`/${collection}/?limit=100&depth=0&locale=${locale}&sort=id&${query}`, { token })
      return res.body.docs as Record<string, unknown>[]
    }
    const [italian, english] = [await read('it'), await read('en')]
    const index = italian.findIndex((doc, i) => doc['slug'] !== english[i]?.['slug'])
    expect(index, collection).toBeGreaterThanOrEqual(0)
    return { it: italian[index]!, en: english[index]! }
  }
  const post = async (collection: string, locale: string, data: Record<string, unknown>, language = 'it') => {
    const token = await login('users', editor)
    const res = await api(`/${collection}/?locale=${locale}&depth=0`, {
      token,
      method: 'POST',
      headers: { 'Accept-Language': language },
      body: JSON.stringify(data),
    })
    if (res.status === 201) created.push({ collection, id: (res.body.doc as { id: number }).id })
    return res
  }
  const refused = (res: { status: number; text: string }, language: 'it' | 'en') => {
    expect(res.status, res.text).toBe(400)
    expect(res.text).toContain(sentences[language])
  }

  it('a product: an Italian slug that is another product’s English one, in the admin’s language', async () => {
    const { it: model, en } = await existing('products', 'where[code][equals]=V0001')
    const fields = Object.fromEntries(
      Object.entries(model).filter(([key]) => !['id', 'slug', 'createdAt', 'updatedAt'].includes(key)),
    )
    const suffix = randomBytes(3).toString('hex').toUpperCase()
    for (const language of ['it', 'en'] as const) {
      const data = { ...fields, code: `X25${language}${suffix}`, title: 'Amaro collisione', slug: en['slug'] }
      refused(await post('products', 'it', data, language), language)
    }
  })

  it('an article both ways; a slug made from a title takes the next free one instead', async () => {
    const { it, en } = await existing('articles', 'where[section][equals]=blog')
    const article = { section: 'blog', excerpt: 'Prova.', publishedAt: new Date().toISOString(), _status: 'published' }
    refused(await post('articles', 'it', { ...article, title: 'Collisione', slug: en['slug'] }), 'it')
    refused(await post('articles', 'en', { ...article, title: 'Collision', slug: it['slug'] }, 'en'), 'en')
    const made = await post('articles', 'it', { ...article, title: String(en['slug']).replaceAll('-', ' ') })
    expect(made.status, made.text).toBe(201)
    expect((made.body.doc as { slug: string }).slug).toBe(`${String(en['slug'])}-2`)
    // Saved in Italian, as asked: the checks read the other language without moving the save to it.
    const token = await login('users', editor)
    const found = await api(`/articles/?depth=0&locale=it&where[slug][equals]=${String(en['slug'])}-2`, { token })
    expect(found.body.totalDocs).toBe(1)
  })

  it('a landing page, a producer and a filter value of the same filter', async () => {
    const page = await existing('pages', 'where[kind][equals]=landing')
    const landing = { kind: 'landing', title: 'Collision', slug: page.it['slug'], _status: 'published' }
    refused(await post('pages', 'en', landing, 'en'), 'en')
    // A producer saved in Italian only is served in English under its Italian slug: no other may take it there.
    const suffix = randomBytes(3).toString('hex')
    const italian = await post('producers', 'it', { code: `X25A-${suffix}`, name: `Cantina Sola ${suffix}` })
    expect(italian.status, italian.text).toBe(201)
    const taken = { code: `X25B-${suffix}`, name: 'Collision', slug: `cantina-sola-${suffix}` }
    refused(await post('producers', 'en', taken, 'en'), 'en')
    const term = await existing('taxonomy-terms', 'where[group][equals]=type&where[code][equals]=sugar-cane-spirits')
    const value = { group: 'type', code: `x25-${suffix}`, label: 'Collisione', slug: term.en['slug'] }
    refused(await post('taxonomy-terms', 'it', value), 'it')
    // Another filter's value may have it, as in one language.
    const elsewhere = await post('taxonomy-terms', 'it', { ...value, group: 'certification' })
    expect(elsewhere.status, elsewhere.text).toBe(201)
  })

  // The twenty-ninth check from outside: a producer's name another producer had (its slug the same in both languages)
  // was refused as taken "in the other language".
  it.each([
    ['it', 'Un altro documento ha già questo indirizzo: scegline un altro'],
    ['en', 'Another document already has this address: choose another'],
  ] as const)(
    '%s: a slug taken in the language saved is said to be taken, not in the other language',
    async (language, taken) => {
      const token = await login('users', editor)
      const other = (
        (await api('/producers/?limit=1&depth=0&locale=it&sort=id', { token })).body.docs as {
          slug: string
        }[]
      )[0]!
      const suffix = randomBytes(3).toString('hex')
      const res = await post('producers', 'it', { code: `X29-${suffix}`, name: 'Doppione', slug: other.slug }, language)
      expect(res.status, res.text).toBe(400)
      expect(res.text).toContain(taken)
      expect(res.text).not.toContain(sentences[language])
    },
  )
})
