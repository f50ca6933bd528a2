import { getTranslations } from 'next-intl/server'

import styles from '@/features/editorial/components/content.module.css'
import { PageIntro } from '@/features/editorial/components/page-intro'
import { PageAlternates } from '@/features/site/alternates.client'
import type { LocalizedHrefs } from '@/features/site/seo'
import type { Locale } from '@/i18n/locales'
import { Link } from '@/i18n/navigation'

import { listProjects, type ProjectDetail } from '../queries'
import { ProductGrid } from './product-grid'

export async function ProjectListView({ locale }: { locale: Locale }) {
  const [projects, t] = await Promise.all([listProjects(locale), getTranslations({ locale, namespace: 'Meta' })])
  return (
    <section className={styles.page}>
      <PageIntro title={t('ourProjects.title')} lead={t('ourProjects.description')} />
      <ul className={styles.list}>
        {projects.map((p) => (
          <li key={p.code}>
            <Link className={styles.card} href={{ pathname: '/our-projects/[project]', params: { project: p.slug } }}>
              <h2 className={styles.cardTitle}>{p.title}</h2>
              <p className={styles.meta}>{p.summary}</p>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}

export async function ProjectView({ locale, project, hrefs, collection }: {
  locale: Locale
  project: ProjectDetail
  hrefs: LocalizedHrefs
  collection: boolean
}) {
  const t = await getTranslations({ locale, namespace: 'Listing' })
  return (
    <article className={styles.page}>
      <PageAlternates it={hrefs.it} en={hrefs.en} />
      <PageIntro eyebrow={collection ? t('collection') : undefined} title={project.title} lead={project.summary} />
      {collection ? (
        <ProductGrid locale={locale} cards={project.products.map((p) => ({ ...p, producer: '' }))} />
      ) : (
        <p>
          <Link href={{ pathname: '/our-projects/[project]/collection', params: { project: project.slug } }}>
            {t('viewCollection')}
          </Link>
        </p>
      )}
    </article>
  )
}
