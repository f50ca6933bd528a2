/**
 * The age gate as the rest of the page's chrome sees it: whether it still waits for an answer (the per-visitor
 * stylesheet shows it), and the event fired on `window` when the visitor answers "adult". The site overlay and the
 * cookie banner never cover an open gate.
 */
export const AGE_GATE_ANSWERED = 'agegateanswered'

export const ageGateOpen = () => {
  const gate = document.querySelector('[data-age-gate]')
  return !!gate && getComputedStyle(gate).display !== 'none'
}
