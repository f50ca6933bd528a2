import type { Page } from '@playwright/test'

import { contactQuestions } from '../../seed/data/contacts'
import { seriousViolations } from '../support/axe'
import { expect, paths, test } from './fixtures'

/**
 * Issue 12, item 9: the floating contacts panel of every public page, in Italian and in English. It lists the
 * seeded questions, turns to an answer and its link, closes by Escape, by its button and on a route change,
 * gives the focus back to its button, and loads its code only when it is first opened.
 */
type Texts = { ContactsPanel: { open: string; title: string; back: string; close: string } }

const launcherOf = (page: Page, t: Texts) => page.getByRole('button', { name: t.ContactsPanel.open })
const panelOf = (page: Page, t: Texts) => page.getByRole('dialog', { name: t.ContactsPanel.title })

/** The first seeded question whose answer links to a page of the site. */
const linked = contactQuestions.find((q) => q.cta && q.cta.url.it.startsWith('/'))!

/**
 * What the floating button covers once the page is scrolled to its very end, where nothing can scroll out from
 * under it: controls, and lines of text.
 */
async function coveredAtTheEnd(page: Page, t: Texts): Promise<string[]> {
  // The layout scrolls to the top 300 ms after it mounts: scroll down only once that has passed.
  await page.waitForLoadState('networkidle')
  await page.waitForTimeout(500)
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
  await expect
    .poll(() => page.evaluate(() => Math.ceil(window.scrollY + window.innerHeight) >= document.body.scrollHeight))
    .toBe(true)
  return launcherOf(page, t).evaluate((button) => {
    const own = button.getBoundingClientRect()
    const overlaps = (r: DOMRect) =>
      r.width > 0 && r.left < own.right && r.right > own.left && r.top < own.bottom && r.bottom > own.top
    const controls = [...document.querySelectorAll<HTMLElement>('a, button, input, select, textarea')]
      .filter((el) => el !== button && el.checkVisibility() && overlaps(el.getBoundingClientRect()))
      .map((el) => el.textContent?.trim() || el.outerHTML.slice(0, 80))
    const texts: string[] = []
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim() || !node.parentElement?.checkVisibility()) continue
      const range = document.createRange()
      range.selectNodeContents(node)
      if ([...range.getClientRects()].some(overlaps)) texts.push(node.textContent.trim())
    }
    return [...controls, ...texts]
  })
}

