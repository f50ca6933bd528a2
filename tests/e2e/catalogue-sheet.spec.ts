import { PDFDocument } from 'pdf-lib'

import { sheetLines } from '../../src/cms/fields/product-sheet'
import { expect, paths, test } from './fixtures'

/**
 * Issue 4: a buyer opens a product sheet from the listing, reads it, browses related products with the
 * keyboard, prints the tech sheet on one A4 page; producers and catalogues.
 */

/** The demo product with the most sheet text (see tests/integration/catalogue-sheet.test.ts). */
const longest = {
  it: '/prodotti/scheda/grappa-di-verduzzo-barricata-v0113/',
  en: '/en/products/sheet/barrique-aged-verduzzo-grappa-v0113/',
}
/** A sheet line's label: the CMS field config holds it in both languages. */
const sheetLabel = (name: string, locale: 'it' | 'en') => sheetLines.find((line) => line.name === name)!.label[locale]
const sheetPath = { it: '/prodotti/scheda/', en: '/en/products/sheet/' }

test.describe('issue 4: product sheet', () => {
  test('opens a sheet from the listing and reads it', async ({ page, locale, t }) => {
    await page.goto(paths.products[locale])
    const card = page.locator(`main a[href^="${sheetPath[locale]}"]`).first()
    const title = (await card.getByRole('heading').textContent())?.trim() ?? ''
    await card.click()
    await expect(page).toHaveURL(new RegExp(`${sheetPath[locale]}[^/]+/$`), { timeout: 20_000 })
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
    await expect(page.getByRole('navigation', { name: t.ProductSheet.breadcrumb })).toBeVisible()
    await expect(page.getByRole('heading', { name: t.ProductSheet.facts })).toBeVisible()
  })

  test('shows fields, pictures and the producer link', async ({ page, locale, t }) => {
    await page.goto(paths.sheet[locale])
    const facts = page.locator('dl').first()
    await expect(facts.getByText(sheetLabel('format', locale), { exact: true })).toBeVisible()
    await expect(facts.getByText(sheetLabel('alcohol', locale), { exact: true })).toBeVisible()
    // No field is printed without a value.
    for (const dd of await page.locator('main dd').all()) await expect(dd).not.toBeEmpty()

    // Gallery: the main picture, and thumbnails that choose it from the keyboard.
    const main = page.locator('main figure img')
    await expect(main).toBeVisible()
    expect(await main.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
    const thumbs = page.getByRole('group', { name: t.ProductSheet.gallery }).getByRole('button')
    if ((await thumbs.count()) > 1) {
      const first = await main.getAttribute('src')
      await thumbs.first().focus()
      await page.keyboard.press('ArrowRight')
      await expect(thumbs.nth(1)).toBeFocused()
      await expect(thumbs.nth(1)).toHaveAttribute('aria-pressed', 'true')
      await expect(main).not.toHaveAttribute('src', first ?? '')
    }

    const producer = page.getByRole('link', {
      name: t.ProductSheet.viewProducer.replace('{name}', 'Glen Corran Distillers'),
    })
    await producer.click()
    await expect(page).toHaveURL(
      locale === 'it'
        ? '/produttori/produttore/glen-corran-distillers/'
        : '/en/producers/producer/glen-corran-distillers/',
    )
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Glen Corran Distillers')
  })

  // The eleventh check from outside: every sheet preloaded its print view's stylesheet (its link was fetched ahead),
  // which no sheet uses, and Chromium warned "preloaded using link preload but not used" a few seconds after the load.
  test('says nothing in the browser console while it is read', async ({ page, locale, t }) => {
    const said: string[] = []
    page.on('console', (message) => {
      // Playwright's own note on the service worker it blocks (playwright.config.ts) is not the site's.
      if (message.text().includes('blocked by Playwright')) return
      if (message.type() === 'warning' || message.type() === 'error') said.push(`${message.type()}: ${message.text()}`)
    })
    await page.goto(paths.sheet[locale], { waitUntil: 'load' })
    // Read down the page, past the print link, as a visitor does: links in view are fetched ahead.
    await page.getByRole('link', { name: t.ProductSheet.pdf }).scrollIntoViewIfNeeded()
    await page.waitForTimeout(500)
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    // Chromium warns of an unused preload 3 s after the load event.
    await page.waitForTimeout(4000)
    expect(said).toEqual([])
  })

  test('browses related products with the keyboard', async ({ page, locale, t }) => {
    await page.goto(paths.sheet[locale])
    const carousel = page.getByRole('region', { name: t.ProductSheet.relatedLabel })
    await carousel.scrollIntoViewIfNeeded()
    const dots = carousel.getByRole('group', { name: t.ProductSheet.carousel.pagination }).getByRole('button')
    await expect(dots.first()).toHaveAttribute('aria-current', 'true')
    expect(await dots.count()).toBeGreaterThan(1)

    const next = carousel.getByRole('button', { name: t.ProductSheet.carousel.next })
    const previous = carousel.getByRole('button', { name: t.ProductSheet.carousel.previous })
    await expect(previous).toBeDisabled()
    await next.focus()
    await page.keyboard.press('Enter')
    await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true')
    await expect(previous).toBeEnabled()

    // Arrow keys move a group while focus is inside the carousel.
    await page.keyboard.press('ArrowLeft')
    await expect(dots.first()).toHaveAttribute('aria-current', 'true')

    // Every slide is a card linking to a sheet, never to the product itself.
    const links = carousel.locator(`a[href^="${sheetPath[locale]}"]`)
    expect(await links.count()).toBeGreaterThan(1)
    expect(await carousel.locator(`a[href="${paths.sheet[locale]}"]`).count()).toBe(0)
  })

  test('opens the /pdf/ variant, which prints as one A4 page', async ({ page, locale, t }) => {
    await page.goto(paths.sheet[locale])
    await page.getByRole('link', { name: t.ProductSheet.pdf }).click()
    await expect(page).toHaveURL(`${paths.sheet[locale]}pdf/`)
    await expect(page.getByRole('button', { name: t.ProductSheet.print })).toBeVisible()

    for (const path of [`${paths.sheet[locale]}pdf/`, `${longest[locale]}pdf/`]) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await page.evaluate(() => document.fonts.ready)
      await page.emulateMedia({ media: 'print' })
      await expect(page.getByRole('button', { name: t.ProductSheet.print })).toBeHidden()
      const pdf = await page.pdf({ format: 'A4', preferCSSPageSize: true, printBackground: true })
      const doc = await PDFDocument.load(pdf)
      expect(doc.getPageCount(), path).toBe(1)
      const { width, height } = doc.getPage(0).getSize()
      // A4 is 595 x 842 points.
      expect(Math.round(width)).toBe(595)
      expect(Math.round(height)).toBe(842)
      await page.emulateMedia({ media: 'screen' })
    }
  })
})

