import { describe, expect, it } from 'vitest'

import { isLocalHost, listenHostOf, publicAddresses } from './local-address'

describe('local addresses (issue 16, finding 3)', () => {
  it.each(['localhost', 'LOCALHOST', 'shop.localhost', '127.0.0.1', '127.1.2.3', '::1', '[::1]', '::ffff:127.0.0.1'])(
    '%s is local',
    (host) => expect(isLocalHost(host)).toBe(true),
  )
  it.each(['0.0.0.0', '::', '192.168.1.10', '10.0.0.1', 'vinea.example', 'localhost.example.com', '128.0.0.1', ''])(
    '%j is not local',
    (host) => expect(isLocalHost(host)).toBe(false),
  )

  it('names every public way in: the origin, and the listening address (unset is every address)', () => {
    expect(publicAddresses({ siteUrl: 'http://localhost:3000', listenHost: '127.0.0.1' })).toEqual([])
    expect(publicAddresses({ siteUrl: 'https://www.vinea.example', listenHost: '127.0.0.1' })).toEqual([
      'SITE_URL https://www.vinea.example',
    ])
    expect(publicAddresses({ siteUrl: 'http://localhost:3000', listenHost: undefined })).toHaveLength(1)
    expect(publicAddresses({ siteUrl: 'http://localhost:3000', listenHost: '0.0.0.0' })).toEqual([
      'the address 0.0.0.0 (HOST)',
    ])
  })

  it('reads the address next start listens on from its arguments, else HOST', () => {
    expect(listenHostOf(['node', 'next', 'start', '-p', '3000', '-H', '127.0.0.1'], undefined)).toBe('127.0.0.1')
    expect(listenHostOf(['node', 'next', 'start', '--hostname=::1'], '0.0.0.0')).toBe('::1')
    expect(listenHostOf(['node', 'next', 'start'], '127.0.0.1')).toBe('127.0.0.1')
    expect(listenHostOf(['node', 'next', 'start'], undefined)).toBeUndefined()
  })
})
