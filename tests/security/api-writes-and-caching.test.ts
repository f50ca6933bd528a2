import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { type Account, createAccount, editorSession, from, newAddress, removeAccounts } from '../support/accounts'
import { pdfBytes } from '../support/forms'
import { api, base } from '../support/http'

/**
 * Decision 058's second check, from outside: another site's page could sign a visitor's browser in to an account of
 * its choosing (a form posting `_payload` to `/api/…/login/`), a trade customer could store anything under any key
 * of the admin's preferences, and the API's answers to a signed-in caller carried no `Cache-Control`.
 */
let customer: Account
let customerToken = ''

/** The address of a picture the listing shows (a product's, a real WebP). */
async function firstPictureUrl(): Promise<string> {
  const listing = decodeURIComponent(await (await fetch(`${base}/prodotti/`)).text())
  return /\/api\/media\/file\/[^"?&\s]+\.webp/.exec(listing)![0]
}

/** The demo's first product (V0001) in Italian, as an editor reads it: what the checks of an editor's input edit. */
const firstProduct = async (token: string) =>
  (
    (await api('/products/?limit=1&depth=0&locale=it&where[code][equals]=V0001', { token })).body.docs as Record<
      string,
      unknown
    >[]
  )[0]!

/** A write as the editor of `token`, answered in `language`: what the checks of an editor's input send. */
const editorWrite =
  (token: string, language: 'it' | 'en') =>
  (path: string, body: unknown, method: 'PATCH' | 'POST' = 'PATCH') =>
    api(path, { method, token, headers: { 'Accept-Language': language }, body: JSON.stringify(body) })

/** A sign-in sent as another site's hidden form sends it: multipart, the fields in `_payload`. */
const formSignIn = (account: Account, headers: Record<string, string>) => {
  const body = new FormData()
  body.set('_payload', JSON.stringify({ email: account.email, password: account.password }))
  return fetch(`${base}/api/customers/login/`, {
    method: 'POST',
    body,
    headers: from(newAddress(), headers),
    redirect: 'manual',
  })
}

beforeAll(async () => {
  customer = await createAccount('customers')
  const res = await api('/customers/login/', {
    method: 'POST',
    headers: from(newAddress()),
    body: JSON.stringify({ email: customer.email, password: customer.password }),
  })
  expect(res.status, res.text).toBe(200)
  customerToken = res.body.token as string
})
afterAll(removeAccounts)

describe('writes to the API from another site', () => {
  it('a sign-in posted by another site’s form is refused, with no session cookie; from the site it works', async () => {
    const senders: Record<string, string>[] = [
      { Origin: 'https://evil.example' },
      { Origin: 'null' },
      { 'Sec-Fetch-Site': 'cross-site' },
      { Origin: 'https://evil.example', 'Accept-Language': 'en-GB,en;q=0.8' },
    ]
    for (const headers of senders) {
      const res = await formSignIn(customer, headers)
      expect(res.status, JSON.stringify(headers)).toBe(403)
      expect(res.headers.getSetCookie()).toEqual([])
      const { errors } = (await res.json()) as { errors: { message: string }[] }
      expect(errors[0]!.message).toBe(
        headers['Accept-Language']
          ? 'This request came from another site and was not accepted.'
          : 'Questa richiesta è arrivata da un altro sito e non è stata accettata.',
      )
    }
    const own = await formSignIn(customer, { Origin: new URL(base).origin, 'Sec-Fetch-Site': 'same-origin' })
    expect(own.status).toBe(200)
    expect(own.headers.getSetCookie().some((c) => c.startsWith('payload-token='))).toBe(true)
  })

  it('another site cannot ask for reset mails either; a script without Origin still can', async () => {
    const send = (headers: Record<string, string>) =>
      api('/customers/forgot-password/', {
        method: 'POST',
        headers: from(newAddress(), headers),
        body: JSON.stringify({ email: customer.email }),
      })
    expect((await send({ Origin: 'https://evil.example' })).status).toBe(403)
    expect((await send({})).status).toBe(200)
  })
})

describe('the admin’s preferences', () => {
  const key = `sec-pref-${Date.now().toString(36)}`

  it('are the editors’ only: a trade customer stores, reads and deletes none', async () => {
    const write = await api(`/payload-preferences/${key}/`, {
      method: 'POST',
      token: customerToken,
      body: JSON.stringify({ value: 'x'.repeat(10_000) }),
    })
    expect(write.status, write.text).toBe(403)
    expect((await api(`/payload-preferences/${key}/`, { token: customerToken })).status).toBe(403)
    expect((await api(`/payload-preferences/${key}/`, { method: 'DELETE', token: customerToken })).status).toBe(403)
    expect((await api(`/payload-preferences/${key}/`, { method: 'POST', body: '{"value":1}' })).status).toBe(403)
  })

  it('an editor keeps theirs; deleting a key that is not there is a 404, not a 500', async () => {
    const token = await editorSession()
    const write = await api(`/payload-preferences/${key}/`, {
      method: 'POST',
      token,
      body: JSON.stringify({ value: { columns: ['title'] } }),
    })
    expect(write.status, write.text).toBe(200)
    const read = await api(`/payload-preferences/${key}/`, { token })
    expect(read.body.value).toEqual({ columns: ['title'] })
    expect((await api(`/payload-preferences/${key}/`, { method: 'DELETE', token })).status).toBe(200)
    const again = await api(`/payload-preferences/${key}/`, { method: 'DELETE', token })
    expect(again.status, again.text).toBe(404)
  })
})

describe('caching of the API’s answers', () => {
  it('an answer to a signed-in caller is private and never stored; a public read is left as it was', async () => {
    const me = await api('/customers/me/', { token: customerToken })
    expect(me.status).toBe(200)
    expect(me.headers.get('cache-control')).toBe('private, no-store')
    const cookie = await api('/customers/me/', { headers: { Cookie: `payload-token=${customerToken}` } })
    expect(cookie.headers.get('cache-control')).toBe('private, no-store')
    const editor = await api('/contact-requests/?limit=1', { token: await editorSession() })
    expect(editor.status).toBe(200)
    expect(editor.headers.get('cache-control')).toBe('private, no-store')
    const anonymous = await api('/producers/?limit=1')
    expect(anonymous.status).toBe(200)
    expect(anonymous.headers.get('cache-control') ?? '').not.toContain('private')
  })
})

describe('the site settings through the API', () => {
  it('the B2B store’s address, hidden from editors and linked from the reserved area only, is not the public’s', async () => {
    const anonymous = await api('/globals/site-settings/')
    expect(anonymous.status).toBe(200)
    expect(anonymous.body.companyName).toBeTruthy()
    expect(anonymous.body).not.toHaveProperty('b2bStoreUrl')
    expect((await api('/globals/site-settings/', { token: customerToken })).body).not.toHaveProperty('b2bStoreUrl')
    const editor = await api('/globals/site-settings/', { token: await editorSession() })
    expect(editor.body).toHaveProperty('b2bStoreUrl')
  })
})

describe('what an editor types, checked by the server (decision 058’s second check)', () => {
  // The twenty-fifth check from outside: some 5,000 nested objects ran Payload out of stack, a 500.
  it('a body nested thousands deep is a 400 with a sentence, on a document and a global; nothing changes', async () => {
    const token = await editorSession()
    const deep = '{"a":'.repeat(8000) + '1' + '}'.repeat(8000)
    const before = await firstProduct(token)
    for (const [path, method, session] of [
      [`/products/${String(before.id)}/?locale=it`, 'PATCH', token],
      ['/globals/site-settings/', 'POST', token],
    ] as const) {
      const res = await api(path, {
        method,
        token: session,
        headers: { 'Accept-Language': 'en' },
        body: `{"title":"Deep","meta":${deep}}`,
      })
      expect(res.status, `${path} ${res.text.slice(0, 200)}`).toBe(400)
      expect(res.text).toContain('The data sent is nested too deep: at most 256 levels.')
    }
    expect((await firstProduct(token)).title).toBe(before.title)
  })

  it('an address in the globals or a question’s call to action is one the site can link, else a sentence', async () => {
    const token = await editorSession()
    const before = await api('/globals/site-settings/', { token })
    for (const [path, body] of [
      ['/globals/site-settings/', { social: { facebook: 'javascript:alert(1)' } }],
      ['/globals/site-banner/?locale=it', { linkBanner: 'htp//broken' }],
      ['/globals/site-overlay/?locale=it', { linkUrl: 'JavaScript:alert(1)' }],
    ] as const) {
      const res = await api(path, {
        method: 'POST',
        token,
        headers: { 'Accept-Language': 'it' },
        body: JSON.stringify(body),
      })
      expect(res.status, `${path} ${res.text}`).toBe(400)
      expect(res.text).toContain(
        'Un indirizzo http:// o https://, mailto: o tel:, oppure un percorso del sito che inizia con /, senza spazi né virgolette',
      )
    }
    const after = await api('/globals/site-settings/', { token })
    expect((after.body.social as Record<string, string>).facebook).toBe(
      (before.body.social as Record<string, string>).facebook,
    )
  })

  // The eleventh check from outside: the footer's facts saved whatever was typed, and a name of 5,000 letters made
  // every page 41,000 px wide. Each refusal in the admin's language; nothing stored.
  it.each([
    ['it', 'Il campo è obbligatorio.', 'Una partita IVA italiana', 'Un numero di telefono', 'Al massimo 80 caratteri.'],
    ['en', 'This field is required.', 'An Italian VAT number', 'A phone number', 'At most 80 characters.'],
  ] as const)(
    '%s: the company facts every footer shows: address, VAT number, phones, company name, a shown overlay’s title',
    async (language, required, vat, phone, tooLong) => {
      const token = await editorSession()
      const contact = (await api('/globals/contact/?locale=it&depth=0', { token })).body
      const settings = (await api('/globals/site-settings/?depth=0', { token })).body
      const offices = contact.offices as Record<string, unknown>[]
      const refused = async (path: string, body: unknown, message: string) => {
        const res = await api(path, {
          method: 'POST',
          token,
          headers: { 'Accept-Language': language },
          body: JSON.stringify(body),
        })
        expect(res.status, `${path} ${JSON.stringify(body).slice(0, 80)}`).toBe(400)
        expect(res.text).toContain(message)
      }
      await refused('/globals/contact/?locale=it', { address: '   ' }, required)
      await refused('/globals/contact/?locale=it', { piva: 'abc' }, vat)
      await refused('/globals/contact/?locale=it', { piva: '' }, required)
      await refused(
        '/globals/contact/?locale=it',
        { offices: [{ ...offices[0], phone: 'call me maybe' }, ...offices.slice(1)] },
        phone,
      )
      await refused('/globals/site-settings/', { companyName: 'X'.repeat(5000) }, tooLong)
      await refused('/globals/site-overlay/?locale=it', { show: true, title: '' }, required.slice(0, 10))
      const after = (await api('/globals/contact/?locale=it&depth=0', { token })).body
      expect([after.address, after.piva, (after.offices as { phone: string }[])[0]!.phone]).toEqual([
        contact.address,
        contact.piva,
        offices[0]!.phone,
      ])
      expect((await api('/globals/site-settings/?depth=0', { token })).body.companyName).toBe(settings.companyName)
      // The facts as the seed writes them, and a VAT number without its prefix, are accepted.
      const saved = await api('/globals/contact/?locale=it', {
        method: 'POST',
        token,
        body: JSON.stringify({ piva: '01234560231' }),
      })
      expect(saved.status, saved.text).toBe(200)
      await api('/globals/contact/?locale=it', { method: 'POST', token, body: JSON.stringify({ piva: contact.piva }) })
    },
  )

  // The eleventh check from outside: a product titled with five spaces was published with no name.
  it('a required text of spaces only is missing, as an empty one is: nothing stored', async () => {
    const token = await editorSession()
    const model = await firstProduct(token)
    const fields = Object.fromEntries(
      Object.entries(model).filter(([key]) => !['id', 'slug', 'createdAt', 'updatedAt'].includes(key)),
    )
    const code = `B${Date.now().toString(36)}`.toUpperCase()
    for (const language of ['it', 'en'] as const) {
      const res = await api('/products/?locale=it&depth=0', {
        method: 'POST',
        token,
        headers: { 'Accept-Language': language },
        body: JSON.stringify({ ...fields, code, title: '     ', _status: 'published' }),
      })
      expect(res.status, res.text).toBe(400)
      expect(res.text).toContain(language === 'it' ? 'obbligatorio' : 'This field is required')
    }
    const renamed = await api(`/products/${model.id as number}/?locale=it&depth=0`, {
      method: 'PATCH',
      token,
      body: JSON.stringify({ title: ' \t ' }),
    })
    expect(renamed.status).toBe(400)
    expect((await api(`/products/?depth=0&where[code][equals]=${code}`, { token })).body.totalDocs).toBe(0)
    expect((await api(`/products/${model.id as number}/?locale=it&depth=0`, { token })).body.title).toBe(model.title)
  })

  // The fourteenth check from outside: a product titled with 5,000 letters was saved, and its sheet served a
  // 5,042-character <title> and a heading several screens long.
  it.each([
    ['it', 'Questo valore deve essere inferiore alla lunghezza massima di 300 caratteri'],
    ['en', 'This value must be shorter than the max length of 300 characters'],
  ] as const)(
    '%s: an editor’s one-line text is at most 300 characters, a typed link 2,000; nothing longer is stored',
    async (language, tooLong) => {
      const token = await editorSession()
      const model = await firstProduct(token)
      const patch = editorWrite(token, language)
      const long = await patch(`/products/${model.id as number}/?locale=it&depth=0`, { title: 'X'.repeat(5000) })
      expect(long.status, long.text).toBe(400)
      expect(long.text).toContain(tooLong)
      expect((await api(`/products/${model.id as number}/?locale=it&depth=0`, { token })).body.title).toBe(model.title)
      // A producer's name, an author's: the same bound, on every editor's collection.
      const producer = (
        (await api('/producers/?limit=1&depth=0', { token })).body.docs as { id: number; name: string }[]
      )[0]!
      expect((await patch(`/producers/${producer.id}/?locale=it&depth=0`, { name: 'Y'.repeat(301) })).status).toBe(400)
      expect((await api(`/producers/${producer.id}/?locale=it&depth=0`, { token })).body.name).toBe(producer.name)
      // 300 characters are kept; so is a link of 1,500, which is no title.
      expect((await patch(`/producers/${producer.id}/?locale=it&depth=0`, { name: 'Y'.repeat(300) })).status).toBe(200)
      await patch(`/producers/${producer.id}/?locale=it&depth=0`, { name: producer.name })
      const settings = (await api('/globals/site-settings/?depth=0', { token })).body as {
        social?: Record<string, string>
      }
      const link = `https://www.instagram.com/${'v'.repeat(1500)}/`
      const linked = await api('/globals/site-settings/?depth=0', {
        method: 'POST',
        token,
        body: JSON.stringify({ social: { ...settings.social, instagram: link } }),
      })
      expect(linked.status, linked.text).toBe(200)
      await api('/globals/site-settings/?depth=0', {
        method: 'POST',
        token,
        body: JSON.stringify({ social: settings.social }),
      })
    },
  )

  // The twenty-sixth check from outside: a title sent as an object was stored as its JSON, and the sheet showed it.
  it.each([
    ['it', 'Questo campo ha un input non valido.'],
    ['en', 'This field has an invalid input.'],
  ] as const)('%s: a text sent as an object or a list is refused, and nothing is stored', async (language, invalid) => {
    const token = await editorSession()
    const model = await firstProduct(token)
    const patch = editorWrite(token, language)
    for (const body of [
      { title: { it: 'Oggetto' } },
      { title: ['Lista'] },
      { description: { text: 'Oggetto' } },
      { sheet: { notes: { a: 1 } } },
    ]) {
      const res = await patch(`/products/${model.id as number}/?locale=it&depth=0`, body)
      expect(res.status, `${JSON.stringify(body)}: ${res.text}`).toBe(400)
      expect(res.text).toContain(invalid)
    }
    const after = (await api(`/products/${model.id as number}/?locale=it&depth=0`, { token })).body
    expect(after.title).toBe(model.title)
    expect(after.description).toEqual(model.description)
    // A global's text too; a number is taken as its digits, as the database keeps it.
    const settings = await patch('/globals/site-settings/?depth=0', { companyName: { name: 'X' } }, 'POST')
    expect(settings.status, settings.text).toBe(400)
    expect(settings.text).toContain(invalid)
  })

  // The twenty-eighth check from outside: a group sent as null, a date as "garbage", a rich text as a string or a tree
  // whose children are no list were answered 500, or stored (and the admin could no longer open the text).
  it.each([
    ['it', 'Questo campo ha un input non valido.'],
    ['en', 'This field has an invalid input.'],
  ] as const)(
    '%s: a value of the wrong kind for a group, a date or a rich text is a 400; nothing changes',
    async (language, invalid) => {
      const token = await editorSession()
      const model = await firstProduct(token)
      const write = editorWrite(token, language)
      for (const body of [{ seo: null }, { sheet: null }, { sheet: 'x' }, { createdAt: 'garbage' }]) {
        const res = await write(`/products/${model.id as number}/?locale=it&depth=0`, body)
        expect(res.status, `${JSON.stringify(body)}: ${res.text}`).toBe(400)
        expect(res.text).toContain(invalid)
      }
      const after = (await api(`/products/${model.id as number}/?locale=it&depth=0`, { token })).body
      expect(after.sheet).toEqual(model.sheet)
      expect(after.createdAt).toBe(model.createdAt)
      const article = (
        (await api('/articles/?limit=1&depth=0&locale=it&where[_status][equals]=published', { token })).body.docs as {
          id: number
          body: unknown
        }[]
      )[0]!
      for (const body of [{ body: 'testo' }, { body: { root: null } }, { body: { root: { children: 'x' } } }]) {
        const res = await write(`/articles/${article.id}/?locale=it&depth=0`, { ...body, _status: 'published' })
        expect(res.status, `${JSON.stringify(body)}: ${res.text}`).toBe(400)
        expect(res.text).toContain(invalid)
      }
      expect((await api(`/articles/${article.id}/?locale=it&depth=0`, { token })).body.body).toEqual(article.body)
      const settings = await write('/globals/site-settings/?depth=0', { social: null }, 'POST')
      expect(settings.status, settings.text).toBe(400)
      expect(settings.text).toContain(invalid)
    },
  )

  // The thirty-second check from outside: a body of plain text or XML (Payload reads JSON and forms only), or JSON that
  // is `null`, a number or a text, reached Payload's field hooks as no object: a 500 on a document, a global, a user.
  it.each([
    ['it', 'Il corpo della richiesta dev’essere un oggetto JSON con i campi del documento'],
    ['en', 'The request’s body must be a JSON object of the document’s fields'],
  ] as const)(
    '%s: a body that is no object of fields is a 400 with a sentence; nothing changes',
    async (language, said) => {
      const token = await editorSession()
      const model = await firstProduct(token)
      const one = `/products/${model.id as number}/?locale=it&depth=0`
      const bodies: [string, string][] = [
        ['text/plain', JSON.stringify({ title: 'Plain' })],
        ['application/xml', '<title>XML</title>'],
        ['application/json', 'null'],
        ['application/json', '123'],
        ['application/json', '"testo"'],
      ]
      for (const [path, method] of [
        ['/testimonials/', 'POST'],
        [one, 'PATCH'],
        ['/products/?where[id][equals]=' + String(model.id), 'PATCH'],
        ['/globals/site-settings/', 'POST'],
        ['/users/1/', 'PATCH'],
      ] as const) {
        for (const [type, body] of bodies) {
          const res = await api(path, {
            method,
            token,
            headers: { 'Accept-Language': language, 'Content-Type': type },
            body,
          })
          expect(res.status, `${method} ${path} ${type} ${body}: ${res.text.slice(0, 200)}`).toBe(400)
          expect(res.text.includes(said), res.text.slice(0, 200)).toBe(true)
        }
      }
      expect((await api(one, { token })).body.title).toBe(model.title)
    },
  )

  // The twenty-ninth check from outside: a choice sent as a list or an object was a 500; a list of choices sent as an
  // object was stored empty; a year as "abc" or true was stored as no value; a status other than draft and published
  // took an article off the site with a 200; a draft, which Payload does not check, kept a title sent as an object as
  // its JSON, and one of 3,000,000 characters.
  it.each([
    [
      'it',
      'Questo campo ha un input non valido.',
      'Questo valore deve essere inferiore alla lunghezza massima di 2000 caratteri.',
    ],
    ['en', 'This field has an invalid input.', 'This value must be shorter than the max length of 2000 characters.'],
  ] as const)(
    '%s: a choice, a list, a number or a status of the wrong kind, or a draft’s text, is a 400; nothing changes',
    async (language, invalid, tooLong) => {
      const token = await editorSession()
      const write = editorWrite(token, language)
      const article = (
        (await api('/articles/?limit=1&depth=0&locale=it&where[_status][equals]=published&sort=id', { token })).body
          .docs as Record<string, unknown>[]
      )[0]!
      const agent = (
        (await api('/agents/?limit=1&depth=0&sort=id', { token })).body.docs as Record<string, unknown>[]
      )[0]!
      const producer = (
        (await api('/producers/?limit=1&depth=0&locale=it&sort=id', { token })).body.docs as Record<string, unknown>[]
      )[0]!
      const refusals: [string, unknown, string][] = [
        [
          `/articles/${article.id as number}/?locale=it&depth=0&draft=true`,
          { _status: 'draft', section: ['blog'] },
          invalid,
        ],
        [`/articles/${article.id as number}/?locale=it&depth=0`, { section: { a: 1 }, _status: 'published' }, invalid],
        [`/articles/${article.id as number}/?locale=it&depth=0`, { _status: 'bogus' }, invalid],
        [`/articles/${article.id as number}/?locale=it&depth=0`, { _status: 1 }, invalid],
        [
          `/articles/${article.id as number}/?locale=it&depth=0`,
          { tags: { a: 'events' }, _status: 'published' },
          invalid,
        ],
        [
          `/articles/${article.id as number}/?locale=it&depth=0&draft=true`,
          { _status: 'draft', title: { x: 'obj' } },
          invalid,
        ],
        [
          `/articles/${article.id as number}/?locale=it&depth=0&draft=true`,
          { _status: 'draft', title: 'x'.repeat(3000) },
          tooLong,
        ],
        [`/agents/${agent.id as number}/?depth=0`, { provinces: { a: 1 } }, invalid],
        [`/agents/${agent.id as number}/?depth=0`, { provinces: ['XX'] }, invalid],
        [`/producers/${producer.id as number}/?locale=it&depth=0`, { founded: 'abc' }, invalid],
        [`/producers/${producer.id as number}/?locale=it&depth=0`, { founded: true }, invalid],
        [`/producers/${producer.id as number}/?locale=it&depth=0`, { region: [1, 2] }, invalid],
      ]
      for (const [path, body, message] of refusals) {
        const res = await write(path, body)
        expect(res.status, `${path} ${JSON.stringify(body).slice(0, 80)}: ${res.text.slice(0, 300)}`).toBe(400)
        expect(res.text).toContain(message)
      }
      const read = async (path: string) => (await api(path, { token })).body
      const articleAfter = await read(`/articles/${article.id as number}/?locale=it&depth=0&draft=true`)
      expect([articleAfter._status, articleAfter.title, articleAfter.section, articleAfter.tags]).toEqual([
        'published',
        article.title,
        article.section,
        article.tags,
      ])
      expect((await read(`/agents/${agent.id as number}/?depth=0`)).provinces).toEqual(agent.provinces)
      const producerAfter = await read(`/producers/${producer.id as number}/?locale=it&depth=0`)
      expect([producerAfter.founded, producerAfter.region]).toEqual([producer.founded, producer.region])
    },
  )

  // The twenty-eighth check from outside: a save that said neither "draft" nor a status, over a published article with
  // a newer draft, was built on the draft and unpublished the article (both languages' pages 404) with a 200.
  it.each([
    ['it', 'Questo documento ha modifiche non pubblicate'],
    ['en', 'This document has unpublished changes'],
  ] as const)('%s: such a save is refused, and the article stays published', async (language, pending) => {
    const token = await editorSession()
    const write = editorWrite(token, language)
    const slug = `bozza-in-sospeso-${language}-${Date.now().toString(36)}`
    const created = await write(
      '/articles/?locale=it&depth=0',
      {
        title: 'Articolo pubblicato',
        slug,
        section: 'news',
        excerpt: 'Prova',
        publishedAt: new Date().toISOString(),
        _status: 'published',
      },
      'POST',
    )
    expect(created.status, created.text).toBe(201)
    const id = (created.body.doc as { id: number }).id
    try {
      expect((await write(`/articles/${id}/?draft=true&locale=it&depth=0`, { title: 'Bozza in sospeso' })).status).toBe(
        200,
      )
      const plain = await write(`/articles/${id}/?locale=it&depth=0`, { excerpt: 'Nuovo estratto' })
      expect(plain.status, plain.text).toBe(400)
      expect(plain.text).toContain(pending)
      // Still on the site, as it was published.
      const shown = await api(`/articles/${id}/?locale=it&depth=0`)
      expect(shown.status).toBe(200)
      expect(shown.body.title).toBe('Articolo pubblicato')
      // What the admin sends still works: publishing the changes.
      const published = await write(`/articles/${id}/?locale=it&depth=0`, {
        excerpt: 'Nuovo estratto',
        _status: 'published',
      })
      expect(published.status, published.text).toBe(200)
      expect((await api(`/articles/${id}/?locale=it&depth=0`)).body.title).toBe('Bozza in sospeso')
    } finally {
      await api(`/articles/${id}/`, { method: 'DELETE', token })
    }
  })

  // The twenty-seventh check from outside: a planting year of 1850.5 was saved, and the sheet printed it.
  it.each([
    ['it', 'Un numero intero (es. 1998).'],
    ['en', 'A whole number (e.g. 1998).'],
  ] as const)(
    '%s: a planting year that is no whole number is refused; a whole one is kept',
    async (language, whole) => {
      const token = await editorSession()
      const model = await firstProduct(token)
      const patch = editorWrite(token, language)
      const before = (await api(`/products/${model.id as number}/?locale=it&depth=0`, { token })).body.sheet as {
        plantingYear?: number | null
      }
      const res = await patch(`/products/${model.id as number}/?locale=it&depth=0`, { sheet: { plantingYear: 1850.5 } })
      expect(res.status, res.text).toBe(400)
      expect(res.text).toContain(whole)
      const after = (await api(`/products/${model.id as number}/?locale=it&depth=0`, { token })).body.sheet as {
        plantingYear?: number | null
      }
      expect(after.plantingYear ?? null).toBe(before.plantingYear ?? null)
      // Out of its bounds, Payload's own message; a whole year within them is kept, then the year put back.
      expect(
        (await patch(`/products/${model.id as number}/?locale=it&depth=0`, { sheet: { plantingYear: 1700 } })).status,
      ).toBe(400)
      const kept = await patch(`/products/${model.id as number}/?locale=it&depth=0`, { sheet: { plantingYear: 1998 } })
      expect(kept.status, kept.text).toBe(200)
      await patch(`/products/${model.id as number}/?locale=it&depth=0`, {
        sheet: { plantingYear: before.plantingYear ?? null },
      })
    },
  )

  // The thirtieth check from outside: " V0001" and "v0001" were taken beside V0001, two products reading V0001.
  it.each([
    ['it', 'Il codice «V0001» è già di un altro documento (maiuscole e minuscole non contano)'],
    ['en', 'The code “V0001” already belongs to another document (capitals do not count)'],
  ] as const)(
    '%s: a code taken but for capitals or spaces is refused; a code is kept without its spaces',
    async (language, taken) => {
      const token = await editorSession()
      const write = editorWrite(token, language)
      const model = await firstProduct(token)
      const count = async () =>
        ((await api('/products/?limit=1&depth=0', { token })).body as { totalDocs: number }).totalDocs
      const before = await count()
      for (const code of [' V0001', 'v0001', 'V0001 ']) {
        const res = await write(
          '/products/?locale=it&depth=0',
          { code, title: 'Copia', producer: model.producer, type: model.type, spiritType: model.spiritType },
          'POST',
        )
        expect(res.status, res.text).toBe(400)
        expect(res.text).toContain(taken)
      }
      expect(await count()).toBe(before)
      // A producer's code alike; a document saved with its own code is not refused.
      const producer = (
        (await api('/producers/?limit=1&depth=0&sort=id', { token })).body.docs as {
          id: number
          code: string
        }[]
      )[0]!
      const lower = await write(
        '/producers/?locale=it&depth=0',
        { code: producer.code.toLowerCase(), name: 'Altra' },
        'POST',
      )
      expect(lower.status, lower.text).toBe(400)
      expect((await write(`/producers/${producer.id}/?locale=it&depth=0`, { code: producer.code })).status).toBe(200)
      // A new code keeps no spaces around it.
      const suffix = Date.now().toString(36).toUpperCase()
      const created = await write(
        '/products/?locale=it&depth=0',
        {
          code: `  QA30${suffix} `,
          title: 'Spazi',
          producer: model.producer,
          type: model.type,
          spiritType: model.spiritType,
        },
        'POST',
      )
      expect(created.status, created.text).toBe(201)
      const doc = created.body.doc as { id: number; code: string }
      expect(doc.code).toBe(`QA30${suffix}`)
      await api(`/products/${doc.id}/`, { method: 'DELETE', token })
    },
  )

  // The thirty-first check from outside: a filter value coded "Verde Scuro & Co!" was saved, and ticking it filtered
  // nothing; "AMBRATO" beside `ambrato` took over the older value's address.
  it.each([
    [
      'it',
      'Il codice usa solo lettere minuscole senza accenti, cifre e trattini (es. rosso-rubino).',
      'Un altro valore di questo filtro ha già il codice «ambrato»',
    ],
    [
      'en',
      'The code takes lowercase letters without accents, digits and hyphens only (e.g. ruby-red).',
      'Another value of this filter already has the code “ambrato”',
    ],
  ] as const)(
    "%s: a filter value's code is one its addresses can carry, one per value of the filter, saved in lowercase",
    async (language, shape, taken) => {
      const token = await editorSession()
      const write = editorWrite(token, language)
      const count = async () =>
        (
          (await api('/taxonomy-terms/?limit=1&depth=0&where[group][equals]=color', { token })).body as {
            totalDocs: number
          }
        ).totalDocs
      const before = await count()
      for (const code of ['Verde Scuro & Co!', 'verde_scuro', 'verde--scuro', 'rosé', '-verde']) {
        const res = await write('/taxonomy-terms/?locale=it&depth=0', { group: 'color', code, label: 'Verde' }, 'POST')
        expect(res.status, code).toBe(400)
        expect(res.text, code).toContain(shape)
      }
      for (const code of ['AMBRATO', ' ambrato ']) {
        const res = await write('/taxonomy-terms/?locale=it&depth=0', { group: 'color', code, label: 'Doppio' }, 'POST')
        expect(res.status, code).toBe(400)
        expect(res.text, code).toContain(taken)
      }
      expect(await count()).toBe(before)
      // In capitals, with spaces around it: kept in lowercase, without them.
      const suffix = Date.now().toString(36)
      const made = await write(
        '/taxonomy-terms/?locale=it&depth=0',
        { group: 'color', code: ` Verde-${suffix.toUpperCase()} `, label: `Verde ${suffix}` },
        'POST',
      )
      expect(made.status, made.text).toBe(201)
      const doc = made.body.doc as { id: number; code: string }
      expect(doc.code).toBe(`verde-${suffix}`)
      expect((await write(`/taxonomy-terms/${doc.id}/?locale=it&depth=0`, { code: `verde-${suffix}` })).status).toBe(
        200,
      )
      await api(`/taxonomy-terms/${doc.id}/`, { method: 'DELETE', token })
    },
  )

  // The thirtieth check from outside: the overlay took "shows on page 2.5" and then never showed.
  it.each([
    ['it', 'Un numero intero (es. 3).', 'Un numero intero (es. 1952).'],
    ['en', 'A whole number (e.g. 3).', 'A whole number (e.g. 1952).'],
  ] as const)(
    "%s: the overlay's page and a producer's founding year take whole numbers only; nothing changes",
    async (language, page, year) => {
      const token = await editorSession()
      const write = editorWrite(token, language)
      const overlay = (await api('/globals/site-overlay/?locale=it&depth=0', { token })).body as Record<string, unknown>
      const refused = await write('/globals/site-overlay/?locale=it&depth=0', { pagesBeforeShow: 2.5 }, 'POST')
      expect(refused.status, refused.text).toBe(400)
      expect(refused.text).toContain(page)
      const now = (await api('/globals/site-overlay/?locale=it&depth=0', { token })).body as Record<string, unknown>
      expect(now.pagesBeforeShow).toBe(overlay.pagesBeforeShow)
      expect(now.updatedAt).toBe(overlay.updatedAt)

      const producer = (
        (await api('/producers/?limit=1&depth=0&sort=id', { token })).body.docs as {
          id: number
          founded?: number | null
        }[]
      )[0]!
      const founded = await write(`/producers/${producer.id}/?locale=it&depth=0`, { founded: 1952.5 })
      expect(founded.status, founded.text).toBe(400)
      expect(founded.text).toContain(year)
      const after = (await api(`/producers/${producer.id}/?depth=0`, { token })).body as { founded?: number | null }
      expect(after.founded ?? null).toBe(producer.founded ?? null)
    },
  )

  // The thirty-first check from outside: a question's order of 99999999999999999999 was saved as 1e20, with a success.
  it.each([
    ['it', 'Un numero intero (es. 10).'],
    ['en', 'A whole number (e.g. 10).'],
  ] as const)('%s: a position in a list is a whole number within ±99,999; nothing changes', async (language, whole) => {
    const token = await editorSession()
    const write = editorWrite(token, language)
    const question = (
      (await api('/contact-questions/?limit=1&depth=0&sort=id', { token })).body.docs as { id: number; order: number }[]
    )[0]!
    const at = `/contact-questions/${question.id}/?locale=it&depth=0`
    for (const order of [99999999999999999999, -100000, 100000]) {
      const refused = await write(at, { order })
      expect(refused.status, String(order)).toBe(400)
      expect(refused.text, String(order)).toMatch(/99999|99\.999|99,999/)
    }
    const half = await write(at, { order: 2.5 })
    expect(half.status).toBe(400)
    expect(half.text).toContain(whole)
    expect(((await api(at, { token })).body as { order: number }).order).toBe(question.order)
    const kept = await write(at, { order: question.order })
    expect(kept.status, kept.text).toBe(200)
  })

  // Decision 110's list: an alcohol of 0.0001 was saved and printed "0% vol"; an alcohol sent as "abc" was stored as
  // no value by Payload's number field, before any check saw it.
  it.each([
    ['it', 'Al massimo un decimale (es. 13,5).', 'Questo campo ha un input non valido.'],
    ['en', 'At most one decimal place (e.g. 13.5).', 'This field has an invalid input.'],
  ] as const)(
    '%s: an alcohol with more than one decimal or no number is refused; 13.5 is kept',
    async (language, oneDecimal, invalid) => {
      const token = await editorSession()
      const model = await firstProduct(token)
      const patch = editorWrite(token, language)
      const at = `/products/${model.id as number}/?locale=it&depth=0`
      const alcohol = async () => ((await api(at, { token })).body.sheet as { alcohol?: number | null }).alcohol ?? null
      const before = await alcohol()
      const precise = await patch(at, { sheet: { alcohol: 0.0001 } })
      expect(precise.status, precise.text).toBe(400)
      expect(precise.text).toContain(oneDecimal)
      for (const value of ['abc', { n: 1 }, [12]]) {
        const res = await patch(at, { sheet: { alcohol: value } })
        expect(res.status, `${JSON.stringify(value)}: ${res.text}`).toBe(400)
        expect(res.text).toContain(invalid)
      }
      expect(await alcohol()).toBe(before)
      const kept = await patch(at, { sheet: { alcohol: 13.5 } })
      expect(kept.status, kept.text).toBe(200)
      expect(await alcohol()).toBe(13.5)
      await patch(at, { sheet: { alcohol: before } })
    },
  )

  // The twenty-seventh check from outside: a save with `?locale=zz` wrote over the Italian title without a word.
  it.each([
    ['it', 'le lingue dei contenuti sono it, en'],
    ['en', 'the content languages are it, en'],
  ] as const)(
    '%s: a content language the site does not have is refused, and nothing is written',
    async (language, said) => {
      const token = await editorSession()
      const model = await firstProduct(token)
      const patch = editorWrite(token, language)
      for (const query of ['locale=zz', 'locale=IT', 'locale=it&fallback-locale=xx']) {
        const res = await patch(`/products/${model.id as number}/?${query}&depth=0`, {
          title: 'Scritto in nessuna lingua',
        })
        expect(res.status, `${query}: ${res.text}`).toBe(400)
        expect(res.text).toContain(said)
      }
      const headers = { 'Accept-Language': language }
      expect((await api(`/products/?locale=zz&limit=1`, { headers })).status).toBe(400)
      expect((await api(`/products/${model.id as number}/?locale=it&depth=0`, { token })).body.title).toBe(model.title)
      // What Payload means by them still works: every language, no fallback.
      const all = await api(`/products/${model.id as number}/?locale=all&fallback-locale=none&depth=0`, { token })
      expect(all.status, all.text).toBe(200)
      expect((all.body.title as Record<string, string>).it).toBe(model.title)
    },
  )

  // The fourteenth check from outside: an event ending nine days before it started was published ("10–01 marzo"),
  // and a trade customer's VAT number could be any text.
  it.each([
    [
      'it',
      'La fine di un evento non può venire prima del suo inizio.',
      'Una partita IVA italiana: 11 cifre',
      'Questa partita IVA non esiste',
    ],
    [
      'en',
      'An event cannot end before it starts.',
      'An Italian VAT number: 11 digits',
      'This VAT number does not exist',
    ],
  ] as const)(
    '%s: an event that ends before it starts, and a VAT number that is none, are refused',
    async (language, inverted, vat, checkDigit) => {
      const token = await editorSession()
      const post = (path: string, body: unknown) =>
        api(path, { method: 'POST', token, headers: { 'Accept-Language': language }, body: JSON.stringify(body) })
      const slug = `evento-date-invertite-${language}-${Date.now().toString(36)}`
      const event = await post('/articles/?locale=it&depth=0', {
        title: 'Evento con le date invertite',
        slug,
        section: 'news',
        excerpt: 'Prova',
        publishedAt: new Date().toISOString(),
        event: { startsAt: '2027-03-10T18:00:00.000Z', endsAt: '2027-03-01T18:00:00.000Z', place: 'Verona' },
        _status: 'published',
      })
      expect(event.status, event.text).toBe(400)
      expect(event.text).toContain(inverted)
      expect((await api(`/articles/?depth=0&draft=true&where[slug][equals]=${slug}`, { token })).body.totalDocs).toBe(0)
      const email = `vat-${language}-${Date.now().toString(36)}@example.com`
      const customer = await post('/customers/?depth=0', {
        email,
        password: 'a-long-enough-passphrase-2027',
        name: 'Tester',
        company: 'Bar Tester',
        vatNumber: 'not a vat number!!',
        active: true,
      })
      expect(customer.status, customer.text).toBe(400)
      expect(customer.text).toContain(vat)
      expect((await api(`/customers/?depth=0&where[email][equals]=${email}`, { token })).body.totalDocs).toBe(0)
      // The twenty-seventh check from outside: eleven digits whose last is not their check digit, or all zeros, were taken.
      for (const vatNumber of ['IT01234560232', 'IT00000000000']) {
        const mistyped = await post('/customers/?depth=0', {
          email,
          password: 'a-long-enough-passphrase-2027',
          name: 'Tester',
          company: 'Bar Tester',
          vatNumber,
          active: true,
        })
        expect(mistyped.status, mistyped.text).toBe(400)
        expect(mistyped.text).toContain(checkDigit)
      }
      expect((await api(`/customers/?depth=0&where[email][equals]=${email}`, { token })).body.totalDocs).toBe(0)
    },
  )

  // The eleventh check from outside: the admin sends a document as one multipart field, and a description of a million
  // characters was refused with a 413 and "An unknown error occurred" before any check ran. It reaches the checks now,
  // and the editor reads which field is too long, in the admin's language; nothing is stored.
  it.each([
    ['it', 'Questo valore deve essere inferiore alla lunghezza massima di 40000 caratteri'],
    ['en', 'This value must be shorter than the max length of 40000 characters'],
  ] as const)(
    '%s: a description of a million characters, sent as the admin sends it, is too long',
    async (language, tooLong) => {
      const token = await editorSession()
      const before = await firstProduct(token)
      const form = new FormData()
      form.set('_payload', JSON.stringify({ description: 'Vino rosso. '.repeat(100_000) }))
      const res = await fetch(`${base}/api/products/${before.id as number}/?locale=it&depth=0`, {
        method: 'PATCH',
        headers: { Authorization: `JWT ${token}`, 'Accept-Language': language },
        body: form,
      })
      const text = await res.text()
      expect(res.status, text.slice(0, 300)).toBe(400)
      expect(text).toContain(tooLong)
      const after = (await api(`/products/${before.id as number}/?locale=it&depth=0`, { token })).body
      expect(after.description).toBe(before.description)
    },
  )

  // The same read, for a stranger: a multipart document of 5 MB (over Payload's 1 MB, under the forms' 12 MB) is read and
  // refused for want of rights, as a small one is; over 12 MB the site refuses it before reading (413).
  it("a stranger's multipart document of 5 MB is refused for want of rights; one over 12 MB is too large", async () => {
    const send = (characters: number) => {
      const form = new FormData()
      form.set('_payload', JSON.stringify({ description: 'x'.repeat(characters) }))
      return fetch(`${base}/api/products/5/`, { method: 'PATCH', body: form })
    }
    expect((await send(5 * 1024 * 1024)).status).toBe(403)
    expect((await send(13 * 1024 * 1024)).status).toBe(413)
  })

  // The third check from outside: an author's follow links and a filter value's slug saved whatever was typed.
  it("an author's follow link and a filter value's slug are checked as the others are, in the admin's language", async () => {
    const token = await editorSession()
    const author = ((await api('/authors/?limit=1&depth=0', { token })).body.docs as { id: number }[])[0]!
    for (const social of [
      { x: 'javascript:alert(1)' },
      { website: 'x.com/someone' },
      { instagram: 'data:text/html,x' },
    ]) {
      const res = await api(`/authors/${author.id}/`, {
        method: 'PATCH',
        token,
        headers: { 'Accept-Language': 'en' },
        body: JSON.stringify({ social }),
      })
      expect(res.status, JSON.stringify(social)).toBe(400)
      expect(res.text).toContain(
        'An http:// or https://, mailto: or tel: address, or a path of the site starting with /, without spaces or quotes',
      )
    }
    const term = (
      (await api('/taxonomy-terms/?limit=1&depth=0&where[group][equals]=color', { token })).body.docs as {
        id: number
      }[]
    )[0]!
    for (const slug of ['QA3 Colore!', 'qa3/colore']) {
      const res = await api(`/taxonomy-terms/${term.id}/?locale=it`, {
        method: 'PATCH',
        token,
        headers: { 'Accept-Language': 'it' },
        body: JSON.stringify({ slug }),
      })
      expect(res.status, slug).toBe(400)
      expect(res.text).toContain('Usa lettere minuscole, cifre e trattini')
    }
  })

  // The fourth check from outside: a producer's website took any text, and its page linked `https://http//…`.
  it("a producer's website is a web address, as the catalogue import checks it, in the admin's language", async () => {
    const token = await editorSession()
    const producer = (
      (await api('/producers/?limit=1&depth=0', { token })).body.docs as {
        id: number
        website?: string | null
      }[]
    )[0]!
    for (const [website, language, sentence] of [
      ['http//www.qa4-cantina.it', 'it', 'Un indirizzo web, come https://www.cantina.it o www.cantina.it'],
      ['javascript:alert(1)', 'en', 'A web address, such as https://www.winery.it or www.winery.it'],
      ['cantina', 'en', 'A web address, such as https://www.winery.it or www.winery.it'],
    ] as const) {
      const res = await api(`/producers/${producer.id}/`, {
        method: 'PATCH',
        token,
        headers: { 'Accept-Language': language },
        body: JSON.stringify({ website }),
      })
      expect(res.status, website).toBe(400)
      expect(res.text).toContain(sentence)
    }
    const after = await api(`/producers/${producer.id}/?depth=0`, { token })
    expect(after.body.website ?? null).toBe(producer.website ?? null)
  })

  it('a landing page’s slug that an old address or a system path answers is refused', async () => {
    const token = await editorSession()
    for (const [slug, language] of [
      ['sitemaps', 'it'],
      ['news', 'en'],
      ['page-not-found', 'it'],
    ] as const) {
      const res = await api('/pages/?locale=it', {
        method: 'POST',
        token,
        headers: { 'Accept-Language': language },
        body: JSON.stringify({ kind: 'landing', title: `Prova ${slug}`, slug, _status: 'published' }),
      })
      expect(res.status, `${slug} ${res.text}`).toBe(400)
      // In the admin's language (decision 029).
      expect(res.text).toContain(
        language === 'it'
          ? 'Questo indirizzo appartiene a un’altra pagina del sito'
          : 'This address belongs to another page of the site',
      )
    }
  })

  it('an upload larger than the server takes is a 413 with a sentence, not a 500', async () => {
    const body = new FormData()
    body.set('file', new Blob([new Uint8Array(13 * 1024 * 1024)], { type: 'image/png' }), 'huge.png')
    body.set('_payload', JSON.stringify({ alt: 'Troppo grande' }))
    const res = await fetch(`${base}/api/media/`, {
      method: 'POST',
      headers: { Authorization: `JWT ${await editorSession()}` },
      body,
    })
    expect(res.status).toBe(413)
    expect(((await res.json()) as { errors: { message: string }[] }).errors[0]!.message).toBe(
      'Il file è troppo grande: al massimo 12 MB per invio.',
    )
  })

  // The twenty-first check from outside: the admin's picture drawer sends the browser's languages, and the English
  // admin's editor in an Italian browser read the refusal in Italian. The admin's own choice (`payload-lng`) comes first.
  it.each([
    ['en', 'it-IT,it;q=0.9', 'The file is too large: at most 12 MB per upload.'],
    ['it', 'en-GB,en;q=0.9', 'Il file è troppo grande: al massimo 12 MB per invio.'],
  ])('the 413 is in the admin’s language (%s) whatever the browser asks (%s)', async (admin, browser, sentence) => {
    const body = new FormData()
    body.set('file', new Blob([new Uint8Array(13 * 1024 * 1024)], { type: 'image/jpeg' }), 'huge.jpg')
    body.set('_payload', JSON.stringify({ alt: 'Too large' }))
    const res = await fetch(`${base}/api/media/`, {
      method: 'POST',
      headers: {
        Authorization: `JWT ${await editorSession()}`,
        Cookie: `payload-lng=${admin}`,
        'Accept-Language': browser,
      },
      body,
    })
    expect(res.status).toBe(413)
    expect(((await res.json()) as { errors: { message: string }[] }).errors[0]!.message).toBe(sentence)
  })

  // The twenty-second check from outside: an anonymous 11 MB upload was read and answered "not a picture" (400), where
  // the same upload of a picture got the 403 every anonymous write gets.
  it.each(['media', 'documents', 'downloads', 'application-files'])(
    'an anonymous upload to %s is refused with 403 before its file is read',
    async (collection) => {
      for (const [language, sentence] of [
        ['it', 'Non sei autorizzato a eseguire questa azione.'],
        ['en', 'You are not allowed to perform this action.'],
      ] as const) {
        const body = new FormData()
        body.set('file', new Blob([new Uint8Array(11 * 1024 * 1024).fill(7)], { type: 'application/pdf' }), 'x.pdf')
        const created = await fetch(`${base}/api/${collection}/`, {
          method: 'POST',
          headers: { 'Accept-Language': language },
          body,
        })
        expect(created.status, `${collection} ${language}`).toBe(403)
        expect(((await created.json()) as { errors: { message: string }[] }).errors[0]!.message).toBe(sentence)
        const changed = await fetch(`${base}/api/${collection}/1/`, { method: 'PATCH', body: new FormData() })
        expect(changed.status, collection).toBe(403)
        await changed.arrayBuffer()
      }
    },
  )

  /** A picture of one pixel, as a PNG file holds it. */
  const onePixelPng = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  )

  // The seventh check from outside: Payload's refusals were English in the Italian admin and named a MIME type.
  it.each([
    ['media', 'a text renamed .jpg', 'finto.jpg', 'image/jpeg', 'solo testo', 'it', 'Il file non è un’immagine'],
    ['media', 'an empty .png', 'vuoto.png', 'image/png', '', 'en', 'The file is empty'],
    [
      'media',
      'an SVG with a script',
      'disegno.svg',
      'image/svg+xml',
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      'it',
      'Il file non è un’immagine',
    ],
    ['documents', 'a text renamed .pdf', 'listino.pdf', 'application/pdf', 'solo testo', 'en', 'The file is not a PDF'],
    // The sixteenth check from outside: Payload's own "Invalid PDF file." in the Italian admin.
    [
      'documents',
      'a PDF cut short',
      'listino.pdf',
      'application/pdf',
      '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n',
      'it',
      'Il PDF è danneggiato o incompleto',
    ],
    [
      'downloads',
      'a PDF cut short',
      'listino.pdf',
      'application/pdf',
      '%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n',
      'en',
      'The PDF is damaged or incomplete',
    ],
    // The twelfth check from outside: a reserved download took any file, an XML page with a script among them.
    [
      'downloads',
      'an XML page with a script',
      'listino.xml',
      'application/xml',
      '<?xml version="1.0"?><html xmlns="http://www.w3.org/1999/xhtml"><script>alert(1)</script></html>',
      'it',
      'Questo tipo di file non si può scaricare dall’area riservata',
    ],
    [
      'downloads',
      'an HTML page',
      'listino.html',
      'text/html',
      '<!doctype html><script>alert(1)</script>',
      'en',
      'This kind of file cannot be offered in the reserved area',
    ],
    // The eighteenth check from outside: a picture saved as `fake.pdf` was offered to customers as "PDF, 201 kB".
    [
      'downloads',
      'a picture named .pdf',
      'fake.pdf',
      'application/pdf',
      onePixelPng,
      'it',
      'Il nome «fake.pdf» dice PDF, ma il file è un PNG: carica il file giusto, oppure rinominalo in .png',
    ],
    [
      'downloads',
      'a picture named .pdf',
      'fake.pdf',
      'application/pdf',
      onePixelPng,
      'en',
      'The name “fake.pdf” says PDF, but the file is a PNG: upload the right file, or rename it to .png',
    ],
  ] as const)(
    '%s: %s is refused with a sentence in the admin’s language, nothing stored',
    async (collection, _what, name, type, content, language, message) => {
      const token = await editorSession()
      const count = async () =>
        ((await api(`/${collection}/?limit=1&depth=0`, { token })).body as { totalDocs: number }).totalDocs
      const before = await count()
      const body = new FormData()
      body.set('file', new Blob([content], { type }), name)
      body.set('_payload', JSON.stringify({ alt: 'Prova', title: 'Prova' }))
      const res = await fetch(`${base}/api/${collection}/`, {
        method: 'POST',
        headers: { Authorization: `JWT ${token}`, 'Accept-Language': language },
        body,
      })
      expect(res.status).toBe(400)
      expect(JSON.stringify(await res.json())).toContain(message)
      expect(await count()).toBe(before)
    },
  )

  // The fifteenth check from outside: a name with `%2f` was stored as given, and its address always decoded to a slash.
  // The twenty-fourth check from outside: a real PDF named without an extension came with the browser's
  // "application/octet-stream", and Payload refused it in English ("Invalid file type").
  it.each(['documents', 'downloads'] as const)(
    '%s: a PDF named without an extension is taken as the PDF it is, and named .pdf',
    async (collection) => {
      const token = await editorSession()
      const body = new FormData()
      const name = `listino${Date.now()}`
      body.set('file', new Blob([new Uint8Array(pdfBytes())], { type: 'application/octet-stream' }), name)
      body.set('_payload', JSON.stringify({ title: 'Listino senza estensione', code: name }))
      const res = await fetch(`${base}/api/${collection}/?locale=it`, {
        method: 'POST',
        headers: { Authorization: `JWT ${token}`, 'Accept-Language': 'it' },
        body,
      })
      const answer = (await res.json()) as { doc?: { id: number; filename: string; mimeType: string } }
      expect(res.status, JSON.stringify(answer)).toBe(201)
      try {
        expect(answer.doc!.filename).toBe(`${name}.pdf`)
        expect(answer.doc!.mimeType).toBe('application/pdf')
      } finally {
        await api(`/${collection}/${answer.doc!.id}/`, { method: 'DELETE', token })
      }
    },
  )

  it('a picture named with escapes and backslashes is stored under a name its address serves', async () => {
    const token = await editorSession()
    const picture = await (await fetch(`${base}${await firstPictureUrl()}`)).arrayBuffer()
    const body = new FormData()
    body.set('file', new Blob([picture], { type: 'image/webp' }), `..%2f..%2fevil-${Date.now()}\\x.webp`)
    body.set('_payload', JSON.stringify({ alt: 'Prova' }))
    const res = await fetch(`${base}/api/media/`, { method: 'POST', headers: { Authorization: `JWT ${token}` }, body })
    expect(res.status).toBe(201)
    const { doc } = (await res.json()) as { doc: { id: number; filename: string; url: string } }
    try {
      expect(doc.filename).not.toMatch(/[%\\]/)
      expect((await fetch(`${base}${doc.url}`)).status).toBe(200)
    } finally {
      await api(`/media/${doc.id}/`, { method: 'DELETE', token })
    }
  })

  // The eighth check from outside: a panorama wider than WebP takes was "there was a problem", and nothing capped a
  // picture's pixels (8,000 × 8,000 took 5 s and 180 MB).
  it.each([
    [17_000, 200, 'it', 'L’immagine è troppo grande (17000 × 200 pixel): al massimo 16.383 pixel per lato'],
    [
      9_000,
      9_000,
      'en',
      'The picture is too large (9000 × 9000 pixels): at most 16,383 pixels a side and 50 megapixels',
    ],
    // The thirtieth check from outside: a 5000 × 100 picture was "there was a problem" and a stack trace in the log.
    [5_000, 100, 'it', 'L’immagine è troppo allungata (5000 × 100 pixel): per farne le misure del sito'],
    [40, 4_000, 'en', 'The picture is too elongated (40 × 4000 pixels): making the site’s sizes from it'],
  ] as const)(
    'a picture of %i × %i pixels is refused with its size, in the admin’s language (%s), nothing stored',
    async (width, height, language, message) => {
      const token = await editorSession()
      const count = async () =>
        ((await api('/media/?limit=1&depth=0', { token })).body as { totalDocs: number }).totalDocs
      const before = await count()
      const png = await sharp({ create: { width, height, channels: 3, background: '#6e1d31' } })
        .png()
        .toBuffer()
      const body = new FormData()
      body.set('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'panorama.png')
      body.set('_payload', JSON.stringify({ alt: 'Panorama' }))
      const res = await fetch(`${base}/api/media/`, {
        method: 'POST',
        headers: { Authorization: `JWT ${token}`, 'Accept-Language': language },
        body,
      })
      expect(res.status).toBe(400)
      expect(JSON.stringify(await res.json())).toContain(message)
      expect(await count()).toBe(before)
    },
  )

  // The third check from outside: the same upload sent in chunks, with no length to read, was a 500 for anyone.
  it.each([
    ['anyone', 'it', undefined],
    ['an editor', 'en', 'editor'],
  ] as const)(
    'an upload sent in chunks by %s is a 411 with a sentence (%s), not a 500',
    async (_who, language, who) => {
      const chunk = new Uint8Array(1024 * 1024)
      let sent = 0
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (sent++ < 13) controller.enqueue(chunk)
          else controller.close()
        },
      })
      const res = await fetch(`${base}/api/media/`, {
        method: 'POST',
        headers: {
          'Content-Type': 'multipart/form-data; boundary=x',
          'Accept-Language': language,
          ...(who ? { Authorization: `JWT ${await editorSession()}` } : {}),
        },
        body,
        duplex: 'half',
      } as RequestInit)
      expect(res.status).toBe(411)
      expect(((await res.json()) as { errors: { message: string }[] }).errors[0]!.message).toBe(
        language === 'it'
          ? 'La richiesta deve dichiarare la sua lunghezza (Content-Length): invia il corpo in un solo pezzo.'
          : 'The request must state its length (Content-Length): send its body in one piece.',
      )
    },
  )
})

