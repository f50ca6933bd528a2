import { randomBytes } from 'node:crypto'

import { afterAll, describe, expect, it } from 'vitest'

import { api, base, editor, login } from '../support/http'

/**
 * Spec §9: Italian is the default and fallback language. The third check from outside: a catalogue an editor saved in
 * Italian only (the admin asks for a slug in the language being edited) was listed on the English catalogues page,
 * with its Italian texts, under a link that answered 404; the Italian page's English alternate and the sitemap named
 * the same address. The English page now shows the document with the fallback's texts.
 */
const page = async (pathname: string) => {
  const res = await fetch(`${base}${pathname}`, { headers: { Cookie: 'adult=1' }, redirect: 'manual' })
  return { status: res.status, html: await res.text() }
}

/** `english` is linked from the English listing (once the edit reached it) and shows `title`. */
async function listedAndShown(listing: string, english: string, title: string) {
  await expect
    .poll(async () => (await page(listing)).html.includes(`href="${english}"`), { timeout: 15_000 })
    .toBe(true)
  const shown = await page(english)
  expect(shown.status).toBe(200)
  expect(shown.html).toContain(title)
}

/** V0001's fields in Italian (its producer, type, pictures…), for a product of a test's own: no slug, sheet or SEO. */
async function productFieldsOfV0001(token: string) {
  const model = (
    (await api('/products/?limit=1&depth=0&locale=it&where[code][equals]=V0001', { token })).body.docs as Record<
      string,
      unknown
    >[]
  )[0]!
  return Object.fromEntries(
    Object.entries(model).filter(([key]) => !['id', 'slug', 'createdAt', 'updatedAt', 'sheet', 'seo'].includes(key)),
  )
}

