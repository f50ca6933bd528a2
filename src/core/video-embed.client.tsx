'use client'

import { useEffect, useState } from 'react'

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
  url,
  embed,
  labels,
  policyHref,
}: {
  title: string
  url: string
  embed: Embed
  labels: VideoLabels
  policyHref: string
}) {
  const [allowed, setAllowed] = useState(false)
  useEffect(() => watchConsent(() => setAllowed(hasConsent('marketing'))), [])

  return (
    <figure className={styles.video}>
      <div className={styles.frame}>
        {allowed ? (
          <iframe
            src={embed.src}
            title={title}
            loading="lazy"
            allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
          />
        ) : (
          <div className={styles.placeholder} data-testid="video-placeholder">
            <p className={styles.notice}>{labels.notice}</p>
            <button type="button" className={styles.accept} onClick={() => void grantConsent('marketing')}>
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
      <figcaption className={styles.caption}>{title}</figcaption>
    </figure>
  )
}
