/**
 * Prepares the database: creates or updates the schema (Payload's push, outside production mode), creates
 * the demo editor and seeds the demo content when the catalogue is empty. Verifies its work before it
 * reports done (see run-payload-script.mjs).
 */
import fs from 'node:fs'
import path from 'node:path'

import { getPayload } from 'payload'

import config from '../src/payload.config'
import { env, isPostgres } from '../src/lib/env'
import { seedDemo } from '../seed'
import { fail, finish } from './lib/done'

async function main() {
  if (!isPostgres()) {
    const file = env.DATABASE_URL.replace(/^file:/, '')
    fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true })
  }
  const started = Date.now()
  const payload = await getPayload({ config })

  const editors = await payload.count({ collection: 'users' })
  if (editors.totalDocs === 0) {
    await payload.create({
      collection: 'users',
      data: { email: env.DEMO_EDITOR_EMAIL, password: env.DEMO_EDITOR_PASSWORD, name: 'Demo editor' },
    })
  }
  const before = await payload.count({ collection: 'products' })
  const seeded = before.totalDocs === 0
  if (seeded) await seedDemo(payload)

  const counts: Record<string, number> = {}
  for (const collection of ['users', 'products', 'producers', 'taxonomy-terms', 'articles', 'pages'] as const) {
    counts[collection] = (await payload.count({ collection, overrideAccess: true })).totalDocs
  }
  const empty = Object.entries(counts).filter(([, n]) => n === 0)
  if (empty.length) throw new Error(`database not ready, empty: ${empty.map(([c]) => c).join(', ')}`)
  finish({ database: isPostgres() ? 'postgres' : env.DATABASE_URL, seeded, counts, ms: Date.now() - started })
}

main().catch(fail)
