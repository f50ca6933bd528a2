import { getTranslations } from 'next-intl/server'

import { RichText } from '@/core/rich-text'
import { documentHref } from '@/i18n/catalogue-paths'
import { Link } from '@/i18n/link'
import type { Locale } from '@/i18n/locales'

import { listProjects, type ProjectDetail, type ProjectSummary } from '../queries'
import { ProductGrid } from './product-grid'
import { ProjectEmblem } from './stamps'

import styles from './catalogue-views.module.css'
import buttons from '@/components/ui/button.module.css'

/** How many of the collection's products a project's page shows before the link to the whole collection. */
const PREVIEW = 4

function ProjectVisual({ project, large = false }: { project: ProjectSummary; large?: boolean }) {
  if (project.cover) {
    return (
      <picture>
        <source media="(min-width: 1000px)" srcSet={`${project.cover.card} 1x, ${project.cover.card2x} 2x`} />
        <img
          src={project.cover.small}
          srcSet={`${project.cover.small} 1x, ${project.cover.card} 2x`}
          width={300}
          height={366}
          alt=""
          loading={large ? 'eager' : 'lazy'}
        />
      </picture>
    )
  }
  return <ProjectEmblem code={project.code} size={large ? 200 : 132} />
}

/** The special projects: one tile each, to the project and to its collection. */
export async function ProjectListView({ locale }: { locale: Locale }) {
  const [projects, meta, t] = await Promise.all([
    listProjects(locale),
    getTranslations({ locale, namespace: 'Meta' }),
    getTranslations({ locale, namespace: 'Projects' }),
  ])
  return (
    <section className={styles.page}>
      <header className={styles.intro}>
        <h1 className={styles.title}>{meta('ourProjects.title')}</h1>
        <p className={styles.lead}>{meta('ourProjects.description')}</p>
      </header>
      <ul className={styles.tiles} data-columns="4">
        {projects.map((p) => (
          <li key={p.code}>
            <article className={styles.tile}>
              <div className={styles.tileMedia}>
                <ProjectVisual project={p} />
              </div>
              <div className={styles.tileBody}>
                <p className={styles.tileMeta}>{t('eyebrow')}</p>
                <h2 className={styles.tileTitle}>
                  <Link locale={locale} href={documentHref('project', p.slug)}>
                    {p.title}
                  </Link>
                </h2>
                {p.summary ? <p className={styles.tileText}>{p.summary}</p> : null}
                <p className={styles.tileActions}>
                  <Link locale={locale} className={styles.textLink} href={documentHref('projectCollection', p.slug)}>
                    {t('viewCollection')}
                  </Link>
                </p>
              </div>
            </article>
          </li>
        ))}
      </ul>
    </section>
  )
}

/** A project: its story and a glimpse of its collection; or, with `collection`, the whole collection. */
export async function ProjectView({
  locale,
  project,
  collection,
}: {
  locale: Locale
  project: ProjectDetail
  collection: boolean
}) {
  const t = await getTranslations({ locale, namespace: 'Projects' })
  const projectHref = documentHref('project', project.slug)
  const collectionHref = documentHref('projectCollection', project.slug)

  if (collection) {
    return (
      <article className={styles.page}>
        <p className={styles.back}>
          <Link locale={locale} href={projectHref}>
            ← {t('backToProject')}
          </Link>
        </p>
        <header className={styles.intro}>
          <p className={styles.eyebrow}>{t('collection')}</p>
          <h1 className={styles.title}>{t('collectionOf', { title: project.title })}</h1>
          {project.summary ? <p className={styles.lead}>{project.summary}</p> : null}
          <p className={styles.count}>{t('productsCount', { count: project.products.length })}</p>
        </header>
        {project.products.length ? (
          <ProductGrid locale={locale} cards={project.products} />
        ) : (
          <p className={styles.empty}>{t('empty')}</p>
        )}
      </article>
    )
  }

  return (
    <article className={styles.page}>
      <div className={styles.feature}>
        <div className={project.cover ? styles.featureMedia : styles.featureEmblem}>
          <ProjectVisual project={project} large />
        </div>
        <div>
          <header className={styles.intro}>
            <p className={styles.eyebrow}>
              <Link locale={locale} href="/our-projects">
                {t('eyebrow')}
              </Link>
            </p>
            <h1 className={`${styles.title} ${styles.featureTitle}`}>{project.title}</h1>
            {project.summary ? <p className={styles.lead}>{project.summary}</p> : null}
          </header>
          {project.body ? (
            <div className={styles.prose}>
              <RichText data={project.body} />
            </div>
          ) : null}
          <p className={styles.actions}>
            <Link locale={locale} className={buttons.button} href={collectionHref}>
              {t('viewCollection')}
            </Link>
            <span className={styles.fileInfo}>{t('productsCount', { count: project.products.length })}</span>
          </p>
        </div>
      </div>

      {project.products.length ? (
        <section className={styles.section} aria-labelledby="project-collection">
          <div className={styles.sectionHead}>
            <h2 id="project-collection" className={styles.sectionTitle}>
              {t('fromCollection')}
            </h2>
            <Link locale={locale} className={styles.textLink} href={collectionHref}>
              {t('viewCollection')}
            </Link>
          </div>
          <ProductGrid locale={locale} cards={project.products.slice(0, PREVIEW)} headingLevel={3} />
        </section>
      ) : null}
    </article>
  )
}
