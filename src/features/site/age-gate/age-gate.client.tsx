'use client'

import { type ReactNode, useEffect, useRef } from 'react'

import { AGE_GATE_ANSWERED } from './state.client'

/**
 * The age gate's behaviour with JavaScript: while it shows (the per-visitor stylesheet decided), the rest of the
 * page is inert and focus starts in the gate; "adult" is stored by a request and the gate goes away at once;
 * "minor" shows the refusal and stores nothing. Escape does not close it: the question must be answered.
 */
export function AgeGateDialog({ className, children }: { className: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const gate = ref.current
    if (!gate || getComputedStyle(gate).display === 'none') return
    const others = [...document.body.children].filter(
      (element): element is HTMLElement => element !== gate && element instanceof HTMLElement && !element.inert,
    )
    for (const element of others) element.inert = true
    // Tab from the last control comes back to the first, and Shift+Tab the other way: focus stays in the gate.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return
      const focusable = [...gate.querySelectorAll<HTMLElement>('a[href], button, [tabindex="0"]')].filter(
        (element) => element.offsetParent !== null,
      )
      const first = focusable[0]
      const last = focusable.at(-1)
      if (!first || !last) return
      const active = document.activeElement
      if (event.shiftKey ? active === first || !gate.contains(active) : active === last || !gate.contains(active)) {
        event.preventDefault()
        ;(event.shiftKey ? last : first).focus()
      }
    }
    const close = () => {
      document.removeEventListener('keydown', onKeyDown)
      document.documentElement.dataset.ageChecked = ''
      for (const element of others) element.inert = false
      document.getElementById('main')?.focus({ preventScroll: true })
      window.dispatchEvent(new Event(AGE_GATE_ANSWERED))
    }
    const minor = gate.querySelector<HTMLElement>('#age-gate-minor')
    if (!location.hash.includes('age-gate-minor')) gate.querySelector<HTMLButtonElement>('button')?.focus()
    else minor?.focus()

    const form = gate.querySelector<HTMLFormElement>('form')
    const onSubmit = (event: SubmitEvent) => {
      event.preventDefault()
      const choice = (event.submitter as HTMLButtonElement | null)?.value
      if (choice === 'minor') {
        minor?.setAttribute('data-shown', '')
        minor?.focus()
        return
      }
      if (choice !== 'adult' || !form) return
      const data = new FormData(form)
      data.set('choice', 'adult')
      // Stored for 7 days by the answer's cookie; shown no more in this tab even if storing failed.
      void fetch(form.action, { method: 'POST', body: data, headers: { Accept: 'application/json' } }).catch(() => {})
      close()
    }
    form?.addEventListener('submit', onSubmit)
    document.addEventListener('keydown', onKeyDown)
    return () => {
      document.removeEventListener('keydown', onKeyDown)
      form?.removeEventListener('submit', onSubmit)
      for (const element of others) element.inert = false
    }
  }, [])

  return (
    <div
      ref={ref}
      className={className}
      data-age-gate=""
      role="dialog"
      aria-modal="true"
      aria-labelledby="age-gate-title"
      aria-describedby="age-gate-text"
    >
      {children}
    </div>
  )
}
