import { AsyncLocalStorage } from 'node:async_hooks'

/**
 * What this process knows of the HTTP request being served: its id. `scripts/serve.mjs` runs each request inside
 * this store before Next sees it; the CMS's logger adds the id to every line written during the request
 * (src/lib/log.ts). Next's server bundles are module instances of their own, and serve.mjs is plain JavaScript
 * outside them: the one store lives on `globalThis` under a registered symbol, which each of them finds.
 */
export type RequestContext = { requestId: string }

export const REQUEST_CONTEXT_SLOT = Symbol.for('vinea.request-context')

const holder = globalThis as typeof globalThis & { [REQUEST_CONTEXT_SLOT]?: AsyncLocalStorage<RequestContext> }

export function requestContextStore(): AsyncLocalStorage<RequestContext> {
  holder[REQUEST_CONTEXT_SLOT] ??= new AsyncLocalStorage<RequestContext>()
  return holder[REQUEST_CONTEXT_SLOT]
}

/** The id of the request being served, undefined outside one (start-up, timers, crons). */
export const currentRequestId = (): string | undefined => requestContextStore().getStore()?.requestId
