/**
 * Writes to DATABASE_IDENTITY_FILE the digest of the database DATABASE_URL names (its address and its first
 * migration's record, never the address itself): what `npm run build` records beside the build, so that a node
 * started on the build with another database refuses to serve it (src/cms/database-identity.ts, decision 104).
 * Reads only: a database with no migration recorded fails, with the command that prepares it.
 */
import fs from 'node:fs'

import { getPayload } from 'payload'

import { databaseDigest, databaseIdentity } from '../src/cms/database-identity'
import { env, isPostgres } from '../src/lib/env'
import config from '../src/payload.config'
import { postgresUnreachable } from './lib/database-reachable'
import { fail, finish } from './lib/done'

async function main() {
  const out = process.env.DATABASE_IDENTITY_FILE
  if (!out) throw new Error('DATABASE_IDENTITY_FILE is not set')
  const unreachable = isPostgres() ? await postgresUnreachable(env.DATABASE_URL) : null
  if (unreachable) {
    console.error(`✗ ${unreachable}`)
    process.exit(1)
  }
  const sqliteFile = isPostgres() ? null : env.DATABASE_URL.replace(/^file:/, '')
  if (sqliteFile && !fs.existsSync(sqliteFile)) {
    console.error(
      `✗ ${sqliteFile} does not exist: prepare the database first (\`npm run prepare:db\`), then build against it.`,
    )
    process.exit(1)
  }
  const payload = await getPayload({ config })
  const identity = await databaseIdentity(payload).catch(() => null)
  if (!identity) {
    console.error(
      '✗ The database records no migration: prepare it first (`npm run prepare:db`), then build against it.',
    )
    process.exit(1)
  }
  fs.writeFileSync(out, databaseDigest(env.DATABASE_URL, identity))
  finish({ identity: 'written' })
}

main().catch(fail)
