import { createHash } from 'node:crypto'

/** A login code as it is stored and looked up: only its digest (src/cms/collections/login-codes.ts). */
export const codeDigest = (code: string) => createHash('sha256').update(code).digest('base64url')

/** A code-shaped string (the built-in login's, or a service's): anything else is refused without a lookup. */
export const plausibleCode = (code: unknown): code is string =>
  typeof code === 'string' && /^[\w.~-]{8,512}$/.test(code)
