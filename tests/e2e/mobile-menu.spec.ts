import { expect, paths, test } from './fixtures'

test.use({ viewport: { width: 375, height: 812 } })

test.describe('off-canvas mobile menu at 375 px', () => {
  test('goes two levels deep, comes back, and closes on a link', async ({ page, locale, t }) => {
    await page.goto(paths.home[locale])
    await page.getByRole('button', { name: t.Header.openMenu }).click()
    const menu = page.getByRole('dialog', { name: t.MobileMenu.title })
    await expect(menu).toBeVisible()
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden')

    await menu.getByRole('button', { name: t.Nav.products }).click()
    await menu.getByRole('button', { name: 'Whisky', exact: true }).click()
    await expect(menu.getByRole('link', { name: 'Scotch whisky' })).toBeVisible()

    await menu.getByRole('button', { name: t.MobileMenu.back }).click()
    await expect(menu.getByRole('button', { name: 'Whisky', exact: true })).toBeVisible()
    await menu.getByRole('button', { name: t.MobileMenu.back }).click()
    await expect(menu.getByRole('button', { name: t.Nav.products })).toBeVisible()

    await menu.getByRole('button', { name: t.Nav.products }).click()
    await menu.getByRole('button', { name: 'Whisky', exact: true }).click()
    await menu.getByRole('link', { name: 'Scotch whisky' }).click()
    await expect(page).toHaveURL(paths.scotch[locale])
    await expect(menu).toBeHidden()
    // The page scrolls again once the backdrop has faded out (0.6 s).
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden')
  })

  test('closes with Escape and gives focus back to the menu button', async ({ page, locale, t }) => {
    await page.goto(paths.home[locale])
    const trigger = page.getByRole('button', { name: t.Header.openMenu })
    await trigger.click()
    await expect(page.getByRole('dialog')).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog')).toBeHidden()
    await expect(trigger).toBeFocused()
  })

  test('has no horizontal scroll on a phone', async ({ page, locale }) => {
    for (const key of ['home', 'products', 'sheet'] as const) {
      await page.goto(paths[key][locale])
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
      expect(overflow, key).toBeLessThanOrEqual(0)
    }
  })
})
