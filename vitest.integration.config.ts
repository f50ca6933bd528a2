import { defineConfig } from 'vitest/config'

import { testAliases } from './vitest.aliases'

// Integration tests run against the built site started by scripts/test-all.mjs (TEST_BASE_URL).
export default defineConfig({
  resolve: { alias: testAliases },
  test: {
    include: ['tests/integration/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    fileParallelism: false,
  },
})
