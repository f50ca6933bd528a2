import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { z } from 'zod'

/**
 * Where the site keeps what it stores: the database, the uploads (under MEDIA_DIR, or in an S3-compatible bucket
 * when the S3_* variables are set), and the archives `npm run backup` writes.
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
  // Uploads in an S3-compatible bucket instead of MEDIA_DIR (docs/decisions/039-object-storage.md): all four of
  // S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or none (checkObjectStorage).
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name: 3 to 63 of a-z 0-9 . -')
    .optional(),
  S3_REGION: z
    .string()
    .regex(
      /^[a-z0-9-]{2,32}$/,
      'must be a region such as eu-south-1 (auto or us-east-1 for most S3-compatible services)',
    )
    .optional(),
  // The service's address, for anything but AWS itself (MinIO, Ceph, Garage, Cloudflare R2, Scaleway, OVH…).
  S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// address' }).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  // `https://endpoint/bucket/key` instead of `https://bucket.endpoint/key`: what most S3-compatible services need.
  S3_FORCE_PATH_STYLE: z.stringbool().optional(),
  // A folder of the bucket for this site's files (a bucket shared with other things): `vinea`, `sites/vinea`.
  S3_PREFIX: z
    .string()
    .regex(
      /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*$/,
      'must be a folder such as vinea or sites/vinea: no leading, trailing or double slash, no dots',
    )
    .optional(),
})

export type StorageEnv = z.infer<typeof storageSchema>

/**
 * Each upload collection's folder: under MEDIA_DIR on disk, under S3_PREFIX in the bucket when S3_* is set. The same
 * layout in both places, so a file's key in the bucket is its path under MEDIA_DIR: a backup's `media/` is either,
 * and moving a site's files into a bucket is a copy of the folder (src/cms/uploads.ts, decision 039).
 */
export const uploadFolders = {
  media: 'images',
  documents: 'documents',
  downloads: 'downloads',
  'application-files': 'private/applications',
} as const

/** The bucket's settings, when uploads go to one. */
export type ObjectStorage = {
  bucket: string
  region: string
  endpoint?: string
  accessKeyId: string
  secretAccessKey: string
  forcePathStyle: boolean
  prefix: string
}

const objectStorageRequired = ['S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const
const objectStorageOptional = ['S3_ENDPOINT', 'S3_FORCE_PATH_STYLE', 'S3_PREFIX'] as const

/**
 * The S3 settings go together: a bucket without its keys (or keys without a bucket) would otherwise store uploads on
 * the local disk of one node while the operator believes they are in the bucket. For a zod `superRefine`.
 */
export function checkObjectStorage(v: Partial<StorageEnv>, ctx: z.RefinementCtx): void {
  const set = [...objectStorageRequired, ...objectStorageOptional].filter((name) => v[name] !== undefined)
  const missing = objectStorageRequired.filter((name) => v[name] === undefined)
  if (set.length > 0 && missing.length > 0) {
    ctx.addIssue({
      code: 'custom',
      path: [missing[0]!],
      message:
        `uploads in a bucket need ${objectStorageRequired.join(', ')} together (S3_ENDPOINT, S3_FORCE_PATH_STYLE and ` +
        `S3_PREFIX are optional); ${set.join(', ')} ${set.length === 1 ? 'is' : 'are'} set but ${missing.join(', ')} ` +
        `${missing.length === 1 ? 'is' : 'are'} not. Set them all, or none to keep uploads in MEDIA_DIR.`,
    })
  }
}

/** The bucket the settings name, or null when uploads stay in MEDIA_DIR. */
export function objectStorageOf(v: Partial<StorageEnv>): ObjectStorage | null {
  if (!v.S3_BUCKET || !v.S3_REGION || !v.S3_ACCESS_KEY_ID || !v.S3_SECRET_ACCESS_KEY) return null
  return {
    bucket: v.S3_BUCKET,
    region: v.S3_REGION,
    endpoint: v.S3_ENDPOINT,
    accessKeyId: v.S3_ACCESS_KEY_ID,
    secretAccessKey: v.S3_SECRET_ACCESS_KEY,
    forcePathStyle: v.S3_FORCE_PATH_STYLE ?? false,
    prefix: v.S3_PREFIX ?? '',
  }
}

/** The settings above from `variables`, an empty one counting as unset (as env.ts reads them). */
export function readStorageEnv(variables: NodeJS.ProcessEnv = process.env): StorageEnv {
  const parsed = storageSchema
    .superRefine(checkObjectStorage)
    .safeParse(Object.fromEntries(Object.entries(variables).filter(([, v]) => v !== '')))
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

/**
 * Where the site's generated secrets are kept (src/lib/env.ts): beside the SQLite file, or in `./data` when the
 * database is PostgreSQL (several app nodes must share their secrets: set them in the environment there).
 */
export function secretsFile(databaseUrl: string): string {
  if (isPostgresUrl(databaseUrl)) return path.resolve('data', 'secrets.json')
  return path.join(path.dirname(sqliteFile(databaseUrl)), 'secrets.json')
}
