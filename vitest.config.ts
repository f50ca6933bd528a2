import path from 'node:path'

import { defineConfig } from 'vitest/config'

import { testAliases } from './vitest.aliases'

export default defineConfig({
  resolve: { alias: { ...testAliases, '@payload-config': path.resolve(import.meta.dirname, 'src/payload.config.ts') } },
  test: {
    include: ['src/**/*.test.ts', 'scripts/**/*.test.ts', 'seed/**/*.test.ts'],
    environment: 'node',
    benchmark: { include: ['bench/**/*.bench.ts'] },
  },
})
