/**
 * The visitor's cookie consent, kept in one technical cookie (DESIGN.md, Cookies: technical cookies only by
 * default; the marketing category unlocks video embeds and the tag manager). The cookie banner of the site
 * chrome writes it through `grantConsent`/`revokeConsent`; anything that needs a category reads it here and
 * listens for `CONSENT_EVENT`, so a choice made in one place updates every placeholder on the page.
 */
export const CONSENT_COOKIE = 'cookie_consent'
/** Six months, then the visitor is asked again. */
export const CONSENT_MAX_AGE = 60 * 60 * 24 * 182
export const CONSENT_EVENT = 'consentchange'

export type ConsentCategory = 'marketing'
const categories: readonly ConsentCategory[] = ['marketing']

/** The categories a cookie header (or `document.cookie`) grants; technical cookies need no consent. */
export function grantedCategories(cookieHeader: string): Set<ConsentCategory> {
  const raw = cookieHeader
    .split(';')
    .map((c) => c.trim())
    .find((c) => c.startsWith(`${CONSENT_COOKIE}=`))
  const value = raw ? decodeURIComponent(raw.slice(CONSENT_COOKIE.length + 1)) : ''
  return new Set(categories.filter((c) => value.split(',').includes(c)))
}

export function hasConsent(category: ConsentCategory): boolean {
  return typeof document !== 'undefined' && grantedCategories(document.cookie).has(category)
}

function write(granted: Set<ConsentCategory>) {
  const secure = location.protocol === 'https:' ? '; Secure' : ''
  const value = encodeURIComponent([...granted].join(','))
  document.cookie = `${CONSENT_COOKIE}=${value}; Path=/; Max-Age=${CONSENT_MAX_AGE}; SameSite=Lax${secure}`
  window.dispatchEvent(new Event(CONSENT_EVENT))
}

export function grantConsent(category: ConsentCategory): void {
  const granted = grantedCategories(document.cookie)
  granted.add(category)
  write(granted)
}

export function revokeConsent(category: ConsentCategory): void {
  const granted = grantedCategories(document.cookie)
  granted.delete(category)
  write(granted)
}
