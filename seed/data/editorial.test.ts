import { describe, expect, it } from 'vitest'

import { staticPageRoute } from '@/cms/preview'
import config from '@payload-config'

import { markdownToRichText, richTextEditor } from '../rich-text'
import type { ArticleData } from '../types'
import { agents, contact, contactQuestions, testimonials } from './contacts'
import { articles, authors, landingPages, simplifiedConditions, staticPages } from './editorial'
import { bibliography, downloads } from './reserved'
import { banner, customer, overlay, settings } from './site'

/** The tags articles are listed by, without 'all', which is a filter value and never a tag. */
const tags = [
  'events', 'vineyard_tales', 'news', 'press', 'about_us', 'about_our_cellars', 'newsfood_and_wine_stories', 'journal',
  'fromCompany', 'fromWorld', 'fromMarket', 'courses', 'masoMatonari', 'wordOfWinemaker', 'blog', 'editors',
]
const pressSubLists = ['about_us', 'about_our_cellars', 'newsfood_and_wine_stories']
const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
const isoDate = /^\d{4}-\d{2}-\d{2}$/
const isoDateTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:Z|[+-]\d{2}:\d{2})$/

/** The bodies are Markdown; they are checked as the CMS will store them, converted by its own editor. */
const editor = richTextEditor(await config)
type Node = { type: string; text?: string; tag?: string; children?: Node[]; fields?: { blockType?: string; url?: string; title?: string } }
/** The top-level blocks of a body: paragraphs, headings, lists, quotes and videos. */
const blocks = (markdown: string) => (markdownToRichText(markdown, editor).root as unknown as Node).children ?? []
const isVideo = (b: Node) => b.type === 'block' && b.fields?.blockType === 'videoEmbed'
/** A block's words: its text, a list's items, a video's title. */
const blockText = (b: Node): string => (b.type === 'text' ? (b.text ?? '') : isVideo(b) ? (b.fields?.title ?? '') : (b.children ?? []).map(blockText).join(' '))
const textOf = (markdown: string) => blocks(markdown).map(blockText).join(' ')
const wordCount = (markdown: string) => textOf(markdown).split(/\s+/).filter(Boolean).length
const bySection = (section: ArticleData['section']) => articles.filter((a) => a.section === section)
const page = (key: string) => {
  const found = staticPages.find((p) => p.key === key)
  if (!found) throw new Error(`no page ${key}`)
  return found
}

/** Calls `visit` with every `{ it, en }` pair found anywhere in `value`. */
function eachBi(value: unknown, path: string, visit: (path: string, it: unknown, en: unknown) => void) {
  if (Array.isArray(value)) {
    value.forEach((v, i) => eachBi(v, `${path}[${i}]`, visit))
  } else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>
    const keys = Object.keys(record).sort()
    if (keys.length === 2 && keys[0] === 'en' && keys[1] === 'it') visit(path, record.it, record.en)
    for (const [k, v] of Object.entries(record)) eachBi(v, `${path}.${k}`, visit)
  }
}

describe('authors', () => {
  it('has four authors, Giulia Ferraris among them, with https social links', () => {
    expect(authors).toHaveLength(4)
    expect(authors.find((a) => a.slug === 'giulia-ferraris')?.name).toBe('Giulia Ferraris')
    expect(new Set(authors.map((a) => a.slug)).size).toBe(4)
    for (const a of authors) {
      expect(a.slug).toMatch(slugPattern)
      const links = Object.values(a.social)
      expect(links.length).toBeGreaterThan(0)
      for (const url of links) expect(url).toMatch(/^https:\/\/(www\.)?(instagram\.com|linkedin\.com|x\.com|[a-z0-9-]+\.example)(\/|$)/)
    }
  })
})

