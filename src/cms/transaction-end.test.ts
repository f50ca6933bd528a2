import { rollbackTransaction } from '@payloadcms/drizzle'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { RenderReads } from '../../cache-render-reads.mjs'
import { sqliteTransactionFile } from '../../tests/support/sqlite-transaction-file'
import { beginTransaction, commitTransaction } from './sqlite-transactions'
import { afterTransaction, endTransactionsWithWork, FALLBACK_MS } from './transaction-end'

/**
 * Decision 111, on a real SQLite file: a save's cache tags are expired again once its transaction has ended, when the
 * other connections (the pages' reads, the other nodes) see its rows. Payload's hooks run before the COMMIT: what
 * their expiry set off at once could read the rows of before the save.
 */
describe('work after a transaction (a save’s second expiry of its cache tags)', () => {
  const file = sqliteTransactionFile()
  const { rows, insert } = file
  afterEach(() => {
    vi.useRealTimers()
  })

  // The site's SQLite adapter's begin and commit, Payload's rollback, with the work run at their end.
  const adapter = () => {
    const db = { ...file.adapter(), beginTransaction, commitTransaction, rollbackTransaction }
    endTransactionsWithWork(db as Parameters<typeof endTransactionsWithWork>[0])
    return db
  }

  it('runs after the COMMIT, when a page would read the saved rows; not before', async () => {
    const db = adapter()
    const id = await db.beginTransaction.call(db)
    await insert(db, id, 76)
    const seen: number[][] = []
    // In the hook: the transaction is open, a page reads the rows of before.
    expect(
      await afterTransaction({ transactionID: Promise.resolve(id) }, () => void rows().then((r) => seen.push(r))),
    ).toBe(true)
    expect(await rows()).toEqual([])
    expect(seen).toEqual([])
    await db.commitTransaction(id)
    await vi.waitFor(() => expect(seen).toEqual([[76]]))
  })

  it('runs after a rollback too, and at once without a transaction', async () => {
    const db = adapter()
    const id = await db.beginTransaction.call(db)
    let ran = 0
    await afterTransaction({ transactionID: id }, () => ran++)
    await afterTransaction({ transactionID: id }, () => ran++)
    expect(ran).toBe(0)
    await db.rollbackTransaction(id)
    expect(ran).toBe(2)
    // Once only: a second end of the same transaction runs nothing again.
    await db.rollbackTransaction(id)
    expect(ran).toBe(2)
    expect(await afterTransaction({ transactionID: undefined }, () => ran++)).toBe(false)
    expect(ran).toBe(3)
  })

  it('runs the work of a transaction that never ends through the adapter after a while', async () => {
    vi.useFakeTimers()
    let ran = false
    await afterTransaction({ transactionID: 'dropped-without-a-rollback' }, () => (ran = true))
    vi.advanceTimersByTime(FALLBACK_MS - 1)
    expect(ran).toBe(false)
    vi.advanceTimersByTime(1)
    expect(ran).toBe(true)
  })
})

describe('when each render began (cache-render-reads.mjs, decision 111)', () => {
  it('keeps the earlier of two misses of one entry, forgets it once taken, and a miss too old', () => {
    const reads = new RenderReads()
    reads.missed('listing', 1_000)
    reads.missed('listing', 1_500)
    expect(reads.take('listing', 2_000)).toBe(1_000)
    expect(reads.take('listing', 2_000)).toBeUndefined()
    reads.missed('sheet', 1_000)
    expect(reads.take('sheet', 1_000 + 5 * 60_000)).toBeUndefined()
    // A miss whose render never wrote is replaced by a later one once it is too old.
    reads.missed('home', 1_000)
    reads.missed('home', 1_000 + 5 * 60_000)
    expect(reads.take('home')).toBe(1_000 + 5 * 60_000)
  })

  it('holds a bounded number of entries: the old go first, then the first noted', () => {
    const reads = new RenderReads()
    for (let i = 0; i < 10_000; i++) reads.missed(`old-${i}`, i < 5_000 ? 0 : 400_000)
    reads.missed('new', 400_001)
    expect(reads.size).toBe(5_001)
    for (let i = 0; i < 5_000; i++) reads.missed(`more-${i}`, 400_002)
    reads.missed('last', 400_003)
    expect(reads.size).toBe(10_000)
    expect(reads.take('old-5000')).toBeUndefined()
    expect(reads.take('last')).toBe(400_003)
  })
})
