/**
 * What the site overlay keeps in the tab's session storage, not a cookie: how many pages the visitor has seen in this
 * session, so that it opens once, on the page its editors chose (src/features/site/chrome/site-overlay.client.tsx).
 * The cookie policy names it under its table.
 */
export const SITE_OVERLAY_VISITS_KEY = 'site-overlay-visits'
