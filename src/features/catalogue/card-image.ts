import { mediaUrl } from '@/lib/media'
import type { Media } from '@/payload-types'

import type { CardImage } from './types'

export { mediaUrl }

/**
 * A product card's picture from a media document, at the card sizes (300x366 and 150x183, 1x and 2x); null
 * without a picture or while its sizes are missing (a card then shows its placeholder, never a broken image).
 */
export function cardImage(media: number | Media | null | undefined): CardImage | null {
  if (!media || typeof media !== 'object') return null
  const sizes = cardSizes(media.sizes)
  return sizes ? { ...sizes, alt: media.alt ?? '' } : null
}

/** The card sizes' URLs of a media document's `sizes`, or null while one is missing. */
export function cardSizes(sizes: Media['sizes'] | undefined): Omit<CardImage, 'alt'> | null {
  const { card, card2x, cardSmall } = sizes ?? {}
  if (!card?.url || !card2x?.url || !cardSmall?.url) return null
  return { card: mediaUrl(card.url), card2x: mediaUrl(card2x.url), small: mediaUrl(cardSmall.url) }
}
