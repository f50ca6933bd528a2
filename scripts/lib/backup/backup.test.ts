import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { type Client, createClient } from '@libsql/client'
import { afterEach, describe, expect, it } from 'vitest'

import {
  editManifest,
  editUploads,
  expectSameFiles,
  readTree,
  repack,
  rewriteManifest,
  runBackupCommand,
  writeUploads,
} from '../../../tests/support/backups'
import { freePort, hasRedisServer, spawnRedisServer, waitForPort } from '../redis-server.mjs'
import { readRestoredMark } from '../restored-mark.mjs'
import { MANIFEST } from './archive'
import { backUp, restore } from './index'

/**
 * Issue 17, item 4: `npm run backup` copies the SQLite database and the uploads while the site writes, and
 * `npm run restore` brings back exactly that: every row of every table and every file, byte by byte. An archive
 * that is missing, damaged, altered, of the other kind of database or that reaches outside its folders is refused
 * with its reason, and nothing is changed. (PostgreSQL: tests/integration/backup-postgres.test.ts.)
 */

const root = path.resolve(import.meta.dirname, '../../..')
const dirs: string[] = []
const children: ChildProcess[] = []
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL')
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true })
})

/** A site's storage in a folder of its own: the database, the uploads, the backups, Next's data cache. */
function site() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vinea-backup-'))
  dirs.push(dir)
  const databaseFile = path.join(dir, 'data', 'vinea.db')
  return {
    dir,
    databaseFile,
    databaseUrl: `file:${databaseFile}`,
    mediaDir: path.join(dir, 'media'),
    backupDir: path.join(dir, 'backups'),
    nextDistDir: path.join(dir, '.next'),
  }
}

/**
 * A database of a few megabytes in WAL mode, as the site keeps it: the backup is schema-agnostic, so a few tables
 * of the catalogue's shape stand for Payload's, with every storage class (text, integer, real, null, blob), an
 * index, a view and a trigger. `submissions` and `submission_count` are the writer's (below).
 */
async function createCatalogue(databaseUrl: string) {
  fs.mkdirSync(path.dirname(databaseUrl.slice('file:'.length)), { recursive: true })
  const db = createClient({ url: databaseUrl })
  await db.execute('PRAGMA journal_mode = WAL')
  await db.batch(
    [
      'CREATE TABLE producers (id INTEGER PRIMARY KEY, name TEXT NOT NULL, region TEXT)',
      `CREATE TABLE products (id INTEGER PRIMARY KEY, code TEXT NOT NULL UNIQUE, title TEXT NOT NULL,
        producer_id INTEGER REFERENCES producers(id), price REAL, bottles INTEGER, notes TEXT, label BLOB,
        updated_at TEXT)`,
      'CREATE INDEX products_producer_idx ON products (producer_id)',
      'CREATE VIEW priced_products AS SELECT code, title, price FROM products WHERE price IS NOT NULL',
      `CREATE TRIGGER products_touch AFTER UPDATE OF title ON products
        BEGIN UPDATE products SET updated_at = 'touched' WHERE id = NEW.id; END`,
      'CREATE TABLE awards (id INTEGER PRIMARY KEY, product_code TEXT, title TEXT)',
      "INSERT INTO awards (product_code, title) VALUES ('P00001', 'Tre Bicchieri 2024'), ('P00002', '95 punti')",
      'CREATE TABLE submissions (id INTEGER PRIMARY KEY, body TEXT NOT NULL)',
      'CREATE TABLE submission_count (n INTEGER NOT NULL)',
      'INSERT INTO submission_count (n) VALUES (0)',
      // Payload's record of the migrations: what tells the site's database from any other SQLite file.
      'CREATE TABLE payload_migrations (id INTEGER PRIMARY KEY, name TEXT, batch INTEGER)',
      "INSERT INTO payload_migrations (name, batch) VALUES ('20261127_090106_initial', 1)",
    ],
    'write',
  )
  const regions = ['Piemonte', 'Toscana', 'Friuli-Venezia Giulia', null]
  await db.batch(
    Array.from({ length: 40 }, (_, i) => ({
      sql: 'INSERT INTO producers (id, name, region) VALUES (?, ?, ?)',
      args: [i + 1, `Cantina n° ${i + 1} «Sorì»`, regions[i % regions.length]!],
    })),
    'write',
  )
  await db.batch(
    Array.from({ length: 1500 }, (_, i) => ({
      sql: 'INSERT INTO products (code, title, producer_id, price, bottles, notes, label) VALUES (?, ?, ?, ?, ?, ?, ?)',
      args: [
        `P${String(i).padStart(5, '0')}`,
        `Barolo Riserva ${2000 + (i % 25)} – ${i}`,
        (i % 40) + 1,
        i % 7 === 0 ? null : Math.round(i * 137.5) / 100,
        i * 6,
        i % 3 === 0 ? null : `Note di degustazione ${'ciliegia, '.repeat(i % 20)}`,
        randomBytes(1024),
      ],
    })),
    'write',
  )
  db.close()
}

