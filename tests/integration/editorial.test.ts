import { describe, expect, it } from 'vitest'

import { countWords, WORDS_PER_MINUTE } from '@/features/editorial/read-time'
import config from '@/payload.config'

import { testimonials } from '../../seed/data/contacts'
import { articles, authors, landingPages } from '../../seed/data/editorial'
import { markdownToRichText, richTextEditor } from '../../seed/rich-text'
import type { ArticleData } from '../../seed/types'

/**
 * Issue 5, editorial: read time, author article counts, news tabs filtered by their tags, press reviews,
 * drafts kept from the public, RSS feeds, event structured data, the home page's CMS blocks, landing pages and
 * the company pages' CMS SEO, over HTTP against the built site with the demo seed (scripts/test-all.mjs).
 */
const base = process.env.TEST_BASE_URL ?? 'http://localhost:3000'
const site = process.env.SITE_URL ?? base

const get = async (path: string) => {
  const res = await fetch(base + path, { redirect: 'manual' })
  return { status: res.status, type: res.headers.get('content-type') ?? '', html: await res.text() }
}
/** The HTML's text with entities decoded enough for the seed's texts (apostrophes, ampersands, quotes). */
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')

const published = (a: ArticleData) => !a.draft
const blog = articles.filter((a) => a.section === 'blog' && published(a))
const news = articles.filter((a) => a.section === 'news' && published(a))
const press = articles.filter((a) => a.section === 'press' && published(a))
const locales = ['it', 'en'] as const
const prefix = { it: '', en: '/en' }
const articlePath = {
  blog: (l: 'it' | 'en', slug: string) => `${prefix[l]}/blog/${slug}/`,
  news: (l: 'it' | 'en', slug: string) => `${prefix[l]}/news-eventi/articolo/${slug}/`,
  press: (l: 'it' | 'en', slug: string) =>
    l === 'it' ? `/rassegna-stampa/articolo/${slug}/` : `/en/press-reviews/article/${slug}/`,
}

describe('Blog: read time, authors', () => {
  it.each(locales)('an article shows its read time in minutes, computed from its text (%s)', async (locale) => {
    const editor = richTextEditor(await config)
    for (const a of blog.slice(0, 4)) {
      const minutes = Math.max(1, Math.ceil(countWords(markdownToRichText(a.body[locale], editor)) / WORDS_PER_MINUTE))
      const { status, html } = await get(articlePath.blog(locale, a.slug[locale]))
      expect(status).toBe(200)
      const expected =
        locale === 'it' ? `${minutes} minut${minutes === 1 ? 'o' : 'i'} di lettura` : `${minutes}-minute read`
      expect(text(html)).toContain(expected)
    }
  })

  it.each(locales)('an author page shows their published article count and follow links (%s)', async (locale) => {
    for (const author of authors) {
      const count = blog.filter((a) => a.author === author.slug).length
      const path = locale === 'it' ? `/blog/autori/${author.slug}/` : `/en/blog/authors/${author.slug}/`
      const { status, html } = await get(path)
      expect(status).toBe(200)
      const label =
        locale === 'it' ? `${count} articol${count === 1 ? 'o' : 'i'}` : `${count} article${count === 1 ? '' : 's'}`
      expect(html).toMatch(new RegExp(`data-testid="article-count">${label}<`))
      for (const url of Object.values(author.social)) expect(html).toContain(`href="${url}"`)
    }
  })

  it('a draft article is on no public page, listing or feed', async () => {
    const draft = articles.find((a) => a.draft)!
    for (const locale of locales) {
      expect((await get(articlePath[draft.section as 'blog'](locale, draft.slug[locale]))).status).toBe(404)
      const listing = await get(`${prefix[locale]}/blog/`)
      expect(text(listing.html)).not.toContain(draft.title[locale])
      const feed = await get(`/feeds/${locale}/blog.xml`)
      expect(feed.html).not.toContain(draft.slug[locale])
    }
  })

  it('pages the blog with ?page= and ignores a bad page value', async () => {
    const first = await get('/blog/')
    const second = await get('/blog/?page=2')
    const bad = await get('/blog/?page=abc')
    expect([first.status, second.status, bad.status]).toEqual([200, 200, 200])
    const newest = [...blog].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt))
    expect(text(first.html)).toContain(newest[0].title.it)
    if (newest.length > 12) {
      expect(text(second.html)).toContain(newest[12].title.it)
      expect(text(second.html)).not.toContain(newest[0].title.it)
    }
    expect(text(bad.html)).toContain(newest[0].title.it)
  })

  it('answers a page number of 20 digits on the article listings as a page past the last (404), never a 500', async () => {
    for (const listing of ['/blog/', '/en/blog/', '/news-eventi/', '/news-eventi/eventi/', '/rassegna-stampa/']) {
      expect((await get(`${listing}?page=99999999999999999999`)).status, listing).toBe(404)
      expect((await get(`${listing}?page=100000`)).status, listing).toBe(404)
      expect((await get(`${listing}?page=1e21`)).status, listing).toBe(404)
      expect((await get(`${listing}?page=2.5`)).status, listing).toBe(200)
    }
  })
})

