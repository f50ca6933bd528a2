import { defineConfig, devices } from '@playwright/test'

const baseURL = process.env.TEST_BASE_URL ?? 'http://localhost:3000'

// Runs against the site started by scripts/test-all.mjs; Debian's Chromium, never a downloaded browser.
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? 'test-results/e2e.json' }]],
  timeout: 60_000,
  use: {
    baseURL,
    // Every journey is an adult's who answered the age gate and has already closed the site overlay this session;
    // tests/e2e/age-gate.spec.ts and site-overlay.spec.ts start without them.
    storageState: {
      cookies: [
        { name: 'adult', value: '1', httpOnly: true },
        { name: 'site_overlay', value: 'seen', httpOnly: false },
      ].map((cookie) => ({
        ...cookie,
        domain: new URL(baseURL).hostname,
        path: '/',
        expires: -1,
        secure: false,
        sameSite: 'Lax' as const,
      })),
      origins: [],
    },
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'it', use: { ...devices['Desktop Chrome'], locale: 'it-IT' }, metadata: { locale: 'it' } },
    { name: 'en', use: { ...devices['Desktop Chrome'], locale: 'en-GB' }, metadata: { locale: 'en' } },
  ],
})
