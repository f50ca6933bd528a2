/**
 * A producer's website as the catalogue import and the admin accept it: a host with at least one dot, `https://`
 * (or `http://`) optional, then any path. `http//www.x.it` (a colon missing) is none: the page linked it as
 * `https://http//www.x.it` (the fourth check from outside).
 */
export const WEB_ADDRESS = /^(?:https?:\/\/)?[^\s/.?#]+(?:\.[^\s/.?#]+)+(?:[/?#]\S*)?$/i

/** The address a page links for a website, or null when the value is no web address. */
export function webAddressHref(value: string): string | null {
  if (!WEB_ADDRESS.test(value)) return null
  try {
    return new URL(/^https?:\/\//i.test(value) ? value : `https://${value}`).href
  } catch {
    return null
  }
}
