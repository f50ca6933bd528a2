import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'

import { RecoveryLinks } from './not-found-view'

import prose from '@/core/prose.module.css'

/**
 * A page that failed on the server (spec §8, "route error": its status, 500 by default), as HTML: the text, a
 * way to try again (the same address), and the links of spec §2 to products, projects and home.
 */
export async function ServerErrorView({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Error' })
  return (
    <section className={prose.page} role="alert">
      <p className={prose.eyebrow}>500</p>
      <h1 className={prose.title}>{t('title', { status: 500 })}</h1>
      <p className={prose.lead}>{t('text')}</p>
      {/* The address that failed: this page is served in its place. */}
      <RecoveryLinks locale={locale} first={<a href="">{t('retry')}</a>} home={t('backHome')} />
    </section>
  )
}