/** Every object of the schema and every row of every table, in a form `toEqual` compares exactly. */
async function readDatabase(databaseUrl: string) {
  const db = createClient({ url: databaseUrl })
  try {
    const schema = (
      await db.execute(
        "SELECT type, name, tbl_name, sql FROM sqlite_master WHERE name NOT LIKE 'sqlite_%' ORDER BY name",
      )
    ).rows.map((row) => ({ ...row }))
    const tables: Record<string, unknown[]> = {}
    for (const { name } of schema.filter((object) => object.type === 'table')) {
      const rows = (await db.execute(`SELECT * FROM "${String(name)}" ORDER BY rowid`)).rows
      tables[String(name)] = rows.map((row) =>
        Object.fromEntries(
          Object.entries(row).map(([column, value]) => [
            column,
            value instanceof ArrayBuffer ? `blob:${Buffer.from(value).toString('base64')}` : value,
          ]),
        ),
      )
    }
    return { schema, tables }
  } finally {
    db.close()
  }
}

/**
 * Stands for the site writing while the backup runs: another process commits, as fast as it can, one submission
 * and the count of submissions in one transaction, until its standard input closes. A consistent copy holds
 * submissions 1..n and the count n; a torn one would not.
 */
function startWriter(databaseUrl: string) {
  const code = `
    import { createClient } from '@libsql/client'
    const db = createClient({ url: ${JSON.stringify(databaseUrl)} })
    await db.execute('PRAGMA busy_timeout = 5000')
    let open = true
    process.stdin.on('end', () => (open = false)).resume()
    while (open) {
      await db.batch([
        "INSERT INTO submissions (id, body) SELECT n + 1, 'submission ' || (n + 1) FROM submission_count",
        'UPDATE submission_count SET n = n + 1',
      ], 'write')
      await new Promise((resolve) => setImmediate(resolve))
    }
    db.close()
  `
  const child = spawn(process.execPath, ['--input-type=module', '-e', code], {
    cwd: root,
    stdio: ['pipe', 'ignore', 'pipe'],
  })
  children.push(child)
  let stderr = ''
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  return {
    stop: () =>
      new Promise<void>((resolve, reject) => {
        child.on('close', (exit) => (exit === 0 ? resolve() : reject(new Error(`writer exited ${exit}: ${stderr}`))))
        child.stdin!.end()
      }),
  }
}

async function submissionCount(db: Client): Promise<number> {
  return Number((await db.execute('SELECT n FROM submission_count')).rows[0]![0])
}

