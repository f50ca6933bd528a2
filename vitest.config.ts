import path from 'node:path'

import { defineConfig } from 'vitest/config'

import { testAliases } from './vitest.aliases'

export default defineConfig({
  resolve: { alias: { ...testAliases, '@payload-config': path.resolve(import.meta.dirname, 'src/payload.config.ts') } },
  test: {
    include: ['src/**/*.test.ts', 'scripts/**/*.test.ts', 'seed/**/*.test.ts'],
    environment: 'node',
    // next-intl's ESM imports `next/navigation` without its extension, which Node cannot resolve: Vite resolves it
    // (src/i18n/navigation.test.ts checks our paths against next-intl's own).
    server: { deps: { inline: ['next-intl'] } },
    benchmark: { include: ['bench/**/*.bench.ts'] },
  },
})
