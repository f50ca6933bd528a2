import { expect, paths, test } from './fixtures'

/**
 * Issue 4 in both languages: filter the listing by type then producer, watch the counts change, share the
 * URL, page through, and use the filters on a phone.
 */
const countText = (locale: 'it' | 'en') => (locale === 'it' ? /^(\d+) prodott[oi]$/ : /^(\d+) products?$/)

test.describe('the product listing and its filters, kept in the URL', () => {
  test('filters by type then producer; the counts follow and the URL can be shared', async ({
    page,
    browser,
    locale,
    t,
  }) => {
    await page.goto(paths.products[locale])
    const total = page.getByText(countText(locale))
    const all = Number((await total.textContent())!.match(/\d+/)![0])

    const amari = page.locator('input[name="type"][value="amari"]')
    const producer = page.locator('input[name="producer"][value="P002"]')
    const producerCount = page.locator('label', { has: producer }).locator('span').last()
    const producerBefore = Number(await producerCount.textContent())

    // One URL per listing state (issue 15, item 2): one type is its type's listing.
    await amari.check()
    await expect(page).toHaveURL(/\/(tipologia|type)\/amari\/$/)
    await expect(amari).toBeChecked()
    await expect(total).not.toHaveText(`${all}`, { useInnerText: true })
    const afterType = Number((await total.textContent())!.match(/\d+/)![0])
    expect(afterType).toBeLessThan(all)
    // The producer's count now counts its amari only.
    await expect(producerCount).not.toHaveText(String(producerBefore))

    await producer.check()
    await expect(page).toHaveURL(/\/(tipologia|type)\/amari\/\?producer=P002$/)
    await expect(page.getByRole('list', { name: t.Filters.active }).getByRole('link')).toHaveCount(3)
    const afterProducer = Number((await total.textContent())!.match(/\d+/)![0])
    expect(afterProducer).toBeLessThan(afterType)
    expect(afterProducer).toBeGreaterThan(0)

    // Shared: another visitor opening the URL sees the same listing.
    const shared = await browser.newPage()
    await shared.goto(page.url())
    await expect(shared.locator('input[name="type"][value="amari"]')).toBeChecked()
    await expect(shared.locator('input[name="producer"][value="P002"]')).toBeChecked()
    await expect(shared.getByText(countText(locale))).toHaveText(new RegExp(`^${afterProducer}\\b`))
    await shared.close()

    // Removing a filter from its chip goes back one step.
    await page
      .getByRole('list', { name: t.Filters.active })
      .getByRole('link', { name: new RegExp(t.Filters.facet.producer) })
      .click()
    await expect(page).toHaveURL(/\/(tipologia|type)\/amari\/$/)
    await expect(producer).not.toBeChecked()
    // With the keyboard: the chip leaves with its page, and the results take the focus (the twenty-eighth check from
    // outside: it fell to the page's body); "Clear all filters" too.
    const results = page.locator('#results')
    await page.getByRole('list', { name: t.Filters.active }).getByRole('link', { name: t.Filters.clear }).focus()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(new RegExp(`${paths.products[locale]}$`))
    await expect(results).toBeFocused()
  })

  test('pages with previous and next, keeping the filters', async ({ page, locale, t }) => {
    await page.goto(paths.products[locale])
    const nav = page.getByRole('navigation', { name: t.Listing.pagination })
    await expect(nav.getByText(t.Listing.previous)).toHaveAttribute('aria-disabled', 'true')
    const firstCard = await page
      .locator('main ul li a[href*="/"]')
      .filter({ has: page.locator('h2, h3') })
      .first()
      .getAttribute('href')
    await nav.getByRole('link', { name: t.Listing.next }).click()
    await expect(page).toHaveURL(/\?page=2$/)
    await expect(nav.getByRole('link', { name: t.Listing.previous })).toBeVisible()
    const secondFirst = await page
      .locator('main ul li a[href*="/"]')
      .filter({ has: page.locator('h2, h3') })
      .first()
      .getAttribute('href')
    expect(secondFirst).not.toBe(firstCard)

    await page.goto(`${paths.products[locale]}?type=whisky`)
    const whiskyNav = page.getByRole('navigation', { name: t.Listing.pagination })
    if (await whiskyNav.count()) {
      await whiskyNav.getByRole('link', { name: t.Listing.next }).click()
      await expect(page).toHaveURL(/\/(tipologia|type)\/whisky\/\?page=2$/)
    }
  })

  // The twentieth check from outside: the link left with its page, and the focus fell to the page's body; the next Tab
  // started again from the filters at the top.
  test('with the keyboard, "Next" and "Previous" leave the focus on the results, and Tab reaches their first card', async ({
    page,
    locale,
    t,
  }) => {
    await page.goto(paths.products[locale], { waitUntil: 'networkidle' })
    const nav = page.getByRole('navigation', { name: t.Listing.pagination })
    const results = page.locator('#results')
    await nav.getByRole('link', { name: t.Listing.next }).focus()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\?page=2$/)
    await expect(results).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(results.locator('[data-product-sheet]').first()).toBeFocused()

    await nav.getByRole('link', { name: t.Listing.previous }).focus()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(paths.products[locale])
    await expect(results).toBeFocused()
  })

  test('the producer list shows 7 before expanding and can be searched', async ({ page, locale, t }) => {
    await page.goto(paths.products[locale])
    const group = page.getByRole('group', { name: t.Filters.facet.producer })
    await expect(group.getByRole('checkbox')).toHaveCount(7)
    await group.getByRole('button', { name: /\(\d+\)/ }).click()
    // The values past the first seven are asked for at the press (issue 17): they arrive a moment later.
    await expect.poll(() => group.getByRole('checkbox').count()).toBeGreaterThan(7)
    await group.getByRole('searchbox').fill('GLEN corr')
    await expect(group.getByRole('checkbox')).toHaveCount(1)
    await expect(group.getByText('Glen Corran Distillers')).toBeVisible()
  })

  // Issue 17: the page sends the producer list in part (one value per producer: 2,000 at 100,000 products).
  test('the producer list asks for its other values when expanded; a failure says so; one of them filters', async ({
    page,
    locale,
    t,
  }) => {
    await page.goto(paths.products[locale])
    const group = page.getByRole('group', { name: t.Filters.facet.producer })
    await expect(group.getByRole('checkbox')).toHaveCount(7)
    const more = group.getByRole('button', { name: /\(\d+\)/ })
    const total = Number((await more.textContent())!.match(/\((\d+)\)/)![1])

    // The list's address cannot be reached: the list says so, and keeps what it has.
    await page.route('**/api/filter-values/**', (route) => route.abort())
    await more.click()
    await expect(group.getByRole('status')).toHaveText(t.Filters.valuesFailed)
    await expect(group.getByRole('checkbox')).toHaveCount(7)
    // Reached again: the next press brings the whole list.
    await page.unroute('**/api/filter-values/**')
    await more.click()
    await expect(group.getByRole('checkbox')).toHaveCount(total)
    await expect(group.getByRole('status')).toHaveText('')
    await expect(group.getByRole('button', { name: t.Filters.showLess })).toHaveAttribute('aria-expanded', 'true')

    // A producer the page did not send leads to its own listing address.
    const last = group.getByRole('checkbox').last()
    const code = await last.getAttribute('value')
    await last.check()
    await expect(page).toHaveURL(
      locale === 'it' ? /\/prodotti\/produttore\/[a-z0-9-]+\/$/ : /\/en\/products\/producer\/[a-z0-9-]+\/$/,
    )
    await expect(page.locator(`input[name="producer"][value="${code}"]`)).toBeChecked()
    // Its page sends the first seven and the one picked.
    await expect(group.getByRole('checkbox')).toHaveCount(8)
  })

  test('on a phone the filters open from their button', async ({ page, locale, t }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto(paths.products[locale])
    const toggle = page.getByRole('button', { name: t.Filters.toggle, exact: true })
    await expect(page.locator('input[name="type"][value="amari"]')).toBeHidden()
    await toggle.click()
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await page.locator('input[name="type"][value="amari"]').check()
    await expect(page).toHaveURL(/\/(tipologia|type)\/amari\/$/)
    // The panel stays open for the next choice, and its button, in view, leads to the list it chose (the seventeenth
    // check from outside: the products were 2,400 px below, under every list of the panel).
    // The button now carries the count of chosen values: "Filtri 1".
    const toggled = page.getByRole('button', { name: new RegExp(`^${t.Filters.toggle} 1$`) })
    await expect(toggled).toHaveAttribute('aria-expanded', 'true')
    const shown = Number(/\d+/.exec((await page.getByText(countText(locale)).textContent())!)![0])
    const showResults = page.getByRole('button', {
      name: locale === 'it' ? `Mostra ${shown} prodotti` : `Show ${shown} products`,
    })
    await expect(showResults).toBeInViewport()
    await showResults.click()
    await expect(toggled).toHaveAttribute('aria-expanded', 'false')
    await expect(page.locator('#results')).toBeFocused()
    await expect(page.getByText(countText(locale))).toBeInViewport()
    // Two columns of cards under 750 px.
    const columns = await page
      .locator('main ul')
      .filter({ has: page.locator('li a[href*="/"] h2, li a[href*="/"] h3') })
      .first()
      .evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length)
    expect(columns).toBe(2)
  })

  // WCAG 2.4.11, the twenty-third check from outside: boxes and "Show all" reached with Tab in the open panel lay under
  // the "Show N products" button kept in view at the screen's foot.
  for (const size of [
    { width: 390, height: 800 },
    { width: 768, height: 1024 },
  ]) {
    test(`at ${size.width} px no filter reached with Tab is under the button kept at the panel's foot`, async ({
      page,
      locale,
      t,
    }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' })
      await page.setViewportSize(size)
      await page.goto(paths.products[locale])
      await page.evaluate(() => document.fonts.ready.then(() => undefined))
      const toggle = page.getByRole('button', { name: t.Filters.toggle, exact: true })
      await toggle.click()
      await expect(toggle).toHaveAttribute('aria-expanded', 'true')
      await page.locator('#filters input[type="checkbox"]').first().focus()
      let checked = 0
      for (let i = 0; i < 45; i++) {
        await page.keyboard.press('Tab')
        await page.waitForTimeout(40)
        const seen = await page.evaluate(() => {
          const el = document.activeElement as HTMLElement | null
          const foot = document.querySelector('#filters [class*="showResults"]')
          if (!el || !foot || el === foot || !el.closest('#filters form')) return null
          // A box is drawn by its label: the box, its text and its count.
          const r = (el.closest('label') ?? el).getBoundingClientRect()
          const corners = [
            [r.left + 2, r.top + 2],
            [r.right - 2, r.top + 2],
            [r.left + 2, r.bottom - 2],
            [r.right - 2, r.bottom - 2],
          ] as const
          const covered = corners.some(([x, y]) => foot.contains(document.elementFromPoint(x, y)))
          return { name: `${el.tagName} ${el.getAttribute('value') ?? el.textContent?.trim()}`, covered }
        })
        if (!seen) continue
        checked += 1
        expect(seen.covered, seen.name).toBe(false)
      }
      expect(checked).toBeGreaterThan(20)
    })
  }

  // While the panel is open the site banner steps aside, and keeps no room: the button sat about 190 px above the
  // screen's foot, over the banner's empty corner (noticed in the twenty-third check from outside).
  for (const size of [
    { width: 360, height: 740 },
    { width: 768, height: 1024 },
  ]) {
    test(`at ${size.width} px the button kept at the panel's foot sits just above the contacts button`, async ({
      page,
      locale,
      t,
    }) => {
      await page.setViewportSize(size)
      await page.goto(paths.products[locale])
      await expect(page.locator('[data-site-banner]')).toBeVisible()
      const toggle = page.getByRole('button', { name: t.Filters.toggle, exact: true })
      await toggle.click()
      await expect(toggle).toHaveAttribute('aria-expanded', 'true')
      await expect(page.locator('[data-site-banner]')).toBeHidden()
      const foot = page.locator('#filters [class*="showResults"]')
      await expect(foot).toBeInViewport()
      const launcher = await page.getByRole('button', { name: t.ContactsPanel.open }).boundingBox()
      const button = (await foot.boundingBox())!
      const gap = launcher!.y - (button.y + button.height)
      expect(gap).toBeGreaterThanOrEqual(0)
      expect(gap).toBeLessThanOrEqual(16)
    })
  }

  test('filtered routes and novelties are pages of their own', async ({ page, locale }) => {
    await page.goto(paths.scotch[locale])
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Scotch')
    await expect(page.locator('input[name="spirit"][value="scotch-whisky"]')).toBeChecked()
    await page.goto(locale === 'it' ? '/prodotti/novita/' : '/en/products/news/')
    await expect(page.locator('input[name="novelty"][value="1"]')).toBeChecked()
  })

  // The twenty-fifth check from outside: a value named with one long word (a label may have 300 characters) made a
  // 390 px listing 1,233 px wide, its chip unbroken.
  test('on a phone, a chip with a value named in one long word wraps inside the page', async ({ page, locale }) => {
    await page.setViewportSize({ width: 360, height: 760 })
    await page.goto(`${paths.products[locale]}?type=amari&type=whisky`)
    const chip = page
      .getByRole('list', { name: locale === 'it' ? 'Filtri attivi' : 'Active filters' })
      .getByRole('link')
      .first()
    await chip.evaluate((link) => {
      link.firstChild!.textContent = 'Superlunghissimadenominazionesenzaspazi'.repeat(4)
    })
    const [scroll, client] = await page.evaluate(() => [
      document.documentElement.scrollWidth,
      document.documentElement.clientWidth,
    ])
    expect(scroll).toBeLessThanOrEqual(client)
    const box = (await chip.boundingBox())!
    expect(box.x + box.width).toBeLessThanOrEqual(client)
  })
})