describe('News and events: tabs filtered by their tags', () => {
  const tabs = [
    { it: '/news-eventi/eventi/', en: '/en/news-eventi/eventi/', tags: ['events'] },
    { it: '/news-eventi/news-produttori/', en: '/en/news-eventi/news-produttori/', tags: ['news'] },
    { it: '/news-eventi/news-vinea/', en: '/en/news-eventi/news-vinea/', tags: ['journal'] },
    { it: '/news-eventi/racconti-in-vigna/', en: '/en/news-eventi/racconti-in-vigna/', tags: ['vineyard_tales'] },
  ]
  for (const tab of tabs) {
    it.each(locales)(`${tab.it} lists exactly the news tagged ${tab.tags.join(', ')} (%s)`, async (locale) => {
      const { status, html } = await get(tab[locale])
      expect(status).toBe(200)
      const page = text(html)
      for (const a of news) {
        const expected = a.tags.some((t) => tab.tags.includes(t))
        expect(page.includes(a.title[locale]), `${a.title[locale]} on ${tab[locale]}`).toBe(expected)
      }
    })
  }

  it.each(locales)(
    'an event shows its place, is marked past once over, and has schema.org Event data (%s)',
    async (locale) => {
      const now = Date.now()
      for (const a of news.filter((n) => n.event)) {
        const { html } = await get(articlePath.news(locale, a.slug[locale]))
        expect(text(html)).toContain(a.event!.place[locale])
        const past = new Date(a.event!.endsAt ?? a.event!.startsAt).getTime() < now
        expect(text(html).includes(locale === 'it' ? 'Evento passato' : 'Past event')).toBe(past)
        const ld = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) =>
          JSON.parse(m[1]),
        )
        const event = ld.find((d) => d['@type'] === 'Event')
        expect(event).toMatchObject({
          '@type': 'Event',
          name: a.title[locale],
          location: { name: a.event!.place[locale] },
        })
        expect(new Date(event.startDate).getTime()).toBe(new Date(a.event!.startsAt).getTime())
        expect(event).not.toHaveProperty('offers')
      }
    },
  )
})

describe('Press reviews: three sub-lists, source, date and links', () => {
  const lists = [
    { it: '/rassegna-stampa/dicono-di-noi/', en: '/en/press-reviews/about-us/', tag: 'about_us' },
    {
      it: '/rassegna-stampa/dicono-delle-nostre-cantine/',
      en: '/en/press-reviews/about-our-cellars/',
      tag: 'about_our_cellars',
    },
    {
      it: '/rassegna-stampa/storie-enogastronomiche/',
      en: '/en/press-reviews/newsfood-and-wine-stories/',
      tag: 'newsfood_and_wine_stories',
    },
  ]
  for (const list of lists) {
    it.each(locales)(`${list.it} lists its reviews with their source (%s)`, async (locale) => {
      const { status, html } = await get(list[locale])
      expect(status).toBe(200)
      const page = text(html)
      for (const a of press) {
        expect(page.includes(a.title[locale])).toBe(a.tags.includes(list.tag))
        if (a.tags.includes(list.tag)) expect(page).toContain(a.press!.source)
      }
    })
  }

  it.each(locales)('a review names its source and date and links what it speaks of (%s)', async (locale) => {
    const review = press.find((a) => a.relatedProducts?.length && a.press?.url)!
    const { status, html } = await get(articlePath.press(locale, review.slug[locale]))
    expect(status).toBe(200)
    expect(text(html)).toContain(review.press!.source)
    expect(html).toMatch(new RegExp(`dateTime="${review.press!.date}`, 'i'))
    expect(html).toContain(`href="${review.press!.url}"`)
    expect(html).toMatch(locale === 'it' ? /href="\/prodotti\/scheda\/[^"]+"/ : /href="\/en\/products\/sheet\/[^"]+"/)
    expect(html).toMatch(
      locale === 'it' ? /href="\/produttori\/produttore\/[^"]+"/ : /href="\/en\/producers\/producer\/[^"]+"/,
    )
  })
})

