import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { z } from 'zod'

/**
 * Where the site keeps what it stores: the database, the uploads, and the archives `npm run backup` writes.
 * Part of the site's configuration (src/lib/env.ts extends this schema), and read alone by the backup and restore
 * commands, which need these three and nothing else: loading env.ts would generate the site's secrets beside a
 * database that a restore is about to create, and stop a backup over a setting it never uses.
 */

export const isPostgresUrl = (url: string) => /^postgres(ql)?:\/\//.test(url)

export const storageSchema = z.object({
  DATABASE_URL: z
    .string()
    .default('file:./data/vinea.db')
    .refine((v) => v.startsWith('file:') || isPostgresUrl(v), 'must be file:… or postgres://…'),
  MEDIA_DIR: z.string().min(1).default('./media'),
  // Where `npm run backup` writes its archives (docs/decisions/034-backups.md).
  BACKUP_DIR: z.string().min(1).default('./backups'),
})

export type StorageEnv = z.infer<typeof storageSchema>

/** The settings above from `variables`, an empty one counting as unset (as env.ts reads them). */
export function readStorageEnv(variables: NodeJS.ProcessEnv = process.env): StorageEnv {
  const parsed = storageSchema.safeParse(Object.fromEntries(Object.entries(variables).filter(([, v]) => v !== '')))
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n')
    throw new Error(`Invalid environment configuration:\n${lines}`)
  }
  return parsed.data
}

/** The file a `file:` DATABASE_URL names (`file:./data/vinea.db`, `file:///srv/vinea.db`, options after `?`). */
export function sqliteFile(databaseUrl: string): string {
  const location = databaseUrl.slice('file:'.length).split('?')[0]!
  return path.resolve(location.startsWith('//') ? fileURLToPath(`file:${location}`) : location)
}
