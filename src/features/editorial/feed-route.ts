import 'server-only'

import { getTranslations } from 'next-intl/server'

import { siteUrl } from '@/core/metadata'
import { notFoundText } from '@/core/not-found-text'
import { articleHref } from '@/i18n/article-paths'
import { isLocale, localeTags } from '@/i18n/locales'
import { getPathname } from '@/i18n/navigation'
import { companyName } from '@/lib/company'

import { isFeedSection, rssXml } from './feeds'
import { listArticles } from './queries'

/** Articles in a feed: the newest ones, as feed readers expect. */
const FEED_ITEMS = 30

/** `GET /feeds/{locale}/{blog|news}.xml`: the section's newest articles in that language as RSS 2.0. */
export async function feedRoute(request: Request, { params }: { params: Promise<{ locale: string; feed: string }> }) {
  const { locale, feed } = await params
  const section = feed.replace(/\.xml$/, '')
  if (!isLocale(locale) || !feed.endsWith('.xml') || !isFeedSection(section)) {
    return notFoundText(request, locale)
  }
  const [t, { articles }] = await Promise.all([
    getTranslations({ locale, namespace: 'Meta' }),
    listArticles(locale, section, { pageSize: FEED_ITEMS }),
  ])
  const meta = section === 'blog' ? 'blog' : 'newsEvents'
  const absolute = (path: string) => new URL(path, siteUrl()).toString()
  const xml = rssXml({
    title: `${t(`${meta}.title`)} · ${companyName}`,
    description: t(`${meta}.description`),
    url: absolute(getPathname({ locale, href: section === 'blog' ? '/blog' : '/news-events' })),
    self: absolute(`/feeds/${locale}/${feed}`),
    language: localeTags[locale],
    items: articles.map((a) => ({
      title: a.title,
      url: absolute(getPathname({ locale, href: articleHref(a.section, a.slug) })),
      description: a.excerpt,
      publishedAt: a.publishedAt,
      categories: a.tags.filter((tag) => tag !== 'all'),
    })),
  })
  return new Response(xml, {
    headers: { 'Content-Type': 'application/rss+xml; charset=utf-8', 'Cache-Control': 'public, max-age=300' },
  })
}