describe('RSS feeds per language for news and blog', () => {
  for (const locale of locales) {
    for (const [section, items] of [
      ['blog', blog],
      ['news', news],
    ] as const) {
      it(`/feeds/${locale}/${section}.xml lists the newest articles with absolute links`, async () => {
        const { status, type, html: xml } = await get(`/feeds/${locale}/${section}.xml`)
        expect(status).toBe(200)
        expect(type).toContain('application/rss+xml')
        expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\s*<rss version="2.0"/)
        expect(xml).toContain(`<language>${locale === 'it' ? 'it-IT' : 'en-GB'}</language>`)
        const newest = [...items].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt))[0]
        const path =
          section === 'blog'
            ? articlePath.blog(locale, newest.slug[locale])
            : articlePath.news(locale, newest.slug[locale])
        expect(xml).toContain(`<link>${site}${path}</link>`)
      })
    }
    it(`the ${locale} blog listing announces its feed`, async () => {
      const { html } = await get(`${prefix[locale]}/blog/`)
      expect(html).toMatch(
        new RegExp(`<link rel="alternate" type="application/rss\\+xml" href="${site}/feeds/${locale}/blog.xml"`),
      )
    })
  }

  it('an unknown feed is a 404', async () => {
    expect((await get('/feeds/it/press.xml')).status).toBe(404)
    expect((await get('/feeds/de/blog.xml')).status).toBe(404)
  })
})

describe('Home, landing and company pages from the CMS', () => {
  it.each(locales)(
    'the home page shows the claims, testimonials attributed by name, business and city, and the latest news (%s)',
    async (locale) => {
      const { status, html } = await get(`${prefix[locale]}/`)
      expect(status).toBe(200)
      const page = text(html)
      for (const claim of locale === 'it'
        ? ['1984', '160', '3 giorni', 'Nessun minimo d’ordine']
        : ['1984', '160', '3 days', 'No minimum order']) {
        expect(page).toContain(claim)
      }
      for (const t of testimonials) expect(page).toContain(`${t.firstName}, ${t.business}, ${t.city}`)
      const latest = [...news].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt))[0]
      expect(page).toContain(latest.title[locale])
      expect(html).toMatch(locale === 'it' ? /href="\/condizioni-di-vendita\/"/ : /href="\/en\/sales-conditions\/"/)
      expect(html).toMatch(locale === 'it' ? /href="\/newsletter\/"/ : /href="\/en\/newsletter\/"/)
    },
  )

  it.each(locales)('the 3,500-labels landing page is built from its blocks (%s)', async (locale) => {
    const landing = landingPages.find((p) => p.key === 'landing-3500')!
    const { status, html } = await get(`${prefix[locale]}/${landing.slug[locale]}/`)
    expect(status).toBe(200)
    const page = text(html)
    expect(page).toContain(landing.title[locale])
    expect(page).toContain(locale === 'it' ? '3500+' : '3,500+')
    expect(html).toContain('data-testid="video-placeholder"')
    // The placeholder, not the player: nothing is loaded from the video site before consent.
    expect(html).not.toContain('<iframe')
    expect((await get(`${prefix[locale]}/no-such-landing-page/`)).status).toBe(404)
  })

  it.each(locales)('the sales conditions offer the one-page PDF (%s)', async (locale) => {
    const { html } = await get(locale === 'it' ? '/condizioni-di-vendita/' : '/en/sales-conditions/')
    const href = /<a[^>]+href="([^"]+\.pdf)"[^>]*download/.exec(html)?.[1]
    expect(href).toBeTruthy()
    const res = await fetch(new URL(href!, base))
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('application/pdf')
  })

  it.each(locales)('company and legal pages take their SEO title from the CMS (%s)', async (locale) => {
    const pages = {
      it: ['/filosofia/', '/privacy-policy/', '/cookie-policy/'],
      en: ['/en/philosophy/', '/en/privacy-policy/', '/en/cookie-policy/'],
    }
    for (const path of pages[locale]) {
      const { status, html } = await get(path)
      expect(status).toBe(200)
      const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ''
      expect(title).toMatch(/\S/)
      expect(html).toMatch(/<meta name="description" content="[^"]+"/)
    }
  })
})
