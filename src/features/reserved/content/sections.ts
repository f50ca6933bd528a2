import type { MetaKey } from '@/core/route-page'
import type { ListingTab } from '@/features/editorial'
import type { ReservedSection } from '@/i18n/article-paths'
import type { StaticPathname } from '@/i18n/pathnames'

/** A listing of reserved articles: its page's SEO copy, the section it reads and the tags it keeps (any of them). */
export type ReservedList = { meta: MetaKey; section: ReservedSection; tags: string[]; tabs: ListingTab[] }

/** News and its three sub-lists. */
export const reservedNewsTabs: ListingTab[] = [
  { href: '/reserved-area/news', meta: 'reservedNews' },
  { href: '/reserved-area/news/from-company', meta: 'reservedNewsCompany' },
  { href: '/reserved-area/news/from-wine-world', meta: 'reservedNewsWorld' },
  { href: '/reserved-area/news/from-market', meta: 'reservedNewsMarket' },
]

/** Training and its three lists. */
export const reservedTrainingTabs: ListingTab[] = [
  { href: '/reserved-area/training', meta: 'reservedTraining' },
  { href: '/reserved-area/training/courses', meta: 'reservedCourses' },
  { href: '/reserved-area/training/maso-matonari', meta: 'reservedMasoMatonari' },
  { href: '/reserved-area/training/word-of-winemaker', meta: 'reservedWordOfWinemaker' },
]

/** The wine: the bibliography and the wine-list tips. */
export const reservedWineTabs: ListingTab[] = [
  { href: '/reserved-area/the-wine', meta: 'reservedTheWine' },
  { href: '/reserved-area/the-wine/bibliography', meta: 'reservedBibliography' },
  { href: '/reserved-area/the-wine/wine-list-tips', meta: 'reservedWineListTips' },
]

const list = (meta: MetaKey, section: ReservedSection, tags: string[], tabs: ListingTab[]): ReservedList => ({
  meta,
  section,
  tags,
  tabs,
})

/** Every listing of reserved articles by its route; the tags are those of the CMS (src/cms/collections/articles.ts). */
export const reservedLists = {
  '/reserved-area/news': list('reservedNews', 'reserved-news', [], reservedNewsTabs),
  '/reserved-area/news/from-company': list('reservedNewsCompany', 'reserved-news', ['fromCompany'], reservedNewsTabs),
  '/reserved-area/news/from-wine-world': list('reservedNewsWorld', 'reserved-news', ['fromWorld'], reservedNewsTabs),
  '/reserved-area/news/from-market': list('reservedNewsMarket', 'reserved-news', ['fromMarket'], reservedNewsTabs),
  '/reserved-area/training': list('reservedTraining', 'reserved-training', [], reservedTrainingTabs),
  '/reserved-area/training/courses': list('reservedCourses', 'reserved-training', ['courses'], reservedTrainingTabs),
  '/reserved-area/training/maso-matonari': list(
    'reservedMasoMatonari',
    'reserved-training',
    ['masoMatonari'],
    reservedTrainingTabs,
  ),
  '/reserved-area/training/word-of-winemaker': list(
    'reservedWordOfWinemaker',
    'reserved-training',
    ['wordOfWinemaker'],
    reservedTrainingTabs,
  ),
  '/reserved-area/the-wine/wine-list-tips': list('reservedWineListTips', 'reserved-tips', [], reservedWineTabs),
} as const satisfies Partial<Record<StaticPathname, ReservedList>>

export type ReservedListPathname = keyof typeof reservedLists
