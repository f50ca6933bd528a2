import { type NextRequest, NextResponse } from 'next/server'

import { isFilterDimension } from './i18n/catalogue-paths'
import { parseFilterState, serializeFilterState } from './i18n/filter-state'
import { legacyRedirectTarget } from './i18n/legacy-redirects'
import { canonicalListing, currentListingCodes } from './i18n/listing-canonical'
import { listingInternalPath, listingKindOf } from './i18n/listing-paths'
import { defaultLocale } from './i18n/locales'
import { loginAddress } from './i18n/login-address'
import {
  emptyParamTarget,
  internalPath,
  internalPathnames,
  matchPublicPath,
  type RouteMatch,
  splitLocale,
} from './i18n/route-table'
import { localPath } from './i18n/site-path'
import { isCaptchaProvider } from './lib/captcha-providers'
import { GUARD_PATH_HEADER, guardStep, LOGIN_COOKIE, loginCookieHeader, unsealLogin } from './lib/login-cookie'
import { DRAFT_MODE_COOKIE } from './lib/preview'
import { makeNonce, pagePolicy } from './lib/security-headers'
import { badSegment } from './lib/url-path'

// Locale routing without next-intl's middleware (docs/decisions/002-routing.md): we need 301s rather than
// 307s, legacy redirects that never capture a current route, and rewrites that do not depend on the host
// name that reached us or the address we listen on.

/**
 * A URL on the origin Next's router resolved this request with. `request.nextUrl` is no good here: it
 * rewrites 127.0.0.1 to `localhost`, so under `next start -H 127.0.0.1` a rewrite built from it looked like
 * another host and was proxied back to ourselves in a loop. With `skipProxyUrlNormalize`, `request.url` is
 * the router's own URL; Next then turns same-origin targets into relative ones.
 */
function sameOrigin(request: NextRequest, pathname: string): URL {
  const url = new URL(request.url)
  url.pathname = pathname
  return url
}

/** Whether the site's address is https (its policies then upgrade insecure requests). */
const httpsSite = () => process.env.SITE_URL?.startsWith('https:') ?? false

/**
 * Every redirect of the proxy goes through `localPath`: a path like `/it//evil.example/` stays on this site. The
 * request's query goes along, unless the target is a whole address with its own (`keepQuery` false).
 */
function permanentRedirect(request: NextRequest, target: string, keepQuery = true): NextResponse {
  const { pathname, search } = new URL(localPath(target), 'http://site.invalid')
  const url = sameOrigin(request, pathname)
  if (search || !keepQuery) url.search = search
  return NextResponse.redirect(url, 301)
}

/**
 * The admin: Payload's own routing, with a nonce made for this answer in the request's `Content-Security-Policy`
 * (Next reads it from there and puts it on every script it writes; one a visitor sent is replaced) and in the
 * answer's. The site's pages are cached and carry none (docs/decisions/015).
 */
function admin(request: NextRequest): NextResponse {
  const policy = pagePolicy(makeNonce(), { https: httpsSite() })
  const headers = new Headers(request.headers)
  headers.set('Content-Security-Policy', policy)
  const response = NextResponse.next({ request: { headers } })
  response.headers.set('Content-Security-Policy', policy)
  return response
}

function rewrite(request: NextRequest, pathname: string, locale: string, keepQuery = true, status?: number) {
  const url = sameOrigin(request, pathname)
  if (!keepQuery) url.search = ''
  // next-intl reads the locale from this header where a page did not set it (not-found, error pages).
  const headers = new Headers(request.headers)
  headers.set('X-NEXT-INTL-LOCALE', locale)
  return NextResponse.rewrite(url, { request: { headers }, ...(status ? { status } : {}) })
}

/**
 * The forms' captcha (src/lib/captcha.ts) and the tag manager (GTM_ID) are read when the site starts, not when it
 * is built: with either, the pages' policy (next.config.ts, made at build time) is replaced by one that also lets
 * the provider's script and frame, or Google's tags, in.
 */
export async function proxy(request: NextRequest): Promise<NextResponse> {
  const response = await route(request)
  const captcha = process.env.CAPTCHA_PROVIDER
  const tagManager = !!process.env.GTM_ID
  const { pathname } = request.nextUrl
  if (
    (isCaptchaProvider(captcha) || tagManager) &&
    !pathname.startsWith('/api/') &&
    !response.headers.has('Content-Security-Policy')
  ) {
    response.headers.set(
      'Content-Security-Policy',
      pagePolicy(undefined, {
        https: httpsSite(),
        captcha: isCaptchaProvider(captcha) ? captcha : undefined,
        tagManager,
      }),
    )
  }
  return response
}

