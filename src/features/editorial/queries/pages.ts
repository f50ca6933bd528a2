import 'server-only'

import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import { unstable_cache } from 'next/cache'

import type { Locale } from '@/i18n/locales'
import { cacheTags } from '@/lib/cache-tags'
import { getLocalizedSlugs, getPayloadClient } from '@/lib/payload'
import type { Page as PageDoc } from '@/payload-types'

export type PageContent = {
  title: string
  intro: string
  body: SerializedEditorState | null
  seo: { title?: string; description?: string }
}

const toContent = (d: PageDoc): PageContent => ({
  title: d.title,
  intro: d.intro ?? '',
  body: (d.body as SerializedEditorState | null | undefined) ?? null,
  seo: { title: d.seo?.title ?? undefined, description: d.seo?.description ?? undefined },
})

/** A static page's content by its key (`philosophy`, `why`, …); null when editors have not written it. */
export const getStaticPage = unstable_cache(
  async (key: string, locale: Locale): Promise<PageContent | null> => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'pages',
      where: { and: [{ kind: { equals: 'static' } }, { key: { equals: key } }, { _status: { equals: 'published' } }] },
      limit: 1,
      depth: 1,
      locale,
    })
    return docs[0] ? toContent(docs[0]) : null
  },
  ['static-page'],
  { tags: [cacheTags.collection('pages')] },
)

/** A landing page served at `/{slug}/`, with its slug in each language (for hreflang and the switcher). */
export const getLandingPage = unstable_cache(
  async (slug: string, locale: Locale): Promise<(PageContent & { slugs: Record<Locale, string> }) | null> => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'pages',
      where: { and: [{ kind: { equals: 'landing' } }, { slug: { equals: slug } }, { _status: { equals: 'published' } }] },
      limit: 1,
      depth: 1,
      locale,
    })
    const doc = docs[0]
    return doc ? { ...toContent(doc), slugs: await getLocalizedSlugs('pages', doc.id, doc.slug) } : null
  },
  ['landing-page'],
  { tags: [cacheTags.collection('pages')] },
)
