import path from 'node:path'

import { defineConfig } from 'vitest/config'

// Integration tests run against the built site started by scripts/test-all.mjs (TEST_BASE_URL).
export default defineConfig({
  resolve: {
    alias: {
      // Tests run on the server: the marker of server-only modules has nothing to guard there.
      'server-only': path.resolve(import.meta.dirname, 'node_modules/server-only/empty.js'),
      '@': path.resolve(import.meta.dirname, 'src'),
    },
  },
  test: {
    include: ['tests/integration/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    fileParallelism: false,
  },
})