/** The first segment of every internal route, and the routes no public path names (the error pages, tests). */
const internalNames = new Set([
  ...internalPathnames.map((p) => p.split('/')[1] ?? '').filter((name) => name && !name.startsWith('[')),
  'server-error',
  'error-probe',
  'bench-static',
])

/**
 * scripts/serve.mjs asks for the site's 404 or error page at a URL whose answer Next sent as an empty shell: with
 * the token it made for this process (ERROR_PAGE_TOKEN), `X-Error-Page: <token>:<status>` renders that page, in
 * the URL's language. Without the token, the header is nobody's to send and is ignored.
 */
function errorPageAsked(request: NextRequest): NextResponse | null {
  const token = process.env.ERROR_PAGE_TOKEN
  const asked = request.headers.get('x-error-page')
  if (!token || !asked) return null
  const [given = '', status = ''] = asked.split(':')
  let differs = given.length ^ token.length
  for (let i = 0; i < token.length; i++) differs |= token.charCodeAt(i) ^ given.charCodeAt(i)
  if (differs) return null
  const { locale } = splitLocale(request.nextUrl.pathname)
  return rewrite(request, `/${locale}/${status === '404' ? 'page-not-found' : 'server-error'}`, locale, false)
}

async function route(request: NextRequest): Promise<NextResponse> {
  const asked = errorPageAsked(request)
  if (asked) return asked
  const { pathname } = request.nextUrl
  // The API comes here only for this: a path Next's router cannot decode answered 500 before any handler ran.
  if (pathname.startsWith('/api/')) {
    if (!badSegment(pathname)) return NextResponse.next()
    return NextResponse.json({ errors: [{ message: 'Not Found' }] }, { status: 404 })
  }
  if (pathname === '/admin' || pathname.startsWith('/admin/')) return admin(request)

  // The default locale has no prefix: `/it/...` is the unprefixed path.
  const prefix = `/${defaultLocale}`
  if (pathname === prefix || pathname.startsWith(`${prefix}/`)) {
    return permanentRedirect(request, pathname.slice(prefix.length) || '/')
  }
  // next.config's trailingSlash answers first; this catches any path that reaches us without one. A last segment
  // with a dot looks like a file name to Next, which takes such a slash away again: no route has one, so it is
  // not found rather than redirected in a loop.
  if (!pathname.endsWith('/')) {
    if (pathname.slice(pathname.lastIndexOf('/') + 1).includes('.')) return notFound(request, pathname)
    return permanentRedirect(request, `${pathname}/`)
  }

  const match = matchPublicPath(pathname)
  const listing = match ? productListing(request, match) : null
  if (listing) return listing
  // `/404/` is the 404 page, and answers so.
  if (match?.pathname === '/page-not-found') return notFound(request, pathname)
  if (match?.pathname.startsWith('/reserved-area')) return reserved(request, match)
  if (match && match.pathname !== '/[slug]') return rewrite(request, internalPath(match), match.locale)
  // A route asked without its last parameter, which the spec marks optional: the screen above it.
  const above = match ? null : emptyParamTarget(pathname)
  if (above) return permanentRedirect(request, above)
  // Legacy rules only for paths that are no fixed route; a landing-page slug is never a legacy fragment,
  // so `/diario/` is legacy and `/oltre-3500-etichette/` a landing page.
  const legacy = legacyRedirectTarget(pathname)
  if (legacy) return permanentRedirect(request, legacy)
  // A landing page's slug that names an internal route (`/server-error/`, `/contacts/` in Italian) would reach
  // that route rather than the landing page: Next prefers a named folder to `[slug]`.
  if (match && !internalNames.has(match.params.slug ?? '')) return rewrite(request, internalPath(match), match.locale)
  // Benchmark-only static pages, only in a site built and started with BENCH_STATIC=1 (docs/decisions/010).
  if (process.env.BENCH_STATIC === '1' && /^\/bench-static\/\d+\/$/.test(pathname)) {
    return rewrite(request, `/${defaultLocale}${pathname.slice(0, -1)}`, defaultLocale)
  }

  // Tests only: a page that fails, to read the 500 page (decision 020).
  if (process.env.ERROR_PROBE === '1' && /^\/(?:en\/)?error-probe\/$/.test(pathname)) {
    const { locale } = splitLocale(pathname)
    return rewrite(request, `/${locale}/error-probe`, locale)
  }

  return notFound(request, pathname)
}

