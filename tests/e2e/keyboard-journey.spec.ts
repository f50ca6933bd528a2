import type { Locator, Page } from '@playwright/test'

import { visitorCookies } from '../support/browser'
import { expect, paths, test } from './fixtures'

/**
 * Issue 13, "How it is checked": one visit with the keyboard only, on a phone, through the age gate, the cookie
 * banner, the menu, a filter and the search. Every step is Tab, Shift+Tab, Enter, Space, Escape or arrows.
 */
const base = process.env.TEST_BASE_URL ?? 'http://localhost:3000'

test.use({
  viewport: { width: 390, height: 844 },
  storageState: { cookies: visitorCookies(base, ['overlaySeen']), origins: [] },
})

/** Presses Tab (or Shift+Tab, `back`) until `target` has the focus, at most `max` times, as a keyboard user would. */
async function tabTo(page: Page, target: Locator, max = 60, back = false) {
  for (let i = 0; i < max; i++) {
    const focused = target.evaluate((element) => element === document.activeElement, undefined, { timeout: 2_000 })
    if (await focused.catch(() => false)) return
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab')
  }
  await expect(target).toBeFocused()
}

test('gate, cookie banner, menu, filter and search with the keyboard alone', async ({ page, context, locale, t }) => {
  test.setTimeout(180_000)
  await page.goto(paths.home[locale])

  // The age gate takes the focus; Enter on "adult" answers it.
  const gate = page.getByRole('dialog', { name: t.AgeGate.title.replace('{age}', '18') })
  const adult = gate.getByRole('button', { name: t.AgeGate.adult.replace('{age}', '18') })
  await expect(adult).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(gate).toBeHidden()

  // The cookie banner follows and takes the focus; refuse with Enter.
  const banner = page.getByRole('dialog', { name: t.Consent.banner.title })
  await expect(banner).toBeVisible()
  await expect.poll(() => banner.evaluate((element) => element.contains(document.activeElement))).toBe(true)
  // The banner takes the focus again once it has faded in (vanilla-cookieconsent): a Tab before that is undone.
  await page.evaluate(() =>
    Promise.all(
      document
        .getElementById('cc-main')!
        .getAnimations({ subtree: true })
        .map((a) => a.finished),
    ),
  )
  await tabTo(page, banner.getByRole('button', { name: t.Consent.banner.refuse }), 10)
  await page.keyboard.press('Enter')
  await expect(banner).toBeHidden()
  expect((await context.cookies()).some((cookie) => cookie.name === 'cookie_consent')).toBe(true)

  // The menu, back up in the header: open it, go into Products, then Whisky, and follow Scotch whisky.
  const menuButton = page.getByRole('button', { name: t.Header.openMenu })
  await tabTo(page, menuButton, 60, true)
  await page.keyboard.press('Enter')
  const menu = page.getByRole('dialog', { name: t.MobileMenu.title })
  await expect(menu).toBeVisible()
  await tabTo(page, menu.getByRole('button', { name: t.Nav.products }), 20)
  await page.keyboard.press('Enter')
  await tabTo(page, menu.getByRole('button', { name: 'Whisky', exact: true }), 40)
  await page.keyboard.press('Enter')
  await tabTo(page, menu.getByRole('link', { name: 'Scotch whisky' }), 40)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(paths.scotch[locale])
  await expect(menu).toBeHidden()

  // A filter: open the filters from their button, tick the first value that can be ticked with Space.
  // Named with the count of filters already on (the route's own type).
  const filters = page.getByRole('button', { name: new RegExp(`^${t.Filters.toggle}( \\d+)?$`) })
  await tabTo(page, filters)
  await page.keyboard.press('Enter')
  await expect(filters).toHaveAttribute('aria-expanded', 'true')
  const panel = page.locator(`#${await filters.getAttribute('aria-controls')}`)
  const value = panel.locator('input[type="checkbox"]:enabled:visible').first()
  const [name, code] = [(await value.getAttribute('name'))!, (await value.getAttribute('value'))!]
  await tabTo(page, value, 20)
  await page.keyboard.press('Space')
  await expect(page).toHaveURL(new RegExp(`[?&]${name}=`))
  await expect(page.locator(`input[name="${name}"][value="${code}"]`)).toBeChecked()

  // The search, back up in the header (the filters stay open on the new listing): open it, type, go down to the
  // first result and open it.
  const searchToggle = page.getByRole('button', { name: t.Search.toggle, exact: true })
  await tabTo(page, searchToggle, 80, true)
  await page.keyboard.press('Enter')
  const input = page.getByRole('combobox', { name: t.Search.label })
  await expect(input).toBeFocused()
  const answered = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/search/')
  await page.keyboard.type('Delaunay')
  await answered
  await expect(page.getByRole('listbox', { name: t.Search.results })).toBeVisible()
  const before = page.url()
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('Enter')
  await expect.poll(() => page.url(), { timeout: 20_000 }).not.toBe(before)
  await expect(page.locator('main h1')).toBeVisible()
})
