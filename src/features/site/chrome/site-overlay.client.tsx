'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useState } from 'react'

import { CloseIcon } from '@/components/ui/icons'
import { Modal, ModalClose, ModalDescription, ModalTitle } from '@/components/ui/modal.client'
import { CONSENT_EVENTS } from '@/lib/consent.client'

import { AGE_GATE_ANSWERED, ageGateOpen } from '../age-gate/state.client'
import { SITE_OVERLAY_COOKIE } from '../consent/cookies'
import type { SiteOverlayContent } from '../queries'

import styles from './site-overlay.module.css'
import buttons from '@/components/ui/button.module.css'

/** Page visits of this tab's session; the mark that the overlay was closed is a session cookie. */
const VISITS_KEY = 'site-overlay-visits'

const seen = () => document.cookie.split('; ').includes(`${SITE_OVERLAY_COOKIE}=seen`)

/** Whether the cookie banner is asking its question (vanilla-cookieconsent marks the root while it shows). */
const consentAsked = () => document.documentElement.classList.contains('show--consent')

/**
 * Counts the page visits of the session (each route the visitor reaches, the first load included); on the visit
 * whose count equals `pagesBeforeShow` it opens the overlay after `delay` seconds, unless the visitor has moved on
 * (navigating cancels the pending timer) or already closed it this session. Closing fades it out over 0.6 s.
 */
export function SiteOverlayTimer({ content, closeLabel }: { content: SiteOverlayContent; closeLabel: string }) {
  const pathname = usePathname()
  const [open, setOpen] = useState(false)

  useEffect(() => {
    if (seen()) return
    let visits = 1
    try {
      visits = Number(sessionStorage.getItem(VISITS_KEY) ?? '0') + 1
      sessionStorage.setItem(VISITS_KEY, String(visits))
    } catch {
      // No storage: every page is a first visit, and the overlay waits for its count like any other.
    }
    if (visits !== content.pagesBeforeShow) return
    // Due while the age gate or the cookie banner still asks: it opens once they are answered, on this page.
    let retry = 0
    const attempt = () => {
      window.clearTimeout(retry)
      retry = window.setTimeout(() => {
        if (seen() || ageGateOpen() || consentAsked()) return
        stopWaiting()
        setOpen(true)
      }, 50)
    }
    const answers = [AGE_GATE_ANSWERED, ...CONSENT_EVENTS]
    const stopWaiting = () => answers.forEach((event) => window.removeEventListener(event, attempt))
    const timer = window.setTimeout(() => {
      answers.forEach((event) => window.addEventListener(event, attempt))
      attempt()
    }, content.delay * 1000)
    return () => {
      window.clearTimeout(timer)
      window.clearTimeout(retry)
      stopWaiting()
    }
  }, [pathname, content.pagesBeforeShow, content.delay])

  const onOpenChange = (next: boolean) => {
    setOpen(next)
    if (!next) document.cookie = `${SITE_OVERLAY_COOKIE}=seen; Path=/; SameSite=Lax`
  }

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      className={styles.dialog}
      described
      data-site-overlay=""
      data-with-image={content.image ? '' : undefined}
    >
      <ModalClose className={styles.close} aria-label={closeLabel}>
        <CloseIcon size={22} />
      </ModalClose>
      {content.image ? (
        // eslint-disable-next-line @next/next/no-img-element -- a CMS picture already sized (320×331)
        <img
          className={styles.image}
          src={content.image.url}
          alt={content.image.alt}
          width={content.image.width}
          height={content.image.height}
        />
      ) : null}
      <div className={styles.body}>
        <ModalTitle className={styles.title}>{content.title}</ModalTitle>
        <ModalDescription>
          {content.mainParagraphTitle ? <h3 className={styles.heading}>{content.mainParagraphTitle}</h3> : null}
          {content.mainParagraphText ? <p>{content.mainParagraphText}</p> : null}
          {content.secondaryParagraphTitle ? (
            <h3 className={styles.heading}>{content.secondaryParagraphTitle}</h3>
          ) : null}
          {content.secondaryParagraphText ? <p>{content.secondaryParagraphText}</p> : null}
        </ModalDescription>
        {content.link ? (
          <a className={buttons.button} href={content.link.url} onClick={() => onOpenChange(false)}>
            {content.link.cta}
          </a>
        ) : null}
      </div>
    </Modal>
  )
}
