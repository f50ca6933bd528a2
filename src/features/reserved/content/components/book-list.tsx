import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'

import type { Book } from '../queries'

import styles from './reserved.module.css'
import prose from '@/core/prose.module.css'

/** Books of the bibliography: title, authors, publisher and year, the editors' note. */
export async function BookList({
  locale,
  books,
  headingLevel = 2,
}: {
  locale: Locale
  books: Book[]
  headingLevel?: 2 | 3
}) {
  const t = await getTranslations({ locale, namespace: 'Reserved' })
  if (!books.length) return <p className={prose.empty}>{t('bibliographyEmpty')}</p>
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <ul className={styles.entries}>
      {books.map((book) => (
        <li key={book.id} className={styles.entry}>
          <Heading className={styles.entryTitle}>
            <cite>{book.title}</cite>
          </Heading>
          <p className={styles.facts}>
            {[book.authors, book.publisher, book.year ? String(book.year) : ''].filter(Boolean).join(' · ')}
          </p>
          {book.note ? <p className={styles.note}>{book.note}</p> : null}
        </li>
      ))}
    </ul>
  )
}
