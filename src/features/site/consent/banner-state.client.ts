/**
 * The cookie banner's start as the rest of the page's chrome sees it. The banner starts once the page has hydrated
 * and the age gate is answered, from a chunk of its own (cookie-consent.client.tsx), so it may still be on its way
 * when the gate closes: the site overlay waits for it before deciding that nothing is asking the visitor.
 */
let starting: Promise<void> = Promise.resolve()

/** Settles once the banner's latest start has ended, shown or not (a failed start counts as ended). */
export const bannerStarted = () => starting

export function startingBanner(start: Promise<unknown>) {
  starting = start.then(
    () => {},
    () => {},
  )
  // A failed start stays an unhandled rejection too: the chunk-reload guard (site/components/chunk-reload.client.ts)
  // reloads the page once when the banner's chunk fails to load, as it did before the start was awaited here.
  void start.then(() => {})
}
