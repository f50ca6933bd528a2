import type { CoverImage } from '@/lib/media'

/**
 * A picture an editor chose for a page (an article's cover, a producer's picture, an author's portrait), at the sizes
 * the CMS made of it (`coverImage`); `sizes`: how wide the page shows it.
 */
export function CoverPicture({
  image,
  sizes,
  className,
  priority = false,
}: {
  image: CoverImage
  sizes: string
  className?: string
  /** The page's main picture, asked for first. */
  priority?: boolean
}) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- the CMS already makes the sizes
    <img
      className={className}
      src={image.src}
      srcSet={image.srcSet}
      sizes={image.srcSet ? sizes : undefined}
      width={image.width}
      height={image.height}
      alt={image.alt}
      fetchPriority={priority ? 'high' : undefined}
    />
  )
}
