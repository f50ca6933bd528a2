/**
 * What the site keeps in the browser's local storage, not a cookie: the version of the site banner the visitor hid
 * (src/features/site/chrome/site-banner.client.tsx). The cookie policy names it under its table.
 */
export const SITE_BANNER_HIDDEN_KEY = 'site-banner-hidden'
