import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { localizePath } from '../../src/i18n/route-table'
import { api, base, editor, type Json, login } from '../support/http'

/**
 * Decision 058, left over: a link typed in a text was stored and shown with any scheme (`data:`, `vbscript:`,
 * `JavaScript:`). The server now refuses them, with a sentence in the admin's language, and the site shows only
 * the addresses of src/lib/link-href.ts.
 */
const run = Date.now().toString(36)
let editorToken = ''
const created: number[] = []

const text = (t: string) => ({ type: 'text', version: 1, text: t, detail: 0, format: 0, mode: 'normal', style: '' })
const link = (url: string, label: string) => ({
  type: 'link',
  version: 3,
  direction: 'ltr',
  format: '',
  indent: 0,
  id: `${run}${label.length}`,
  fields: { linkType: 'custom', url, newTab: false },
  children: [text(label)],
})
const body = (...links: ReturnType<typeof link>[]) => ({
  root: {
    type: 'root',
    version: 1,
    direction: 'ltr',
    format: '',
    indent: 0,
    children: [
      {
        type: 'paragraph',
        version: 1,
        direction: 'ltr',
        format: '',
        indent: 0,
        textFormat: 0,
        children: [text('Vedi '), ...links],
      },
    ],
  },
})

function publishNews(slug: string, content: Json, language: 'it' | 'en' = 'it') {
  return api('/articles/?locale=it', {
    method: 'POST',
    token: editorToken,
    headers: { 'Accept-Language': language },
    body: JSON.stringify({
      section: 'news',
      tags: ['news'],
      publishedAt: new Date(Date.now() - 86_400_000 * 400).toISOString(),
      title: `Collegamenti ${slug}`,
      slug,
      excerpt: 'Una prova di collegamenti.',
      body: content,
      _status: 'published',
    }),
  })
}

beforeAll(async () => {
  editorToken = await login('users', editor)
})

afterAll(async () => {
  for (const id of created) {
    const { status } = await api(`/articles/${id}/`, { method: 'DELETE', token: editorToken })
    expect(status, `removing article ${id}`).toBe(200)
  }
})

describe('Links typed in a text (decision 058)', () => {
  it.each([
    'javascript:alert(document.domain)',
    'JavaScript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'vbscript:msgbox(1)',
    '//evil.example/',
  ])('refuses %s with a sentence in the admin’s language, and stores nothing', async (url) => {
    const slug = `collegamento-ostile-${run}-${created.length}-${url.length}`
    const italian = await publishNews(slug, body(link(url, 'qui')), 'it')
    expect(italian.status, italian.text).toBe(400)
    expect(italian.text).toContain(
      'Un indirizzo https://, mailto: o tel:, oppure un percorso del sito che inizia con /',
    )
    const english = await publishNews(slug, body(link(url, 'here')), 'en')
    expect(english.status, english.text).toBe(400)
    expect(english.text).toContain('An https://, mailto: or tel: address, or a path of the site starting with /')
    const stored = await api(`/articles/?where[slug][equals]=${slug}&depth=0`, { token: editorToken })
    expect(stored.body.totalDocs).toBe(0)
  })

  it('keeps https, mailto, tel and the site’s own paths, and the page links them', async () => {
    const slug = `collegamenti-buoni-${run}`
    const made = await publishNews(
      slug,
      body(
        link('https://www.example.com/annata', 'annata'),
        link('mailto:ordini@vinea.demo', 'scrivici'),
        link('tel:+390450000000', 'chiamaci'),
        link('/vini/', 'i vini'),
      ),
    )
    expect(made.status, made.text).toBe(201)
    created.push((made.body.doc as Json).id as number)
    const page = await fetch(`${base}${localizePath('/news-events/article/[event]', 'it', { event: slug })}`)
    expect(page.status).toBe(200)
    const html = await page.text()
    for (const href of ['https://www.example.com/annata', 'mailto:ordini@vinea.demo', 'tel:+390450000000', '/vini/']) {
      expect(html).toContain(`href="${href}"`)
    }
  })
})
