import fs from 'node:fs'
import path from 'node:path'

import nextCoreWebVitals from 'eslint-config-next/core-web-vitals'
import nextTypescript from 'eslint-config-next/typescript'
import prettier from 'eslint-config-prettier/flat'
import simpleImportSort from 'eslint-plugin-simple-import-sort'

const root = import.meta.dirname
const abs = (p) => path.join(root, p)
const features = fs
  .readdirSync(abs('src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)

/**
 * The layers of `src/` and the one way imports run between them (docs/decisions/013-layers.md):
 * app → features → core → (components, cms) → i18n → lib. A feature reaches another feature only through
 * that feature's `index.ts`; nothing below `features` imports a feature or a route.
 */
const layerZones = [
  ...features.map((feature) => ({
    target: `./src/features/${feature}/**/*`,
    from: './src/features/**/*',
    except: [abs(`src/features/${feature}/**/*`), abs('src/features/*/index.ts')],
    message: `A feature uses another feature only through its index.ts (src/features/<name>/index.ts).`,
  })),
  {
    target: ['./src/core', './src/components', './src/cms', './src/i18n', './src/lib'],
    from: ['./src/app', './src/features'],
    message: 'Shared layers (core, components, cms, i18n, lib) never import a feature or a route.',
  },
  {
    target: ['./src/components', './src/cms', './src/i18n', './src/lib'],
    from: ['./src/core'],
    message: 'core is page plumbing for routes and features: the layers below it do not import it.',
  },
  {
    target: ['./src/components', './src/i18n', './src/lib'],
    from: ['./src/cms'],
    message: 'Only features, core and the Payload config read the CMS schema.',
  },
  {
    target: ['./src/components', './src/lib'],
    from: ['./src/i18n'],
    message: 'components/ui and lib know nothing of languages or routes: pass texts and paths in.',
  },
  {
    target: ['./src/lib'],
    from: ['./src/components'],
    message: 'lib is the bottom layer: helpers with no feature, route or UI knowledge.',
  },
  {
    target: ['./src/proxy.ts', './src/proxy', './src/payload.config.ts', './src/instrumentation.ts'],
    from: ['./src/app', './src/features', './src/core'],
    message: 'The proxy, the Payload config and the instrumentation stand below the features.',
  },
]

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  // Prettier formats (npm run format); ESLint leaves layout to it.
  prettier,
  {
    plugins: { 'simple-import-sort': simpleImportSort },
    rules: {
      'simple-import-sort/imports': [
        'error',
        {
          // Side effects first (in their written order), then Node's modules, packages, our absolute imports,
          // relative ones, and stylesheets last, so that a module's own styles follow the components it uses.
          groups: [
            ['^\\u0000.*\\.css$', '^\\u0000'],
            ['^node:'],
            ['^@?\\w'],
            ['^@/', '^@payload-config$'],
            ['^\\.'],
            ['\\.css$'],
          ],
        },
      ],
      'simple-import-sort/exports': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'import/no-restricted-paths': ['error', { zones: layerZones }],
      // next-intl's navigation holds its Link, a client component that reads the locale in the browser: a route that
      // imports the module at all, rendered or not, loads next-intl's runtime with its first scripts (decision 047).
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'next-intl/navigation',
              message: "Paths come from '@/i18n/navigation', links from '@/i18n/link' (server) or PageLink.",
            },
            // next/link is a client component per link, with 4 KB of helpers in every page's first load: the site's
            // links are PageLinks, which its behaviours follow with the App Router (decision 047).
            { name: 'next/link', message: "Use Link from '@/i18n/link' (server) or PageLink (components/ui)." },
          ],
        },
      ],
    },
  },
  {
    // Playwright fixtures receive a function named `use`, which is not React's hook.
    files: ['tests/e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    ignores: [
      '.next/**',
      '.next-test/**',
      // Dist folders of other builds (the benchmark's, a second dev server's).
      '.next-*/**',
      '.cache/**',
      'node_modules/**',
      'data/**',
      'media/**',
      // The service worker as built (scripts/build-service-worker.mjs); its source is service-worker/sw.ts.
      'public/sw.js',
      'test-results/**',
      'playwright-report/**',
      'src/payload-types.ts',
      'src/app/(payload)/**',
      // Written by `npm run migrate:create` (Payload's generator), as the other generated files above.
      'src/migrations/**',
      'next-env.d.ts',
    ],
  },
]

export default config
