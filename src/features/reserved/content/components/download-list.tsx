import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'

import { downloadHref, formatFileSize } from '../files'
import { listDownloads } from '../queries'

import styles from './reserved.module.css'
import prose from '@/core/prose.module.css'

/**
 * The reserved files: each one's name (the link), what it holds, its type and size. The link leads to the
 * guarded download route, which sends the file as an attachment to a logged-in customer only.
 */
export async function DownloadList({ locale }: { locale: Locale }) {
  const [downloads, t] = await Promise.all([listDownloads(locale), getTranslations({ locale, namespace: 'Reserved' })])
  if (!downloads.length) return <p className={prose.empty}>{t('downloadsEmpty')}</p>
  return (
    <ul className={styles.entries}>
      {downloads.map((file) => (
        <li key={file.id} className={styles.entry}>
          <h2 className={styles.entryTitle}>
            <a href={downloadHref(file.code, locale)} download>
              {file.title}
            </a>
          </h2>
          {file.description ? <p className={styles.note}>{file.description}</p> : null}
          <p className={styles.facts}>
            {t('fileFacts', { type: file.type || t('file'), size: formatFileSize(file.bytes, locale) })}
          </p>
        </li>
      ))}
    </ul>
  )
}
