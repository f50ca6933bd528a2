/**
 * The addresses an editor may link to from a text or a field of the CMS: a path of this site (`/…`, never `//…`,
 * which is another host), a place on the same page (`#…`), an http(s) address, or a mail or phone link. Anything
 * else (`javascript:`, `data:`, `vbscript:` in any case, with or without tabs or line breaks, which browsers drop
 * from a scheme) is not a link the site shows.
 */
const allowed = /^(?:\/(?![/\\])|#|https?:\/\/[^\s/\\]|mailto:|tel:)/i

/**
 * What no path or web address holds as typed: a space, a quote, an angle bracket (a banner's link saved as
 * `/prodotti/" onmouseover="…` was a broken link: the twenty-sixth check from outside). A phone number may be
 * written with spaces.
 */
const notInAnAddress = /[\s"<>`]/

/** The editor's address as the site may write it in an `href`, or null. */
export function linkHref(raw: string | null | undefined): string | null {
  const href = raw?.trim()
  if (!href || /[\u0000-\u001f\u007f]/.test(href)) return null
  if (!/^tel:/i.test(href) && notInAnAddress.test(href)) return null
  return allowed.test(href) ? href : null
}

/** Whether an address leaves the site (it opens with `rel="noopener noreferrer"`). */
export const isExternalHref = (href: string): boolean => /^https?:\/\//i.test(href)
