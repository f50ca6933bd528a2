'use client'

/*
 * Whether the mouse's (or a pen's) button is down on the page, and what waits for it to come up. A field left by such a
 * press is checked once the press is over: checked at once, its message appeared under it while the button was still
 * down and moved what was pressed (the privacy box, the next field) away from the pointer, and the click was lost (the
 * fourteenth check from outside). Watched from the first load of a page with a form: the forms' checks
 * (form-control.client.ts) arrive with the visitor's first touch, maybe in the middle of that very press.
 */

let pressed = false
let waiting: (() => void)[] = []

const release = () => {
  pressed = false
  if (!waiting.length) return
  const run = waiting
  waiting = []
  // After the click that ends the press: it reaches what was under the pointer, then the messages appear.
  setTimeout(() => run.forEach((fn) => fn()), 0)
}

let watching = false

/** Starts watching the presses (once per page; nothing on the server). */
export function watchPresses() {
  if (watching || typeof window === 'undefined') return
  watching = true
  window.addEventListener(
    'pointerdown',
    (event) => {
      // A finger's tap moves the focus after it is lifted: nothing to wait for.
      if (event.isPrimary && event.pointerType !== 'touch') pressed = true
    },
    true,
  )
  for (const type of ['pointerup', 'pointercancel', 'keydown'] as const) window.addEventListener(type, release, true)
  // A select's list takes the release when it opens on the press: the choice made in it ends the press too. Only a
  // select's change: a text's comes as the press takes the focus from it, before the field is left.
  window.addEventListener('change', (event) => event.target instanceof HTMLSelectElement && release(), true)
  // The window's own blur (the press ended in another window): not a field's, which a capturing listener would see.
  window.addEventListener('blur', (event) => event.target === window && release())
}

/** Runs `fn` now, or once the press under way is over. */
export function afterPress(fn: () => void) {
  if (pressed) waiting.push(fn)
  else fn()
}
