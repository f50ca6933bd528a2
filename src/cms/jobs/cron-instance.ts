import type { Payload } from 'payload'

/**
 * The one Payload instance whose crons run the due jobs: the one `src/instrumentation.ts` starts outside any
 * request (decision 011). Payload also starts crons on the site's own instance at its first admin or API request
 * (`@payloadcms/next` asks for `cron: true`); a job run there runs inside that request's async context, where
 * `revalidateTag` clears nothing, and the published article's pages stayed stale whenever that cron won the race
 * for the job. Kept on `globalThis` because the instrumentation and the app are separate bundles.
 */
const key = Symbol.for('trade-catalogue.jobs-cron-instance')
const holder = globalThis as typeof globalThis & { [key]?: Payload }

export function markCronInstance(payload: Payload): void {
  holder[key] = payload
}

/** `jobs.shouldAutoRun`: only the marked instance runs jobs on its cron; `/api/payload-jobs/run` is unaffected. */
export function isCronInstance(payload: Payload): boolean {
  return holder[key] === payload
}
