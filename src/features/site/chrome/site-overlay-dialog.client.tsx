'use client'

import { CloseIcon } from '@/components/ui/icons'
import { Modal, ModalClose, ModalDescription, ModalTitle } from '@/components/ui/modal.client'

import type { SiteOverlayContent } from '../queries'

import styles from './site-overlay.module.css'
import buttons from '@/components/ui/button.module.css'

export type SiteOverlayDialogProps = {
  content: SiteOverlayContent
  closeLabel: string
  open: boolean
  onOpenChange: (open: boolean) => void
}

/** The overlay's modal and its content, loaded by `SiteOverlayTimer` on the visit that shows it. */
export function SiteOverlayDialog({ content, closeLabel, open, onOpenChange }: SiteOverlayDialogProps) {
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