/**
 * The reserved area's login guard (spec §4, `guardStep` in src/lib/login-cookie.ts): a visitor with a valid, recently
 * verified cookie gets the page; one with neither cookie nor code the login page (unless previewing drafts); every other case goes to the
 * guard's handler, which verifies, refreshes or ends the session and redirects. Never cached by anyone.
 */
async function reserved(request: NextRequest, match: RouteMatch): Promise<NextResponse> {
  const raw = request.cookies.get(LOGIN_COOKIE)?.value
  const state = await unsealLogin(raw)
  const { pathname, search, searchParams } = request.nextUrl
  const step = guardStep(state, searchParams.has('code'), Date.now())
  // Draft mode is an editor's preview (decision 011): the page itself checks the editor's session and sends
  // anyone else, a copied draft-mode cookie included, to the login page (src/features/reserved/session.ts).
  const preview = step === 'login' && request.cookies.has(DRAFT_MODE_COOKIE)
  let response: NextResponse
  if (step === 'pass' || preview) {
    response = rewrite(request, internalPath(match), match.locale)
  } else if (step === 'login') {
    // Read at run time like the captcha's settings; the instrumentation validated them at start-up (src/lib/env.ts).
    const siteUrl = process.env.SITE_URL?.replace(/\/$/, '') ?? new URL(request.url).origin
    const target = loginAddress(match.locale, `${pathname}${search}`, { loginUrl: process.env.LOGIN_URL, siteUrl })
    response = NextResponse.redirect(new URL(target, request.url), 303)
    if (raw) response.headers.append('Set-Cookie', loginCookieHeader(null))
  } else {
    // The page asked for travels in a header: a rewritten request keeps its own query, not the one given here.
    const headers = new Headers(request.headers)
    headers.set(GUARD_PATH_HEADER, `${pathname}${search}`)
    const url = sameOrigin(request, '/api/reserved/guard/')
    url.search = ''
    response = NextResponse.rewrite(url, { request: { headers } })
  }
  response.headers.set('Cache-Control', 'private, no-store')
  return response
}

/**
 * A product listing: its query is its filter state, and the state becomes part of the internal path, so that each
 * state is a page Next can cache. Once the catalogue index has been built (src/i18n/listing-canonical.ts), every state
 * has one address: any other form of it answers 301 there, unknown codes dropped, and a page past the last is a
 * 404, so the cache only ever holds real states. A client-side navigation (Next's RSC requests) is not redirected
 * (its router follows its own addresses): it gets the canonical state's page at the address it asked for.
 */
function productListing(request: NextRequest, match: RouteMatch): NextResponse | null {
  const kind = listingKindOf(match.pathname)
  if (!kind) return null
  const { pathname, search, searchParams } = request.nextUrl
  const codes = currentListingCodes()
  if (!codes) {
    // Before the index is built (the first moments of a process, just after a catalogue change): the state as asked,
    // read with the listing's own schema (unknown parameters dropped); the page drops unknown codes.
    const query = serializeFilterState(parseFilterState(searchParams))
    return rewrite(request, listingInternalPath(match, query)!, match.locale, false)
  }
  const slug = isFilterDimension(kind) ? (match.params[kind] ?? null) : null
  const answer = canonicalListing(kind, slug, searchParams, match.locale, codes)
  if (answer.status === 'not-found') return notFound(request, pathname)
  if (answer.path !== `${pathname}${search}` && request.headers.get('rsc') !== '1') {
    return permanentRedirect(request, answer.path, false)
  }
  return rewrite(request, answer.internal, match.locale, false)
}

/** A path that is no route: the site's 404 page, rendered here with status 404. */
function notFound(request: NextRequest, pathname: string): NextResponse {
  const { locale } = splitLocale(pathname)
  return rewrite(request, `/${locale}/page-not-found`, locale, true, 404)
}

export const config = {
  // Payload's admin and APIs, Next's assets, the feeds and the few files at the root stay outside the locale
  // routing; every other path comes here, a name with a dot too (issue 16, finding 10: `…/_/foo.bar` used to
  // skip the proxy and reach an internal route, `/it/products/listing/…`, directly). The API comes for its
  // paths' encoding only, the admin for its pages' nonce only.
  matcher: [
    '/((?!api(?:/|$)|admin(?:/|$)|_next/|feeds/|robots\\.txt$|sitemap\\.xml$|sitemaps/|icon\\.svg$|sw\\.js$).*)',
    '/api/:path*',
    '/admin',
    '/admin/:path*',
  ],
}
