import AxeBuilder from '@axe-core/playwright'

import { customer } from '../../seed/data/site'
import { expect, test } from './fixtures'
import { reservedPaths, signIn } from './reserved-support'

/**
 * Issue 14 end to end, in both languages (spec §4 "Login (reserved area)", "Logout"): a reserved page asks a visitor
 * to log in; a wrong password says so and keeps the e-mail; the right one comes back to the page asked for; a file
 * downloads; logout ends the session, and the reserved page asks to log in again.
 */
test('log in, read a reserved page, download a file, log out: the reserved page asks to log in again', async ({
  page,
  locale,
  t,
}) => {
  await page.goto(reservedPaths.training[locale])
  await expect(page).toHaveURL(new RegExp(`${reservedPaths.login[locale]}\\?return=`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.Login.title)

  // A wrong password: told, the e-mail kept, focus on nothing lost.
  await page.getByLabel(t.Login.email).fill(customer.email)
  await page.getByLabel(t.Login.password).fill('not-the-password-2026')
  await page.getByRole('button', { name: t.Login.submit }).click()
  await expect(page.locator('main').getByRole('alert')).toHaveText(t.Login.errors.credentials)
  await expect(page.getByLabel(t.Login.email)).toHaveValue(customer.email)

  await page.getByLabel(t.Login.password).fill(customer.password)
  await page.getByRole('button', { name: t.Login.submit }).click()
  await expect(page).toHaveURL(new RegExp(`${reservedPaths.training[locale]}$`))
  await expect(page.getByRole('button', { name: t.Reserved.logout })).toBeVisible()
  const cookie = (await page.context().cookies()).find((c) => c.name === 'login')
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' })

  const file = await page.request.get(`${reservedPaths.download[locale]}price-list-request/`)
  expect(file.status()).toBe(200)
  expect(file.headers()['content-disposition']).toMatch(/^attachment/)

  await page.getByRole('button', { name: t.Reserved.logout }).click()
  await expect(page).toHaveURL(new RegExp(`${reservedPaths.login[locale]}\\?`))
  await expect(page.locator('main').getByRole('alert')).toHaveText(t.Login.errors.loggedOut)
  expect((await page.context().cookies()).find((c) => c.name === 'login')).toBeUndefined()
  await page.goto(reservedPaths.home[locale])
  await expect(page).toHaveURL(new RegExp(`${reservedPaths.login[locale]}\\?return=`))
})

test('the login page works without a mouse and has no serious accessibility problem', async ({ page, locale, t }) => {
  await page.goto(`${reservedPaths.login[locale]}?return=${encodeURIComponent(reservedPaths.home[locale])}`)
  const { violations } = await new AxeBuilder({ page }).include('main').analyze()
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([])
  await page.getByLabel(t.Login.email).focus()
  await page.keyboard.type(customer.email)
  await page.keyboard.press('Tab')
  await page.keyboard.type(customer.password)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(new RegExp(`${reservedPaths.home[locale]}$`))
})

test('signIn leads back to the page asked for', async ({ page, locale }) => {
  await signIn(page, locale, reservedPaths.download[locale])
  await expect(page).toHaveURL(new RegExp(`${reservedPaths.download[locale]}$`))
})
