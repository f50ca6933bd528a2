import { getLocale, getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'

import { PageIntro } from '@/core/page-intro'
import { Link } from '@/i18n/link'
import { asLocale, type Locale } from '@/i18n/locales'

import prose from '@/core/prose.module.css'

/**
 * The links every error page offers (spec §2): products, projects and collections, home; `first` before them,
 * `home` in place of the home link's own label.
 */
export async function RecoveryLinks({ locale, first, home }: { locale: Locale; first?: ReactNode; home?: string }) {
  const t = await getTranslations({ locale, namespace: 'NotFound' })
  return (
    <ul className={prose.links}>
      {first ? <li>{first}</li> : null}
      <li>
        <Link locale={locale} href="/products">
          {t('products')}
        </Link>
      </li>
      <li>
        <Link locale={locale} href="/our-projects">
          {t('projects')}
        </Link>
      </li>
      <li>
        <Link locale={locale} href="/">
          {home ?? t('home')}
        </Link>
      </li>
    </ul>
  )
}

/** An unknown route: status 404, the localized text, links to products, projects and home. */
export async function NotFoundView() {
  const locale = asLocale(await getLocale())
  const t = await getTranslations({ locale, namespace: 'NotFound' })
  return (
    <section className={prose.page}>
      <p className={prose.eyebrow}>{t('title')}</p>
      <PageIntro title={t('text')} lead={t('lead')} />
      <RecoveryLinks locale={locale} />
    </section>
  )
}
