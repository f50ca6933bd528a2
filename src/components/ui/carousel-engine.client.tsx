'use client'

import useEmblaCarousel, { type UseEmblaCarouselType } from 'embla-carousel-react'
import { useEffect } from 'react'

export type CarouselApi = NonNullable<UseEmblaCarouselType[1]>

export type CarouselEngineProps = {
  /** The carousel's viewport, already rendered (with its slides) by `Carousel`. */
  viewport: HTMLElement
  onApi: (api: CarouselApi | undefined) => void
}

const options = { align: 'start', slidesToScroll: 'auto', containScroll: 'trimSnaps', duration: 28 } as const

/** Embla on a carousel's viewport; renders nothing. `Carousel` loads it, with Embla, as it nears the screen. */
export function CarouselEngine({ viewport, onApi }: CarouselEngineProps) {
  const [attach, api] = useEmblaCarousel(options)
  useEffect(() => {
    attach(viewport)
    return () => attach(null)
  }, [attach, viewport])
  useEffect(() => onApi(api), [api, onApi])
  return null
}
