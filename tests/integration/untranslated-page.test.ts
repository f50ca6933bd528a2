import { randomBytes } from 'node:crypto'

import { describe, expect, it } from 'vitest'

import en from '../../messages/en.json'
import it_ from '../../messages/it.json'
import { api, base, editor, login } from '../support/http'
import { paragraphText, text } from '../support/rich-text'

/**
 * Decision 096 left it: a landing page written in Italian only is shown on the English site (Italian is the fallback,
 * spec §9, "Locales"), but its Italian texts were marked English, as an article's were. Its English page now marks
 * its title, intro, text and its blocks' texts as Italian and says it is not yet translated; the site's own words
 * around them stay English. Once the English is written, it is all English.
 */
const body = (t: string) => paragraphText(text(t))

const page = async (path: string) => {
  const res = await fetch(base + path, { headers: { Cookie: 'adult=1' } })
  expect(res.status, path).toBe(200)
  return res.text()
}

/** The page's own content, between its `<main>` tags: the header's and footer's language links are marked anyway. */
const main = (html: string) => /<main[^>]*>(.*)<\/main>/s.exec(html)?.[1] ?? ''

describe('a landing page not yet translated', () => {
  it('is marked Italian on the English site, blocks included, and says so, until its English is written', async () => {
    const token = await login('users', editor)
    const suffix = randomBytes(4).toString('hex')
    const slug = `pagina-da-tradurre-${suffix}`
    const created = await api('/pages/?locale=it', {
      token,
      method: 'POST',
      body: JSON.stringify({
        kind: 'landing',
        title: `Pagina da tradurre ${suffix}`,
        slug,
        intro: 'Una pagina che aspetta la traduzione.',
        body: body('Il testo della pagina.'),
        layout: [
          { blockType: 'hero', title: 'Le grappe del mese', text: 'Dal Friuli.', ctaLabel: 'Scopri', ctaUrl: '/' },
          { blockType: 'quote', text: 'Una grappa che sa di vinaccia.', attribution: 'Chiara, Verona' },
          { blockType: 'latestNews', limit: 2 },
        ],
        _status: 'published',
      }),
    })
    expect(created.status, created.text).toBe(201)
    const id = (created.body.doc as { id: number }).id
    try {
      await expect.poll(async () => (await fetch(`${base}/en/${slug}/`)).status, { timeout: 15_000 }).toBe(200)
      const english = await page(`/en/${slug}/`)
      expect(english).toMatch(/<html lang="en-GB"/)
      expect(english).toMatch(new RegExp(`<h1 class="[^"]*" lang="it-IT">Pagina da tradurre ${suffix}</h1>`))
      expect(english).toMatch(/<p class="[^"]*" lang="it-IT">Una pagina che aspetta la traduzione.<\/p>/)
      expect(english).toContain(en.Editorial.pageWrittenInItalian)
      expect(english).toMatch(/<div lang="it-IT"><div class="[^"]*">.*Il testo della pagina./s)
      expect(english).toMatch(/<div class="[^"]*" lang="it-IT"><h2 [^>]*>Le grappe del mese<\/h2>/)
      expect(english).toMatch(/<figure class="[^"]*" lang="it-IT"><blockquote><p>Una grappa che sa di vinaccia./)
      // The latest news block has no title of its own: its heading is the site's, in English, and not marked.
      expect(english).toMatch(new RegExp(`<h2 id="[^"]*" class="[^"]*">${en.Editorial.latestNews}</h2>`))

      const italian = await page(`/${slug}/`)
      expect(italian).not.toContain(it_.Editorial.pageWrittenInItalian)
      expect(main(italian)).not.toMatch(/ lang="/)

      const translated = await api(`/pages/${id}/?locale=en`, {
        token,
        method: 'PATCH',
        body: JSON.stringify({
          title: `A translated page ${suffix}`,
          slug: `a-translated-page-${suffix}`,
          intro: 'A page that was translated.',
          body: body('The English text.'),
          layout: [{ blockType: 'hero', title: 'Grappas of the month', ctaLabel: 'Discover', ctaUrl: '/' }],
          _status: 'published',
        }),
      })
      expect(translated.status, translated.text).toBe(200)
      await expect
        .poll(async () => (await fetch(`${base}/en/a-translated-page-${suffix}/`)).status, { timeout: 15_000 })
        .toBe(200)
      const now = await page(`/en/a-translated-page-${suffix}/`)
      expect(now).toContain('Grappas of the month')
      expect(now).not.toContain(en.Editorial.pageWrittenInItalian)
      expect(main(now)).not.toMatch(/ lang="/)
    } finally {
      await api(`/pages/${id}/`, { token, method: 'DELETE' })
    }
  })

  it.each(['/', '/en/', '/en/philosophy/', '/filosofia/'])(
    'a page written in both languages is not marked (%s)',
    async (path) => {
      const html = await page(path)
      expect(html).not.toContain(en.Editorial.pageWrittenInItalian)
      expect(main(html)).not.toMatch(/ lang="it-IT"/)
    },
  )
})
