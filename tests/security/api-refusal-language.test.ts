import { describe, expect, it } from 'vitest'

import en from '../../messages/en.json'
import it_ from '../../messages/it.json'
import { editorSession } from '../support/accounts'
import { api, base } from '../support/http'

/**
 * The twelfth check from outside: some refusals of the API and of the files' routes were English on Italian calls
 * ("An unknown error occurred." for a used reset link or a body that is no JSON, our guards' "limit must be…", the
 * feeds' "Not found"). Each answers in the caller's language now: Italian unless `Accept-Language` names English
 * first, as Payload's own messages; the feeds in their address's language.
 */
const asked = (language: 'it' | 'en') => ({
  'Accept-Language': language === 'it' ? 'it-IT,it;q=0.9' : 'en-GB,en;q=0.8',
})
const messages = (body: Record<string, unknown>) =>
  ((body.errors ?? []) as { message: string }[]).map((e) => e.message).join(' | ')

describe('API refusals in the caller’s language', () => {
  it.each([
    ['it', "limit dev'essere un numero intero da 1 a 250"],
    ['en', 'limit must be a whole number from 1 to 250'],
  ] as const)('%s: a read beyond its bounds', async (language, words) => {
    const res = await api('/products/?limit=0', { headers: asked(language) })
    expect(res.status).toBe(400)
    expect(messages(res.body)).toContain(words)
  })

  it.each([
    ['it', 'equals confronta con una data'],
    ['en', 'equals compares with a date'],
  ] as const)('%s: a where value of the wrong type', async (language, words) => {
    const res = await api('/articles/?limit=1&where[createdAt][equals]=abc', { headers: asked(language) })
    expect(res.status).toBe(400)
    expect(messages(res.body)).toContain(words)
  })

  it.each([
    ['it', 'Il corpo della richiesta non è un JSON valido.'],
    ['en', 'The body of the request is not valid JSON.'],
  ] as const)(
    '%s: a write whose body is no JSON says so, not "An unknown error occurred."',
    async (language, words) => {
      const res = await api('/articles/', { method: 'POST', headers: asked(language), body: '{"title":' })
      expect(res.status).toBe(400)
      expect(messages(res.body)).toBe(words)
    },
  )

  it.each([
    ['it', 'Il token non è valido o è scaduto.'],
    ['en', 'Token is either invalid or has expired.'],
  ] as const)('%s: a reset link used or never issued says so', async (language, words) => {
    for (const collection of ['customers', 'users']) {
      const res = await api(`/${collection}/reset-password/`, {
        method: 'POST',
        headers: asked(language),
        body: JSON.stringify({ token: 'f'.repeat(40), password: 'a-long-and-unusual-passphrase-2026' }),
      })
      expect(res.status, collection).toBe(403)
      expect(messages(res.body), collection).toBe(words)
    }
  })

  it.each([
    ['it', 'Non Trovato', 'Richiesta non valida: un codice di escape nel percorso non si decodifica'],
    ['en', 'Not Found', 'Bad request: an escape in the path does not decode'],
  ] as const)(
    '%s: an address no route has (404) or whose escapes do not decode (400)',
    async (language, missing, bad) => {
      for (const pathname of ['/media/file/%00.webp', '/products/access/', '/documents/file/..%252fpackage.json']) {
        const res = await api(pathname, { headers: asked(language) })
        expect(res.status, pathname).toBe(404)
        expect(messages(res.body), pathname).toBe(missing)
      }
      const undecodable = await api('/products/%E0%A4%A/', { headers: asked(language) })
      expect(undecodable.status).toBe(400)
      expect(messages(undecodable.body)).toBe(bad)
    },
  )
})

describe('a feed or a sitemap file that does not exist: a 404 in its language', () => {
  it.each([
    ['/feeds/it/nothing.xml', {}, it_.NotFound.text],
    ['/feeds/en/nothing.xml', {}, en.NotFound.text],
    ['/feeds/xx/blog.xml', asked('en'), en.NotFound.text],
    ['/sitemaps/nothing-1.xml', {}, it_.NotFound.text],
    ['/sitemaps/nothing-1.xml', asked('en'), en.NotFound.text],
  ])('%s', async (pathname, headers, words) => {
    const res = await fetch(`${base}${pathname}`, { headers })
    expect(res.status).toBe(404)
    expect(await res.text()).toBe(words)
  })
})

