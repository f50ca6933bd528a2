import { getTranslations } from 'next-intl/server'

import { ArticleList, listArticles, ListingTabs } from '@/features/editorial'
import type { Locale } from '@/i18n/locales'

import { listBibliography } from '../queries'
import { reservedWineTabs } from '../sections'
import { BookList } from './book-list'
import { LatestSection } from './latest-section'

/** How many entries an overview shows of each list. */
const LATEST = 3

/** The lists an overview leads to: the section read, the list's page and title, its "all" link's label. */
const latestLists = {
  news: { section: 'reserved-news', href: '/reserved-area/news', meta: 'reservedNews', all: 'allNews' },
  training: {
    section: 'reserved-training',
    href: '/reserved-area/training',
    meta: 'reservedTraining',
    all: 'allTraining',
  },
  tips: {
    section: 'reserved-tips',
    href: '/reserved-area/the-wine/wine-list-tips',
    meta: 'reservedWineListTips',
    all: 'allTips',
  },
} as const

/** The newest few articles of one reserved list, under the list's title, with a link to the whole list. */
async function LatestArticles({ locale, list }: { locale: Locale; list: keyof typeof latestLists }) {
  const { section, href, meta, all } = latestLists[list]
  const [{ articles }, t, tMeta] = await Promise.all([
    listArticles(locale, section, { pageSize: LATEST }),
    getTranslations({ locale, namespace: 'Reserved' }),
    getTranslations({ locale, namespace: 'Meta' }),
  ])
  return (
    <LatestSection locale={locale} id={`latest-${list}`} title={tMeta(`${meta}.title`)} href={href} allLabel={t(all)}>
      <ArticleList locale={locale} articles={articles} headingLevel={3} />
    </LatestSection>
  )
}

/** The reserved home below its text: the latest news, training and wine-list tips, each leading to its list. */
export function ReservedHome({ locale }: { locale: Locale }) {
  return (
    <>
      <LatestArticles locale={locale} list="news" />
      <LatestArticles locale={locale} list="training" />
      <LatestArticles locale={locale} list="tips" />
    </>
  )
}

/** "The wine" below its text: its tabs, the latest tips and the first books of the bibliography. */
export async function TheWineOverview({ locale }: { locale: Locale }) {
  const [books, t, tMeta] = await Promise.all([
    listBibliography(locale, LATEST),
    getTranslations({ locale, namespace: 'Reserved' }),
    getTranslations({ locale, namespace: 'Meta' }),
  ])
  return (
    <>
      <ListingTabs locale={locale} tabs={reservedWineTabs} current="reservedTheWine" />
      <LatestArticles locale={locale} list="tips" />
      <LatestSection
        locale={locale}
        id="books"
        title={tMeta('reservedBibliography.title')}
        href="/reserved-area/the-wine/bibliography"
        allLabel={t('allBooks')}
      >
        <BookList locale={locale} books={books} headingLevel={3} />
      </LatestSection>
    </>
  )
}

/** The bibliography below its page's text: the tabs of "The wine" and every book. */
export async function BibliographyView({ locale }: { locale: Locale }) {
  const books = await listBibliography(locale)
  return (
    <>
      <ListingTabs locale={locale} tabs={reservedWineTabs} current="reservedBibliography" />
      <BookList locale={locale} books={books} />
    </>
  )
}
