import { bench, describe } from 'vitest'

import { legacyRedirectTarget } from '@/i18n/legacy-redirects'
import { matchPublicPath } from '@/i18n/route-table'

// The proxy runs these on every page request: their cost is the routing overhead of each request.
const paths = [
  '/',
  '/prodotti/',
  '/en/products/sheet/glen-corran-18-year-old-v0008/',
  '/prodotti/tipologia/whisky/',
  '/reserved-area/il-vino/consigli-carta-dei-vini/la-carta-perfetta/',
  '/una-landing/',
  '/a/b/c/d/',
]

describe('proxy routing', () => {
  bench('matchPublicPath × 7 paths', () => {
    for (const path of paths) matchPublicPath(path)
  })
  bench('legacyRedirectTarget × 7 paths', () => {
    for (const path of paths) legacyRedirectTarget(path)
  })
})
