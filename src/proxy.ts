import { type NextRequest, NextResponse } from 'next/server'

import { legacyRedirectTarget } from './i18n/legacy-redirects'
import { defaultLocale, splitLocale } from './i18n/locales'
import { emptyParamTarget, italianPrefixTarget, otherLanguageTarget, shadowingRoute } from './i18n/route-redirects'
import { internalPath, internalRouteNames, matchPublicPath } from './i18n/route-table'
import { searchInternalPath } from './i18n/search-paths'
import { isCaptchaProvider } from './lib/captcha-providers'
import { markRoute } from './lib/request-context'
import { makeNonce, pagePolicy } from './lib/security-headers'
import { httpsSite, notFound, permanentRedirect, rewrite } from './proxy/answers'
import { api } from './proxy/api'
import { productListing } from './proxy/listing'
import { refusedPost } from './proxy/posts'
import { reserved } from './proxy/reserved'

// Locale routing without next-intl's middleware (docs/decisions/002-routing.md): we need 301s rather than
// 307s, legacy redirects that never capture a current route, and rewrites that do not depend on the host
// name that reached us or the address we listen on.

/** The routes whose parameter is no slug, and keeps its capitals: a reserved download's code is an editor's text. */
const casedRoutes: ReadonlySet<string> = new Set(['/reserved-area/download/[file]'])

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
  if (pathname.startsWith('/api/')) return api(request)
  // Posts to the admin's pages (its server functions) are screened as the site's are (the fifth check from outside).
  const refused = await refusedPost(request)
  if (pathname === '/admin' || pathname.startsWith('/admin/')) {
    // Payload's first registration is closed (src/cms/api-guards/first-register.ts): its page with it.
    // A plain 404, never a redirect to the admin: with no account Payload would send it back here.
    if (/^\/admin\/create-first-user\/?$/i.test(pathname)) {
      return new NextResponse('Pagina non trovata. / Page not found.', {
        status: 404,
        headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
      })
    }
    return refused ?? admin(request)
  }
  if (refused) return refused
  // The feeds and the sitemap's files are route handlers of their own; the proxy sees them only so that an address
  // none of them answers gets the site's 404 page (scripts/serve.mjs asks for it, errorPageAsked above).
  if (pathname.startsWith('/feeds/') || pathname.startsWith('/sitemaps/')) return NextResponse.next()

  // Every address of the site is lowercase (slugs are, src/cms/fields/slug.ts, and filter codes are matched lowered):
  // one typed or printed with capitals (`/Prodotti/`, `/prodotti/scheda/Amaro-V0022/`, the code as the sheet prints
  // it) is the same page. A percent escape keeps its own case (`%C3%A8` is not a letter of the path). A route's
  // parameter that is no slug keeps its capitals: a reserved download's code is an editor's text.
  const lowered = pathname.replace(/%[0-9A-Fa-f]{2}|[A-Z]+/g, (part) => (part[0] === '%' ? part : part.toLowerCase()))
  if (lowered !== pathname && !casedRoutes.has(matchPublicPath(pathname)?.pathname ?? '')) {
    return permanentRedirect(request, otherLanguageTarget(lowered) ?? lowered)
  }
  // The default locale has no prefix: `/it/...` is the unprefixed path (or the Italian page of a route's internal name).
  const prefix = `/${defaultLocale}`
  if (pathname === prefix || pathname.startsWith(`${prefix}/`)) {
    return permanentRedirect(request, italianPrefixTarget(pathname.slice(prefix.length) || '/'))
  }
  // next.config's trailingSlash answers first; this catches any path that reaches us without one. A last segment
  // with a dot looks like a file name to Next, which takes such a slash away again: no route has one, so it is
  // not found rather than redirected in a loop.
  if (!pathname.endsWith('/')) {
    // An old address is most often a file's (`/diario/2019/post.html`): spec §2's rules hold for it as for any other
    // (the thirty-second check from outside found it a 404).
    if (pathname.slice(pathname.lastIndexOf('/') + 1).includes('.')) {
      const legacy = matchPublicPath(pathname) ? null : legacyRedirectTarget(pathname)
      return legacy ? permanentRedirect(request, legacy) : notFound(request, pathname)
    }
    return permanentRedirect(request, `${pathname}/`)
  }

  const match = matchPublicPath(pathname)
  if (match) markRoute(`/${match.locale}${match.pathname}`)
  const listing = match ? productListing(request, match) : null
  if (listing) return listing
  // `/404/` is the 404 page, and answers so.
  if (match?.pathname === '/page-not-found') return notFound(request, pathname)
  if (match?.pathname.startsWith('/reserved-area')) return reserved(request, match)
  // The search's words become part of the internal path, for the header's language link (src/i18n/search-paths.ts).
  if (match?.pathname === '/search') {
    // A repeated `q` is no search: which one the visitor meant is not known.
    const asked = request.nextUrl.searchParams.getAll('q')
    const words = asked.length === 1 ? asked[0] : ''
    return rewrite(request, searchInternalPath(match.locale, words), match.locale, false)
  }
  if (match && match.pathname !== '/[slug]') {
    const shadowing = shadowingRoute(match)
    if (shadowing) return permanentRedirect(request, shadowing)
    return rewrite(request, internalPath(match), match.locale)
  }
  // A route asked without its last parameter, which the spec marks optional: the screen above it.
  const above = match ? null : emptyParamTarget(pathname)
  if (above) return permanentRedirect(request, above)
  const translated = otherLanguageTarget(pathname)
  if (translated) return permanentRedirect(request, translated)
  // Legacy rules only for paths that are no fixed route; a landing-page slug is never a legacy fragment,
  // so `/diario/` is legacy and `/oltre-3500-etichette/` a landing page.
  const legacy = legacyRedirectTarget(pathname)
  if (legacy) return permanentRedirect(request, legacy)
  // A landing page's slug that names an internal route (`/server-error/`, `/contacts/` in Italian) would reach
  // that route rather than the landing page: Next prefers a named folder to `[slug]`.
  if (match && !internalRouteNames.has(match.params.slug ?? ''))
    return rewrite(request, internalPath(match), match.locale)
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

export const config = {
  // Payload's admin and APIs, Next's assets and the few files at the root stay outside the locale
  // routing; every other path comes here, a name with a dot too (issue 16, finding 10: `…/_/foo.bar` used to
  // skip the proxy and reach an internal route, `/it/products/listing/…`, directly). The API comes for its
  // paths' encoding, other sites' writes and its signed-in answers' caching (src/proxy/api.ts), the admin for its
  // pages' nonce and its posts' screening, the feeds and the sitemap's files for the 404 page only.
  matcher: [
    '/((?!api(?:/|$)|admin(?:/|$)|_next/|robots\\.txt$|sitemap\\.xml$|icon\\.svg$|share-image\\.png$|sw\\.js$).*)',
    '/api/:path*',
    '/admin',
    '/admin/:path*',
  ],
}
