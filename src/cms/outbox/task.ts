import type { TaskConfig } from 'payload'

import { env } from '@/lib/env'

import type { OutboxCollection } from './channels'
import { deliverSubmission } from './deliver'
import { retryAttempts } from './retry'

/** The outbox's queue: run by its own runner (runner.ts), not by the cron of the scheduled publications. */
export const OUTBOX_QUEUE = 'outbox'

/**
 * One job per stored submission: deliver it (deliver.ts). A failure is retried by Payload's queue with
 * exponential backoff from OUTBOX_RETRY_BASE_MS, over at least 24 hours (retry.ts).
 */
export const deliverSubmissionTask = {
  slug: 'deliver-submission',
  label: 'Deliver a form submission',
  inputSchema: [
    { name: 'collection', type: 'text', required: true },
    { name: 'id', type: 'text', required: true },
  ],
  retries: {
    attempts: retryAttempts(env.OUTBOX_RETRY_BASE_MS),
    backoff: { type: 'exponential', delay: env.OUTBOX_RETRY_BASE_MS },
    // Every attempt runs the handler, which knows from the submission what is left to deliver. Payload would
    // otherwise skip a task its job's log calls succeeded, and complete (and delete) the job: under load on
    // SQLite that left submissions undelivered with no job left to retry them.
    shouldRestore: false,
  },
  handler: async ({ input, req }: { input: { collection: string; id: string }; req: { payload: never } }) => {
    await deliverSubmission(req.payload, { collection: input.collection as OutboxCollection, id: input.id })
    return { output: {} }
  },
} as unknown as TaskConfig
