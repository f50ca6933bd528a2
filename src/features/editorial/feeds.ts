import type { Locale } from '@/i18n/locales'
import { escapeXml } from '@/lib/escape-html'

/** The sections with an RSS feed per language (issue 5: news and blog). */
export const feedSections = ['blog', 'news'] as const
export type FeedSection = (typeof feedSections)[number]

export const isFeedSection = (value: string): value is FeedSection =>
  (feedSections as readonly string[]).includes(value)

/** A feed's address: `/feeds/it/blog.xml`, `/feeds/en/news.xml`; null for a section without one. */
export function feedFor(section: string, locale: Locale): string | null {
  return isFeedSection(section) ? `/feeds/${locale}/${section}.xml` : null
}

export type FeedItem = {
  title: string
  url: string
  description: string
  publishedAt: string | null
  categories: string[]
}
export type FeedChannel = {
  title: string
  description: string
  url: string
  self: string
  language: string
  items: FeedItem[]
}

/** An RSS 2.0 document (with its atom:link to itself, as validators ask). */
export function rssXml(channel: FeedChannel): string {
  const dates = channel.items.map((i) => i.publishedAt).filter((d): d is string => !!d)
  const latest = dates.length ? new Date(dates.reduce((a, b) => (a > b ? a : b))) : null
  const items = channel.items.map((item) =>
    [
      '    <item>',
      `      <title>${escapeXml(item.title)}</title>`,
      `      <link>${escapeXml(item.url)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(item.url)}</guid>`,
      item.description ? `      <description>${escapeXml(item.description)}</description>` : null,
      item.publishedAt ? `      <pubDate>${new Date(item.publishedAt).toUTCString()}</pubDate>` : null,
      ...item.categories.map((c) => `      <category>${escapeXml(c)}</category>`),
      '    </item>',
    ]
      .filter((line) => line !== null)
      .join('\n'),
  )
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    <title>${escapeXml(channel.title)}</title>`,
    `    <link>${escapeXml(channel.url)}</link>`,
    `    <description>${escapeXml(channel.description)}</description>`,
    `    <language>${escapeXml(channel.language)}</language>`,
    `    <atom:link href="${escapeXml(channel.self)}" rel="self" type="application/rss+xml"/>`,
    latest ? `    <lastBuildDate>${latest.toUTCString()}</lastBuildDate>` : null,
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ]
    .filter((line) => line !== null)
    .join('\n')
}
