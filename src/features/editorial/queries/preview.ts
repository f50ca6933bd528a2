import 'server-only'

import { draftMode, headers as requestHeaders } from 'next/headers'
import type { Where } from 'payload'
import { cache } from 'react'

import { signedInEditor } from '@/cms/auth/editor-session'
import { slugWhere } from '@/core/localized-slugs'
import type { Locale } from '@/i18n/locales'
import { slugsByLocale } from '@/i18n/localized-slugs'
import { getPayloadClient } from '@/lib/payload'
import type { User } from '@/payload-types'

import { type ArticleDetail, toDetail } from './article-records'
import { type ArticleSection, getArticleBySlug } from './articles'
import { getLandingPage, getStaticPage, type PageContent, toContent } from './pages'

/**
 * Draft preview (decision 011): readers of the latest version, draft or not, for pages rendered in Next's draft
 * mode. Never cached: an editor who saves and reloads sees the new draft. They read with the editor's own access
 * (`overrideAccess: false`), so a draft-mode cookie without an editor's session shows only what is published.
 */

/** Once per request: the page's metadata and its body both ask. */
const currentEditor = cache(async () => signedInEditor(await requestHeaders()))

/**
 * The editor previewing drafts on this request: Next's draft mode on (a cookie only `/api/preview/` sets) and the
 * admin's session with it. Null for everyone else, a copied draft-mode cookie without the session included.
 */
export async function previewingEditor(): Promise<User | null> {
  if (!(await draftMode()).isEnabled) return null
  return currentEditor()
}

/** The one document `where` finds, in its latest version (draft or not), read with the editor's access. */
async function latestVersion<C extends 'articles' | 'pages'>(collection: C, where: Where, locale: Locale, user: User) {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection,
    where,
    draft: true,
    limit: 1,
    depth: 1,
    locale,
    user,
    overrideAccess: false,
  })
  return docs[0]
}

async function draftSlugs(collection: 'articles' | 'pages', id: number, fallback: string, user: User) {
  const payload = await getPayloadClient()
  const doc = await payload.findByID({
    collection,
    id,
    locale: 'all',
    depth: 0,
    draft: true,
    select: { slug: true },
    user,
    overrideAccess: false,
  })
  return slugsByLocale((doc as { slug?: unknown }).slug, fallback)
}

/** An article as its page shows it, from its latest draft for an editor, published for anyone else. */
export const getArticlePreview = cache(
  async (section: ArticleSection, slug: string, locale: Locale): Promise<ArticleDetail | null> => {
    const user = await currentEditor()
    if (!user) return getArticleBySlug(section, slug, locale)
    // A document saved in one language only is previewed in the other too, as its public page shows it (decision
    // 072; the fourth check from outside: the preview's own language switch led to a 404).
    const inSection: Where = { section: { equals: section } }
    const d = await latestVersion(
      'articles',
      { and: [inSection, await slugWhere('articles', slug, locale, inSection)] },
      locale,
      user,
    )
    // The editor's own preview speaks the page's language throughout.
    return d ? toDetail(d, await draftSlugs('articles', d.id, d.slug, user), locale) : null
  },
)

/** A landing page from its latest draft for an editor, published for anyone else. */
export const getLandingPreview = cache(async (slug: string, locale: Locale): ReturnType<typeof getLandingPage> => {
  const user = await currentEditor()
  if (!user) return getLandingPage(slug, locale)
  const landing: Where = { kind: { equals: 'landing' } }
  const doc = await latestVersion(
    'pages',
    { and: [landing, await slugWhere('pages', slug, locale, landing)] },
    locale,
    user,
  )
  // The editor's own preview speaks the page's language throughout, as an article's does.
  return doc ? { ...toContent(doc, locale, locale), slugs: await draftSlugs('pages', doc.id, doc.slug, user) } : null
})

/** A static page (by its key) from its latest draft for an editor, published for anyone else. */
export const getStaticPagePreview = cache(async (key: string, locale: Locale): Promise<PageContent | null> => {
  const user = await currentEditor()
  if (!user) return getStaticPage(key, locale)
  const doc = await latestVersion(
    'pages',
    { and: [{ kind: { equals: 'static' } }, { key: { equals: key } }] },
    locale,
    user,
  )
  return doc ? toContent(doc, locale, locale) : null
})
