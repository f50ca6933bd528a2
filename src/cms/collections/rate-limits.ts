import type { CollectionConfig } from 'payload'

import { isEditor, nobody } from '../access'

/**
 * The counters of the sign-in limits (src/lib/rate-limit/sql-store.ts writes them with one SQL upsert each):
 * a collection only so that Payload creates and migrates the table with the rest of the schema. Keys are digests,
 * times are milliseconds since the epoch. Hidden from the admin; only editors may read it through the API.
 */
export const RateLimits: CollectionConfig = {
  slug: 'rate-limits',
  dbName: 'rate_limits',
  timestamps: false,
  admin: { hidden: true },
  access: { read: isEditor, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'key', type: 'text', required: true, unique: true, index: true },
    { name: 'count', type: 'number', required: true },
    { name: 'resetAt', type: 'number', required: true, index: true },
    { name: 'lastAt', type: 'number', required: true },
    { name: 'prevAt', type: 'number' },
  ],
}