test.describe('floating contacts panel', () => {
  test('works with the keyboard: open, an answer and its link, back, Escape', async ({ page, locale, t }) => {
    await page.goto(paths.home[locale])
    const launcher = launcherOf(page, t)
    await expect(launcher).toHaveAttribute('aria-expanded', 'false')

    // The button is the last stop of the page's tab order, right after the footer.
    await page.getByRole('contentinfo').getByRole('link').last().focus()
    await page.keyboard.press('Tab')
    await expect(launcher).toBeFocused()
    await page.keyboard.press('Enter')

    const panel = panelOf(page, t)
    await expect(panel).toBeVisible()
    // While the modal panel is open, the rest of the page (the button too) is hidden from assistive technology.
    const behind = page.getByRole('button', { name: t.ContactsPanel.open, includeHidden: true })
    await expect(behind).toHaveAttribute('aria-expanded', 'true')
    await expect(behind).toHaveAttribute('aria-controls', (await panel.getAttribute('id'))!)
    await expect(panel.getByRole('list').getByRole('button')).toHaveText(contactQuestions.map((q) => q.title[locale]))

    // The close button takes the focus first; the questions follow it.
    await expect(panel.getByRole('button', { name: t.ContactsPanel.close })).toBeFocused()
    const question = panel.getByRole('button', { name: linked.title[locale] })
    await page.keyboard.press('Tab')
    await expect(panel.getByRole('list').getByRole('button').first()).toBeFocused()
    await question.focus()
    await page.keyboard.press('Enter')

    const heading = panel.getByRole('heading', { name: linked.title[locale] })
    await expect(heading).toBeFocused()
    await expect(panel.getByText(linked.text[locale])).toBeVisible()
    await expect(panel.getByRole('link', { name: linked.cta!.label[locale] })).toHaveAttribute(
      'href',
      linked.cta!.url[locale],
    )

    await page.keyboard.press('Shift+Tab')
    await expect(panel.getByRole('button', { name: t.ContactsPanel.back })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(question).toBeFocused()
    await expect(panel.getByText(linked.text[locale])).toBeHidden()

    await page.keyboard.press('Escape')
    await expect(panel).toBeHidden()
    await expect(launcher).toBeFocused()
    await expect(launcher).toHaveAttribute('aria-expanded', 'false')
  })

  test('closes by its close button and starts again from the questions', async ({ page, locale, t }) => {
    await page.goto(paths.home[locale])
    const launcher = launcherOf(page, t)
    await launcher.click()
    const panel = panelOf(page, t)
    await panel.getByRole('button', { name: linked.title[locale] }).click()
    await panel.getByRole('button', { name: t.ContactsPanel.close }).click()
    await expect(panel).toBeHidden()
    await expect(launcher).toBeFocused()

    await launcher.click()
    await expect(panel.getByRole('button', { name: linked.title[locale] })).toBeVisible()
  })

  test('an answer’s link leads to its page, and the panel is closed there', async ({ page, locale, t }) => {
    await page.goto(paths.home[locale])
    await launcherOf(page, t).click()
    const panel = panelOf(page, t)
    await panel.getByRole('button', { name: linked.title[locale] }).click()
    await panel.getByRole('link', { name: linked.cta!.label[locale] }).click()
    await expect(page).toHaveURL(linked.cta!.url[locale])
    await expect(panel).toBeHidden()
    await expect(launcherOf(page, t)).toHaveAttribute('aria-expanded', 'false')
  })

  test('closes on any route change, the browser’s back button too', async ({ page, locale, t }) => {
    await page.goto(paths.home[locale])
    await page.getByRole('contentinfo').getByRole('link', { name: t.Nav.philosophy, exact: true }).first().click()
    await expect(page).toHaveURL(paths.philosophy[locale])
    await launcherOf(page, t).click()
    await expect(panelOf(page, t)).toBeVisible()
    await page.goBack()
    await expect(page).toHaveURL(paths.home[locale])
    await expect(panelOf(page, t)).toBeHidden()
  })

  test('loads its code only when first opened', async ({ page, locale, t }) => {
    // The panel's module is the only one that holds this attribute of the answer's heading.
    const scripts: { url: string; panel: boolean }[] = []
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return
      const body = await response.text().catch(() => '')
      scripts.push({ url: response.url(), panel: body.includes('data-answer-heading') })
    })
    await page.goto(paths.home[locale], { waitUntil: 'networkidle' })
    await launcherOf(page, t).hover()
    await launcherOf(page, t).focus()
    await page.waitForLoadState('networkidle')
    const before = scripts.length
    expect(before).toBeGreaterThan(0)
    expect(scripts.filter((s) => s.panel)).toEqual([])

    await launcherOf(page, t).click()
    await expect(panelOf(page, t)).toBeVisible()
    await expect.poll(() => scripts.slice(before).filter((s) => s.panel).length).toBeGreaterThan(0)
  })

  test('animates over 0.6 s, and only fades when motion is reduced', async ({ page, locale, t }) => {
    await page.goto(paths.home[locale])
    await launcherOf(page, t).click()
    const panel = panelOf(page, t)
    const animation = () =>
      panel.evaluate((el) => ({
        name: getComputedStyle(el).animationName,
        duration: getComputedStyle(el).animationDuration,
      }))
    expect(await animation()).toEqual({ name: expect.stringContaining('panel-in'), duration: '0.6s' })
    await page.keyboard.press('Escape')
    await expect(panel).toBeHidden()

    await page.emulateMedia({ reducedMotion: 'reduce' })
    await launcherOf(page, t).click()
    expect((await animation()).name).toContain('fade-in')
  })

  test('has no serious accessibility problem while open', async ({ page, locale, t }) => {
    await page.goto(paths.home[locale])
    await launcherOf(page, t).click()
    const panel = panelOf(page, t)
    await expect(panel).toBeVisible()
    // Past the 0.6 s entrance: axe measures colours as they end up.
    await page.waitForTimeout(700)
    expect(await seriousViolations(page)).toEqual([])

    await panel.getByRole('button', { name: linked.title[locale] }).click()
    await expect(panel.getByRole('heading', { name: linked.title[locale] })).toBeVisible()
    await page.waitForTimeout(700)
    expect(await seriousViolations(page)).toEqual([])
  })

  test('covers nothing at the end of a page', async ({ page, locale, t }) => {
    // Wide enough for the footer's last line to end on the right, under the button.
    await page.setViewportSize({ width: 1440, height: 900 })
    for (const key of ['home', 'products', 'sheet'] as const) {
      await page.goto(paths[key][locale])
      expect(await coveredAtTheEnd(page, t), key).toEqual([])
    }
  })

  test.describe('on a 375 px phone', () => {
    test.use({ viewport: { width: 375, height: 740 } })

    test('shows the button, covers nothing at the end of a page and fits the panel on screen', async ({
      page,
      locale,
      t,
    }) => {
      await page.goto(paths.home[locale])
      const launcher = launcherOf(page, t)
      await expect(launcher).toBeInViewport({ ratio: 1 })

      expect(await coveredAtTheEnd(page, t)).toEqual([])

      await launcher.click()
      const panel = panelOf(page, t)
      await expect(panel).toBeVisible()
      await page.waitForTimeout(700)
      const box = (await panel.boundingBox())!
      expect(box.x).toBeGreaterThanOrEqual(0)
      expect(box.y).toBeGreaterThanOrEqual(0)
      expect(box.x + box.width).toBeLessThanOrEqual(375)
      expect(box.y + box.height).toBeLessThanOrEqual(740)
      await expect(panel.getByRole('button', { name: t.ContactsPanel.close })).toBeInViewport()
      await panel.getByRole('list').getByRole('button').last().scrollIntoViewIfNeeded()
      await expect(panel.getByRole('list').getByRole('button').last()).toBeInViewport()
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0)
    })
  })
})
