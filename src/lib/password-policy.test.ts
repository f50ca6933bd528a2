import { describe, expect, it } from 'vitest'

import { DEMO_CUSTOMER_PASSWORD, DEMO_EDITOR_PASSWORD } from './demo-credentials'
import { checkPassword } from './password-policy'

describe('password policy', () => {
  it('asks for at least 12 characters', () => {
    expect(checkPassword('Xq7#vL2!pZ')).toBe('tooShort')
    expect(checkPassword('x'.repeat(300))).toBe('tooLong')
  })

  it('refuses the published demo passwords, in any case', () => {
    expect(checkPassword(DEMO_EDITOR_PASSWORD)).toBe('demo')
    expect(checkPassword(DEMO_CUSTOMER_PASSWORD.toUpperCase())).toBe('demo')
  })

  it('refuses common passwords, and common words padded with digits or symbols', () => {
    expect(checkPassword('qwerty123456')).toBe('common')
    expect(checkPassword('1q2w3e4r5t6y')).toBe('common')
    expect(checkPassword('Password2026!')).toBe('common')
    expect(checkPassword('aaaaaaaaaaaaaa')).toBe('common')
  })

  it('refuses the account’s own e-mail name', () => {
    expect(checkPassword('francesca.tommasi-2026', 'francesca.tommasi@example.com')).toBe('email')
  })

  it('accepts a long password of its own', () => {
    expect(checkPassword('granaio-di-fiume-tramonto-7')).toBeNull()
    expect(checkPassword('Vigna sotto la luna 41')).toBeNull()
  })
})
