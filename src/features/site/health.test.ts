import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { createClient } from '@libsql/client'
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest'

const count = vi.fn()
const warm = vi.fn()
const logged = vi.fn()
vi.mock('@/lib/payload', () => ({
  getPayloadClient: async () => ({ count, logger: { error: logged } }),
}))
vi.mock('@/features/catalogue', () => ({ warmCatalogueIndex: () => warm() }))
// The SQLite file the database check opens a connection of its own to, as DATABASE_URL names it.
const sqlite = vi.hoisted(() => ({ file: '' }))
vi.mock('@/lib/env', () => ({ env: { DATABASE_URL: `file:${sqlite.file}` }, isPostgres: () => false }))
// The cache check writes a probe file under <distDir>/cache.
const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'health-test-'))
sqlite.file = path.join(distDir, 'site.db')
/** A database of one table where DATABASE_URL says, made anew. */
async function aDatabase() {
  fs.rmSync(sqlite.file, { force: true })
  const client = createClient({ url: `file:${sqlite.file}` })
  await client.execute('CREATE TABLE products (id INTEGER PRIMARY KEY)')
  client.close()
}
vi.stubEnv('NEXT_DIST_DIR', distDir)
afterAll(() => fs.rmSync(distDir, { recursive: true, force: true }))

const { getReadiness, READINESS_TTL_MS } = await import('./health')

let now = 1_000_000
beforeEach(async () => {
  now += READINESS_TTL_MS * 10
  count.mockReset().mockResolvedValue({ totalDocs: 3 })
  await aDatabase()
  warm.mockReset().mockResolvedValue(undefined)
  logged.mockReset()
})

describe('readiness', () => {
  it('is ok when every check is, each with its time', async () => {
    expect(await getReadiness(now)).toEqual({
      ok: true,
      checks: {
        database: { ok: true, ms: expect.any(Number) },
        cache: { ok: true, ms: expect.any(Number) },
        catalogueIndex: { ok: true, ms: expect.any(Number) },
      },
    })
  })

  it('names the failed check and logs why, without saying it', async () => {
    count.mockRejectedValue(new Error('SQLITE_CANTOPEN /secret/path/site.db'))
    const answer = await getReadiness(now)
    expect(answer.ok).toBe(false)
    expect(answer.checks.database.ok).toBe(false)
    expect(answer.checks.cache.ok).toBe(true)
    expect(JSON.stringify(answer)).not.toMatch(/SQLITE|secret/)
    await vi.waitFor(() =>
      expect(logged).toHaveBeenCalledWith(expect.objectContaining({ check: 'database' }), expect.any(String)),
    )
  })

  // The twelfth check from outside: the open connection answered the count from its own pages while the file was gone
  // or overwritten, and readiness said ok.
  it('fails the database check when the SQLite file is gone, or no database any more, though the count answers', async () => {
    fs.rmSync(sqlite.file)
    expect((await getReadiness(now)).checks.database.ok).toBe(false)
    fs.writeFileSync(sqlite.file, Buffer.alloc(4096, 0x5a))
    expect((await getReadiness(now + READINESS_TTL_MS)).checks.database.ok).toBe(false)
    await aDatabase()
    expect((await getReadiness(now + 2 * READINESS_TTL_MS)).checks.database.ok).toBe(true)
  })

  it('fails the index check when the index cannot be built', async () => {
    warm.mockRejectedValue(new Error('boom'))
    expect((await getReadiness(now)).checks.catalogueIndex.ok).toBe(false)
  })

  it('answers the probes of one second with one check', async () => {
    await Promise.all([getReadiness(now), getReadiness(now + 10), getReadiness(now + READINESS_TTL_MS - 1)])
    expect(count).toHaveBeenCalledTimes(1)
    await getReadiness(now + READINESS_TTL_MS)
    expect(count).toHaveBeenCalledTimes(2)
  })
})
