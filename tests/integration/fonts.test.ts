import { describe, expect, it } from 'vitest'

import { localizePath } from '@/i18n/route-table'

/**
 * Issue 17, item 2 (decision 051): every page preloads the two upright faces it paints with, Inter and Cormorant
 * Garamond, and not the display font's italic, which only the logo's letter used: the seal draws it as a path.
 * Both are the files cut to the weights 400–700 (decision 055), not the packages' whole axes.
 */
const base = process.env.TEST_BASE_URL ?? 'http://localhost:3000'

const pages = (['it', 'en'] as const).flatMap((locale) => [
  localizePath('/', locale),
  localizePath('/products', locale),
  localizePath('/producers', locale),
  localizePath('/contacts', locale),
])

describe('the fonts a page asks for before its first paint', () => {
  it.each(pages)(
    '%s: Inter and Cormorant Garamond upright, cut to 400–700, no italic; the seal’s letter is a path',
    async (page) => {
      const res = await fetch(base + page)
      const html = await res.text()
      // In the head of a prerendered page; in the `Link` header of one rendered per request (the contacts).
      const preloads = [
        ...[...html.matchAll(/<link rel="preload" href="([^"]+)" as="font"/g)].map((m) => m[1]!),
        ...[...(res.headers.get('link') ?? '').matchAll(/<([^>]+)>; rel=preload; as="font"/g)].map((m) => m[1]!),
      ]
      expect(preloads).toHaveLength(2)
      expect(preloads.some((href) => /inter_latin_wght_400_700/.test(href))).toBe(true)
      expect(preloads.some((href) => /cormorant_garamond_latin_wght_400_700/.test(href))).toBe(true)
      expect(html).not.toMatch(/cormorant_garamond_latin_wght_italic/)
      const seal = /<svg class="[^"]*seal"[^>]*>(.*?)<\/svg>/.exec(html)?.[1] ?? ''
      expect(seal).toMatch(/<path d="M[^"]+" transform="translate\([\d.]+ 26\.5\) scale\(0\.019 -0\.019\)"/)
      expect(seal).not.toContain('<text')
    },
  )
})
