import { cookieValue } from './cookie-value'

/**
 * The visitor's cookie consent, kept in one technical cookie written by the cookie banner
 * (vanilla-cookieconsent, src/features/site/consent/): a JSON record whose `categories` lists what the visitor
 * accepted. Only technical cookies are set by default; the marketing category unlocks video embeds and the tag
 * manager. Anything that needs a category reads it here (in the browser from `document.cookie`, on the server
 * from the request's cookies).
 */
export const CONSENT_COOKIE = 'cookie_consent'
/** About six months, then the visitor is asked again. */
export const CONSENT_DAYS = 182

export type ConsentCategory = 'marketing'
export const consentCategories: readonly ConsentCategory[] = ['marketing']

/** Always on and never asked: the banner lists it as such. */
export const NECESSARY = 'necessary'

const listedCategories = (value: string): unknown => {
  try {
    const record: unknown = JSON.parse(value)
    return record && typeof record === 'object' && 'categories' in record ? record.categories : []
  } catch {
    return []
  }
}

/**
 * The categories a cookie header (or `document.cookie`) grants. A missing, empty or malformed cookie grants
 * nothing: the visitor has made no choice.
 */
export function grantedCategories(cookieHeader: string): Set<ConsentCategory> {
  const listed = listedCategories(cookieValue(cookieHeader, CONSENT_COOKIE) ?? '')
  return new Set(Array.isArray(listed) ? consentCategories.filter((category) => listed.includes(category)) : [])
}
