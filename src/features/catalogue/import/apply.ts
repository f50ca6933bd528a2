import { setImmediate as nextTurn } from 'node:timers/promises'

import type { Payload, PayloadRequest } from 'payload'

import { inTransaction } from '@/cms/transaction'
import { retryWhenBusy } from '@/lib/busy'

import type { FeedRejection, FeedRow, ParsedFeed, Rejection } from './feed'
import type { RecordKind } from './schema'
import { checkSlugsAreFree, type Collection, noJoins, producerDefaults, productDefaults } from './slugs'
import { differs, nest, producerWrite, productWrite, type References, type Write } from './writes'

/**
 * Applies a parsed feed through Payload's local API, so validation and the revalidation hooks run as for an
 * editor's change (the hooks collect their cache tags in `pendingTags` when no Next server is around).
 * Producers first, so that products can name those of the same feed. Each row is written in its own
 * transaction, Italian then English: a row that fails leaves nothing half-written and never stops the others.
 * A caller that writes a feed it made itself in bulk (the demo seed) may pass its own transaction as `req`:
 * every row then writes and reads inside it, and since a rejected row may have written part of itself there,
 * that caller rolls the transaction back when the report has a rejection.
 * Not 'server-only': the import script runs it outside Next.
 */

export type Counts = { created: number; updated: number; unchanged: number; rejected: number }
export type ImportReport = { producers: Counts; products: Counts; rejected: Rejection[] }
export type ApplyOptions = { dryRun?: boolean; log?: (message: string) => void; req?: PayloadRequest }

type Outcome = 'created' | 'updated' | 'unchanged'
type Stored = { id: number } & Record<string, unknown>

const emptyCounts = (): Counts => ({ created: 0, updated: 0, unchanged: 0, rejected: 0 })

export async function applyFeed(
  payload: Payload,
  feed: ParsedFeed,
  { dryRun = false, log, req }: ApplyOptions = {},
): Promise<ImportReport> {
  const refs = await loadReferences(payload, feed, req)
  const counts: Record<RecordKind, Counts> = { producer: emptyCounts(), product: emptyCounts() }
  const rejected: FeedRejection[] = [...feed.rejected]
  const reject = (kind: RecordKind, { row, order, record }: FeedRow<{ code: string }>, reason: string) => {
    rejected.push({ row, order, kind, code: record.code, reason })
    if (kind === 'producer') refs.rejectedProducers.set(record.code, row)
  }

  const total = feed.producers.length + feed.products.length
  let done = 0
  // After each row the event loop turns once. SQLite's driver frees the native memory of a statement, and of
  // the connection each transaction leaves behind (libsql hands its connection to the transaction and opens a
  // new one), only in finalizers that run from the event loop, never inside a chain of promise continuations,
  // and a row's writes are synchronous under their promises. Without the turn a feed of 400 rows held 170 MB
  // more (decision 008).
  const progress = async () => {
    done += 1
    if (done % 500 === 0) log?.(`${done} of ${total} rows`)
    await nextTurn()
  }

  for (const row of feed.producers) {
    const { write, reasons } = producerWrite(row.record, refs)
    if (reasons.length) reject('producer', row, reasons.join('; '))
    else {
      try {
        const { outcome, id } = await upsert(
          payload,
          'producers',
          write,
          (w) => producerDefaults(payload, w, req),
          dryRun,
          req,
        )
        refs.producers.set(row.record.code, id)
        counts.producer[outcome] += 1
      } catch (error) {
        reject('producer', row, reasonOf(error))
      }
    }
    await progress()
  }

  for (const row of feed.products) {
    const { write, reasons } = productWrite(row.record, refs)
    if (reasons.length) reject('product', row, reasons.join('; '))
    else {
      try {
        const { outcome } = await upsert(payload, 'products', write, productDefaults, dryRun, req)
        counts.product[outcome] += 1
      } catch (error) {
        reject('product', row, reasonOf(error))
      }
    }
    await progress()
  }

  for (const r of rejected) if (r.kind) counts[r.kind].rejected += 1
  return {
    producers: counts.producer,
    products: counts.product,
    rejected: rejected
      .sort((a, b) => a.order - b.order)
      .map(({ row, code, reason }) => ({ row, ...(code ? { code } : {}), reason })),
  }
}