/** The thirteenth check from outside. */
describe('more of the API’s answers: in the caller’s language, and no 500 for a caller’s mistake', () => {
  it.each([
    ['it', 'Un documento collegato non esiste più'],
    ['en', 'A linked document no longer exists'],
  ] as const)(
    '%s: a write that links a document no row has is a 400 that says so, and changes nothing',
    async (language, words) => {
      const token = await editorSession()
      const before = await api('/products/1/?depth=0', { token })
      for (const [pathname, body] of [
        ['/products/1/', { producer: 99999999 }],
        ['/articles/2/', { author: 99999999 }],
      ] as const) {
        const res = await api(pathname, {
          method: 'PATCH',
          token,
          headers: asked(language),
          body: JSON.stringify(body),
        })
        expect(res.status, pathname).toBe(400)
        // Said on the field (the thirtieth check from outside: checked before the database, which logged its refusal).
        expect(res.text, pathname).toContain(words)
      }
      // A draft, which Payload does not check: the database's refusal, said the same way.
      const draft = await api('/articles/2/?draft=true', {
        method: 'PATCH',
        token,
        headers: asked(language),
        body: JSON.stringify({ author: 99999999 }),
      })
      expect(draft.status).toBe(400)
      expect(messages(draft.body)).toContain(words)
      const after = await api('/products/1/?depth=0', { token })
      expect(after.body.producer).toEqual(before.body.producer)
      expect(after.body.updatedAt).toBe(before.body.updatedAt)
    },
  )

  // The fourteenth check from outside: a duplicate code was "Il seguente campo non è valido: code".
  it.each([
    ['it', 'Il seguente campo non è valido: Codice'],
    ['en', 'The following field is invalid: Code'],
  ] as const)(
    '%s: a value that must be unique names its field by the label the editor reads',
    async (language, words) => {
      const token = await editorSession()
      const taken = (await api('/producers/?limit=1&depth=0', { token })).body.docs as { code: string }[]
      const res = await api('/producers/?depth=0&locale=it', {
        method: 'POST',
        token,
        headers: asked(language),
        body: JSON.stringify({ code: taken[0]!.code, name: 'Cantina doppia', slug: `cantina-doppia-${language}` }),
      })
      expect(res.status, res.text).toBe(400)
      expect(messages(res.body)).toBe(words)
      expect(
        (await api(`/producers/?depth=0&where[slug][equals]=cantina-doppia-${language}`, { token })).body.totalDocs,
      ).toBe(0)
    },
  )

  it.each([
    ['it', 'Non Trovato'],
    ['en', 'Not Found'],
  ] as const)('%s: an API address no collection has', async (language, words) => {
    for (const pathname of ['/nonexistent/', '/graphql/', '/globals/no-such-global/']) {
      const res = await api(pathname, { headers: asked(language) })
      expect(res.status, pathname).toBe(404)
      expect(messages(res.body), pathname).toBe(words)
    }
  })

  it('the login services’ endpoints and the sign-in refuse in the caller’s language', async () => {
    const verify = (language: 'it' | 'en', body: string, type = 'application/json') =>
      api('/verify-token/', { method: 'POST', headers: { ...asked(language), 'Content-Type': type }, body })
    expect(messages((await verify('it', 'x', 'text/plain')).body)).toBe('Invia JSON: {"url": …, "code": …}')
    expect(messages((await verify('en', 'x', 'text/plain')).body)).toBe('Send JSON: {"url": …, "code": …}')
    expect(messages((await verify('it', '{bad')).body)).toBe('Il corpo non è un JSON valido')
    expect(messages((await verify('it', '{"url":"x","code":"y"}')).body)).toBe(
      '"url" deve essere l’indirizzo di una pagina',
    )
    // No Accept-Language: Italian, as Payload's own messages.
    const signIn = await api('/customers/login/', { method: 'POST', body: '{bad' })
    expect(signIn.status).toBe(400)
    expect(messages(signIn.body)).toBe('Richiesta non valida.')
  })

  it('a path no field has cannot be queried, said in Italian too', async () => {
    const italian = await api('/products/?limit=1&where[sku][like]=x')
    expect(italian.status).toBe(400)
    expect(messages(italian.body)).toBe('Questi percorsi non si possono interrogare: sku')
    const english = await api('/products/?limit=1&where[sku][like]=x', { headers: asked('en') })
    expect(messages(english.body)).toBe('The following path cannot be queried: sku')
  })

  it('a sign-in’s answer, which carries the session’s token, is never stored by a cache', async () => {
    const res = await api('/customers/login/', {
      method: 'POST',
      body: JSON.stringify({ email: 'nobody@example.com', password: 'not-the-password-at-all' }),
    })
    expect(res.status).toBe(401)
    expect(res.headers.get('cache-control')).toMatch(/no-store/)
  })

  it('a stranger’s account with a weak password is refused for being a stranger’s, not for its password', async () => {
    for (const collection of ['users', 'customers']) {
      const res = await api(`/${collection}/`, {
        method: 'POST',
        body: JSON.stringify({ email: 'stranger@example.com', password: 'aaaaaaaaaaaaaaa' }),
      })
      expect(res.status, collection).toBe(403)
    }
  })
})
