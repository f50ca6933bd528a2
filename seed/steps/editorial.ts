import { bannerPicture, portraitPicture } from '../assets'
import { testimonials } from '../data/contacts'
import { articles, authors, landingPages, staticPages } from '../data/editorial'
import { settings } from '../data/site'
import { markdownToRichText, type RichTextEditor, richTextEditor } from '../rich-text'
import type { ArticleData, Bi, PageBlockData, PageData } from '../types'
import { byLocale, type SeedWriter } from '../writer'
import type { CatalogueIds } from './catalogue'
import type { TermIds } from './taxonomy'

type Locale = keyof Bi

export async function seedEditorial(
  writer: SeedWriter,
  catalogue: CatalogueIds,
  terms: TermIds,
  log: (m: string) => void,
): Promise<void> {
  const editor = richTextEditor(writer.payload.config)
  await writer.batch(async () => {
    const authorIds = new Map<string, number>()
    for (const a of authors) {
      const portrait = await writer.picture(`author-${a.slug}`, await portraitPicture({ name: a.name }), {
        it: `Ritratto di ${a.name}`,
        en: `Portrait of ${a.name}`,
      })
      authorIds.set(
        a.slug,
        await writer.create(
          'authors',
          { name: a.name, slug: a.slug, portrait, social: a.social },
          byLocale({ role: a.role, bio: a.bio }),
        ),
      )
    }
    for (const a of articles)
      await writer.create('articles', articleShared(a, authorIds, catalogue, terms), articleLocalized(a, editor))
    const blocks = new BlockWriter(writer, catalogue, terms, editor)
    for (const p of [...staticPages, ...landingPages]) {
      const localized = pageLocalized(p, editor)
      if (p.blocks) {
        localized.it.layout = await blocks.layout(p.blocks, 'it')
        localized.en.layout = await blocks.layout(p.blocks, 'en')
      }
      await writer.create('pages', { kind: p.kind, key: p.key, _status: 'published' }, localized)
    }
    for (const [order, t] of testimonials.entries()) {
      await writer.create(
        'testimonials',
        { firstName: t.firstName, business: t.business, city: t.city, audience: t.audience, order },
        byLocale({ quote: t.quote }),
      )
    }
  })
  log(
    `${authors.length} authors, ${articles.length} articles, ${staticPages.length + landingPages.length} pages, ${testimonials.length} testimonials`,
  )
}

/** A `group:code` topic's term id (`type:amari`, `region:piemonte`). */
const termOf = (terms: TermIds, topic: string) => {
  const [group, code] = topic.split(':')
  const id = terms.id(group, code)
  if (id === undefined) throw new Error(`seed: unknown topic ${topic}`)
  return id
}

function articleShared(a: ArticleData, authorIds: Map<string, number>, catalogue: CatalogueIds, terms: TermIds) {
  return {
    section: a.section,
    tags: a.tags,
    publishedAt: a.publishedAt,
    author: a.author ? authorIds.get(a.author) : undefined,
    event: a.event ? { startsAt: a.event.startsAt, endsAt: a.event.endsAt } : undefined,
    press: a.press,
    relatedProducts: (a.relatedProducts ?? []).map((code) => catalogue.products.get(code)).filter(Boolean),
    relatedProducers: (a.relatedProducers ?? []).map((code) => catalogue.producers.get(code)).filter(Boolean),
    topics: (a.topics ?? []).map((topic) => termOf(terms, topic)),
    _status: a.draft ? 'draft' : 'published',
  }
}

function articleLocalized(a: ArticleData, editor: RichTextEditor) {
  const texts = byLocale({ title: a.title, slug: a.slug, excerpt: a.excerpt })
  const place = a.event
    ? { it: { event: { place: a.event.place.it } }, en: { event: { place: a.event.place.en } } }
    : { it: {}, en: {} }
  return {
    it: { ...texts.it, ...place.it, body: markdownToRichText(a.body.it, editor) },
    en: { ...texts.en, ...place.en, body: markdownToRichText(a.body.en, editor) },
  }
}

function pageLocalized(p: PageData, editor: RichTextEditor): Record<Locale, Record<string, unknown>> {
  const texts = byLocale({ title: p.title, slug: p.slug, intro: p.intro })
  return {
    it: {
      ...texts.it,
      body: markdownToRichText(p.body.it, editor),
      seo: { title: p.seo.title.it, description: p.seo.description.it },
    },
    en: {
      ...texts.en,
      body: markdownToRichText(p.body.en, editor),
      seo: { title: p.seo.title.en, description: p.seo.description.en },
    },
  }
}

/** A page's blocks in one language, as `src/cms/blocks/landing.ts` stores them; banner pictures drawn once. */
class BlockWriter {
  private readonly pictures = new Map<string, number>()

  constructor(
    private readonly writer: SeedWriter,
    private readonly catalogue: CatalogueIds,
    private readonly terms: TermIds,
    private readonly editor: RichTextEditor,
  ) {}

  async layout(blocks: PageBlockData[], locale: Locale) {
    const out: Record<string, unknown>[] = []
    for (const block of blocks) out.push(await this.block(block, locale))
    return out
  }

  private async bannerImage(key: string, title: Bi, locale: Locale): Promise<number> {
    const name = `block-banner-${key}-${locale}`
    const known = this.pictures.get(name)
    if (known) return known
    const png = await bannerPicture({ title: title[locale], subtitle: settings.companyName, variant: 'large' })
    const id = await this.writer.picture(name, png, title)
    this.pictures.set(name, id)
    return id
  }

  private async block(b: PageBlockData, locale: Locale): Promise<Record<string, unknown>> {
    switch (b.kind) {
      case 'hero':
        return {
          blockType: 'hero',
          title: b.title[locale],
          text: b.text[locale],
          ctaLabel: b.cta?.label[locale],
          ctaUrl: b.cta?.url[locale],
        }
      case 'claims':
        return {
          blockType: 'claims',
          title: b.title[locale],
          items: b.items.map((item) => ({
            figure: item.figure[locale],
            label: item.label[locale],
            text: item.text[locale],
          })),
        }
      case 'productCarousel': {
        const type = (code: string) => this.terms.id('type', code) ?? this.terms.id('typespirits', code)
        return {
          blockType: 'productCarousel',
          title: b.title[locale],
          filter: {
            types: (b.types ?? []).map(type).filter(Boolean),
            projects: (b.projects ?? []).map((code) => this.catalogue.projects.get(code)).filter(Boolean),
            producer: b.producer ? this.catalogue.producers.get(b.producer) : undefined,
            noveltiesOnly: b.noveltiesOnly ?? false,
          },
          limit: b.limit,
        }
      }
      case 'banner':
        return {
          blockType: 'banner',
          kind: b.banner,
          title: b.title[locale],
          text: b.text[locale],
          ctaLabel: b.ctaLabel[locale],
          image: await this.bannerImage(b.banner, b.title, locale),
        }
      case 'testimonials':
        return { blockType: 'testimonials', title: b.title[locale] }
      case 'latestNews':
        return { blockType: 'latestNews', title: b.title[locale], limit: b.limit }
      case 'quote':
        return { blockType: 'quote', text: b.text[locale], attribution: b.attribution }
      case 'video':
        return { blockType: 'videoEmbed', url: b.url, title: b.title[locale] }
      case 'richText':
        return { blockType: 'richText', content: markdownToRichText(b.body[locale], this.editor) }
    }
  }
}
