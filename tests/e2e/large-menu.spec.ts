import { seriousViolations } from '../support/axe'
import { visitorCookies } from '../support/browser'
import { expect, paths, test } from './fixtures'

/**
 * Issue 15, item 3 ("crawlable categories"): on a desktop the header's large menu opens the product types in menu
 * order with their sub-types, each a link to its listing; with the keyboard only, a visitor reaches a type listing.
 * The links are in the HTML of every page, open or not.
 */
const base = process.env.TEST_BASE_URL ?? 'http://localhost:3000'
test.use({
  viewport: { width: 1280, height: 800 },
  storageState: { cookies: visitorCookies(base, ['adult', 'overlaySeen', 'consentRefused']), origins: [] },
})

const typeListing = { it: '/prodotti/tipologia/amari/', en: '/en/products/type/amari/' }
const subTypeListing = { it: '/prodotti/tipologia/fernet/', en: '/en/products/type/fernet/' }

test('the large menu leads to a type listing with the keyboard alone', async ({ page, locale, t }) => {
  const response = await page.goto(paths.philosophy[locale])
  // In the page's HTML before any script: a crawler finds the type and sub-type listings.
  const html = await response!.text()
  expect(html).toContain(`href="${typeListing[locale]}"`)
  expect(html).toContain(`href="${subTypeListing[locale]}"`)

  const nav = page.getByRole('navigation', { name: t.Header.mainNavigation })
  const toggle = nav.getByRole('button', { name: t.Header.productTypes })
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  const panel = page.locator(`#${await toggle.getAttribute('aria-controls')}`)
  await expect(panel).toBeHidden()

  // From the Products link, Tab reaches the button; Enter opens the panel; Escape closes it onto the button.
  await nav.getByRole('link', { name: t.Nav.products, exact: true }).focus()
  await page.keyboard.press('Tab')
  await expect(toggle).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(toggle).toHaveAttribute('aria-expanded', 'true')
  await expect(panel).toBeVisible()
  expect(await seriousViolations(page, 'header')).toEqual([])
  await page.keyboard.press('Escape')
  await expect(panel).toBeHidden()
  await expect(toggle).toBeFocused()

  // The types in menu order: the first is Amari, its sub-types below it.
  await page.keyboard.press('Enter')
  await page.keyboard.press('Tab')
  const first = page.locator(':focus')
  await expect(first).toHaveText('Amari')
  await expect(first).toHaveAttribute('href', typeListing[locale])
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(new RegExp(`${typeListing[locale]}$`))
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Amari')
  // A new page closes the menu.
  await expect(panel).toBeHidden()
})

test('a click elsewhere closes the large menu, and a sub-type leads to its listing', async ({ page, locale, t }) => {
  await page.goto(paths.home[locale])
  const toggle = page.getByRole('button', { name: t.Header.productTypes })
  await toggle.click()
  const panel = page.locator(`#${await toggle.getAttribute('aria-controls')}`)
  await expect(panel).toBeVisible()
  await page.locator('main').click({ position: { x: 10, y: 400 } })
  await expect(panel).toBeHidden()
  await toggle.click()
  await panel.getByRole('link', { name: 'Fernet', exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`${subTypeListing[locale]}$`))
})

// WCAG 2.4.11, the twenty-fourth check from outside: Tab past the panel's last link left it open, over the home page's
// cards the focus went on to.
test('Tab past the last link closes the large menu; Shift+Tab back to the button keeps it', async ({
  page,
  locale,
  t,
}) => {
  await page.goto(paths.home[locale])
  const toggle = page.getByRole('button', { name: t.Header.productTypes })
  const panel = page.locator(`#${await toggle.getAttribute('aria-controls')}`)
  await toggle.focus()
  await page.keyboard.press('Enter')
  await expect(panel).toBeVisible()
  // Into the panel and back to its button: still open.
  await page.keyboard.press('Tab')
  await page.keyboard.press('Shift+Tab')
  await expect(toggle).toBeFocused()
  await expect(panel).toBeVisible()
  // Its last link, then one Tab more.
  await panel.getByRole('link').last().focus()
  await expect(panel).toBeVisible()
  await page.keyboard.press('Tab')
  await expect(panel).toBeHidden()
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  const focused = page.locator(':focus')
  await expect(focused).toBeVisible()
  expect(await panel.evaluate((el, target) => el.contains(target), await focused.elementHandle())).toBe(false)
})
