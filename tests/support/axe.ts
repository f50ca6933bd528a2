import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

/** WCAG 2.2 AA, the level the site is held to (spec §8). */
const wcag = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

/**
 * Serious and critical axe-core findings, one line each ("rule (impact) first targets"): on the whole page as it is
 * now against WCAG 2.2 AA, or, with `include`, inside that selector only against every rule axe has (a component's
 * check, best practices included). A whole page is checked once it has its title: after a form's
 * server action redirects, Next renders the new page's body up to a few hundred milliseconds before the `<title>`
 * it replaces the old one with, and axe would report the title missing (measured on the newsletter's check-inbox
 * page: none for up to 300 ms in 6 of 8 submissions, and axe failed in 4 of 16).
 */
export async function seriousViolations(page: Page, include?: string): Promise<string[]> {
  if (!include) await expect(page).toHaveTitle(/\S/)
  // Nor while something still fades or slides in: axe measures colours as they are drawn, and a button's text half way
  // into the cookie banner's fade was a contrast failure (seen once in a full run). Endless animations are not waited.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  )
  const builder = include ? new AxeBuilder({ page }).include(include) : new AxeBuilder({ page }).withTags(wcag)
  // Axe runs in the page itself: its default opens a blank page at every check to merge the results of cross-origin
  // frames, whose content is never the site's (a video's player, once marketing cookies are accepted), and that
  // page cost a third of a check's time (decision 054).
  builder.setLegacyMode(true)
  const { violations } = await builder.analyze()
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}) ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(' | ')}`,
    )
}