/** Issue 15, item 1: the filters past the first groups wait in accordions; counts keep their disjunctive sense. */
test.describe('the other filters, in accordions', () => {
  const totalOf = async (page: import('@playwright/test').Page, locale: 'it' | 'en') =>
    Number((await page.getByText(countText(locale)).textContent())!.match(/\d+/)![0])
  const countOf = (page: import('@playwright/test').Page, name: string, code: string) =>
    page
      .locator('label', { has: page.locator(`input[name="${name}"][value="${code}"]`) })
      .locator('span')
      .last()

  test('filters by style then vintage, with the keyboard on a phone; counts and URL follow', async ({
    page,
    locale,
    t,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 })
    await page.goto(paths.products[locale])
    await page.getByRole('button', { name: t.Filters.toggle, exact: true }).click()
    const all = await totalOf(page, locale)

    // The style group is closed: its summary opens it from the keyboard.
    const aged = page.locator('input[name="style"][value="invecchiato"]')
    await expect(aged).toBeHidden()
    const style = page.locator('summary', { hasText: t.Filters.facet.style })
    await style.focus()
    await page.keyboard.press('Enter')
    await expect(aged).toBeVisible()
    const agedCount = Number(await countOf(page, 'style', 'invecchiato').textContent())
    expect(agedCount).toBeGreaterThan(0)
    await aged.focus()
    await page.keyboard.press('Space')
    await expect(page).toHaveURL(/\?style=invecchiato$/)
    await expect(page.getByText(countText(locale))).toHaveText(new RegExp(`^${agedCount}\\b`))
    // The next state's box for the same value has the focus (the fourth check from outside: it fell to the body).
    await expect(aged).toBeFocused()
    await expect(aged).toBeChecked()
    expect(agedCount).toBeLessThan(all)

    // The vintage list counts the aged products of each vintage: picking one gives exactly that many.
    await page.locator('summary', { hasText: t.Filters.facet.vintage }).click()
    const vintage = page.locator('input[name="vintage"]:not([disabled])').first()
    const year = (await vintage.getAttribute('value'))!
    const vintageCount = Number(await countOf(page, 'vintage', year).textContent())
    expect(vintageCount).toBeGreaterThan(0)
    await vintage.check()
    await expect(page).toHaveURL(new RegExp(`\\?style=invecchiato&vintage=${year}$`))
    await expect(page.getByText(countText(locale))).toHaveText(new RegExp(`^${vintageCount}\\b`))
    // Both groups stay open where a value is picked, with their badges; the style's count now follows the vintage.
    await expect(page.locator('details[open] summary', { hasText: t.Filters.facet.vintage })).toBeVisible()
    await expect(countOf(page, 'style', 'invecchiato')).toHaveText(String(vintageCount))
    // The sheet of a result names the vintage.
    await page
      .locator('main ul li a[href*="/"]')
      .filter({ has: page.locator('h2, h3') })
      .first()
      .click()
    await expect(page.locator('dd', { hasText: new RegExp(`^${year}$`) })).toBeVisible()
  })

  test('with the keyboard, a box ticked or unticked keeps the focus on the next page, also where the path changes', async ({
    page,
    locale,
  }) => {
    const region = (code: string) => page.locator(`input[name="region"][value="${code}"]`)
    await page.goto(`${paths.products[locale]}?region=piemonte&region=trentino-alto-adige`)
    const lazio = region('lazio')
    await lazio.focus()
    await page.keyboard.press('Space')
    await expect(page).toHaveURL(/region=lazio/)
    await expect(lazio).toBeChecked()
    await expect(lazio).toBeFocused()
    await expect(lazio).toBeInViewport()
    await page.keyboard.press('Space')
    await expect(page).not.toHaveURL(/lazio/)
    await expect(lazio).not.toBeChecked()
    await expect(lazio).toBeFocused()
    // One region left is a route of its own: the page changes path, and its panel is another.
    const trentino = region('trentino-alto-adige')
    await trentino.focus()
    await page.keyboard.press('Space')
    await expect(page).toHaveURL(locale === 'it' ? /\/regione\/piemonte\/$/ : /\/region\/piedmont\/$/)
    await expect(trentino).not.toBeChecked()
    await expect(trentino).toBeFocused()
    // And in view: the seventh check from outside found the focused box far below the window, the new page scrolled
    // to its top.
    await expect(trentino).toBeInViewport()
    // And still in view once the scroll to the top that follows a change of path (300 ms after it) would have come:
    // the change asked to keep the scroll (this raced, and the box went out of sight on a busy machine).
    await page.waitForTimeout(600)
    await expect(trentino).toBeFocused()
    await expect(trentino).toBeInViewport()
  })

  test('the panel leaves out groups that have no value in the current state', async ({ page, locale, t }) => {
    // Amari have no vintage nor sparkling method in the demo catalogue.
    await page.goto(`${paths.products[locale]}?type=amari&type=whisky`)
    await expect(page.locator('summary', { hasText: t.Filters.facet.style })).toBeVisible()
    await page.goto(locale === 'it' ? '/prodotti/tipologia/amari/' : '/en/products/type/amari/')
    await expect(page.locator('summary', { hasText: t.Filters.facet.sparkling })).toHaveCount(0)
    await expect(page.locator('summary', { hasText: t.Filters.facet.vintage })).toHaveCount(0)
  })

  // The twenty-second check from outside: on a desktop, when the header came back on scrolling up, the sticky panel's
  // title and first list lay under it.
  test('on a desktop, the sticky panel stays below the header when the header comes back', async ({ page, locale }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.setViewportSize({ width: 1366, height: 768 })
    await page.goto(paths.products[locale])
    const header = page.locator('header[data-hidden]')
    await page.mouse.move(700, 400)
    // Down a screen at a time, as a wheel goes, then a little up.
    await expect(async () => {
      await page.mouse.wheel(0, 400)
      await expect(header).toHaveAttribute('data-hidden', 'true', { timeout: 500 })
    }).toPass()
    await expect(async () => {
      await page.mouse.wheel(0, -150)
      await expect(header).toHaveAttribute('data-hidden', 'false', { timeout: 500 })
    }).toPass()
    const panel = page.locator('#filters')
    await expect
      .poll(async () => {
        const headerBottom = (await header.boundingBox())!.y + (await header.boundingBox())!.height
        return (await panel.boundingBox())!.y - headerBottom
      })
      .toBeGreaterThanOrEqual(0)
  })
})
