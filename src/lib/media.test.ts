import { describe, expect, it } from 'vitest'

import type { Media } from '@/payload-types'

import { bannerImage } from './media'

const size = (name: string, width: number, height: number) => ({
  url: `/api/media/file/${name}-${width}x${height}.webp`,
  width,
  height,
})

const picture = (sizes: Media['sizes']): Media => ({ id: 1, alt: 'Banner', sizes }) as unknown as Media

describe('bannerImage: the sizes Payload made of a banner picture (spec §3 banner, §9 small below 1000 px)', () => {
  it('takes every size of a picture of 1280 × 1324 or more', () => {
    const image = bannerImage(
      picture({ banner: size('b', 640, 662), banner2x: size('b', 1280, 1324), bannerSmall: size('b', 320, 331) }),
    )
    expect(image).toEqual({
      large: '/api/media/file/b-640x662.webp',
      large2x: '/api/media/file/b-1280x1324.webp',
      small: '/api/media/file/b-320x331.webp',
      alt: 'Banner',
    })
  })

  it('takes a picture under 1280 × 1324 (the demo’s 640 × 662 small picture): its 1x serves as its 2x', () => {
    const image = bannerImage(picture({ banner: size('s', 640, 662), bannerSmall: size('s', 320, 331) }))
    expect(image).toEqual({
      large: '/api/media/file/s-640x662.webp',
      large2x: '/api/media/file/s-640x662.webp',
      small: '/api/media/file/s-320x331.webp',
      alt: 'Banner',
    })
  })

  it('takes a picture with only the small size, and none without it', () => {
    expect(bannerImage(picture({ bannerSmall: size('t', 320, 331) }))?.large).toBe('/api/media/file/t-320x331.webp')
    expect(bannerImage(picture({}))).toBeNull()
    expect(bannerImage(7)).toBeNull()
    expect(bannerImage(null)).toBeNull()
  })
})
