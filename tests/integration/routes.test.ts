import { describe, expect, it } from 'vitest'

import { internalPathnames, localizePath } from '@/i18n/route-table'

import { anchorProducts } from '../../seed/data/catalogue'

/**
 * The whole route table in both languages against the running site (see scripts/test-all.mjs):
 * every route answers 200 (404 for an unknown slug, 303 to the login page for the reserved area, 400 for a mailed
 * link without its token), paths without a slash and legacy paths 301.
 */
const base = process.env.TEST_BASE_URL ?? 'http://localhost:3000'

async function get(path: string, headers: Record<string, string> = {}) {
  const res = await fetch(base + path, { redirect: 'manual', headers })
  return {
    status: res.status,
    location: res.headers.get('location'),
    text: res.status === 200 || res.status === 404 ? await res.text() : '',
  }
}

/** The file of a picture the listing shows (a product's). */
async function firstPictureFile(): Promise<string> {
  const listing = decodeURIComponent((await get('/prodotti/')).text)
  const file = /\/api\/media\/file\/[^"?&\s]+\.webp/.exec(listing)?.[0]
  if (!file) throw new Error('the listing shows no product picture')
  return file
}

/** Real slugs from the demo seed for every route parameter, per language. */
const sample: Record<string, Record<'it' | 'en', string>> = {
  product: { it: 'grappa-di-teroldego-v0001', en: 'teroldego-grappa-v0001' },
  producer: { it: 'glen-corran-distillers', en: 'glen-corran-distillers' },
  project: { it: 'tradizione', en: 'tradition' },
  catalogue: { it: 'catalogo-generale-2026', en: 'general-catalogue-2026' },
  type: { it: 'distillati-di-vino', en: 'wine-spirits' },
  color: { it: 'ambrato', en: 'amber' },
  region: { it: 'piemonte', en: 'piedmont' },
  country: { it: 'scozia', en: 'scotland' },
  slug: { it: 'come-costruire-una-carta-degli-amari', en: 'how-to-build-an-amaro-list' },
  file: { it: 'price-list-request', en: 'price-list-request' },
  event: { it: 'vendemmia-2026', en: 'harvest-2026' },
}
const paramSample = (pathname: string, name: string, locale: 'it' | 'en'): string => {
  if (pathname === '/blog/authors/[slug]') return 'giulia-ferraris'
  if (pathname === '/press-reviews/article/[event]')
    return locale === 'it' ? 'gazzettino-quarant-anni' : 'gazzettino-forty-years'
  if (pathname === '/[slug]') return locale === 'it' ? 'oltre-3500-etichette' : 'over-3500-labels'
  if (pathname === '/products/producer/[producer]') return 'gin-lab-laguna'
  return sample[name][locale]
}

// Pages that answer otherwise by design: the 404 page itself; the reserved area, which sends a visitor without a
// session to the login page (issue 14; tests/integration/reserved-login.test.ts reads it with one); the newsletter's
// mailed links, which without their token say the link is not valid (decision 077; newsletter.test.ts opens them with
// one).
const linkPages = new Set(['/newsletter/confirm', '/newsletter/unsubscribe'])
const expectedStatus = (pathname: string) =>
  pathname === '/page-not-found'
    ? 404
    : pathname.startsWith('/reserved-area')
      ? 303
      : linkPages.has(pathname)
        ? 400
        : 200

describe('every route of the route table resolves in both languages', () => {
  for (const locale of ['it', 'en'] as const) {
    for (const pathname of internalPathnames) {
      const params = Object.fromEntries(
        [...pathname.matchAll(/\[([^\]]+)\]/g)].map((m) => [m[1], paramSample(pathname, m[1], locale)]),
      )
      const path = localizePath(pathname, locale, params)
      it(`${locale} ${pathname} → ${path}`, async () => {
        const { status } = await get(path)
        expect(status).toBe(expectedStatus(pathname))
      })
    }
  }
})

