'use client'

import * as Dialog from '@radix-ui/react-dialog'
import { usePathname } from 'next/navigation'
import { useEffect, useState } from 'react'

import { CloseIcon } from '@/components/ui/icons'

import type { SiteOverlayContent } from '../queries'

import styles from './site-overlay.module.css'
import buttons from '@/components/ui/button.module.css'

/** Page visits of this tab's session, and the mark that the overlay was closed (a session cookie). */
const VISITS_KEY = 'site-overlay-visits'
const OVERLAY_SEEN_COOKIE = 'site_overlay'

const seen = () => document.cookie.split('; ').includes(`${OVERLAY_SEEN_COOKIE}=seen`)

/** Whether the age gate is still waiting for an answer (the overlay never covers it). */
const gateOpen = () => {
  const gate = document.querySelector('[data-age-gate]')
  return !!gate && getComputedStyle(gate).display !== 'none'
}

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
    const timer = window.setTimeout(() => {
      if (!seen() && !gateOpen()) setOpen(true)
    }, content.delay * 1000)
    return () => window.clearTimeout(timer)
  }, [pathname, content.pagesBeforeShow, content.delay])

  const onOpenChange = (next: boolean) => {
    setOpen(next)
    if (!next) document.cookie = `${OVERLAY_SEEN_COOKIE}=seen; Path=/; SameSite=Lax`
  }

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.backdrop} />
        <Dialog.Content className={styles.dialog} data-site-overlay="" data-with-image={content.image ? '' : undefined}>
          <Dialog.Close className={styles.close} aria-label={closeLabel}>
            <CloseIcon size={22} />
          </Dialog.Close>
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
            <Dialog.Title className={styles.title}>{content.title}</Dialog.Title>
            <Dialog.Description asChild>
              <div>
                {content.mainParagraphTitle ? <h3 className={styles.heading}>{content.mainParagraphTitle}</h3> : null}
                {content.mainParagraphText ? <p>{content.mainParagraphText}</p> : null}
                {content.secondaryParagraphTitle ? (
                  <h3 className={styles.heading}>{content.secondaryParagraphTitle}</h3>
                ) : null}
                {content.secondaryParagraphText ? <p>{content.secondaryParagraphText}</p> : null}
              </div>
            </Dialog.Description>
            {content.link ? (
              <a className={buttons.button} href={content.link.url} onClick={() => onOpenChange(false)}>
                {content.link.cta}
              </a>
            ) : null}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
