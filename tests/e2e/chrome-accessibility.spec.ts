import { seriousViolations } from '../support/axe'
import { visitorCookies } from '../support/browser'
import { expect, paths, test } from './fixtures'

/**
 * Issue 13, "How it is checked": axe-core on every page type with the chrome open over it, no serious or critical
 * violation. Gate answered: the cookie banner asking and the site banner in its corner, on every page type. First
 * visit: the age gate, the same dialog on every page with the page behind it inert, over a page of each layout (the
 * site's, a sheet's, the not-found page's) and the cookie policy, readable without answering it. (The site overlay's
 * own check is in site-overlay.spec.ts: it opens on the third page only. editorial.spec.ts and contacts.spec.ts check
 * the other pages of their sections, without the chrome.)
 */
const base = process.env.TEST_BASE_URL ?? 'http://localhost:3000'
const pageTypes = {
  home: paths.home,
  listing: paths.products,
  'filtered listing': paths.scotch,
  sheet: paths.sheet,
  producers: paths.producers,
  producer: { it: '/produttori/produttore/maison-delaunay/', en: '/en/producers/producer/maison-delaunay/' },
  blog: paths.blog,
  article: { it: '/blog/il-ritorno-del-vermouth/', en: '/en/blog/vermouth-returns-to-the-bar/' },
  'news and events': paths.events,
  'company page': paths.philosophy,
  contacts: { it: '/contatti/', en: '/en/contacts/' },
  'cookie policy': { it: '/cookie-policy/', en: '/en/cookie-policy/' },
  'not found': { it: '/pagina-che-non-esiste/', en: '/en/no-such-page/' },
} as const

type PageType = keyof typeof pageTypes

const states: Record<string, { cookies: ReturnType<typeof visitorCookies>; types: PageType[] }> = {
  'the age gate open': { cookies: [], types: ['home', 'sheet', 'not found', 'cookie policy'] },
  'the cookie banner and the site banner open': {
    cookies: visitorCookies(base, ['adult', 'overlaySeen']),
    types: Object.keys(pageTypes) as PageType[],
  },
}

test.use({ storageState: { cookies: [], origins: [] } })

for (const [state, { cookies, types }] of Object.entries(states)) {
  test(`page types with ${state}`, async ({ page, context, locale }) => {
    test.setTimeout(240_000)
    await context.addCookies([...cookies])
    const problems: string[] = []
    for (const type of types) {
      await page.goto(pageTypes[type][locale])
      if (cookies.length) await expect(page.locator('#cc-main .cm')).toBeVisible()
      // The cookie policy is readable without answering the gate (issue 13, item 1).
      else if (type !== 'cookie policy') await expect(page.locator('[data-age-gate]')).toBeVisible()
      // Checked once the chrome has faded in (half-faded text has less contrast than it will have).
      await page.waitForTimeout(800)
      for (const problem of await seriousViolations(page)) problems.push(`${type}: ${problem}`)
    }
    expect(problems).toEqual([])
  })
}
