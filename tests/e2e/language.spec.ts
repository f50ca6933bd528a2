import { expect, paths, test } from './fixtures'

test.describe('language switcher: the same page in the other language', () => {
  test('leads to the same product in the other language, whose slug differs', async ({ page, locale }) => {
    const other = locale === 'it' ? 'en' : 'it'
    await page.goto(paths.sheet[locale])
    const switcher = page.getByRole('link', { name: /english|italiano/i })
    await expect(switcher).toHaveAttribute('href', paths.sheet[other])
    await switcher.click()
    await expect(page).toHaveURL(paths.sheet[other])
    await expect(page.locator('html')).toHaveAttribute('lang', other === 'it' ? 'it-IT' : 'en-GB')
    await page.getByRole('link', { name: /english|italiano/i }).click()
    await expect(page).toHaveURL(paths.sheet[locale])
  })

  // The eighteenth check from outside: after a link was followed, the switcher named the other language's home page
  // until the new page's head arrived, and a visitor quick to switch lost the page.
  test('names the page shown, never the home page, while a followed link loads its page', async ({ page, locale }) => {
    const other = locale === 'it' ? 'en' : 'it'
    await page.goto(paths.events[locale])
    const named = await page.evaluate(() => {
      const seen: string[] = []
      const switcher = document.querySelector('a[data-locale-switcher]')!
      new MutationObserver(() => seen.push(switcher.getAttribute('href')!)).observe(switcher, {
        attributeFilter: ['href'],
      })
      ;(window as unknown as { seen: string[] }).seen = seen
      return switcher.getAttribute('href')
    })
    expect(named).toBe(paths.events[other])
    await page.locator(`main a[href="${paths.eventArticle[locale]}"]`).first().click()
    await expect(page).toHaveURL(paths.eventArticle[locale])
    const switcher = page.getByRole('link', { name: /english|italiano/i })
    await expect(switcher).toHaveAttribute('href', paths.eventArticle[other])
    const seen = await page.evaluate(() => (window as unknown as { seen: string[] }).seen)
    expect(seen.length).toBeGreaterThan(0)
    expect(seen).not.toContain(other === 'it' ? '/' : '/en/')
    await switcher.click()
    await expect(page).toHaveURL(paths.eventArticle[other])
  })

  // The thirty-third check from outside: its name, "Read this page in English", held nothing of the "EN" it shows, and
  // a visitor speaking to the page could not name it (WCAG 2.5.3).
  test('its name begins with the code it shows, then says what it does, in the target language', async ({
    page,
    locale,
  }) => {
    await page.goto(paths.sheet[locale])
    const name = locale === 'it' ? 'EN – Read this page in English' : 'IT – Leggi questa pagina in italiano'
    const switcher = page.getByRole('link', { name, exact: true })
    await expect(switcher).toHaveText(locale === 'it' ? 'EN' : 'IT')
    await expect(switcher).toHaveAttribute('lang', locale === 'it' ? 'en-GB' : 'it-IT')
  })

  test('keeps the page when switching on a filtered listing and a static page', async ({ page, locale }) => {
    const other = locale === 'it' ? 'en' : 'it'
    for (const key of ['scotch', 'philosophy', 'why'] as const) {
      await page.goto(paths[key][locale])
      await page.getByRole('link', { name: /english|italiano/i }).click()
      await expect(page).toHaveURL(paths[key][other])
    }
  })
})

// The twenty-fifth check from outside: the login's, the forgotten password's and the newsletter's forms lost the e-mail
// typed when the visitor switched language (the contact forms kept theirs). The password is never kept.
test('the e-mail typed on the login, forgotten-password and newsletter pages survives the switch', async ({
  page,
  locale,
}) => {
  const other = locale === 'it' ? 'en' : 'it'
  const pages = {
    login: { it: '/login/', en: '/en/login/' },
    forgot: { it: '/login/password-dimenticata/', en: '/en/login/forgot-password/' },
    newsletter: { it: '/newsletter/', en: '/en/newsletter/' },
  }
  for (const [key, path] of Object.entries(pages)) {
    const email = `switch-${key}-${locale}@example.com`
    await page.goto(path[locale])
    const form = page.locator('main form:has(input[name="email"])')
    await expect
      .poll(() => form.evaluate((el) => Object.keys(el).some((name) => name.startsWith('__reactProps'))))
      .toBe(true)
    // The login's and the forgotten password's forms share the e-mail kept: the login's is already there.
    if (key === 'forgot')
      await expect(form.locator('input[name="email"]')).toHaveValue(`switch-login-${locale}@example.com`)
    await form.locator('input[name="email"]').fill(email)
    if (key === 'login') await page.locator('main input[name="password"]').fill('not kept')
    await page.getByRole('link', { name: /english|italiano/i }).click()
    await expect(page).toHaveURL((url) => url.pathname === path[other])
    await expect(page.locator('main input[name="email"]'), key).toHaveValue(email)
    if (key === 'login') await expect(page.locator('main input[name="password"]')).toHaveValue('')
  }
})

test.describe('language switcher without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test("a landing page's link, whose slug differs per language, leads to the same page", async ({ page, locale }) => {
    const landing = { it: '/oltre-3500-etichette/', en: '/en/over-3500-labels/' }
    const other = locale === 'it' ? 'en' : 'it'
    await page.goto(landing[locale])
    await page.getByRole('link', { name: /english|italiano/i }).click()
    await expect(page).toHaveURL(landing[other])
    await expect(page.locator('html')).toHaveAttribute('lang', other === 'it' ? 'it-IT' : 'en-GB')
  })

  test("the search page's link keeps the search: the other language's page of the same words", async ({
    page,
    locale,
  }) => {
    const search = { it: '/cerca/', en: '/en/search/' }
    const other = locale === 'it' ? 'en' : 'it'
    await page.goto(`${search[locale]}?q=${encodeURIComponent('amaro & vermouth')}`)
    await page.getByRole('link', { name: /english|italiano/i }).click()
    await expect(page).toHaveURL(`${search[other]}?q=amaro+%26+vermouth`)
    await expect(page.locator('html')).toHaveAttribute('lang', other === 'it' ? 'it-IT' : 'en-GB')
    await expect(page.locator('input[name="q"]').first()).toHaveValue('amaro & vermouth')
  })
})
