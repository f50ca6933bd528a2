import 'server-only'

import { randomBytes } from 'node:crypto'

import type { Payload } from 'payload'

import { serialWrite } from '@/cms/serial-write'
import { LOGIN_COOKIE_MAX_AGE_S } from '@/lib/login-cookie'

import { codeDigest, plausibleCode } from './code-shape'

/**
 * The built-in check-codes and logout services (DESIGN.md "External login page"; docs/decisions/027), used when the
 * distributor's are not configured. The built-in login page issues a one-time code for a customer; the guard
 * verifies it once (a second verification as a new login is refused), and later revalidates it as the session's
 * token every 5 minutes, which fails once the session ended (logout), the customer was deactivated or deleted, or
 * the session is older than the cookie may be. Its writes wait for another writer rather than fail (serialWrite): a
 * customer logging in or out while an editor saves gets the next page, not an error.
 */
export const CODE_TTL_MS = 10 * 60_000
const SESSION_TTL_MS = LOGIN_COOKIE_MAX_AGE_S * 1000

/** 256 random bits, URL-safe: a code cannot be guessed, only rate-limited attempts at it. */
const newCode = () => randomBytes(32).toString('base64url')

type CodeRecord = {
  id: number | string
  customer?: number | string | { id: number | string; email?: string; active?: boolean | null } | null
  issuedAt: string
  usedAt?: string | null
  revokedAt?: string | null
}

async function findCode(payload: Payload, code: string): Promise<CodeRecord | null> {
  const { docs } = await payload.find({
    collection: 'login-codes',
    where: { digest: { equals: codeDigest(code) } },
    limit: 1,
    depth: 1,
    overrideAccess: true,
  })
  return (docs[0] as CodeRecord | undefined) ?? null
}

/**
 * Drops the records that can no longer let anyone in nor keep anyone out: codes never used and past their 10 minutes,
 * and codes used or tokens revoked longer ago than a login cookie lives (any cookie carrying them has expired). One
 * DELETE statement, no transaction of its own (Payload's `delete` opened one per record).
 */
export async function pruneLoginCodes(payload: Payload, now: number = Date.now()): Promise<void> {
  const unusedBefore = new Date(now - CODE_TTL_MS).toISOString()
  const endedBefore = new Date(now - SESSION_TTL_MS).toISOString()
  await payload.db.deleteMany({
    collection: 'login-codes',
    where: {
      or: [
        {
          and: [
            { usedAt: { exists: false } },
            { revokedAt: { exists: false } },
            { issuedAt: { less_than: unusedBefore } },
          ],
        },
        { usedAt: { less_than: endedBefore } },
        { revokedAt: { less_than: endedBefore } },
      ],
    },
  })
}

// Pruned after a write of this module, at most once per interval per process (each node prunes on its own; a repeat
// finds nothing). Awaited after the write, not beside it: on SQLite a write running beside the request's own failed
// it (SQLITE_BUSY). A failed prune is logged and never fails the request.
const PRUNE_INTERVAL_MS = 10 * 60_000
let lastPrune = 0
async function pruneNowAndThen(payload: Payload, now: number) {
  if (now - lastPrune < PRUNE_INTERVAL_MS) return
  lastPrune = now
  await pruneLoginCodes(payload, now).catch((err: unknown) =>
    payload.logger.error({ err, msg: 'login codes: could not prune the expired ones' }),
  )
}

/** A one-time code that lets `customerId` in, valid for its first verification within 10 minutes. */
export async function issueCode(payload: Payload, customerId: number | string, now: number = Date.now()) {
  const code = newCode()
  await serialWrite(() =>
    payload.create({
      collection: 'login-codes',
      data: { digest: codeDigest(code), customer: customerId as number, issuedAt: new Date(now).toISOString() },
      overrideAccess: true,
    }),
  )
  await pruneNowAndThen(payload, now)
  return code
}

export type Verification = { logged: boolean; mail: string }

const refused: Verification = { logged: false, mail: '' }

/**
 * Spec §7.7 against the built-in service. A first verification (`revalidate` false) uses the code up; a
 * revalidation accepts only a used code whose session still stands.
 */
export async function checkCode(
  payload: Payload,
  code: string,
  { revalidate, now = Date.now() }: { revalidate: boolean; now?: number },
): Promise<Verification> {
  if (!plausibleCode(code)) return refused
  const record = await findCode(payload, code)
  const customer = record && typeof record.customer === 'object' ? record.customer : null
  if (!record || !customer || customer.active === false || record.revokedAt) return refused
  const mail = customer.email ?? ''
  if (revalidate) {
    if (!record.usedAt || now - Date.parse(record.usedAt) > SESSION_TTL_MS) return refused
    return { logged: true, mail }
  }
  if (record.usedAt || now - Date.parse(record.issuedAt) > CODE_TTL_MS) return refused
  // Used up by this verification only if no other took it first (two tabs, a replay racing the owner).
  const { docs } = await serialWrite(() =>
    payload.update({
      collection: 'login-codes',
      where: { and: [{ id: { equals: record.id } }, { usedAt: { exists: false } }] },
      data: { usedAt: new Date(now).toISOString() },
      overrideAccess: true,
    }),
  )
  return docs.length === 1 ? { logged: true, mail } : refused
}

/**
 * Spec §7.8 against the built-in service, and the site's own record of every logout (whichever service verified the
 * token): the session of `token` has ended, and a cookie that still carries it is refused.
 */
export async function revokeToken(payload: Payload, token: string, now: number = Date.now()): Promise<void> {
  if (!plausibleCode(token)) return
  const at = new Date(now).toISOString()
  await serialWrite(async () => {
    const record = await findCode(payload, token)
    if (record) {
      if (record.revokedAt) return
      await payload.update({ collection: 'login-codes', id: record.id, data: { revokedAt: at }, overrideAccess: true })
    } else {
      await payload.create({
        collection: 'login-codes',
        data: { digest: codeDigest(token), issuedAt: at, revokedAt: at },
        overrideAccess: true,
      })
    }
  })
  await pruneNowAndThen(payload, now)
}

/**
 * Whether the session of `token` still stands, for every reserved page and download: not logged out; and with the
 * built-in service, its customer still active (deactivation takes effect at once, not at the next revalidation).
 */
export async function sessionStands(payload: Payload, token: string, builtIn: boolean): Promise<boolean> {
  if (!plausibleCode(token)) return false
  const record = await findCode(payload, token)
  if (record?.revokedAt) return false
  if (!builtIn) return true
  const customer = record && typeof record.customer === 'object' ? record.customer : null
  return Boolean(record?.usedAt && customer && customer.active !== false)
}
