import { cacheTagPattern } from '@/lib/cache-tags'
import { REVALIDATE_MAX_TAGS, REVALIDATE_PATH, REVALIDATE_SECRET_HEADER } from '@/lib/revalidate-request'

/**
 * Hands the cache tags collected while importing to the running site (`/api/revalidate`), so its pages show
 * the change at once. A site that is not running has nothing cached: that is a note, not a failure.
 */
export type SiteRevalidation =
  | { status: 'revalidated'; tags: number }
  | { status: 'nothing-to-do' }
  | { status: 'site-not-running'; url: string }
  | { status: 'failed'; url: string; error: string }

type Options = { siteUrl: string; secret: string; fetch?: typeof fetch; timeoutMs?: number }

export async function revalidateSite(tags: Iterable<string>, options: Options): Promise<SiteRevalidation> {
  const list = [...new Set(tags)].filter((tag) => cacheTagPattern.test(tag))
  if (!list.length) return { status: 'nothing-to-do' }
  const url = new URL(REVALIDATE_PATH, options.siteUrl).toString()
  const send = options.fetch ?? fetch
  let revalidated = 0
  try {
    for (let start = 0; start < list.length; start += REVALIDATE_MAX_TAGS) {
      const res = await send(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [REVALIDATE_SECRET_HEADER]: options.secret,
        },
        body: JSON.stringify({ tags: list.slice(start, start + REVALIDATE_MAX_TAGS) }),
        signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
      })
      if (!res.ok) return { status: 'failed', url, error: `HTTP ${res.status} ${(await res.text()).slice(0, 200)}` }
      revalidated += ((await res.json()) as { revalidated: number }).revalidated
    }
  } catch (error) {
    if (connectionRefused(error)) return { status: 'site-not-running', url }
    return { status: 'failed', url, error: (error as Error).message }
  }
  return { status: 'revalidated', tags: revalidated }
}

/** fetch wraps the socket error in `cause`; trying IPv6 and IPv4 in turn gives an AggregateError of them. */
function connectionRefused(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false
  const e = error as { code?: string; cause?: unknown; errors?: unknown[] }
  return (
    e.code === 'ECONNREFUSED' ||
    connectionRefused(e.cause) ||
    (Array.isArray(e.errors) && e.errors.length > 0 && e.errors.every(connectionRefused))
  )
}
