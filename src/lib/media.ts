import type { Media } from '@/payload-types'

/**
 * A file URL as Payload reads it, without the trailing slash that `trailingSlash: true` adds to its API
 * paths (`/api/media/file/x.webp/` answers with a 308 to `/api/media/file/x.webp`): one request, not two.
 */
export const mediaUrl = (url: string): string => url.replace(/\/+$/, '')

/** A banner picture: 640x662 from 1000 px wide, 320x331 below, each at 1x and 2x. */
export type BannerImage = { large: string; large2x: string; small: string; alt: string }

/** A banner picture from a media document; null without a picture or while its sizes are missing. */
export function bannerImage(media: number | Media | null | undefined): BannerImage | null {
  if (!media || typeof media !== 'object') return null
  const { banner, banner2x, bannerSmall } = media.sizes ?? {}
  if (!banner?.url || !banner2x?.url || !bannerSmall?.url) return null
  return {
    large: mediaUrl(banner.url),
    large2x: mediaUrl(banner2x.url),
    small: mediaUrl(bannerSmall.url),
    alt: media.alt ?? '',
  }
}
