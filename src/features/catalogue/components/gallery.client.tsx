'use client'

import { type KeyboardEvent, useRef, useState } from 'react'

import type { CardImage } from '../types'
import { BottlePlaceholder } from './bottle-placeholder'

import styles from './gallery.module.css'

/** The gallery's texts, translated on the server; `showPicture` with `{index}` and `{total}` to fill in. */
export type GalleryLabels = { gallery: string; showPicture: string; noImage: string }

/**
 * The product sheet's pictures: the main picture and, with more than one, a row of thumbnails that choose
 * it (buttons: Tab to reach, Enter or Space to choose, arrow keys to move between them).
 */
export function Gallery({ pictures, title, labels }: { pictures: CardImage[]; title: string; labels: GalleryLabels }) {
  const [current, setCurrent] = useState(0)
  const thumbs = useRef<(HTMLButtonElement | null)[]>([])
  const picture = pictures[current]

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step =
      event.key === 'ArrowRight' || event.key === 'ArrowDown'
        ? 1
        : event.key === 'ArrowLeft' || event.key === 'ArrowUp'
          ? -1
          : 0
    if (!step) return
    event.preventDefault()
    const next = (current + step + pictures.length) % pictures.length
    setCurrent(next)
    thumbs.current[next]?.focus()
  }

  return (
    <div className={styles.gallery}>
      <figure className={styles.main}>
        {picture ? (
          // eslint-disable-next-line @next/next/no-img-element -- the CMS already makes the card sizes
          <img
            key={picture.card2x}
            className={styles.image}
            src={picture.card2x}
            srcSet={`${picture.card} 300w, ${picture.card2x} 600w`}
            sizes="(min-width: 1300px) 34rem, (min-width: 750px) 45vw, 92vw"
            width={600}
            height={732}
            alt={picture.alt || title}
            fetchPriority={current === 0 ? 'high' : 'auto'}
            decoding="async"
          />
        ) : (
          <BottlePlaceholder className={styles.placeholder} label={labels.noImage} />
        )}
      </figure>
      {pictures.length > 1 ? (
        <div className={styles.thumbs} role="group" aria-label={labels.gallery} onKeyDown={onKeyDown}>
          {pictures.map((p, index) => (
            <button
              key={p.card2x}
              ref={(el) => {
                thumbs.current[index] = el
              }}
              type="button"
              className={styles.thumb}
              aria-pressed={index === current}
              aria-label={labels.showPicture
                .replace('{index}', String(index + 1))
                .replace('{total}', String(pictures.length))}
              tabIndex={index === current ? 0 : -1}
              onClick={() => setCurrent(index)}
            >
              {/* eslint-disable-next-line @next/next/no-img-element -- the CMS already makes the card sizes */}
              <img
                src={p.small}
                srcSet={`${p.small} 1x, ${p.card} 2x`}
                width={150}
                height={183}
                alt=""
                loading="lazy"
              />
            </button>
          ))}
        </div>
      ) : null}
    </div>
  )
}
