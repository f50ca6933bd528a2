import { randomBytes } from 'node:crypto'

import { describe, expect, it } from 'vitest'

import { api, base, editor, login } from '../support/http'

/**
 * The third check from outside: an article's "Copertina" (cover), which the admin offers for every section, reached no
 * page. The article's page now shows it above the text, at the sizes the CMS made of it, and names it as the page's
 * picture for sharing (og:image).
 */
describe("an article's cover", () => {
  it('is shown on its page, in both languages, and named as its picture', async () => {
    const token = await login('users', editor)
    const pictures = await api('/media/?limit=1&depth=0&where[sizes.banner.url][exists]=true', { token })
    const media = (pictures.body.docs as { id: number; sizes: { banner: { url: string } } }[])[0]!
    const suffix = randomBytes(4).toString('hex')
    const slugs = { it: `notizia-con-copertina-${suffix}`, en: `news-with-a-cover-${suffix}` }
    const created = await api('/articles/?locale=it', {
      token,
      method: 'POST',
      body: JSON.stringify({
        section: 'news',
        tags: ['news'],
        publishedAt: new Date().toISOString(),
        title: `Notizia con copertina ${suffix}`,
        slug: slugs.it,
        heroImage: media.id,
        _status: 'published',
      }),
    })
    expect(created.status, created.text).toBe(201)
    const id = (created.body.doc as { id: number }).id
    try {
      const english = await api(`/articles/${id}/?locale=en`, {
        token,
        method: 'PATCH',
        body: JSON.stringify({ title: `News with a cover ${suffix}`, slug: slugs.en, _status: 'published' }),
      })
      expect(english.status, english.text).toBe(200)
      const file = media.sizes.banner.url.replace(/\/+$/, '').split('/').pop()!
      for (const path of [`/news-eventi/articolo/${slugs.it}/`, `/en/news-eventi/articolo/${slugs.en}/`]) {
        const res = await fetch(`${base}${path}`, { headers: { Cookie: 'adult=1' } })
        expect(res.status, path).toBe(200)
        const html = await res.text()
        expect(html, path).toMatch(new RegExp(`<figure[^>]*><img[^>]+${file.replace(/\./g, '\\.')}`))
        expect(html, path).toMatch(/<meta property="og:image" content="[^"]+\/api\/media\/file\//)
      }
    } finally {
      await api(`/articles/${id}/`, { token, method: 'DELETE' })
    }
  })
})

describe("an author's portrait and a producer's picture", () => {
  it("are shown on the author's and the producer's pages", async () => {
    const token = await login('users', editor)
    const { body } = await api('/authors/?limit=1&depth=1&where[portrait][exists]=true', { token })
    const author = (body.docs as { slug: string; portrait: { filename: string } }[])[0]!
    const stem = author.portrait.filename.replace(/\.[a-z]+$/, '')
    for (const path of [`/blog/autori/${author.slug}/`, `/en/blog/authors/${author.slug}/`]) {
      const html = await (await fetch(`${base}${path}`, { headers: { Cookie: 'adult=1' } })).text()
      expect(html, path).toMatch(new RegExp(`<img[^>]+/api/media/file/${stem}`))
    }

    const producers = await api('/producers/?limit=1&depth=0&locale=it', { token })
    const producer = (producers.body.docs as { id: number; slug: string; picture?: number | null }[])[0]!
    const pictures = await api('/media/?limit=1&depth=0&where[sizes.banner.url][exists]=true', { token })
    const media = (pictures.body.docs as { id: number; filename: string }[])[0]!
    const set = (picture: number | null) =>
      api(`/producers/${producer.id}/`, { token, method: 'PATCH', body: JSON.stringify({ picture }) })
    expect((await set(media.id)).status).toBe(200)
    try {
      const mediaStem = media.filename.replace(/\.[a-z]+$/, '')
      await expect
        .poll(
          async () =>
            (
              await (
                await fetch(`${base}/produttori/produttore/${producer.slug}/`, { headers: { Cookie: 'adult=1' } })
              ).text()
            ).match(new RegExp(`<aside[^>]*><img[^>]+/api/media/file/${mediaStem}`)) !== null,
          { timeout: 15_000 },
        )
        .toBe(true)
    } finally {
      await set(producer.picture ?? null)
    }
  })
})
