import path from 'node:path'

import { defineConfig } from 'vitest/config'

// Integration tests run against the built site started by scripts/test-all.mjs (TEST_BASE_URL).
export default defineConfig({
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
  test: {
    include: ['tests/integration/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    fileParallelism: false,
  },
})
