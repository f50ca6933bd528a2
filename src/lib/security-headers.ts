/**
 * The security headers of every answer (DESIGN.md "Security baseline", docs/decisions/015-security-headers.md),
 * in one table read by next.config.ts, which puts them on every path (pages, API, admin, static files, errors),
 * and by src/proxy.ts, which gives the admin a policy with a nonce made for each answer.
 *
 * Plain strings only: next.config.ts loads this module outside the app's bundles.
 */

import { type CaptchaProvider, captchaProviders } from './captcha-providers'

type Directives = Record<string, string[]>

/**
 * Google Tag Manager and the Analytics it commonly loads (Google's CSP guide), allowed only where GTM_ID is set;
 * the script itself loads only after marketing consent (src/features/site/consent/).
 */
export const tagManagerOrigins = {
  script: ['https://www.googletagmanager.com'],
  img: ['https://www.googletagmanager.com', 'https://*.google-analytics.com'],
  connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
}

/** Sites whose players a page may frame (src/lib/video.ts makes their addresses). */
export const videoFrameOrigins = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com']

const serialize = (directives: Directives) =>
  Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ')

// Shared by every policy: no plugins, no <base> elsewhere, forms post only here, framed only by this site
// (the admin's live preview frames the pages).
const locks: Directives = {
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'self'"],
}

/**
 * A page. With a nonce (the admin, rendered per request anyway): scripts that carry it, and what they load
 * ('strict-dynamic': Next's chunks load each other); 'self' only for browsers without CSP 3, which ignore the
 * rest. Without one (the site's pages, prerendered and cached): scripts from this site and inline ones, because
 * the App Router writes each page's data as inline scripts that differ per page and a cached page cannot carry
 * a per-answer nonce (decision 015 measured the trade). Styles may be inline everywhere: style attributes, and
 * the <style> elements libraries add at run time (the admin's). Images also from data:
 * and blob: URLs (the admin's upload previews).
 */
export function pagePolicy(
  nonce?: string,
  {
    https = false,
    captcha,
    tagManager = false,
  }: { https?: boolean; captcha?: CaptchaProvider; tagManager?: boolean } = {},
) {
  // The forms' captcha (src/lib/captcha.ts), when configured: its script, and the frame it draws the widget in.
  const captchaOrigins: string[] = captcha ? [...captchaProviders[captcha].origins] : []
  const tags = tagManager ? tagManagerOrigins : { script: [], img: [], connect: [] }
  return serialize({
    'default-src': ["'self'"],
    'script-src': nonce
      ? ["'self'", `'nonce-${nonce}'`, "'strict-dynamic'"]
      : ["'self'", "'unsafe-inline'", ...captchaOrigins, ...tags.script],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...tags.img],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...captchaOrigins, ...tags.connect],
    'frame-src': ["'self'", ...videoFrameOrigins, ...captchaOrigins],
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    ...locks,
    ...(https ? { 'upgrade-insecure-requests': [] } : {}),
  })
}

/** Answers of the API (JSON, media files): a document that loads nothing and runs nothing. */
export const resourcePolicy = serialize({ 'default-src': ["'none'"], ...locks })

/** A nonce for one answer: 128 random bits, base64. */
export function makeNonce() {
  const bytes = new Uint8Array(16)
  crypto.getRandomValues(bytes)
  return btoa(String.fromCharCode(...bytes))
}

/** HSTS for two years: sent only when the site's address is https (browsers ignore it over http). */
export const strictTransportSecurity = 'max-age=63072000; includeSubDomains'

/** The headers every answer carries, whatever it is; the CSP comes with each kind of path. */
export function commonHeaders({ https }: { https: boolean }) {
  return [
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    // Only what the site never uses: a video player may still go full screen or play (its iframe's `allow`).
    {
      key: 'Permissions-Policy',
      value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), browsing-topics=()',
    },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
    { key: 'Cross-Origin-Resource-Policy', value: 'same-origin' },
    ...(https ? [{ key: 'Strict-Transport-Security', value: strictTransportSecurity }] : []),
  ]
}

type HeaderRule = { source: string; headers: { key: string; value: string }[] }

/**
 * `withPayload` asks every path for the `Sec-CH-Prefers-Color-Scheme` client hint, `Critical-CH` included: a
 * browser that did not send it retries the request, so a visitor's first page is fetched twice (payloadcms/payload
 * #17906; about 600 ms of the home's LCP on a phone, issue 17). Only the admin reads the hint (its dark theme):
 * its rule is narrowed to `/admin`, and the site's pages ask for nothing.
 */
export function adminOnlyClientHints<R extends HeaderRule>(rules: R[]): R[] {
  return rules.map((rule) =>
    rule.source === '/:path*' && rule.headers.some((h) => h.key.toLowerCase() === 'critical-ch')
      ? { ...rule, source: '/admin/:path*' }
      : rule,
  )
}