describe('a document saved in Italian only', () => {
  it('its English page shows it with the Italian texts, where the English listing and the alternate lead', async () => {
    const token = await login('users', editor)
    const existing = await api('/catalogues/?limit=1&depth=0&locale=it', { token })
    const pdf = (existing.body.docs as { pdf: number }[])[0]!.pdf
    const suffix = randomBytes(4).toString('hex')
    const slug = `catalogo-solo-italiano-${suffix}`
    const title = `Catalogo solo in italiano ${suffix}`
    const created = await api('/catalogues/?locale=it', {
      token,
      method: 'POST',
      body: JSON.stringify({ code: `IT-ONLY-${suffix}`, title, slug, year: 2026, pdf }),
    })
    expect(created.status, created.text).toBe(201)
    const id = (created.body.doc as { id: number }).id
    try {
      const english = `/en/catalogues/${slug}/`
      await listedAndShown('/en/catalogues/', english, title)
      const italian = await page(`/cataloghi/${slug}/`)
      expect(italian.status).toBe(200)
      expect(italian.html).toMatch(new RegExp(`hreflang="en" href="[^"]*${english}"`, 'i'))
      expect((await page('/en/catalogues/nessun-catalogo-con-questo-nome/')).status).toBe(404)
      // Decision 100: the English page marks the Italian texts and says so, and its PDF is the Italian one.
      const shown = (await page(english)).html
      expect(shown).toMatch(new RegExp(`<h1[^>]*lang="it-IT"[^>]*>${title}</h1>`))
      expect(shown).toContain('Not yet translated: this catalogue is in Italian.')
      expect(shown).toMatch(/<a[^>]*hrefLang="it-IT"[^>]*aria-label="[^"]*\(in Italian\)"/i)
      expect(italian.html).not.toContain('lang="en-GB">')
      expect(italian.html).not.toContain('Non ancora tradotto')
    } finally {
      await api(`/catalogues/${id}/`, { token, method: 'DELETE' })
    }
  })

  it('a product too: its English sheet and cards mark the Italian title, text and notice (decisions 100, 101)', async () => {
    const token = await login('users', editor)
    const fields = await productFieldsOfV0001(token)
    const suffix = randomBytes(4).toString('hex')
    const title = `Grappa solo italiana ${suffix}`
    const created = await api('/products/?locale=it&depth=0', {
      token,
      method: 'POST',
      body: JSON.stringify({ ...fields, code: `ITP${suffix}`, title, description: 'Descritta solo in italiano.' }),
    })
    expect(created.status, created.text).toBe(201)
    const { id, slug } = created.body.doc as { id: number; slug: string }
    try {
      const english = `/en/products/sheet/${slug}/`
      await expect.poll(async () => (await page(english)).status, { timeout: 15_000 }).toBe(200)
      const shown = (await page(english)).html
      expect(shown).toMatch(new RegExp(`<h1[^>]*lang="it-IT"[^>]*>${title}</h1>`))
      expect(shown).toMatch(/<p[^>]*lang="it-IT"[^>]*>Descritta solo in italiano\.<\/p>/)
      expect(shown).toContain('Not yet translated: this product is described in Italian.')
      const italian = (await page(`/prodotti/scheda/${slug}/`)).html
      expect(italian).not.toContain('lang="en-GB">')
      expect(italian).not.toContain('Non ancora tradotto')
      // Decision 101: its cards too, in the English search's answer and page; the Italian ones are unmarked.
      const found = async (locale: 'it' | 'en') => {
        const res = await fetch(`${base}/api/search/?q=${suffix}&locale=${locale}`)
        return ((await res.json()) as { products: { title: string; lang?: string }[] }).products
      }
      await expect.poll(async () => (await found('en')).length, { timeout: 15_000 }).toBe(1)
      expect(await found('en')).toEqual([expect.objectContaining({ title, lang: 'it' })])
      expect((await found('it'))[0]).not.toHaveProperty('lang')
      const searched = await page(`/en/search/?q=${suffix}`)
      expect(searched.html).toMatch(new RegExp(`<h3[^>]*lang="it-IT"[^>]*>${title}</h3>`))
      expect((await page(`/cerca/?q=${suffix}`)).html).toMatch(new RegExp(`<h3 class="[^"]*">${title}</h3>`))
      // A project's collection reads its cards from the CMS, not the index: V0001 is in the tradition project.
      const collection = '/en/our-projects/tradition/collection/'
      await expect.poll(async () => (await page(collection)).html.includes(title), { timeout: 15_000 }).toBe(true)
      expect((await page(collection)).html).toMatch(new RegExp(`<h2[^>]*lang="it-IT"[^>]*>${title}</h2>`))
    } finally {
      await api(`/products/${id}/`, { token, method: 'DELETE' })
    }
  })

  // The thirty-first check from outside: once an English title and description were saved over a sheet written in
  // Italian, the English page showed its Italian lines unmarked and said nothing.
  it('a product whose title is translated and sheet is not: each Italian text marked, and the sheet says so', async () => {
    const token = await login('users', editor)
    const fields = await productFieldsOfV0001(token)
    const suffix = randomBytes(4).toString('hex')
    const created = await api('/products/?locale=it&depth=0', {
      token,
      method: 'POST',
      body: JSON.stringify({
        ...fields,
        code: `PRT${suffix}`,
        title: `Grappa tradotta a metà ${suffix}`,
        description: 'Descritta in italiano.',
        sheet: { alcohol: 42, organoleptic: 'Note di prova in italiano.', harvest: 'Vendemmia tardiva' },
      }),
    })
    expect(created.status, created.text).toBe(201)
    const { id } = created.body.doc as { id: number }
    try {
      const title = `Half-translated grappa ${suffix}`
      const english = await api(`/products/${id}/?locale=en&depth=0`, {
        token,
        method: 'PATCH',
        body: JSON.stringify({ title, description: 'Described in English.', sheet: { harvest: 'Late harvest' } }),
      })
      expect(english.status, english.text).toBe(200)
      const slug = (english.body.doc as { slug: string }).slug
      const path = `/en/products/sheet/${slug}/`
      await expect.poll(async () => (await page(path)).html.includes(title), { timeout: 15_000 }).toBe(true)
      const shown = (await page(path)).html
      // Its own title and description, unmarked; the tasting notes still Italian, marked; its own harvest unmarked.
      expect(shown).toMatch(new RegExp(`<h1 class="[^"]*">${title}</h1>`))
      expect(shown).toMatch(/<p class="[^"]*">Described in English\.<\/p>/)
      expect(shown).toMatch(/<dd lang="it-IT">Note di prova in italiano\.<\/dd>/)
      expect(shown).toMatch(/<dd>Late harvest<\/dd>/)
      expect(shown).toContain('Translation under way: some of this sheet’s texts are still in Italian.')
      expect(shown).not.toContain('Not yet translated')
      // Its print version alike.
      expect((await page(`${path}pdf/`)).html).toMatch(/<dd lang="it-IT">Note di prova in italiano\.<\/dd>/)
      // The Italian page is all its own: nothing marked, nothing said.
      const italian = (await page(`/prodotti/scheda/${(created.body.doc as { slug: string }).slug}/`)).html
      expect(/<dd lang=/.test(italian), 'a sheet line marked on the Italian page').toBe(false)
      expect(italian.includes('Traduzione in corso'), 'the notice on the Italian page').toBe(false)
    } finally {
      await api(`/products/${id}/`, { token, method: 'DELETE' })
    }
  })

  it('a blog article too: listed on the English blog, its English page the Italian text', async () => {
    const token = await login('users', editor)
    const suffix = randomBytes(4).toString('hex')
    const slug = `solo-in-italiano-${suffix}`
    const title = `Articolo solo in italiano ${suffix}`
    const created = await api('/articles/?locale=it', {
      token,
      method: 'POST',
      body: JSON.stringify({
        section: 'blog',
        title,
        slug,
        excerpt: 'Scritto in una lingua sola.',
        publishedAt: new Date().toISOString(),
        _status: 'published',
      }),
    })
    expect(created.status, created.text).toBe(201)
    const id = (created.body.doc as { id: number }).id
    try {
      await listedAndShown('/en/blog/', `/en/blog/${slug}/`, title)
    } finally {
      await api(`/articles/${id}/`, { token, method: 'DELETE' })
    }
  })

  it('a landing page too: its English alternate and sitemap address show it (the fourth check from outside)', async () => {
    const token = await login('users', editor)
    const suffix = randomBytes(4).toString('hex')
    const slug = `pagina-solo-italiano-${suffix}`
    const title = `Pagina d’atterraggio solo in italiano ${suffix}`
    const created = await api('/pages/?locale=it', {
      token,
      method: 'POST',
      body: JSON.stringify({ kind: 'landing', title, slug, _status: 'published' }),
    })
    expect(created.status, created.text).toBe(201)
    const id = (created.body.doc as { id: number }).id
    try {
      const english = `/en/${slug}/`
      await expect.poll(async () => (await page(`/${slug}/`)).status, { timeout: 15_000 }).toBe(200)
      const italian = await page(`/${slug}/`)
      expect(italian.html).toMatch(new RegExp(`hreflang="en" href="[^"]*${english}"`, 'i'))
      const shown = await page(english)
      expect(shown.status).toBe(200)
      expect(shown.html).toContain(title)
    } finally {
      await api(`/pages/${id}/`, { token, method: 'DELETE' })
    }
  })
})

