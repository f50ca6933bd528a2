import { describe, expect, it } from 'vitest'

import { previewHref } from './preview'

describe('previewHref', () => {
  it('carries the path as a query parameter of /api/preview/, nothing else', () => {
    expect(previewHref('/en/blog/a-post/')).toBe('/api/preview/?path=%2Fen%2Fblog%2Fa-post%2F')
  })
})
