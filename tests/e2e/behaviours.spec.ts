import { expect, paths, test } from './fixtures'

test.describe('on every page change: connection status, scroll to top, chunk reload', () => {
  test('tracks and shows offline and online status', async ({ page, context, locale, t }) => {
    // Offline only once the page has every part it loads at the start: twice in full runs a part whose request going
    // offline cut off failed with a ChunkLoadError, and the page was loaded anew once back online, the status it had
    // shown with it (the list below named the error and the loads). A visitor offline that early gets the page
    // reloaded once back online, by design: the chunk-reload guard (chunk-reload.client.ts).
    await page.goto(paths.home[locale], { waitUntil: 'networkidle' })
    // Should the status still go, the failure names the loads and the page's errors since going offline.
    const seen: string[] = []
    page.on('framenavigated', (frame) => frame === page.mainFrame() && seen.push(`load ${frame.url()}`))
    page.on('pageerror', (error) => seen.push(`error ${error.name}: ${error.message}`))
    page.on('console', (message) => message.type() === 'error' && seen.push(`console ${message.text()}`))
    await context.setOffline(true)
    await expect(page.getByRole('status').filter({ hasText: t.Status.offline })).toBeVisible()
    await context.setOffline(false)
    await expect(page.getByRole('status').filter({ hasText: t.Status.online }))
      .toBeVisible()
      .catch((error: Error) => {
        throw new Error(`${error.message}\nSince going offline:\n${seen.join('\n') || '(nothing)'}`)
      })
  })

  // The eleventh check from outside: on a phone, "Sei offline" covered half of the site banner. The note stands above
  // the banner, at its full size and once shrunk, and above the contacts button.
  test('on a phone, the offline note covers neither the site banner nor the contacts button', async ({
    page,
    context,
    locale,
    t,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.setViewportSize({ width: 360, height: 740 })
    await page.goto(paths.blog[locale], { waitUntil: 'networkidle' })
    const banner = page.getByRole('complementary', { name: t.SiteBanner.label })
    await expect(banner).toBeVisible()
    await context.setOffline(true)
    const note = page.getByRole('status').filter({ hasText: t.Status.offline })
    await expect(note).toBeVisible()
    const overlaps = () =>
      page.evaluate(() => {
        const box = (el: Element | null) => el?.getBoundingClientRect()
        const note = box(document.querySelector('[role="status"][data-state="offline"]'))!
        const others = {
          banner: box(document.querySelector('[data-site-banner]')),
          contacts: box(document.querySelector('[aria-haspopup="dialog"][class*="launcher"]')),
        }
        return Object.entries(others)
          .filter(([, r]) => r && r.width > 0)
          .filter(
            ([, r]) => r!.left < note.right && note.left < r!.right && r!.top < note.bottom && note.top < r!.bottom,
          )
          .map(([name]) => name)
      })
    expect(await overlaps(), 'the banner at its full size').toEqual([])
    await page.evaluate(() => window.scrollTo(0, 600))
    await expect(page.locator('[data-site-banner]')).toHaveAttribute('data-scrolled', 'true')
    expect(await overlaps(), 'the banner scrolled').toEqual([])
    await context.setOffline(false)
  })

  test('scrolls to the top after a page change', async ({ page, locale, t }) => {
    await page.setViewportSize({ width: 1300, height: 500 })
    await page.goto(paths.home[locale], { waitUntil: 'networkidle' })
    // The layout's own reset runs 300 ms after it mounts: scroll down only once it has passed, or it undoes
    // the scroll (this raced on a busy machine).
    await page.waitForTimeout(500)
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0)
    // A footer link: the router keeps the scroll position until the 300 ms reset.
    await page.getByRole('contentinfo').getByRole('link', { name: t.Nav.philosophy, exact: true }).first().click()
    await expect(page).toHaveURL(paths.philosophy[locale])
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  })

  test('Back returns to where the visitor was on the page (the twentieth check from outside)', async ({
    page,
    locale,
  }) => {
    await page.setViewportSize({ width: 1300, height: 700 })
    await page.goto(paths.products[locale], { waitUntil: 'networkidle' })
    await page.waitForTimeout(500)
    const card = page.locator('[data-product-sheet]').nth(12)
    await card.scrollIntoViewIfNeeded()
    const down = await page.evaluate(() => window.scrollY)
    expect(down).toBeGreaterThan(600)
    await card.click()
    await expect(page).not.toHaveURL(paths.products[locale])
    // A link followed: the sheet starts at its top.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
    await page.goBack()
    await expect(page).toHaveURL(paths.products[locale])
    // Past the 300 ms of the reset that follows a link: the listing is still where the visitor left it.
    await page.waitForTimeout(1000)
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - down)).toBeLessThan(100)
  })

  test('a page scrolled before the later behaviours arrive stays where the visitor took it', async ({
    page,
    locale,
  }) => {
    await page.setViewportSize({ width: 1300, height: 500 })
    await page.goto(paths.home[locale])
    await page.evaluate(() => window.scrollTo(0, 600))
    // They load once the page is idle (2 s at the latest), or at the first key or pointer press; none here.
    await page.waitForLoadState('networkidle')
    await page.waitForTimeout(2500)
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0)
  })

  test('reloads once after a failed chunk load, not again within 60 s', async ({ page, locale }) => {
    await page.goto(paths.home[locale], { waitUntil: 'networkidle' })
    await page.waitForLoadState('load')
    const loads: number[] = []
    page.on('load', () => loads.push(Date.now()))
    const fail = () =>
      page.evaluate(() => {
        const error = new Error('Loading chunk 123 failed.')
        error.name = 'ChunkLoadError'
        window.dispatchEvent(new ErrorEvent('error', { error, message: error.message }))
      })
    await fail()
    await expect.poll(() => loads.length).toBe(1)
    await page.waitForLoadState('networkidle')
    await fail()
    await page.waitForTimeout(1000)
    expect(loads.length).toBe(1)
  })

  test('offline, a failed chunk load leaves the page as it is: a reload would show the browser error page', async ({
    page,
    context,
    locale,
    t,
  }) => {
    await page.goto(paths.home[locale], { waitUntil: 'networkidle' })
    // Playwright's network idle does not wait for the page's load event: on a busy machine the browser still ran the
    // page's scripts after its last request, and the first load's own event, 2 s late, was counted as a reload (once in
    // a full run, before the chunk had even failed).
    await page.waitForLoadState('load')
    const loads: number[] = []
    page.on('load', () => loads.push(Date.now()))
    await context.setOffline(true)
    // The chunk fails once the page knows it is offline, as a real one does (its request failed for it): the browser
    // tells the page a moment after the emulation starts, and a failure before that was reloaded (once in a full run).
    await expect(page.getByRole('status').filter({ hasText: t.Status.offline })).toBeVisible()
    await page.evaluate(() => {
      const error = new Error('Loading chunk 123 failed.')
      error.name = 'ChunkLoadError'
      window.dispatchEvent(new ErrorEvent('error', { error, message: error.message }))
    })
    await page.waitForTimeout(1000)
    expect(loads).toEqual([])
    await context.setOffline(false)
    await expect(page.getByRole('status').filter({ hasText: t.Status.online })).toBeVisible()
    expect(loads).toEqual([])
  })
})
