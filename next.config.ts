import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'
import { PHASE_PRODUCTION_BUILD } from 'next/constants'
import createNextIntlPlugin from 'next-intl/plugin'

import { buildServiceWorker } from './scripts/build-service-worker.mjs'
import { FORM_BODY_LIMIT_MB } from './src/lib/form-limits'
import { adminOnlyClientHints, commonHeaders, pagePolicy, resourcePolicy } from './src/lib/security-headers'

const dirname = path.dirname(fileURLToPath(import.meta.url))

const nextConfig: NextConfig = {
  // The test run builds into its own folder so that it never replaces the build `npm start` serves.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // Every path ends with a slash. Payload ≥3.90 follows this setting for its own URLs.
  trailingSlash: true,
  // The proxy gets the URL Next's router resolved, not one rebuilt with `localhost` (see src/proxy.ts):
  // with `next start -H 127.0.0.1` the two differed and every rewrite became a looping external proxy.
  skipProxyUrlNormalize: true,
  poweredByHeader: false,
  // Several app nodes: Next's cache (ISR pages, tagged data) lives in Redis when REDIS_URL is set at build and at start,
  // so that an edit saved through one node expires the pages of every node (cache-handler.mjs, decision 037). With it,
  // `cacheMaxMemorySize: 0`, as Next's documentation asks of a custom handler: reads go to Redis, not to a copy per
  // process. (`cacheHandlers`, for `'use cache'`, is not needed: the site does not use the directive.)
  // Without it, Next's own cache on this node's disk, with the tags an edit expired kept there too, so that a restart
  // does not serve the pages of before the edit (cache-handler-local.mjs, decision 066).
  ...(process.env.REDIS_URL
    ? { cacheHandler: path.join(dirname, 'cache-handler.mjs'), cacheMaxMemorySize: 0 }
    : { cacheHandler: path.join(dirname, 'cache-handler-local.mjs') }),
  // Security headers on every answer: pages, API, admin, static files, errors (docs/decisions/015). Read at
  // build time: SITE_URL decides HSTS here. The admin's policy is replaced by the proxy's, which carries a nonce.
  async headers() {
    const https = process.env.SITE_URL?.startsWith('https:') ?? false
    return [
      {
        source: '/:path*',
        headers: [
          ...commonHeaders({ https }),
          { key: 'Content-Security-Policy', value: pagePolicy(undefined, { https }) },
        ],
      },
      // The later rule wins for the same header: the API's answers load nothing.
      { source: '/api/:path*', headers: [{ key: 'Content-Security-Policy', value: resourcePolicy }] },
      // The service worker (decision 025): always asked again, so that a new deployment's worker is found at once.
      { source: '/sw.js', headers: [{ key: 'Cache-Control', value: 'no-cache' }] },
    ]
  },
  reactStrictMode: true,
  // A job application carries two PDFs of up to 5 MB each (src/features/contacts): the forms' server actions,
  // and the proxy in front of them, take bodies of up to 12 MB (defaults: 1 MB and 10 MB).
  experimental: {
    serverActions: { bodySizeLimit: `${FORM_BODY_LIMIT_MB}mb` },
    proxyClientMaxBodySize: `${FORM_BODY_LIMIT_MB}mb`,
    // Fewer stylesheets before the first paint (decision 056): Turbopack's graph chunker, told that a request costs
    // as much as 2 MB of CSS shipped twice, puts a page's 120 KB of CSS in 4–5 files instead of 7–8. It may reorder
    // files, so no rule of ours depends on coming after another file's rule of the same weight.
    cssChunking: { type: 'graph', requestCost: 2_000_000 },
    // `unauthorized()` and `forbidden()`: the admin's server function answers a caller without an editor's session
    // with a 401, where Payload threw (a 500; src/cms/admin-server-function.ts).
    authInterrupts: true,
  },
  images: {
    // An uploaded picture by its name alone: a query on it (`…webp?v=1`) made a new optimised copy, kept on disk,
    // for every value an attacker made up (the fifth check from outside). Refused with a 400.
    localPatterns: [{ pathname: '/api/media/file/**', search: '' }],
    formats: ['image/webp'],
  },
  outputFileTracingRoot: dirname,
  turbopack: { root: dirname },
  webpack: (webpackConfig) => {
    webpackConfig.resolve.extensionAlias = {
      '.cjs': ['.cts', '.cjs'],
      '.js': ['.ts', '.tsx', '.js', '.jsx'],
      '.mjs': ['.mts', '.mjs'],
    }
    return webpackConfig
  },
}

// Messages compiled at build time (icu-minify), so that the browser gets the formatter without ICU's parser: 9 KB gzipped
// less on every page (decision 045). Every import of messages/*.json in the build goes through next-intl's loader.
const withNextIntl = createNextIntlPlugin({
  requestConfig: './src/i18n/request.ts',
  experimental: { messages: { path: './messages', format: 'json', locales: 'infer', precompile: true } },
})

const withCms = withPayload(withNextIntl(nextConfig), { devBundleServerPackages: false })

// Payload's client hints only on the admin's paths (see adminOnlyClientHints).
const config: NextConfig = {
  ...withCms,
  headers: async () => adminOnlyClientHints((await withCms.headers?.()) ?? []),
}

// Every production build also builds its service worker (public/sw.js, scripts/build-service-worker.mjs).
export default async function nextConfigFor(phase: string): Promise<NextConfig> {
  if (phase === PHASE_PRODUCTION_BUILD) await buildServiceWorker()
  return config
}
