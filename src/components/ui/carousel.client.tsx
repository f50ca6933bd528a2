'use client'

import {
  Children,
  type ComponentType,
  type KeyboardEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useState,
} from 'react'

import type { CarouselApi, CarouselEngineProps } from './carousel-engine.client'
import { ChevronLeftIcon, ChevronRightIcon } from './icons'

import styles from './carousel.module.css'

export type CarouselLabels = {
  /** Names the previous and next buttons. */
  previous: string
  next: string
  /** Names the group of pagination dots. */
  pagination: string
  /** A slide's position, with `{index}` and `{total}` placeholders ("3 of 12"). */
  slide: string
  /** A dot's name, with `{index}` and `{total}` placeholders ("Go to group 2 of 3"). */
  goTo: string
  /** What a screen reader calls the carousel and a slide, in place of their roles' names ("carousel", "slide"). */
  carouselRole: string
  slideRole: string
}

const fill = (template: string, index: number, total: number) =>
  template.replace('{index}', String(index)).replace('{total}', String(total))

/** Embla (the engine): fetched when a carousel comes within a screen's height of the viewport, or is used. */
const loadEngine = () => import('./carousel-engine.client').then((module) => module.CarouselEngine)
const NEAR_SCREEN = '100% 0px'

const reducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches

/**
 * A carousel of slides (Embla), accessible per the WAI-ARIA carousel pattern: a labelled region, slides as
 * labelled groups, previous/next buttons and pagination dots that appear only when there is more than one
 * group to show. Left and right arrow keys move a group when focus is inside; tabbing to a slide
 * out of view brings it into view. With reduced motion, moves jump instead of sliding.
 * Presentational: texts come in `labels`, slides as children (server-rendered cards stay server-rendered).
 * Until Embla is loaded the slides show in their row, without the controls, as before hydration.
 */
export function Carousel({
  label,
  labels,
  children,
  className,
}: {
  label: string
  labels: CarouselLabels
  children: ReactNode
  className?: string
}) {
  const slides = Children.toArray(children)
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null)
  const [Engine, setEngine] = useState<ComponentType<CarouselEngineProps> | null>(null)
  const [api, setApi] = useState<CarouselApi>()
  const [snaps, setSnaps] = useState<number[]>([])
  const [selected, setSelected] = useState(0)
  const [canPrev, setCanPrev] = useState(false)
  const [canNext, setCanNext] = useState(false)

  useEffect(() => {
    if (!viewport || Engine) return
    let started = false
    const start = () => {
      if (started) return
      started = true
      stop()
      // A chunk that fails to load is left unhandled: the chunk-reload guard reloads the page once.
      void loadEngine().then((component) => setEngine(() => component))
    }
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && start(), {
      rootMargin: NEAR_SCREEN,
    })
    const stop = () => {
      observer.disconnect()
      viewport.removeEventListener('focusin', start)
      viewport.removeEventListener('pointerenter', start)
    }
    observer.observe(viewport)
    viewport.addEventListener('focusin', start)
    viewport.addEventListener('pointerenter', start)
    return stop
  }, [viewport, Engine])

  useEffect(() => {
    if (!api) return
    const sync = () => {
      setSnaps(api.scrollSnapList())
      setSelected(api.selectedScrollSnap())
      setCanPrev(api.canScrollPrev())
      setCanNext(api.canScrollNext())
    }
    sync()
    api.on('select', sync).on('reInit', sync)
    return () => {
      api.off('select', sync).off('reInit', sync)
    }
  }, [api])

  const go = useCallback(
    (to: 'prev' | 'next' | number) => {
      if (!api) return
      const jump = reducedMotion()
      if (to === 'prev') api.scrollPrev(jump)
      else if (to === 'next') api.scrollNext(jump)
      else api.scrollTo(to, jump)
    },
    [api],
  )

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'ArrowLeft') {
      event.preventDefault()
      go('prev')
    } else if (event.key === 'ArrowRight') {
      event.preventDefault()
      go('next')
    }
  }

  const paged = snaps.length > 1
  return (
    <div
      className={[styles.carousel, className].filter(Boolean).join(' ')}
      role="region"
      aria-roledescription={labels.carouselRole}
      aria-label={label}
      onKeyDown={onKeyDown}
      data-paged={paged || undefined}
    >
      {Engine && viewport ? <Engine viewport={viewport} onApi={setApi} /> : null}
      <div className={styles.viewport} ref={setViewport}>
        <div className={styles.track}>
          {slides.map((slide, index) => (
            <div
              key={index}
              className={styles.slide}
              role="group"
              aria-roledescription={labels.slideRole}
              aria-label={fill(labels.slide, index + 1, slides.length)}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      {paged ? (
        <div className={styles.controls}>
          <button
            type="button"
            className={styles.arrow}
            onClick={() => go('prev')}
            disabled={!canPrev}
            aria-label={labels.previous}
          >
            <ChevronLeftIcon size={20} />
          </button>
          <div className={styles.dots} role="group" aria-label={labels.pagination}>
            {snaps.map((_, index) => (
              <button
                key={index}
                type="button"
                className={styles.dot}
                onClick={() => go(index)}
                aria-label={fill(labels.goTo, index + 1, snaps.length)}
                aria-current={index === selected ? 'true' : undefined}
              />
            ))}
          </div>
          <button
            type="button"
            className={styles.arrow}
            onClick={() => go('next')}
            disabled={!canNext}
            aria-label={labels.next}
          >
            <ChevronRightIcon size={20} />
          </button>
        </div>
      ) : null}
    </div>
  )
}
