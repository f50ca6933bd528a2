import { expect, paths, test } from './fixtures'

test.describe('home and main menu', () => {
  test('opens the home page and walks the main menu', async ({ page, locale, t }) => {
    await page.goto(paths.home[locale])
    await expect(page.locator('html')).toHaveAttribute('lang', locale === 'it' ? 'it-IT' : 'en-GB')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()

    const menu = page.getByRole('navigation', { name: t.Header.mainNavigation })
    const steps = [
      [t.Nav.products, paths.products],
      [t.Nav.producers, paths.producers],
      [t.Nav.philosophy, paths.philosophy],
      [t.Nav.why, paths.why],
      [t.Nav.events, paths.events],
      [t.Nav.blog, paths.blog],
    ] as const
    for (const [label, target] of steps) {
      await menu.getByRole('link', { name: label, exact: true }).click()
      await expect(page).toHaveURL(target[locale])
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(menu.getByRole('link', { name: label, exact: true })).toHaveAttribute('aria-current', 'page')
    }
  })

  test("follows the site's links within the page and prefetches them, leaving other clicks to the browser (decision 047)", async ({
    page,
    context,
    locale,
    t,
  }) => {
    const prefetched = new Set<string>()
    page.on('request', (request) => {
      if (request.headers()['next-router-prefetch']) prefetched.add(new URL(request.url()).pathname)
    })
    await page.goto(paths.home[locale])
    const menu = page.getByRole('navigation', { name: t.Header.mainNavigation })
    const producers = menu.getByRole('link', { name: t.Nav.producers, exact: true })
    await expect(producers).toHaveAttribute('data-page-link', '')
    // The menu is in view from the start: its pages are fetched ahead, as next/link did.
    await expect.poll(() => prefetched.has(paths.producers[locale])).toBe(true)

    // A plain click: the App Router shows the new page in the same document (the mark survives), at its top.
    await page.evaluate(() => Object.assign(window, { samePage: true }))
    await producers.click()
    await expect(page).toHaveURL(paths.producers[locale])
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expect(await page.evaluate(() => (window as { samePage?: boolean }).samePage)).toBe(true)

    // A click with Ctrl (Meta on a Mac) is the browser's: a new tab, this page left as it is.
    const [opened] = await Promise.all([
      context.waitForEvent('page'),
      menu.getByRole('link', { name: t.Nav.blog, exact: true }).click({ modifiers: ['ControlOrMeta'] }),
    ])
    await opened.waitForLoadState()
    expect(new URL(opened.url()).pathname).toBe(paths.blog[locale])
    await opened.close()
    await expect(page).toHaveURL(paths.producers[locale])
    expect(await page.evaluate(() => (window as { samePage?: boolean }).samePage)).toBe(true)

    // Back and forward stay within the document too.
    await page.goBack()
    await expect(page).toHaveURL(paths.home[locale])
    expect(await page.evaluate(() => (window as { samePage?: boolean }).samePage)).toBe(true)
  })

  test('reaches the skip link and the menu with the keyboard, focus visible', async ({ page, locale, t }) => {
    await page.goto(paths.home[locale])
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: t.Common.skipToContent })
    await expect(skip).toBeFocused()
    const outline = await skip.evaluate((el) => getComputedStyle(el).outlineStyle)
    expect(outline).not.toBe('none')
    await page.keyboard.press('Enter')
    await expect(page.locator('#main')).toBeFocused()
  })

  test('shows the localized 404 page and leads back to the catalogue', async ({ page, locale, t }) => {
    const response = await page.goto(`${locale === 'it' ? '' : '/en'}/una-pagina-che-non-esiste/`)
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.NotFound.text)
    await page.getByRole('main').getByRole('link', { name: t.NotFound.products }).click()
    await expect(page).toHaveURL(paths.products[locale])
  })

  test('drops the fixed header on product routes only', async ({ page, locale }) => {
    await page.goto(paths.home[locale])
    const header = page.locator('header').first()
    const fixedOnHome = await header.evaluate((el) => ['fixed', 'sticky'].includes(getComputedStyle(el).position))
    expect(fixedOnHome).toBe(true)
    await page.goto(paths.sheet[locale])
    const fixedOnSheet = await header.evaluate((el) => ['fixed', 'sticky'].includes(getComputedStyle(el).position))
    expect(fixedOnSheet).toBe(false)
  })
})
