import { defineConfig } from 'vitest/config'

import { testAliases } from './vitest.aliases'

// Tests that start every server they use (a site of their own on a snapshot, a throw-away PostgreSQL, nodes, a local
// service) and never write to the test site's database or build folder. They run one after the other, beside the
// tests of the site under test, which also run one after the other: most of either group's time is spent waiting
// (for a delivery, a job's cron, a server to start), so the two groups side by side take the time of the longer one.
const ownServers = [
  'outbox-reliability',
  'postgres',
  'captcha',
  'jobs-once',
  'migrations',
  'object-storage',
  'backup-postgres',
  'rate-limits-postgres',
  'login-services',
  'reserved-services',
  'cache-restart',
].map((name) => `tests/integration/${name}.test.ts`)

// Integration tests run against the built site started by scripts/test-all.mjs (TEST_BASE_URL).
export default defineConfig({
  resolve: { alias: testAliases },
  test: {
    environment: 'node',
    testTimeout: 30_000,
    // Stopping a site of its own (its process group, then its copy of the build) may take more than vitest's 10 s.
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'site',
          include: ['tests/integration/**/*.test.ts'],
          exclude: ownServers,
          fileParallelism: false,
        },
      },
      { extends: true, test: { name: 'own-servers', include: ownServers, fileParallelism: false } },
    ],
  },
})
