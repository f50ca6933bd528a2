import { defineConfig, devices } from '@playwright/test'

import { chromiumLaunch, visitorCookies } from './tests/support/browser'

const baseURL = process.env.TEST_BASE_URL ?? 'http://localhost:3000'

/**
 * Journeys that change what other journeys read (an editor saving a product, a sheet's cache state): scripts/test-all.mjs
 * runs them after the others, one at a time (`--project it-alone --project en-alone --workers 1`). The others run
 * two at a time, each file's tests in order: a journey never edits what another one reads.
 */
const alone = ['**/precise-invalidation.spec.ts', '**/live-preview.spec.ts']

const italian = { ...devices['Desktop Chrome'], locale: 'it-IT' }
const english = { ...devices['Desktop Chrome'], locale: 'en-GB' }

// Runs against the site started by scripts/test-all.mjs; Debian's Chromium, never a downloaded browser.
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? 'test-results/e2e.json' }]],
  timeout: 60_000,
  // Two browsers and the site share two cores: an answer may take longer than Playwright's default 5 s.
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    // Every journey is an adult's who answered the age gate, refused marketing cookies in the banner and has already
    // closed the site overlay this session; age-gate, cookie-consent and site-overlay specs start without them.
    storageState: { cookies: visitorCookies(baseURL, ['adult', 'consentRefused', 'overlaySeen']), origins: [] },
    // No service worker but in tests/e2e/offline.spec.ts: a page it controls escapes `page.route`, which other
    // journeys use; the site's registration then fails silently, as where browsers lack the feature (spec §8).
    serviceWorkers: 'block',
    // A trace only when a failed journey runs again (CI's retry), or with `--trace on`: recording one for every
    // journey (DOM snapshots at each step, a screencast) took a quarter of the browser's CPU time (decision 053).
    trace: 'on-first-retry',
    launchOptions: chromiumLaunch,
  },
  projects: [
    { name: 'it', use: italian, metadata: { locale: 'it' }, testIgnore: alone },
    { name: 'en', use: english, metadata: { locale: 'en' }, testIgnore: alone },
    { name: 'it-alone', use: italian, metadata: { locale: 'it' }, testMatch: alone },
    { name: 'en-alone', use: english, metadata: { locale: 'en' }, testMatch: alone },
  ],
})
