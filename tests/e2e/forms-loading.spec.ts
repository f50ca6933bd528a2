import type { Page, Route } from '@playwright/test'

import { firstLoadScripts, scriptsHolding } from './first-load'
import { expect, test } from './fixtures'

/**
 * Issue 17, item 2 (decision 043): a page with a form loads none of react-hook-form and the forms' schemas with
 * the page; the visitor's first touch of the form does. Nothing typed before they arrive (or before the page's
 * own scripts do) is lost, fields left meanwhile are checked when they arrive, and when they cannot be loaded
 * the server checks the form; without JavaScript the server answers in the page.
 */
const horeca = { it: '/contatti/?richiesta=diventare-cliente', en: '/en/contacts/?request=become-a-customer' }
const newsletter = { it: '/newsletter/', en: '/en/newsletter/' }

/** A name that only react-hook-form's code holds (an option of its form control, kept by the minifier). */
const RHF_MARKER = 'shouldUseNativeValidation'

let n = 0
/** Each test is a client of its own (the forms' rate limit counts per address). */
test.beforeEach(async ({ page }) => {
  n += 1
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': `10.78.${Math.floor(Math.random() * 250)}.${n}` })
})

const isScript = (url: URL) => url.pathname.startsWith('/_next/static/') && url.pathname.endsWith('.js')

/** Holds every script the page asks for from now on, until `release`. */
async function holdScripts(page: Page) {
  const held: Route[] = []
  let holding = true
  await page.route(isScript, (route) => (holding ? void held.push(route) : route.continue()))
  return {
    held,
    async release() {
      holding = false
      for (const route of held.splice(0)) await route.continue()
    },
  }
}