/**
 * The seventh check from outside (decision 084): an editor who set the admin's content language to English and created a
 * producer, a news article, a blog article and a catalogue there left them without Italian texts. The Italian producers'
 * page (every producer, not only that one), each document's Italian page and the Italian news and blog feeds answered
 * 500. Italian now falls back to English as English falls back to Italian: they show the English texts.
 */
describe('a document saved in English only', () => {
  const created: { collection: string; id: number }[] = []
  afterAll(async () => {
    const token = await login('users', editor)
    for (const { collection, id } of created) await api(`/${collection}/${id}/`, { token, method: 'DELETE' })
  })
  const create = async (collection: string, data: Record<string, unknown>) => {
    const token = await login('users', editor)
    const res = await api(`/${collection}/?locale=en`, { token, method: 'POST', body: JSON.stringify(data) })
    expect(res.status, res.text).toBe(201)
    created.push({ collection, id: (res.body.doc as { id: number }).id })
  }
  /** Read until the edit reached `pathname` (its cache), then every answer is a 200 naming `text`. */
  const shows = async (pathname: string, text: string) => {
    await expect.poll(async () => (await page(pathname)).html.includes(text), { timeout: 15_000 }).toBe(true)
    expect((await page(pathname)).status, pathname).toBe(200)
  }

  it('a producer: the Italian producers page lists it, its Italian page shows it with the English name', async () => {
    const suffix = randomBytes(4).toString('hex')
    const name = `English-only producer ${suffix}`
    await create('producers', { code: `EN-ONLY-${suffix}`, name, slug: `english-only-producer-${suffix}` })
    await shows('/produttori/', name)
    await shows(`/produttori/produttore/english-only-producer-${suffix}/`, name)
    await shows(`/en/producers/producer/english-only-producer-${suffix}/`, name)
    // Decision 100: the Italian page marks the English name and says which language it is in; the English does not.
    const italian = (await page(`/produttori/produttore/english-only-producer-${suffix}/`)).html
    expect(italian).toMatch(new RegExp(`<h1[^>]*lang="en-GB"[^>]*>${name}</h1>`))
    expect(italian).toContain('Non ancora tradotto: questo produttore è descritto in inglese.')
    const english = (await page(`/en/producers/producer/english-only-producer-${suffix}/`)).html
    expect(english).not.toContain('Not yet translated')
    expect(english).toMatch(new RegExp(`<h1 class="[^"]*">${name}</h1>`))
  })

  it('articles: their Italian pages and the Italian news and blog feeds show them with the English titles', async () => {
    const suffix = randomBytes(4).toString('hex')
    const article = (section: string) => ({
      section,
      title: `English-only ${section} ${suffix}`,
      slug: `english-only-${section}-${suffix}`,
      excerpt: 'Written in one language only.',
      publishedAt: new Date().toISOString(),
      _status: 'published',
    })
    await create('articles', article('news'))
    await create('articles', article('blog'))
    await shows(`/news-eventi/articolo/english-only-news-${suffix}/`, `English-only news ${suffix}`)
    await shows(`/blog/english-only-blog-${suffix}/`, `English-only blog ${suffix}`)
    await shows('/feeds/it/news.xml', `English-only news ${suffix}`)
    await shows('/feeds/it/blog.xml', `English-only blog ${suffix}`)
    await shows('/blog/', `English-only blog ${suffix}`)
  })

  it('a catalogue: its Italian page and the Italian catalogues page show it', async () => {
    const token = await login('users', editor)
    const existing = await api('/catalogues/?limit=1&depth=0&locale=en', { token })
    const pdf = (existing.body.docs as { pdf: number }[])[0]!.pdf
    const suffix = randomBytes(4).toString('hex')
    const title = `English-only catalogue ${suffix}`
    await create('catalogues', { code: `EN-ONLY-${suffix}`, title, slug: `english-only-catalogue-${suffix}`, pdf })
    await shows(`/cataloghi/english-only-catalogue-${suffix}/`, title)
    await shows('/cataloghi/', title)
  })
})

