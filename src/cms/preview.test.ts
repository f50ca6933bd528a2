import type { PayloadRequest } from 'payload'
import { describe, expect, it } from 'vitest'

import { adminOrigin, articlePreview, documentPreview, pagePreview, staticPageRoute } from './preview'

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
    const href = await articlePreview.preview({ section, slug: 'un-post' }, options(locale))
    expect(href).toMatch(/^\/api\/preview\/\?path=/)
    expect(href).not.toContain('never-in-the-url')
    expect(target(href)).toBe(path)
  })

  it('a landing page at /{slug}/ in each language', async () => {
    expect(target(await pagePreview.preview({ kind: 'landing', slug: 'serate-a-tema' }, options('it')))).toBe(
      '/serate-a-tema/',
    )
    expect(target(await pagePreview.preview({ kind: 'landing', slug: 'themed-evenings' }, options('en')))).toBe(
      '/en/themed-evenings/',
    )
  })

  it('no button where there is no page of its own or no slug yet', async () => {
    expect(await articlePreview.preview({ section: 'unknown', slug: 'x' }, options('it'))).toBeNull()
    expect(await articlePreview.preview({ section: 'blog', slug: '' }, options('it'))).toBeNull()
    expect(await pagePreview.preview({ kind: 'static', key: 'no-such-page', slug: 'x' }, options('it'))).toBeNull()
    expect(await pagePreview.preview({ kind: 'landing', slug: ' ' }, options('it'))).toBeNull()
  })

  it.each([
    ['home', 'it', '/'],
    ['home', 'en', '/en/'],
    ['philosophy', 'it', '/filosofia/'],
    ['contacts-agents', 'en', '/en/contacts/agents/'],
    ['reserved-area-training-courses', 'it', '/reserved-area/formazione/corsi/'],
  ])('a static page (%s) in %s opens the route its key fills', async (key, locale, path) => {
    expect(target(await pagePreview.preview({ kind: 'static', key, slug: key }, options(locale)))).toBe(path)
  })

  it.each([
    ['product', 'it', 'grappa-di-teroldego-v0001', '/prodotti/scheda/grappa-di-teroldego-v0001/'],
    ['product', 'en', 'teroldego-grappa-v0001', '/en/products/sheet/teroldego-grappa-v0001/'],
    ['producer', 'it', 'maison-delaunay', '/produttori/produttore/maison-delaunay/'],
    ['producer', 'en', 'maison-delaunay', '/en/producers/producer/maison-delaunay/'],
    ['project', 'en', 'mixology', '/en/our-projects/mixology/'],
    ['catalogue', 'it', 'catalogo-2026', '/cataloghi/catalogo-2026/'],
  ] as const)('a %s in %s opens its page on the site', async (page, locale, slug, path) => {
    expect(target(await documentPreview(page).preview({ slug }, options(locale)))).toBe(path)
    expect(await documentPreview(page).preview({ slug: '' }, options(locale))).toBeNull()
  })
})

describe("admin.livePreview: the pane frames the same page, at an absolute URL of the admin's own origin", () => {
  const req = (host: string | null) => ({ headers: new Headers(host ? { host } : {}) }) as PayloadRequest
  const live = (host: string | null, locale: string) =>
    (documentPreview('product').livePreview.url as (args: unknown) => string | null)({
      data: { slug: 'grappa-di-teroldego-v0001' },
      locale: { code: locale, label: '' },
      req: req(host),
    })

  it("keeps the host the editor used when it is one of the site's own names", () => {
    expect(adminOrigin(req('127.0.0.1:3000'), 'http://localhost:3000')).toBe('http://127.0.0.1:3000')
    expect(adminOrigin(req('localhost:3000'), 'http://localhost:3000')).toBe('http://localhost:3000')
  })

  it("never takes a foreign Host header: the site's address instead", () => {
    expect(adminOrigin(req('evil.example'), 'https://www.vinea.example')).toBe('https://www.vinea.example')
    expect(adminOrigin(req(null), 'https://www.vinea.example')).toBe('https://www.vinea.example')
  })

  it('frames the page in the language being edited, through the draft-mode check', () => {
    const url = new URL(live('localhost:3000', 'en') ?? '')
    expect(url.pathname).toBe('/api/preview/')
    expect(url.searchParams.get('path')).toBe('/en/products/sheet/grappa-di-teroldego-v0001/')
    expect(live('localhost:3000', 'it')).toContain(encodeURIComponent('/prodotti/scheda/grappa-di-teroldego-v0001/'))
  })

  it('offers a phone, a tablet and a desktop frame', () => {
    expect(documentPreview('product').livePreview.breakpoints?.map((b) => b.width)).toEqual([375, 768, 1440])
  })

  it('maps no key to a route with a parameter', () => {
    expect(staticPageRoute('products-sheet-product')).toBeNull()
    expect(staticPageRoute(undefined)).toBeNull()
  })
})
