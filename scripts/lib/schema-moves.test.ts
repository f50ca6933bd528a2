import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { createClient } from '@libsql/client'
import { afterEach, describe, expect, it } from 'vitest'

import { applySchemaMoves, openMoveDatabase } from './schema-moves'

/** The four tables as Payload's push made them before the company facts moved to the Contact global. */
const before = [
  'CREATE TABLE site_settings (id integer PRIMARY KEY NOT NULL, company_name text NOT NULL, piva text, b2b_store_url text)',
  'CREATE TABLE site_settings_locales (address text, contact text, sales_conditions_pdf_id integer, id integer PRIMARY KEY NOT NULL, _locale text NOT NULL, _parent_id integer NOT NULL)',
  'CREATE TABLE contact (id integer PRIMARY KEY NOT NULL, piva text)',
  'CREATE TABLE contact_locales (orders text, timetable text, address text, contact text, id integer PRIMARY KEY NOT NULL, _locale text NOT NULL, _parent_id integer NOT NULL)',
  "INSERT INTO site_settings VALUES (1, 'Vinea Distribuzione', 'IT00000000001', 'https://b2b.example/')",
  "INSERT INTO site_settings_locales VALUES ('Via Vecchia 1', 'Tel. 045 1', NULL, 1, 'it', 1), ('Old Street 1', 'Phone 045 1', NULL, 2, 'en', 1)",
  'INSERT INTO contact VALUES (1, NULL)',
  "INSERT INTO contact_locales VALUES ('Ordini', 'Orari', NULL, 'Tel. 045 2', 1, 'it', 1), ('Orders', 'Hours', NULL, NULL, 2, 'en', 1)",
]

const dirs: string[] = []
async function database(statements: string[]) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'moves-'))
  dirs.push(dir)
  const url = `file:${path.join(dir, 'site.db')}`
  const client = createClient({ url })
  for (const sql of statements) await client.execute(sql)
  return { url, client }
}
afterEach(() => dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })))

describe('schema moves (SQLite): the company facts move from the site settings to the Contact global', () => {
  it('fills what Contact lacks, keeps what it has, and drops the old columns', async () => {
    const { url, client } = await database(before)
    const db = await openMoveDatabase(url)
    expect(await applySchemaMoves(db)).toEqual(['company facts from the site settings to the Contact global'])
    expect((await client.execute('SELECT piva FROM contact')).rows[0].piva).toBe('IT00000000001')
    const locales = (await client.execute('SELECT _locale, address, contact FROM contact_locales ORDER BY id')).rows
    expect(locales.map((r) => [r._locale, r.address, r.contact])).toEqual([
      ['it', 'Via Vecchia 1', 'Tel. 045 2'],
      ['en', 'Old Street 1', 'Phone 045 1'],
    ])
    expect(await db.columns('site_settings')).not.toContain('piva')
    expect([...(await db.columns('site_settings_locales'))]).not.toContain('address')
    // A second run finds nothing to do.
    expect(await applySchemaMoves(db)).toEqual([])
    await db.close()
  })

  it('does nothing on a new, empty database', async () => {
    const { url } = await database([])
    const db = await openMoveDatabase(url)
    expect(await applySchemaMoves(db)).toEqual([])
    await db.close()
  })
})
