import { createHash, createHmac } from 'node:crypto'
import fs from 'node:fs'

import { describe, expect, it } from 'vitest'

import { api, demoCustomer, login, siteSecrets, siteSecretsFile } from '../support/http'

/**
 * Issue 16, finding 1: "Default secret in use". The site the tests started has no PAYLOAD_SECRET set (like the
 * one-command demo): it generated its secrets beside its database. A session signed with the old published
 * default is refused; the same session signed with the site's own secret is accepted (so the forgery itself is
 * sound), and /api/revalidate takes only its own secret.
 */
const publishedDefault = 'vinea-demo-secret-change-me-in-production'
const secretsFile = siteSecretsFile()

const b64url = (data: Buffer | string) => Buffer.from(data).toString('base64url')

/**
 * An HS256 JWT the way Payload signs its sessions (the key is the first 32 hex digits of sha256(secret)), with
 * the protected header of a real one (Payload checks its `authVersion`).
 */
function sign(header: Record<string, unknown>, claims: Record<string, unknown>, secret: string): string {
  const key = createHash('sha256').update(secret).digest('hex').slice(0, 32)
  const head = b64url(JSON.stringify(header))
  const body = b64url(JSON.stringify(claims))
  const signature = createHmac('sha256', key).update(`${head}.${body}`).digest()
  return `${head}.${body}.${b64url(signature)}`
}

const part = (token: string, index: number) =>
  JSON.parse(Buffer.from(token.split('.')[index]!, 'base64url').toString('utf8')) as Record<string, unknown>

const me = async (token: string) => (await api('/customers/me/', { token })).body.user as { email?: string } | null

describe('Finding 1: no published default secret', () => {
  it('the demo generated its own secrets, kept beside its data with mode 600', () => {
    expect(fs.existsSync(secretsFile), secretsFile).toBe(true)
    expect(fs.statSync(secretsFile).mode & 0o777).toBe(0o600)
    const stored = siteSecrets()
    expect(stored.PAYLOAD_SECRET).not.toBe(publishedDefault)
    expect(stored.PAYLOAD_SECRET.length).toBeGreaterThanOrEqual(32)
    expect(stored.REVALIDATE_SECRET).not.toBe(stored.PAYLOAD_SECRET)
  })

  it('the database beside them, its log and shared memory, are the owner’s alone too (they were 644)', () => {
    const database = process.env.DATABASE_URL!.replace(/^file:/, '')
    for (const file of [database, `${database}-wal`, `${database}-shm`]) {
      expect(fs.statSync(file).mode & 0o777, file).toBe(0o600)
    }
  })

  it('a ten-year customer session signed with the published default is refused by /api/customers/me', async () => {
    const token = await login('customers', demoCustomer)
    const header = part(token, 0)
    const now = Math.floor(Date.now() / 1000)
    const claims = { ...part(token, 1), iat: now, exp: now + 10 * 365 * 24 * 3600 }
    expect(await me(sign(header, claims, publishedDefault))).toBeNull()
    // The forgery is well made: signed with the site's real secret, the same claims open the account.
    const stored = siteSecrets()
    expect((await me(sign(header, claims, stored.PAYLOAD_SECRET)))?.email).toBe(demoCustomer.email)
  })

  it('/api/revalidate refuses the secret derived from the published default and the CMS secret', async () => {
    const stored = siteSecrets()
    const post = (secret: string) =>
      api('/revalidate/', {
        method: 'POST',
        headers: { 'x-revalidate-secret': secret },
        body: JSON.stringify({ tags: ['collection:products'] }),
      })
    const derived = createHmac('sha256', publishedDefault).update('revalidate').digest('hex')
    expect((await post(derived)).status).toBe(401)
    expect((await post(stored.PAYLOAD_SECRET)).status).toBe(401)
    expect((await post(stored.REVALIDATE_SECRET)).status).toBe(200)
  })
})
