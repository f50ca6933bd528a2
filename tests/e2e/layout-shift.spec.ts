import type { Page } from '@playwright/test'

import { visitorCookies } from '../support/browser'
import { expect, paths, test } from './fixtures'

/**
 * Issue 13, item 7: no part of the chrome (age gate, cookie banner, site banner, overlay, header) moves the page. The
 * browser's own layout-shift entries (what Lighthouse adds up as CLS) are summed from the first paint, on a phone and
 * on a wide screen, with the age gate unanswered, answered with the cookie banner asking, and everything answered.
 * bench/lighthouse.mjs measures the same pages with Lighthouse itself.
 */
const base = process.env.TEST_BASE_URL ?? 'http://localhost:3000'
const states = {
  'gate unanswered': [],
  'gate answered, cookie banner asking': visitorCookies(base, ['adult', 'overlaySeen']),
  'everything answered': visitorCookies(base, ['adult', 'consentRefused', 'overlaySeen']),
} as const

test.use({ storageState: { cookies: [], origins: [] } })

/** The layout shifts not caused by the visitor's input, from the first paint on. */
async function layoutShift(page: Page): Promise<{ total: number; sources: string[] }> {
  return page.evaluate(
    () =>
      new Promise((resolve) => {
        let total = 0
        const sources: string[] = []
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number
            hadRecentInput: boolean
            sources?: { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[]
          })[]) {
            if (entry.hadRecentInput) continue
            total += entry.value
            for (const source of entry.sources ?? []) {
              const node = source.node as Element | null | undefined
              const rect = (r: DOMRectReadOnly) => `${r.x},${r.y} ${r.width}×${r.height}`
              sources.push(
                `${node?.outerHTML?.slice(0, 120) ?? String(node?.nodeName)} at ${Math.round(entry.startTime)} ms` +
                  ` from ${rect(source.previousRect)} to ${rect(source.currentRect)}` +
                  ` (viewport ${innerWidth}×${innerHeight}, page ${document.documentElement.clientWidth} wide)`,
              )
            }
          }
        }).observe({ type: 'layout-shift', buffered: true })
        // Long enough for the gate's answer, the cookie banner, the site banner and the fonts.
        setTimeout(() => resolve({ total, sources }), 3_000)
      }),
  )
}

for (const [viewport, size] of [
  ['phone', { width: 390, height: 844 }],
  ['wide screen', { width: 1366, height: 900 }],
] as const) {
  for (const [state, cookies] of Object.entries(states)) {
    test(`no layout shift on home, listing and sheet: ${viewport}, ${state}`, async ({ page, context, locale }) => {
      await page.setViewportSize(size)
      await context.addCookies([...cookies])
      // The fonts in the browser's cache first, as on every page after a visitor's first: a cold font arriving during
      // the first 100 ms can still reflow text on a loaded machine (decision 026); bench/lighthouse.mjs measures the
      // cold first load.
      await page.goto(locale === 'it' ? '/cookie-policy/' : '/en/cookie-policy/')
      await page.evaluate(() => document.fonts.ready.then(() => true))
      for (const path of [paths.home[locale], paths.products[locale], paths.sheet[locale]]) {
        await page.goto(path)
        const shift = await layoutShift(page)
        expect(shift, `${path}: ${shift.sources.join(' | ')}`).toEqual({ total: 0, sources: [] })
      }
    })
  }
}

/**
 * What the browser paints when its parser stops inside the large menu's links (as Chromium did on a slow machine, the
 * rest of the page not yet arrived), on a wide screen: the home page's HTML cut there. The bar shows only its brand,
 * so nothing in it moves when the menu's other items, the search and the language switcher arrive (the main menu
 * jumped 660 px left when they did); with the whole page, every part shows.
 */
test("a header parsed up to the large menu's links shows only its brand", async ({ page, context, locale, t }) => {
  // The gate answered: while it asks, the page under it is hidden (the age gate's stylesheet), header included.
  await context.addCookies(visitorCookies(base, ['adult']))
  await page.setViewportSize({ width: 1366, height: 900 })
  const html = await (await page.request.get(paths.home[locale])).text()
  const panel = html.indexOf('_panel"')
  expect(panel).toBeGreaterThan(0)
  const cut = html.indexOf('<li', html.indexOf('<li', panel) + 1)
  expect(cut).toBeGreaterThan(panel)
  await page.route(paths.home[locale], (route) =>
    route.fulfill({ contentType: 'text/html; charset=utf-8', body: html.slice(0, cut) }),
  )
  const banner = page.getByRole('banner')
  const mainNav = banner.getByRole('navigation', { name: t.Header.mainNavigation })
  const toggle = banner.getByRole('button', { name: t.Header.productTypes })
  await page.goto(paths.home[locale])
  await expect(banner.getByRole('link').first()).toBeVisible()
  await expect(mainNav).toBeHidden()
  await expect(toggle).toBeHidden()

  await page.unroute(paths.home[locale])
  await page.goto(paths.home[locale])
  await expect(mainNav).toBeVisible()
  await expect(toggle).toBeVisible()
  await expect(banner.getByRole('button', { name: t.Search.toggle })).toBeVisible()
})
