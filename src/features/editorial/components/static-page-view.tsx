import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'

import type { Locale } from '@/i18n/locales'
import type { MetaKey } from '@/features/site/route-page'

import { getStaticPage } from '../queries'
import styles from './content.module.css'
import { PageIntro } from './page-intro'
import { RichText } from './rich-text'

/** A page whose text editors write in the CMS (key = route); until they do, its SEO copy stands in. */
export async function StaticPageView({ locale, cmsKey, meta, children }: {
  locale: Locale
  cmsKey: string
  meta: MetaKey
  children?: ReactNode
}) {
  const [content, t] = await Promise.all([getStaticPage(cmsKey, locale), getTranslations({ locale, namespace: 'Meta' })])
  return (
    <article className={styles.page}>
      <PageIntro title={content?.title ?? t(`${meta}.title`)} lead={content?.intro || t(`${meta}.description`)} />
      {children}
      <RichText data={content?.body ?? null} />
    </article>
  )
}
