import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { encodeSearchSegment } from '@/i18n/search-paths'

import { base } from '../support/http'

/**
 * The search's page (`/cerca/?q=`, issue 15 item 3's SearchAction) as an attacker tries it: whatever the query,
 * a 200 page that shows the words as text (never as markup), cut at 100 characters, and nothing stored.
 */
const pages = ['/cerca/', '/en/search/']
const hostile = fc.oneof(
  fc.string({ maxLength: 300 }),
  fc.constantFrom(
    '<script>alert(1)</script>',
    '"><img src=x onerror=alert(1)>',
    '%00',
    '\u0000',
    '../../etc/passwd',
    "' OR 1=1 --",
    '{{7*7}}',
    'x'.repeat(10_000),
  ),
)

describe('the search page under hostile queries', () => {
  it('answers 200 with the words escaped, never a 500', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...pages), hostile, async (path, q) => {
        const res = await fetch(`${base}${path}?${new URLSearchParams({ q })}`)
        expect(res.status, q.slice(0, 50)).toBe(200)
        const html = await res.text()
        expect(html).not.toContain('<script>alert(1)')
        expect(html).not.toContain('<img src=x onerror')
      }),
      { numRuns: 25 },
    )
  })

  it('cuts a long query at 100 characters and reads a repeated q as none', async () => {
    const long = await (await fetch(`${base}/cerca/?q=${'a'.repeat(5000)}`)).text()
    expect(long).toContain(`value="${'a'.repeat(100)}"`)
    expect(long).toContain(`«${'a'.repeat(100)}»`)
    const twice = await fetch(`${base}/en/search/?q=gin&q=rum`)
    expect(twice.status).toBe(200)
    expect(await twice.text()).not.toContain('Results for “gin')
  })

  it("the words' internal path (decision 061) is no address, and the language link carries hostile words as a query", async () => {
    const segment = encodeSearchSegment('gin')
    for (const path of [`/cerca/${segment}/`, `/en/search/${segment}/`, `/en/search/${segment}`]) {
      expect((await fetch(`${base}${path}`)).status, path).toBe(404)
    }
    const words = '"><script>alert(1)</script>//evil.example/'
    const html = await (await fetch(`${base}/cerca/?${new URLSearchParams({ q: words })}`)).text()
    const link = /<a[^>]*data-locale-switcher[^>]*href="([^"]*)"/.exec(html)?.[1]
    expect(link).toBe('/en/search/?q=%22%3E%3Cscript%3Ealert%281%29%3C%2Fscript%3E%2F%2Fevil.example%2F')
  })
})
