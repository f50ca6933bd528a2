import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { localizePath } from '../../src/i18n/route-table'
import { api, base, editor, type Json, login } from '../support/http'
import { paragraphText, text } from '../support/rich-text'

/**
 * Decision 058, left over: a link typed in a text was stored and shown with any scheme (`data:`, `vbscript:`,
 * `JavaScript:`). The server now refuses them, with a sentence in the admin's language, and the site shows only
 * the addresses of src/lib/link-href.ts.
 */
const run = Date.now().toString(36)
let editorToken = ''
const created: number[] = []

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
const body = (...links: object[]) => paragraphText(text('Vedi '), ...links)

/** A news article as the tests write it, published a year ago; `fields` change what the test is about. */
function postNews(slug: string, fields: Json, language: 'it' | 'en' = 'it') {
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
      _status: 'published',
      ...fields,
    }),
  })
}

const publishNews = (slug: string, content: Json, language: 'it' | 'en' = 'it') =>
  postNews(slug, { body: content }, language)

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
      'Un indirizzo http:// o https://, mailto: o tel:, oppure un percorso del sito che inizia con /, senza spazi né virgolette',
    )
    const english = await publishNews(slug, body(link(url, 'here')), 'en')
    expect(english.status, english.text).toBe(400)
    expect(english.text).toContain(
      'An http:// or https://, mailto: or tel: address, or a path of the site starting with /, without spaces or quotes',
    )
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

/**
 * The twelfth check from outside: an article's page linked a draft, a draft waiting for its time and a product the
 * site does not show (no spirit type: "in arrivo"), and listed that product among those it quotes, with links that
 * led to 404s and addresses the API keeps from strangers. The words stay, without the links; what is shown still links.
 */
describe('Links to what the site does not show', () => {
  const internal = (relationTo: 'articles' | 'products', value: number, label: string) => ({
    ...link('', label),
    id: `${run}${relationTo}${value}`,
    fields: { linkType: 'internal', doc: { relationTo, value }, newTab: false },
  })

  it('a draft, a scheduled draft and a hidden product are named without a link, and not quoted', async () => {
    const draft = async (slug: string, publishAt?: string) => {
      const res = await postNews(slug, {
        title: `Bozza ${slug}`,
        excerpt: 'Non ancora pubblicata.',
        _status: 'draft',
        publishedAt: publishAt ?? null,
      })
      expect(res.status, res.text).toBe(201)
      const id = (res.body.doc as Json).id as number
      created.push(id)
      return id
    }
    const secret = await draft(`bozza-segreta-${run}`)
    const scheduled = await draft(`bozza-programmata-${run}`, new Date(Date.now() + 86_400_000 * 300).toISOString())
    const products = async (where: string) =>
      (await api(`/products/?depth=0&limit=1&locale=it&${where}`, { token: editorToken })).body.docs as Json[]
    const [hidden] = await products('where[spiritType][exists]=false')
    const [shown] = await products('where[spiritType][exists]=true')
    expect(hidden, 'the demo has a product the site does not show').toBeDefined()

    const slug = `collegamenti-nascosti-${run}`
    const made = await postNews(slug, {
      body: body(
        internal('articles', secret, 'la bozza'),
        internal('articles', scheduled, 'la programmata'),
        internal('products', hidden!.id as number, 'il nascosto'),
        internal('products', shown!.id as number, 'il visibile'),
      ),
      relatedProducts: [hidden!.id, shown!.id],
    })
    expect(made.status, made.text).toBe(201)
    created.push((made.body.doc as Json).id as number)

    for (const locale of ['it', 'en'] as const) {
      const page = await fetch(`${base}${localizePath('/news-events/article/[event]', locale, { event: slug })}`)
      expect(page.status).toBe(200)
      const html = await page.text()
      for (const words of ['la bozza', 'la programmata', 'il nascosto', 'il visibile']) expect(html).toContain(words)
      expect(html).not.toContain(`bozza-segreta-${run}`)
      expect(html).not.toContain(`bozza-programmata-${run}`)
      // The hidden product is neither linked nor quoted; the shown one is both.
      const hiddenSlug = (await products(`where[id][equals]=${hidden!.id as number}`))[0]!.slug as string
      expect(html).not.toContain(hiddenSlug.replace(/-v\d+$/, ''))
      expect(html).not.toContain(hidden!.title as string)
      const shownPath = localizePath('/products/sheet/[product]', locale, {
        product: (
          (await api(`/products/${shown!.id as number}/?depth=0&locale=${locale}`, { token: editorToken })).body as Json
        ).slug as string,
      })
      expect(html.split(`href="${shownPath}"`).length - 1, 'the shown product: linked in the text and quoted').toBe(2)
    }
  })
})

