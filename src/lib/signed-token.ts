import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * Short tokens for links sent by mail (the newsletter's confirmation and unsubscribe links): a record's id, an
 * optional expiry and an HMAC that also covers a purpose and a value of the record (its e-mail address), so that
 * a token opens only the link it was made for, only for that record, and only while the record holds that value
 * (an id reused after a deletion does not inherit old links). Nothing is stored: the server recomputes the MAC.
 *
 * Form: `<id base36>.<expiry base36 or "">.<MAC base64url, 32 chars = 192 bits>`.
 */
export type TokenVerdict = 'ok' | 'expired' | 'invalid'

const MAC_LENGTH = 32
const MAX_TOKEN = 128

/** A key of its own per purpose, derived from the app secret: a token of one kind is never valid as another. */
const keyFor = (secret: string, purpose: string) =>
  createHmac('sha256', secret).update(`signed-token-key\n${purpose}`).digest()

const mac = (secret: string, purpose: string, id: string, expires: string, binding: string) =>
  createHmac('sha256', keyFor(secret, purpose))
    .update(`${id}\n${expires}\n${binding}`)
    .digest('base64url')
    .slice(0, MAC_LENGTH)

export function signToken(
  secret: string,
  purpose: string,
  claims: { id: number; expiresAt?: number },
  binding: string,
): string {
  const id = claims.id.toString(36)
  const expires = claims.expiresAt === undefined ? '' : Math.floor(claims.expiresAt).toString(36)
  return `${id}.${expires}.${mac(secret, purpose, id, expires, binding)}`
}

/** The record a token names, read without trusting it: only to load the record whose value `verifyToken` needs. */
export function tokenSubject(token: unknown): number | null {
  if (typeof token !== 'string' || token.length > MAX_TOKEN) return null
  const match = /^([0-9a-z]{1,11})\.([0-9a-z]{0,11})\.([A-Za-z0-9_-]+)$/.exec(token)
  if (!match) return null
  const id = parseInt(match[1]!, 36)
  return Number.isSafeInteger(id) && id > 0 ? id : null
}

/** Checks the MAC first (a forged token learns nothing about expiry), then the expiry. */
export function verifyToken(
  secret: string,
  purpose: string,
  token: unknown,
  binding: string,
  now: number = Date.now(),
): TokenVerdict {
  if (tokenSubject(token) === null) return 'invalid'
  const [id = '', expires = '', given = ''] = (token as string).split('.')
  const expected = Buffer.from(mac(secret, purpose, id, expires, binding))
  const actual = Buffer.from(given)
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return 'invalid'
  if (expires !== '' && parseInt(expires, 36) <= now) return 'expired'
  return 'ok'
}
