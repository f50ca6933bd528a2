import { randomBytes } from 'node:crypto'

import { afterAll, describe, expect, it } from 'vitest'

import { api, base, editor, type Json, login, movedPermanently, settled } from '../support/http'

/**
 * Decision 100: what the eighteenth check from outside found as an editor. Duplicate failed on products, producers
 * and filter values and gave an article's copy a slug with spaces; a static page's key changed to an unknown one
 * emptied its public page without a word; a product's middle slug, a filter value's and a producer's old slug answered
 * 404 once renamed.
 */
const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
const asked = (language: 'it' | 'en') => ({
  'Accept-Language': language === 'it' ? 'it-IT,it;q=0.9' : 'en-GB,en;q=0.8',
})

const created: [string, number][] = []
afterAll(async () => {
  const token = await login('users', editor)
  for (const [collection, id] of created.reverse()) await api(`/${collection}/${id}/`, { token, method: 'DELETE' })
})

const target = (res: Response) => new URL(res.headers.get('location') ?? '', base).pathname

async function first(token: string, collection: string, query: string): Promise<Json & { id: number }> {
  const res = await api(`/${collection}/?limit=1&depth=0&locale=it&${query}`, { token })
  expect(res.status, res.text).toBe(200)
  return (res.body.docs as (Json & { id: number })[])[0]!
}

async function duplicate(token: string, collection: string, id: number, language: 'it' | 'en' = 'it') {
  const res = await api(`/${collection}/${id}/duplicate/?locale=it&depth=0`, {
    token,
    method: 'POST',
    headers: asked(language),
    body: '{}',
  })
  expect(res.status, res.text).toBe(200)
  const doc = res.body.doc as Json & { id: number }
  created.push([collection, doc.id])
  return doc
}

describe('Duplicate gives the copy a free code and slug (decision 100)', () => {
  it('a product, twice: the copies are saved with the code and slug of the original and -2, -3', async () => {
    const token = await login('users', editor)
    const original = await first(token, 'products', 'where[code][equals]=V0100')
    const copy = await duplicate(token, 'products', original.id)
    const n = Number(/^V0100-(\d+)$/.exec(String(copy.code))?.[1])
    expect(n).toBeGreaterThanOrEqual(2)
    expect(copy.slug).toBe(`${String(original.slug)}-${n}`)
    expect(copy.slug).toMatch(slugPattern)
    const again = await duplicate(token, 'products', original.id, 'en')
    expect(again.code).toBe(`V0100-${n + 1}`)
    expect(again.slug).toBe(`${String(original.slug)}-${n + 1}`)
    const english = await api(`/products/${copy.id}/?locale=en&depth=0`, { token })
    expect(english.body.slug).toMatch(slugPattern)
    // The copy is a product of its own: its sheet answers at its own address.
    expect((await settled(`/prodotti/scheda/${String(copy.slug)}/`, (r) => r.status === 200)).status).toBe(200)
  })

  it('a producer and a filter value: saved, the filter value in its own filter with a free code', async () => {
    const token = await login('users', editor)
    const producer = await first(token, 'producers', 'sort=id')
    const producerCopy = await duplicate(token, 'producers', producer.id)
    expect(producerCopy.code).toMatch(new RegExp(`^${String(producer.code)}-\\d+$`))
    expect(producerCopy.slug).toMatch(slugPattern)
    const term = await first(token, 'taxonomy-terms', 'where[group][equals]=typespirits&where[code][equals]=grappa')
    const termCopy = await duplicate(token, 'taxonomy-terms', term.id, 'en')
    expect(termCopy.group).toBe('typespirits')
    expect(termCopy.code).toMatch(/^grappa-\d+$/)
    expect(termCopy.slug).toMatch(slugPattern)
    expect(termCopy.slug).not.toBe(term.slug)
  })

  // The twenty-sixth check from outside: a document written in Italian only could not be copied ("Titolo, slug
  // invalid"). The copy's free slug was looked for in each language with the request, which Payload's local API moved
  // to English, and the copy was then read and checked in English, where it has no text yet.
  it('a product, a producer and a filter value written in Italian only are copied, the copy in Italian only', async () => {
    const token = await login('users', editor)
    const suffix = randomBytes(3).toString('hex')
    const italianOnly = async (collection: string, data: Json) => {
      const res = await api(`/${collection}/?locale=it&depth=0`, { token, method: 'POST', body: JSON.stringify(data) })
      expect(res.status, res.text).toBe(201)
      const doc = res.body.doc as Json & { id: number }
      created.push([collection, doc.id])
      return doc
    }
    const model = await first(token, 'products', 'where[code][equals]=V0100')
    const fields = Object.fromEntries(
      Object.entries(model).filter(([key]) => !['id', 'slug', 'code', 'title', 'createdAt', 'updatedAt'].includes(key)),
    )
    const product = await italianOnly('products', { ...fields, code: `IT${suffix}`, title: `Solo italiano ${suffix}` })
    const producer = await italianOnly('producers', { code: `IT${suffix}`, name: `Cantina solo italiana ${suffix}` })
    const term = await italianOnly('taxonomy-terms', {
      group: 'style',
      code: `it${suffix}`,
      label: `Stile solo italiano ${suffix}`,
    })
    for (const [collection, original, text] of [
      ['products', product, 'title'],
      ['producers', producer, 'name'],
      ['taxonomy-terms', term, 'label'],
    ] as const) {
      for (const language of ['it', 'en'] as const) {
        const copy = await duplicate(token, collection, original.id, language)
        expect(copy[text], collection).toBe(original[text])
        expect(copy.slug, collection).toMatch(new RegExp(`^${String(original.slug)}-\\d+$`))
        const english = await api(`/${collection}/${copy.id}/?locale=en&fallback-locale=none&depth=0`, { token })
        expect(english.body[text] ?? null, collection).toBeNull()
      }
    }
  })

  it("an article's copy has an address that is a slug, and no publication date of its own yet", async () => {
    const token = await login('users', editor)
    const article = await first(token, 'articles', 'where[section][equals]=blog&where[_status][equals]=published')
    const copy = await duplicate(token, 'articles', article.id)
    expect(copy.slug).toMatch(new RegExp(`^${String(article.slug)}-\\d+$`))
    expect(copy.publishedAt ?? null).toBeNull()
  })
})

