import { draftMode } from 'next/headers'
import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'
import { PREVIEW_EXIT_PATH } from '@/lib/preview'

import { LiveRefreshLoader } from './live-refresh-loader.client'

import styles from './preview-banner.module.css'

/**
 * On every page while draft mode is on (an editor's preview, decision 011), so nobody mistakes a draft for the
 * published page, with the way out, and the admin's live preview's refresh on save (decision 033). Outside draft
 * mode it renders nothing and keeps pages static.
 */
export async function PreviewBanner({ locale }: { locale: Locale }) {
  if (!(await draftMode()).isEnabled) return null
  const t = await getTranslations({ locale, namespace: 'Preview' })
  return (
    <aside className={styles.banner} aria-label={t('title')} data-preview-banner="">
      <p className={styles.text}>
        <strong className={styles.title}>{t('title')}</strong> <span>{t('note')}</span>
      </p>
      {/* A route handler, not a page: a full navigation, so a plain link (it returns to this page). */}
      <a className={styles.exit} href={PREVIEW_EXIT_PATH}>
        {t('exit')}
      </a>
      <LiveRefreshLoader />
    </aside>
  )
}
