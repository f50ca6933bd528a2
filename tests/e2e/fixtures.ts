import { expect, test as base } from '@playwright/test'

import en from '../../messages/en.json' with { type: 'json' }
import it from '../../messages/it.json' with { type: 'json' }

type Locale = 'it' | 'en'
/** The interface messages of one language. */
export type Messages = typeof it

/** Each journey runs once per project (it, en): `locale` and its interface messages come from the project. */
export const test = base.extend<{ locale: Locale; t: Messages }>({
  locale: async ({}, use, testInfo) => use((testInfo.project.metadata.locale as Locale) ?? 'it'),
  t: async ({ locale }, use) => use(locale === 'it' ? it : en),
})

export { expect }

/** Real paths of the demo seed, per language. */
export const paths = {
  home: { it: '/', en: '/en/' },
  products: { it: '/prodotti/', en: '/en/products/' },
  producers: { it: '/produttori/', en: '/en/producers/' },
  philosophy: { it: '/filosofia/', en: '/en/philosophy/' },
  why: { it: '/perche-vinea/', en: '/en/why-vinea/' },
  events: { it: '/news-eventi/', en: '/en/news-eventi/' },
  /** An article of the events' first page, whose slug differs per language. */
  eventArticle: {
    it: '/news-eventi/articolo/consegne-di-natale-2026/',
    en: '/en/news-eventi/articolo/christmas-deliveries-2026/',
  },
  blog: { it: '/blog/', en: '/en/blog/' },
  sheet: { it: '/prodotti/scheda/glen-corran-18-anni-v0008/', en: '/en/products/sheet/glen-corran-18-year-old-v0008/' },
  scotch: { it: '/prodotti/tipologia/scotch-whisky/', en: '/en/products/type/scotch-whisky/' },
} as const