async function loadReferences(payload: Payload, feed: ParsedFeed, req?: PayloadRequest): Promise<References> {
  const inside = req ? { req } : {}
  const [terms, projects, producers] = await Promise.all([
    payload.find({
      collection: 'taxonomy-terms',
      pagination: false,
      depth: 0,
      select: { group: true, code: true, parent: true },
      ...inside,
    }),
    payload.find({
      collection: 'projects',
      pagination: false,
      depth: 0,
      joins: false,
      select: { code: true },
      ...inside,
    }),
    payload.find({
      collection: 'producers',
      pagination: false,
      depth: 0,
      joins: false,
      select: { code: true },
      ...inside,
    }),
  ])
  const idOf = (v: unknown) =>
    typeof v === 'object' && v !== null ? (v as { id: number }).id : ((v as number | null | undefined) ?? null)
  return {
    terms: new Map(terms.docs.map((t) => [`${t.group}:${t.code}`, { id: t.id, parent: idOf(t.parent) }])),
    projects: new Map(projects.docs.map((p) => [p.code, p.id])),
    producers: new Map(producers.docs.map((p) => [p.code, p.id])),
    rejectedProducers: new Map(
      feed.rejected.filter((r) => r.kind === 'producer' && r.code).map((r) => [r.code as string, r.row]),
    ),
  }
}

/**
 * Creates the document or updates the one with the same code; a document that already holds every value
 * of the row is left alone. `defaults` completes a new document (slugs, English title).
 */
async function upsert(
  payload: Payload,
  collection: Collection,
  write: Write,
  defaults: (write: Write) => void | Promise<void>,
  dryRun: boolean,
  outerReq?: PayloadRequest,
): Promise<{ outcome: Outcome; id: number }> {
  const found = await payload.find({
    collection,
    where: { code: { equals: write.shared.code } },
    locale: 'all',
    depth: 0,
    limit: 1,
    pagination: false,
    joins: noJoins,
    ...(outerReq ? { req: outerReq } : {}),
  })
  const existing = found.docs[0] as unknown as Stored | undefined
  if (existing && !differs(write, existing)) return { outcome: 'unchanged', id: existing.id }
  if (!existing) await defaults(write)
  await checkSlugsAreFree(payload, collection, write, outerReq)
  const outcome = existing ? 'updated' : 'created'
  // A dry run answers with a stand-in id, so products can still name a producer it would create.
  if (dryRun) return { outcome, id: existing?.id ?? -1 }
  const writeRow = async (req: PayloadRequest) => {
    const options = { collection, depth: 0, req, overrideAccess: true }
    const italian = nest({ ...write.shared, ...write.it }) as never
    const doc = existing
      ? await payload.update({ ...options, id: existing.id, locale: 'it', data: italian })
      : await payload.create({ ...options, locale: 'it', data: italian })
    if (Object.keys(write.en).length) {
      await payload.update({ ...options, id: doc.id, locale: 'en', data: nest(write.en) as never })
    }
    return doc.id
  }
  const id = outerReq
    ? await writeRow(outerReq)
    : await retryWhenBusy(() => inTransaction(payload, writeRow), {
        // SQLite lets one writer in at a time; the running site may hold the lock for a moment.
        attempts: 3,
        wait: (attempt) => 250 * (attempt + 1),
      })
  return { outcome, id }
}

/** Payload's message, with the fields its validation names ("The following field is invalid: slug (slug: …)"). */
export function reasonOf(error: unknown): string {
  if (!(error instanceof Error)) return String(error)
  const details = (error as { data?: { errors?: { path?: string; message?: string }[] } }).data?.errors
  const fields = Array.isArray(details)
    ? details.map((d) => (d.path ? `${d.path}: ${d.message ?? 'invalid'}` : (d.message ?? ''))).filter(Boolean)
    : []
  return fields.length ? `${error.message} (${fields.join('; ')})` : error.message
}
