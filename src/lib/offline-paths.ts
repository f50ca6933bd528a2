/**
 * What the service worker (service-worker/sw.ts) may never keep for offline reading, whatever the server answered:
 * the admin, the API (the uploaded files and the age gate's stylesheet aside: pictures and a page's look), the
 * reserved area and its login (either language), Next's internals, and a link mailed to one person (its `token`:
 * a newsletter's confirmation or unsubscription, whose page shows the subscriber's address).
 *
 * The path is read as the site reads it, each segment decoded (src/i18n/site-path.ts): `/%72eserved-area/` is the
 * reserved area, which the worker kept when it compared the address as the browser wrote it (the sixth check from
 * outside).
 */
const never = /^\/(?:en\/)?(?:admin|api|reserved-area|login|_next\/data)(?:\/|$)/
/** The API paths that are not data: uploaded pictures and files, and the age gate's per-visitor stylesheet. */
const allowedApi = /^\/api\/(?:media\/file\/|age-gate\/style\/$)/

/** `pathname` with each segment decoded; a segment that does not decode is kept as it is. */
export function decodedPath(pathname: string): string {
  return pathname
    .split('/')
    .map((segment) => {
      try {
        return decodeURIComponent(segment)
      } catch {
        return segment
      }
    })
    .join('/')
}

/** True when no cache of the service worker may hold `url`'s answer. */
export function neverKept(url: URL): boolean {
  if (url.searchParams.has('token')) return true
  const path = decodedPath(url.pathname)
  return never.test(path) && !allowedApi.test(path)
}
