'use client'

import { useEffect, useRef, useState } from 'react'

import { grantConsent, hasConsent, watchConsent } from '@/lib/consent.client'
import type { VideoEmbed as Embed } from '@/lib/video'

import styles from './video-embed.module.css'

export type VideoLabels = { notice: string; accept: string; watchOn: string; policy: string }

/**
 * A video behind a placeholder until marketing cookies are accepted: no player frame exists until
 * then, so nothing is loaded from the video site before the visitor says yes here or in the cookie banner.
 */
export function VideoEmbed({
  title,
  titleLang,
  url,
  embed,
  labels,
  policyHref,
}: {
  title: string
  /** The title's language when it is not the page's (an editor's block not yet translated). */
  titleLang?: string
  url: string
  embed: Embed
  labels: VideoLabels
  policyHref: string
}) {
  const [allowed, setAllowed] = useState(false)
  useEffect(() => watchConsent(() => setAllowed(hasConsent('marketing'))), [])
  // The button pressed here goes away with the placeholder: the player that replaces it takes the focus, which was
  // left on the page's body (the fourth check from outside: the next Tab went to the footer).
  const focusPlayer = useRef(false)

  return (
    <figure className={styles.video}>
      <div className={styles.frame}>
        {allowed ? (
          <iframe
            ref={(frame) => {
              if (frame && focusPlayer.current) {
                focusPlayer.current = false
                frame.focus()
              }
            }}
            src={embed.src}
            title={title}
            lang={titleLang}
            loading="lazy"
            allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
          />
        ) : (
          <div className={styles.placeholder} data-testid="video-placeholder">
            <p className={styles.notice}>{labels.notice}</p>
            <button
              type="button"
              className={styles.accept}
              onClick={() => {
                focusPlayer.current = true
                void grantConsent('marketing')
              }}
            >
              {labels.accept}
            </button>
            <p className={styles.small}>
              <a href={url} target="_blank" rel="noopener noreferrer">
                {labels.watchOn}
              </a>
              {' · '}
              <a href={policyHref}>{labels.policy}</a>
            </p>
          </div>
        )}
      </div>
      <figcaption className={styles.caption} lang={titleLang}>
        {title}
      </figcaption>
    </figure>
  )
}
