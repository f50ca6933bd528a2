import type { Payload } from 'payload'

import { retryWhenBusy } from '@/lib/busy'
import { env } from '@/lib/env'
import { parseMailbox } from '@/lib/mail/transport'

import { applicationChannels } from './application-channels'
import type { ChannelBuilder, Doc, OutboxCollection } from './channels'
import { contactChannels } from './contact-channels'
import { newsletterChannels } from './newsletter'
import { retryAttempts } from './retry'

/**
 * Delivers one stored submission (decision 017): each of its channels (the office's mail, the visitor's copy,
 * the webhook) once, recording each channel's time as it succeeds, so that a retry sends only what is still
 * missing. A channel whose sending succeeded but whose record did not (the process was killed in between) is
 * sent again; its Message-ID and Idempotency-Key are the same on every attempt, so the receiving end can keep it
 * once. Throws when a channel failed: Payload's job queue then retries with exponential backoff.
 */
const builders: Record<OutboxCollection, ChannelBuilder> = {
  'contact-requests': contactChannels,
  'job-applications': applicationChannels,
  'newsletter-signups': newsletterChannels,
}

export const maxAttempts = () => retryAttempts(env.OUTBOX_RETRY_BASE_MS) + 1

export async function deliverSubmission(
  payload: Payload,
  input: { collection: OutboxCollection; id: string | number },
): Promise<void> {
  const { collection, id } = input
  // Null only when the submission is not there (deleted by an editor meanwhile: nothing left to deliver); any other
  // failure to read it (a busy database) fails the attempt, which is tried again.
  const doc = (await retryWhenBusy(() =>
    payload.findByID({ collection, id, depth: 1, overrideAccess: true, disableErrors: true }),
  )) as Doc | null
  if (!doc) {
    // Not there: an editor deleted it, or (never seen) it is not readable yet; a count tells the two apart.
    if (
      (await retryWhenBusy(() => payload.count({ collection, where: { id: { equals: id } }, overrideAccess: true })))
        .totalDocs > 0
    ) {
      throw new Error(`${collection} ${id} could not be read`)
    }
    console.warn(`outbox: ${collection} ${id} is gone, nothing to deliver`)
    return
  }
  const build = builders[collection]
  const domain = parseMailbox(env.MAIL_FROM).address.split('@')[1] ?? 'localhost'
  const channels = await build({
    payload,
    doc,
    collection,
    messageId: (channel) => `<${collection}.${doc.id}.${channel}@${domain}>`,
  })
  const done: Record<string, string> = { ...(doc.delivery?.channels ?? {}) }
  const errors: string[] = []
  const record = (data: Record<string, unknown>) =>
    retryWhenBusy(() =>
      payload.update({ collection, id: doc.id, data: { delivery: data }, overrideAccess: true, depth: 0 }),
    )
  for (const channel of channels) {
    if (done[channel.name]) continue
    try {
      await channel.send()
      done[channel.name] = new Date().toISOString()
      await record({ channels: { ...done } })
    } catch (error) {
      errors.push(`${channel.name}: ${error instanceof Error ? error.message : String(error)}`.slice(0, 300))
    }
  }
  const attempts = (doc.delivery?.attempts ?? 0) + 1
  const now = new Date().toISOString()
  if (errors.length === 0) {
    await record({ status: 'delivered', attempts, lastAttemptAt: now, deliveredAt: now, lastError: null })
    return
  }
  await record({
    status: attempts >= maxAttempts() ? 'failed' : 'pending',
    attempts,
    lastAttemptAt: now,
    lastError: errors.join(' · '),
  })
  console.warn(`outbox: ${collection} ${doc.id}, attempt ${attempts} of ${maxAttempts()}: ${errors.join(' · ')}`)
  throw new Error(errors.join(' · '))
}