describe('articles', () => {
  it('has at least 40 articles', () => {
    expect(articles.length).toBeGreaterThanOrEqual(40)
  })

  it('covers every listing tag at least twice and uses no other tag', () => {
    for (const tag of tags) expect(articles.filter((a) => a.tags.includes(tag)).length, tag).toBeGreaterThanOrEqual(2)
    for (const a of articles) for (const tag of a.tags) expect(tags, a.slug.it).toContain(tag)
  })

  it('has unique lowercase-dash slugs in each language', () => {
    for (const lang of ['it', 'en'] as const) {
      const slugs = articles.map((a) => a.slug[lang])
      expect(new Set(slugs).size, lang).toBe(slugs.length)
      for (const s of slugs) expect(s).toMatch(slugPattern)
    }
  })

  it('keeps the original slugs, sections, tags and dates', () => {
    const kept: [string, string, ArticleData['section'], string[], string | null][] = [
      ['come-costruire-una-carta-degli-amari', 'how-to-build-an-amaro-list', 'blog', ['blog'], '2026-10-02'],
      ['il-ritorno-del-vermouth', 'vermouth-returns-to-the-bar', 'blog', ['blog', 'editors'], '2026-09-12'],
      ['masterclass-grappa-trento', 'grappa-masterclass-trento', 'news', ['events'], null],
      ['vendemmia-2026', 'harvest-2026', 'news', ['news'], '2026-10-20'],
      ['nuovo-magazzino-verona', 'new-warehouse-verona', 'news', ['journal'], '2026-09-01'],
      ['ferragosto-tra-i-filari', 'mid-august-among-the-rows', 'news', ['vineyard_tales'], '2026-08-15'],
      ['gazzettino-quarant-anni', 'gazzettino-forty-years', 'press', ['press', 'about_us'], '2026-07-10'],
      ['glen-corran-premiato', 'glen-corran-awarded', 'press', ['press', 'about_our_cellars'], '2026-06-02'],
      ['marsala-vino-del-mare', 'marsala-wine-of-the-sea', 'press', ['press', 'newsfood_and_wine_stories'], '2026-05-18'],
    ]
    for (const [itSlug, enSlug, section, keptTags, date] of kept) {
      const a = articles.find((x) => x.slug.it === itSlug)
      expect(a, itSlug).toBeDefined()
      expect(a?.slug.en).toBe(enSlug)
      expect(a?.section).toBe(section)
      for (const tag of keptTags) expect(a?.tags).toContain(tag)
      if (date) expect(a?.publishedAt).toBe(date)
    }
    // The masterclass keeps its date as the event's start; it is announced before it.
    expect(articles.find((a) => a.slug.it === 'masterclass-grappa-trento')?.event?.startsAt.slice(0, 10)).toBe('2026-12-05')
  })

  it('publishes between January 2024 and 20 November 2026', () => {
    for (const a of articles) {
      expect(a.publishedAt, a.slug.it).toMatch(isoDate)
      expect(a.publishedAt >= '2024-01-01' && a.publishedAt <= '2026-11-20', a.slug.it).toBe(true)
    }
  })

  it('has 4 to 10 blocks per body in each language, and videos with made-up YouTube ids', () => {
    for (const a of articles) {
      for (const lang of ['it', 'en'] as const) {
        expect(blocks(a.body[lang]).length, `${a.slug.it} ${lang}`).toBeGreaterThanOrEqual(4)
        expect(blocks(a.body[lang]).length, `${a.slug.it} ${lang}`).toBeLessThanOrEqual(10)
      }
    }
    const withVideo = articles.filter((a) => blocks(a.body.it).some(isVideo) && blocks(a.body.en).some(isVideo))
    expect(withVideo.length).toBeGreaterThanOrEqual(2)
    for (const b of articles.flatMap((a) => [...blocks(a.body.it), ...blocks(a.body.en)])) {
      if (isVideo(b)) expect(b.fields?.url).toMatch(/^https:\/\/www\.youtube\.com\/watch\?v=[A-Za-z0-9_-]{11}$/)
    }
  })

  it('gives every blog article an existing author, uneven counts and a 300–700-word body', () => {
    const blog = bySection('blog')
    expect(blog.length).toBeGreaterThanOrEqual(12)
    const slugs = new Set(authors.map((a) => a.slug))
    for (const a of blog) {
      expect(a.author && slugs.has(a.author), a.slug.it).toBe(true)
      expect(a.tags.some((t) => t === 'blog' || t === 'editors'), a.slug.it).toBe(true)
      for (const lang of ['it', 'en'] as const) {
        const n = wordCount(a.body[lang])
        expect(n >= 300 && n <= 700, `${a.slug.it} ${lang}: ${n} words`).toBe(true)
      }
    }
    const counts = authors.map((au) => blog.filter((a) => a.author === au.slug).length)
    expect(counts.every((n) => n > 0)).toBe(true)
    expect(new Set(counts).size).toBe(authors.length)
  })

  it('has exactly one draft, a blog article', () => {
    const drafts = articles.filter((a) => a.draft)
    expect(drafts).toHaveLength(1)
    expect(drafts[0].section).toBe('blog')
  })

  it('gives events a place and ISO start, some past and some upcoming', () => {
    const events = articles.filter((a) => a.tags.includes('events'))
    expect(events.length).toBeGreaterThanOrEqual(5)
    for (const a of events) {
      expect(a.section).toBe('news')
      expect(a.event, a.slug.it).toBeDefined()
      expect(a.event!.startsAt).toMatch(isoDateTime)
      expect(a.event!.place.it.trim()).not.toBe('')
      expect(a.event!.place.en.trim()).not.toBe('')
      if (a.event!.endsAt) {
        expect(a.event!.endsAt).toMatch(isoDateTime)
        expect(Date.parse(a.event!.endsAt)).toBeGreaterThan(Date.parse(a.event!.startsAt))
      }
    }
    const starts = events.map((a) => Date.parse(a.event!.startsAt))
    expect(starts.some((t) => t < Date.parse('2026-11-21T00:00:00Z'))).toBe(true)
    expect(starts.some((t) => t >= Date.parse('2026-12-01T00:00:00Z') && t < Date.parse('2027-04-01T00:00:00Z'))).toBe(true)
    for (const a of articles.filter((x) => x.event)) expect(a.tags).toContain('events')
  })

  it('puts news, reserved and tip articles under their own tags', () => {
    expect(bySection('news').length).toBeGreaterThanOrEqual(12)
    for (const a of bySection('news')) expect(a.tags.some((t) => ['events', 'vineyard_tales', 'news', 'journal'].includes(t)), a.slug.it).toBe(true)
    for (const a of bySection('reserved-news')) expect(a.tags.some((t) => ['fromCompany', 'fromWorld', 'fromMarket'].includes(t))).toBe(true)
    for (const a of bySection('reserved-training')) expect(a.tags.some((t) => ['courses', 'masoMatonari', 'wordOfWinemaker'].includes(t))).toBe(true)
    expect(bySection('reserved-tips').length).toBeGreaterThanOrEqual(3)
    for (const a of bySection('reserved-tips')) expect(a.tags).toEqual([])
  })

  it('gives press reviews a source, a date and exactly one sub-list', () => {
    const press = bySection('press')
    for (const a of press) {
      expect(a.tags).toContain('press')
      expect(a.tags.filter((t) => pressSubLists.includes(t)), a.slug.it).toHaveLength(1)
      expect(a.press?.source.trim(), a.slug.it).toBeTruthy()
      expect(a.press?.date).toMatch(isoDate)
      if (a.press?.url) expect(a.press.url).toMatch(/^https:\/\//)
    }
    for (const sub of pressSubLists) expect(press.filter((a) => a.tags.includes(sub)).length, sub).toBeGreaterThanOrEqual(3)
    expect(press.some((a) => a.relatedProducers?.length && a.relatedProducts?.length)).toBe(true)
  })

  it('refers only to demo producers and products', () => {
    for (const a of articles) {
      for (const code of a.relatedProducers ?? []) expect(code).toMatch(/^P00[1-8]$/)
      for (const code of a.relatedProducts ?? []) expect(code).toMatch(/^V00(0[1-9]|1[0-8])$/)
    }
  })
})

describe('pages', () => {
  const keys = [
    'home', 'philosophy', 'why', 'sales-conditions', 'privacy-policy', 'cookie-policy', 'credits', 'newsletter', 'candidates',
    'contacts', 'contacts-agents', 'contacts-horeca', 'contacts-producers', 'contacts-work-with-us',
    'reserved-area', 'reserved-area-news', 'reserved-area-news-from-company', 'reserved-area-news-from-wine-world',
    'reserved-area-news-from-market', 'reserved-area-training', 'reserved-area-training-courses',
    'reserved-area-training-maso-matonari', 'reserved-area-training-word-of-winemaker', 'reserved-area-the-wine',
    'reserved-area-the-wine-bibliography', 'reserved-area-the-wine-wine-list-tips', 'reserved-area-download',
  ]

  it('has every static page once, its slug being its key in both languages', () => {
    expect(staticPages.map((p) => p.key).sort()).toEqual([...keys].sort())
    for (const p of staticPages) {
      expect(p.kind).toBe('static')
      expect(p.slug).toEqual({ it: p.key, en: p.key })
      expect(blocks(p.body.it).length, p.key).toBeGreaterThan(0)
      expect(blocks(p.body.en).length, p.key).toBeGreaterThan(0)
    }
  })

  it('fills a route of the site with each static page: its "open on the site" and live preview lead there', () => {
    for (const p of staticPages) expect(staticPageRoute(p.key), p.key).not.toBeNull()
  })

  it('keeps the 3500-labels landing and adds the themed-evenings one', () => {
    expect(landingPages.every((p) => p.kind === 'landing')).toBe(true)
    const l = landingPages.find((p) => p.key === 'landing-3500')
    expect(l?.slug).toEqual({ it: 'oltre-3500-etichette', en: 'over-3500-labels' })
    expect(landingPages.length).toBeGreaterThanOrEqual(2)
    for (const lang of ['it', 'en'] as const) {
      const slugs = landingPages.map((p) => p.slug[lang])
      expect(new Set(slugs).size).toBe(slugs.length)
      for (const s of slugs) expect(s).toMatch(slugPattern)
    }
  })

  it('keeps SEO titles within 60 characters and descriptions within 160', () => {
    for (const p of [...staticPages, ...landingPages]) {
      for (const lang of ['it', 'en'] as const) {
        expect(p.seo.title[lang].length, `${p.key} ${lang} title`).toBeLessThanOrEqual(60)
        expect(p.seo.description[lang].length, `${p.key} ${lang} description`).toBeLessThanOrEqual(160)
      }
    }
  })

  it('states the business claims on the home page', () => {
    const home = page('home')
    const it_ = `${home.intro.it} ${textOf(home.body.it)}`
    const en = `${home.intro.en} ${textOf(home.body.en)}`
    for (const claim of ['1984', '400', '50', '160', '3 giorni lavorativi', 'isole comprese', 'minimo d’ordine', 'partita IVA', 'serate a tema', 'una sola pagina']) {
      expect(it_, claim).toContain(claim)
    }
    for (const claim of ['1984', '400', '50', '160', '3 working days', 'islands included', 'minimum order', 'VAT number', 'themed evenings', 'one-page']) {
      expect(en, claim).toContain(claim)
    }
  })

  it('mentions the purposes and the data subject’s rights in the privacy policy', () => {
    const privacy = page('privacy-policy')
    const it_ = textOf(privacy.body.it)
    const en = textOf(privacy.body.en)
    for (const word of ['Richieste di contatto', 'Candidature', 'Newsletter', 'Area riservata', 'accesso', 'rettifica', 'cancellazione', 'limitazione', 'portabilità', 'opposizione', '15', '22', 'Titolare']) {
      expect(it_, word).toContain(word)
    }
    for (const word of ['Contact requests', 'Job applications', 'Newsletter', 'Reserved area', 'access', 'rectification', 'erasure', 'restriction', 'portability', 'object', '15', '22', 'controller']) {
      expect(en, word).toContain(word)
    }
  })

  it('lists the technical cookies and what the marketing category unlocks', () => {
    const cookies = page('cookie-policy')
    for (const word of ['7 giorni', 'login', 'consenso', 'youtube-nocookie', 'tag manager']) expect(textOf(cookies.body.it), word).toContain(word)
    for (const word of ['7 days', 'login', 'consent', 'youtube-nocookie', 'tag manager']) expect(textOf(cookies.body.en), word).toContain(word)
  })

  it('embeds a video on the philosophy page', () => {
    expect(blocks(page('philosophy').body.it).some(isVideo)).toBe(true)
    expect(blocks(page('philosophy').body.en).some(isVideo)).toBe(true)
  })

  it('says in English that the job form is only in Italian', () => {
    expect(textOf(page('candidates').body.en)).toContain('only available in Italian')
  })

  it('has the text of the one-page simplified conditions in both languages', () => {
    expect(simplifiedConditions.it.sections.length).toBe(simplifiedConditions.en.sections.length)
    expect(simplifiedConditions.it.sections.length).toBeGreaterThanOrEqual(5)
  })
})

describe('contacts', () => {
  it('has at least six offices, each with a vinea.demo address and one to three people', () => {
    expect(contact.offices.length).toBeGreaterThanOrEqual(6)
    for (const audience of ['orders', 'administration', 'horeca', 'agents', 'producers', 'work'] as const) {
      expect(contact.offices.some((o) => o.audience === audience), audience).toBe(true)
    }
    for (const o of contact.offices) {
      expect(o.email).toMatch(/^[a-z.]+@vinea\.demo$/)
      expect(o.phone).toMatch(/^\+39 [\d ]+$/)
      expect(o.people.length).toBeGreaterThanOrEqual(1)
      expect(o.people.length).toBeLessThanOrEqual(3)
    }
    expect(contact.piva).toBe('IT01234560231')
  })

  it('has 24 agents with distinct e-mail addresses', () => {
    expect(agents).toHaveLength(24)
    expect(new Set(agents.map((a) => a.email)).size).toBe(24)
    expect(new Set(agents.map((a) => a.area.it)).size).toBe(24)
    for (const a of agents) expect(a.email).toMatch(/@vinea\.demo$/)
  })

  it('has six to eight questions whose links are site paths', () => {
    expect(contactQuestions.length).toBeGreaterThanOrEqual(6)
    expect(contactQuestions.length).toBeLessThanOrEqual(8)
    expect(contactQuestions.some((q) => q.cta)).toBe(true)
    for (const q of contactQuestions) {
      if (!q.cta) continue
      expect(q.cta.url.it).toMatch(/^\/(?!en\/)[a-z0-9/-]+\/$/)
      expect(q.cta.url.en).toMatch(/^\/en\/[a-z0-9/-]+\/$/)
    }
  })

  it('has nine testimonials attributed by first name, business and city', () => {
    expect(testimonials).toHaveLength(9)
    for (const t of testimonials) {
      expect(t.firstName.trim()).not.toBe('')
      expect(t.business.trim()).not.toBe('')
      expect(t.city.trim()).not.toBe('')
    }
    for (const audience of ['restaurant', 'wine-shop', 'agent'] as const) expect(testimonials.some((t) => t.audience === audience)).toBe(true)
  })
})

describe('site and reserved area', () => {
  it('links the banner to the landing page and the overlay to the newsletter', () => {
    expect(banner.link).toEqual({ it: '/oltre-3500-etichette/', en: '/en/over-3500-labels/' })
    expect(overlay.it.linkUrl).toBe('/newsletter/')
    expect(overlay.en.linkUrl).toBe('/en/newsletter/')
    for (const o of [overlay.it, overlay.en]) expect([o.show, o.delay, o.pagesBeforeShow]).toEqual([true, 4, 3])
    expect(settings.companyName).toBe('Vinea Distribuzione')
    expect(settings.b2bStoreUrl).toBe('https://b2b.vinea.demo/')
    expect(customer.email).toBe('cliente@vinea.demo')
  })

  it('has 10 to 12 books and five one-page downloads', () => {
    expect(bibliography.length).toBeGreaterThanOrEqual(10)
    expect(bibliography.length).toBeLessThanOrEqual(12)
    expect(downloads).toHaveLength(5)
    expect(new Set(downloads.map((d) => d.code)).size).toBe(5)
    for (const d of downloads) {
      expect(d.pages.length, d.code).toBeGreaterThanOrEqual(2)
      expect(d.pages.length, d.code).toBeLessThanOrEqual(4)
    }
  })
})

describe('every bilingual text', () => {
  it('is non-empty in both languages', () => {
    const data = {
      authors, articles, staticPages, landingPages, simplifiedConditions, contact, agents, contactQuestions, testimonials,
      banner, overlay, bibliography, downloads,
    }
    let seen = 0
    eachBi(data, 'data', (path, itValue, enValue) => {
      seen += 1
      if (typeof itValue === 'string' || typeof enValue === 'string') {
        expect(typeof itValue === 'string' && itValue.trim().length > 0, `${path}.it`).toBe(true)
        expect(typeof enValue === 'string' && enValue.trim().length > 0, `${path}.en`).toBe(true)
      } else if (Array.isArray(itValue) || Array.isArray(enValue)) {
        expect(Array.isArray(itValue) && itValue.length > 0, `${path}.it`).toBe(true)
        expect(Array.isArray(enValue) && enValue.length > 0, `${path}.en`).toBe(true)
      }
    })
    expect(seen).toBeGreaterThan(500)
    for (const b of [...articles, ...staticPages, ...landingPages].flatMap((x) => [...blocks(x.body.it), ...blocks(x.body.en)])) {
      expect(blockText(b).trim()).not.toBe('')
      if (b.type === 'list') for (const item of b.children ?? []) expect(blockText(item).trim()).not.toBe('')
    }
  })
})
