/**
 * Draft preview (decision 011): the admin's Preview button opens `/api/preview/?path=<the page's real path>`,
 * which lets an editor into Next's draft mode and sends them to that path (checked with `sitePath`);
 * `/api/preview/exit/` leaves it. No 'server-only' here: the CMS config builds these links too.
 */
export const PREVIEW_PATH = '/api/preview/'
export const PREVIEW_EXIT_PATH = '/api/preview/exit/'

/** The Preview button's link for a page of this site. */
export const previewHref = (path: string) => `${PREVIEW_PATH}?${new URLSearchParams({ path })}`

/** Next's draft-mode cookie (what `draftMode().enable()` sets; its value only Next can check). */
export const DRAFT_MODE_COOKIE = '__prerender_bypass'
