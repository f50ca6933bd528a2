import fs from 'node:fs'

import type { Page } from '@playwright/test'

import { mailsTo } from '../support/accounts'
import { seriousViolations } from '../support/axe'
import { expect, paths, test } from './fixtures'

/**
 * Issue 12, item 8: a visitor subscribes to the newsletter with the keyboard, reads the confirmation mail, opens
 * its link and is subscribed; the newsletter's pages pass axe-core and fit a phone.
 */
const run = Date.now().toString(36)
const newsletter = { it: '/newsletter/', en: '/en/newsletter/' } as const

async function noSeriousViolations(page: Page, where: string) {
  expect((await seriousViolations(page)).map((problem) => `${where}: ${problem}`)).toEqual([])
}

test.describe('newsletter', () => {
  // The thirty-third check from outside: behind the recipe's TLS proxy (`X-Forwarded-Proto: https`), Next fetched the
  // page a form's action redirects to from this plain server over https, and logged an error for every form sent.
  test('behind a TLS proxy, the page after the form comes without an error in the log', async ({ page, locale, t }) => {
    const requestId = `e2e-tls-${run}-${locale}`
    await page.setExtraHTTPHeaders({
      'x-forwarded-proto': 'https',
      'x-request-id': requestId,
      // A client of its own: the form's rate limit counts per address, and the next test subscribes from the loopback.
      'x-forwarded-for': `10.79.${Math.floor(Math.random() * 250)}.${locale === 'it' ? 1 : 2}`,
    })
    await page.goto(newsletter[locale])
    const form = page.locator('main form:has(input[name="email"])')
    await form.locator('input[name="email"]').fill(`e2e-tls-${run}-${locale}@example.com`)
    await form.locator('#field-privacy').check()
    // The form refuses what is sent faster than a person fills it in.
    await page.waitForTimeout(3_100)
    const post = page.waitForResponse((response) => response.request().method() === 'POST')
    await form.getByRole('button', { name: t.Newsletter.form.subscribe }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.Meta.newsletterCheckInbox.title)
    // The form's post is logged under the id the proxy gave it (a proxy's id is kept, TRUST_PROXY).
    expect((await post).headers()['x-request-id']).toBe(requestId)
    const log = fs.readFileSync(process.env.TEST_SERVER_LOG!, 'utf8').split('\n')
    const ours = log
      .filter((line) => line.includes(requestId))
      .map((line) => JSON.parse(line) as Record<string, unknown>)
    expect(ours.filter((line) => line.level === 'error' || line.level === 'fatal')).toEqual([])
  })

  test('subscribes with the keyboard, confirms by mail', async ({ page, locale, t }) => {
    const email = `e2e-${run}-${locale}@example.com`
    await page.goto(newsletter[locale])
    await noSeriousViolations(page, 'form')
    const form = page.locator('form', { has: page.locator('input[name="email"]') })
    const field = form.getByRole('textbox', { name: t.Forms.fields.email })
    await field.focus()
    await page.keyboard.type(email)
    await page.keyboard.press('Tab')
    await expect(form.locator('#field-privacy')).toBeFocused()
    await page.keyboard.press('Space')
    // The form refuses what is sent faster than a person fills it in.
    await page.waitForTimeout(3_100)
    // Past the privacy notice's link to the button.
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    await expect(form.getByRole('button', { name: t.Newsletter.form.subscribe })).toBeFocused()
    await page.keyboard.press('Enter')

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.Meta.newsletterCheckInbox.title)
    await expect(page).toHaveTitle(new RegExp(`^${t.Meta.newsletterCheckInbox.title}\\b`))
    await noSeriousViolations(page, 'check inbox')
    // The e-mail typed is kept in the tab until it is sent (for the language switch): sent, the form starts empty.
    await page.goto(newsletter[locale])
    const again = page.locator('main form:has(input[name="email"])')
    await expect
      .poll(() => again.evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactProps'))))
      .toBe(true)
    await expect(again.locator('input[name="email"]')).toHaveValue('')

    const [mail] = await mailsTo(email)
    expect(mail, 'no confirmation mail').toBeTruthy()
    const link = /https?:\/\/\S+\?token=[\w.-]+/.exec(mail!.text)?.[0]
    expect(link).toBeTruthy()
    // The mail's links point at SITE_URL; the test's server may answer at another host name.
    const { pathname, search } = new URL(link!)
    await page.goto(pathname + search)
    // The link asks, and its button confirms: a mail scanner opening the link confirms nothing.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.Meta.newsletterConfirm.title)
    await noSeriousViolations(page, 'confirm')
    await page.getByRole('button', { name: t.Newsletter.confirmButton }).focus()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.Newsletter.confirmedTitle)
    await noSeriousViolations(page, 'confirmed')
  })

  test('explains a wrong address and the missing consent, in the form', async ({ page, locale, t }) => {
    await page.goto(newsletter[locale])
    const form = page.locator('form', { has: page.locator('input[name="email"]') })
    const email = form.getByRole('textbox', { name: t.Forms.fields.email })
    const subscribe = form.getByRole('button', { name: t.Newsletter.form.subscribe })
    await email.fill('not-an-address')
    await subscribe.click()
    await expect(form.locator('#field-email-error')).toHaveText(t.Validation.email)
    await email.fill(`e2e-${run}-consent@example.com`)
    await subscribe.click()
    await expect(form.locator('#field-privacy-error')).toHaveText(t.Validation.required)
    await expect(form.locator('#field-email-error')).toHaveCount(0)
    await noSeriousViolations(page, 'errors')
  })

  // The twenty-seventh check from outside: tabbing through the home page's box said "required" under its fields before
  // anything was typed. A field only passed through is checked by Send; one typed in and emptied is checked as it is left.
  test('passing through the home page’s box with Tab says nothing; a field typed in and emptied says it is required', async ({
    page,
    locale,
    t,
  }) => {
    await page.goto(paths.home[locale])
    const form = page.locator('form', { has: page.locator('input[name="email"]') })
    const email = form.getByRole('textbox', { name: t.Forms.fields.email })
    await email.focus()
    await page.keyboard.press('Tab')
    await expect(form.locator('#field-privacy')).toBeFocused()
    await page.keyboard.press('Tab')
    // The checks load on the first touch of the form: once they are here, nothing was said of the fields passed.
    await page.waitForLoadState('networkidle')
    await expect(form.locator('#field-email-error')).toHaveCount(0)
    await expect(form.locator('#field-privacy-error')).toHaveCount(0)
    await email.focus()
    await page.keyboard.type('a')
    await page.keyboard.press('Backspace')
    await page.keyboard.press('Tab')
    await expect(form.locator('#field-email-error')).toHaveText(t.Validation.required)
    await expect(form.locator('#field-privacy-error')).toHaveCount(0)
  })

  test('the form and the link pages fit a phone', async ({ page, locale }) => {
    await page.setViewportSize({ width: 375, height: 740 })
    for (const path of [
      newsletter[locale],
      paths.home[locale],
      `${newsletter[locale]}${locale === 'it' ? 'conferma' : 'confirm'}/?token=x`,
    ]) {
      await page.goto(path)
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
      expect(overflow, path).toBeLessThanOrEqual(0)
    }
    await page.goto(newsletter[locale])
    const email = page.locator('form input[name="email"]').first()
    expect((await email.boundingBox())!.width).toBeGreaterThan(250)
  })
})
