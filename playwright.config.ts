import { defineConfig, devices } from '@playwright/test'

// Runs against the site started by scripts/test-all.mjs; Debian's Chromium, never a downloaded browser.
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? 'test-results/e2e.json' }]],
  timeout: 60_000,
  use: {
    baseURL: process.env.TEST_BASE_URL ?? 'http://localhost:3000',
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
