import type { TextFieldSingleValidation } from 'payload'
import { describe, expect, it } from 'vitest'

import { linkUrlValidate } from './link-url'

type Options = Parameters<TextFieldSingleValidation>[1]
const options = (language: string, linkType = 'custom') =>
  ({ siblingData: { linkType }, req: { i18n: { language } } }) as unknown as Options

describe('a typed link’s address, checked on save', () => {
  const validate = linkUrlValidate(undefined)

  it('refuses a scheme the site would not link, in the admin’s language', async () => {
    expect(await validate('javascript:alert(1)', options('it'))).toMatch(/^Un indirizzo http:\/\/ o https:\/\//)
    expect(await validate('data:text/html,x', options('en'))).toMatch(/^An http:\/\/ or https:\/\//)
    // The twenty-sixth check from outside: a path with quotes and spaces was saved, a broken link.
    expect(await validate('/prodotti/" onmouseover="alert(1)', options('it'))).toMatch(/senza spazi né virgolette$/)
    expect(await validate('http://example.com/', options('en'))).toBe(true)
  })

  it('lets the site’s links through to Payload’s own check', async () => {
    const base: TextFieldSingleValidation = (value) => (value?.includes('|') ? 'Invalid URL' : true)
    const chained = linkUrlValidate(base)
    expect(await chained('https://example.com/', options('it'))).toBe(true)
    expect(await chained('/vini/', options('it'))).toBe(true)
    expect(await chained('https://example.com/a|b', options('it'))).toBe('Invalid URL')
  })

  it('does not look at the address of a link to a document of the site', async () => {
    expect(await validate('javascript:left-over', options('it', 'internal'))).toBe(true)
  })
})
