import type { CookieConsentConfig, Translation } from 'vanilla-cookieconsent'
import * as cookieBanner from 'vanilla-cookieconsent'

import { CONSENT_COOKIE, CONSENT_DAYS, NECESSARY } from '@/lib/consent'

import { focusAfterAnswer, keepFocusOnShow, keepRoomFor, stopKeepingFocus, tabOutOfTheBox } from './banner-keyboard'
import { tagManagerCookies } from './cookies'

/*
 * The cookie banner's start, its settings and the tag manager it loads after consent: loaded by `CookieConsent` once
 * the page has hydrated and the age gate is answered, in one chunk with vanilla-cookieconsent, never with the page's
 * first scripts (decision 044).
 */

type Banner = typeof cookieBanner

/** Each language's texts as the pages have given them: the banner asks for them when its language changes. */
const texts = new Map<string, Translation>()
let started: Promise<Banner> | null = null

const TAG_MANAGER_ENDPOINT = '/api/tag-manager/'
let tagManagerRequested = false

/**
 * Google Tag Manager, only once marketing cookies are accepted and only where GTM_ID is set (the container's id comes
 * from the server at run time, so that a build serves any deployment).
 */
async function loadTagManager(banner: Banner) {
  if (tagManagerRequested || !banner.acceptedCategory('marketing')) return
  tagManagerRequested = true
  const answer = await fetch(TAG_MANAGER_ENDPOINT, { headers: { Accept: 'application/json' } }).catch(() => null)
  const { id } = ((await answer?.json().catch(() => null)) ?? {}) as { id?: string | null }
  if (!id || !banner.acceptedCategory('marketing')) return
  const layer = ((window as unknown as { dataLayer?: unknown[] }).dataLayer ??= [])
  layer.push({ 'gtm.start': Date.now(), event: 'gtm.js' })
  await banner.loadScript(`https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(id)}`)
}

/**
 * Where the library puts the box: first in the page, before the skip link. Appended at the body's end, it was the 67th
 * Tab stop of the home page: a keyboard visitor who had tabbed past it went through the whole page to come back to it
 * (decision 110's list). First, Tab from its last button goes on to the skip link, and Shift+Tab from the skip link
 * comes back to it.
 */
function bannerRoot(): Element {
  const root = document.createElement('div')
  root.dataset.consentRoot = ''
  document.body.prepend(root)
  return root
}

function config(language: string, banner: Banner): CookieConsentConfig {
  return {
    root: bannerRoot(),
    // Started once the age gate is answered (cookie-consent.client.tsx): it never covers the gate.
    autoShow: true,
    mode: 'opt-in',
    revision: 0,
    // Playwright and screen readers driven by automation are visitors too: the banner shows to everyone.
    hideFromBots: false,
    disablePageInteraction: false,
    cookie: { name: CONSENT_COOKIE, expiresAfterDays: CONSENT_DAYS, sameSite: 'Lax' },
    guiOptions: {
      consentModal: { layout: 'box inline', position: 'bottom left', equalWeightButtons: true, flipButtons: false },
      preferencesModal: { layout: 'box', equalWeightButtons: true, flipButtons: false },
    },
    categories: {
      [NECESSARY]: { enabled: true, readOnly: true },
      marketing: {
        // Withdrawing removes the tag manager's cookies and reloads the page, so that no script it ran stays.
        autoClear: { cookies: tagManagerCookies.map((name) => ({ name })), reloadPage: true },
      },
    },
    language: {
      default: language,
      translations: Object.fromEntries(
        ['it', 'en'].map((code) => [code, () => texts.get(code) ?? texts.get(language)!]),
      ),
    },
    // The box is a dialog but not a modal one: the page stays usable and Tab leaves it (`tabOutOfTheBox`). With the
    // library's `aria-modal`, screen readers that honour it hid the page until the visitor answered (the fifteenth
    // check from outside). The preferences stay a modal dialog.
    onModalReady: ({ modalName, modal }) => {
      if (modalName === 'consentModal') modal.removeAttribute('aria-modal')
    },
    onModalShow: ({ modalName }) => {
      if (modalName !== 'consentModal') return
      keepFocusOnShow()
      keepRoomFor(document.querySelector<HTMLElement>('#cc-main .cm'))
    },
    onModalHide: ({ modalName }) => {
      if (modalName === 'consentModal') {
        stopKeepingFocus()
        keepRoomFor(null)
      }
      focusAfterAnswer()
    },
    onConsent: () => void loadTagManager(banner),
    onChange: () => void loadTagManager(banner),
  }
}

/** Starts the banner once per page load (later pages only switch its language). */
async function start(language: string): Promise<Banner> {
  const banner = cookieBanner
  // On the window, in the capture phase: before the library's own listener on the box.
  window.addEventListener('keydown', tabOutOfTheBox, true)
  await banner.run(config(language, banner))
  return banner
}

/**
 * Shows the banner in `language` with these texts: started on the first call, switched to `language` after. Settles
 * once the banner is started (and shown, if it asks).
 */
export function runBanner(language: string, translation: Translation): Promise<unknown> {
  texts.set(language, translation)
  if (started) return started.then((banner) => banner.setLanguage(language, true))
  started = start(language)
  return started
}

/** Opens the banner's preferences. */
export async function showPreferences() {
  await started
  cookieBanner.showPreferences()
}
