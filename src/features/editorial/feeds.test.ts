import { describe, expect, it } from 'vitest'

import { feedFor, rssXml } from './feeds'

const blog = {
  title: 'Blog · Vinea',
  description: 'Storie di vino & distillati',
  url: 'https://example.com/blog/',
  self: 'https://example.com/feeds/it/blog.xml',
  language: 'it-IT',
}

describe('RSS feeds per language for news and blog (issue 5)', () => {
  it('has one address per language for the blog and the news, none for press reviews', () => {
    expect(feedFor('blog', 'it')).toBe('/feeds/it/blog.xml')
    expect(feedFor('news', 'en')).toBe('/feeds/en/news.xml')
    expect(feedFor('press', 'it')).toBeNull()
  })

  it('writes valid, escaped RSS 2.0 with the newest date as lastBuildDate', () => {
    const xml = rssXml({
      ...blog,
      items: [
        {
          title: 'Gin <e> tonic',
          url: 'https://example.com/blog/gin/',
          description: 'Un classico "rivisto"',
          publishedAt: '2026-10-02',
          categories: ['blog'],
        },
        {
          title: 'Older',
          url: 'https://example.com/blog/old/',
          description: '',
          publishedAt: '2025-01-01',
          categories: [],
        },
      ],
    })
    expect(xml).toContain('<title>Gin &lt;e&gt; tonic</title>')
    expect(xml).toContain('<description>Storie di vino &amp; distillati</description>')
    expect(xml).toContain('<description>Un classico &quot;rivisto&quot;</description>')
    expect(xml).toContain(`<lastBuildDate>${new Date('2026-10-02').toUTCString()}</lastBuildDate>`)
    expect(xml).toContain('<guid isPermaLink="true">https://example.com/blog/gin/</guid>')
    expect(xml.match(/<item>/g)).toHaveLength(2)
    expect(xml).not.toMatch(/<description><\/description>/)
  })

  // The twenty-sixth check from outside: a vertical tab in a title (Word's Shift+Enter, pasted) and a NUL in an excerpt
  // made the whole feed malformed.
  it('leaves out the characters XML forbids, so that one title cannot break the feed', () => {
    const title = 'Titolo con controllo\u0007 e\u000b tab verticale \ud83c\udf77 \ud800'
    const description = 'Estratto\u0000 nul\u0008 backspace\u001b esc\ufffe\tsì\r\n'
    const item = { title, description, url: 'https://example.com/blog/x/', publishedAt: '2026-10-02', categories: [] }
    const xml = rssXml({ ...blog, items: [item] })
    expect(xml).toContain('<title>Titolo con controllo e  tab verticale \ud83c\udf77 </title>')
    expect(xml).toContain('<description>Estratto nul backspace esc\tsì\r\n</description>')
    expect(xml).not.toMatch(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/)
  })
})
