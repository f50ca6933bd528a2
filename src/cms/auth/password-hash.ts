import { pbkdf2, timingSafeEqual } from 'node:crypto'
import { promisify } from 'node:util'

/**
 * Payload's password hash (payload/dist/auth/strategies/local/generatePasswordSaltHash.js): PBKDF2-SHA256, 600,000
 * rounds and 32 bytes behind the prefix `pbkdf2-sha256-v1:`; hashes stored before that prefix, 25,000 rounds and
 * 512 bytes. Payload does not export these; the sign-in timing and the demo-password check both need them.
 */
const currentPrefix = 'pbkdf2-sha256-v1:'
const current = { rounds: 600_000, bytes: 32 }
const legacy = { rounds: 25_000, bytes: 512 }

const hash = promisify(pbkdf2)

/** The work of hashing one password the current way, its result unused (an unknown account's sign-in). */
export async function hashLikePayload(password: string, salt: string): Promise<void> {
  await hash(password, salt, current.rounds, current.bytes, 'sha256')
}

/** Whether `password` is the one stored as `stored` with `salt`, as Payload checks a sign-in. */
export async function matchesStoredPassword(password: string, salt: string, stored: string): Promise<boolean> {
  const isCurrent = stored.startsWith(currentPrefix)
  const { rounds, bytes } = isCurrent ? current : legacy
  const expected = Buffer.from(isCurrent ? stored.slice(currentPrefix.length) : stored, 'hex')
  const actual = await hash(password, salt, rounds, bytes, 'sha256')
  return actual.length === expected.length && timingSafeEqual(actual, expected)
}
