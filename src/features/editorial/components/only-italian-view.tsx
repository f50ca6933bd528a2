import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'
import { Link } from '@/i18n/navigation'

import styles from './content.module.css'
import { PageIntro } from './page-intro'

/** `/en/candidati/`: the job form exists in Italian only (spec §8). */
export async function OnlyItalianView({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Contacts' })
  return (
    <section className={styles.page}>
      <PageIntro title={t('onlyItalian')} />
      <p>
        <Link href="/candidates" locale="it" hrefLang="it" lang="it">
          {t('openItalian')}
        </Link>
      </p>
    </section>
  )
}
