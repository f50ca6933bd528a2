import type { MetaKey } from '@/core/route-page'
import type { StaticPathname } from '@/i18n/pathnames'

export type ListingTab = { href: StaticPathname; meta: MetaKey }

/** News and events tabs, all children of `/news-eventi/`; labels are the pages' titles. */
export const newsTabs: ListingTab[] = [
  { href: '/news-events', meta: 'newsEvents' },
  { href: '/news-events/events', meta: 'newsEventsEvents' },
  { href: '/news-events/producer-news', meta: 'newsEventsProducers' },
  { href: '/news-events/company-news', meta: 'newsEventsCompany' },
]

/** Press reviews and their three sub-lists. */
export const pressTabs: ListingTab[] = [
  { href: '/press-reviews', meta: 'pressReviews' },
  { href: '/press-reviews/about-us', meta: 'pressAboutUs' },
  { href: '/press-reviews/about-our-cellars', meta: 'pressAboutCellars' },
  { href: '/press-reviews/food-and-wine-stories', meta: 'pressFoodWine' },
]
