import { portraitPicture } from '../assets'
import { articles, authors, landingPages, staticPages } from '../data/editorial'
import { testimonials } from '../data/contacts'
import { richText } from '../lexical'
import type { ArticleData, PageData } from '../types'
import { byLocale, type SeedWriter } from '../writer'
import type { CatalogueIds } from './catalogue'

export async function seedEditorial(writer: SeedWriter, catalogue: CatalogueIds, log: (m: string) => void): Promise<void> {
  await writer.batch(async () => {
    const authorIds = new Map<string, number>()
    for (const a of authors) {
      const portrait = await writer.picture(`author-${a.slug}`, await portraitPicture({ name: a.name }),
        { it: `Ritratto di ${a.name}`, en: `Portrait of ${a.name}` })
      authorIds.set(a.slug, await writer.create('authors', { name: a.name, slug: a.slug, portrait, social: a.social },
        byLocale({ role: a.role, bio: a.bio })))
    }
    for (const a of articles) await writer.create('articles', articleShared(a, authorIds, catalogue), articleLocalized(a))
    for (const p of [...staticPages, ...landingPages]) await writer.create('pages', { kind: p.kind, key: p.key, _status: 'published' }, pageLocalized(p))
    for (const [order, t] of testimonials.entries()) {
      await writer.create('testimonials', { firstName: t.firstName, business: t.business, city: t.city, audience: t.audience, order },
        byLocale({ quote: t.quote }))
    }
  })
  log(`${authors.length} authors, ${articles.length} articles, ${staticPages.length + landingPages.length} pages, ${testimonials.length} testimonials`)
}

function articleShared(a: ArticleData, authorIds: Map<string, number>, catalogue: CatalogueIds) {
  return {
    section: a.section,
    tags: a.tags,
    publishedAt: a.publishedAt,
    author: a.author ? authorIds.get(a.author) : undefined,
    event: a.event ? { startsAt: a.event.startsAt, endsAt: a.event.endsAt } : undefined,
    press: a.press,
    relatedProducts: (a.relatedProducts ?? []).map((code) => catalogue.products.get(code)).filter(Boolean),
    relatedProducers: (a.relatedProducers ?? []).map((code) => catalogue.producers.get(code)).filter(Boolean),
    _status: a.draft ? 'draft' : 'published',
  }
}

function articleLocalized(a: ArticleData) {
  const texts = byLocale({ title: a.title, slug: a.slug, excerpt: a.excerpt })
  const place = a.event ? { it: { event: { place: a.event.place.it } }, en: { event: { place: a.event.place.en } } } : { it: {}, en: {} }
  return {
    it: { ...texts.it, ...place.it, body: richText(a.body.it) },
    en: { ...texts.en, ...place.en, body: richText(a.body.en) },
  }
}

function pageLocalized(p: PageData) {
  const texts = byLocale({ title: p.title, slug: p.slug, intro: p.intro })
  return {
    it: { ...texts.it, body: richText(p.body.it), seo: { title: p.seo.title.it, description: p.seo.description.it } },
    en: { ...texts.en, body: richText(p.body.en), seo: { title: p.seo.title.en, description: p.seo.description.en } },
  }
}
