import type { Page } from '@playwright/test'

import { consentRecord } from '../support/browser'
import { adminLogin, adminWords } from './admin-support'
import { expect, paths, test } from './fixtures'

/**
 * Issue 16, finding 6 (decision 015): with the security headers on, the pages still work in Chromium and the
 * browser reports no Content Security Policy violation: the public pages (their scripts, the fonts, the
 * images, a video player once marketing cookies are accepted), the admin's login and an edit page, and the
 * preview the admin opens.
 */
// A blog article with a YouTube video in both languages (seed/content/articles/blog/il-ritorno-del-vermouth.*).
const videoArticle = { it: '/blog/il-ritorno-del-vermouth/', en: '/en/blog/vermouth-returns-to-the-bar/' }

/** Every CSP violation (and Permissions-Policy header error) the browser reports on a page. */
const complaint = /Content Security Policy|Permissions-Policy/i

function watchViolations(page: Page) {
  const violations: string[] = []
  page.on('console', (message) => {
    if (complaint.test(message.text())) violations.push(message.text())
  })
  page.on('pageerror', (error) => {
    if (complaint.test(error.message)) violations.push(error.message)
  })
  return violations
}

test.describe('issue 16: no CSP violation in the browser', () => {
  test('public pages: home, listing, sheet, an article with a video', async ({ page, context, locale, baseURL }) => {
    const violations = watchViolations(page)
    // Marketing consent, so that the article shows its player's frame (frame-src).
    await context.addCookies([
      { name: 'cookie_consent', value: consentRecord(['necessary', 'marketing']), url: baseURL! },
    ])
    for (const path of [paths.home[locale], paths.products[locale], paths.sheet[locale]]) {
      await page.goto(path, { waitUntil: 'networkidle' })
      await expect(page.locator('h1').first()).toBeVisible()
    }
    await page.goto(videoArticle[locale], { waitUntil: 'domcontentloaded' })
    await expect(page.locator('iframe[src*="youtube-nocookie.com"]')).toHaveCount(1)
    // Hydrated: a client navigation from the article works with the scripts the policy let run.
    await page.getByRole('banner').getByRole('link').first().click()
    await expect(page).toHaveURL(paths.home[locale])
    expect(violations).toEqual([])
  })

  test('the admin: login, an edit page, and the preview it opens', async ({ page, context, locale }) => {
    test.slow()
    const violations = watchViolations(page)
    await adminLogin(page, locale)
    await expect(page).toHaveURL(/\/admin\/?$/, { timeout: 30_000 })

    const list = await page.request.get('/api/articles/?limit=1&where[section][equals]=blog&depth=0')
    const id = (await list.json()).docs[0].id as number
    await page.goto(`/admin/collections/articles/${id}/?locale=${locale}`, { waitUntil: 'networkidle' })
    await expect(page.getByRole('link', { name: adminWords(locale).version.preview })).toBeVisible({ timeout: 30_000 })
    const opened = context.waitForEvent('page')
    await page.getByRole('link', { name: adminWords(locale).version.preview }).click()
    const preview = await opened
    const previewViolations = watchViolations(preview)
    await preview.waitForLoadState('networkidle')
    await expect(preview.locator('h1').first()).toBeVisible()
    expect([...violations, ...previewViolations]).toEqual([])
  })
})
