import { randomBytes } from 'node:crypto'

import { describe, expect, it } from 'vitest'

import en from '../../messages/en.json'
import it_ from '../../messages/it.json'
import { api, base, editor, login } from '../support/http'
import { paragraphText, text } from '../support/rich-text'

/**
 * The sixteenth check from outside, finding 4: an article written in Italian only is shown on the English site too,
 * Italian being the fallback language (spec §9, "Locales"), but its Italian texts were marked English
 * (`<html lang="en-GB">`), and read out so. Its English page now marks its title, lead and text as Italian, says it is
 * not yet translated, and names Italian in its structured data; once the English is written, it is all English.
 */
const body = (t: string) => paragraphText(text(t))

const page = async (path: string) => {
  const res = await fetch(base + path, { headers: { Cookie: 'adult=1' } })
  expect(res.status, path).toBe(200)
  return res.text()
}

describe('an article not yet translated', () => {
  it('is marked Italian on the English site, and says so, until its English is written', async () => {
    const token = await login('users', editor)
    const suffix = randomBytes(4).toString('hex')
    const slug = `solo-in-italiano-${suffix}`
    const created = await api('/articles/?locale=it', {
      token,
      method: 'POST',
      body: JSON.stringify({
        section: 'blog',
        tags: ['blog'],
        publishedAt: new Date().toISOString(),
        title: `Solo in italiano ${suffix}`,
        slug,
        excerpt: 'Un articolo che aspetta la traduzione.',
        body: body('Il testo italiano.'),
        _status: 'published',
      }),
    })
    expect(created.status, created.text).toBe(201)
    const id = (created.body.doc as { id: number }).id
    try {
      const english = await page(`/en/blog/${slug}/`)
      expect(english).toMatch(/<html lang="en-GB"/)
      expect(english).toMatch(new RegExp(`<h1 class="[^"]*" lang="it-IT">Solo in italiano ${suffix}</h1>`))
      expect(english).toMatch(/<p class="[^"]*" lang="it-IT">Un articolo che aspetta la traduzione.<\/p>/)
      expect(english).toMatch(/<div lang="it-IT"><div class="[^"]*">.*Il testo italiano./s)
      expect(english).toContain(en.Editorial.writtenInItalian)
      expect(english).toContain('"inLanguage":"it-IT"')

      // Its card on the English blog (the newest article, on the first page) is marked too.
      const englishBlog = await page('/en/blog/')
      expect(englishBlog).toMatch(new RegExp(`<h2 class="[^"]*" lang="it-IT">Solo in italiano ${suffix}</h2>`))
      expect(englishBlog).toMatch(/<p class="[^"]*" lang="it-IT">Un articolo che aspetta la traduzione.<\/p>/)
      // The cards written in English are not.
      expect(englishBlog).toMatch(/<h2 class="[^"]*">[^<]+<\/h2>/)

      const italian = await page(`/blog/${slug}/`)
      expect(italian).not.toContain(it_.Editorial.writtenInItalian)
      expect(italian).not.toMatch(/<h1[^>]* lang=/)
      expect(italian).toContain('"inLanguage":"it-IT"')

      const translated = await api(`/articles/${id}/?locale=en`, {
        token,
        method: 'PATCH',
        body: JSON.stringify({
          title: `Italian only no more ${suffix}`,
          slug: `italian-only-no-more-${suffix}`,
          excerpt: 'An article that was translated.',
          body: body('The English text.'),
          _status: 'published',
        }),
      })
      expect(translated.status, translated.text).toBe(200)
      await expect
        .poll(async () => page(`/en/blog/italian-only-no-more-${suffix}/`), { timeout: 15_000 })
        .toContain(`Italian only no more ${suffix}`)
      const now = await page(`/en/blog/italian-only-no-more-${suffix}/`)
      expect(now).not.toContain(en.Editorial.writtenInItalian)
      expect(now).not.toMatch(/<h1[^>]* lang=/)
      expect(now).not.toMatch(/<(?:h1|p|div)[^>]* lang="it-IT"/)
      expect(now).toContain('"inLanguage":"en-GB"')
      await expect
        .poll(async () => page('/en/blog/'), { timeout: 15_000 })
        .toMatch(new RegExp(`<h2 class="[^"]*">Italian only no more ${suffix}</h2>`))
    } finally {
      await api(`/articles/${id}/`, { token, method: 'DELETE' })
    }
  })
})
