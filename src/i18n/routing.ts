import { defineRouting } from 'next-intl/routing'

import { defaultLocale, locales } from './locales'
import { pathnames } from './pathnames'

export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: 'as-needed',
  // Browser-language detection is off; no cookie either, so a URL always means one language.
  localeDetection: false,
  localeCookie: false,
  // hreflang is emitted per page from the localized slugs (see features/site/seo.ts).
  alternateLinks: false,
  pathnames,
})
