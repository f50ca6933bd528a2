import type { Metadata } from 'next'
import { notFound, permanentRedirect } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'
import type { ReactNode } from 'react'

import { asLocale, type Locale, locales } from '@/i18n/locales'
import type { InternalPathname } from '@/i18n/pathnames'
import { hrefsFor, type LocalizedHrefs, type RouteParams } from '@/i18n/route-table'

import { pageMetadata } from './metadata'

/**
 * What a slug names in one language: the document, the same document's slug in this language, the address (in this
 * language) of the page the document moved to, or nothing.
 */
export type SlugLookup<T> = { document: T } | { slugInThisLanguage: string } | { movedTo: string } | null

type SearchParams = Promise<Record<string, string | string[] | undefined>>
type Props = { params: Promise<Record<string, string>>; searchParams?: SearchParams }

type PageMeta = Pick<Parameters<typeof pageMetadata>[0], 'title' | 'description' | 'image' | 'noindex' | 'article'>

type Rendered<T> = { document: T; locale: Locale; hrefs: LocalizedHrefs }

/**
 * A page that shows one document found by its slug (a product, a producer, a project, a catalogue): a slug of
 * the other language answers with a permanent redirect to this language's URL, an unknown slug is a 404, and
 * the page's alternates carry each language's own slug.
 *
 * Only the page throws the redirect and the metadata renders nothing for it: when both threw, Next 16.4
 * answered a page's first (uncached) request with the Location header twice.
 */
export function documentRoute<T extends { slugs: Record<Locale, string> }>(options: {
  route: { pathname: InternalPathname; param: string }
  find: (slug: string, locale: Locale) => Promise<SlugLookup<T>>
  metadata: (document: T, locale: Locale) => PageMeta | Promise<PageMeta>
  /** The page's body; `searchParams` is there for pages that read their query (awaiting it renders per request). */
  render: (page: Rendered<T> & { searchParams?: SearchParams }) => ReactNode | Promise<ReactNode>
}) {
  const { pathname, param } = options.route
  const paramsOf = (slug: string): RouteParams => ({ [param]: slug })

  async function load({ params }: Props): Promise<Rendered<T> | { moved: string }> {
    const p = await params
    const locale = asLocale(p.locale)
    const found = await options.find(p[param], locale)
    if (!found) notFound()
    if ('slugInThisLanguage' in found) return { moved: hrefsFor(pathname, paramsOf(found.slugInThisLanguage))[locale] }
    if ('movedTo' in found) return { moved: found.movedTo }
    const { document } = found
    const perLocale = Object.fromEntries(locales.map((l) => [l, paramsOf(document.slugs[l])])) as Record<
      Locale,
      RouteParams
    >
    return { document, locale, hrefs: hrefsFor(pathname, perLocale) }
  }

  async function generateMetadata(props: Props): Promise<Metadata> {
    const found = await load(props)
    if ('moved' in found) return {}
    const meta = await options.metadata(found.document, found.locale)
    return pageMetadata({ locale: found.locale, hrefs: found.hrefs, ...meta })
  }

  async function Page(props: Props) {
    const found = await load(props)
    if ('moved' in found) permanentRedirect(found.moved)
    setRequestLocale(found.locale)
    return options.render({ ...found, searchParams: props.searchParams })
  }

  return { generateMetadata, Page }
}
