import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'
import { Link } from '@/i18n/navigation'

import { type AuthorSummary, listArticles, listAuthors } from '../queries'
import { ArticleList } from './article-views'
import styles from './content.module.css'
import { PageIntro } from './page-intro'

export async function AuthorListView({ locale }: { locale: Locale }) {
  const [authors, t] = await Promise.all([listAuthors(locale), getTranslations({ locale, namespace: 'Meta' })])
  return (
    <section className={styles.page}>
      <PageIntro title={t('blogAuthors.title')} lead={t('blogAuthors.description')} />
      <ul className={styles.list}>
        {authors.map((a) => (
          <li key={a.slug}>
            <Link className={styles.card} href={{ pathname: '/blog/authors/[slug]', params: { slug: a.slug } }}>
              <h2 className={styles.cardTitle}>{a.name}</h2>
              <p className={styles.meta}>{a.bio}</p>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}

export async function AuthorView({ locale, author }: { locale: Locale; author: AuthorSummary }) {
  const articles = await listArticles(locale, 'blog', [], author.slug)
  return (
    <article className={styles.page}>
      <PageIntro title={author.name} lead={author.bio} />
      <ArticleList locale={locale} section="blog" articles={articles} />
    </article>
  )
}
