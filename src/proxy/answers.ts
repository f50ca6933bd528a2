import { type NextRequest, NextResponse } from 'next/server'

import { splitLocale } from '../i18n/locales'
import { localPath } from '../i18n/site-path'

/* The proxy's answers (src/proxy.ts): rewrites, redirects and the 404, shared by its routing, guard and listings. */

/**
 * A URL on the origin Next's router resolved this request with. `request.nextUrl` is no good here: it
 * rewrites 127.0.0.1 to `localhost`, so under `next start -H 127.0.0.1` a rewrite built from it looked like
 * another host and was proxied back to ourselves in a loop. With `skipProxyUrlNormalize`, `request.url` is
 * the router's own URL; Next then turns same-origin targets into relative ones.
 */
export function sameOrigin(request: NextRequest, pathname: string): URL {
  const url = new URL(request.url)
  url.pathname = pathname
  return url
}

/** Whether the site's address is https (its policies then upgrade insecure requests). */
export const httpsSite = () => process.env.SITE_URL?.startsWith('https:') ?? false

/**
 * Every redirect of the proxy goes through `localPath`: a path like `/it//evil.example/` stays on this site. The
 * request's query goes along, unless the target is a whole address with its own (`keepQuery` false).
 */
export function permanentRedirect(request: NextRequest, target: string, keepQuery = true): NextResponse {
  const { pathname, search } = new URL(localPath(target), 'http://site.invalid')
  const url = sameOrigin(request, pathname)
  if (search || !keepQuery) url.search = search
  return NextResponse.redirect(url, 301)
}

export function rewrite(
  request: NextRequest,
  pathname: string,
  locale: string,
  keepQuery = true,
  status?: number,
  extra: Record<string, string> = {},
) {
  const url = sameOrigin(request, pathname)
  if (!keepQuery) url.search = ''
  // next-intl reads the locale from this header where a page did not set it (not-found, error pages).
  const headers = new Headers(request.headers)
  headers.set('X-NEXT-INTL-LOCALE', locale)
  for (const [name, value] of Object.entries(extra)) headers.set(name, value)
  return NextResponse.rewrite(url, { request: { headers }, ...(status ? { status } : {}) })
}

/** The answer's status, for scripts/serve.mjs to set (it removes the header). */
export const SITE_STATUS_HEADER = 'x-site-status'

/**
 * A path that is no route: the site's 404 page, answered with status 404. The status is not the rewrite's: Next
 * renders a page rewritten with status 404 as its not-found boundary, without the page's metadata, and keeps that
 * render in its cache when the page is regenerated after an edit (every 404 then lost its `<title>`). The page is
 * rendered as the page it is, and scripts/serve.mjs sets 404 on the way out.
 */
export function notFound(request: NextRequest, pathname: string): NextResponse {
  const { locale } = splitLocale(pathname)
  const response = rewrite(request, `/${locale}/page-not-found`, locale, true)
  response.headers.set(SITE_STATUS_HEADER, '404')
  return response
}
