import { en } from '@payloadcms/translations/languages/en'
import { it } from '@payloadcms/translations/languages/it'
import { expect, type Page } from '@playwright/test'

import { editor } from '../support/http'

/**
 * The admin's words in the browser's language: Payload's i18n follows the browser (Accept-Language) unless the
 * editor chose a language, and falls back to Italian (issue 15, item 6).
 */
export const adminWords = (locale: 'it' | 'en') => (locale === 'it' ? it : en).translations

/** Signs the demo editor in through the admin's login form, in the browser's language, and waits till it is done. */
export async function adminLogin(page: Page, locale: 'it' | 'en') {
  const words = adminWords(locale)
  // The admin's login form works once its client code runs: wait for it before typing.
  await page.goto('/admin/login/', { waitUntil: 'networkidle' })
  await page.getByLabel(words.general.email).fill(editor.email)
  await page.getByLabel(words.general.password).fill(editor.password)
  await page.getByRole('button', { name: words.authentication.login }).click()
  await expect(page).not.toHaveURL(/\/login/, { timeout: 30_000 })
}

/**
 * The id of the first document of `collection` that `query` finds (`where[code][equals]=V0001`), read through the API
 * with the signed-in editor's session.
 */
export const firstId = (page: Page, collection: 'products' | 'articles', query: string) =>
  page.evaluate(async (url) => {
    const res = await fetch(url)
    return ((await res.json()) as { docs: { id: number }[] }).docs[0]!.id
  }, `/api/${collection}/?${query}&depth=0&select[id]=true`)
