import type { Page } from '@playwright/test'

/**
 * The scripts a page's HTML names (as bench/first-load.mjs counts them: `<script src>` and `<link rel="preload"
 * as="script">` under /_next/static), fetched: what a part "not in the first load" must be absent from.
 */
export async function firstLoadScripts(page: Page, path: string) {
  const html = await (await page.request.get(path)).text()
  const tags = [...html.matchAll(/<(?:script|link)\b[^>]*>/g)].map((m) => m[0])
  const sources = tags
    .filter((tag) => tag.startsWith('<script') || (/rel="preload"/.test(tag) && /as="script"/.test(tag)))
    .filter((tag) => !/\snoModule\b/i.test(tag))
    .map((tag) => /\s(?:src|href)="(\/_next\/static\/[^"]+)"/.exec(tag)?.[1])
    .filter((src): src is string => !!src)
  return Promise.all(
    [...new Set(sources)].map(async (src) => ({ src, body: await (await page.request.get(src)).text() })),
  )
}

/** Records the scripts the page fetches from now on whose code holds `marker`. */
export function scriptsHolding(page: Page, marker: string) {
  const found: string[] = []
  page.on('response', async (response) => {
    if (response.url().endsWith('.js') && (await response.text().catch(() => '')).includes(marker)) {
      found.push(response.url())
    }
  })
  return found
}
