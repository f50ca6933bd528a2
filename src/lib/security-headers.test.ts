import { describe, expect, it } from 'vitest'

import { captchaProviders } from './captcha-providers'
import {
  adminOnlyClientHints,
  makeNonce,
  pagePolicy,
  resourcePolicy,
  tagManagerOrigins,
  videoFrameOrigins,
} from './security-headers'
import { videoEmbed } from './video'

const directives = (policy: string) =>
  new Map(policy.split('; ').map((part) => [part.split(' ')[0], part.split(' ').slice(1)] as const))

describe('security headers', () => {
  it('lets a page frame every player videoEmbed makes', () => {
    const frames = directives(pagePolicy('n0nce')).get('frame-src')
    for (const address of ['https://youtu.be/dQw4w9WgXcQ', 'https://vimeo.com/76979871']) {
      const embed = videoEmbed(address)
      expect(embed).not.toBeNull()
      expect(videoFrameOrigins).toContain(new URL(embed!.src).origin)
      expect(frames).toContain(new URL(embed!.src).origin)
    }
  })

  it('runs scripts by nonce where there is one, else only from this site and inline', () => {
    expect(directives(pagePolicy('abc=')).get('script-src')).toEqual(["'self'", "'nonce-abc='", "'strict-dynamic'"])
    expect(directives(pagePolicy()).get('script-src')).toEqual(["'self'", "'unsafe-inline'"])
    expect(directives(pagePolicy('x')).get('frame-ancestors')).toEqual(["'self'"])
    expect(directives(resourcePolicy).get('default-src')).toEqual(["'none'"])
  })

  it('allows Google’s tag manager and analytics only where a tag manager is configured', () => {
    const policy = directives(pagePolicy(undefined, { tagManager: true }))
    expect(policy.get('script-src')).toContain('https://www.googletagmanager.com')
    expect(policy.get('img-src')).toEqual(expect.arrayContaining(tagManagerOrigins.img))
    expect(policy.get('connect-src')).toEqual(expect.arrayContaining(tagManagerOrigins.connect))
    expect(pagePolicy()).not.toContain('google')
  })

  it('allows the configured captcha provider’s script and frame, and no provider’s when none is configured', () => {
    for (const provider of ['turnstile', 'recaptcha'] as const) {
      const policy = directives(pagePolicy(undefined, { captcha: provider }))
      const origins = captchaProviders[provider].origins
      expect(origins).toContain(new URL(captchaProviders[provider].script).origin)
      for (const directive of ['script-src', 'frame-src', 'connect-src']) {
        expect(policy.get(directive)).toEqual(expect.arrayContaining([...origins]))
      }
    }
    const none = pagePolicy()
    for (const { origins } of Object.values(captchaProviders)) for (const o of origins) expect(none).not.toContain(o)
  })

  it('upgrades insecure requests only on an https site', () => {
    expect(directives(pagePolicy('x', { https: true })).has('upgrade-insecure-requests')).toBe(true)
    expect(directives(pagePolicy('x')).has('upgrade-insecure-requests')).toBe(false)
  })

  it('makes a new 128-bit nonce each time, in the characters a CSP nonce allows', () => {
    const nonces = new Set(Array.from({ length: 50 }, makeNonce))
    expect(nonces.size).toBe(50)
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/)
  })
})

describe("Payload's client hints (issue 17: a visitor's page fetched twice)", () => {
  const payloadRule = {
    source: '/:path*',
    headers: [
      { key: 'Accept-CH', value: 'Sec-CH-Prefers-Color-Scheme' },
      { key: 'Vary', value: 'Sec-CH-Prefers-Color-Scheme' },
      { key: 'Critical-CH', value: 'Sec-CH-Prefers-Color-Scheme' },
    ],
  }
  const ours = { source: '/:path*', headers: [{ key: 'X-Frame-Options', value: 'SAMEORIGIN' }] }

  it('are asked on the admin only; every other rule is left as it was', () => {
    const rules = adminOnlyClientHints([ours, payloadRule])
    expect(rules[0]).toBe(ours)
    expect(rules[1]).toEqual({ ...payloadRule, source: '/admin/:path*' })
  })
})
