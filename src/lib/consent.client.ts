import { serialize } from 'cookie'

import { CONSENT_COOKIE, CONSENT_MAX_AGE, type ConsentCategory, consentValue, grantedCategories } from './consent'

/** Fired on `window` when the visitor's choice changes, so that every placeholder on the page follows it. */
export const CONSENT_EVENT = 'consentchange'

export function hasConsent(category: ConsentCategory): boolean {
  return typeof document !== 'undefined' && grantedCategories(document.cookie).has(category)
}

function write(granted: Set<ConsentCategory>) {
  document.cookie = serialize(CONSENT_COOKIE, consentValue(granted), {
    path: '/',
    maxAge: CONSENT_MAX_AGE,
    sameSite: 'lax',
    secure: location.protocol === 'https:',
  })
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
