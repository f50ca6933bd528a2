import { dictionary } from '@zxcvbn-ts/language-common'

import { demoPasswords } from './demo-credentials'

/**
 * The password policy of editors and trade customers: long enough, not a published demo password, not one of the
 * most common passwords (zxcvbn-ts's list of about 49,000, from real leaks), nor that list's words dressed with
 * digits or symbols at either end ("password2026!"), nor the account's own e-mail address.
 * Returns the broken rule, or null; the CMS turns it into a message in the reader's language.
 */
export const PASSWORD_MIN_LENGTH = 12
// Long enough for any passphrase, short enough that hashing it costs nothing unusual.
export const PASSWORD_MAX_LENGTH = 256

export type PasswordProblem = 'tooShort' | 'tooLong' | 'demo' | 'common' | 'email'

let common: Set<string> | undefined
const commonPasswords = () => (common ??= new Set(dictionary['passwords-common'].map((p) => p.toLowerCase())))

/** The password without the digits, symbols and spaces around it, lower-cased: "Qwerty123456!" → "qwerty". */
const core = (password: string) =>
  password
    .toLowerCase()
    .replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '')
    .trim()

export function checkPassword(password: string, email?: string): PasswordProblem | null {
  const length = [...password].length
  if (length < PASSWORD_MIN_LENGTH) return 'tooShort'
  if (length > PASSWORD_MAX_LENGTH) return 'tooLong'
  const lower = password.toLowerCase()
  if (demoPasswords.some((demo) => demo.toLowerCase() === lower)) return 'demo'
  const list = commonPasswords()
  const stripped = core(password)
  if (list.has(lower) || (stripped.length > 0 && list.has(stripped)) || /^(.)\1+$/u.test(password)) return 'common'
  const local = email?.toLowerCase().split('@')[0] ?? ''
  if (local.length >= 4 && lower.includes(local)) return 'email'
  return null
}
