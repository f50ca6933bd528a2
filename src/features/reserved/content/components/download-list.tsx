import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'

import { downloadHref, formatFileSize } from '../files'
import { listDownloads } from '../queries'

import styles from './reserved.module.css'
import prose from '@/core/prose.module.css'

/**
 * The reserved files: each one's name (the link), what it holds, its type and size, and its language when the page's
 * is not one it is written in (the ninth check from outside: the English page handed out Italian documents without a
 * word). The link leads to the guarded download route, which sends the file as an attachment to a logged-in customer
 * only.
 */
export async function DownloadList({ locale }: { locale: Locale }) {
  const [downloads, t] = await Promise.all([listDownloads(locale), getTranslations({ locale, namespace: 'Reserved' })])
  if (!downloads.length) return <p className={prose.empty}>{t('downloadsEmpty')}</p>
  return (
    <ul className={styles.entries}>
      {downloads.map((file) => {
        const facts = { type: file.type || t('file'), size: formatFileSize(file.bytes, locale) }
        const other = file.language === 'both' || file.language === locale ? null : file.language
        return (
          <li key={file.id} className={styles.entry}>
            <h2 className={styles.entryTitle}>
              <a href={downloadHref(file.code, locale)} download hrefLang={other ?? undefined}>
                {file.title}
              </a>
            </h2>
            {file.description ? <p className={styles.note}>{file.description}</p> : null}
            <p className={styles.facts}>
              {other ? t('fileFactsIn', { ...facts, language: t(`inLanguage.${other}`) }) : t('fileFacts', facts)}
            </p>
          </li>
        )
      })}
    </ul>
  )
}
