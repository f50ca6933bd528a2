/**
 * Debian's Chromium, never a downloaded one, and the flags the project launches it with: for Playwright
 * (tests/support/browser.ts) and for Lighthouse (bench/lighthouse.mjs).
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

export const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]
