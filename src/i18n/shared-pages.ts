import type { InternalPathname } from './pathnames'

/**
 * The internal routes that one cached render serves for every path the proxy sends them (the 404 and 500 pages), by
 * their layout segment, with the page their language link names: never the path they were first rendered for. Apart
 * from the route table, which the browser does not load (decision 047), so that the language switcher reads it too.
 */
export const sharedPages: ReadonlyMap<string, InternalPathname> = new Map([
  ['page-not-found', '/page-not-found'],
  ['server-error', '/'],
])