/**
 * The twenty-fourth check from outside: the editor offered a "Relationship" to every collection, customers included,
 * which the page printed as "unknown node"; an "Upload" of a reserved download, a public link answering 403 with the
 * file's name; a "Heading 1", the page's second h1. The editor no longer offers them (richTextFeatures); Payload now
 * refuses a heading 1 and an upload of another collection, and the page shows nothing of a relationship a text has
 * (saved before, or sent over the API).
 */
describe('What a text may embed', () => {
  const block = (type: string, fields: object) => ({
    type,
    version: 1,
    direction: 'ltr',
    format: '',
    indent: 0,
    ...fields,
  })

  it('a heading 1 is refused: a text’s headings start at h2, under the page’s title', async () => {
    const content = paragraphText(text('Prima riga.'))
    ;(content.root as { children: object[] }).children.push(
      block('heading', { tag: 'h1', children: [text('Titolo interno')] }),
    )
    const refused = await publishNews(`titolo-interno-${run}`, content)
    expect(refused.status, refused.text).toBe(400)
    expect(refused.text).toContain('Testo')
    const stored = await api(`/articles/?where[slug][equals]=titolo-interno-${run}&depth=0`, { token: editorToken })
    expect(stored.body.totalDocs).toBe(0)
  })

  it('an upload of a reserved download is refused: a text shows public pictures and documents only', async () => {
    const download = ((await api('/downloads/?depth=0&limit=1', { token: editorToken })).body.docs as Json[])[0]!
    const content = paragraphText(text('Prima riga.'))
    ;(content.root as { children: object[] }).children.push({
      type: 'upload',
      version: 3,
      format: '',
      id: `${run}upload`,
      fields: null,
      relationTo: 'downloads',
      value: download.id,
    })
    const refused = await publishNews(`scaricabile-${run}`, content)
    expect(refused.status, refused.text).toBe(400)
    expect(refused.text).toContain('Testo')
  })

  it('a relationship shows nothing: no "unknown node", nothing of the document', async () => {
    const customer = ((await api('/customers/?depth=0&limit=1', { token: editorToken })).body.docs as Json[])[0]!
    const slug = `incorporati-${run}`
    const content = paragraphText(text('Prima riga.'))
    ;(content.root as { children: object[] }).children.push(
      block('heading', { tag: 'h2', children: [text('Titolo interno')] }),
      { type: 'relationship', version: 2, format: '', relationTo: 'customers', value: customer.id },
      block('paragraph', { textFormat: 0, children: [text('Fine.')] }),
    )
    const made = await publishNews(slug, content)
    expect(made.status, made.text).toBe(201)
    created.push((made.body.doc as Json).id as number)
    for (const locale of ['it', 'en'] as const) {
      const page = await fetch(`${base}${localizePath('/news-events/article/[event]', locale, { event: slug })}`, {
        headers: { Cookie: 'adult=1' },
      })
      expect(page.status).toBe(200)
      const html = await page.text()
      expect(html).toContain('Prima riga.')
      expect(html).toContain('Fine.')
      expect(html).toMatch(/<h2[^>]*>Titolo interno<\/h2>/)
      expect(html).not.toContain('unknown node')
      expect(html).not.toContain(customer.email as string)
    }
  })
})
