import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'
import createNextIntlPlugin from 'next-intl/plugin'

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
  reactStrictMode: true,
  images: {
    localPatterns: [{ pathname: '/api/media/file/**' }],
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

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts')

export default withPayload(withNextIntl(nextConfig), { devBundleServerPackages: false })
