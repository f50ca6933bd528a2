import path from 'node:path'

/**
 * The module aliases every test run needs (unit, integration, security, the two-node proof): `@` for `src/`, and
 * the marker of server-only modules, which has nothing to guard where tests run (on the server).
 */
export const testAliases = {
  'server-only': path.resolve(import.meta.dirname, 'node_modules/server-only/empty.js'),
  '@': path.resolve(import.meta.dirname, 'src'),
}
