import { setRequestLocale } from 'next-intl/server'
import type { ReactNode } from 'react'

import { type MetaKey, staticMetadata } from '@/core/route-page'
import { pageParam, StaticPageView } from '@/features/editorial'
import { asLocale, type Locale } from '@/i18n/locales'
import { getPathname } from '@/i18n/navigation'
import type { StaticPathname } from '@/i18n/pathnames'

import { ReservedArticles } from './components/reserved-articles'
import { cmsKeyOf, type ReservedListPathname, reservedLists } from './sections'

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
  const generateMetadata = staticMetadata({ ...options, noindex: true })
  async function Page({ params, searchParams }: Props) {
    const locale = asLocale((await params).locale)
    setRequestLocale(locale)
    const after = await options.render?.(locale, await pageParam(searchParams))
    return <StaticPageView locale={locale} cmsKey={cmsKeyOf(options.pathname)} meta={options.meta} after={after} />
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
