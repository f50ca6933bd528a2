import { describe, expect, it } from 'vitest'

import { acceptLanguage } from '@/i18n/accept-language'

import { authTexts, requestLocale } from './texts'

describe('sign-in texts', () => {
  it('follow a locale in the body, then Accept-Language, then the fallback', () => {
    const req = (data: unknown, header?: string) =>
      ({ data, headers: new Headers(header ? { 'accept-language': header } : {}) }) as never
    expect(requestLocale(req({ locale: 'en' }, 'it-IT'), 'it')).toBe('en')
    expect(requestLocale(req({}, 'de-DE, it;q=0.8'), 'en')).toBe('it')
    expect(requestLocale(req({ locale: 'fr' }, '*'), 'it')).toBe('it')
    expect(acceptLanguage(null)).toBeNull()
  })

  it('exist in both languages, with their numbers', () => {
    expect(authTexts('it')('tooManyAttempts', { seconds: 30 })).toBe('Troppi tentativi. Riprova tra 30 secondi.')
    expect(authTexts('en')('password.tooShort', { min: 12 })).toBe('The password must be at least 12 characters long.')
  })
})