describe("a static page's key names a page of the site (decision 100)", () => {
  it.each([
    ['it', 'filosofia', 'Nessuna pagina del sito ha la chiave «filosofia»'],
    ['en', 'homepage', 'No page of the site has the key “homepage”'],
  ] as const)(
    '%s: an unknown key is refused with what to write, and the page keeps its text',
    async (language, key, words) => {
      const token = await login('users', editor)
      const page = await first(token, 'pages', 'where[key][equals]=philosophy')
      const res = await api(`/pages/${page.id}/?locale=it&depth=0`, {
        token,
        method: 'PATCH',
        headers: asked(language),
        body: JSON.stringify({ key, _status: 'published' }),
      })
      expect(res.status, res.text).toBe(400)
      expect(res.text).toContain(words)
      expect((await first(token, 'pages', `where[id][equals]=${page.id}`)).key).toBe('philosophy')
      const html = await (await fetch(`${base}/filosofia/`, { headers: { Cookie: 'adult=1' } })).text()
      expect(html).toContain(String(page.intro).slice(0, 40))
    },
  )
})

describe("a static page's copy (decision 101)", () => {
  it('becomes a landing page that can be published, and the admin says so in words that agree with "Pagina"', async () => {
    const token = await login('users', editor)
    const page = await first(token, 'pages', 'where[key][equals]=why')
    // As the admin's Duplicate asks: the copy is a draft.
    const res = await api(`/pages/${page.id}/duplicate/?locale=it&depth=0`, {
      token,
      method: 'POST',
      headers: asked('it'),
      body: JSON.stringify({ _status: 'draft' }),
    })
    expect(res.status, res.text).toBe(200)
    expect(res.body.message).toBe('Pagina: copia creata.')
    const copy = res.body.doc as Json & { id: number }
    created.push(['pages', copy.id])
    expect(copy.kind).toBe('landing')
    expect(copy.key).toMatch(/^why-\d+$/)
    expect(copy.slug).toMatch(slugPattern)
    const published = await api(`/pages/${copy.id}/?locale=it&depth=0`, {
      token,
      method: 'PATCH',
      body: JSON.stringify({ _status: 'published' }),
    })
    expect(published.status, published.text).toBe(200)
    expect((await settled(`/${String(copy.slug)}/`, (r) => r.status === 200)).status).toBe(200)
    // The original is still the static page its route reads.
    const original = await first(token, 'pages', `where[id][equals]=${page.id}`)
    expect([original.kind, original.key]).toEqual(['static', 'why'])
  })
})

