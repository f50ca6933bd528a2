import type { CookieConsentConfig, Translation } from 'vanilla-cookieconsent'
import * as cookieBanner from 'vanilla-cookieconsent'

import { CONSENT_COOKIE, CONSENT_DAYS, NECESSARY } from '@/lib/consent'

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
 * vanilla-cookieconsent focuses its box once the box has faded in. The box is not modal (the page stays usable), and it
 * comes a moment after the age gate's answer: a visitor who had meanwhile opened the header's search and begun typing
 * lost the focus, and their next letters, to it (the eleventh check from outside). That focus is given back to what the
 * visitor had put it on: a field they fill in, a link or a button they reached (the twenty-second check from outside: a
 * customer signing in with the keyboard lost their password's letters, and their Enter opened the cookie policy). On
 * the page's body, or on what the site focused itself (the main content, where the age gate leaves the focus), the
 * box keeps it, as before: a keyboard's visitor finds it first.
 *
 * The library's focus is told from the visitor's own by what came just before it: Tab, whose focus moves before the
 * next task, or a press inside the box, is the visitor moving into it, which they keep. Any other focus into the box is
 * the library's, given back however late it comes: a fixed 3 s window let a loaded machine's late focus through (a
 * full test run: the search lost its letters), and a Tab half a second before, to the next field, was taken for a
 * move into the box.
 */
const typing =
  'input:not([type="checkbox"]):not([type="radio"]):not([type="submit"]):not([type="button"]), textarea, select, [contenteditable="true"]'

/** How long after a press inside the box a focus is still that press's. */
const GESTURE_MS = 500

/** Ends the watch `keepFocusOnShow` started: at the visitor's own move into the box, or when the box goes. */
let stopKeepingFocus = () => {}

function keepFocusOnShow() {
  stopKeepingFocus()
  let pressed = -Infinity
  let tabbing = false
  const gestured = (event: KeyboardEvent | PointerEvent) => {
    if (event instanceof KeyboardEvent) {
      // A letter typed into the search is no move towards the box; Tab is, until the focus it moves has moved: the
      // next focus (in the same task, `giveBack`), or, where it moves none, the next task.
      if (event.key !== 'Tab') return
      tabbing = true
      window.setTimeout(() => (tabbing = false), 0)
    } else if (event.target instanceof Element && event.target.closest('#cc-main')) {
      pressed = performance.now()
    }
  }
  // The library focuses the box twice (a moment after it shows, and when its fade ends): each is given back.
  const giveBack = (event: FocusEvent) => {
    // The Tab's own move, whichever way it went: a focus after it is not the Tab's (the library's timer, queued before
    // the Tab's reset above, ran first and its focus was taken for the visitor's).
    const byTab = tabbing
    tabbing = false
    const into = event.target instanceof Element && event.target.closest('#cc-main')
    if (!into) return
    if (byTab || performance.now() - pressed < GESTURE_MS) {
      stop()
      return
    }
    const from = event.relatedTarget
    // What the visitor last put the focus on, still shown: a field they keep typing in, a control in the Tab order
    // (one reached after the box came too: the twenty-third check from outside). An element out of the Tab order (the
    // main content) had it from the site; one of the banner's own (its preferences, opened from it) is the banner's.
    if (
      from instanceof HTMLElement &&
      from !== document.body &&
      !from.closest('#cc-main') &&
      (from.matches(typing) || from.tabIndex >= 0) &&
      from.isConnected &&
      from.checkVisibility()
    ) {
      from.focus({ preventScroll: true })
    }
  }
  // On the window, with `tabOutOfTheBox`, whose stopped propagation kept a Tab inside the box from the document: the
  // visitor's moves within it went unseen, and a later focus into it was given away.
  const stop = () => {
    document.removeEventListener('focusin', giveBack, true)
    window.removeEventListener('keydown', gestured, true)
    window.removeEventListener('pointerdown', gestured, true)
  }
  stopKeepingFocus = stop
  window.addEventListener('keydown', gestured, true)
  window.addEventListener('pointerdown', gestured, true)
  document.addEventListener('focusin', giveBack, true)
}

/**
 * Once the box or the preferences close, the library gives the focus back to what had it before they showed: when that
 * is gone (the age gate's button) or was nothing, the focus stayed on the hidden button just pressed, and Tab went on
 * from the page's body (the twentieth check from outside). The page's main content takes it then, as after the age gate.
 */
function focusAfterAnswer() {
  // The preferences closed over the box, which still asks: the library put the focus back in it.
  if (document.documentElement.classList.contains('show--consent')) return
  const active = document.activeElement
  if (active && active !== document.body && !active.closest('#cc-main')) return
  document.getElementById('main')?.focus({ preventScroll: true })
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

/**
 * The banner box is not modal (the page stays usable, `disablePageInteraction: false`), but vanilla-cookieconsent keeps
 * Tab inside it while it shows: a keyboard user went round its four buttons and could reach neither the skip link nor
 * the page until they answered, when a mouse user scrolls and clicks past it (the eleventh check from outside). Tab
 * within the box goes on the page's way instead: after its last button to the page's start, before its first to the
 * page's end. The preferences, a modal dialog, keep their trap.
 */
function tabOutOfTheBox(event: KeyboardEvent) {
  if (event.key !== 'Tab' || document.documentElement.classList.contains('show--preferences')) return
  if (event.target instanceof Element && event.target.closest('#cc-main .cm')) event.stopPropagation()
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

let roomKept: ResizeObserver | null = null

/**
 * While the box shows, the room it takes at the screen's foot, as `--consent-banner-room` on the page's root: the
 * page keeps a control reached with Tab above it (cookie-consent.css, WCAG 2.4.11). On a phone the box takes almost
 * half the screen, and the focus went on under it (the thirty-third check from outside). `null`: the box is gone.
 */
function keepRoomFor(modal: HTMLElement | null) {
  roomKept?.disconnect()
  roomKept = null
  const root = document.documentElement
  if (!modal) {
    root.style.removeProperty('--consent-banner-room')
    return
  }
  // Its height and its distance from the screen's foot where it comes to rest (it slides in from below).
  const measure = () => {
    const room = modal.offsetHeight + (parseFloat(getComputedStyle(modal).bottom) || 0)
    root.style.setProperty('--consent-banner-room', `${Math.ceil(room)}px`)
  }
  roomKept = new ResizeObserver(measure)
  roomKept.observe(modal)
  measure()
}
