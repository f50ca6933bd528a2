import { env } from '@/lib/env'
import { revalidateSite } from '@/lib/revalidate-site'

/**
 * Cache tags of a change made inside the Next server but outside any request: a scheduled publication run by
 * the jobs' cron (decision 011), where `revalidateTag` has no request to attach to. They go to this server's own
 * `/api/revalidate` (decision 006), gathered over one turn of the event loop so that a run makes one call.
 */
const queued = new Set<string>()

export function expireThroughOwnSite(tag: string): void {
  if (!queued.size) setTimeout(() => void flush(), 0)
  queued.add(tag)
}

/** This server's own address: the one it listens on, or this machine's loopback when it listens on every address. */
export function ownOrigin(host = process.env.HOST, port = process.env.PORT ?? String(env.PORT)): string {
  const address = !host || host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host
  return `http://${address.includes(':') ? `[${address}]` : address}:${port}`
}

async function flush(): Promise<void> {
  const tags = [...queued]
  queued.clear()
  const options = { secret: env.REVALIDATE_SECRET }
  // This server first, at the address and port it listens on (scripts/serve.mjs sets both); the public origin when
  // it does not answer there.
  let result = await revalidateSite(tags, { ...options, siteUrl: ownOrigin() })
  if (result.status === 'site-not-running') result = await revalidateSite(tags, { ...options, siteUrl: env.SITE_URL })
  if (result.status !== 'revalidated') {
    console.error(`cache tags not revalidated after a change outside a request: ${tags.join(', ')}`, result)
  }
}