/** The page's alternate in `lang`, as its head names it (what the language switch follows in the browser). */
const alternate = (html: string, lang: string) =>
  new RegExp(`<link rel="alternate" hrefLang="${lang}" href="([^"]+)"`, 'i').exec(html)?.[1]?.replace(/&amp;/g, '&')

describe("the language switch keeps the page's state (the third check from outside)", () => {
  it.each([
    ['/blog/?page=2', 'en', '/en/blog/?page=2'],
    ['/en/news-eventi/?page=2', 'it', '/news-eventi/?page=2'],
    ['/contatti/?richiesta=diventare-cliente', 'en', '/en/contacts/?request=become-a-customer'],
    ['/en/contacts/?request=orders', 'it', '/contatti/?richiesta=ordini'],
    ['/contatti/?richiesta=agente&agente=3', 'en', '/en/contacts/?request=agent&agent=3'],
    ['/login/?return=%2Freserved-area%2Fdownload%2F', 'en', '/en/login/?return=%2Fen%2Freserved-area%2Fdownload%2F'],
    [
      '/en/login/?return=%2Fen%2Freserved-area%2Ftraining%2F&error=expired',
      'it',
      '/login/?return=%2Freserved-area%2Fformazione%2F&error=expired',
    ],
    ['/login/reimposta-password/?token=abc123', 'en', '/en/login/reset-password/?token=abc123'],
    // The fourth check from outside: a newsletter link's token was dropped, and the page said the link was not valid.
    ['/en/newsletter/confirm/?token=1.abc-123_x', 'it', '/newsletter/conferma/?token=1.abc-123_x'],
    ['/en/newsletter/unsubscribe/?token=1.abc-123_x', 'it', '/newsletter/disiscrizione/?token=1.abc-123_x'],
    ['/newsletter/disiscrizione/?token=1.abc-123_x', 'en', '/en/newsletter/unsubscribe/?token=1.abc-123_x'],
    // The fifth: the agents' finder forgot the province searched for.
    ['/contatti/per-agenti/?provincia=Torino+%28TO%29', 'en', '/en/contacts/agents/?province=Torino+%28TO%29'],
    ['/en/contacts/agents/?province=Milano', 'it', '/contatti/per-agenti/?provincia=Milano'],
  ])('%s: its %s alternate is %s', async (path, lang, expected) => {
    const shown = await page(path)
    // A newsletter link with a token that is not valid says so, with status 400 (decision 077).
    expect(shown.status).toBe(path.includes('/newsletter/') ? 400 : 200)
    const href = alternate(shown.html, lang)
    expect(href && new URL(href).pathname + new URL(href).search).toBe(expected)
  })

  it('the first page of a listing is named without a page number', async () => {
    const href = alternate((await page('/blog/')).html, 'en')
    expect(href && new URL(href).search).toBe('')
  })

  // The fourth check from outside: any page number past the last answered the last page's articles under an address
  // and canonical of its own, and every page had the first page's title.
  it("an article listing's page past the last is a 404; a page past the first says which in its title", async () => {
    const authors = await api('/authors/?limit=1&depth=0')
    const author = (authors.body.docs as { slug: string }[])[0]!.slug
    for (const path of [
      '/news-eventi/?page=99',
      '/en/blog/?page=7000',
      '/rassegna-stampa/?page=50',
      `/blog/autori/${author}/?page=99`,
    ]) {
      const shown = await page(path)
      expect(shown.status, path).toBe(404)
    }
    const second = await page('/en/blog/?page=2')
    expect(second.status).toBe(200)
    // Before the company's name, as a product listing's (the eleventh check from outside found it after).
    expect(/<title>([^<]*)<\/title>/.exec(second.html)?.[1]).toMatch(/^Blog · Page 2 of \d+ \| Vinea Distribuzione$/)
    const italian = await page('/blog/?page=2')
    expect(/<title>([^<]*)<\/title>/.exec(italian.html)?.[1]).toMatch(/^Blog · Pagina 2 di \d+ \| Vinea Distribuzione$/)
    const news = await page('/news-eventi/?page=2')
    expect(/<title>([^<]*)<\/title>/.exec(news.html)?.[1]).toMatch(/ · Pagina 2 di \d+ \| Vinea Distribuzione$/)
    expect(/<title>([^<]*)<\/title>/.exec((await page('/blog/')).html)?.[1]).not.toMatch(/Pagina/)
  })

  it("a landing page's button to a page of the site leads, on its English page, to that page's English address", async () => {
    const token = await login('users', editor)
    const suffix = randomBytes(4).toString('hex')
    const slug = `serata-solo-italiano-${suffix}`
    const created = await api('/pages/?locale=it', {
      token,
      method: 'POST',
      body: JSON.stringify({
        kind: 'landing',
        title: `Serata solo in italiano ${suffix}`,
        slug,
        layout: [
          {
            blockType: 'hero',
            title: 'Le grappe',
            ctaLabel: 'Scopri le grappe',
            ctaUrl: '/prodotti/tipologia/grappa/',
          },
        ],
        _status: 'published',
      }),
    })
    expect(created.status, created.text).toBe(201)
    const id = (created.body.doc as { id: number }).id
    try {
      // The button's address, as the page's HTML writes it.
      const button = (html: string) => /<a [^>]*href="([^"]*)"[^>]*>Scopri le grappe<\/a>/.exec(html)?.[1]
      const italian = await page(`/${slug}/`)
      expect(italian.status).toBe(200)
      expect(button(italian.html)).toBe('/prodotti/tipologia/grappa/')
      // The English page, with the Italian texts (the layout falls back), and its link to the English listing.
      await expect.poll(async () => (await page(`/en/${slug}/`)).status, { timeout: 15_000 }).toBe(200)
      expect(button((await page(`/en/${slug}/`)).html)).toBe('/en/products/type/grappa/')
    } finally {
      await api(`/pages/${id}/`, { token, method: 'DELETE' })
    }
  })
})
