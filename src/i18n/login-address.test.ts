import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { loginAddress, reservedReturn, reservedReturnToCarry, signInLanding, withoutCode } from './login-address'

/**
 * Issue 14, item 3 and "Security": the return address the login page is given, and every address the guard sends a
 * visitor to, is a path of this site, whatever the visitor asked for.
 */
const site = 'https://www.vinea.example'
const origin = 'http://site.invalid'
const hostile = [
  '//evil.example',
  '/\\evil.example',
  '/..//evil.example',
  '%2F%2Fevil.example',
  'https://evil.example',
  'javascript:alert(1)',
  '/\t/evil.example',
  '/\n/evil.example',
  '\\\\evil.example',
  '/reserved-area/?next=//evil.example',
]
const anyPath = fc.oneof(fc.constantFrom(...hostile), fc.string(), fc.webUrl(), fc.webPath())

describe('the login page’s address', () => {
  it('keeps the return address a path of this site (property, the hostile cases among the inputs)', () => {
    fc.assert(
      fc.property(anyPath, fc.constantFrom('it' as const, 'en' as const), (asked, locale) => {
        const address = loginAddress(locale, asked, { siteUrl: site })
        const url = new URL(address, origin)
        expect(url.origin).toBe(origin)
        expect(url.pathname).toBe(locale === 'it' ? '/login/' : '/en/login/')
        const back = new URL(url.searchParams.get('return')!, origin)
        expect(back.origin).toBe(origin)
        expect(url.searchParams.get('return')).toMatch(/^\/(?![/\\])/)
      }),
      { numRuns: 2000 },
    )
  })

  it('with the distributor’s login page, returns to an address of this site', () => {
    fc.assert(
      fc.property(anyPath, (asked) => {
        const address = new URL(loginAddress('it', asked, { siteUrl: site, loginUrl: 'https://login.example/in' }))
        expect(address.origin).toBe('https://login.example')
        expect(new URL(address.searchParams.get('return')!).origin).toBe(site)
      }),
      { numRuns: 1000 },
    )
  })

  it('sends a problem to the site’s own page, which can tell it, even with the distributor’s login', () => {
    const address = loginAddress('en', '/en/reserved-area/', {
      siteUrl: site,
      loginUrl: 'https://l.example/',
      problem: 'code',
    })
    expect(address).toBe('/en/login/?return=%2Fen%2Freserved-area%2F&error=code')
  })
})

describe('the page without its code', () => {
  it('drops `code` and keeps the rest of the query', () => {
    expect(withoutCode('/reserved-area/news/?code=abc&page=2')).toEqual({
      path: '/reserved-area/news/?page=2',
      code: 'abc',
    })
    expect(withoutCode('/en/reserved-area/')).toEqual({ path: '/en/reserved-area/', code: null })
    expect(withoutCode('/reserved-area/news/x/?_rsc=1afA5&page=2&_rsc=2b')).toEqual({
      path: '/reserved-area/news/x/?page=2',
      code: null,
    })
    expect(withoutCode('//evil.example/?code=x').path).toBe('/evil.example/')
  })
})

describe('where a signed-in customer goes', () => {
  it('the reserved page asked for, else the reserved home: never elsewhere (property)', () => {
    fc.assert(
      fc.property(anyPath, fc.constantFrom('it' as const, 'en' as const), (asked, locale) => {
        const target = reservedReturn(asked, locale)
        const url = new URL(target, origin)
        expect(url.origin).toBe(origin)
        expect(url.pathname).toMatch(/^\/(en\/)?reserved-area\//)
      }),
      { numRuns: 2000 },
    )
    expect(reservedReturn('/reserved-area/formazione/corsi/', 'it')).toBe('/reserved-area/formazione/corsi/')
    expect(reservedReturn('/prodotti/', 'en')).toBe('/en/reserved-area/')
  })

  it('never keeps a code of its own: a code planted in the link to the login page is not the sign-in’s', () => {
    // The third check from outside: /login/?return=/reserved-area/?code=<another customer's> signed the victim in
    // as that customer (the guard read the first code); the sign-in's own stayed unused.
    expect(reservedReturn('/reserved-area/news/?code=planted&page=2', 'it')).toBe('/reserved-area/news/?page=2')
    expect(reservedReturn('/en/reserved-area/?code=a&code=b', 'en')).toBe('/en/reserved-area/')
    expect(withoutCode('/reserved-area/?code=planted&code=issued').code, 'the last: the sign-in’s').toBe('issued')
  })
})

describe('the reserved page a detour carries (the forgotten password, decision 103)', () => {
  it('a reserved page other than the home, without a code; anything else is nothing to carry', () => {
    expect(reservedReturnToCarry('/reserved-area/download/', 'it')).toBe('/reserved-area/download/')
    expect(reservedReturnToCarry('/en/reserved-area/news/?page=2&code=x', 'en')).toBe('/en/reserved-area/news/?page=2')
    for (const raw of [
      null,
      '',
      '/reserved-area/',
      '/blog/',
      'https://evil.example/reserved-area/',
      '//evil.example/',
    ]) {
      expect(reservedReturnToCarry(raw, 'it'), String(raw)).toBeNull()
    }
  })
})

describe('where a sign-in lands (the twenty-fifth check from outside)', () => {
  it('a download’s own address, a file, lands on the downloads page; any other page is kept', () => {
    expect(signInLanding('/reserved-area/download/allergen-sheet/', 'it')).toBe('/reserved-area/download/')
    expect(signInLanding('/en/reserved-area/download/allergen-sheet/', 'en')).toBe('/en/reserved-area/download/')
    expect(signInLanding('/en/reserved-area/download/allergen-sheet', 'en')).toBe('/en/reserved-area/download/')
    expect(signInLanding('/reserved-area/download/', 'it')).toBe('/reserved-area/download/')
    expect(signInLanding('/reserved-area/il-vino/?pagina=2', 'it')).toBe('/reserved-area/il-vino/?pagina=2')
    expect(signInLanding('https://evil.example/reserved-area/download/x/', 'it')).not.toContain('evil')
  })
})
