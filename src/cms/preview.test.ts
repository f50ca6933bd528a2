import type { PayloadRequest } from 'payload'
import { describe, expect, it } from 'vitest'

import { articlePreview, documentPreview, landingPreview } from './preview'

const options = (locale: string) => ({ locale, req: {} as PayloadRequest, token: 'never-in-the-url' })
const target = (href: unknown) =>
  typeof href === 'string' ? new URL(href, 'http://site.invalid').searchParams.get('path') : href

describe('admin.preview: the Preview button leads to the real URL in the language being edited', () => {
  it.each([
    ['blog', 'it', '/blog/un-post/'],
    ['blog', 'en', '/en/blog/un-post/'],
    ['news', 'it', '/news-eventi/articolo/un-post/'],
    ['news', 'en', '/en/news-eventi/articolo/un-post/'],
    ['press', 'it', '/rassegna-stampa/articolo/un-post/'],
    ['press', 'en', '/en/press-reviews/article/un-post/'],
    ['reserved-news', 'it', '/reserved-area/news/un-post/'],
    ['reserved-news', 'en', '/en/reserved-area/news/un-post/'],
    ['reserved-training', 'it', '/reserved-area/formazione/corsi/un-post/'],
    ['reserved-training', 'en', '/en/reserved-area/training/courses/un-post/'],
    ['reserved-tips', 'it', '/reserved-area/il-vino/consigli-carta-dei-vini/un-post/'],
    ['reserved-tips', 'en', '/en/reserved-area/the-wine/wine-list-tips/un-post/'],
  ])('a %s article in %s', async (section, locale, path) => {
    const href = await articlePreview({ section, slug: 'un-post' }, options(locale))
    expect(href).toMatch(/^\/api\/preview\/\?path=/)
    expect(href).not.toContain('never-in-the-url')
    expect(target(href)).toBe(path)
  })

  it('a landing page at /{slug}/ in each language', async () => {
    expect(target(await landingPreview({ kind: 'landing', slug: 'serate-a-tema' }, options('it')))).toBe(
      '/serate-a-tema/',
    )
    expect(target(await landingPreview({ kind: 'landing', slug: 'themed-evenings' }, options('en')))).toBe(
      '/en/themed-evenings/',
    )
  })

  it('no button where there is no page of its own or no slug yet', async () => {
    expect(await articlePreview({ section: 'unknown', slug: 'x' }, options('it'))).toBeNull()
    expect(await articlePreview({ section: 'blog', slug: '' }, options('it'))).toBeNull()
    expect(await landingPreview({ kind: 'static', key: 'philosophy', slug: 'x' }, options('it'))).toBeNull()
  })

  it.each([
    ['product', 'it', 'grappa-di-teroldego-v0001', '/prodotti/scheda/grappa-di-teroldego-v0001/'],
    ['product', 'en', 'teroldego-grappa-v0001', '/en/products/sheet/teroldego-grappa-v0001/'],
    ['producer', 'it', 'maison-delaunay', '/produttori/produttore/maison-delaunay/'],
    ['producer', 'en', 'maison-delaunay', '/en/producers/producer/maison-delaunay/'],
    ['project', 'en', 'mixology', '/en/our-projects/mixology/'],
    ['catalogue', 'it', 'catalogo-2026', '/cataloghi/catalogo-2026/'],
  ] as const)('a %s in %s opens its page on the site', async (page, locale, slug, path) => {
    expect(target(await documentPreview(page)({ slug }, options(locale)))).toBe(path)
    expect(await documentPreview(page)({ slug: '' }, options(locale))).toBeNull()
  })
})
