import { randomBytes } from 'node:crypto'

import { afterAll, describe, expect, it } from 'vitest'

import { api, base, editor, login, movedPermanently, settled } from '../support/http'

type Doc = Record<string, unknown> & { id: number; slug: string }

/**
 * The eleventh check from outside: an editor changed a news article's or a landing page's address, and the old one,
 * in search engines, newsletters and bookmarks, answered 404, where a product's and a producer's redirect. The old
 * address now redirects permanently to the current one, found through the document's versions, in each language.
 */
describe("an article's and a landing page's old address after an editor changed it", () => {
  const created: [string, number][] = []
  afterAll(async () => {
    const token = await login('users', editor)
    for (const [collection, id] of created) await api(`/${collection}/${id}/`, { token, method: 'DELETE' })
  })

  /** A copy of the first published document of `where`, created under new slugs in both languages. */
  async function copy(collection: 'articles' | 'pages', where: string, suffix: string) {
    const token = await login('users', editor)
    const read = async (locale: string) =>
      ((await api(`/${collection}/?limit=1&depth=0&locale=${locale}&${where}`, { token })).body.docs as Doc[])[0]!
    const [it, en] = [await read('it'), await read('en')]
    // Without its own fields, and without the ids of its rows (blocks, arrays): those are the original's.
    const strip = (doc: Doc) =>
      JSON.parse(
        JSON.stringify(
          Object.fromEntries(
            Object.entries(doc).filter(([key]) => !['id', 'createdAt', 'updatedAt', 'key'].includes(key)),
          ),
        ),
        (key, value: unknown) => (key === 'id' && typeof value === 'string' ? undefined : value),
      ) as Record<string, unknown>
    const res = await api(`/${collection}/?locale=it&depth=0`, {
      token,
      method: 'POST',
      body: JSON.stringify({ ...strip(it), title: `Prova ${suffix}`, slug: `prova-${suffix}`, _status: 'published' }),
    })
    expect(res.status, res.text).toBe(201)
    const id = (res.body.doc as Doc).id
    created.push([collection, id])
    const english = await api(`/${collection}/${id}/?locale=en&depth=0`, {
      token,
      method: 'PATCH',
      body: JSON.stringify({ ...strip(en), title: `Trial ${suffix}`, slug: `trial-${suffix}`, _status: 'published' }),
    })
    expect(english.status, english.text).toBe(200)
    const rename = async (locale: string, slug: string) => {
      const renamed = await api(`/${collection}/${id}/?locale=${locale}&depth=0`, {
        token,
        method: 'PATCH',
        body: JSON.stringify({ slug, _status: 'published' }),
      })
      expect(renamed.status, renamed.text).toBe(200)
    }
    /** A draft saved over the published document, under another slug. */
    const draft = async (slug: string) => {
      const saved = await api(`/${collection}/${id}/?locale=it&depth=0&draft=true`, {
        token,
        method: 'PATCH',
        body: JSON.stringify({ slug, title: `Bozza ${suffix}`, _status: 'draft' }),
      })
      expect(saved.status, saved.text).toBe(200)
    }
    return { rename, draft }
  }

  it.each([
    ['articles', 'where[section][equals]=blog', (slug: string, en: boolean) => `${en ? '/en' : ''}/blog/${slug}/`],
    ['pages', 'where[kind][equals]=landing', (slug: string, en: boolean) => `${en ? '/en' : ''}/${slug}/`],
  ] as const)(
    '%s: the old address redirects to the new one, in Italian and in English',
    async (collection, where, path) => {
      const suffix = randomBytes(3).toString('hex')
      const { rename, draft } = await copy(collection, where, suffix)
      expect((await settled(path(`prova-${suffix}`, false), (r) => r.status === 200)).status).toBe(200)
      await rename('it', `prova-nuova-${suffix}`)
      await rename('en', `trial-new-${suffix}`)

      for (const [from, to] of [
        [path(`prova-${suffix}`, false), path(`prova-nuova-${suffix}`, false)],
        [path(`trial-${suffix}`, true), path(`trial-new-${suffix}`, true)],
        // The other language's old slug leads to this language's page too.
        [path(`prova-${suffix}`, true), path(`trial-new-${suffix}`, true)],
      ]) {
        const res = await settled(from, movedPermanently)
        expect(res.status, from).toBe(301)
        expect(new URL(res.headers.get('location')!, base).pathname, from).toBe(to)
      }
      expect((await settled(path(`prova-nuova-${suffix}`, false), (r) => r.status === 200)).status).toBe(200)
      // A slug no version ever had stays a 404.
      expect((await fetch(`${base}${path(`mai-esistita-${suffix}`, false)}`, { redirect: 'manual' })).status).toBe(404)
      // The twenty-sixth check from outside: a slug saved only in a draft redirected to the published page, telling
      // anyone an address the editor had not published. Only the addresses it was published under lead to it.
      await draft(`bozza-${suffix}`)
      const drafted = await fetch(`${base}${path(`bozza-${suffix}`, false)}`, { redirect: 'manual' })
      expect(drafted.status).toBe(404)
      expect((await settled(path(`prova-${suffix}`, false), movedPermanently)).status).toBe(301)
    },
  )

  // The twenty-fourth check from outside: a news article moved to the blog left its address a 404, in both languages.
  it('an article moved to another section: its old address leads to the new one, renamed or not', async () => {
    const suffix = randomBytes(3).toString('hex')
    const { rename } = await copy('articles', 'where[section][equals]=news', suffix)
    const news = (slug: string, en: boolean) => `${en ? '/en' : ''}/news-eventi/articolo/${slug}/`
    const blog = (slug: string, en: boolean) => `${en ? '/en' : ''}/blog/${slug}/`
    expect((await settled(news(`prova-${suffix}`, false), (r) => r.status === 200)).status).toBe(200)
    const token = await login('users', editor)
    const id = created.at(-1)![1]
    const moved = await api(`/articles/${id}/?locale=it&depth=0`, {
      token,
      method: 'PATCH',
      body: JSON.stringify({ section: 'blog', _status: 'published' }),
    })
    expect(moved.status, moved.text).toBe(200)
    const leads = async (from: string, to: string) => {
      const res = await settled(from, movedPermanently)
      expect(res.status, from).toBe(301)
      expect(new URL(res.headers.get('location')!, base).pathname, from).toBe(to)
    }
    await leads(news(`prova-${suffix}`, false), blog(`prova-${suffix}`, false))
    await leads(news(`trial-${suffix}`, true), blog(`trial-${suffix}`, true))
    await rename('it', `prova-nuova-${suffix}`)
    await leads(news(`prova-${suffix}`, false), blog(`prova-nuova-${suffix}`, false))
    expect((await settled(blog(`prova-nuova-${suffix}`, false), (r) => r.status === 200)).status).toBe(200)
    // A slug no article ever had stays a 404.
    expect((await fetch(`${base}${news(`mai-esistita-${suffix}`, false)}`, { redirect: 'manual' })).status).toBe(404)
  })
})

