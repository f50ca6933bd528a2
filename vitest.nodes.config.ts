import path from 'node:path'

import { defineConfig } from 'vitest/config'

// The two-node proof of the shared cache (tests/nodes, decision 037): seeds, builds and starts its own servers.
export default defineConfig({
  resolve: {
    alias: {
      'server-only': path.resolve(import.meta.dirname, 'node_modules/server-only/empty.js'),
      '@': path.resolve(import.meta.dirname, 'src'),
    },
  },
  test: {
    include: ['tests/nodes/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
  },
})
