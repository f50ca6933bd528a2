import { AsyncLocalStorage } from 'node:async_hooks'

/**
 * What this process knows of the HTTP request being served: its id. `scripts/serve.mjs` runs each request inside
 * this store before Next sees it; the CMS's logger adds the id to every line written during the request
 * (src/lib/log.ts). Next's server bundles are module instances of their own, and serve.mjs is plain JavaScript
 * outside them: the one store lives on `globalThis` under a registered symbol, which each of them finds.
 */
export type RequestContext = {
  requestId: string
  /** The status the page's render asked for (`answerWithStatus`); scripts/serve.mjs writes it as the answer's. */
  status?: number
  /** The render is the same for every visitor though rendered per request (`answerSharedBriefly`). */
  shared?: boolean
  /** The page's route as the proxy matched it (`/it/products/sheet/[product]`), for the log's slow requests. */
  route?: string
}

export const REQUEST_CONTEXT_SLOT = Symbol.for('vinea.request-context')

const holder = globalThis as typeof globalThis & { [REQUEST_CONTEXT_SLOT]?: AsyncLocalStorage<RequestContext> }

export function requestContextStore(): AsyncLocalStorage<RequestContext> {
  holder[REQUEST_CONTEXT_SLOT] ??= new AsyncLocalStorage<RequestContext>()
  return holder[REQUEST_CONTEXT_SLOT]
}

/** The id of the request being served, undefined outside one (start-up, timers, crons). */
export const currentRequestId = (): string | undefined => requestContextStore().getStore()?.requestId

/**
 * Answers the request being served with `status` rather than Next's 200: a page that says a link is not valid (400)
 * or has expired (410), a form refused (400, 401, 429, 503) (decision 077). scripts/serve.mjs writes it (`npm start`,
 * the nodes, the tests) for a browser's own request only: a request of the page's script keeps Next's 200 (its
 * router reloads in full a navigation that is not one, and a server action's answer carries its messages as they
 * are). Outside a request, or under `next dev`, nothing happens.
 */
export function answerWithStatus(status: number): void {
  const store = requestContextStore().getStore()
  if (store) store.status = status
}

/**
 * Marks a page rendered per request (it reads its query) as the same for every visitor: scripts/serve.mjs then lets a
 * shared cache keep its answer for a second (`public, max-age=0, s-maxage=1`) where Next says `private, no-store`. The
 * article listings read `?page=`; the reverse proxy's micro-cache never kept them, and a burst of visitors cost the
 * nodes one render each (the thirty-first check from outside). Only for a render with no draft or session in it: the
 * caller checks. Outside a request, or under `next dev`, nothing happens.
 */
export function answerSharedBriefly(): void {
  const store = requestContextStore().getStore()
  if (store) store.shared = true
}

/**
 * Names the route of the page being served (`markRoute('/en/products/sheet/[product]')`): scripts/serve.mjs logs a slow
 * request with it, so that the slow sheets group as one page, not as 400 addresses (the thirty-third check from
 * outside). Outside a request, or under `next dev`, nothing happens.
 */
export function markRoute(route: string): void {
  const store = requestContextStore().getStore()
  if (store) store.route = route
}
