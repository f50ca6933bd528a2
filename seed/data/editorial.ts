/**
 * The demo editorial content in Italian and English, read from the Markdown files of `seed/content` (see
 * `seed/content/README.md`): authors, blog posts, news and events, press reviews, reserved-area articles,
 * static and landing pages, and the text of the one-page simplified sales conditions. Bodies stay Markdown
 * here; the seed converts them with the CMS's editor (seed/rich-text.ts).
 */
import { z } from 'zod'

import { articleSections } from '@/cms/collections/articles'
import { slugPattern } from '@/cms/fields/slug'

import { bodies, ContentError, frontMatter, readPairs } from '../files'
import type { ArticleData, AuthorData, PageData } from '../types'
import { homeBlocks, landing3500Blocks } from './blocks'

const text = z.string().trim().min(1, 'must not be empty')
const slug = z.string().regex(slugPattern, 'must be lowercase letters and digits joined by dashes')
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date, YYYY-MM-DD')
const isoDateTime = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:Z|[+-]\d{2}:\d{2})$/, 'must be a date and time with its offset')
const https = z.string().regex(/^https:\/\/\S+$/, 'must be a https address')
const codes = z.array(z.string().regex(/^\S+$/, 'must be a code'))

// ---------------------------------------------------------------------------------------------------------------
// Authors: content/authors/<slug>.{it,en}.md, the body is the biography
// ---------------------------------------------------------------------------------------------------------------

const authorIt = z.strictObject({
  name: text,
  slug,
  role: text,
  social: z.strictObject({ instagram: https.optional(), linkedin: https.optional(), x: https.optional(), website: https.optional() }),
})
const authorEn = z.strictObject({ role: text })

export const authors: AuthorData[] = readPairs('authors').map((pair) => {
  const it = frontMatter(pair.it, authorIt)
  const en = frontMatter(pair.en, authorEn)
  const bio = bodies(pair)
  return { name: it.name, slug: it.slug, role: { it: it.role, en: en.role }, bio, social: it.social }
})

// ---------------------------------------------------------------------------------------------------------------
// Articles: content/articles/<section>/<key>.{it,en}.md
// ---------------------------------------------------------------------------------------------------------------

const articleIt = z.strictObject({
  title: text,
  slug,
  excerpt: text,
  publishedAt: isoDate,
  tags: z.array(z.string()).default([]),
  author: slug.optional(),
  /** labels of the blog, `group:code` of taxonomy terms (`type:amari`, `region:piemonte`) */
  topics: z.array(z.string().regex(/^[a-z]+:[a-z0-9-]+$/, 'must be group:code')).optional(),
  relatedProducts: codes.optional(),
  relatedProducers: codes.optional(),
  event: z.strictObject({ startsAt: isoDateTime, endsAt: isoDateTime.optional(), place: text }).optional(),
  press: z.strictObject({ source: text, url: https.optional(), date: isoDate }).optional(),
  draft: z.boolean().optional(),
})
const articleEn = z.strictObject({
  title: text,
  slug,
  excerpt: text,
  event: z.strictObject({ place: text }).optional(),
})

function article(section: ArticleData['section'], pair: ReturnType<typeof readPairs>[number]): ArticleData {
  const { title, slug, excerpt, event, ...shared } = frontMatter(pair.it, articleIt)
  const en = frontMatter(pair.en, articleEn)
  if (!!event !== !!en.event) throw new ContentError(`${pair.en.file}: an event's place is written in both languages`)
  return {
    section,
    ...shared,
    title: { it: title, en: en.title },
    slug: { it: slug, en: en.slug },
    excerpt: { it: excerpt, en: en.excerpt },
    ...(event && en.event ? { event: { startsAt: event.startsAt, endsAt: event.endsAt, place: { it: event.place, en: en.event.place } } } : {}),
    body: bodies(pair),
  }
}

