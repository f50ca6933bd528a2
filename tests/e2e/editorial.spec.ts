import AxeBuilder from '@axe-core/playwright'

import { seriousViolations } from '../support/axe'
import { expect, paths, test } from './fixtures'

/**
 * Issue 5: a visitor reads the company's editorial pages, in Italian and in English: home → blog article →
 * author → back, news tabs, a press sub-list, a landing page, a video that loads only after consent, and an
 * axe-core scan of every editorial page.
 */
const pages = {
  blogArticle: { it: '/blog/il-ritorno-del-vermouth/', en: '/en/blog/vermouth-returns-to-the-bar/' },
  authors: { it: '/blog/autori/', en: '/en/blog/authors/' },
  author: { it: '/blog/autori/giulia-ferraris/', en: '/en/blog/authors/giulia-ferraris/' },
  eventsTab: { it: '/news-eventi/eventi/', en: '/en/news-eventi/eventi/' },
  event: {
    it: '/news-eventi/articolo/vinea-al-vinitaly-2026/',
    en: '/en/news-eventi/articolo/vinea-at-vinitaly-2026/',
  },
  press: { it: '/rassegna-stampa/', en: '/en/press-reviews/' },
  pressCellars: { it: '/rassegna-stampa/dicono-delle-nostre-cantine/', en: '/en/press-reviews/about-our-cellars/' },
  pressArticle: {
    it: '/rassegna-stampa/articolo/glen-corran-premiato/',
    en: '/en/press-reviews/article/glen-corran-awarded/',
  },
  landing: { it: '/oltre-3500-etichette/', en: '/en/over-3500-labels/' },
  salesConditions: { it: '/condizioni-di-vendita/', en: '/en/sales-conditions/' },
  privacy: { it: '/privacy-policy/', en: '/en/privacy-policy/' },
  credits: { it: '/credits/', en: '/en/credits/' },
  newsletter: { it: '/newsletter/', en: '/en/newsletter/' },
} as const

