import { mediaUrl } from '@/lib/media'
import type { Media } from '@/payload-types'

import type { CardImage } from './types'

export { mediaUrl }

/**
 * What a card's picture is read with: its alt, its sizes and its file. Payload builds `url` from `filename`: selected
 * without it, the file as uploaded had no address, and a picture smaller than every card size (120 × 146) was never
 * shown on a product's sheet, its cards or the search (the thirtieth check from outside).
 */
export const cardPictureSelect = { alt: true, sizes: true, url: true, filename: true } as const

/**
 * A product card's picture from a media document, at the card sizes (300x366 and 150x183, 1x and 2x); null
 * without a picture.
 */
export function cardImage(media: number | Media | null | undefined): CardImage | null {
  if (!media || typeof media !== 'object') return null
  const sizes = cardSizes(media.sizes, media.url)
  return sizes ? { ...sizes, alt: media.alt ?? '' } : null
}

/**
 * The card sizes' URLs of a media document's `sizes`. Payload makes no size larger than the picture: one under
 * 600 × 732 has no 2x, which then is its 1x; one under 300 × 366 has no card size, which then is the file as
 * uploaded (`original`). A product's 500 × 600 picture was saved without a word and never shown, its sheet and
 * cards showing "Picture not available" (the twenty-ninth check from outside). Null when there is nothing to show.
 */
export function cardSizes(
  sizes: Media['sizes'] | undefined,
  original: string | null | undefined,
): Omit<CardImage, 'alt'> | null {
  const { card, card2x, cardSmall } = sizes ?? {}
  const url = (made: { url?: string | null } | undefined) => (made?.url ? mediaUrl(made.url) : undefined)
  const one = url(card) ?? (original ? mediaUrl(original) : undefined) ?? url(cardSmall)
  if (!one) return null
  return { card: one, card2x: url(card2x) ?? one, small: url(cardSmall) ?? one }
}
