import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'

/**
 * What tells this database from another at the same address (a deleted and recreated SQLite file, a PostgreSQL
 * database dropped and made again): the first migration's record, written when the database was made or adopted.
 */
export async function databaseIdentity(payload: Payload): Promise<string> {
  const { docs } = await payload.find({
    collection: 'payload-migrations',
    where: { batch: { greater_than: 0 } },
    sort: 'createdAt',
    limit: 1,
    depth: 0,
  })
  const first = docs[0]
  if (!first) throw new Error('the database records no migration')
  return `${first.id}:${first.name}:${first.createdAt}`
}

/**
 * The database a build is made against, as `npm start` records it beside the build (`<dist>/database-identity`,
 * scripts/lib/prepared-build.mjs): a digest, since the address may hold a password.
 */
export const databaseDigest = (databaseUrl: string, identity: string) =>
  createHash('sha256').update(`${databaseUrl}\n${identity}`).digest('hex')

/**
 * Why the build in `distDir` must not serve the database of `digest`: it records another one (its pages were
 * rendered from that one's content). Null when it records this one, or none (a build made by `npm run build` alone).
 */
export function buildOfAnotherDatabase(distDir: string, digest: string): string | null {
  const file = path.join(distDir, 'database-identity')
  const recorded = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : ''
  if (!recorded || recorded === digest) return null
  return (
    `The build in ${distDir} was made against another database than DATABASE_URL's: its pages hold that one's ` +
    `content. Run \`npm start\` (it builds again), or \`npm run build\` with this DATABASE_URL and copy the build.`
  )
}
