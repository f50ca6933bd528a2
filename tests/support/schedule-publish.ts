/**
 * Schedules the publication of articles as the admin's "Schedule publish" drawer does (Payload's
 * `schedulePublish` task queued with `waitUntil`, on behalf of the demo editor), on the database of
 * DATABASE_URL. Payload offers no HTTP endpoint that queues a job, so the integration test runs this:
 *
 *   node scripts/run-payload-script.mjs tests/support/schedule-publish.ts -- <article id> <ISO date> [<id> <date> …]
 *
 * Prints `{ "jobs": [<id>, …] }`.
 */
import { getPayload } from 'payload'

import { fail, finish } from '../../scripts/lib/done'
import { env } from '../../src/lib/env'
import config from '../../src/payload.config'

async function main() {
  const args = process.argv.slice(2)
  const schedule = args.flatMap((id, i) => (i % 2 ? [] : [{ id: Number(id), waitUntil: new Date(args[i + 1] ?? '') }]))
  if (!schedule.length || schedule.some((s) => !s.id || Number.isNaN(s.waitUntil.getTime()))) {
    throw new Error('usage: schedule-publish.ts <article id> <ISO date> [<article id> <ISO date> …]')
  }
  const payload = await getPayload({ config })
  const editors = await payload.find({
    collection: 'users',
    where: { email: { equals: env.DEMO_EDITOR_EMAIL } },
    limit: 1,
    depth: 0,
  })
  const editor = editors.docs[0]
  if (!editor) throw new Error(`no editor ${env.DEMO_EDITOR_EMAIL}`)
  const jobs: (number | string)[] = []
  for (const { id, waitUntil } of schedule) {
    const job = await payload.jobs.queue({
      task: 'schedulePublish',
      waitUntil,
      input: {
        type: 'publish',
        doc: { relationTo: 'articles', value: id },
        user: { relationTo: 'users', value: editor.id },
      },
    })
    // Not read back: the site's own cron may already have run (and removed) a job that is due.
    if (job.id == null) throw new Error(`the publication of article ${id} was not queued`)
    jobs.push(job.id)
  }
  finish({ jobs })
}

main().catch(fail)
