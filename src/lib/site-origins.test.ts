import { describe, expect, it } from 'vitest'

import { csrfOrigins } from './site-origins'

describe('CSRF origins', () => {
  it('are the public site’s origin alone', () => {
    expect(csrfOrigins('https://www.vinea.example')).toEqual(['https://www.vinea.example'])
  })

  it('on a local address, are every local name of the same port', () => {
    expect(csrfOrigins('http://localhost:3000')).toEqual([
      'http://localhost:3000',
      'http://127.0.0.1:3000',
      'http://[::1]:3000',
    ])
  })
})
