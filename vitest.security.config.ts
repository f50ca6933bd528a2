import { defineConfig } from 'vitest/config'

import { testAliases } from './vitest.aliases'

// The file that exhausts the limit of everyone together on the sign-in endpoints: the suite's last (`groupOrder`; a
// project left at 0 with one worker would run after every numbered group, vitest's groupSpecs).
const last = ['tests/security/logins-everyone.test.ts']

// Security tests (issue 16): against the built site started by scripts/test-all.mjs (TEST_BASE_URL), like the
// integration tests, run after the end-to-end tests because some of them exhaust rate limits on purpose.
export default defineConfig({
  resolve: { alias: testAliases },
  test: {
    environment: 'node',
    testTimeout: 120_000,
    hookTimeout: 180_000,
    fileParallelism: false,
    projects: [
      {
        extends: true,
        test: {
          name: 'security',
          include: ['tests/security/**/*.test.ts'],
          exclude: last,
          globalSetup: ['tests/security/global-setup.ts'],
          sequence: { groupOrder: 1 },
        },
      },
      { extends: true, test: { name: 'security-last', include: last, sequence: { groupOrder: 2 } } },
    ],
  },
})