/** The form once React has hydrated it: before that its handlers are not attached. */
async function hydrated(page: Page, selector = 'form:has(#field-email)') {
  const form = page.locator(selector).first()
  await expect
    .poll(() => form.evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactProps'))))
    .toBe(true)
  return form
}

test('the first-load scripts of a form page hold no react-hook-form; touching the form loads it', async ({
  page,
  locale,
}) => {
  const loaded = scriptsHolding(page, RHF_MARKER)
  for (const path of [horeca[locale], newsletter[locale]]) {
    await page.goto(path)
    await hydrated(page)
    const scripts = await firstLoadScripts(page, path)
    expect(scripts.length).toBeGreaterThan(3)
    expect(scripts.filter((s) => s.body.includes(RHF_MARKER)).map((s) => s.src)).toEqual([])
  }
  await page.waitForLoadState('networkidle')
  expect(loaded, 'loaded before any touch').toEqual([])
  // The marker is react-hook-form's: the script a first focus loads holds it.
  await page.locator('#field-email').focus()
  await expect.poll(() => loaded.length).toBeGreaterThan(0)
})

test('typed while react-hook-form was loading: nothing lost, the focus kept, the fields left are checked', async ({
  page,
  locale,
  t,
}) => {
  await page.goto(horeca[locale])
  await hydrated(page)
  await page.waitForLoadState('networkidle')
  const scripts = await holdScripts(page)
  await page.locator('#field-email').focus()
  await page.keyboard.type('not-an-address')
  await page.keyboard.press('Tab')
  await page.keyboard.type('+39 045')
  // The form's script was asked for and has not arrived: no message yet.
  await expect.poll(() => scripts.held.length).toBeGreaterThan(0)
  await expect(page.locator('#field-email-error')).toHaveCount(0)

  await scripts.release()
  // The field left meanwhile is checked as if react-hook-form had seen it blur.
  await expect(page.locator('#field-email-error')).toHaveText(t.Validation.email)
  await expect(page.locator('#field-email')).toHaveValue('not-an-address')
  await expect(page.locator('#field-phone')).toBeFocused()
  await page.keyboard.type(' 123 4567')
  await expect(page.locator('#field-phone')).toHaveValue('+39 045 123 4567')
  // From now on: a touched field is checked at every change, the others at submit, focus on the first error.
  await page.locator('#field-email').fill('giulia@example.com')
  await expect(page.locator('#field-email-error')).toHaveCount(0)
  await page.getByRole('button', { name: t.Forms.send }).click()
  await expect(page.locator('#field-name')).toBeFocused()
  await expect(page.locator('#field-name-error')).toHaveText(t.Validation.required)
  await expect(page.locator('#field-email')).toHaveValue('giulia@example.com')
})

test('typed before the page’s scripts ran: kept when they do, and kept in the tab’s draft', async ({
  page,
  locale,
  t,
}) => {
  const scripts = await holdScripts(page)
  // Not to the `load` event, which waits for the held scripts.
  await page.goto(horeca[locale], { waitUntil: 'commit' })
  await page.locator('#field-name').fill('Giulia')
  await page.locator('#field-company').fill('Osteria al Ponte')
  await page.locator('#field-province').selectOption('VR')
  await scripts.release()
  const form = await hydrated(page)
  await expect(page.locator('#field-name')).toHaveValue('Giulia')
  await page.locator('#field-surname').fill('Rossi')
  await page.locator('#field-surname').blur()
  await page.getByRole('button', { name: t.Forms.send }).click()
  await expect(page.locator('#field-email')).toBeFocused()
  await expect(form.locator('#field-name-error')).toHaveCount(0)
  await expect(page.locator('#field-company')).toHaveValue('Osteria al Ponte')
  await expect(page.locator('#field-province')).toHaveValue('VR')

  // The tab keeps the draft: the same form, opened again, comes back filled.
  await page.reload()
  await hydrated(page)
  await expect(page.locator('#field-surname')).toHaveValue('Rossi')
  await expect(page.locator('#field-company')).toHaveValue('Osteria al Ponte')
  await expect(page.locator('#field-province')).toHaveValue('VR')
})

// The fifteenth stop's own full run: on a loaded machine the checks arrived in the middle of the press on the privacy
// box, and checked the field it had left at once; its message moved the box away from the pointer.
test('checks that arrive during a press on the privacy box wait for it: the box is ticked, then the message shows', async ({
  page,
  locale,
  t,
}) => {
  await page.goto(horeca[locale])
  await hydrated(page)
  const scripts = await holdScripts(page)
  const message = page.locator('#field-message')
  // The first touch asks for the checks, which are held.
  await message.fill('x'.repeat(2001))
  await expect.poll(() => scripts.held.length).toBeGreaterThan(0)
  const privacy = page.locator('#field-privacy')
  const box = (await privacy.boundingBox())!
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
  await page.mouse.down()
  // They arrive while the button is down, and the field that was left is checked: not before the press is over.
  await scripts.release()
  // Long enough for them to load and be attached, as a hand's press is.
  await page.waitForTimeout(800)
  await page.mouse.up()
  await expect(privacy).toBeChecked()
  await expect(page.locator('#field-message-error')).toHaveText(t.Validation.max.replace('{length}', '2000'))
})

test('when react-hook-form cannot be loaded the server checks the form, keeping what was typed', async ({
  page,
  locale,
  t,
}) => {
  await page.goto(newsletter[locale])
  await hydrated(page)
  await page.waitForLoadState('networkidle')
  await page.route(isScript, (route) => route.abort())
  await page.locator('#field-email').fill('not-an-address')
  await page.waitForTimeout(3_100)
  await page.getByRole('button', { name: t.Newsletter.form.subscribe }).click()
  await expect(page.locator('#field-email-error')).toHaveText(t.Validation.email)
  await expect(page.locator('#field-privacy-error')).toHaveText(t.Validation.required)
  await expect(page.locator('#field-email')).toHaveValue('not-an-address')
  await expect(page.locator('#field-email')).toBeFocused()
})

test.describe('without JavaScript', () => {
  // A phone's screen, where the wizard's first step and the offices fill more than the first two screens.
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } })

  test('the server answers in the page, field by field, with what was typed', async ({ page, locale, t }) => {
    await page.goto(horeca[locale])
    await page.locator('#field-name').fill('Giulia')
    await page.locator('#field-email').fill('not-an-address')
    // The form refuses what is sent faster than a person fills it in.
    await page.waitForTimeout(3_100)
    await page.getByRole('button', { name: t.Forms.send }).click()
    await expect(page.locator('#field-email-error')).toHaveText(t.Validation.email)
    await expect(page.locator('#field-surname-error')).toHaveText(t.Validation.required)
    await expect(page.locator('#field-name-error')).toHaveCount(0)
    await expect(page.locator('#field-name')).toHaveValue('Giulia')
    await expect(page.locator('#field-email')).toHaveValue('not-an-address')
    // The thirty-third check from outside: the answer came back at the top of the page, at the wizard's first step,
    // and its summary two screens below on a phone. The form posts to the request's answer, which the browser shows.
    expect(new URL(page.url()).hash).toBe(locale === 'it' ? '#risposta' : '#answer')
    await expect(page.locator('main').getByRole('alert')).toBeInViewport()
  })
})
