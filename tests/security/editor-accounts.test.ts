import { spawn } from 'node:child_process'
import path from 'node:path'

import { afterAll, describe, expect, it } from 'vitest'

import { createAccount, from, newAddress, removeAccounts, signIn, strongPassword } from '../support/accounts'
import { api, base, editor, login } from '../support/http'

/**
 * The sixteenth check from outside, finding 1 (high): an editor deleted every editor's account, its own last; with
 * none left, Payload's first registration (`/admin/create-first-user/`, `POST /api/users/first-register/`) made an
 * editor of the first stranger, with every customer's data. Now an account is never deleted by its own session nor
 * when it is the last, and the first registration is closed for every collection (customers too: a deployment without
 * the demo starts with none).
 */
afterAll(removeAccounts)

const root = path.resolve(import.meta.dirname, '../..')

type Attempt = { language: 'it' | 'en'; editors: number; left: number; refusal: string | null }

/** tests/support/last-editor.ts on the site's database: every editor deleted but one, then the last, rolled back. */
function tryLastEditor(...languages: ('it' | 'en')[]): Promise<Attempt[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['scripts/run-payload-script.mjs', 'tests/support/last-editor.ts', '--', ...languages],
      { cwd: root, env: { ...process.env, NODE_ENV: 'production' }, stdio: ['ignore', 'pipe', 'pipe'] },
    )
    let out = ''
    child.stdout.on('data', (chunk) => (out += chunk))
    child.stderr.on('data', (chunk) => (out += chunk))
    child.on('error', reject)
    child.on('exit', (code) => {
      const lines = out.split('\n').filter((l) => l.startsWith('{"language"'))
      if (code === 0 && lines.length === languages.length) resolve(lines.map((l) => JSON.parse(l) as Attempt))
      else reject(new Error(`last-editor exited ${code}:\n${out}`))
    })
  })
}

describe('editor accounts: one is always left', () => {
  it('an editor cannot delete their own account, alone or among others; another editor’s, yes', async () => {
    const self = await createAccount('users')
    const other = await createAccount('users')
    const third = await createAccount('users')
    const token = await login('users', self)
    for (const [language, words] of [
      ['it', 'Non puoi eliminare il tuo account'],
      ['en', 'You cannot delete your own account'],
    ] as const) {
      const own = await api(`/users/${self.id}/`, { method: 'DELETE', token, headers: { 'Accept-Language': language } })
      expect(own.status).toBe(403)
      expect(own.text).toContain(words)
    }
    // Many at once (the admin's list): the others go, the own account stays.
    const many = await api(`/users/?where[id][in]=${self.id},${other.id}`, { method: 'DELETE', token })
    expect(many.text).toContain('Non puoi eliminare il tuo account')
    expect((await api(`/users/${other.id}/`, { token })).status).toBe(404)
    expect((await api(`/users/${third.id}/`, { method: 'DELETE', token })).status).toBe(200)
    expect((await api('/users/me/', { token })).body.user).toMatchObject({ id: self.id })
    // The demo editor is untouched.
    expect(await login('users', editor)).toBeTruthy()
  })

  it('the last editor’s account is not deleted, even by a script with every right, in the admin’s language', async () => {
    await createAccount('users')
    const [italian, english] = await tryLastEditor('it', 'en')
    for (const [result, words] of [
      [italian, 'È l’ultimo account di redattore'],
      [english, 'This is the last editor account'],
    ] as const) {
      expect(result!.editors).toBeGreaterThan(1)
      expect(result!.left).toBe(1)
      expect(result!.refusal).toContain(words)
    }
    // Rolled back: every account is still there.
    expect(await login('users', editor)).toBeTruthy()
  }, 120_000)
})

describe('the first registration is closed', () => {
  it.each(['users', 'customers'])('POST /api/%s/first-register/ makes no account, with a sentence', async (slug) => {
    const email = `first-${Date.now().toString(36)}@${slug}.test`
    const password = strongPassword()
    for (const [language, words] of [
      ['it', 'La registrazione del primo account è chiusa'],
      ['en', 'First-account registration is closed'],
    ] as const) {
      const res = await api(`/${slug}/first-register/`, {
        method: 'POST',
        headers: { ...from(newAddress()), 'Accept-Language': language },
        body: JSON.stringify({ email, password, 'confirm-password': password, name: 'X', company: 'X' }),
      })
      expect(res.status).toBe(403)
      expect(res.text).toContain(words)
      expect(res.text).not.toContain('token')
    }
    expect((await signIn(slug as 'users' | 'customers', email, password, newAddress())).status).toBe(401)
  })

  it('its admin page is not found', async () => {
    for (const path of ['/admin/create-first-user/', '/admin/create-first-user', '/admin/Create-First-User/']) {
      const res = await fetch(base + path)
      expect(res.status, path).toBe(404)
      expect(await res.text(), path).not.toMatch(/password|first-register/i)
    }
  })
})
