import { ADULT_COOKIE } from '@/lib/age-gate'
import { CONSENT_COOKIE } from '@/lib/consent'
import { DRAFT_MODE_COOKIE } from '@/lib/preview'

/** The session cookie that marks the site overlay closed (src/features/site/chrome/site-overlay.client.tsx). */
export const SITE_OVERLAY_COOKIE = 'site_overlay'

export type CookieCategory = 'necessary' | 'marketing'

/** A cookie this site may set, or that a service it embeds sets once the visitor accepts its category. */
export type SiteCookie = {
  /** The names, as the browser shows them; a trailing `*` stands for any ending (`_ga_*`). */
  names: readonly string[]
  category: CookieCategory
  /** Who sets it: this site, or a third party's domain. */
  provider: 'site' | string
  /** The key of its purpose and duration under `Consent.cookies` in the messages. */
  key: 'adult' | 'consent' | 'overlay' | 'login' | 'session' | 'preview' | 'analytics' | 'youtube' | 'vimeo'
}

/**
 * Every cookie of the site (issue 13, item 2): the cookie policy's table and the banner's preferences are drawn from
 * this list, and tests/e2e/cookie-consent.spec.ts checks it against the cookies a browser session actually gets.
 */
export const siteCookies: readonly SiteCookie[] = [
  { names: [ADULT_COOKIE], category: 'necessary', provider: 'site', key: 'adult' },
  { names: [CONSENT_COOKIE], category: 'necessary', provider: 'site', key: 'consent' },
  { names: [SITE_OVERLAY_COOKIE], category: 'necessary', provider: 'site', key: 'overlay' },
  // LOGIN_COOKIE of src/lib/login-cookie.ts, which client code cannot import (it holds the sealing).
  { names: ['login'], category: 'necessary', provider: 'site', key: 'login' },
  { names: ['payload-token'], category: 'necessary', provider: 'site', key: 'session' },
  { names: [DRAFT_MODE_COOKIE], category: 'necessary', provider: 'site', key: 'preview' },
  { names: ['_ga', '_ga_*'], category: 'marketing', provider: 'google.com', key: 'analytics' },
  { names: ['YSC', 'VISITOR_INFO1_LIVE'], category: 'marketing', provider: 'youtube-nocookie.com', key: 'youtube' },
  { names: ['vuid'], category: 'marketing', provider: 'vimeo.com', key: 'vimeo' },
]

/** Whether a cookie's name is one the list names (exactly, or by a `*` pattern). */
export const listedCookie = (name: string, cookies: readonly SiteCookie[] = siteCookies) =>
  cookies.some((cookie) =>
    cookie.names.some((listed) => (listed.endsWith('*') ? name.startsWith(listed.slice(0, -1)) : name === listed)),
  )

/** The tag manager's cookies, which withdrawing marketing consent removes (the banner's `autoClear`). */
export const tagManagerCookies = [/^_ga/, /^_gid/, /^_gat/, /^_gcl/]