describe('redirects', () => {
  it.each([
    // Next's own redirect to the slash is a 308, which the server answers as every permanent redirect of a page: 301.
    ['/prodotti', '/prodotti/', 301],
    ['/en/products', '/en/products/', 301],
    ['/it/', '/', 301],
    ['/it/prodotti/', '/prodotti/', 301],
    // The file system's English names under /it/ lead to the Italian page, not to a 404 (the twelfth check from outside).
    ['/it/products/', '/prodotti/', 301],
    ['/it/search/', '/cerca/', 301],
    ['/it/products/type/grappa/', '/prodotti/tipologia/grappa/', 301],
    ['/it/contacts/horeca/', '/contatti/per-horeca/', 301],
    // An address typed or printed with capitals is the same page (the fourteenth check from outside).
    ['/Prodotti/', '/prodotti/', 301],
    ['/EN/Products/Type/Grappa/', '/en/products/type/grappa/', 301],
    ['/Contatti/Per-Horeca/', '/contatti/per-horeca/', 301],
    ['/Oltre-3500-Etichette/', '/oltre-3500-etichette/', 301],
    // In a route's parameter too: a filter's code, a sheet's slug with its code as printed, a producer's slug (the
    // seventeenth check from outside: these were 404s).
    ['/prodotti/tipologia/AMARI/', '/prodotti/tipologia/amari/', 301],
    ['/prodotti/scheda/Amaro-Aimasso-36-Erbe-V0022/', '/prodotti/scheda/amaro-aimasso-36-erbe-v0022/', 301],
    ['/en/producers/producer/Casa-Aimasso/', '/en/producers/producer/casa-aimasso/', 301],
    ['/Blog/', '/blog/', 301],
    // A percent escape keeps its case: only the letters are lowered.
    ['/Caff%C3%A8/', '/caff%C3%A8/', 301],
    // A route's parameter that is no slug keeps its capitals: a reserved download's code is an editor's text.
    ['/reserved-area/download/Listino-2027/', '/login/', 303],
    // `/en` put before an Italian address, or English names without it: the route in the prefix's language.
    ['/en/prodotti/', '/en/products/', 301],
    ['/en/contatti/per-horeca/', '/en/contacts/horeca/', 301],
    ['/products/type/grappa/', '/prodotti/tipologia/grappa/', 301],
    // Both at once, in one redirect.
    ['/en/Prodotti/Tipologia/Grappa/', '/en/products/type/grappa/', 301],
    ['/it/news-eventi/', '/news-eventi/', 301],
    ['/it/blog/autori/', '/blog/autori/', 301],
    // The article route with the slug "authors" rendered the author list at a second address (the fourteenth check).
    ['/blog/authors/', '/blog/autori/', 301],
    ['/diario/un-vecchio-articolo/', '/news-eventi/', 301],
    ['/rassegna-stampa/2018/intervista/', '/news-eventi/', 301],
    ['/racconti-in-vigna/vendemmia-2015/', '/news-eventi/eventi/', 301],
    ['/news/', '/news-eventi/eventi/', 301],
    ['/en/news/', '/en/news-eventi/eventi/', 301],
    ['/storie-enogastronomiche/', '/news-eventi/', 301],
    ['/en/diario/old-post/', '/en/news-eventi/', 301],
    // An old address of a file (the thirty-second check from outside: these were 404s), and one without its slash,
    // whose first step is the slash's, a 301 too.
    ['/diario/2019/post.html', '/news-eventi/', 301],
    ['/en/diario/2019/05/post.html', '/en/news-eventi/', 301],
    ['/news/articolo.php', '/news-eventi/eventi/', 301],
    ['/racconti-in-vigna/x.htm', '/news-eventi/eventi/', 301],
    ['/storie-enogastronomiche/a.html', '/news-eventi/', 301],
    ['/rassegna-stampa/file.pdf', '/news-eventi/', 301],
    ['/diario/post', '/diario/post/', 301],
  ])('%s → %s (%i)', async (from, to, status) => {
    const res = await get(from)
    expect(res.status).toBe(status)
    expect(new URL(res.location ?? '', base).pathname).toBe(to)
  })

  it('never captures a current route that contains a legacy fragment', async () => {
    for (const path of [
      '/rassegna-stampa/',
      '/news-eventi/news/',
      '/en/products/news/',
      '/rassegna-stampa/storie-enogastronomiche/',
      '/news-eventi/racconti-in-vigna/',
    ]) {
      expect((await get(path)).status, path).toBe(200)
    }
  })

  it('sends a product slug of the other language to the right URL', async () => {
    const res = await get('/en/products/sheet/grappa-di-teroldego-v0001/')
    expect(res.status).toBe(301)
    // Next 16.4 repeats the Location of a cached page's first redirect (vercel/next.js#82117, decision 009):
    // every value must be the right one.
    const targets = (res.location ?? '').split(', ').map((l) => new URL(l, base).pathname)
    expect(new Set(targets)).toEqual(new Set(['/en/products/sheet/teroldego-grappa-v0001/']))
  })

  it.each([
    ['/en/blog/come-scegliamo-un-produttore/', '/en/blog/how-we-choose-a-producer/'],
    ['/blog/how-we-choose-a-producer/', '/blog/come-scegliamo-un-produttore/'],
    ['/en/news-eventi/articolo/consegne-di-natale-2026/', '/en/news-eventi/articolo/christmas-deliveries-2026/'],
    // A landing page's, as its language link says before the page's scripts run (src/i18n/alternate-path.ts).
    ['/en/oltre-3500-etichette/', '/en/over-3500-labels/'],
    ['/over-3500-labels/', '/oltre-3500-etichette/'],
  ])('sends an article or landing page slug of the other language to the right URL: %s', async (path, target) => {
    const res = await get(path)
    expect(res.status).toBe(301)
    const targets = (res.location ?? '').split(', ').map((l) => new URL(l, base).pathname)
    expect(new Set(targets)).toEqual(new Set([target]))
    expect((await get(target)).status).toBe(200)
  })

  it("a landing page's language link, in the HTML before any script runs, leads to the same page in the other language", async () => {
    for (const [path, other, target] of [
      ['/oltre-3500-etichette/', '/en/oltre-3500-etichette/', '/en/over-3500-labels/'],
      ['/en/over-3500-labels/', '/over-3500-labels/', '/oltre-3500-etichette/'],
    ]) {
      const switcher = /<a[^>]*data-locale-switcher[^>]*>/.exec((await get(path)).text)?.[0] ?? ''
      expect(switcher, path).toContain(`href="${other}"`)
      const res = await get(other)
      expect(res.status, other).toBe(301)
      expect(new URL(res.location!.split(', ')[0], base).pathname).toBe(target)
    }
    // A slug no landing page has in either language stays a 404.
    expect((await get('/en/nessuna-landing-cosi/')).status).toBe(404)
  })

  it("a listing's language link, in the HTML before any script runs, keeps its page number and filters", async () => {
    for (const [path, other] of [
      ['/prodotti/?page=2', '/en/products/?page=2'],
      ['/en/products/?page=2', '/prodotti/?page=2'],
    ]) {
      const page = await get(path)
      expect(page.status, path).toBe(200)
      const switcher = /<a[^>]*data-locale-switcher[^>]*>/.exec(page.text)?.[0] ?? ''
      expect(switcher, path).toContain(`href="${other}"`)
      expect((await get(other)).status, other).toBe(200)
    }
  })

  it('never uses the browser language', async () => {
    const res = await get('/', { 'accept-language': 'en-GB,en;q=0.9' })
    expect(res.status).toBe(200)
    expect(res.text).toContain('lang="it-IT"')
  })
})

