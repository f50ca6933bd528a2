import path from 'node:path'

import { defineConfig } from 'vitest/config'

// Security tests (issue 16): against the built site started by scripts/test-all.mjs (TEST_BASE_URL), like the
// integration tests, run after the end-to-end tests because some of them exhaust rate limits on purpose.
export default defineConfig({
  resolve: {
    alias: {
      'server-only': path.resolve(import.meta.dirname, 'node_modules/server-only/empty.js'),
      '@': path.resolve(import.meta.dirname, 'src'),
    },
  },
  test: {
    include: ['tests/security/**/*.test.ts'],
    environment: 'node',
    testTimeout: 120_000,
    hookTimeout: 180_000,
    fileParallelism: false,
  },
})
