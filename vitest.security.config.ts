import { defineConfig } from 'vitest/config'

import { testAliases } from './vitest.aliases'

// Security tests (issue 16): against the built site started by scripts/test-all.mjs (TEST_BASE_URL), like the
// integration tests, run after the end-to-end tests because some of them exhaust rate limits on purpose.
export default defineConfig({
  resolve: { alias: testAliases },
  test: {
    include: ['tests/security/**/*.test.ts'],
    environment: 'node',
    testTimeout: 120_000,
    hookTimeout: 180_000,
    fileParallelism: false,
  },
})