/**
 * The twenty-fifth check from outside: an author renamed (their slug is made from their name) left their page's old
 * address a 404, in the sitemap and in shared links; an author who signed articles was deleted without a word, the
 * articles' bylines and the page gone.
 */
describe('an author’s old address, and an author who signs articles', () => {
  it('the old address redirects to the new one in both languages; a delete is refused while articles are signed', async () => {
    const token = await login('users', editor)
    const suffix = randomBytes(3).toString('hex')
    const send = (path: string, method: string, body?: unknown, language = 'it') =>
      api(path, { token, method, headers: { 'Accept-Language': language }, body: JSON.stringify(body) })
    const author = await send('/authors/?depth=0', 'POST', { name: `Autrice Prova ${suffix}` })
    expect(author.status, author.text).toBe(201)
    const id = (author.body.doc as Doc).id
    const page = (slug: string, en: boolean) => (en ? `/en/blog/authors/${slug}/` : `/blog/autori/${slug}/`)
    const old = `autrice-prova-${suffix}`
    expect((await settled(page(old, false), (r) => r.status === 200)).status).toBe(200)
    const renamed = await send(`/authors/${id}/?depth=0`, 'PATCH', { slug: `autrice-nuova-${suffix}` })
    expect(renamed.status, renamed.text).toBe(200)
    for (const en of [false, true]) {
      const res = await settled(page(old, en), movedPermanently)
      expect(res.status, page(old, en)).toBe(301)
      expect(new URL(res.headers.get('location')!, base).pathname).toBe(page(`autrice-nuova-${suffix}`, en))
    }
    expect((await fetch(`${base}${page(`mai-esistita-${suffix}`, false)}`, { redirect: 'manual' })).status).toBe(404)

    const article = await send('/articles/?locale=it&depth=0', 'POST', {
      section: 'blog',
      title: `Firmato ${suffix}`,
      excerpt: 'Prova.',
      author: id,
      publishedAt: new Date().toISOString(),
      _status: 'published',
    })
    expect(article.status, article.text).toBe(201)
    for (const [language, sentence] of [
      ['it', 'Questo autore firma ancora un articolo: affidalo a un altro autore o eliminalo prima.'],
      ['en', 'This author still signs one article: give it to another author or delete it first.'],
    ] as const) {
      const refused = await send(`/authors/${id}/`, 'DELETE', undefined, language)
      expect(refused.status, refused.text).toBe(409)
      expect(refused.text).toContain(sentence)
    }
    expect((await send(`/articles/${(article.body.doc as Doc).id}/`, 'DELETE')).status).toBe(200)
    expect((await send(`/authors/${id}/`, 'DELETE')).status).toBe(200)
  })
})
