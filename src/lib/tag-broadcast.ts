import type { Redis, RedisOptions } from 'ioredis'

import { cacheTagPattern } from './cache-tags'

/**
 * Cache tags expired on one app node, told to every node over Redis pub/sub (REDIS_URL; decision 037). The shared
 * cache already carries an expiry to every node's pages and data; this is for what a node keeps in its own memory
 * beside that cache, such as the proxy's listing codes (src/i18n/listing-canonical.ts), which each node must forget
 * as the node that saved the change does. Without REDIS_URL (`url` undefined) there is one node, and nothing to tell.
 *
 * Pub/sub does not keep messages: a node that was disconnected hears `null` when it is back ("tags may have been
 * missed"), and forgets everything such a message could have named.
 */
export const EXPIRED_TAGS_CHANNEL = 'trade-catalogue:expired-tags'

export type ExpiredTagsListener = (tags: readonly string[] | null) => void

type State = { publisher?: Promise<Redis>; subscriber?: Promise<Redis>; listeners: Set<ExpiredTagsListener> }
const holder = globalThis as typeof globalThis & { [key: symbol]: State | undefined }
const slot = Symbol.for('trade-catalogue.tag-broadcast')
const state = (): State => (holder[slot] ??= { listeners: new Set() })

async function connect(url: string, role: string, options: RedisOptions = {}): Promise<Redis> {
  const { Redis } = await import('ioredis')
  const client = new Redis(url, { connectTimeout: 2_000, maxRetriesPerRequest: 1, ...options })
  let down = false
  client.on('error', (error) => {
    if (!down) console.error(`expired tags (${role}): Redis unreachable (${error.message})`)
    down = true
  })
  client.on('ready', () => {
    down = false
  })
  return client
}

/** The tags of a message, when it is a list of cache tags (anything else on the channel is ignored). */
export function parseExpiredTags(message: string): string[] | null {
  try {
    const tags: unknown = JSON.parse(message)
    if (
      Array.isArray(tags) &&
      tags.length <= 1_000 &&
      tags.every((t) => typeof t === 'string' && cacheTagPattern.test(t))
    )
      return tags as string[]
  } catch {
    // not JSON
  }
  return null
}

/** Tells every node (this one too) that these tags were expired. Never throws: a lost message is logged. */
export function broadcastExpiredTags(tags: readonly string[], url: string | undefined): void {
  if (!url || !tags.length) return
  const s = state()
  s.publisher ??= connect(url, 'publish')
  void s.publisher
    .then((client) => client.publish(EXPIRED_TAGS_CHANNEL, JSON.stringify(tags)))
    .catch((error: Error) =>
      console.error(`expired tags not told to the other nodes: ${tags.join(', ')}`, error.message),
    )
}

/** Calls `listener` with the tags every node expires from now on (once per process and listener). */
export function onExpiredTags(listener: ExpiredTagsListener, url: string | undefined): void {
  if (!url) return
  const s = state()
  s.listeners.add(listener)
  if (s.subscriber) return
  s.subscriber = connect(url, 'subscribe', { autoResubscribe: false })
  void s.subscriber.then((client) => {
    client.on('ready', () => {
      // Subscribed at each connection, the first included: what was said while this node was away is lost.
      for (const l of s.listeners) l(null)
      client
        .subscribe(EXPIRED_TAGS_CHANNEL)
        .catch((error: Error) => console.error('expired tags: not subscribed', error.message))
    })
    client.on('message', (channel: string, message: string) => {
      if (channel !== EXPIRED_TAGS_CHANNEL) return
      const tags = parseExpiredTags(message)
      if (tags) for (const l of s.listeners) l(tags)
    })
  })
}
