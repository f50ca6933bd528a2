import { getTranslations } from 'next-intl/server'

import styles from '@/features/editorial/components/content.module.css'
import { PageIntro } from '@/features/editorial/components/page-intro'
import { PageAlternates } from '@/features/site/alternates.client'
import type { LocalizedHrefs } from '@/features/site/seo'
import type { Locale } from '@/i18n/locales'
import { Link } from '@/i18n/navigation'

import { type CatalogueDetail, listCatalogues } from '../queries'

export async function CatalogueListView({ locale }: { locale: Locale }) {
  const [catalogues, t] = await Promise.all([listCatalogues(locale), getTranslations({ locale, namespace: 'Meta' })])
  return (
    <section className={styles.page}>
      <PageIntro title={t('catalogues.title')} lead={t('catalogues.description')} />
      <ul className={styles.list}>
        {catalogues.map((c) => (
          <li key={c.slug}>
            <Link className={styles.card} href={{ pathname: '/catalogues/[catalogue]', params: { catalogue: c.slug } }}>
              <h2 className={styles.cardTitle}>{c.title}</h2>
              <p className={styles.meta}>{c.year}</p>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}

export function CatalogueView({ catalogue, hrefs }: { catalogue: CatalogueDetail; hrefs: LocalizedHrefs }) {
  return (
    <article className={styles.page}>
      <PageAlternates it={hrefs.it} en={hrefs.en} />
      <PageIntro eyebrow={catalogue.year ? String(catalogue.year) : undefined} title={catalogue.title} lead={catalogue.summary} />
    </article>
  )
}