describe('uploaded files', () => {
  it('a file name with no file answers 404, not 500; next/image passes the 404 on; a path outside is refused', async () => {
    for (const path of [
      '/api/media/file/no-such-picture.webp',
      '/api/documents/file/no-such-document.pdf',
      `/_next/image/?url=${encodeURIComponent('/api/media/file/no-such-picture.webp')}&w=640&q=75`,
    ]) {
      expect((await get(path)).status, path).toBe(404)
    }
    // A query on the picture's address made a new optimised copy, kept on disk, for every value made up.
    const file = await firstPictureFile()
    expect((await get(`/_next/image/?url=${encodeURIComponent(file)}&w=640&q=75`)).status).toBe(200)
    for (const query of ['?x=attacker1', '?v=2', '?x']) {
      const res = await get(`/_next/image/?url=${encodeURIComponent(file + query)}&w=640&q=75`)
      expect(res.status, query).toBe(400)
    }
    const outside = await get('/api/media/file/..%2F..%2Fpackage.json')
    expect(outside.status).toBeGreaterThanOrEqual(400)
    expect(outside.status).toBeLessThan(500)
    expect(outside.text).not.toContain('"dependencies"')
  })
})

describe('uploaded files: kept a day, and HEAD as GET', () => {
  const answer = async (path: string, method: 'GET' | 'HEAD') => {
    const res = await fetch(base + path, { method, redirect: 'manual' })
    return { status: res.status, headers: res.headers, body: Buffer.from(await res.arrayBuffer()) }
  }

  // A phone fetched every card's picture again on each page of the catalogue: Payload sends no Cache-Control.
  it('a picture and a public PDF are kept a day by any cache; HEAD has their headers and no body', async () => {
    const catalogues = (await get('/cataloghi/')).text
    const pdf = /\/api\/documents\/file\/[^"?&\s]+\.pdf/.exec(catalogues)?.[0]
    expect(pdf, 'the catalogues page links a PDF').toBeTruthy()
    for (const [path, type] of [
      [await firstPictureFile(), 'image/webp'],
      [pdf!, 'application/pdf'],
    ] as const) {
      const got = await answer(path, 'GET')
      expect(got.status, path).toBe(200)
      expect(got.headers.get('cache-control'), path).toBe('public, max-age=86400')
      const head = await answer(path, 'HEAD')
      expect(head.status, path).toBe(200)
      expect(head.headers.get('content-type'), path).toBe(type)
      expect(got.body.length, path).toBeGreaterThan(0)
      expect(head.headers.get('cache-control'), path).toBe('public, max-age=86400')
      expect(head.body.length, path).toBe(0)
    }
  })

  it('a refusal is never kept, and HEAD is refused as GET is', async () => {
    for (const path of [
      '/api/media/file/no-such-picture.webp',
      '/api/downloads/file/price-list-request.pdf',
      '/api/media/?limit=1',
      '/api/users/me/',
    ]) {
      const got = await answer(path, 'GET')
      const head = await answer(path, 'HEAD')
      expect(head.status, path).toBe(got.status)
      expect(head.body.length, path).toBe(0)
      for (const res of [got, head]) expect(res.headers.get('cache-control') ?? '', path).not.toMatch(/public/)
    }
    expect((await answer('/api/downloads/file/price-list-request.pdf', 'HEAD')).status).toBe(403)
    expect((await answer('/api/products/?limit=1&depth=0', 'HEAD')).status).toBe(200)
  })
})

describe('unknown routes: status 404, a localized message, links back', () => {
  it.each([
    ['/questa-pagina-non-esiste/', 'Non abbiamo trovato la pagina che cercavi.'],
    ['/prodotti/scheda/prodotto-inesistente/', 'Non abbiamo trovato la pagina che cercavi.'],
    ['/a/b/c/d/', 'Non abbiamo trovato la pagina che cercavi.'],
    // The feeds' and the sitemap's folders (route handlers outside the locale routing) had the bare fallback page.
    ['/feeds/', 'Non abbiamo trovato la pagina che cercavi.'],
    ['/feeds/it/', 'Non abbiamo trovato la pagina che cercavi.'],
    ['/feeds/x/', 'Non abbiamo trovato la pagina che cercavi.'],
    ['/sitemaps/', 'Non abbiamo trovato la pagina che cercavi.'],
    ['/en/this-page-does-not-exist/', 'This page could not be found'],
    ['/en/products/sheet/no-such-product/', 'This page could not be found'],
    ['/en/a/b/c/d/', 'This page could not be found'],
  ])('%s is a 404 with its message and links', async (path, message) => {
    const { status, text } = await get(path)
    expect(status).toBe(404)
    expect(text).toContain(message)
    // Next 16.3+ sends a page's notFound() as flight data in an error shell (vercel/next.js#62228), so we
    // look for the links' targets in the response; tests/e2e checks they are visible and work.
    const links = path.startsWith('/en/')
      ? ['/en/products/', '/en/our-projects/']
      : ['/prodotti/', '/i-nostri-progetti/']
    for (const href of links) expect(text).toContain(href)
  })

  it('hides a product without a spirit type', async () => {
    const hidden = anchorProducts.find((p) => !p.spiritType)!
    expect((await get(`/prodotti/scheda/${hidden.slug.it}/`)).status).toBe(404)
  })
})

describe('any host name reaches the site', () => {
  it.each(['localhost', '127.0.0.1', 'catalogo.example.com'])('Host: %s', async (host) => {
    for (const path of ['/', '/prodotti/', '/en/products/sheet/teroldego-grappa-v0001/']) {
      const res = await get(path, { host, 'x-forwarded-host': host, 'x-forwarded-proto': 'https' })
      expect(res.status, `${host}${path}`).toBe(200)
    }
    const redirect = await get('/it/prodotti/', { host })
    expect(redirect.status).toBe(301)
    expect(new URL(redirect.location ?? '', `http://${host}`).pathname).toBe('/prodotti/')
  })
})
