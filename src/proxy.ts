import { type NextRequest, NextResponse } from 'next/server'

import { legacyRedirectTarget } from './i18n/legacy-redirects'
import { internalPath, matchPublicPath, splitLocale } from './i18n/route-table'

/**
 * Locale routing without next-intl's middleware (docs/decisions/002-routing.md): we need 301s rather than
 * 307s, legacy redirects that never capture a current route, and rewrites that do not depend on the host
 * name that reached us.
 */
function permanentRedirect(request: NextRequest, pathname: string): NextResponse {
  // Built from the request's own URL: Next answers a same-origin target with a relative Location.
  const url = request.nextUrl.clone()
  url.pathname = pathname
  return NextResponse.redirect(url, 301)
}

function rewrite(request: NextRequest, pathname: string, locale: string): NextResponse {
  const url = request.nextUrl.clone()
  url.pathname = pathname
  // next-intl reads the locale from this header where a page did not set it (not-found, error pages).
  const headers = new Headers(request.headers)
  headers.set('X-NEXT-INTL-LOCALE', locale)
  return NextResponse.rewrite(url, { request: { headers } })
}

export function proxy(request: NextRequest): NextResponse {
  const { pathname } = request.nextUrl

  // The default locale has no prefix: `/it/...` is the unprefixed path.
  if (pathname === '/it' || pathname.startsWith('/it/')) {
    return permanentRedirect(request, pathname.slice(3) || '/')
  }
  // next.config's trailingSlash answers first; this catches any path that reaches us without one.
  if (!pathname.endsWith('/')) return permanentRedirect(request, `${pathname}/`)

  const match = matchPublicPath(pathname)
  const legacy = legacyRedirectTarget(pathname)
  // A landing-page slug can never be a legacy fragment (the CMS refuses them), so `/diario/` is legacy.
  if (match && !(legacy && match.pathname === '/[slug]')) return rewrite(request, internalPath(match), match.locale)
  if (legacy) return permanentRedirect(request, legacy)

  const { locale } = splitLocale(pathname)
  return rewrite(request, `/${locale}/page-not-found`, locale)
}

export const config = {
  // Payload's admin and APIs, Next's assets and any file name stay outside the locale routing.
  matcher: ['/((?!api(?:/|$)|admin(?:/|$)|_next/|.*\\.[a-zA-Z0-9]+$).*)'],
}
