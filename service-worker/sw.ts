/// <reference lib="webworker" />
/**
 * The site's service worker (issue 13, item 6; decision 025), built with Serwist by scripts/build-service-worker.mjs
 * into public/sw.js whenever the site is built. It keeps what a visitor has already seen readable offline: pages
 * network-first (online, always the server's latest), pictures and the build's static files cache-first. It never
 * caches the admin, the API (the media files and the age gate's stylesheet aside: pictures and a page's look), the
 * reserved area, a link mailed to one person, or anything but GET. A new build is a new worker, which takes over at once.
 */
import {
  CacheableResponsePlugin,
  CacheFirst,
  ExpirationPlugin,
  NetworkFirst,
  type RouteMatchCallbackOptions,
  Serwist,
  type SerwistPlugin,
} from 'serwist'

import { escapeHtml } from '../src/lib/escape-html'
import { neverKept } from '../src/lib/offline-paths'

declare const self: ServiceWorkerGlobalScope
/** The build's version (a new one per build, so a new deployment is a new worker) and the offline page's texts. */
declare const __SW_VERSION__: string
declare const __OFFLINE_TEXTS__: Record<'it' | 'en', { title: string; text: string; home: string }>

const DAY = 24 * 60 * 60

/** A GET of this site that a cache may hold (src/lib/offline-paths.ts: never the admin, the API, the reserved area…). */
const ownGet = ({ request, url, sameOrigin }: RouteMatchCallbackOptions) =>
  sameOrigin && request.method === 'GET' && !neverKept(url)

/** A page: a document navigation, or a page asked for by the listings to keep offline (Accept: text/html). */
const isPage = (options: RouteMatchCallbackOptions) => {
  const { request, url } = options
  if (!ownGet(options) || url.pathname.startsWith('/api/') || url.pathname.startsWith('/_next/')) return false
  // The App Router's own payloads (client navigations, prefetches) are never kept: offline, a failed one makes
  // the router load the page as a document, which is.
  if (url.searchParams.has('_rsc') || request.headers.get('RSC') === '1') return false
  return request.mode === 'navigate' || (request.headers.get('Accept') ?? '').includes('text/html')
}

/** The answer for a page never seen, asked for offline: a short page in the visitor's language. */
function offlinePage(url: URL): Response {
  const locale = url.pathname === '/en' || url.pathname.startsWith('/en/') ? 'en' : 'it'
  const t = __OFFLINE_TEXTS__[locale]
  const home = locale === 'en' ? '/en/' : '/'
  const html = `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(t.title)}</title><style>body{margin:0;font:1rem/1.6 system-ui,sans-serif;color:#1f1a17;background:#faf6ef}main{max-width:36rem;margin:0 auto;padding:4rem 1.25rem}h1{font-family:Georgia,serif;font-weight:500;color:#3d0f1c}a{color:#6e1d31}</style></head><body><main><h1>${escapeHtml(t.title)}</h1><p data-offline-fallback="">${escapeHtml(t.text)}</p><p><a href="${home}">${escapeHtml(t.home)}</a></p></main></body></html>`
  return new Response(html, {
    status: 503,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
  })
}

/**
 * A cache's options: answers kept only when 200, matched whatever Next varies on, at most `limit.entries` for
 * `limit.days`, with any `more` plugins.
 */
const kept = (cacheName: string, limit?: { entries: number; days: number }, more: SerwistPlugin[] = []) => ({
  cacheName,
  matchOptions: { ignoreVary: true },
  plugins: [
    new CacheableResponsePlugin({ statuses: [200] }),
    ...(limit ? [new ExpirationPlugin({ maxEntries: limit.entries, maxAgeSeconds: limit.days * DAY })] : []),
    ...more,
  ],
})

