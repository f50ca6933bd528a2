'use client'

import { usePathname } from 'next/navigation'
import { type ComponentType, useEffect, useState } from 'react'

import { CONSENT_EVENTS } from '@/lib/consent.client'

import { AGE_GATE_ANSWERED, ageGateOpen } from '../age-gate/state.client'
import { bannerStarted } from '../consent/banner-state.client'
import { SITE_OVERLAY_COOKIE } from '../consent/cookies'
import type { SiteOverlayContent } from '../queries'
import type { SiteOverlayDialogProps } from './site-overlay-dialog.client'
import { SITE_OVERLAY_VISITS_KEY } from './site-overlay-storage'

/** Page visits of this tab's session; the mark that the overlay was closed is a session cookie. */

/** The modal and its content: fetched on the visit that shows the overlay, never with the page (decision 047). */
const loadDialog = () => import('./site-overlay-dialog.client').then((module) => module.SiteOverlayDialog)

const seen = () => document.cookie.split('; ').includes(`${SITE_OVERLAY_COOKIE}=seen`)

/**
 * Whether the visitor is typing in a field: the overlay took the focus, and the next keys went to it ("glen corran"
 * came out "glen corrodici" in the search; the sixth check from outside). The overlay waits until they leave it.
 */
const typing = () => {
  const active = document.activeElement
  return (
    active instanceof HTMLElement &&
    (active.isContentEditable ||
      active.matches(
        'textarea, select, input:not([type="checkbox"], [type="radio"], [type="button"], [type="submit"])',
      ))
  )
}

/**
 * The page's own forms (a contact request, a sign-in, a sign-up), not the header's search. The overlay opened while a
 * visitor went from the message to the privacy box: the Space that was to tick the box closed the overlay, and a tap
 * on "Send" met the overlay instead (the twenty-sixth check from outside).
 */
const PAGE_FORM = 'main form'

/** Whether the focus is anywhere in one of the page's forms: a field, a box, a button. */
const inPageForm = () => document.activeElement?.closest(PAGE_FORM) != null

/** Whether the cookie banner is asking its question (vanilla-cookieconsent marks the root while it shows). */
const consentAsked = () => document.documentElement.classList.contains('show--consent')

/**
 * Counts the page visits of the session (each route the visitor reaches, the first load included); on the visit
 * whose count equals `pagesBeforeShow` it opens the overlay after `delay` seconds, unless the visitor has moved on
 * (navigating cancels the pending timer) or already closed it this session. Closing fades it out over 0.6 s. The
 * modal's code is fetched when that visit starts, during the delay; if it cannot be, the overlay waits for another
 * session.
 */
export function SiteOverlayTimer({ content, closeLabel }: { content: SiteOverlayContent; closeLabel: string }) {
  const pathname = usePathname()
  const [open, setOpen] = useState(false)
  const [Dialog, setDialog] = useState<ComponentType<SiteOverlayDialogProps> | null>(null)

  useEffect(() => {
    if (seen()) return
    let visits = 1
    try {
      visits = Number(sessionStorage.getItem(SITE_OVERLAY_VISITS_KEY) ?? '0') + 1
      sessionStorage.setItem(SITE_OVERLAY_VISITS_KEY, String(visits))
    } catch {
      // No storage: every page is a first visit, and the overlay waits for its count like any other.
    }
    if (visits !== content.pagesBeforeShow) return
    let cancelled = false
    // A visitor who has begun to fill in one of the page's forms is not interrupted on this page (where a browser does
    // not focus a box or a button that is clicked, the focus tells nothing): the overlay is due on the next page.
    let filling = false
    const fill = (event: Event) => {
      if (filling || !(event.target instanceof Element) || !event.target.closest(PAGE_FORM)) return
      filling = true
      try {
        sessionStorage.setItem(SITE_OVERLAY_VISITS_KEY, String(visits - 1))
      } catch {
        // No storage: the overlay waits for another session.
      }
    }
    document.addEventListener('input', fill, true)
    const dialog = loadDialog()
    // Not shown this time (no reload for it: the chunk-reload guard does not see a handled failure).
    dialog.catch(() => {})
    // Due while the age gate or the cookie banner still asks: it opens once they are answered, on this page. The
    // banner starts only once the gate is answered, so the overlay waits for that start before reading its state.
    let retry = 0
    const attempt = () => {
      window.clearTimeout(retry)
      retry = window.setTimeout(() => {
        void bannerStarted().then(() => {
          if (cancelled || filling || seen() || ageGateOpen() || consentAsked() || typing() || inPageForm()) return
          stopWaiting()
          document.removeEventListener('input', fill, true)
          dialog.then(
            (component) => {
              if (cancelled) return
              setDialog(() => component)
              setOpen(true)
            },
            () => {},
          )
        })
      }, 50)
    }
    // …and while the visitor types in a field or is in one of the page's forms, it opens once the focus leaves it.
    const answers = [AGE_GATE_ANSWERED, ...CONSENT_EVENTS, 'focusout']
    const stopWaiting = () => answers.forEach((event) => window.removeEventListener(event, attempt))
    const timer = window.setTimeout(() => {
      answers.forEach((event) => window.addEventListener(event, attempt))
      attempt()
    }, content.delay * 1000)
    return () => {
      cancelled = true
      document.removeEventListener('input', fill, true)
      window.clearTimeout(timer)
      window.clearTimeout(retry)
      stopWaiting()
    }
  }, [pathname, content.pagesBeforeShow, content.delay])

  const onOpenChange = (next: boolean) => {
    setOpen(next)
    if (!next) document.cookie = `${SITE_OVERLAY_COOKIE}=seen; Path=/; SameSite=Lax`
  }

  return Dialog ? <Dialog content={content} closeLabel={closeLabel} open={open} onOpenChange={onOpenChange} /> : null
}
