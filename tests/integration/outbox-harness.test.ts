/**
 * The snapshot the sites of their own start from (tests/support/outbox-harness.mjs): a copy of the test site's
 * database taken while the other tests use it. What those tests left in it must not count in the copy: their queued
 * deliveries (the reliability test counts each delivery) and their rate-limit counters. Both groups of tests draw
 * client addresses from 10.0.0.0/8; an address the contact form's limit test had used up was refused in the
 * reliability test (one of 1,000 submissions answered 200, "too many requests", in stop 37's run).
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { createClient } from '@libsql/client'
import { afterAll, describe, expect, it } from 'vitest'

import { countRows, snapshotDatabase } from '../support/outbox-harness.mjs'

const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'snapshot-source-'))
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }))

describe('a site of its own starts from a snapshot without the other tests’ state', () => {
  it('copies the content, completes the queued deliveries and drops the rate-limit counters', async () => {
    const source = `file:${path.join(folder, 'site.db')}`
    const client = createClient({ url: source })
    await client.batch([
      'CREATE TABLE products (id INTEGER PRIMARY KEY, title TEXT)',
      "INSERT INTO products (title) VALUES ('Barolo'), ('Grappa')",
      'CREATE TABLE payload_jobs (id INTEGER PRIMARY KEY, queue TEXT, completed_at TEXT)',
      "INSERT INTO payload_jobs (queue, completed_at) VALUES ('outbox', NULL), ('default', NULL)",
      'CREATE TABLE rate_limits (key TEXT PRIMARY KEY, count INTEGER, reset_at INTEGER, last_at INTEGER, prev_at INTEGER)',
      `INSERT INTO rate_limits (key, count, reset_at, last_at) VALUES ('form:contact:used-up', 11, ${Date.now() + 600_000}, ${Date.now()})`,
    ])
    client.close()

    const copy = await snapshotDatabase(source)
    try {
      expect(await countRows(copy.url, 'SELECT count(*) FROM products')).toBe(2)
      expect(await countRows(copy.url, `SELECT count(*) FROM payload_jobs WHERE completed_at IS NULL`)).toBe(1)
      expect(
        await countRows(copy.url, `SELECT count(*) FROM payload_jobs WHERE queue = 'outbox' AND completed_at IS NULL`),
      ).toBe(0)
      expect(await countRows(copy.url, 'SELECT count(*) FROM rate_limits')).toBe(0)
      // The source keeps its own.
      expect(await countRows(source, 'SELECT count(*) FROM rate_limits')).toBe(1)
    } finally {
      fs.rmSync(copy.folder, { recursive: true, force: true })
    }
  })
})
