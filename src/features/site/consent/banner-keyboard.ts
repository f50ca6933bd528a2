/*
 * The cookie banner's box and the keyboard (consent-banner.ts calls them from the library's events): the focus the
 * library moves into the box given back to what the visitor had, Tab going on the page's way past the box, the focus
 * put on the page once the box is answered, and the room the page keeps above the box for what Tab reaches.
 */

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
let stopWatch = () => {}

export const stopKeepingFocus = () => stopWatch()

export function keepFocusOnShow() {
  stopWatch()
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
  stopWatch = stop
  window.addEventListener('keydown', gestured, true)
  window.addEventListener('pointerdown', gestured, true)
  document.addEventListener('focusin', giveBack, true)
}

/**
 * Once the box or the preferences close, the library gives the focus back to what had it before they showed: when that
 * is gone (the age gate's button) or was nothing, the focus stayed on the hidden button just pressed, and Tab went on
 * from the page's body (the twentieth check from outside). The page's main content takes it then, as after the age gate.
 */
export function focusAfterAnswer() {
  // The preferences closed over the box, which still asks: the library put the focus back in it.
  if (document.documentElement.classList.contains('show--consent')) return
  const active = document.activeElement
  if (active && active !== document.body && !active.closest('#cc-main')) return
  document.getElementById('main')?.focus({ preventScroll: true })
}

/**
 * The banner box is not modal (the page stays usable, `disablePageInteraction: false`), but vanilla-cookieconsent keeps
 * Tab inside it while it shows: a keyboard user went round its four buttons and could reach neither the skip link nor
 * the page until they answered, when a mouse user scrolls and clicks past it (the eleventh check from outside). Tab
 * within the box goes on the page's way instead: after its last button to the page's start, before its first to the
 * page's end. The preferences, a modal dialog, keep their trap.
 */
export function tabOutOfTheBox(event: KeyboardEvent) {
  if (event.key !== 'Tab' || document.documentElement.classList.contains('show--preferences')) return
  if (event.target instanceof Element && event.target.closest('#cc-main .cm')) event.stopPropagation()
}

let roomKept: ResizeObserver | null = null

/**
 * While the box shows, the room it takes at the screen's foot, as `--consent-banner-room` on the page's root: the
 * page keeps a control reached with Tab above it (cookie-consent.css, WCAG 2.4.11). On a phone the box takes almost
 * half the screen, and the focus went on under it (the thirty-third check from outside). `null`: the box is gone.
 */
export function keepRoomFor(modal: HTMLElement | null) {
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
