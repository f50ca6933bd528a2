import { chromiumFlags, chromiumPath, omniboxPopupFeatures } from './chromium.mjs'

/**
 * The browser of every test: Debian's Chromium, never a downloaded one, launched with the flags the project asks
 * for; and the cookies of a visitor who has answered the site's questions (issue 13): the age gate's adult flag, the
 * cookie banner's choice (technical cookies only, or marketing too) and the site overlay closed for the session.
 */
export const chromiumLaunch = { executablePath: chromiumPath, args: [...chromiumFlags, disabledFeatures()] }

/**
 * Playwright's own `--disable-features` (1.65's list), and the omnibox's popups: Chromium 156 preloads two WebUI pages
 * (`chrome://omnibox-popup.top-chrome/`, each in a renderer of its own) for every window, so for every page a journey
 * opens; they took about a third of Chromium's CPU time in the journeys (decision 064). Chromium keeps only the last
 * `--disable-features` it is given, and Playwright passes its list before ours: ours repeats it.
 * tests/integration/browser-flags.test.ts checks that no feature Playwright disables is lost, and that the popups are gone.
 */
function disabledFeatures() {
  const playwrights = [
    'AvoidUnnecessaryBeforeUnloadCheckSync',
    'DestroyProfileOnBrowserClose',
    'HttpsUpgrades',
    'HttpsFirstBalancedModeAutoEnable',
    'LensOverlay',
    'MediaRouter',
    'PaintHolding',
    'ThirdPartyStoragePartitioning',
    'AvoidCorsURLLoaderRestartOnRedirect',
    'TcpPortRandomizationWin',
    'OptimizationHints',
    'NetworkTimeServiceQuerying',
    'AimEnabled',
    'PreconnectToSearch',
    'msForceBrowserSignIn',
    'msEdgeUpdateLaunchServicesPreferredVersion',
  ]
  return `--disable-features=${[...playwrights, ...omniboxPopupFeatures].join(',')}`
}

/**
 * The cookie banner's record (vanilla-cookieconsent's format, src/lib/consent.ts) of a visitor who chose
 * `categories`: the banner accepts it as a valid answer and does not ask again.
 */
export function consentRecord(categories: ('necessary' | 'marketing')[]) {
  const now = new Date()
  return encodeURIComponent(
    JSON.stringify({
      categories,
      revision: 0,
      data: null,
      consentTimestamp: now.toISOString(),
      consentId: crypto.randomUUID(),
      services: { necessary: [], marketing: [] },
      languageCode: 'it',
      lastConsentTimestamp: now.toISOString(),
      expirationTime: now.getTime() + 182 * 86_400_000,
    }),
  )
}

const answers = {
  adult: { name: 'adult', value: '1', httpOnly: true },
  overlaySeen: { name: 'site_overlay', value: 'seen', httpOnly: false },
  consentRefused: { name: 'cookie_consent', value: consentRecord(['necessary']), httpOnly: false },
  consentMarketing: { name: 'cookie_consent', value: consentRecord(['necessary', 'marketing']), httpOnly: false },
}

/** The cookies of `answered` questions, for the site at `baseURL` (Playwright's storageState or addCookies). */
export function visitorCookies(baseURL: string, answered: (keyof typeof answers)[]) {
  return answered.map((answer) => ({
    ...answers[answer],
    domain: new URL(baseURL).hostname,
    path: '/',
    expires: -1,
    secure: false,
    sameSite: 'Lax' as const,
  }))
}
