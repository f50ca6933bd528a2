/**
 * One app node's job runners without its web server, for tests/integration/jobs-once-postgres.test.ts. Run through
 * the bundling runner on the database of DATABASE_URL, in one of two modes:
 *
 * - `--setup <n> --label <text> [--only submissions|articles]`: migrates the database (the first time), makes sure an
 *   editor and an office with an e-mail address exist, then stores `n` contact requests with their deliveries queued
 *   (as the forms do) and `n` draft articles with their publication scheduled a moment ago (as the admin's "Schedule
 *   publish" does), or only one of the two. Prints `{ "submissions": [ids], "articles": [ids] }`.
 * - `--run`: starts what src/instrumentation.ts starts on a node: Payload's job crons on the jobs instance
 *   (JOBS_AUTORUN_CRON) and the forms' outbox runner (OUTBOX_POLL_MS); prints `jobs node ready` and runs until
 *   it is killed.
 */
import { parseArgs } from 'node:util'

import {
  commitTransaction,
  createLocalReq,
  getPayload,
  initTransaction,
  type Payload,
  type PayloadRequest,
} from 'payload'

import { fail, finish } from '../../scripts/lib/done'
import { migrateDatabase } from '../../scripts/lib/migrations'
import { markCronInstance } from '../../src/cms/jobs/cron-instance'
import { queueDelivery, startOutbox } from '../../src/cms/outbox/runner'
import { env, isPostgres } from '../../src/lib/env'
import { migrations as postgresMigrations } from '../../src/migrations/postgres'
import { migrations as sqliteMigrations } from '../../src/migrations/sqlite'
import config from '../../src/payload.config'

const { values } = parseArgs({
  options: {
    setup: { type: 'string' },
    label: { type: 'string', default: 'a' },
    only: { type: 'string' },
    run: { type: 'boolean' },
  },
})

async function editorOf(payload: Payload) {
  const found = await payload.find({ collection: 'users', limit: 1, depth: 0, overrideAccess: true })
  if (found.docs[0]) return found.docs[0]
  return payload.create({
    collection: 'users',
    data: { email: 'jobs-editor@jobs.test', password: 'a long jobs-test password 2026', name: 'Jobs' } as never,
    overrideAccess: true,
  })
}

async function setup(payload: Payload, count: number, label: string, only?: string) {
  await migrateDatabase(payload, isPostgres() ? postgresMigrations : sqliteMigrations)
  const editor = await editorOf(payload)
  await payload.updateGlobal({
    slug: 'contact',
    locale: 'it',
    // The address and VAT number every footer shows are required (src/cms/fields/company-facts.ts).
    data: {
      address: 'Via dei Test 1, Verona',
      piva: 'IT01234560231',
      offices: [{ name: 'Ufficio ordini', audience: 'horeca', email: 'ordini@jobs.test' }],
    } as never,
    overrideAccess: true,
  })
  const submissions: (number | string)[] = []
  const articles: (number | string)[] = []
  const due = new Date(Date.now() - 1_000)
  if (only === 'submissions') {
    // All at once, in one transaction: a node's outbox that polls meanwhile finds every delivery or none.
    const req = await createLocalReq({}, payload)
    await initTransaction(req)
    for (let i = 0; i < count; i++) submissions.push(await submission(payload, label, i, req))
    await commitTransaction(req)
    return finish({ submissions, articles })
  }
  for (let i = 0; i < count; i++) {
    if (only !== 'articles') submissions.push(await submission(payload, label, i))
    articles.push(await scheduledArticle(payload, editor.id, label, i, due))
  }
  finish({ submissions, articles })
}

async function submission(payload: Payload, label: string, i: number, req?: PayloadRequest) {
  const request = await payload.create({
    collection: 'contact-requests',
    data: {
      audience: 'horeca',
      request: 'becomeCustomer',
      name: 'Giulia',
      surname: `Rossi ${label}${i}`,
      email: `visitor-${label}-${i}@jobs.test`,
      message: `Richiesta ${label} ${i}`,
      locale: 'it',
      privacyConsentAt: new Date().toISOString(),
    } as never,
    overrideAccess: true,
    depth: 0,
    req,
  })
  await queueDelivery(payload, 'contact-requests', request.id, req)
  return request.id
}

async function scheduledArticle(payload: Payload, editor: number, label: string, i: number, due: Date) {
  const article = await payload.create({
    collection: 'articles',
    data: {
      title: `Notizia ${label} ${i}`,
      slug: `notizia-${label}-${i}`,
      section: 'news',
      _status: 'draft',
    } as never,
    draft: true,
    locale: 'it',
    overrideAccess: true,
    depth: 0,
  })
  await payload.jobs.queue({
    task: 'schedulePublish',
    waitUntil: due,
    input: {
      type: 'publish',
      doc: { relationTo: 'articles', value: article.id },
      user: { relationTo: 'users', value: editor },
    },
  })
  return article.id
}

async function run() {
  // As src/instrumentation.ts does on every node whose JOBS_AUTORUN_CRON is not off.
  const payload = await getPayload({ config, cron: true, key: 'jobs' })
  markCronInstance(payload)
  startOutbox(payload, { pollMs: env.OUTBOX_POLL_MS })
  console.log('jobs node ready')
  await new Promise(() => {})
}

async function main() {
  if (values.run) return run()
  if (!values.setup) throw new Error('usage: jobs-node.ts --setup <n> [--label <text>] [--only <kind>] | --run')
  const payload = await getPayload({ config })
  return setup(payload, Number(values.setup), values.label, values.only)
}

main().catch(fail)
