import type { ArticleDetail } from './queries/article-records'

/** Google shows at most this many characters of an article's headline. */
const HEADLINE_MAX = 110

/**
 * schema.org structured data for a public article's page that is no event (the fourteenth check from outside found
 * none): a blog post a `BlogPosting` by its author, a news or press article a `NewsArticle` by the company; headline,
 * dates, picture, language and the page's address, all absolute; nothing invented.
 */
export function articleJsonLd(input: {
  article: Pick<ArticleDetail, 'section' | 'title' | 'excerpt' | 'publishedAt' | 'updatedAt' | 'author' | 'cover'>
  url: string
  language: string
  /** The author's page, absolute; null without an author. */
  authorUrl: string | null
  publisher: { name: string; url: string }
  /** The site's origin: the picture's address is made absolute against it. */
  origin: string
}): Record<string, unknown> {
  const { article, url, language, authorUrl, publisher, origin } = input
  const company = { '@type': 'Organization', name: publisher.name, url: publisher.url }
  const headline =
    article.title.length > HEADLINE_MAX ? `${article.title.slice(0, HEADLINE_MAX - 1).trimEnd()}…` : article.title
  return {
    '@context': 'https://schema.org',
    '@type': article.section === 'blog' ? 'BlogPosting' : 'NewsArticle',
    headline,
    description: article.excerpt || undefined,
    image: article.cover ? [new URL(article.cover.src, origin).toString()] : undefined,
    datePublished: article.publishedAt ?? undefined,
    dateModified: article.updatedAt,
    author: article.author && authorUrl ? { '@type': 'Person', name: article.author.name, url: authorUrl } : company,
    publisher: company,
    mainEntityOfPage: url,
    url,
    inLanguage: language,
  }
}
