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

async function flush(): Promise<void> {
  const tags = [...queued]
  queued.clear()
  const options = { secret: env.REVALIDATE_SECRET }
  // The server's own port first (Next sets PORT when it listens); the public origin when the server listens
  // only on another address than localhost (HOST).
  let result = await revalidateSite(tags, { ...options, siteUrl: `http://localhost:${process.env.PORT ?? env.PORT}` })
  if (result.status === 'site-not-running') result = await revalidateSite(tags, { ...options, siteUrl: env.SITE_URL })
  if (result.status !== 'revalidated') {
    console.error(`cache tags not revalidated after a change outside a request: ${tags.join(', ')}`, result)
  }
}
