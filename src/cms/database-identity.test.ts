import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { buildOfAnotherDatabase, databaseDigest } from './database-identity'

describe('a build made against one database never serves another (issue 17, item 3)', () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'dist-'))
  const ours = databaseDigest('file:./data/vinea.db', '1:20261127_090106_initial:2026-11-27T09:01:06.000Z')

  it('a digest of the address and the first migration: another address or a database made again differ', () => {
    expect(ours).toMatch(/^[0-9a-f]{64}$/)
    expect(databaseDigest('postgres://db/vinea_copy', '1:x:t')).not.toBe(databaseDigest('postgres://db/vinea', '1:x:t'))
    expect(databaseDigest('postgres://db/vinea', '1:x:t2')).not.toBe(databaseDigest('postgres://db/vinea', '1:x:t'))
  })

  it('serves when the build records this database, or none; refuses, saying why, when it records another', () => {
    expect(buildOfAnotherDatabase(dist, ours)).toBeNull()
    expect(fs.existsSync(path.join(dist, 'database-identity'))).toBe(false)
    fs.writeFileSync(path.join(dist, 'database-identity'), ours)
    expect(buildOfAnotherDatabase(dist, ours)).toBeNull()
    expect(buildOfAnotherDatabase(dist, databaseDigest('postgres://db/vinea_copy', '1:x:t'))).toContain(
      `The build in ${dist} was made against another database than DATABASE_URL's`,
    )
  })
})
