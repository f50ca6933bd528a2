import type { Media } from '@/payload-types'

/**
 * A file URL as Payload reads it, without the trailing slash that `trailingSlash: true` adds to its API
 * paths (`/api/media/file/x.webp/` answers with a 308 to `/api/media/file/x.webp`): one request, not two.
 */
export const mediaUrl = (url: string): string => url.replace(/\/+$/, '')

/** A banner picture: 640x662 from 1000 px wide, 320x331 below, each at 1x and 2x. */
export type BannerImage = { large: string; large2x: string; small: string; alt: string }

/**
 * A banner picture from a media document; null without a picture or while its sizes are missing. Payload makes no
 * size larger than the picture: one under 1280 × 1324 has no 2x, which then is its 1x (a small banner's picture is
 * never shown at 2x of 640, and the demo's own 640 × 662 small picture was ignored for the lack of it, the eighth
 * check from outside); one under 640 × 662 has only the small size.
 */
export function bannerImage(media: number | Media | null | undefined): BannerImage | null {
  if (!media || typeof media !== 'object') return null
  const { banner, banner2x, bannerSmall } = media.sizes ?? {}
  if (!bannerSmall?.url) return null
  const small = mediaUrl(bannerSmall.url)
  const large = banner?.url ? mediaUrl(banner.url) : small
  return { large, large2x: banner2x?.url ? mediaUrl(banner2x.url) : large, small, alt: media.alt ?? '' }
}

/** A picture shown at the width of the text (an article's cover): its largest size, and the others for `srcSet`. */
export type CoverImage = { src: string; srcSet?: string; width: number; height: number; alt: string }

/**
 * A cover from a media document: the banner sizes the CMS made of it (320, 640 and 1280 wide), else its card sizes,
 * else the file as uploaded (a picture smaller than every size has none); null without a picture.
 */
export function coverImage(media: number | Media | null | undefined): CoverImage | null {
  if (!media || typeof media !== 'object') return null
  const sizes = media.sizes ?? {}
  for (const family of [
    [sizes.bannerSmall, sizes.banner, sizes.banner2x],
    [sizes.cardSmall, sizes.card, sizes.card2x],
  ]) {
    const made = family.filter((s) => s?.url && s.width && s.height) as { url: string; width: number; height: number }[]
    const largest = made.at(-1)
    if (!largest) continue
    return {
      src: mediaUrl(largest.url),
      srcSet: made.map((s) => `${mediaUrl(s.url)} ${s.width}w`).join(', '),
      width: largest.width,
      height: largest.height,
      alt: media.alt ?? '',
    }
  }
  if (!media.url || !media.width || !media.height) return null
  return { src: mediaUrl(media.url), width: media.width, height: media.height, alt: media.alt ?? '' }
}
