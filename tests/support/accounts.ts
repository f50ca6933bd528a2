/**
 * Accounts made for one security test and removed after it, so that what the tests do to sign-ins (wrong
 * passwords, throttling, deactivation) never touches the demo accounts the other suites sign in with; and
 * client addresses of their own, sent as the reverse proxy would (the test run sets TRUST_PROXY=1).
 */
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import { api, editor, login } from './http'

export type Collection = 'users' | 'customers'
export type Account = { collection: Collection; id: number; email: string; password: string }

const run = Date.now().toString(36)
let made = 0

/** A password the policy accepts. */
export const strongPassword = () => `cantina-${randomBytes(6).toString('hex')}-Barolo`

/**
 * A client address no other test uses: 10.<random>.<n>, its second number 128–255. The tests that name an address
 * range of their own keep below 128 (age gate 10.65–66, cookie consent 10.67, the e2e forms 10.77–78, the reliability
 * test 10.99): a limit one of these tests uses up must not refuse another's visitor.
 */
const octet = () => 128 + Math.floor(Math.random() * 128)
let next = 0
export function newAddress(): string {
  next += 1
  return `10.${octet()}.${(next >> 8) & 255}.${next & 255}`
}
export const from = (address: string, headers: Record<string, string> = {}) => ({
  'X-Forwarded-For': address,
  ...headers,
})

let editorToken: string | undefined
export async function editorSession(): Promise<string> {
  editorToken ??= await login('users', editor)
  return editorToken
}

const created: Account[] = []

export async function createAccount(collection: Collection, extra: Record<string, unknown> = {}): Promise<Account> {
  made += 1
  const email = `sec-${run}-${made}@${collection === 'users' ? 'editors' : 'customers'}.test`
  const password = strongPassword()
  const data =
    collection === 'users'
      ? { email, password, name: `Security test ${made}` }
      : { email, password, name: 'Test', company: 'Test S.r.l.', vatNumber: 'IT01234560231', active: true }
  const res = await api(`/${collection}/`, {
    method: 'POST',
    token: await editorSession(),
    body: JSON.stringify({ ...data, ...extra }),
  })
  if (res.status !== 201) throw new Error(`create ${collection} account: ${res.status} ${res.text}`)
  const account = { collection, id: (res.body.doc as { id: number }).id, email, password }
  created.push(account)
  return account
}

export async function removeAccounts(): Promise<void> {
  const token = await editorSession()
  for (const a of created.splice(0)) await api(`/${a.collection}/${a.id}/`, { method: 'DELETE', token })
}

/** A sign-in from a given address. */
export const signIn = (collection: Collection, email: string, password: string, address: string) =>
  api(`/${collection}/login/`, {
    method: 'POST',
    headers: from(address),
    body: JSON.stringify({ email, password }),
  })

/**
 * A code check from an address never seen before: only the limit of everyone together on the sign-in endpoints can
 * refuse it (429), so it both floods that limit and tells whether it is exhausted.
 */
export const codeCheckFromNewAddress = () =>
  api('/customers/verify/not-a-token/', { method: 'POST', headers: from(newAddress()) })

const mailDir = process.env.TEST_MAIL_DIR ?? path.resolve(import.meta.dirname, '../../.cache/test/mail')

export type Mail = { to: string; subject: string; html: string; text: string; headers: string; raw: string }

function decodeWords(header: string): string {
  // Adjacent encoded words are one text: the space between them is not part of it.
  return header
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_, enc: string, text: string) =>
      enc.toLowerCase() === 'b'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text
              .replace(/_/g, ' ')
              .replace(/=([0-9a-f]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16))),
            'latin1',
          ).toString('utf8'),
    )
}

function decodeBody(body: string, encoding: string): string {
  if (/base64/i.test(encoding)) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
  if (/quoted-printable/i.test(encoding))
    return Buffer.from(
      body.replace(/=\r?\n/g, '').replace(/=([0-9a-f]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16))),
      'latin1',
    ).toString('utf8')
  return body
}

/** Splits a MIME entity into its headers (folded lines joined) and its body. */
function entity(text: string): { headers: string; body: string } {
  const end = text.indexOf('\n\n')
  return { headers: text.slice(0, end).replace(/\n[ \t]+/g, ' '), body: text.slice(end + 2) }
}

const headerOf = (headers: string, name: string) => new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(headers)?.[1] ?? ''

/** A received mail, as the SMTP sink of the test run filed it: its headers and its HTML, decoded. */
export function parseMail(raw: string): Mail {
  const message = entity(raw.replace(/\r\n/g, '\n'))
  const boundary = /boundary="?([^";]+)"?/i.exec(headerOf(message.headers, 'Content-Type'))?.[1]
  const parts = boundary ? message.body.split(`--${boundary}`).map((p) => entity(p.replace(/^\n/, ''))) : [message]
  const part = (type: string) => {
    const found = parts.find((p) => new RegExp(`^text/${type}`, 'i').test(headerOf(p.headers, 'Content-Type')))
    return found ? decodeBody(found.body, headerOf(found.headers, 'Content-Transfer-Encoding')) : ''
  }
  return {
    to: decodeWords(headerOf(message.headers, 'To')),
    subject: decodeWords(headerOf(message.headers, 'Subject')),
    html: part('html'),
    text: part('plain'),
    headers: message.headers,
    raw,
  }
}

/** Waits for the mails sent to `to` (they leave the site in the background). */
export async function mailsTo(to: string, count = 1, timeoutMs = 20_000): Promise<Mail[]> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const mails = fs.existsSync(mailDir)
      ? fs
          .readdirSync(mailDir)
          .sort()
          .map((f) => parseMail(fs.readFileSync(path.join(mailDir, f), 'utf8')))
          .filter((m) => m.to.includes(to))
      : []
    if (mails.length >= count || Date.now() > deadline) return mails
    await new Promise((r) => setTimeout(r, 250))
  }
}

/** The reset token of a reset link: the admin's `/admin/reset/<token>` or the reserved area's `?token=`. */
export const resetToken = (mail: Mail) => /(?:\/reset\/|[?&]token=)([0-9a-f]{20,})/.exec(mail.html)?.[1] ?? null
