import { describe, expect, it } from 'vitest'

import { clientAddress, normalizeAddress, PEER_ADDRESS_HEADER } from './client-address'

const headers = (init: Record<string, string>) => new Headers(init)

describe('client address', () => {
  it('with no proxy trusted, is the socket’s address whatever X-Forwarded-For says', () => {
    const h = headers({ 'x-forwarded-for': '1.2.3.4', [PEER_ADDRESS_HEADER]: '203.0.113.7' })
    expect(clientAddress(h, 0, true)).toBe('203.0.113.7')
  })

  it('behind n proxies, is the n-th entry from the right; entries a client wrote further left are ignored', () => {
    const h = headers({ 'x-forwarded-for': 'forged, 198.51.100.2, 10.0.0.5', [PEER_ADDRESS_HEADER]: '10.0.0.9' })
    expect(clientAddress(h, 1, true)).toBe('10.0.0.5')
    expect(clientAddress(h, 2, true)).toBe('198.51.100.2')
  })

  it('falls back to the socket when the header is shorter than the proxies trusted', () => {
    expect(clientAddress(headers({ [PEER_ADDRESS_HEADER]: '10.0.0.9' }), 1, true)).toBe('10.0.0.9')
  })

  it('ignores a client’s copy of our own header while this process does not write it', () => {
    const h = headers({ 'x-forwarded-for': '127.0.0.1', [PEER_ADDRESS_HEADER]: '6.6.6.6' })
    expect(clientAddress(h, 0, false)).toBe('127.0.0.1')
  })

  it('counts an IPv4-mapped address as IPv4 and an IPv6 client by its /64', () => {
    expect(normalizeAddress('::ffff:192.0.2.1')).toBe('192.0.2.1')
    expect(normalizeAddress('2001:db8:0:1:aaaa::1')).toBe('2001:db8:0:1::/64')
    expect(normalizeAddress('[2001:db8::1]')).toBe('2001:db8:0:0::/64')
    expect(normalizeAddress('192.0.2.1:5555')).toBe('192.0.2.1')
  })
})