// The twenty-sixth check from outside (medium): one editor's second tab saved over the first's changes without a word.
describe('a save made on a copy older than the one saved since (src/cms/hooks/keep-other-saves.ts)', () => {
  it.each([
    ['it', "Questo documento è stato salvato altrove (in un'altra scheda, o da un altro redattore)"],
    ['en', 'This document was saved elsewhere (in another tab, or by another editor)'],
  ] as const)('%s: is refused (409) on a document and a global, and nothing changes', async (language, words) => {
    const token = await editorSession()
    const write = editorWrite(token, language)
    const created = await write('/authors/?depth=0', { name: `Autore ${language} ${Date.now()}` }, 'POST')
    expect(created.status, created.text).toBe(201)
    const opened = created.body.doc as { id: number; name: string; updatedAt: string }
    try {
      const first = await write(`/authors/${opened.id}/?depth=0`, { name: 'Prima scheda', updatedAt: opened.updatedAt })
      expect(first.status, first.text).toBe(200)
      const saved = (first.body.doc as { updatedAt: string }).updatedAt
      const second = await write(`/authors/${opened.id}/?depth=0`, {
        name: 'Seconda scheda',
        updatedAt: opened.updatedAt,
      })
      expect(second.status, second.text).toBe(409)
      expect(second.text).toContain(words)
      const now = await api(`/authors/${opened.id}/?depth=0`, { token })
      expect(now.body).toMatchObject({ name: 'Prima scheda', updatedAt: saved })
      // The time the first save gave back is the one saved: the tab that saved saves again.
      const again = await write(`/authors/${opened.id}/?depth=0`, { name: 'Prima scheda, di nuovo', updatedAt: saved })
      expect(again.status, again.text).toBe(200)
      // A save that sends no time (the site's own writes, an API client) is taken as before.
      expect((await write(`/authors/${opened.id}/?depth=0`, { name: 'Senza ora' })).status).toBe(200)
    } finally {
      await api(`/authors/${opened.id}/`, { method: 'DELETE', token })
    }

    const global = (await api('/globals/site-banner/?depth=0', { token })).body as { updatedAt: string }
    const older = new Date(Date.parse(global.updatedAt) - 60_000).toISOString()
    const stale = await write('/globals/site-banner/?depth=0', { updatedAt: older }, 'POST')
    expect(stale.status, stale.text).toBe(409)
    expect(stale.text).toContain(words)
    expect(((await api('/globals/site-banner/?depth=0', { token })).body as { updatedAt: string }).updatedAt).toBe(
      global.updatedAt,
    )
  })

  // "Restore this version" runs the save's checks on the version's data, which carries the version's own time.
  it('restoring an older version is not taken for a stale save', async () => {
    const token = await editorSession()
    const write = editorWrite(token, 'it')
    const stamp = Date.now().toString(36)
    const created = await write(
      '/articles/?locale=it&depth=0&draft=true',
      { title: `Versione uno ${stamp}`, slug: `versione-uno-${stamp}`, section: 'blog', excerpt: 'Prova' },
      'POST',
    )
    expect(created.status, created.text).toBe(201)
    const id = (created.body.doc as { id: number }).id
    try {
      const saved = await write(`/articles/${id}/?locale=it&depth=0&draft=true`, { title: `Versione due ${stamp}` })
      expect(saved.status, saved.text).toBe(200)
      const versions = await api(`/articles/versions/?where[parent][equals]=${id}&sort=createdAt&depth=0`, { token })
      const first = (versions.body.docs as { id: number; version: { title: string } }[])[0]!
      expect(first.version.title).toBe(`Versione uno ${stamp}`)
      const restored = await api(`/articles/versions/${first.id}/?draft=true&depth=0`, { method: 'POST', token })
      expect(restored.status, restored.text).toBe(200)
      const now = await api(`/articles/${id}/?locale=it&depth=0&draft=true`, { token })
      expect(now.body.title).toBe(`Versione uno ${stamp}`)
    } finally {
      await api(`/articles/${id}/`, { method: 'DELETE', token })
    }
  })
})
