import 'server-only'

import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import { unstable_cache } from 'next/cache'
import type { Where } from 'payload'

import { reservedPageKeys } from '@/cms/access'
import { getLocalizedSlugs, readSlugInThisLanguage, slugWhere } from '@/core/localized-slugs'
import type { Locale } from '@/i18n/locales'
import { cacheTags } from '@/lib/cache-tags'
import { mediaUrl } from '@/lib/media'
import { getPayloadClient } from '@/lib/payload'
import type { Page as PageDoc } from '@/payload-types'

import { type PageBlock, toBlocks } from './blocks'
import { languageOfEach } from './written-in'

export type PageContent = {
  title: string
  intro: string
  body: SerializedEditorState | null
  blocks: PageBlock[]
  seo: { title?: string; description?: string }
  /** The language its texts are written in: Italian on the English site until its English is written. */
  writtenIn: Locale
}

export const toContent = (d: PageDoc, locale: Locale, writtenIn: Locale): PageContent => ({
  title: d.title,
  intro: d.intro ?? '',
  body: (d.body as SerializedEditorState | null | undefined) ?? null,
  blocks: toBlocks(d.layout, locale),
  seo: { title: d.seo?.title ?? undefined, description: d.seo?.description ?? undefined },
  writtenIn,
})

async function readStaticPage(key: string, locale: Locale): Promise<PageContent | null> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'pages',
    where: { and: [{ kind: { equals: 'static' } }, { key: { equals: key } }, { _status: { equals: 'published' } }] },
    limit: 1,
    depth: 1,
    locale,
    overrideAccess: true,
  })
  const d = docs[0]
  return d ? toContent(d, locale, (await languageOfEach('pages', [d], locale))(d)) : null
}

/**
 * What a page shows: its own document, its pictures, its testimonials. Not the articles its text links to: an article's
 * save would render every page again (tests/integration/cache-restart.test.ts keeps them); a link to a draft appears
 * at the page's next save.
 */
const pageTags = [cacheTags.collection('pages'), cacheTags.collection('media'), cacheTags.collection('testimonials')]

const cachedStaticPage = unstable_cache(readStaticPage, ['static-page'], { tags: pageTags })

/** A static page's content by its key (`philosophy`, `why`, …); null when editors have not written it. */
export const getStaticPage = (key: string, locale: Locale) =>
  // The reserved area's pages are read per request, never cached.
  (reservedPageKeys.includes(key) ? readStaticPage : cachedStaticPage)(key, locale)

/** A landing page served at `/{slug}/`, with its slug in each language (for hreflang and the switcher). */
export const getLandingPage = unstable_cache(
  async (slug: string, locale: Locale): Promise<(PageContent & { slugs: Record<Locale, string> }) | null> => {
    const payload = await getPayloadClient()
    const landing: Where = { and: [{ kind: { equals: 'landing' } }, { _status: { equals: 'published' } }] }
    // A page saved in one language only is shown in the other with the fallback's texts, at the slug its alternates
    // and the sitemap name (decision 072; the fourth check from outside found landing pages left out).
    const { docs } = await payload.find({
      collection: 'pages',
      where: { and: [landing, await slugWhere('pages', slug, locale, landing)] },
      limit: 1,
      depth: 1,
      locale,
    })
    const doc = docs[0]
    if (!doc) return null
    const [slugs, languageOf] = await Promise.all([
      getLocalizedSlugs('pages', doc.id, doc.slug),
      languageOfEach('pages', [doc], locale),
    ])
    return { ...toContent(doc, locale, languageOf(doc)), slugs }
  },
  ['landing-page'],
  { tags: pageTags },
)

/**
 * This language's slug of a published landing page found by its other language's slug: that address redirects to
 * the page in this language, as a product's does, and is where the language switcher leads before the page's
 * scripts read its alternate (src/i18n/alternate-path.ts).
 */
export const getLandingSlugInThisLanguage = unstable_cache(
  (slug: string, locale: Locale) =>
    readSlugInThisLanguage('pages', slug, locale, {
      and: [{ kind: { equals: 'landing' } }, { _status: { equals: 'published' } }],
    }),
  ['landing-slug-elsewhere'],
  { tags: [cacheTags.collection('pages')] },
)

export type DownloadFile = { url: string; filename: string; bytes: number }

/** The one-page simplified sales conditions, in the reader's language; null until editors upload it. */
export const getSalesConditionsPdf = unstable_cache(
  async (locale: Locale): Promise<DownloadFile | null> => {
    const payload = await getPayloadClient()
    const settings = await payload.findGlobal({ slug: 'site-settings', locale, depth: 1 })
    const doc = settings.salesConditionsPdf
    if (!doc || typeof doc !== 'object' || !doc.url) return null
    return { url: mediaUrl(doc.url), filename: doc.filename ?? 'condizioni-di-vendita.pdf', bytes: doc.filesize ?? 0 }
  },
  ['sales-conditions-pdf'],
  { tags: [cacheTags.global('site-settings'), cacheTags.collection('documents')] },
)
