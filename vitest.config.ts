import path from 'node:path'

import { defineConfig } from 'vitest/config'

import { testAliases } from './vitest.aliases'

const include = ['src/**/*.test.ts', 'scripts/**/*.test.ts', 'seed/**/*.test.ts']
/**
 * The unit tests that change what a module holds for the whole process: the environment (`process.env`, env.ts read
 * afresh), mocked modules, Payload's config built (which fills in the collections' fields in place); and the test of the
 * admin's words, which reads the collections as written. They run each in a fresh module registry, as vitest does by
 * default; the others share one per worker, which halves the unit tests' CPU time (decision 075).
 */
const isolated = [
  'src/lib/env.test.ts',
  'src/features/site/health.test.ts',
  'src/cms/admin-server-function.test.ts',
  'src/lib/cache-handler.test.ts',
  'src/lib/cache-handler-local.test.ts',
  'src/lib/cache-handler-local-renders.test.ts',
  'src/server-only.test.ts',
  'seed/rich-text.test.ts',
  'seed/data/editorial.test.ts',
  'src/cms/admin-labels.test.ts',
]

export default defineConfig({
  resolve: { alias: { ...testAliases, '@payload-config': path.resolve(import.meta.dirname, 'src/payload.config.ts') } },
  test: {
    environment: 'node',
    // next-intl's ESM imports `next/navigation` without its extension, which Node cannot resolve: Vite resolves it
    // (src/i18n/navigation.test.ts checks our paths against next-intl's own).
    server: { deps: { inline: ['next-intl'] } },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include,
          exclude: isolated,
          isolate: false,
          benchmark: { include: ['bench/**/*.bench.ts'] },
        },
      },
      { extends: true, test: { name: 'unit-isolated', include: isolated, benchmark: { include: [] } } },
    ],
  },
})
