import type { Cookie, Page } from '@playwright/test'

import { customer } from '../../seed/data/site'

/** The reserved area's pages the journeys start from, per language. */
export const reservedPaths = {
  home: { it: '/reserved-area/', en: '/en/reserved-area/' },
  training: { it: '/reserved-area/formazione/', en: '/en/reserved-area/training/' },
  download: { it: '/reserved-area/download/', en: '/en/reserved-area/download/' },
  login: { it: '/login/', en: '/en/login/' },
} as const

/**
 * Signs the demo trade customer in as a person does: the reserved page sends the browser to the built-in login
 * page, the form is filled and sent, and the browser comes back to the page with a one-time code the guard
 * exchanges for the login cookie.
 */
export async function signIn(page: Page, locale: 'it' | 'en', path: string = reservedPaths.home[locale]) {
  await page.goto(path)
  await page.waitForURL((url) => url.pathname === reservedPaths.login[locale])
  await page.locator('main input[name="email"]').fill(customer.email)
  await page.locator('main input[name="password"]').fill(customer.password)
  await page.locator('main form button[type="submit"]').click()
  await page.waitForURL((url) => url.pathname === new URL(path, 'http://x').pathname && !url.searchParams.has('code'))
}

/** The demo customer's login cookie per language, kept by `signedIn` for the later tests of the same worker. */
const sessions = new Map<'it' | 'en', Cookie[]>()

/**
 * For journeys that start signed in (the reserved content, not the sign-in itself, which `signIn` walks through):
 * the first one signs in as a person does, the later ones of the same worker and language reuse its login cookie.
 */
export async function signedIn(page: Page, locale: 'it' | 'en') {
  const kept = sessions.get(locale)
  if (kept) return page.context().addCookies(kept)
  await signIn(page, locale)
  sessions.set(
    locale,
    (await page.context().cookies()).filter((cookie) => cookie.name === 'login'),
  )
}