async function waitForSubmissions(db: Client, atLeast: number) {
  const deadline = Date.now() + 10_000
  while ((await submissionCount(db)) < atLeast) {
    if (Date.now() > deadline) throw new Error('the writer did not start writing')
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

/** The writer's tables apart: their rows depend on the moment of the copy. */
function withoutWriter(state: Awaited<ReturnType<typeof readDatabase>>) {
  const writer = ['submissions', 'submission_count']
  return {
    schema: state.schema,
    tables: Object.fromEntries(Object.entries(state.tables).filter(([t]) => !writer.includes(t))),
  }
}

describe('backup and restore on SQLite', { timeout: 20_000 }, () => {
  it('round trip: a backup taken while the site writes restores every row of every table and every file', async () => {
    const s = site()
    await createCatalogue(s.databaseUrl)
    writeUploads(s.mediaDir)
    const expectedMedia = readTree(s.mediaDir)
    const expectedCatalogue = withoutWriter(await readDatabase(s.databaseUrl))

    const writer = startWriter(s.databaseUrl)
    const observer = createClient({ url: s.databaseUrl })
    await observer.execute('PRAGMA busy_timeout = 5000')
    await waitForSubmissions(observer, 20)
    const before = await submissionCount(observer)
    const report = await backUp({ databaseUrl: s.databaseUrl, mediaDir: s.mediaDir, backupDir: s.backupDir })
    const after = await submissionCount(observer)
    expect(after, 'the writer committed while the backup ran').toBeGreaterThan(before)

    expect(path.basename(report.archive)).toMatch(/^vinea-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.tar\.gz$/)
    expect(fs.statSync(report.archive).mode & 0o777).toBe(0o600)
    // Its entries too, for whoever unpacks it by hand: the owner's only.
    const entries = spawnSync('tar', ['--list', '--verbose', `--file=${report.archive}`], { encoding: 'utf8' })
    const modes = new Set(
      entries.stdout
        .trim()
        .split('\n')
        .map((line) => line.slice(0, 10)),
    )
    expect([...modes].sort()).toEqual(['-rw-------', 'drwx------'])
    expect(fs.readdirSync(s.backupDir), 'no staging folder or partial archive is left').toEqual([
      path.basename(report.archive),
    ])
    expect(report.media.files).toBe(expectedMedia.size)
    expect(report.database.kind).toBe('sqlite')

    // Restoring is done with the site stopped: the writer stops here, its work during the backup done (while it ran,
    // a busy machine once kept the lock past the observer's 5 s wait: SQLITE_BUSY).
    await writer.stop()
    // A day of changes after the backup: rows deleted and edited, a table dropped and one added, uploads changed.
    await observer.batch(
      [
        'DELETE FROM products WHERE id % 5 = 0',
        "UPDATE products SET title = title || ' (nuova annata)', label = NULL WHERE id % 7 = 1",
        'DROP VIEW priced_products',
        'DROP TABLE awards',
        'CREATE TABLE newsletter_signups (email TEXT)',
        "INSERT INTO newsletter_signups VALUES ('ristorante@example.it')",
      ],
      'write',
    )
    editUploads(s.mediaDir)
    const cachedQuery = path.join(s.nextDistDir, 'cache', 'fetch-cache', 'entry')
    fs.mkdirSync(path.dirname(cachedQuery), { recursive: true })
    fs.writeFileSync(cachedQuery, 'a query result from before the restore')
    observer.close()

    const restored = await restore({ archive: report.archive, ...s })
    expect(restored.database.kind).toBe('sqlite')
    expect(fs.existsSync(cachedQuery), "Next's data cache is emptied").toBe(false)
    expect(readRestoredMark(s.nextDistDir), 'the next `npm start` builds afresh').toMatchObject({
      archive: path.basename(report.archive),
    })
    expect(fs.existsSync(`${s.databaseFile}-wal`), 'no old log is left beside the new database').toBe(false)

    const state = await readDatabase(s.databaseUrl)
    expect(withoutWriter(state)).toEqual(expectedCatalogue)
    // The writer's tables hold one moment of its run: submissions 1..n and the count n, with n within the backup.
    const n = Number((state.tables.submission_count![0] as { n: number }).n)
    expect(n).toBeGreaterThanOrEqual(before)
    expect(n).toBeLessThanOrEqual(after)
    expect(state.tables.submissions).toEqual(
      Array.from({ length: n }, (_, i) => ({ id: i + 1, body: `submission ${i + 1}` })),
    )

    expectSameFiles(readTree(s.mediaDir), expectedMedia)
    expect(
      fs.readdirSync(s.dir).filter((name) => name.includes('restore')),
      'no work folder is left',
    ).toEqual([])
  })

  it('the commands: `npm run backup` says where the archive went, `npm run restore FILE` what it replaced', async () => {
    const s = site()
    await createCatalogue(s.databaseUrl)
    writeUploads(s.mediaDir)
    const expected = await readDatabase(s.databaseUrl)
    const env = {
      DATABASE_URL: s.databaseUrl,
      MEDIA_DIR: s.mediaDir,
      BACKUP_DIR: s.backupDir,
      NEXT_DIST_DIR: path.join(s.dir, '.next'),
    }

    const backup = await runBackupCommand('backup', [], env)
    expect(backup.code, backup.stderr).toBe(0)
    const [archive] = fs.readdirSync(s.backupDir)
    expect(backup.stdout).toContain(`✓ ${path.join(s.backupDir, archive!)}`)
    expect(backup.stdout).toMatch(/media: 7 files/)

    const db = createClient({ url: s.databaseUrl })
    await db.execute('DELETE FROM products')
    db.close()
    editUploads(s.mediaDir)
    const restored = await runBackupCommand('restore', [path.join(s.backupDir, archive!)], env)
    expect(restored.code, restored.stderr).toBe(0)
    expect(restored.stdout).toMatch(/checked: manifest\.json and its 8 files .*every size and sha256 match/)
    expect(restored.stdout).toMatch(/database: .*vinea\.db replaced by the archive's copy/)
    expect(restored.stdout).toMatch(/media: .* replaced: 7 files \(it held 7\)/)
    expect(restored.stdout).toContain('Restart the site now')
    expect(await readDatabase(s.databaseUrl)).toEqual(expected)

    const missing = await runBackupCommand('restore', [path.join(s.backupDir, 'vinea-nothing.tar.gz')], env)
    expect(missing.code).toBe(1)
    expect(missing.stderr).toContain('✗ restore: no such file:')
    expect(missing.stderr).toContain('Nothing was changed.')
  }, 30_000)

  it.skipIf(!hasRedisServer())(
    'with REDIS_URL (several nodes): the shared cache is emptied, and the steps given are the nodes’ ones',
    async () => {
      const s = site()
      await createCatalogue(s.databaseUrl)
      writeUploads(s.mediaDir)
      const { archive } = await backUp({ databaseUrl: s.databaseUrl, mediaDir: s.mediaDir, backupDir: s.backupDir })
      const port = await freePort()
      const redis = spawnRedisServer(port, { stdio: 'ignore' })
      children.push(redis)
      expect(await waitForPort(port)).toBe(true)
      const restored = await runBackupCommand('restore', [archive], {
        DATABASE_URL: s.databaseUrl,
        MEDIA_DIR: s.mediaDir,
        BACKUP_DIR: s.backupDir,
        NEXT_DIST_DIR: path.join(s.dir, '.next'),
        REDIS_URL: `redis://127.0.0.1:${port}`,
      })
      expect(restored.code, restored.stderr).toBe(0)
      expect(restored.stdout).toMatch(/emptied the shared cache in Redis \(0 entries\)/)
      // The twelfth check from outside: the message gave the one-node steps (`npm start`) to a deployment of several.
      expect(restored.stdout).toContain('stop every node, build once (`npm run build`)')
      expect(restored.stdout).not.toContain('then `npm start`')
    },
    30_000,
  )
})

// The twenty-first check from outside: a database brought back by the provider's own restore left the pages of the
// data before it in the caches, served by every node, with no command to empty them.
describe('npm run cache:clear', () => {
  it("empties Next's data cache beside the build and leaves the mark for `npm start`; a Redis down is refused", () => {
    const s = site()
    const fetchCache = path.join(s.nextDistDir, 'cache', 'fetch-cache')
    fs.mkdirSync(fetchCache, { recursive: true })
    fs.writeFileSync(path.join(fetchCache, 'entry'), 'the data of before')
    const env: NodeJS.ProcessEnv = { ...process.env, NEXT_DIST_DIR: s.nextDistDir, REDIS_URL: '' }
    const cleared = spawnSync(process.execPath, ['scripts/clear-caches.mjs'], { cwd: root, env, encoding: 'utf8' })
    expect(cleared.status, cleared.stderr).toBe(0)
    expect(fs.existsSync(fetchCache)).toBe(false)
    expect(readRestoredMark(s.nextDistDir)).not.toBeNull()
    expect(cleared.stdout).toContain('then `npm start`')

    const down = spawnSync(process.execPath, ['scripts/clear-caches.mjs'], {
      cwd: root,
      env: { ...env, REDIS_URL: 'redis://127.0.0.1:1' },
      encoding: 'utf8',
    })
    expect(down.status).toBe(1)
    expect(down.stderr).toContain('REDIS_URL cannot be reached')
  }, 30_000)
})

describe('restore refuses a bad archive and changes nothing', { timeout: 20_000 }, () => {
  /** A site with a backup, then changed: a refused restore must leave exactly the changed state. */
  async function backedUpSite() {
    const s = site()
    await createCatalogue(s.databaseUrl)
    writeUploads(s.mediaDir)
    const { archive } = await backUp({ databaseUrl: s.databaseUrl, mediaDir: s.mediaDir, backupDir: s.backupDir })
    const db = createClient({ url: s.databaseUrl })
    await db.execute("UPDATE products SET title = 'after the backup'")
    db.close()
    editUploads(s.mediaDir)
    // Its content and its inode (the same file, not one renamed in); not its bytes, which SQLite's checkpoint of
    // the closed connection may still rewrite with the same content.
    const now = {
      inode: fs.statSync(s.databaseFile).ino,
      database: await readDatabase(s.databaseUrl),
      media: readTree(s.mediaDir),
    }
    const unchanged = async () => {
      expect(fs.statSync(s.databaseFile).ino, 'the database is the same file').toBe(now.inode)
      expect(await readDatabase(s.databaseUrl), 'the database is untouched').toEqual(now.database)
      expectSameFiles(readTree(s.mediaDir), now.media)
      expect(
        fs.readdirSync(s.dir).filter((name) => name.includes('restore')),
        'no work folder is left',
      ).toEqual([])
    }
    const repackArchive = (edit: (dir: string) => void, tarArgs?: string[]) => repack(archive, s.dir, edit, tarArgs)
    return { ...s, archive, unchanged, repack: repackArchive }
  }

  it('a file that is not there', async () => {
    const s = await backedUpSite()
    await expect(restore({ ...s, archive: path.join(s.dir, 'vinea-2020-01-01T00-00-00Z.tar.gz') })).rejects.toThrow(
      /^no such file: /,
    )
    await s.unchanged()
  })

  it('a damaged archive: cut short, or not an archive at all', async () => {
    const s = await backedUpSite()
    const cut = path.join(s.dir, 'cut.tar.gz')
    fs.writeFileSync(cut, fs.readFileSync(s.archive).subarray(0, 60_000))
    await expect(restore({ ...s, archive: cut })).rejects.toThrow(/is not a readable \.tar\.gz archive/)
    const notAnArchive = path.join(s.dir, 'notes.tar.gz')
    fs.writeFileSync(notAnArchive, 'una nota, non un archivio')
    await expect(restore({ ...s, archive: notAnArchive })).rejects.toThrow(/is not a readable \.tar\.gz archive/)
    await s.unchanged()
  })

  it('an altered file: its checksum no longer matches the manifest', async () => {
    const s = await backedUpSite()
    const altered = s.repack((dir) => {
      const file = path.join(dir, 'media/images/barolo-cannubi-2019.webp')
      const bytes = fs.readFileSync(file)
      bytes[1000] = bytes[1000]! ^ 0xff
      fs.writeFileSync(file, bytes)
    })
    await expect(restore({ ...s, archive: altered })).rejects.toThrow(
      /media\/images\/barolo-cannubi-2019\.webp does not match the manifest .*damaged or was altered/,
    )
    const alteredDatabase = s.repack((dir) => fs.appendFileSync(path.join(dir, 'database/vinea.db'), 'x'))
    await expect(restore({ ...s, archive: alteredDatabase })).rejects.toThrow(/database\/vinea\.db does not match/)
    await s.unchanged()
  })

  it('files the manifest does not list, or lists and the archive lacks', async () => {
    const s = await backedUpSite()
    const extra = s.repack((dir) => fs.writeFileSync(path.join(dir, 'media/images/extra.webp'), 'x'))
    await expect(restore({ ...s, archive: extra })).rejects.toThrow(
      /files its manifest does not list: media\/images\/extra\.webp/,
    )
    const lacking = s.repack((dir) => fs.rmSync(path.join(dir, 'media/private'), { recursive: true }))
    await expect(restore({ ...s, archive: lacking })).rejects.toThrow(
      /missing from the archive: media\/private\/applications\/cv-rossi\.pdf/,
    )
    const noManifest = s.repack(() => {}, ['database', 'media'])
    await expect(restore({ ...s, archive: noManifest })).rejects.toThrow(/holds no manifest\.json/)
    const badManifest = s.repack((dir) => fs.writeFileSync(path.join(dir, MANIFEST), '{"format":"other"}'))
    await expect(restore({ ...s, archive: badManifest })).rejects.toThrow(
      /manifest\.json is not the manifest of a backup/,
    )
    await s.unchanged()
  })

  it('entries that reach outside the archive: ../, absolute paths, links', async () => {
    const s = await backedUpSite()
    const outside = path.join(s.dir, 'x')
    // GNU tar keeps such names only when told to (-P): an archive made to attack, not by `npm run backup`.
    const dotDot = s.repack(
      (dir) => fs.writeFileSync(path.join(dir, '..', 'x'), 'escaped'),
      ['-P', MANIFEST, 'database', 'media', '../x'],
    )
    await expect(restore({ ...s, archive: dotDot })).rejects.toThrow(
      /refused: .*outside manifest\.json, database\/ and media\/: \.\.\/x/,
    )
    const inner = s.repack(
      (dir) => fs.writeFileSync(path.join(dir, 'x'), 'escaped'),
      ['-P', '--transform=s,^x$,media/../../x,', MANIFEST, 'database', 'media', 'x'],
    )
    await expect(restore({ ...s, archive: inner })).rejects.toThrow(/refused: .*media\/\.\.\/\.\.\/x/)
    fs.writeFileSync(outside, 'outside')
    const absolute = s.repack(() => {}, ['-P', MANIFEST, 'database', 'media', outside])
    fs.rmSync(outside)
    await expect(restore({ ...s, archive: absolute })).rejects.toThrow(/refused: /)
    const link = s.repack((dir) => fs.symlinkSync('/etc/passwd', path.join(dir, 'media/images/passwd')))
    await expect(restore({ ...s, archive: link })).rejects.toThrow(/refused: the archive holds a link or special file/)
    expect(fs.existsSync(outside), 'nothing was written outside').toBe(false)
    expect(fs.existsSync(path.join(path.dirname(s.dir), 'x'))).toBe(false)
    await s.unchanged()
  })

  it('a database of the other kind: a SQLite backup into PostgreSQL, a PostgreSQL one into SQLite', async () => {
    const s = await backedUpSite()
    await expect(restore({ ...s, databaseUrl: 'postgres://vinea:secret@127.0.0.1:9/vinea' })).rejects.toThrow(
      'refused: the archive holds a SQLite database and DATABASE_URL is PostgreSQL postgres://vinea@127.0.0.1:9/vinea',
    )
    const fromPostgres = s.repack((dir) => {
      editManifest(dir, (manifest) => ({ ...manifest, database: { ...manifest.database, kind: 'postgres' } }))
    })
    await expect(restore({ ...s, archive: fromPostgres })).rejects.toThrow(
      /refused: the archive holds a PostgreSQL database and DATABASE_URL is SQLite/,
    )
    await s.unchanged()
  })

  it('a database copy that SQLite cannot read, even with a manifest that matches it', async () => {
    const s = await backedUpSite()
    const garbage = s.repack((dir) => {
      fs.writeFileSync(path.join(dir, 'database/vinea.db'), randomBytes(8192))
      rewriteManifest(dir)
    })
    await expect(restore({ ...s, archive: garbage })).rejects.toThrow(/not a sound SQLite database/)
    await s.unchanged()
  })

  // The twenty-first check from outside: with a REDIS_URL nobody answers, the restore replaced the database and the
  // uploads, then stopped with ioredis's stack trace, the shared cache not emptied.
  it('a REDIS_URL that cannot be reached: refused before anything is replaced, with the reason', async () => {
    const s = await backedUpSite()
    const restored = await runBackupCommand('restore', [s.archive], {
      DATABASE_URL: s.databaseUrl,
      MEDIA_DIR: s.mediaDir,
      NEXT_DIST_DIR: s.nextDistDir,
      REDIS_URL: `redis://127.0.0.1:${await freePort()}`,
    })
    expect(restored.code).toBe(1)
    expect(restored.stderr).toContain('REDIS_URL cannot be reached')
    expect(restored.stderr).toContain('Nothing was changed.')
    expect(restored.stderr).not.toContain('Unhandled error event')
    expect(restored.stdout).not.toMatch(/replaced/)
    await s.unchanged()
  }, 30_000)

  // The twenty-first check from outside: a sound SQLite file of one table, its sums in the manifest, was restored.
  it("a sound SQLite database that is not the site's: no table of migrations", async () => {
    const s = await backedUpSite()
    const otherFile = path.join(s.dir, 'other.db')
    const made = createClient({ url: `file:${otherFile}` })
    await made.batch(['CREATE TABLE x (a)', 'INSERT INTO x VALUES (1)'], 'write')
    made.close()
    const other = s.repack((dir) => {
      fs.copyFileSync(otherFile, path.join(dir, 'database/vinea.db'))
      rewriteManifest(dir)
    })
    await expect(restore({ ...s, archive: other })).rejects.toThrow(/not this site's: it has no table of migrations/)
    await s.unchanged()
  })
})

// The twenty-first check from outside: MEDIA_DIR written wrong gave an archive of no upload, exit 0, and restoring it
// deleted every upload.
describe('a backup that finds no upload where the database names some', { timeout: 20_000 }, () => {
  it('is refused, with the setting to check, and writes no archive', async () => {
    const s = site()
    await createCatalogue(s.databaseUrl)
    const db = createClient({ url: s.databaseUrl })
    await db.batch(
      [
        'CREATE TABLE media (id INTEGER PRIMARY KEY, filename TEXT)',
        "INSERT INTO media (filename) VALUES ('bottle.webp'), ('label.webp')",
      ],
      'write',
    )
    db.close()
    const wrong = path.join(s.dir, 'medias')
    await expect(backUp({ databaseUrl: s.databaseUrl, mediaDir: wrong, backupDir: s.backupDir })).rejects.toThrow(
      /holds no upload, while the database names 2: check MEDIA_DIR\. No archive was written\./,
    )
    expect(fs.readdirSync(s.backupDir).filter((name) => name.endsWith('.tar.gz'))).toEqual([])
  })
})

// The thirty-first check from outside: a BACKUP_DIR under a file gave a bare ENOTDIR stack trace.
describe('a backup into a folder that cannot be made', () => {
  it('is refused with the setting to change, and writes nothing', async () => {
    const s = site()
    await createCatalogue(s.databaseUrl)
    const file = path.join(s.dir, 'a-file')
    fs.writeFileSync(file, 'not a folder')
    await expect(
      backUp({ databaseUrl: s.databaseUrl, mediaDir: s.mediaDir, backupDir: path.join(file, 'sub') }),
    ).rejects.toThrow(/^BACKUP_DIR .*a-file\/sub is not a folder this user can write to \(ENOTDIR\): set BACKUP_DIR/)
    expect(fs.readFileSync(file, 'utf8')).toBe('not a folder')
  })
})
