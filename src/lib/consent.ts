import { parse } from 'cookie'

/**
 * The visitor's cookie consent, kept in one technical cookie. Only technical cookies are set by default; the
 * marketing category unlocks video embeds and the tag manager. The cookie banner writes it through
 * `consent.client.ts`; anything that needs a category reads it here (on the server from the request's
 * cookies, in the browser from `document.cookie`).
 */
export const CONSENT_COOKIE = 'cookie_consent'
/** Six months, then the visitor is asked again. */
export const CONSENT_MAX_AGE = 60 * 60 * 24 * 182

export type ConsentCategory = 'marketing'
export const consentCategories: readonly ConsentCategory[] = ['marketing']

/**
 * The categories a cookie header (or `document.cookie`) grants. A missing, empty or malformed cookie grants
 * nothing: the visitor has made no choice.
 */
export function grantedCategories(cookieHeader: string): Set<ConsentCategory> {
  const value = parse(cookieHeader)[CONSENT_COOKIE] ?? ''
  const listed = value.split(',').map((part) => part.trim())
  return new Set(consentCategories.filter((category) => listed.includes(category)))
}

/** The cookie's value for a set of categories. */
export const consentValue = (granted: Iterable<ConsentCategory>) => [...new Set(granted)].sort().join(',')
