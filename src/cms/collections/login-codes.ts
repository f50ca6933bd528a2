import type { CollectionConfig } from 'payload'

import { isEditor, nobody } from '../access'

/**
 * The built-in login's one-time codes (src/features/reserved/codes.ts; docs/decisions/027): a code is stored only as
 * its SHA-256 digest, with the customer it lets in, when it was issued, when it was first verified (it cannot be
 * verified as a new login again) and when its session ended (logout). With the distributor's services configured,
 * only logouts are recorded here, so that a replayed cookie is refused. Written by the site alone; hidden from the
 * admin, read only by editors through the API.
 */
export const LoginCodes: CollectionConfig = {
  slug: 'login-codes',
  dbName: 'login_codes',
  admin: { hidden: true },
  access: { read: isEditor, readVersions: isEditor, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'digest', type: 'text', required: true, unique: true, index: true },
    { name: 'customer', type: 'relationship', relationTo: 'customers' },
    { name: 'issuedAt', type: 'date', required: true, index: true },
    { name: 'usedAt', type: 'date' },
    { name: 'revokedAt', type: 'date' },
  ],
}