describe('a renamed slug keeps leading to its document (decision 100)', () => {
  it("a product's every former slug, its middle one without the code included, redirects to the current one", async () => {
    const token = await login('users', editor)
    const model = await first(token, 'products', 'where[code][equals]=V0001')
    const suffix = randomBytes(3).toString('hex')
    const fields = Object.fromEntries(
      Object.entries(model).filter(([key]) => !['id', 'slug', 'createdAt', 'updatedAt'].includes(key)),
    )
    const res = await api('/products/?locale=it&depth=0', {
      token,
      method: 'POST',
      body: JSON.stringify({ ...fields, code: `R${suffix}`.toUpperCase(), title: `Grappa rinomina ${suffix}` }),
    })
    expect(res.status, res.text).toBe(201)
    const id = (res.body.doc as Json & { id: number }).id
    created.push(['products', id])
    const slugs = [`grappa-uno-${suffix}`, `grappa-due-${suffix}`, `grappa-tre-${suffix}`]
    for (const slug of slugs) {
      const renamed = await api(`/products/${id}/?locale=it&depth=0`, {
        token,
        method: 'PATCH',
        body: JSON.stringify({ slug }),
      })
      expect(renamed.status, renamed.text).toBe(200)
    }
    const current = `/prodotti/scheda/${slugs[2]}/`
    expect((await settled(current, (r) => r.status === 200)).status).toBe(200)
    for (const slug of slugs.slice(0, 2)) {
      const old = await settled(`/prodotti/scheda/${slug}/`, movedPermanently)
      expect(old.status, slug).toBeOneOf([301, 308])
      expect(target(old)).toBe(current)
      // In English, to the English page (whose slug falls back to the Italian one).
      const english = await settled(`/en/products/sheet/${slug}/`, movedPermanently)
      expect(target(english)).toBe(`/en/products/sheet/${slugs[2]}/`)
    }
    expect((await fetch(`${base}/prodotti/scheda/grappa-mai-${suffix}/`, { redirect: 'manual' })).status).toBe(404)
  })

  it("a menu type's and a producer's old slug redirects to the listing and the page at the new one", async () => {
    const token = await login('users', editor)
    const suffix = randomBytes(3).toString('hex')
    // A filter value and a producer of their own, with products of the demo's (the listing needs none).
    const term = await api('/taxonomy-terms/?locale=it&depth=0', {
      token,
      method: 'POST',
      body: JSON.stringify({
        group: 'type',
        code: `prova-${suffix}`,
        label: `Prova ${suffix}`,
        slug: `prova-${suffix}`,
      }),
    })
    expect(term.status, term.text).toBe(201)
    const termId = (term.body.doc as Json & { id: number }).id
    created.push(['taxonomy-terms', termId])
    const producer = await api('/producers/?locale=it&depth=0', {
      token,
      method: 'POST',
      body: JSON.stringify({ code: `P${suffix}`, name: `Cantina ${suffix}`, slug: `cantina-${suffix}` }),
    })
    expect(producer.status, producer.text).toBe(201)
    const producerId = (producer.body.doc as Json & { id: number }).id
    created.push(['producers', producerId])
    expect((await settled(`/prodotti/tipologia/prova-${suffix}/`, (r) => r.status === 200)).status).toBe(200)
    expect((await settled(`/produttori/produttore/cantina-${suffix}/`, (r) => r.status === 200)).status).toBe(200)

    for (const [collection, id, slug, name] of [
      ['taxonomy-terms', termId, `prova-nuova-${suffix}`, { label: `Prova ${suffix}` }],
      ['producers', producerId, `cantina-nuova-${suffix}`, { name: `Cantina ${suffix}` }],
    ] as const) {
      for (const locale of ['it', 'en']) {
        const res = await api(`/${collection}/${id}/?locale=${locale}&depth=0`, {
          token,
          method: 'PATCH',
          body: JSON.stringify({ ...name, slug }),
        })
        expect(res.status, res.text).toBe(200)
      }
    }
    const cases = [
      [`/prodotti/tipologia/prova-${suffix}/`, `/prodotti/tipologia/prova-nuova-${suffix}/`],
      [`/en/products/type/prova-${suffix}/`, `/en/products/type/prova-nuova-${suffix}/`],
      [`/produttori/produttore/cantina-${suffix}/`, `/produttori/produttore/cantina-nuova-${suffix}/`],
      [`/en/producers/producer/cantina-${suffix}/`, `/en/producers/producer/cantina-nuova-${suffix}/`],
    ]
    for (const [old, now] of cases) {
      const res = await settled(old!, movedPermanently)
      expect(res.status, old).toBeOneOf([301, 308])
      expect(target(res), old).toBe(now)
    }
  })
})
