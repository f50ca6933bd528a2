import type { APIRequestContext } from '@playwright/test'

import { editor } from '../support/http'
import { adminLogin, adminWords } from './admin-support'
import { expect, test } from './fixtures'

/**
 * Issue 15, item 4 (decision 030): an editor renames a product in the admin, in Italian, and sees the new title on
 * its sheet at once, while another product's sheet is still served from the cache.
 */
type Product = { id: number; code: string; title: string; slug: string; producer: number; spiritType: number }

async function productOf(request: APIRequestContext, where: string, locale: string): Promise<Product> {
  const res = await request.get(`/api/products/?${where}&locale=${locale}&depth=0&limit=1`)
  expect(res.ok()).toBe(true)
  return (await res.json()).docs[0] as Product
}

const sheetPath = (slug: string, locale: string) =>
  locale === 'it' ? `/prodotti/scheda/${slug}/` : `/en/products/sheet/${slug}/`

/** Asks until the page comes from Next's cache, and answers whether it did. */
async function cacheOf(request: APIRequestContext, path: string) {
  return (await request.get(path)).headers()['x-nextjs-cache'] ?? null
}

test.describe('issue 15, item 4: one product saved, the other sheets stay cached', () => {
  test('an editor renames a product in the admin in Italian; its sheet shows it, another sheet is a cache HIT', async ({
    page,
    browser,
    locale,
    request,
  }, testInfo) => {
    test.slow()
    const edited = await productOf(request, 'where[code][equals]=V0012', locale)
    const other = await productOf(
      request,
      `where[producer][not_equals]=${edited.producer}&where[spiritType][not_equals]=${edited.spiritType}&where[spiritType][exists]=true&sort=code`,
      locale,
    )
    for (let i = 0; i < 5 && (await cacheOf(page.request, sheetPath(other.slug, locale))) !== 'HIT'; i++);
    expect(await cacheOf(page.request, sheetPath(other.slug, locale))).toBe('HIT')
    await page.goto(sheetPath(edited.slug, locale))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(edited.title)

    const renamed = `${edited.title} ${locale === 'it' ? 'rinominato' : 'renamed'} ${Date.now().toString(36)}`
    // The admin in Italian (decision 029), whatever the visitor's language; the title of the sheet's language.
    const admin = await browser.newContext({ locale: 'it-IT', baseURL: testInfo.project.use.baseURL })
    try {
      const adminPage = await admin.newPage()
      await adminLogin(adminPage, 'it')
      await expect(adminPage).toHaveURL(/\/admin\/?$/, { timeout: 30_000 })
      await adminPage.goto(`/admin/collections/products/${edited.id}/?locale=${locale}`)
      const title = adminPage.locator('#field-title')
      await expect(title).toHaveValue(edited.title, { timeout: 30_000 })
      await title.fill(renamed)
      await expect(title).toHaveValue(renamed)
      const saved = adminPage.waitForResponse(
        (res) => res.url().includes(`/api/products/${edited.id}`) && res.request().method() === 'PATCH',
      )
      await adminPage.getByRole('button', { name: adminWords('it').general.save, exact: true }).click()
      const answer = await saved
      expect(answer.ok()).toBe(true)
      // What the admin sent and the server stored: a sheet with the old title then says the site kept a stale page.
      expect((await answer.json()).doc?.title, 'the title the admin saved').toBe(renamed)

      const sheet = await page.goto(sheetPath(edited.slug, locale))
      await expect(page.getByRole('heading', { level: 1 }))
        .toHaveText(renamed)
        .catch(async (error: Error) => {
          // Which layer kept the old title: the page as the browser got it, and the server's answer now.
          const now = await page.request.get(sheetPath(edited.slug, locale))
          const h1 = /<h1[^>]*>([^<]*)<\/h1>/.exec(await now.text())?.[1]
          const [got, again] = [sheet?.headers() ?? {}, now.headers()]
          throw new Error(
            `${error.message}\nthe page: ${got['x-nextjs-cache']} of ${got.date}, from the service worker ${sheet?.fromServiceWorker()}` +
              `\nthe server now: "${h1}", ${again['x-nextjs-cache']} of ${again.date}`,
          )
        })
      expect(await cacheOf(page.request, sheetPath(other.slug, locale))).toBe('HIT')
    } finally {
      await admin.close()
      const login = await request.post('/api/users/login/', { data: editor })
      const headers = { Authorization: `JWT ${(await login.json()).token}` }
      await request.patch(`/api/products/${edited.id}/?locale=${locale}`, { headers, data: { title: edited.title } })
      // Rendered again now: Next's file cache forgets expired tags when the server restarts (the tags live in its
      // memory), so a page left expired but not rendered would come back with the test's title after a restart.
      await request.get(sheetPath(edited.slug, locale))
    }
  })
})
