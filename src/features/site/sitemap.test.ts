import { describe, expect, it } from 'vitest'

import { parseSitemapFileName, SITEMAP_MAX_URLS, sitemapIndexXml, sitemapXml, splitIntoFiles } from './sitemap'

describe('sitemaps (issue 15, item 5)', () => {
  it('cuts a kind into files of at most 50,000 URLs, and keeps one file for an empty kind', () => {
    expect(SITEMAP_MAX_URLS).toBe(50_000)
    const urls = Array.from({ length: 120_001 }, (_, i) => i)
    const files = splitIntoFiles(urls)
    expect(files.map((f) => f.length)).toEqual([50_000, 50_000, 20_001])
    expect(files.flat()).toEqual(urls)
    expect(splitIntoFiles([])).toEqual([[]])
    expect(splitIntoFiles([1, 2, 3], 3)).toEqual([[1, 2, 3]])
  })

  it.each([
    ['products-1.xml', { kind: 'products', n: 1 }],
    ['pages-12.xml', { kind: 'pages', n: 12 }],
    ['products-0.xml', null],
    ['products-01.xml', null],
    ['media-1.xml', null],
    ['products-1.xml.gz', null],
    ['../products-1.xml', null],
    ['products-999999.xml', null],
    ['Products-1.xml', null],
  ])('reads the file name %s', (name, expected) => {
    expect(parseSitemapFileName(name)).toEqual(expected)
  })

  it('writes each page with its alternates and last change, escaped', () => {
    const xml = sitemapXml([
      {
        url: 'https://vinea.example/a?b=1&c=<2>',
        lastModified: '2026-11-20T10:00:00.000Z',
        alternates: {
          it: 'https://vinea.example/a/',
          en: 'https://vinea.example/en/a/',
          'x-default': 'https://vinea.example/a/',
        },
      },
      { url: 'https://vinea.example/b/', lastModified: 'not a date', alternates: {} },
    ])
    expect(xml).toContain(
      '<loc>https://vinea.example/a?b=1&amp;c=&lt;2&gt;</loc><lastmod>2026-11-20T10:00:00.000Z</lastmod>',
    )
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="x-default" href="https://vinea.example/a/" />')
    expect(xml).toContain('<url><loc>https://vinea.example/b/</loc></url>')
    expect(xml.match(/<url>/g)).toHaveLength(2)
    const index = sitemapIndexXml([{ url: 'https://vinea.example/sitemaps/pages-1.xml' }])
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')
    expect(index).toContain('<sitemap><loc>https://vinea.example/sitemaps/pages-1.xml</loc></sitemap>')
  })
})
