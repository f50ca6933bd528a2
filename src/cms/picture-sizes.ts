// WebP at effort 2 of 6: 40 % faster to encode than the default for 4 % more bytes (measured on the seed's
// bottles), which matters when the seed uploads 400 of them.
export const webp = { format: 'webp' as const, options: { quality: 82, effort: 2 } }

/**
 * The sizes made of every picture: cards 300x366 (small 150x183) and banners 640x662 (small 320x331), each at 1x and
 * 2x, WebP. A small size at 2x is its large size at 1x (150x183 @2x = 300x366), so it is not encoded twice.
 */
export const pictureSizes = [
  { name: 'card', width: 300, height: 366, formatOptions: webp },
  { name: 'card2x', width: 600, height: 732, formatOptions: webp },
  { name: 'cardSmall', width: 150, height: 183, formatOptions: webp },
  { name: 'banner', width: 640, height: 662, formatOptions: webp },
  { name: 'banner2x', width: 1280, height: 1324, formatOptions: webp },
  { name: 'bannerSmall', width: 320, height: 331, formatOptions: webp },
]

/**
 * The longest side Payload scales a picture to before it cuts a size out of it: a size of another shape is cut from
 * the picture scaled to the size's height (a wider picture) or width (a taller one), and a picture smaller than a size
 * both ways makes none of it (Payload's `getImageResizeAction` and `createImageSizes`). A 5000 × 100 picture is scaled
 * to 66,200 × 1,324 for the 1280 × 1324 banner, more than WebP (16,383) or JPEG (65,535) can hold.
 */
export function largestScaledSide(width: number, height: number): number {
  let largest = Math.max(width, height)
  for (const size of pictureSizes) {
    if (width < size.width && height < size.height) continue
    if (size.width / size.height === width / height) continue
    const scaled =
      size.width / size.height < width / height
        ? Math.round((width * size.height) / height)
        : Math.round((height * size.width) / width)
    largest = Math.max(largest, scaled)
  }
  return largest
}