test.describe('issue 5: editorial pages', () => {
  test('home → blog article → author → back', async ({ page, locale, t }) => {
    await page.goto(paths.home[locale])
    // The claims, the testimonials and the latest news come from the CMS blocks.
    await expect(page.getByText('1984', { exact: true })).toBeVisible()
    await expect(page.locator('main figure blockquote').first()).toBeVisible()
    await expect(page.getByRole('link', { name: t.Editorial.allNews })).toBeVisible()

    await page.getByRole('banner').getByRole('link', { name: 'Blog', exact: true }).first().click()
    await expect(page).toHaveURL(new RegExp(`${paths.blog[locale]}$`), { timeout: 20_000 })
    const card = page.locator(`main a[href^="${paths.blog[locale]}"]:has(h2)`).first()
    const title = (await card.locator('h2').textContent())?.trim() ?? ''
    await card.click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
    const readTime = locale === 'it' ? /\d+ minut[oi] di lettura/ : /\d+-minute read/
    await expect(page.getByText(readTime)).toBeVisible()
    const articleUrl = page.url()

    const byline = page.locator(`main header a[href^="${pages.authors[locale]}"]`)
    await expect(byline).toHaveText(new RegExp(`^${t.Listing.byAuthor.replace('{name}', '.+')}$`))
    const author = (await byline.textContent())?.replace(t.Listing.byAuthor.replace('{name}', ''), '').trim() ?? ''
    await byline.click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(author)
    await expect(page.getByTestId('article-count')).toHaveText(
      locale === 'it' ? /^\d+ articol[oi]$/ : /^\d+ articles?$/,
    )
    await expect(
      page
        .getByRole('list', { name: t.Editorial.follow.replace('{name}', author) })
        .getByRole('link')
        .first(),
    ).toBeVisible()
    // The author's articles include the one we came from.
    await expect(page.getByRole('heading', { level: 3, name: title })).toBeVisible()

    await page.goBack()
    await expect(page).toHaveURL(articleUrl)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
  })

  // The twentieth check from outside: the pager's link left with its page and the focus fell to the page's body.
  test('with the keyboard, the blog\'s "Next" leaves the focus on the main content of page 2', async ({
    page,
    locale,
    t,
  }) => {
    await page.goto(paths.blog[locale], { waitUntil: 'networkidle' })
    const titles = page.locator('main li h2')
    const first = await titles.first().textContent()
    await page
      .getByRole('navigation', { name: t.Listing.pagination })
      .getByRole('link', { name: t.Listing.next })
      .focus()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\?page=2$/)
    await expect(page.locator('#main')).toBeFocused()
    await expect(titles.first()).not.toHaveText(first!)
  })

  test('news and events: switching tabs filters the list', async ({ page, locale, t }) => {
    await page.goto(paths.events[locale])
    const tabs = page.getByRole('navigation', { name: t.Editorial.sections })
    await expect(tabs.getByRole('link', { name: t.Meta.newsEvents.title, exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    )
    const all = await page.locator('main ul li h2').count()

    await tabs.getByRole('link', { name: t.Meta.newsEventsEvents.title, exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`${pages.eventsTab[locale]}$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.Meta.newsEventsEvents.title)
    await expect(tabs.getByRole('link', { name: t.Meta.newsEventsEvents.title, exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    )
    const events = page.locator('main ul li h2')
    expect(await events.count()).toBeGreaterThan(0)
    expect(await events.count()).toBeLessThan(all)
    // Every event card says whether it is past or coming up.
    const cards = page.locator('main li:has(h2)')
    for (const card of await cards.all()) {
      await expect(
        card.getByText(new RegExp(`^(${t.Editorial.pastEvent}|${t.Editorial.upcomingEvent})$`)),
      ).toBeVisible()
    }

    await tabs.getByRole('link', { name: t.Meta.newsEventsProducers.title, exact: true }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.Meta.newsEventsProducers.title)
    await expect(tabs.getByRole('link', { name: t.Meta.newsEventsProducers.title, exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await expect(page.getByText(t.Editorial.pastEvent)).toHaveCount(0)
  })

  test('press reviews: a sub-list and a review with its source and links', async ({ page, locale, t }) => {
    await page.goto(pages.press[locale])
    const tabs = page.getByRole('navigation', { name: t.Editorial.sections })
    await tabs.getByRole('link', { name: t.Meta.pressAboutCellars.title, exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`${pages.pressCellars[locale]}$`))
    await expect(page.getByText('Spirits Trade Weekly')).toBeVisible()
    await page.locator(`main a[href="${pages.pressArticle[locale]}"]`).click()
    await expect(page).toHaveURL(new RegExp(`${pages.pressArticle[locale]}$`))
    await expect(page.getByRole('term').filter({ hasText: t.Editorial.source })).toBeVisible()
    await expect(
      page.getByRole('link', { name: t.Editorial.readOriginal.replace('{source}', 'Spirits Trade Weekly') }),
    ).toHaveAttribute('href', /^https:/)
    const mentions = page.getByRole('complementary', { name: t.Editorial.mentions })
    await mentions.getByRole('link').first().click()
    await expect(page).toHaveURL(
      locale === 'it'
        ? /\/(prodotti\/scheda|produttori\/produttore)\//
        : /\/en\/(products\/sheet|producers\/producer)\//,
      {
        timeout: 20_000,
      },
    )
  })

  test('a landing page built from blocks', async ({ page, locale }) => {
    await page.goto(pages.landing[locale])
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByText(locale === 'it' ? '3500+' : '3,500+', { exact: true })).toBeVisible()
    // The product carousel shows cards of the chosen types.
    await expect(
      page.locator(`main a[href^="${locale === 'it' ? '/prodotti/scheda/' : '/en/products/sheet/'}"]`).first(),
    ).toBeVisible()
    await expect(page.locator('main figure blockquote').first()).toBeVisible()
  })

  test('a video stays a placeholder until marketing cookies are accepted', async ({ page, locale, t }) => {
    const videoRequests: string[] = []
    page.on('request', (request) => {
      if (/youtube|ytimg|vimeo/.test(new URL(request.url()).hostname)) videoRequests.push(request.url())
    })
    // No internet here: answer the player's requests ourselves, after counting them.
    await page.route(/youtube-nocookie\.com|vimeo\.com/, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<p>player</p>' }),
    )

    await page.goto(pages.blogArticle[locale])
    const placeholder = page.getByTestId('video-placeholder')
    await expect(placeholder).toBeVisible()
    await expect(placeholder).toContainText(t.Video.notice)
    await expect(page.locator('main iframe')).toHaveCount(0)
    expect(videoRequests).toEqual([])

    // Keyboard: the consent button is reachable and works with Enter.
    await placeholder.getByRole('button', { name: t.Video.accept }).focus()
    await page.keyboard.press('Enter')
    const player = page.locator('main iframe')
    await expect(player).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]+$/)
    await expect.poll(() => videoRequests.length).toBeGreaterThan(0)

    // The choice is remembered: the next visit shows the player at once.
    await page.reload()
    await expect(page.locator('main iframe')).toHaveCount(1)
    await expect(page.getByTestId('video-placeholder')).toHaveCount(0)
  })

  // Home, blog, the article, news and events, the philosophy and the cookie policy are checked, with the chrome over
  // them, by chrome-accessibility.spec.ts.
  test('every other editorial page passes axe-core with no serious or critical violation', async ({ page, locale }) => {
    test.setTimeout(240_000)
    const all = [
      pages.authors[locale],
      pages.author[locale],
      pages.eventsTab[locale],
      pages.event[locale],
      pages.press[locale],
      pages.pressCellars[locale],
      pages.pressArticle[locale],
      pages.landing[locale],
      paths.why[locale],
      pages.salesConditions[locale],
      pages.privacy[locale],
      pages.credits[locale],
      pages.newsletter[locale],
    ]
    const problems: string[] = []
    for (const path of all) {
      await page.goto(path)
      for (const problem of await seriousViolations(page)) problems.push(`${path}: ${problem}`)
    }
    expect(problems).toEqual([])
  })
})

// The fifteenth check from outside: a carousel block's section and the carousel inside it were two regions named
// "Novità in catalogo", one inside the other, in a screen reader's list of landmarks.
test('the home page and a landing page name each landmark once', async ({ page, locale }) => {
  for (const path of [locale === 'it' ? '/' : '/en/', pages.landing[locale]]) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    const { violations } = await new AxeBuilder({ page }).withRules(['landmark-unique']).setLegacyMode(true).analyze()
    expect(
      violations.flatMap((v) => v.nodes.map((n) => n.target.join(' '))),
      path,
    ).toEqual([])
  }
})

// The twenty-fourth check from outside: on a phone the tabs were a scrolled strip, the current one off the screen on
// the right, the strip cut mid-word. They wrap now: every tab, the current one included, is on the screen.
test('on a 360 px phone every tab of a listing is on the screen, the current one included', async ({
  page,
  locale,
}) => {
  await page.setViewportSize({ width: 360, height: 740 })
  await page.goto(`${paths.events[locale]}news-vinea/`)
  const tabs = page.locator('main nav').first().getByRole('link')
  expect(await tabs.count()).toBeGreaterThanOrEqual(4)
  await expect(tabs.and(page.locator('[aria-current="page"]'))).toHaveText(
    locale === 'it' ? 'News Vinea' : 'Vinea news',
  )
  for (const tab of await tabs.all()) {
    const box = (await tab.boundingBox())!
    expect(box.x).toBeGreaterThanOrEqual(0)
    expect(box.x + box.width).toBeLessThanOrEqual(360)
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
})
