import { setImmediate as nextTurn } from 'node:timers/promises'

import type { CollectionSlug, GlobalSlug, Payload, PayloadRequest } from 'payload'

import { inTransaction } from '@/cms/transaction'

import type { Bi } from './types'

type Data = Record<string, unknown>
type Localized = { it: Data; en: Data }
type Upload = { data: Buffer | Uint8Array; name: string; mimetype: string }

/** Splits `{ title: { it, en }, … }`-style values: a field whose value is a Bi becomes per-locale data. */
export function byLocale(fields: Record<string, Bi | undefined>): Localized {
  const it: Data = {}
  const en: Data = {}
  for (const [key, value] of Object.entries(fields)) {
    if (!value) continue
    it[key] = value.it
    en[key] = value.en
  }
  return { it, en }
}

const isPlain = (v: unknown): v is Data =>
  !!v && typeof v === 'object' && !Array.isArray(v) && !(v instanceof Uint8Array)

/** Shared and per-language values of one document: groups (e.g. the product sheet) hold both. */
export function mergeData(a: Data, b: Data): Data {
  const out: Data = { ...a }
  for (const [key, value] of Object.entries(b))
    out[key] = isPlain(value) && isPlain(out[key]) ? mergeData(out[key] as Data, value) : value
  return out
}

/** `{ title: 'A' }` and `{ title: 'B' }` as the database adapter stores them: `{ title: { it: 'A', en: 'B' } }`. */
function bothLocales(it: Data, en: Data): Data {
  const out: Data = {}
  for (const [key, value] of Object.entries(it)) {
    out[key] =
      isPlain(value) && isPlain(en[key]) ? bothLocales(value, en[key] as Data) : { it: value, en: en[key] ?? value }
  }
  return out
}

/**
 * How many writes may run before the seed lets the event loop turn. SQLite's driver (libsql 0.4) frees a
 * prepared statement's native memory only in a finalizer that Node runs from the event loop, never inside a
 * chain of promise continuations; the bulk writes are synchronous under their promises, so without a turn
 * every statement of a 100,000-product seed stayed in memory (13 GB; decision 007, "Memory").
 */
const WRITES_PER_TURN = 100

/**
 * Writes the seed through Payload's local API (hooks, validation and uploads as an editor's change would),
 * inside transactions: one per batch, which is what makes thousands of documents take seconds, not minutes.
 * Revalidation hooks are skipped: there is no running site to tell while the database is being prepared.
 */
export class SeedWriter {
  private req: PayloadRequest | null = null
  private writes = 0

  constructor(readonly payload: Payload) {}

  /** Every WRITES_PER_TURN writes, one turn of the event loop, so the driver's finalizers can run. */
  private async breathe(): Promise<void> {
    this.writes += 1
    if (this.writes % WRITES_PER_TURN === 0) await nextTurn()
  }

  /** Runs `work` in one transaction; it gets the transaction's request for calls made outside the writer. */
  async batch<T>(work: (req: PayloadRequest) => Promise<T>): Promise<T> {
    return inTransaction(
      this.payload,
      async (req) => {
        this.req = req
        try {
          return await work(req)
        } finally {
          this.req = null
        }
      },
      { disableRevalidate: true },
    )
  }

  /** Options for a direct local-API call inside the current batch (its transaction, no revalidation). */
  options() {
    return { depth: 0, context: { disableRevalidate: true }, ...(this.req ? { req: this.req } : {}) }
  }

  /** Creates a document in Italian, then writes its English fields on the same document. */
  async create(collection: CollectionSlug, shared: Data, localized: Localized, file?: Upload): Promise<number> {
    await this.breathe()
    const doc = await this.payload.create({
      collection,
      locale: 'it',
      data: mergeData(shared, localized.it) as never,
      ...(file ? { file: { ...file, data: Buffer.from(file.data), size: file.data.byteLength } } : {}),
      ...this.options(),
    })
    if (Object.keys(localized.en).length) {
      await this.payload.update({
        collection,
        id: doc.id,
        locale: 'en',
        data: localized.en as never,
        ...this.options(),
      })
    }
    return doc.id as number
  }

  /** Changes some fields of a document that exists (the pictures of a product the catalogue import wrote). */
  async update(collection: CollectionSlug, id: number, data: Data): Promise<void> {
    await this.breathe()
    await this.payload.update({ collection, id, data: data as never, ...this.options() })
  }

  /**
   * Writes a document straight through the database adapter, both languages at once: no validation, hooks
   * or upload processing. Only for the bulk products of benchmark catalogues (`--products 3500`), whose
   * values come from the same generator as the validated demo ones.
   */
  async insert(collection: CollectionSlug, shared: Data, localized: Localized): Promise<number> {
    await this.breathe()
    const now = new Date().toISOString()
    const doc = await this.payload.db.create({
      collection,
      data: mergeData({ ...shared, createdAt: now, updatedAt: now }, bothLocales(localized.it, localized.en)),
      ...(this.req ? { req: this.req } : {}),
    })
    return doc.id as number
  }

  async global(slug: GlobalSlug, shared: Data, localized: Localized): Promise<void> {
    await this.payload.updateGlobal({
      slug,
      locale: 'it',
      data: mergeData(shared, localized.it) as never,
      ...this.options(),
    })
    await this.payload.updateGlobal({ slug, locale: 'en', data: localized.en as never, ...this.options() })
  }

  /** An image in the media collection (Payload makes the card and banner sizes); alt text per language. */
  picture(name: string, png: Buffer, alt: Bi): Promise<number> {
    return this.create('media', {}, byLocale({ alt }), { data: png, name: `${name}.png`, mimetype: 'image/png' })
  }

  /** A public PDF (catalogues, sales conditions). */
  document(name: string, pdf: Uint8Array, title: Bi): Promise<number> {
    return this.create('documents', {}, byLocale({ title }), {
      data: pdf,
      name: `${name}.pdf`,
      mimetype: 'application/pdf',
    })
  }
}
