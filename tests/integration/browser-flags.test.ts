import fs from 'node:fs'

import { chromium } from 'playwright-core'
import { describe, expect, it } from 'vitest'

import { chromiumLaunch } from '../support/browser'

/**
 * The journeys' browser (tests/support/browser.ts, decision 064): Chromium keeps only the last `--disable-features`
 * it is given, so the one the project adds must repeat every feature Playwright disables in its own; and the
 * omnibox's popups, two WebUI pages Chromium 156 preloads for every window, are not there.
 */
const features = (arg: string) => arg.slice('--disable-features='.length).split(',').filter(Boolean)

describe('the browser the journeys launch', () => {
  it('keeps every feature Playwright disables, and opens no omnibox popup beside a page', async () => {
    const server = await chromium.launchServer(chromiumLaunch)
    try {
      // Debian's /usr/bin/chromium is a script that execs the browser: the same process, its own command line.
      const argv = fs.readFileSync(`/proc/${server.process().pid}/cmdline`, 'utf8').split('\0')
      const lists = argv.filter((arg) => arg.startsWith('--disable-features='))
      expect(lists.length, 'Playwright’s list, then the project’s').toBeGreaterThanOrEqual(2)
      const last = new Set(features(lists.at(-1)!))
      expect(
        lists
          .slice(0, -1)
          .flatMap(features)
          .filter((feature) => !last.has(feature)),
      ).toEqual([])
      expect([...last]).toEqual(expect.arrayContaining(['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup']))

      const browser = await chromium.connect(server.wsEndpoint())
      const page = await (await browser.newContext()).newPage()
      await page.setContent('<p>a page</p>')
      const session = await browser.newBrowserCDPSession()
      const { targetInfos } = await session.send('Target.getTargets', { filter: [{}] })
      expect(targetInfos.map((target) => target.url).filter((url) => url.startsWith('chrome://'))).toEqual([])
      expect(targetInfos.filter((target) => target.type === 'page')).toHaveLength(1)
      await browser.close()
    } finally {
      await server.close()
    }
  })
})
