'use client'

import { useEffect } from 'react'

/**
 * Focuses the element `id` when the address names it (`…#risposta`), once the page it is on shows it, and again for
 * each new `state` (another request chosen: the same page, another answer). The browser scrolls to such an element,
 * but the keyboard's next Tab went on from the link that was followed (the fourth check from outside: the contact
 * wizard's request cards). The element needs `tabIndex={-1}`.
 */
export function FocusOnHash({ id, state }: { id: string; state: string }) {
  useEffect(() => {
    if (decodeURIComponent(window.location.hash.slice(1)) !== id) return
    const target = document.getElementById(id)
    if (!target) return
    // Its top in view (below the header, by its scroll margin), as the link promised; focus alone may scroll a tall
    // element to any line of it.
    target.focus({ preventScroll: true })
    target.scrollIntoView({ block: 'start' })
  }, [id, state])
  return null
}
