import { getLocale, getTranslations } from 'next-intl/server'

import styles from '@/features/editorial/components/content.module.css'
import { PageIntro } from '@/features/editorial/components/page-intro'
import { asLocale } from '@/i18n/locales'
import { Link } from '@/i18n/navigation'

/** Spec §8, unknown route: status 404, the localized text, links to products, projects and home. */
export async function NotFoundView() {
  const locale = asLocale(await getLocale())
  const t = await getTranslations({ locale, namespace: 'NotFound' })
  return (
    <section className={styles.page}>
      <p className={styles.eyebrow}>{t('title')}</p>
      <PageIntro title={t('text')} lead={t('lead')} />
      <ul className={styles.links}>
        <li>
          <Link href="/products">{t('products')}</Link>
        </li>
        <li>
          <Link href="/our-projects">{t('projects')}</Link>
        </li>
        <li>
          <Link href="/">{t('home')}</Link>
        </li>
      </ul>
    </section>
  )
}