/** Sections in the order of the CMS's list, each section's articles by file name. */
export const articles: ArticleData[] = articleSections.flatMap((section) =>
  readPairs(`articles/${section}`).map((pair) => article(section, pair)),
)

// ---------------------------------------------------------------------------------------------------------------
// Pages: content/pages/<key>.{it,en}.md (static: their slug is their key), content/landing-pages/<key>.{it,en}.md
// ---------------------------------------------------------------------------------------------------------------

const seo = z.strictObject({ title: text, description: text })
const staticPage = z.strictObject({ title: text, intro: text, seo })
const landingPage = staticPage.extend({ slug })

/** The blocks of the pages built from blocks (seed/data/blocks.ts), by page key. */
const blocksOf: Record<string, PageData['blocks']> = { home: homeBlocks, 'landing-3500': landing3500Blocks }

export const staticPages: PageData[] = readPairs('pages').map((pair) => {
  const it = frontMatter(pair.it, staticPage)
  const en = frontMatter(pair.en, staticPage)
  return {
    key: pair.key,
    kind: 'static',
    title: { it: it.title, en: en.title },
    slug: { it: pair.key, en: pair.key },
    intro: { it: it.intro, en: en.intro },
    body: bodies(pair),
    seo: { title: { it: it.seo.title, en: en.seo.title }, description: { it: it.seo.description, en: en.seo.description } },
    ...(blocksOf[pair.key] ? { blocks: blocksOf[pair.key] } : {}),
  }
})

/** Landing pages, at /{slug}/ and /en/{slug}/. */
export const landingPages: PageData[] = readPairs('landing-pages').map((pair) => {
  const it = frontMatter(pair.it, landingPage)
  const en = frontMatter(pair.en, landingPage)
  return {
    key: pair.key,
    kind: 'landing',
    title: { it: it.title, en: en.title },
    slug: { it: it.slug, en: en.slug },
    intro: { it: it.intro, en: en.intro },
    body: bodies(pair),
    seo: { title: { it: it.seo.title, en: en.seo.title }, description: { it: it.seo.description, en: en.seo.description } },
    ...(blocksOf[pair.key] ? { blocks: blocksOf[pair.key] } : {}),
  }
})

// ---------------------------------------------------------------------------------------------------------------
// The one-page simplified sales conditions (the text of the PDF): content/documents/simplified-sales-conditions
// ---------------------------------------------------------------------------------------------------------------

export type SimplifiedConditionsText = { title: string; sections: { heading: string; text: string }[] }

/**
 * A PDF's text: each `## heading` starts a section and the paragraph under it is the section's text (its
 * lines joined by spaces, as Markdown reads a paragraph).
 */
function pdfSections(file: { file: string; body: string }): SimplifiedConditionsText['sections'] {
  const parts = file.body.split(/^## /m)
  if (parts[0].trim()) throw new ContentError(`${file.file}: the text must start with a "## heading" line`)
  return parts.slice(1).map((part) => {
    const [heading, ...rest] = part.split('\n')
    const paragraph = rest.join('\n').trim()
    if (!heading.trim() || !paragraph || /\n\s*\n/.test(paragraph)) {
      throw new ContentError(`${file.file}: every section is a "## heading" line followed by one paragraph`)
    }
    return { heading: heading.trim(), text: paragraph.split('\n').map((line) => line.trim()).join(' ') }
  })
}

const documentFront = z.strictObject({ title: text })
const conditions = readPairs('documents').find((pair) => pair.key === 'simplified-sales-conditions')
if (!conditions) throw new ContentError('content/documents/simplified-sales-conditions.it.md is missing')

export const simplifiedConditions: Record<'it' | 'en', SimplifiedConditionsText> = {
  it: { title: frontMatter(conditions.it, documentFront).title, sections: pdfSections(conditions.it) },
  en: { title: frontMatter(conditions.en, documentFront).title, sections: pdfSections(conditions.en) },
}
