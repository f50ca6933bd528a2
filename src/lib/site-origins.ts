/**
 * The origins from which a browser may use a session cookie to write through the CMS's API (Payload's `csrf`):
 * the site's own, and when that is a local address, the other names of the same machine and port, by which the
 * demo is reached too (localhost, 127.0.0.1, [::1]).
 */
const localHosts = ['localhost', '127.0.0.1', '[::1]']

export function csrfOrigins(siteUrl: string): string[] {
  const url = new URL(siteUrl)
  if (!localHosts.includes(url.hostname)) return [url.origin]
  const port = url.port ? `:${url.port}` : ''
  return localHosts.map((host) => `${url.protocol}//${host}${port}`)
}

/**
 * Whether a request's `Origin` (or a referrer's origin) is this site: one of `csrfOrigins`, or the host the request
 * itself was sent to. A form of another site posting here is refused by the endpoints that check it.
 */
export function isOwnOrigin(origin: string, request: Request, siteUrl: string): boolean {
  if (csrfOrigins(siteUrl).includes(origin)) return true
  return URL.canParse(origin) && new URL(origin).host === request.headers.get('host')
}
