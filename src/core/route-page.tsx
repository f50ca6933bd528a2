import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import type { ReactNode } from 'react'

import type { Messages } from '@/i18n/global'
import { asLocale, defaultLocale, type Locale } from '@/i18n/locales'
import type { InternalPathname } from '@/i18n/pathnames'
import { hrefsFor } from '@/i18n/route-table'

import { pageMetadata } from './metadata'

export type MetaKey = keyof Messages['Meta']

type Props = { params: Promise<{ locale: string }> }

type StaticMeta = {
  pathname: InternalPathname
  meta: MetaKey
  noindex?: boolean
  /**
   * `false`: no canonical URL, no alternates, no Open Graph URL: the 404 page, which answers for every unknown
   * address and whose own path is none of them.
   */
  linked?: false
  /**
   * The SEO title and description editors wrote for the page in the CMS, in `locale`: each takes the place of the
   * messages' copy where it is written.
   */
  seo?: (locale: Locale) => Promise<{ title?: string; description?: string } | null | undefined>
}

/**
 * SEO title and description of a route without parameters: what editors wrote for it in the CMS (`seo`), else
 * `Meta.{meta}` in both languages.
 */
export function staticMetadata({ pathname, meta, noindex, linked, seo }: StaticMeta) {
  return async function generateMetadata({ params }: Props): Promise<Metadata> {
    const locale = asLocale((await params).locale)
    const [t, written] = await Promise.all([getTranslations({ locale, namespace: 'Meta' }), seo?.(locale)])
    return pageMetadata({
      locale,
      title: written?.title || t(`${meta}.title`),
      description: written?.description || t(`${meta}.description`),
      hrefs: linked === false ? undefined : hrefsFor(pathname),
      noindex,
    })
  }
}

/**
 * A route without parameters: its metadata from `staticMetadata`, its body from `render`. Keeps the route
 * files under `app/` to a few lines each.
 */
export function staticRoute(options: StaticMeta & { render: (locale: Locale) => ReactNode | Promise<ReactNode> }) {
  const generateMetadata = staticMetadata(options)
  async function Page({ params }: Props) {
    const locale = asLocale((await params).locale)
    setRequestLocale(locale)
    return options.render(locale)
  }
  return { generateMetadata, Page }
}

export type Query = Record<string, string | string[] | undefined>

/**
 * A route without parameters whose body reads the query string (the contact wizard's step, the agent finder's
 * province): rendered for each request, as reading the query makes it.
 */
export function queryRoute(
  options: StaticMeta & {
    render: (locale: Locale, query: Query) => ReactNode | Promise<ReactNode>
    /**
     * What of the query the page's alternates carry to the same page in `target` (the login's return address, a
     * reset's token): the language switcher follows them, and without it led to the page without its state.
     */
    alternateQuery?: (query: Query, target: Locale) => URLSearchParams | null
  },
) {
  const base = staticMetadata(options)
  async function generateMetadata(props: Props & { searchParams: Promise<Query> }): Promise<Metadata> {
    const metadata = await base(props)
    const languages = metadata.alternates?.languages
    if (!options.alternateQuery || !languages) return metadata
    const query = await props.searchParams
    const withQuery = Object.entries(languages).map(([lang, href]) => {
      const kept = options.alternateQuery!(query, lang === 'x-default' ? defaultLocale : asLocale(lang))
      return [lang, kept?.size ? `${String(href)}?${kept}` : href]
    })
    return { ...metadata, alternates: { ...metadata.alternates, languages: Object.fromEntries(withQuery) } }
  }
  async function Page({ params, searchParams }: Props & { searchParams: Promise<Query> }) {
    const locale = asLocale((await params).locale)
    setRequestLocale(locale)
    return options.render(locale, await searchParams)
  }
  return { generateMetadata, Page }
}
