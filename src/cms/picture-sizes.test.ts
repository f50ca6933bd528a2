import { describe, expect, it } from 'vitest'

import { largestScaledSide } from './picture-sizes'

describe('largestScaledSide: how far Payload scales a picture before it cuts the sizes', () => {
  it('a picture of a size’s own shape, or smaller than every size, is not scaled beyond itself', () => {
    expect(largestScaledSide(1280, 1324)).toBe(1324)
    expect(largestScaledSide(120, 146)).toBe(146)
  })

  it('a wider picture is scaled to a size’s height, a taller one to its width', () => {
    // The 1280 × 1324 banner from a 5000 × 100 picture: 5000 × 1324 / 100 (the thirtieth check from outside).
    expect(largestScaledSide(5000, 100)).toBe(66_200)
    expect(largestScaledSide(40, 4000)).toBe(128_000)
    // A camera's landscape photo stays well within WebP's 16,383.
    expect(largestScaledSide(4000, 3000)).toBe(4000)
    expect(largestScaledSide(3000, 500)).toBe(7944)
  })

  it('a size the picture is smaller than both ways is not made, so not counted', () => {
    // 600 × 732 makes no 1280 × 1324 banner; the 640 × 662 one is cut from it scaled to 640 wide.
    expect(largestScaledSide(600, 732)).toBe(781)
  })
})
