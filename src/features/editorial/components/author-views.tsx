import { getTranslations } from 'next-intl/server'

import { VisuallyHidden } from '@/components/ui/visually-hidden'
import { CoverPicture } from '@/core/cover-picture'
import { PageIntro } from '@/core/page-intro'
import { Pagination } from '@/core/pagination'
import { Link } from '@/i18n/link'
import type { Locale } from '@/i18n/locales'

import { type AuthorSummary, listArticles, listAuthors, type SocialLink } from '../queries'
import { ArticleList } from './article-list'

import styles from './articles.module.css'
import prose from '@/core/prose.module.css'

async function SocialLinks({ locale, author }: { locale: Locale; author: AuthorSummary }) {
  if (!author.social.length) return null
  const t = await getTranslations({ locale, namespace: 'Editorial' })
  const label = (link: SocialLink) => t(`social.${link.network}`)
  return (
    <ul className={styles.social} aria-label={t('follow', { name: author.name })}>
      {author.social.map((link) => (
        <li key={link.network}>
          <a href={link.url} rel="noopener noreferrer me" target="_blank">
            {label(link)}
            <VisuallyHidden> {t('newWindow')}</VisuallyHidden>
          </a>
        </li>
      ))}
    </ul>
  )
}

export async function AuthorListView({ locale }: { locale: Locale }) {
  const [authors, t, tEditorial] = await Promise.all([
    listAuthors(locale),
    getTranslations({ locale, namespace: 'Meta' }),
    getTranslations({ locale, namespace: 'Editorial' }),
  ])
  return (
    <section className={prose.page}>
      <PageIntro title={t('blogAuthors.title')} lead={t('blogAuthors.description')} />
      <ul className={styles.list}>
        {authors.map((a) => (
          <li key={a.slug}>
            <Link
              locale={locale}
              className={styles.card}
              href={{ pathname: '/blog/authors/[slug]', params: { slug: a.slug } }}
            >
              <p className={prose.eyebrow}>{tEditorial('articleCount', { count: a.articleCount })}</p>
              <h2 className={styles.cardTitle}>{a.name}</h2>
              <p className={styles.place}>{a.role}</p>
              <p className={styles.meta}>{a.bio}</p>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}

/** An author's page: the article count, social follow links and their articles. */
export async function AuthorView({
  locale,
  author,
  page = 1,
  basePath,
}: {
  locale: Locale
  author: AuthorSummary
  page?: number
  basePath: string
}) {
  const [result, t] = await Promise.all([
    listArticles(locale, 'blog', { authorId: author.id, page }),
    getTranslations({ locale, namespace: 'Editorial' }),
  ])
  return (
    <article className={prose.page}>
      <PageIntro eyebrow={author.role} title={author.name} lead={author.bio}>
        {author.portrait ? <CoverPicture image={author.portrait} sizes="8rem" className={styles.portrait} /> : null}
        <p className={styles.byline}>
          <span data-testid="article-count">{t('articleCount', { count: author.articleCount })}</span>
        </p>
        <SocialLinks locale={locale} author={author} />
      </PageIntro>
      <h2 className={prose.sectionTitle}>{t('articlesBy', { name: author.name })}</h2>
      <ArticleList locale={locale} articles={result.articles} headingLevel={3} />
      <Pagination locale={locale} page={result.page} totalPages={result.totalPages} basePath={basePath} />
      <p className={prose.links}>
        <Link locale={locale} href="/blog/authors">
          {t('allAuthors')}
        </Link>
        <Link locale={locale} href="/blog">
          {t('backToBlog')}
        </Link>
      </p>
    </article>
  )
}