test.describe('the /pdf/ variant without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('names the browser’s own print command in place of a button that cannot print', async ({ page, locale, t }) => {
    await page.goto(`${paths.sheet[locale]}pdf/`)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByRole('button', { name: t.ProductSheet.print })).toBeHidden()
    await expect(page.getByText(t.ProductSheet.printWithoutScripts)).toBeVisible()
    await expect(page.getByRole('link', { name: t.ProductSheet.backToSheet })).toBeVisible()
  })
})

test('with JavaScript, the /pdf/ variant has its print button and no hint', async ({ page, locale, t }) => {
  await page.goto(`${paths.sheet[locale]}pdf/`)
  await expect(page.getByRole('button', { name: t.ProductSheet.print })).toBeVisible()
  await expect(page.getByText(t.ProductSheet.printWithoutScripts)).toBeHidden()
})

test.describe('issue 4: producers and catalogues', () => {
  test('goes from the producers list to a producer page with its products', async ({ page, locale, t }) => {
    await page.goto(paths.producers[locale])
    await page
      .getByRole('navigation', { name: t.Producers.index })
      .getByRole('link', { name: 'G', exact: true })
      .click()
    await page.getByRole('link', { name: /Glen Corran Distillers/ }).click()
    await expect(page).toHaveURL(
      locale === 'it'
        ? '/produttori/produttore/glen-corran-distillers/'
        : '/en/producers/producer/glen-corran-distillers/',
    )
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Glen Corran Distillers')
    await expect(page.getByRole('heading', { name: t.Producers.products })).toBeVisible()
    expect(await page.locator(`main a[href^="${sheetPath[locale]}"]`).count()).toBeGreaterThan(3)
  })

  test('opens a catalogue and its PDF link works', async ({ page, locale, t }) => {
    await page.goto(locale === 'it' ? '/cataloghi/' : '/en/catalogues/')
    const first = page.locator('main h2 a').first()
    const title = (await first.textContent())?.trim() ?? ''
    await first.click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
    const download = page.getByRole('link', { name: t.Catalogues.downloadOf.replace('{title}', title) })
    await expect(download).toBeVisible()
    const href = await download.getAttribute('href')
    const response = await page.request.get(href ?? '')
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toBe('application/pdf')
    expect((await response.body()).subarray(0, 5).toString()).toBe('%PDF-')
  })
})

// The fourth check from outside: a producer's name of one long word (a German distillery's) made the page 421 px wide
// on a 390 px phone, and pushed the menu button off the screen. The name is set in the page here as an editor would
// have saved it.
test('a name of one long word wraps on a phone: nothing is wider than the screen', async ({ page, locale }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  for (const path of [paths.sheet[locale], locale === 'it' ? '/produttori/' : '/en/producers/']) {
    await page.goto(path)
    await page.locator('main h1').evaluate((h1) => {
      h1.textContent = 'QA4 Schwarzwaldbrennereiunterharmersbachgesellschaft'
    })
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth), { message: path })
      .toBeLessThanOrEqual(390)
  }
})
