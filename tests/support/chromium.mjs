/**
 * Debian's Chromium, never a downloaded one, and the flags the project launches it with: for Playwright
 * (tests/support/browser.ts) and for Lighthouse (bench/lighthouse.mjs).
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/**
 * The address bar's popups, which Chromium 156 preloads as two WebUI pages (each in a renderer of its own) for every
 * window, a headless one too: the journeys' browser (decision 064) and Lighthouse's (decision 067) disable them.
 */
export const omniboxPopupFeatures = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', 'WebUIOmniboxFullPopup']

export const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]
