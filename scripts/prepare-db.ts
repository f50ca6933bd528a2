/**
 * Prepares the database: applies the pending migrations of its dialect (src/migrations/<dialect>; a database that
 * Payload's schema push made is adopted first, scripts/lib/migrations.ts and decision 036), creates
 * the demo editor and seeds the demo content when the catalogue is empty (unless DEMO_CONTENT=false), and refuses
 * a public SITE_URL while a demo account keeps its published password. Verifies its work before it
 * reports done (see run-payload-script.mjs).
 *
 *   npm run seed                      400 products (the demo)
 *   npm run seed -- --products 3500   a larger catalogue, for benchmarks (on an empty database)
 *
 * With DATABASE_IDENTITY_FILE set (`npm start` sets it), writes there a digest of the database's address and
 * identity, never the address itself, so that a build made against one database never serves another.
 */
import fs from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'

import { type CollectionSlug, getPayload } from 'payload'

import { seedDemo } from '../seed'
import { demoAccountContext } from '../src/cms/auth/demo-context'
import { databaseDigest, databaseIdentity } from '../src/cms/database-identity'
import { demoPasswordRefusal } from '../src/cms/demo-accounts'
import { longTransactionsExpected } from '../src/cms/sqlite-transactions'
import { env, isPostgres } from '../src/lib/env'
import { migrations as postgresMigrations } from '../src/migrations/postgres'
import { migrations as sqliteMigrations } from '../src/migrations/sqlite'
import config from '../src/payload.config'
import { postgresUnreachable } from './lib/database-reachable'
import { fail, finish } from './lib/done'
import { migrateDatabase } from './lib/migrations'
import { applySchemaMoves, openMoveDatabase } from './lib/schema-moves'

const { values } = parseArgs({ options: { products: { type: 'string', default: '400' } }, strict: true })
const size = Number(values.products)
if (!Number.isInteger(size) || size < 19 || size > 1_000_000)
  fail(new Error('--products must be a whole number from 19 to 1000000'))

/** Every collection the seed fills, checked after seeding. */
const seeded: CollectionSlug[] = [
  'users',
  'products',
  'producers',
  'taxonomy-terms',
  'projects',
  'catalogues',
  'articles',
  'authors',
  'pages',
  'testimonials',
  'agents',
  'contact-questions',
  'bibliography',
  'downloads',
  'customers',
  'media',
  'documents',
]

async function main() {
  if (!isPostgres()) {
    const file = env.DATABASE_URL.replace(/^file:/, '')
    fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true })
  }
  const started = Date.now()
  const unreachable = isPostgres() ? await postgresUnreachable(env.DATABASE_URL) : null
  if (unreachable) {
    console.error(`✗ ${unreachable}`)
    process.exit(1)
  }
  const payload = await getPayload({ config })
  // It runs before the site, alone on the database (on PostgreSQL, nothing watches its transactions).
  longTransactionsExpected(payload.db)
  const migration = await migrateDatabase(payload, isPostgres() ? postgresMigrations : sqliteMigrations, async () => {
    // Only a database made by push can predate the moves (they came before migrations).
    const moves = await openMoveDatabase(env.DATABASE_URL)
    const moved = await applySchemaMoves(moves).finally(() => moves.close())
    for (const name of moved) console.log(`  moved: ${name}`)
  })
  if (migration.adopted.length) {
    const names = migration.adopted.join(', ')
    console.log(`▸ Migrations: adopted a database made by schema push; recorded as applied: ${names}`)
  } else if (migration.applied.length) {
    console.log(`▸ Migrations: applied ${migration.applied.join(', ')}`)
  } else {
    const pushed = migration.pushed ? ', the schema `next dev` pushed taken in' : ''
    console.log(`▸ Migrations: no pending migration (${migration.recorded.length} applied${pushed})`)
  }
  const identityFile = process.env.DATABASE_IDENTITY_FILE
  if (identityFile) {
    fs.writeFileSync(identityFile, databaseDigest(env.DATABASE_URL, await databaseIdentity(payload)))
  }

  const editors = await payload.count({ collection: 'users' })
  if (editors.totalDocs === 0) {
    await payload.create({
      collection: 'users',
      data: { email: env.DEMO_EDITOR_EMAIL, password: env.DEMO_EDITOR_PASSWORD, name: 'Demo editor' },
      context: demoAccountContext, // its password is published: the policy lets only the seed set it
    })
  }
  const before = await payload.count({ collection: 'products' })
  const seed = before.totalDocs === 0 && env.DEMO_CONTENT
  const seedStarted = Date.now()
  if (seed)
    await seedDemo(payload, {
      products: size,
      log: (m) => console.log(`  seeded ${m} (${((Date.now() - seedStarted) / 1000).toFixed(1)} s)`),
    })

  const counts: Record<string, number> = {}
  for (const collection of env.DEMO_CONTENT ? seeded : ['users' as const]) {
    counts[collection] = (await payload.count({ collection, overrideAccess: true })).totalDocs
  }
  const empty = Object.entries(counts).filter(([, n]) => n === 0)
  if (empty.length) throw new Error(`database not ready, empty: ${empty.map(([c]) => c).join(', ')}`)
  // A public origin or listening address (HOST, which `npm start` passes to the server) with a published demo
  // password: stop before the build (the server checks again, with the address it listens on; decision 014). HOST
  // was refused only by the server, after a whole build (the thirty-first check from outside).
  const refusal = await demoPasswordRefusal(payload, {
    siteUrl: env.SITE_URL,
    listenHost: process.env.HOST || '127.0.0.1',
    demoEditorEmail: env.DEMO_EDITOR_EMAIL,
  })
  if (refusal) {
    console.error(`\n✗ ${refusal}\n`)
    process.exit(1)
  }
  finish({
    database: isPostgres() ? 'postgres' : env.DATABASE_URL,
    migrations: migration,
    seeded: seed,
    seedSeconds: seed ? (Date.now() - seedStarted) / 1000 : 0,
    counts,
    seconds: (Date.now() - started) / 1000,
  })
}

main().catch(fail)
