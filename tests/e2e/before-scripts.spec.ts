import type { Page, Route } from '@playwright/test'

import { expect, paths, test } from './fixtures'

/**
 * The sixth check from outside: on a phone, the menu, search and filters buttons did nothing until the page's scripts
 * ran (6–8 s on a slow network) and nothing at all without them. Until then each is a link that does its work: the menu's
 * shows the top bar's menus, the search's leads to the search page, the filters' opens the panel, whose form is sent by
 * its Apply button.
 */
test.use({ viewport: { width: 375, height: 812 } })

const searchPage = { it: '/cerca/', en: '/en/search/' }
const amari = (page: Page) => page.locator('input[name="type"][value="amari"]')
/** The product types' list, sent whole: the values past the first ten are in the page, hidden. */
const types = (page: Page) => page.locator('fieldset').filter({ has: page.locator('input[name="type"]') })

test.describe('without JavaScript, on a phone', () => {
  test.use({ javaScriptEnabled: false })

  test("the menu's link shows every page of the menus, and its other link puts them away", async ({
    page,
    locale,
    t,
  }) => {
    await page.goto(paths.home[locale])
    const producers = page.getByRole('navigation', { name: t.Header.mainNavigation }).getByRole('link', {
      name: t.Nav.producers,
    })
    const reserved = page.getByRole('navigation', { name: t.Header.secondaryNavigation }).getByRole('link', {
      name: t.Nav.reservedArea,
    })
    await expect(producers).toBeHidden()
    await page.getByRole('link', { name: t.Header.openMenu }).click()
    await expect(producers).toBeVisible()
    await expect(reserved).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0)

    await page.getByRole('link', { name: t.Header.closeMenu }).click()
    await expect(producers).toBeHidden()
    await expect(page.getByRole('link', { name: t.Header.openMenu })).toBeVisible()

    await page.getByRole('link', { name: t.Header.openMenu }).click()
    await producers.click()
    await expect(page).toHaveURL(paths.producers[locale])
  })

  test("the search's link leads to the search page, whose box searches", async ({ page, locale, t }) => {
    await page.goto(paths.home[locale])
    await page.getByRole('link', { name: t.Search.toggle, exact: true }).click()
    await expect(page).toHaveURL(searchPage[locale])
    const box = page.locator('main input[name="q"]')
    await box.fill('Glen Corran')
    await box.press('Enter')
    await expect(page).toHaveURL(`${searchPage[locale]}?q=Glen+Corran`)
    await expect(page.locator(`main a[href="${paths.sheet[locale]}"]`).first()).toBeVisible()
  })

  test("the filters' link opens the panel, and its Apply button filters", async ({ page, locale, t }) => {
    await page.goto(paths.products[locale])
    await expect(amari(page)).toBeHidden()
    await page.getByRole('link', { name: t.Filters.toggle, exact: true }).click()
    await expect(amari(page)).toBeVisible()
    await amari(page).check()
    await page.getByRole('button', { name: t.Filters.apply }).click()
    await expect(page).toHaveURL(/\/(tipologia|type)\/amari\/$/)
    await expect(amari(page)).toBeChecked()
  })

  // The twenty-third check from outside: the button kept in view at the panel's foot was a link to the list, which
  // left the boxes just ticked unsent under a count that was not theirs. It sends them.
  test("the button kept in view at the panel's foot sends the boxes ticked", async ({ page, locale, t }) => {
    await page.goto(paths.products[locale])
    await page.getByRole('link', { name: t.Filters.toggle, exact: true }).click()
    await amari(page).check()
    const apply = page.getByRole('button', { name: t.Filters.apply })
    await expect(apply).toHaveCount(1)
    await expect(apply).toBeInViewport()
    await apply.click()
    await expect(page).toHaveURL(/\/(tipologia|type)\/amari\/$/)
    await expect(amari(page)).toBeChecked()
  })

  test("a list's Show all link shows the values it holds hidden, which filter", async ({ page, locale, t }) => {
    await page.goto(paths.products[locale])
    await page.getByRole('link', { name: t.Filters.toggle, exact: true }).click()
    const last = types(page).locator('li').last()
    await expect(last).toBeHidden()
    const showAll = types(page).getByRole('link', { name: t.Filters.showAll.split(' (')[0] })
    await showAll.click()
    await expect(last).toBeVisible()
    await expect(showAll).toBeHidden()
    const code = await last.locator('input').getAttribute('value')
    await last.locator('input').check()
    await page.getByRole('button', { name: t.Filters.apply }).click()
    await expect(page.locator(`input[name="type"][value="${code}"]`)).toBeChecked()
  })
})

/** Holds the page's scripts back until the returned function lets them through. */
async function holdScripts(page: Page) {
  const held: Route[] = []
  let holding = true
  await page.route(
    (url) => url.pathname.startsWith('/_next/static/') && url.pathname.endsWith('.js'),
    (route) => (holding ? void held.push(route) : route.continue()),
  )
  return async () => {
    holding = false
    for (const route of held.splice(0)) await route.continue()
  }
}

test.describe('while the scripts are on their way, on a phone', () => {
  test('a link the keyboard reached keeps the focus when its button takes its place', async ({ page, locale, t }) => {
    const release = await holdScripts(page)
    await page.goto(paths.products[locale], { waitUntil: 'domcontentloaded' })
    const searchLink = page.getByRole('link', { name: t.Search.toggle })
    for (let i = 0; i < 30 && !(await searchLink.evaluate((a) => a === document.activeElement)); i++) {
      await page.keyboard.press('Tab')
    }
    await expect(searchLink).toBeFocused()
    await release()
    const searchButton = page.getByRole('button', { name: t.Search.toggle })
    await expect(searchButton).toBeVisible()
    await expect(searchButton).toBeFocused()
    // The keyboard goes on from there: Enter opens the search bar.
    await page.keyboard.press('Enter')
    await expect(searchButton).toHaveAttribute('aria-expanded', 'true')
  })

  test('the filters opened by their link stay open when the button takes its place, and on the next state', async ({
    page,
    locale,
    t,
  }) => {
    const release = await holdScripts(page)
    // The page's scripts are `async`: its load waits for them, its DOM does not.
    await page.goto(paths.products[locale], { waitUntil: 'domcontentloaded' })
    await page.getByRole('link', { name: t.Filters.toggle, exact: true }).click()
    await expect(amari(page)).toBeVisible()
    // A list of the panel becomes the address's target: the panel stays open.
    await types(page)
      .getByRole('link', { name: t.Filters.showAll.split(' (')[0] })
      .click()
    await expect(types(page).locator('li').last()).toBeVisible()
    // The menu's button is a link too, until then.
    await expect(page.getByRole('link', { name: t.Header.openMenu })).toBeVisible()

    await release()
    // Named with the count of values chosen, once there are some.
    const toggle = page.getByRole('button', { name: new RegExp(`^${t.Filters.toggle}( \\d+)?$`) })
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await expect(page.getByRole('button', { name: t.Header.openMenu })).toBeVisible()
    await expect(amari(page)).toBeVisible()

    await amari(page).check()
    await expect(page).toHaveURL(/\/(tipologia|type)\/amari\/$/)
    await expect(amari(page)).toBeChecked()
    await expect(amari(page)).toBeVisible()
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await toggle.click()
    await expect(amari(page)).toBeHidden()
  })
})
