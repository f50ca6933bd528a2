import { getTranslations } from 'next-intl/server'

import { PageIntro } from '@/core/page-intro'
import type { Locale } from '@/i18n/locales'
import { getPathname } from '@/i18n/navigation'

import prose from '@/core/prose.module.css'

/** `/en/candidati/`: the job form exists in Italian only; in English this page says so. */
export async function OnlyItalianView({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Contacts' })
  return (
    <section className={prose.page}>
      <PageIntro title={t('onlyItalian')} />
      <p>
        {/* A plain link: the site's Link adds the /it prefix when it changes language, which only redirects. Its text
            is in the page's language (`hrefLang` names the target's), so no `lang` of its own. */}
        <a href={getPathname({ href: '/candidates', locale: 'it' })} hrefLang="it">
          {t('openItalian')}
        </a>
      </p>
    </section>
  )
}
