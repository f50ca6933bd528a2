import type { Page } from '@playwright/test'

import { seriousViolations } from '../support/axe'
import { expect, type Messages, paths, test } from './fixtures'

/**
 * Issue 13, item 1 (spec §4 "Age gate", §6: 604,800 s), in Italian and in English: a first visit is asked its
 * age; "adult" hides the gate and keeps the answer for 7 days, so that a reload shows no gate at all (not even
 * for a frame); "minor" shows the refusal with a link to a responsible-drinking site and stores nothing; the
 * gate traps focus, works without JavaScript, and leaves the privacy and cookie policies readable.
 */
test.use({ storageState: { cookies: [], origins: [] } })

/** The age gate by its name: the cookie banner is a dialog too, and asks on the policies' pages. */
const ageGate = (page: Page, t: Messages) => page.getByRole('dialog', { name: t.AgeGate.title.replace('{age}', '18') })

const policy = { it: '/privacy-policy/', en: '/en/privacy-policy/' }
const cookiePolicy = { it: '/cookie-policy/', en: '/en/cookie-policy/' }

test('a first visit is asked its age; adult hides the gate and a reload shows none, not even for a frame', async ({
  page,
  context,
  locale,
  t,
}) => {
  await page.goto(paths.sheet[locale])
  const gate = ageGate(page, t)
  await expect(gate).toBeVisible()
  // The page is in the HTML under the gate, and cannot be reached behind it.
  await expect(page.locator('main h1')).toHaveCount(1)
  const adult = gate.getByRole('button', { name: t.AgeGate.adult.replace('{age}', '18') })
  await expect(adult).toBeFocused()
  for (let i = 0; i < 8; i++) {
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => !!document.activeElement?.closest('[data-age-gate]'))).toBe(true)
  }
  await page.keyboard.press('Escape')
  await expect(gate).toBeVisible()

  await adult.click()
  await expect(gate).toBeHidden()
  await expect(page.locator('main h1')).toBeVisible()
  await expect
    .poll(async () => (await context.cookies()).find((c) => c.name === 'adult'))
    .toMatchObject({ value: '1', httpOnly: true, sameSite: 'Lax' })
  const cookie = (await context.cookies()).find((c) => c.name === 'adult')!
  // 604,800 s from now (spec §6), give or take the test's own time.
  expect(cookie.expires - Date.now() / 1000).toBeGreaterThan(604_800 - 120)
  expect(cookie.expires - Date.now() / 1000).toBeLessThanOrEqual(604_800 + 5)

  // A reload: the gate is hidden by the stylesheet the server made for this visitor, before the first paint.
  // Every frame the browser is about to paint (requestAnimationFrame runs before each, and none runs while the
  // head's stylesheets are loading): the gate must be hidden in all of them.
  await page.addInitScript(() => {
    const seen: string[] = []
    ;(window as unknown as { gateSeen: string[] }).gateSeen = seen
    const check = () => {
      const gate = document.querySelector('[data-age-gate]')
      if (gate && getComputedStyle(gate).display !== 'none') seen.push('visible')
      if (performance.now() < 10_000) requestAnimationFrame(check)
    }
    requestAnimationFrame(check)
  })
  await page.reload()
  await expect(page.locator('main h1')).toBeVisible()
  await expect(gate).toBeHidden()
  expect(await page.evaluate(() => (window as unknown as { gateSeen: string[] }).gateSeen)).toEqual([])
})

test('minor shows the refusal and a responsible-drinking link, and stores nothing', async ({
  page,
  context,
  locale,
  t,
}) => {
  await page.goto(paths.home[locale])
  const gate = ageGate(page, t)
  await gate.getByRole('button', { name: t.AgeGate.minor.replace('{age}', '18') }).click()
  await expect(gate.getByRole('alert')).toContainText(t.AgeGate.refused)
  await expect(gate.getByRole('link', { name: t.AgeGate.responsibleDrinking })).toHaveAttribute('href', /^https:\/\//)
  expect((await context.cookies()).filter((c) => c.name === 'adult')).toEqual([])
  await page.reload()
  await expect(gate).toBeVisible()
})

test('the privacy and cookie policies are readable without answering, and linked from the gate', async ({
  page,
  locale,
  t,
}) => {
  await page.goto(paths.products[locale])
  const gate = ageGate(page, t)
  await expect(gate.getByRole('link', { name: t.AgeGate.privacy })).toHaveAttribute('href', policy[locale])
  await expect(gate.getByRole('link', { name: t.AgeGate.cookies })).toHaveAttribute('href', cookiePolicy[locale])
  for (const path of [policy[locale], cookiePolicy[locale]]) {
    await page.goto(path)
    await expect(ageGate(page, t)).toBeHidden()
    await expect(page.locator('main h1')).toBeVisible()
  }
})

test('the gate has no serious or critical accessibility problem', async ({ page, locale, t }) => {
  await page.goto(paths.home[locale])
  await expect(ageGate(page, t)).toBeVisible()
  expect(await seriousViolations(page, '[data-age-gate]')).toEqual([])
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the form stores the answer and returns to the same page; minor returns to the refusal', async ({
    page,
    context,
    locale,
    t,
  }) => {
    await page.goto(paths.sheet[locale])
    const gate = ageGate(page, t)
    await expect(gate).toBeVisible()
    await gate.getByRole('button', { name: t.AgeGate.minor.replace('{age}', '18') }).click()
    await expect(page).toHaveURL(new RegExp(`${paths.sheet[locale]}#age-gate-minor$`))
    await expect(gate.getByText(t.AgeGate.refused)).toBeVisible()
    expect((await context.cookies()).filter((c) => c.name === 'adult')).toEqual([])

    await gate.getByRole('button', { name: t.AgeGate.adult.replace('{age}', '18') }).click()
    await expect(page).toHaveURL(new RegExp(`${paths.sheet[locale]}$`))
    await expect(gate).toBeHidden()
    await expect(page.locator('main h1')).toBeVisible()
    await page.goto(paths.products[locale])
    await expect(ageGate(page, t)).toBeHidden()
  })

  test('Tab stays in the gate: the page under it takes no focus', async ({ page, locale, t }) => {
    await page.goto(paths.home[locale])
    const gate = ageGate(page, t)
    await expect(gate).toBeVisible()
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Tab')
      // Each stop is one of the gate's four controls (its two buttons, its two policy links), never a link under it.
      expect(await page.evaluate(() => !!document.activeElement?.closest('[data-age-gate]'))).toBe(true)
    }
  })
})
