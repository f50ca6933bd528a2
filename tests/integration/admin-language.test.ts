import { describe, expect, it } from 'vitest'

import { base } from '../support/http'

/**
 * Issue 15, item 6 (decision 029): the admin speaks Italian unless the editor, or their browser, asks for English.
 */
const adminLanguage = async (acceptLanguage?: string, cookie?: string) => {
  const headers: Record<string, string> = {}
  if (acceptLanguage) headers['Accept-Language'] = acceptLanguage
  if (cookie) headers.Cookie = cookie
  const html = await (await fetch(`${base}/admin/login/`, { headers })).text()
  return /<html[^>]*\blang="([^"]+)"/.exec(html)?.[1]
}

describe('the admin’s language (issue 15, item 6)', () => {
  it.each([
    [undefined, 'it'],
    ['it-IT,it;q=0.9', 'it'],
    ['de-DE,de;q=0.9', 'it'],
    ['en-GB,en;q=0.9', 'en'],
  ])('Accept-Language %s: %s', async (acceptLanguage, lang) => {
    expect(await adminLanguage(acceptLanguage)).toBe(lang)
  })

  it('the editor’s choice wins over the browser’s', async () => {
    expect(await adminLanguage('it-IT', 'payload-lng=en')).toBe('en')
    expect(await adminLanguage('en-GB', 'payload-lng=it')).toBe('it')
  })
})
