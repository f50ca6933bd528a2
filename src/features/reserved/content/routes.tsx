import { setRequestLocale } from 'next-intl/server'
import type { ReactNode } from 'react'

import { pageKeyOf } from '@/cms/access'
import { type MetaKey, staticMetadata } from '@/core/route-page'
import { articleRoute, cmsSeo, pageParam, StaticPageView } from '@/features/editorial'
import type { ReservedSection } from '@/i18n/article-paths'
import { asLocale, type Locale } from '@/i18n/locales'
import { getPathname } from '@/i18n/navigation'
import type { StaticPathname } from '@/i18n/pathnames'

import { requireReservedReader } from '../session'
import { ReservedArticles } from './components/reserved-articles'
import { type ReservedListPathname, reservedLists } from './sections'

type Props = {
  params: Promise<{ locale: string }>
  searchParams?: Promise<Record<string, string | string[] | undefined>>
}

/**
 * A page of the reserved area: the title, intro and text editors wrote in its CMS static page, then what
 * `render` adds below (a list, an overview). Never indexed; rendered per request like the whole area.
 */
export function reservedPageRoute(options: {
  pathname: StaticPathname
  meta: MetaKey
  render?: (locale: Locale, page: number) => ReactNode | Promise<ReactNode>
}) {
  const cmsKey = pageKeyOf(options.pathname)
  const metadata = staticMetadata({ ...options, noindex: true, seo: cmsSeo(cmsKey) })
  // The head streams before the page's redirect: it is checked as the page is (reservedMetadata).
  const generateMetadata = reservedMetadata(metadata)
  async function Page({ params, searchParams }: Props) {
    const locale = asLocale((await params).locale)
    setRequestLocale(locale)
    await requireReservedReader(locale)
    const after = await options.render?.(locale, await pageParam(searchParams))
    return <StaticPageView locale={locale} cmsKey={cmsKey} meta={options.meta} after={after} />
  }
  return { generateMetadata, Page }
}

/** A listing of reserved articles (news and its sub-lists, training and its lists, wine-list tips), paged with `?page=`. */
export function reservedListRoute(pathname: ReservedListPathname) {
  const list = reservedLists[pathname]
  return reservedPageRoute({
    pathname,
    meta: list.meta,
    render: (locale, page) => (
      <ReservedArticles locale={locale} list={list} page={page} basePath={getPathname({ locale, href: pathname })} />
    ),
  })
}

/**
 * A reserved article (news, a course, a wine-list tip): the public article's page, read per request and never
 * indexed, shown only to a session that stands.
 */
export function reservedArticleRoute(section: ReservedSection) {
  const route = articleRoute(section)
  async function Page(props: Parameters<typeof route.Page>[0]) {
    await requireReservedReader(asLocale((await props.params).locale))
    return route.Page(props)
  }
  return { generateMetadata: reservedMetadata(route.generateMetadata), Page }
}

/**
 * A reserved page's metadata, for a reader of the area only. Next streams the head before the page's own redirect,
 * so a visitor the page sends to the login page would otherwise have read an article's title, excerpt and other
 * language's address in it (the proxy lets a request with a draft-mode cookie through to the page, which checks it).
 */
function reservedMetadata<P extends { params: Promise<{ locale: string }> }, M>(
  generate: (props: P) => M | Promise<M>,
): (props: P) => Promise<M> {
  return async (props) => {
    await requireReservedReader(asLocale((await props.params).locale))
    return generate(props)
  }
}
