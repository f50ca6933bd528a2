/**
 * The service worker from the page's side (decision 025): registered once per page load where browsers support it,
 * failing silently where they do not (spec §8); and asked to keep pages for offline reading.
 */
import { requestIdle } from './idle.client'

const SERVICE_WORKER = '/sw.js'

export function registerServiceWorker(): void {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return
  // `updateViaCache: 'none'`: the browser always asks the server for the worker, so a new deployment is found.
  navigator.serviceWorker.register(SERVICE_WORKER, { scope: '/', updateViaCache: 'none' }).catch(() => {})
}

/** The connection asks to save data (a phone's data saver): nothing is fetched ahead for it. */
export const savesData = () =>
  (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true

const asked = new Set<string>()

/** Resolves once the page has loaded and the browser has a moment to spare (5 s after the load at the latest). */
function afterLoadWhenIdle(): Promise<void> {
  return new Promise((resolve) => {
    const idle = () => requestIdle(resolve, 5000)
    if (document.readyState === 'complete') idle()
    else window.addEventListener('load', idle, { once: true })
  })
}

/**
 * Asks the service worker to fetch and keep these pages of the site (the product sheets of a listing, for an agent
 * who will open them offline). Not on a connection that asks to save data, nor offline; each page once per load; once
 * the page has loaded and the browser is idle, so that on a phone the page's own requests come first.
 */
export async function keepForOffline(paths: string[]): Promise<void> {
  if (!('serviceWorker' in navigator) || !navigator.onLine) return
  if (savesData()) return
  const fresh = [...new Set(paths)].filter((path) => !asked.has(path))
  if (!fresh.length) return
  for (const path of fresh) asked.add(path)
  await afterLoadWhenIdle()
  const registration = await navigator.serviceWorker.ready
  registration.active?.postMessage({ type: 'KEEP_PAGES', paths: fresh })
}
