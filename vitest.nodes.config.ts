import { defineConfig } from 'vitest/config'

import { testAliases } from './vitest.aliases'

// The two-node proof of the shared cache (tests/nodes, decision 037): seeds, builds and starts its own servers.
export default defineConfig({
  resolve: { alias: testAliases },
  test: {
    include: ['tests/nodes/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
  },
})
