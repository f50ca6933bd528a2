import { draftMode } from 'next/headers'
import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'

import { UntranslatedNotice } from '@/components/ui/untranslated-notice'
import { PageIntro } from '@/core/page-intro'
import { RichText } from '@/core/rich-text'
import type { MetaKey } from '@/core/route-page'
import { langUnlessPage, type Locale } from '@/i18n/locales'

import { getSalesConditionsPdf, getStaticPage, getStaticPagePreview, type PageContent } from '../queries'
import { localFormatter } from './article-dates'
import { PageBlocks } from './page-blocks'

import styles from './articles.module.css'
import buttons from '@/components/ui/button.module.css'
import prose from '@/core/prose.module.css'

/**
 * A page whose text editors write in the CMS (key = route); until they do, its SEO copy stands in. `children`
 * come between the intro and the text, `after` below the text (the reserved area's lists). In draft mode an editor
 * sees the latest draft (decision 011), in the admin's live preview too (decision 033).
 */
export async function StaticPageView({
  locale,
  cmsKey,
  meta,
  children,
  after,
}: {
  locale: Locale
  cmsKey: string
  meta: MetaKey
  children?: ReactNode
  after?: ReactNode
}) {
  const read = (await draftMode()).isEnabled ? getStaticPagePreview : getStaticPage
  const [content, t] = await Promise.all([read(cmsKey, locale), getTranslations({ locale, namespace: 'Meta' })])
  return (
    <CmsPageView
      locale={locale}
      content={content}
      standIn={{ title: t(`${meta}.title`), lead: t(`${meta}.description`) }}
      after={after}
    >
      {children}
    </CmsPageView>
  )
}

/**
 * A page written in the CMS: its intro, text and blocks, `standIn`'s title and lead where it has none. Until its
 * English is written, the English site shows its Italian (the fallback, spec §9): its texts are then marked Italian,
 * and a notice says so (the sixteenth check from outside).
 */
export async function CmsPageView({
  locale,
  content,
  standIn,
  children,
  after,
}: {
  locale: Locale
  content: PageContent | null
  standIn?: { title: string; lead: string }
  children?: ReactNode
  after?: ReactNode
}) {
  const t = await getTranslations({ locale, namespace: 'Editorial' })
  const foreign = content ? langUnlessPage(content.writtenIn, locale) : undefined
  return (
    <article className={prose.page}>
      <PageIntro
        title={content?.title ?? standIn?.title ?? ''}
        lead={content?.intro || standIn?.lead}
        lang={foreign}
        leadLang={content?.intro ? foreign : undefined}
      >
        {foreign ? <UntranslatedNotice>{t('pageWrittenInItalian')}</UntranslatedNotice> : null}
      </PageIntro>
      {children}
      <RichText data={content?.body ?? null} locale={locale} writtenIn={content?.writtenIn} />
      <PageBlocks locale={locale} blocks={content?.blocks ?? []} writtenIn={content?.writtenIn} />
      {after}
    </article>
  )
}

/** The sales conditions' one-page simplified PDF, offered above the full text. */
export async function SalesConditionsDownload({ locale }: { locale: Locale }) {
  const [file, t, format] = await Promise.all([
    getSalesConditionsPdf(locale),
    getTranslations({ locale, namespace: 'Editorial' }),
    localFormatter(locale),
  ])
  if (!file) return null
  const size = format.number(file.bytes / 1024, { maximumFractionDigits: 0 }) + ' KB'
  return (
    <p className={styles.download}>
      <a className={buttons.buttonGhost} href={file.url} download={file.filename} type="application/pdf">
        {t('downloadConditions', { size })}
      </a>
    </p>
  )
}
