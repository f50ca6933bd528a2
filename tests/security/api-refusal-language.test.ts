import { describe, expect, it } from 'vitest'

import en from '../../messages/en.json'
import it_ from '../../messages/it.json'
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
