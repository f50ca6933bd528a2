import { describe, expect, it } from 'vitest'

import { ownOrigin } from './revalidate-own-site'

describe("a scheduled publication's cache tags go to this server, where it listens (the thirty-first check from outside)", () => {
  it('a node started with -p 3700 on 127.0.0.1 calls 127.0.0.1:3700, not the default port', () => {
    expect(ownOrigin('127.0.0.1', '3700')).toBe('http://127.0.0.1:3700')
  })

  it('a server listening on every address calls the loopback; an IPv6 address is bracketed', () => {
    expect(ownOrigin('0.0.0.0', '3000')).toBe('http://127.0.0.1:3000')
    expect(ownOrigin('::', '3000')).toBe('http://127.0.0.1:3000')
    expect(ownOrigin('::1', '3001')).toBe('http://[::1]:3001')
    expect(ownOrigin(undefined, '8080')).toBe('http://127.0.0.1:8080')
  })
})
