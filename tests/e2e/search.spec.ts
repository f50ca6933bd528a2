import type { Page } from '@playwright/test'
import { createTranslator } from 'use-intl/core'

import { expect, type Messages, paths, test } from './fixtures'

/** Maison Delaunay, an anchor producer of the demo seed (seed/data/anchor-catalogue.json): one slug in both languages. */
const producerPath = { it: '/produttori/produttore/maison-delaunay/', en: '/en/producers/producer/maison-delaunay/' }

/** Resolves once the search backend has answered `words` (the input waits 500 ms before asking). */
function searchAnswered(page: Page, words: string) {
  return page.waitForResponse((response) => {
    const url = new URL(response.url())
    return url.pathname === '/api/search/' && url.searchParams.get('q') === words
  })
}

/** Opening a result renders a page on demand: allow for a busy machine (and `next dev`). */
const navigation = { timeout: 20_000 }

/** The header's search button once React has hydrated it: a click before that would do nothing. */
async function searchButton(page: Page, name: string) {
  const toggle = page.getByRole('button', { name, exact: true })
  await expect
    .poll(() => toggle.evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactProps'))))
    .toBe(true)
  return toggle
}

/** On `path`, the search opened with its button and `words` typed, once their results show. */
async function openResults(page: Page, path: string, t: Messages, words: string) {
  await page.goto(path)
  const toggle = await searchButton(page, t.Search.toggle)
  await toggle.click()
  const input = page.getByRole('combobox', { name: t.Search.label })
  // No longer than the search reads (SEARCH_MAX_LENGTH): a box without a limit made addresses the server refused.
  await expect(input).toHaveAttribute('maxlength', '100')
  const answered = searchAnswered(page, words)
  await input.fill(words)
  await answered
  const results = page.getByRole('listbox', { name: t.Search.results })
  await expect(results).toBeVisible()
  return { toggle, input, results }
}

const bodyOverflow = (page: Page) => page.evaluate(() => getComputedStyle(document.body).overflow)

test.describe('search bar and results overlay', () => {
  // Spec "Search result limit: 50 per list"; the twenty-seventh check from outside read "50 products" where 50 was only
  // that limit.
  test('a list past the 50 it shows says so, in its heading and in what is announced', async ({ page, locale, t }) => {
    const tr = createTranslator({ locale, messages: t, namespace: 'Search' })
    const { results } = await openResults(page, paths.home[locale], t, locale === 'it' ? 'vino' : 'wine')
    const products = results.getByRole('group').first()
    await expect(products).toHaveAccessibleName(tr('productsFirst', { count: 50 }))
    await expect(products.getByRole('option')).toHaveCount(50)
    // The producers it finds too ("vino" names one): their list, when there is one, is the second group.
    const groups = await results.getByRole('group').count()
    const producers = groups > 1 ? await results.getByRole('group').last().getByRole('option').count() : 0
    const announced = tr('summary', { products: 50, producers, productsMore: 'true', producersMore: 'false' })
    await expect(page.getByRole('status').filter({ hasText: announced })).toBeAttached()
  })

  test('finds a producer despite a typo and opens it', async ({ page, locale, t }) => {
    const tr = createTranslator({ locale, messages: t, namespace: 'Search' })
    await page.goto(paths.home[locale])
    const toggle = await searchButton(page, t.Search.toggle)
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await toggle.click()
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    const input = page.getByRole('combobox', { name: t.Search.label })
    await expect(input).toBeFocused()
    // While the bar is open it hides the other menu items.
    await expect(page.getByRole('navigation', { name: t.Header.mainNavigation })).toBeHidden()

    const answered = searchAnswered(page, 'Delaunai')
    await input.fill('Delaunai')
    const response = await answered
    expect(new URL(response.url()).searchParams.get('locale')).toBe(locale)

    const results = page.getByRole('listbox', { name: t.Search.results })
    await expect(results).toBeVisible()
    await expect(input).toHaveAttribute('aria-expanded', 'true')
    expect(await bodyOverflow(page)).toBe('hidden')

    // Two groups, products then producers, each named by its heading with the count; the count is announced.
    const [products, producers] = [results.getByRole('group').first(), results.getByRole('group').last()]
    await expect(results.getByRole('group')).toHaveCount(2)
    const producer = producers.getByRole('option', { name: 'Maison Delaunay', exact: true })
    await expect(products.getByRole('option').first()).toContainText('Delaunay')
    const count = {
      products: await products.getByRole('option').count(),
      producers: await producers.getByRole('option').count(),
    }
    await expect(products).toHaveAccessibleName(tr('products', { count: count.products }))
    await expect(producers).toHaveAccessibleName(tr('producers', { count: count.producers }))
    const fewer = { productsMore: 'false', producersMore: 'false' }
    await expect(page.getByRole('status').filter({ hasText: tr('summary', { ...count, ...fewer }) })).toBeAttached()

    await producer.click()
    await expect(page).toHaveURL(producerPath[locale], navigation)
    await expect(page.getByRole('heading', { level: 1, name: 'Maison Delaunay' })).toBeVisible()
    await expect(results).toBeHidden()
    expect(await bodyOverflow(page)).not.toBe('hidden')
  })

  test('shows the no-results title', async ({ page, locale, t }) => {
    await page.goto(paths.home[locale])
    await (await searchButton(page, t.Search.toggle)).click()
    const answered = searchAnswered(page, 'zzqxjwv')
    await page.getByRole('combobox', { name: t.Search.label }).fill('zzqxjwv')
    await answered
    await expect(page.getByRole('heading', { name: t.Search.noResults })).toBeVisible()
    await expect(page.getByRole('option')).toHaveCount(0)
  })

  test('works with the keyboard alone', async ({ page, locale, t }) => {
    await page.goto(paths.home[locale])
    const toggle = await searchButton(page, t.Search.toggle)
    for (let presses = 0; presses < 20 && !(await toggle.evaluate((el) => el === document.activeElement)); presses++) {
      await page.keyboard.press('Tab')
    }
    await expect(toggle).toBeFocused()
    await page.keyboard.press('Enter')
    const input = page.getByRole('combobox', { name: t.Search.label })
    await expect(input).toBeFocused()

    const answered = searchAnswered(page, 'glen corran')
    await page.keyboard.type('glen corran')
    await answered
    const results = page.getByRole('listbox', { name: t.Search.results })
    await expect(results.getByRole('option').first()).toBeVisible()

    await page.keyboard.press('ArrowDown')
    const active = results.getByRole('option', { selected: true })
    await expect(active).toHaveCount(1)
    await expect(input).toHaveAttribute('aria-activedescendant', (await active.getAttribute('id')) ?? '')
    // ArrowUp from the first option wraps to the last one, ArrowDown wraps back.
    await page.keyboard.press('ArrowUp')
    await expect(results.getByRole('option').last()).toHaveAttribute('aria-selected', 'true')
    await page.keyboard.press('ArrowDown')
    await expect(results.getByRole('option').first()).toHaveAttribute('aria-selected', 'true')

    const href = await results.getByRole('option').first().getAttribute('href')
    expect(href).toContain(locale === 'it' ? '/prodotti/scheda/' : '/en/products/sheet/')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(href ?? '', navigation)
    await expect(results).toBeHidden()
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Glen Corran')
  })

  // The fifteenth check from outside: in forced colours (Windows' high contrast) the option the arrows were on was marked
  // only by a background and a shadow, which forced colours drop: nothing showed what Enter would open.
  test('in forced colours the option the arrows are on keeps a visible mark', async ({ page, locale, t }) => {
    await page.emulateMedia({ forcedColors: 'active' })
    const { input, results } = await openResults(page, paths.home[locale], t, 'gin')
    await input.press('ArrowDown')
    await input.press('ArrowDown')
    const active = results.getByRole('option', { selected: true })
    await expect(active).toHaveCount(1)
    const [selected, other] = await Promise.all(
      [active, results.getByRole('option', { selected: false }).first()].map((option) =>
        option.evaluate((el) => {
          const style = getComputedStyle(el)
          return `${style.outlineStyle} ${style.outlineWidth}`
        }),
      ),
    )
    expect(selected).toMatch(/^solid [1-9]/)
    expect(other).not.toMatch(/^solid/)
  })

  test('emptying the text closes the overlay and unlocks scrolling', async ({ page, locale, t }) => {
    await page.goto(paths.home[locale])
    await (await searchButton(page, t.Search.toggle)).click()
    const input = page.getByRole('combobox', { name: t.Search.label })
    const answered = searchAnswered(page, 'grappa')
    await input.fill('grappa')
    await answered
    const results = page.getByRole('listbox', { name: t.Search.results })
    await expect(results).toBeVisible()
    expect(await bodyOverflow(page)).toBe('hidden')

    await input.fill('')
    await expect(results).toBeHidden()
    await expect(input).toHaveAttribute('aria-expanded', 'false')
    await expect(input).toBeVisible()
    expect(await bodyOverflow(page)).not.toBe('hidden')
  })

  test('Escape closes the overlay, a second Escape the bar', async ({ page, locale, t }) => {
    const { toggle, input, results } = await openResults(page, paths.home[locale], t, 'grappa')

    await page.keyboard.press('Escape')
    await expect(results).toBeHidden()
    await expect(input).toHaveValue('grappa')
    await expect(input).toBeFocused()
    expect(await bodyOverflow(page)).not.toBe('hidden')

    await page.keyboard.press('Escape')
    await expect(input).toBeHidden()
    await expect(toggle).toBeFocused()
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(page.getByRole('navigation', { name: t.Header.mainNavigation })).toBeVisible()
  })

  // The twentieth check from outside: Escape on a result closed the overlay with the focus in it, and left it nowhere.
  test('Escape on a result reached with Tab gives the focus back to the field', async ({ page, locale, t }) => {
    const { input, results } = await openResults(page, paths.home[locale], t, 'grappa')
    const onResult = () =>
      page.evaluate(() => {
        const active = document.activeElement
        return !!active?.closest('[data-search-open]') && active?.getAttribute('role') !== 'combobox'
      })
    for (let i = 0; i < 5 && !(await onResult()); i++) await page.keyboard.press('Tab')
    expect(await onResult(), 'Tab reaches a result').toBe(true)
    await page.keyboard.press('Escape')
    await expect(results).toBeHidden()
    await expect(input).toBeFocused()
    await expect(input).toHaveValue('grappa')
  })

  // The third check from outside: Tab past the last result moved focus to links under the overlay, unseen.
  test('Tab out of the search closes the overlay; focus is never under it', async ({ page, locale, t }) => {
    const { input, results } = await openResults(page, paths.home[locale], t, 'amaro')
    const insideSearch = () => page.evaluate(() => !!document.activeElement?.closest('[data-search-open]'))
    for (let i = 0; i < 40 && (await insideSearch()); i++) await page.keyboard.press('Tab')
    expect(await insideSearch(), 'Tab leaves the search at last').toBe(false)
    await expect(results).toBeHidden()
    expect(await bodyOverflow(page)).not.toBe('hidden')
    // Back in the field, the arrow opens the results again.
    await input.focus()
    await page.keyboard.press('ArrowDown')
    await expect(results).toBeVisible()
  })

  test('a route change closes the overlay', async ({ page, locale, t }) => {
    await page.goto(paths.producers[locale])
    await (await searchButton(page, t.Search.toggle)).click()
    const answered = searchAnswered(page, 'grappa')
    await page.getByRole('combobox', { name: t.Search.label }).fill('grappa')
    await answered
    const results = page.getByRole('listbox', { name: t.Search.results })
    await expect(results).toBeVisible()

    // The brand stays in the header beside the open bar on wide screens: a client-side route change.
    await page
      .getByRole('banner')
      .getByRole('link', { name: t.Header.home.replace('{company}', 'Vinea Distribuzione') })
      .click()
    await expect(page).toHaveURL(paths.home[locale], navigation)
    await expect(results).toBeHidden()
    expect(await bodyOverflow(page)).not.toBe('hidden')
  })
})

test.describe('before the results’ code has arrived', () => {
  /** Holds every script the page asks for from now on (the results' code is loaded on the first sign of searching). */
  async function holdScripts(page: Page) {
    const held: (() => Promise<void>)[] = []
    let holding = true
    await page.route('**/_next/static/chunks/**', async (route) => {
      if (holding) held.push(() => route.continue())
      else await route.continue()
    })
    return {
      count: () => held.length,
      release: async () => {
        holding = false
        await Promise.all(held.splice(0).map((resume) => resume()))
      },
    }
  }

  test('what is typed stays in the field and is searched once it arrives', async ({ page, locale, t }) => {
    await page.goto(paths.home[locale])
    const toggle = await searchButton(page, t.Search.toggle)
    const scripts = await holdScripts(page)
    await toggle.click()
    const input = page.getByRole('combobox', { name: t.Search.label })
    await expect(input).toBeFocused()
    await page.keyboard.type('Delaunai')
    await expect(input).toHaveValue('Delaunai')
    await expect.poll(() => scripts.count()).toBeGreaterThan(0)
    await expect(page.getByRole('listbox')).toHaveCount(0)

    const answered = searchAnswered(page, 'Delaunai')
    await scripts.release()
    await answered
    const results = page.getByRole('listbox', { name: t.Search.results })
    await expect(results.getByRole('option', { name: 'Maison Delaunay', exact: true })).toBeVisible()
    await expect(input).toHaveValue('Delaunai')
    await expect(input).toBeFocused()
    await expect(input).toHaveAttribute('aria-expanded', 'true')
  })

  test('Enter already opens the search page with the text', async ({ page, locale, t }) => {
    await page.goto(paths.home[locale])
    const toggle = await searchButton(page, t.Search.toggle)
    const scripts = await holdScripts(page)
    await toggle.click()
    await page.keyboard.type('delaunay')
    await page.keyboard.press('Enter')
    await scripts.release()
    await expect(page).toHaveURL(locale === 'it' ? /\/cerca\/\?q=delaunay$/ : /\/en\/search\/\?q=delaunay$/, navigation)
    await expect(page.getByRole('heading', { level: 1, name: t.Search.pageTitle })).toBeVisible()
  })
})

test.describe('search on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('the bar takes the header and the results fit the screen', async ({ page, locale, t }) => {
    await page.goto(paths.home[locale])
    const toggle = await searchButton(page, t.Search.toggle)
    await toggle.click()
    await expect(page.getByRole('button', { name: t.Header.openMenu })).toBeHidden()
    const answered = searchAnswered(page, 'Hoshimo')
    await page.getByRole('combobox', { name: t.Search.label }).fill('Hoshimo')
    await answered
    const results = page.getByRole('listbox', { name: t.Search.results })
    await expect(results.getByRole('option', { name: 'Kura Hoshino', exact: true })).toBeVisible()
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow).toBeLessThanOrEqual(0)

    await toggle.click()
    await expect(results).toBeHidden()
    await expect(page.getByRole('button', { name: t.Header.openMenu })).toBeVisible()
    expect(await bodyOverflow(page)).not.toBe('hidden')
  })
})

test.describe('the search page', () => {
  test('Enter without a chosen result opens every result on the search page, which searches again', async ({
    page,
    locale,
    t,
  }) => {
    await page.goto(paths.home[locale])
    const toggle = await searchButton(page, t.Search.toggle)
    await toggle.click()
    const input = page.getByRole('combobox', { name: t.Search.label })
    await input.fill('delaunay')
    await searchAnswered(page, 'delaunay')
    await input.press('Enter')
    await expect(page).toHaveURL(locale === 'it' ? /\/cerca\/\?q=delaunay$/ : /\/en\/search\/\?q=delaunay$/, navigation)
    await expect(page.getByRole('heading', { level: 1, name: t.Search.pageTitle })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Maison Delaunay' }).first()).toBeVisible()
    // The page's own form, with the keyboard: a new search, no results.
    const field = page.getByRole('searchbox', { name: t.Search.label }).last()
    await field.fill('zzzqqq')
    await field.press('Enter')
    await expect(page.getByRole('heading', { name: t.Search.noResults })).toBeVisible(navigation)
  })
})
