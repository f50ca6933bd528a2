import { getLocale, getTranslations } from 'next-intl/server'

import { PageIntro } from '@/core/page-intro'
import { asLocale } from '@/i18n/locales'
import { Link } from '@/i18n/navigation'

import prose from '@/core/prose.module.css'

/** An unknown route: status 404, the localized text, links to products, projects and home. */
export async function NotFoundView() {
  const locale = asLocale(await getLocale())
  const t = await getTranslations({ locale, namespace: 'NotFound' })
  return (
    <section className={prose.page}>
      <p className={prose.eyebrow}>{t('title')}</p>
      <PageIntro title={t('text')} lead={t('lead')} />
      <ul className={prose.links}>
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
