import { afterAll, describe, expect, it } from 'vitest'

import { createAccount, from, newAddress, removeAccounts, signIn } from '../support/accounts'
import { api } from '../support/http'

/**
 * Payload keeps an account's sessions as one list, read before the password is hashed and written after: sign-ins of
 * one account at the same moment each wrote the list it had read, and all but one session were lost, their browsers
 * sent back to the login page at the next click (the tests' two browsers signing the demo editor in at once). Each
 * sign-in now finds the others' sessions (src/cms/auth/one-at-a-time.ts).
 */
afterAll(removeAccounts)

describe('sign-ins of one account at the same moment', () => {
  it.each(['users', 'customers'] as const)('%s: every session they open stands', async (collection) => {
    const account = await createAccount(collection)
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => signIn(collection, account.email, account.password, newAddress())),
    )
    expect(answers.map((a) => a.status)).toEqual(Array(6).fill(200))
    for (const answer of answers) {
      const me = await api(`/${collection}/me/`, {
        token: answer.body.token as string,
        headers: from(newAddress()),
      })
      expect((me.body.user as { email?: string } | null)?.email).toBe(account.email)
    }
  })
})
