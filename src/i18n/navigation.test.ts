// eslint-disable-next-line no-restricted-imports -- the reference the paths here are checked against, in a test only
import { createNavigation } from 'next-intl/navigation'
import { describe, expect, it } from 'vitest'

import { locales } from './locales'
import { getPathname, type Href } from './navigation'
import { internalPathnames } from './route-table'
import { routing } from './routing'

// next-intl reads the trailing-slash setting its Next plugin puts in the environment (next.config.ts: trailingSlash).
process.env._next_intl_trailing_slash = 'true'
const reference = createNavigation(routing)

/** Every route with a value for each of its parameters, plain and with letters a URL must encode. */
const hrefs: Href[] = internalPathnames.flatMap((pathname) => {
  const names = [...pathname.matchAll(/\[([^\]]+)\]/g)].map(([, name]) => name)
  if (names.length === 0) return [pathname as Href, { pathname, query: { q: 'rosso secco', page: '2' } } as Href]
  return ['glen-18', 'caffè-sospeso'].map(
    (value) => ({ pathname, params: Object.fromEntries(names.map((name) => [name, value])) }) as Href,
  )
})

/** next-intl leaves a prefixed home without its slash (`/en`), which the site then redirects to `/en/`. */
const withHomeSlash = (path: string) => path.replace(/^\/(\w\w)(\?|$)/, '/$1/$2')

describe('paths of the routes (decision 047)', () => {
  it("are next-intl's own, for every route in both languages (the English home with its slash)", () => {
    expect(hrefs.length).toBeGreaterThan(internalPathnames.length)
    for (const locale of locales) {
      for (const href of hrefs) {
        expect(getPathname({ href, locale }), JSON.stringify(href)).toBe(
          withHomeSlash(reference.getPathname({ href: href as never, locale })),
        )
      }
    }
    expect(getPathname({ href: '/', locale: 'en' })).toBe('/en/')
  })

  it('repeat a query value given as a list', () => {
    expect(getPathname({ href: { pathname: '/search', query: { q: ['a', 'b'] } }, locale: 'en' })).toBe(
      '/en/search/?q=a&q=b',
    )
  })
})
