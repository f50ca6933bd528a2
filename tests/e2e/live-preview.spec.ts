import type { APIRequestContext, Page } from '@playwright/test'

import { editor } from '../support/http'
import { adminLogin, adminWords } from './admin-support'
import { firstLoadScripts } from './first-load'
import { expect, paths, test } from './fixtures'

/**
 * Issue 15, item 6 (decision 033): in the admin, a document's "open on the site" link and its live preview show
 * its page in the language being edited, and the preview follows the editor's saves: a product's sheet (no
 * drafts: the save publishes), a static page's draft (never shown to the public until published).
 */
async function editorHeaders(request: APIRequestContext) {
  const login = await request.post('/api/users/login/', { data: editor })
  expect(login.ok()).toBe(true)
  return { Authorization: `JWT ${(await login.json()).token}` }
}

/** Opens the pane, unless the editor's preferences kept it open from an earlier visit. */
async function openLivePreview(page: Page, locale: 'it' | 'en') {
  const words = adminWords(locale)
  const open = page.getByRole('button', { name: words.general.livePreview, exact: true })
  const exit = page.getByRole('button', { name: words.general.exitLivePreview, exact: true })
  await expect(open.or(exit)).toBeVisible({ timeout: 30_000 })
  if (await open.isVisible()) await open.click()
  await expect(exit).toBeVisible()
  return { frame: page.frameLocator('#live-preview-iframe'), close: () => exit.click() }
}

const stamp = () => Date.now().toString(36)

test.describe('issue 15, item 6: open on the site and live preview', () => {
  test('a product: its sheet in the pane, in the language being edited, follows the save', async ({
    page,
    locale,
    request,
    t,
  }) => {
    test.slow()
    const res = await request.get(`/api/products/?where[code][equals]=V0014&locale=${locale}&depth=0&limit=1`)
    const product = (await res.json()).docs[0] as { id: number; title: string; slug: string }
    const sheet = locale === 'it' ? `/prodotti/scheda/${product.slug}/` : `/en/products/sheet/${product.slug}/`
    const renamed = `${product.title} ${locale === 'it' ? 'anteprima' : 'preview'} ${stamp()}`
    try {
      await adminLogin(page, locale)
      await expect(page).toHaveURL(/\/admin\/?$/, { timeout: 30_000 })
      await page.goto(`/admin/collections/products/${product.id}/?locale=${locale}`)
      await expect(page.locator('#field-title').first()).toHaveValue(product.title, { timeout: 30_000 })

      // "Open on the site": the sheet's real URL in the language being edited, through the draft-mode check.
      const open = page.getByRole('link', { name: adminWords(locale).version.preview, exact: true })
      expect(new URL((await open.getAttribute('href')) ?? '', 'http://x').searchParams.get('path')).toBe(sheet)

      const { frame, close } = await openLivePreview(page, locale)
      await expect(frame.getByRole('heading', { level: 1 })).toHaveText(product.title, { timeout: 30_000 })
      await expect(frame.getByRole('complementary', { name: t.Preview.title })).toBeVisible()
      // The editor is staff: the age gate does not cover the page.
      await expect(frame.getByRole('dialog', { name: t.AgeGate.title.replace('{age}', '18') })).toBeHidden()

      await page.locator('#field-title').first().fill(renamed)
      await page.getByRole('button', { name: adminWords(locale).general.save, exact: true }).click()
      await expect(frame.getByRole('heading', { level: 1 })).toHaveText(renamed, { timeout: 30_000 })
      await close()
    } finally {
      await request.patch(`/api/products/${product.id}/?locale=${locale}`, {
        headers: await editorHeaders(request),
        data: { title: product.title },
      })
      // Rendered again now, so no restart brings back an expired page with the test's title (see decision 030).
      await request.get(sheet)
    }
  })

  test('a static page: its draft in the pane after "Save draft", the public page unchanged', async ({
    page,
    locale,
    request,
  }) => {
    test.slow()
    const res = await request.get(`/api/pages/?where[key][equals]=philosophy&locale=${locale}&depth=0&limit=1`)
    const doc = (await res.json()).docs[0] as { id: number; title: string }
    const drafted = `${doc.title} ${locale === 'it' ? 'bozza' : 'draft'} ${stamp()}`
    const words = adminWords(locale)
    try {
      await adminLogin(page, locale)
      await expect(page).toHaveURL(/\/admin\/?$/, { timeout: 30_000 })
      await page.goto(`/admin/collections/pages/${doc.id}/?locale=${locale}`)
      await expect(page.locator('#field-title').first()).toHaveValue(doc.title, { timeout: 30_000 })

      const open = page.getByRole('link', { name: words.version.preview, exact: true })
      const target = new URL((await open.getAttribute('href')) ?? '', 'http://x').searchParams.get('path')
      expect(target).toBe(paths.philosophy[locale])

      const { frame, close } = await openLivePreview(page, locale)
      await expect(frame.getByRole('heading', { level: 1 })).toHaveText(doc.title, { timeout: 30_000 })

      await page.locator('#field-title').first().fill(drafted)
      await page.getByRole('button', { name: words.version.saveDraft, exact: true }).click()
      await expect(frame.getByRole('heading', { level: 1 })).toHaveText(drafted, { timeout: 30_000 })

      // A visitor still reads the published page.
      const visitor = await request.get(paths.philosophy[locale])
      const html = await visitor.text()
      expect(html).toContain(doc.title)
      expect(html).not.toContain(drafted)
      await close()
    } finally {
      await request.patch(`/api/pages/${doc.id}/?locale=${locale}`, {
        headers: await editorHeaders(request),
        data: { title: doc.title, _status: 'published' },
      })
      await request.get(paths.philosophy[locale])
    }
  })
})

test('a visitor’s pages load none of the live preview’s code, which draft mode fetches (decision 047)', async ({
  page,
  locale,
}) => {
  // The message the preview sends the admin: on the build before, its code came with every page.
  const scripts = await firstLoadScripts(page, paths.home[locale])
  expect(scripts.length).toBeGreaterThan(3)
  expect(scripts.filter((s) => s.body.includes('payload-live-preview')).map((s) => s.src)).toEqual([])
})
