import { type ConsentCategory, grantedCategories } from './consent'

/**
 * Events the cookie banner (vanilla-cookieconsent) fires on `window` when a choice is made or changed, so that
 * every placeholder on the page follows it.
 */
export const CONSENT_EVENTS = ['cc:onConsent', 'cc:onChange'] as const

export function hasConsent(category: ConsentCategory): boolean {
  return typeof document !== 'undefined' && grantedCategories(document.cookie).has(category)
}

/**
 * Accepts one more category through the banner, so that it records the choice (time, revision) as if made there
 * and its preferences show it; the categories already accepted stay.
 */
export async function grantConsent(category: ConsentCategory): Promise<void> {
  const banner = await import('vanilla-cookieconsent')
  const accepted = banner.getUserPreferences().acceptedCategories
  banner.acceptCategory([...new Set([...accepted, category])])
  // A choice made: the banner's question, if it was still asked, is answered.
  banner.hide()
}

/** Follows the visitor's choices: `update` runs now and after each one. Returns the function that stops. */
export function watchConsent(update: () => void): () => void {
  update()
  for (const event of CONSENT_EVENTS) window.addEventListener(event, update)
  return () => {
    for (const event of CONSENT_EVENTS) window.removeEventListener(event, update)
  }
}
