import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { buildFiles, sourceDigest } from './build-digest.mjs'

/**
 * Issue 17: a build made against one database never serves another. `npm start` rebuilds when this digest changes;
 * the database's identity (prepare-db's digest of its address and of its first migration's record) is part of it.
 */
let root: string

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'vinea-digest-'))
  for (const file of ['src/app/page.tsx', 'messages/it.json', ...buildFiles]) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
    fs.writeFileSync(path.join(root, file), file)
  }
})
afterEach(() => fs.rmSync(root, { recursive: true, force: true }))

const digest = (databaseIdentity: string, env: Record<string, string> = {}) =>
  sourceDigest({ root, env, databaseIdentity })

describe('sourceDigest', () => {
  it('is the same for the same sources, variables and database', () => {
    expect(digest('sqlite-a')).toBe(digest('sqlite-a'))
    expect(digest('sqlite-a')).toMatch(/^[0-9a-f]{64}$/)
  })

  it('changes with the database: another address, or the same address made again', () => {
    expect(digest('digest of file:./data/vinea.db, first migration at 09:00')).not.toBe(
      digest('digest of postgres://…, first migration at 09:00'),
    )
    expect(digest('digest of file:./data/vinea.db, first migration at 09:00')).not.toBe(
      digest('digest of file:./data/vinea.db, first migration at 10:00'),
    )
  })

  it('changes with a source file and with a build variable', () => {
    const before = digest('db')
    expect(digest('db', { SITE_URL: 'https://vinea.example' })).not.toBe(before)
    fs.writeFileSync(path.join(root, 'src/app/page.tsx'), 'changed')
    expect(digest('db')).not.toBe(before)
  })

  it('changes with the port when SITE_URL is not set (the pages link to http://localhost:<PORT>), not when it is', () => {
    expect(digest('db', { PORT: '8080' })).not.toBe(digest('db'))
    expect(digest('db', { PORT: '3000' })).toBe(digest('db'))
    expect(digest('db', { PORT: '' })).toBe(digest('db'))
    expect(digest('db', { SITE_URL: 'http://localhost:8080/' })).toBe(digest('db', { PORT: '8080' }))
    const site = { SITE_URL: 'https://vinea.example' }
    expect(digest('db', { ...site, PORT: '8080' })).toBe(digest('db', site))
  })

  it('refuses to digest without the database identity', () => {
    expect(() => digest('')).toThrow(/database identity/)
  })
})