const serwist = new Serwist({
  skipWaiting: true,
  clientsClaim: true,
  navigationPreload: false,
  disableDevLogs: true,
  runtimeCaching: [
    {
      matcher: isPage,
      handler: new NetworkFirst(
        kept('pages', { entries: 300, days: 30 }, [
          { handlerDidError: async ({ request }) => offlinePage(new URL(request.url)) },
        ]),
      ),
    },
    {
      // The build's scripts, styles and fonts: their names change with their content.
      matcher: (options) => ownGet(options) && options.url.pathname.startsWith('/_next/static/'),
      handler: new CacheFirst(kept('static', { entries: 400, days: 60 })),
    },
    {
      matcher: (options) =>
        ownGet(options) &&
        (options.request.destination === 'image' ||
          options.url.pathname.startsWith('/api/media/file/') ||
          options.url.pathname.startsWith('/_next/image')),
      handler: new CacheFirst(kept('pictures', { entries: 500, days: 30 })),
    },
    {
      matcher: (options) => ownGet(options) && options.url.pathname === '/api/age-gate/style/',
      handler: new NetworkFirst(kept('age-gate')),
    },
  ],
})

serwist.addEventListeners()

/**
 * The build's files a page names (its scripts, styles, fonts), as written in its HTML and its inline payload, and
 * the age gate's stylesheet (without it, the gate would show offline to a visitor who has answered it).
 */
const staticFiles = (html: string) =>
  new Set(html.match(/\/_next\/static\/[^"'\s\\)]+|\/api\/age-gate\/style\//g) ?? [])

/**
 * What this worker has kept for offline reading (pages and the build's files they name) and when, and what it is
 * fetching now. A page or file kept within `KEPT_FOR` is not fetched again for another listing: a visitor going back
 * and forth between listings would otherwise download the same sheets at every view. The visitor's own visits are
 * always network first.
 */
const KEPT_FOR = 60 * 60 * 1000
const keptAt = new Map<string, number>()
const fetching = new Map<string, Promise<void>>()

/** Runs `keep` for `key` unless it was kept within `KEPT_FOR`; a second asker while it runs waits for the first. */
function keepOnce(key: string, keep: () => Promise<boolean>): Promise<void> {
  if (Date.now() - (keptAt.get(key) ?? -Infinity) < KEPT_FOR) return Promise.resolve()
  let running = fetching.get(key)
  if (!running) {
    running = keep()
      .then(
        (kept) => {
          if (kept) keptAt.set(key, Date.now())
        },
        () => undefined,
      )
      .finally(() => fetching.delete(key))
    fetching.set(key, running)
  }
  return running
}

const keepFile = (file: string, event: ExtendableMessageEvent) =>
  keepOnce(file, async () => (await serwist.handleRequest({ request: new Request(file), event }))?.ok ?? false)

/**
 * Fetches a page through the pages' route (so it is kept like a visited one), then the build's files it needs, so
 * that it opens offline with its scripts running (the offline notice is one of them). Each file once, however many
 * pages name it: a listing's 24 sheets name the same 21 files, which were fetched 24 times each. Pictures are left
 * to visits.
 */
const keepPage = (path: string, event: ExtendableMessageEvent) =>
  keepOnce(path, async () => {
    const request = new Request(path, { headers: { Accept: 'text/html' } })
    const url = new URL(request.url)
    if (!isPage({ request, url, sameOrigin: url.origin === self.location.origin, event })) return false
    const response = await serwist.handleRequest({ request, event })
    if (!response?.ok) return false
    // The strategy kept its own copy: this one is ours to read.
    await Promise.all([...staticFiles(await response.text())].map((file) => keepFile(file, event)))
    return true
  })

/** Runs `task` on each of `items`, at most `limit` at a time, in their order. */
async function eachAtMost<T>(items: T[], limit: number, task: (item: T) => Promise<void>) {
  let next = 0
  const lane = async () => {
    while (next < items.length) await task(items[next++]!)
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane))
}

self.addEventListener('message', (event) => {
  const data: unknown = event.data
  if (!data || typeof data !== 'object' || !('type' in data)) return
  if (data.type === 'VERSION') event.ports[0]?.postMessage(__SW_VERSION__)
  // From the site's own pages (a listing's product sheets): paths of this site only, a listing's worth at most.
  if (data.type === 'KEEP_PAGES' && 'paths' in data && Array.isArray(data.paths)) {
    const paths = data.paths.filter((path): path is string => typeof path === 'string' && /^\/(?!\/)/.test(path))
    // A few pages at a time, so that the visitor's own next page is not queued behind them.
    event.waitUntil(eachAtMost(paths.slice(0, 60), 4, (path) => keepPage(path, event)))
  }
})
