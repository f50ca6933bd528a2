import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it, vi } from 'vitest'

import { temporaryFolders } from '../../tests/support/temp-folders'
import { publishedSecrets, storedSecrets } from './env'
import { readStorageEnv, secretsFile } from './storage-env'

/** Issue 16, finding 1: no published default secret; the demo's secrets are generated once and kept private. */
const tempDir = temporaryFolders('vinea-env-')

/** Loads env.ts afresh with the given variables: what a starting server would do. */
async function loadEnv(vars: Record<string, string>) {
  const saved = { ...process.env }
  for (const key of ['PAYLOAD_SECRET', 'REVALIDATE_SECRET', 'DATABASE_URL']) delete process.env[key]
  Object.assign(process.env, vars)
  vi.resetModules()
  try {
    const { env } = await import('./env')
    return { env: env as unknown as Record<string, string>, error: '' }
  } catch (error) {
    return { env: null, error: (error as Error).message }
  } finally {
    process.env = saved
  }
}

describe('secrets (issue 16, finding 1)', () => {
  it('generates both secrets on first use, keeps them beside the SQLite file with mode 600 and reuses them', () => {
    const dir = tempDir()
    const file = secretsFile(`file:${path.join(dir, 'db', 'site.db')}`)
    expect(file).toBe(path.join(dir, 'db', 'secrets.json'))
    const first = storedSecrets(file)
    expect(first.PAYLOAD_SECRET).toMatch(/^[\w-]{43}$/)
    expect(first.REVALIDATE_SECRET).toMatch(/^[\w-]{43}$/)
    expect(first.PAYLOAD_SECRET).not.toBe(first.REVALIDATE_SECRET)
    expect(fs.statSync(file).mode & 0o777).toBe(0o600)
    expect(storedSecrets(file)).toEqual(first)
    expect(storedSecrets(secretsFile(`file:${path.join(tempDir(), 'site.db')}`))).not.toEqual(first)
  })

  it('tightens a secrets file others can read', () => {
    const file = path.join(tempDir(), 'secrets.json')
    fs.writeFileSync(file, JSON.stringify({ PAYLOAD_SECRET: 'a'.repeat(40), REVALIDATE_SECRET: 'b'.repeat(40) }), {
      mode: 0o644,
    })
    storedSecrets(file)
    expect(fs.statSync(file).mode & 0o777).toBe(0o600)
  })

  it('keeps PostgreSQL deployments’ secrets in ./data', () => {
    expect(secretsFile('postgres://u:p@db:5432/vinea')).toBe(path.resolve('data', 'secrets.json'))
  })

  it('a starting server uses the generated secrets, or the configured ones when set', async () => {
    const dir = tempDir()
    const DATABASE_URL = `file:${path.join(dir, 'site.db')}`
    const generated = await loadEnv({ DATABASE_URL })
    expect(generated.error).toBe('')
    const stored = JSON.parse(fs.readFileSync(path.join(dir, 'secrets.json'), 'utf8')) as Record<string, string>
    expect(generated.env!.PAYLOAD_SECRET).toBe(stored.PAYLOAD_SECRET)
    expect(generated.env!.REVALIDATE_SECRET).toBe(stored.REVALIDATE_SECRET)
    const configured = await loadEnv({
      DATABASE_URL,
      PAYLOAD_SECRET: 'p'.repeat(40),
      REVALIDATE_SECRET: 'r'.repeat(40),
    })
    expect(configured.env).toMatchObject({ PAYLOAD_SECRET: 'p'.repeat(40), REVALIDATE_SECRET: 'r'.repeat(40) })
  })

  it.each([...publishedSecrets, 'short-secret'])(
    'refuses to start with the secret %j, saying what to set',
    async (value) => {
      const result = await loadEnv({ DATABASE_URL: `file:${path.join(tempDir(), 'site.db')}`, PAYLOAD_SECRET: value })
      expect(result.env).toBeNull()
      expect(result.error).toContain('PAYLOAD_SECRET')
    },
  )
})

describe('optional settings', () => {
  it('an empty variable counts as unset, as a template’s `GTM_ID=` line means, and a wrong one still stops', async () => {
    const DATABASE_URL = `file:${path.join(tempDir(), 'site.db')}`
    const empty = await loadEnv({ DATABASE_URL, GTM_ID: '', CAPTCHA_PROVIDER: '', SITE_URL: '', PORT: '' })
    expect(empty.error).toBe('')
    expect(empty.env!.GTM_ID).toBeUndefined()
    expect(empty.env!.SITE_URL).toBe('http://localhost:3000')
    const wrong = await loadEnv({ DATABASE_URL, GTM_ID: 'UA-1234' })
    expect(wrong.error).toContain('GTM_ID: must be a Tag Manager container id')
  })

  // The sixth check from outside: each of these started, and failed later or said something else.
  it('SITE_URL is an http(s) origin, the demo editor’s password 12 characters or more, a jobs cron one croner reads', async () => {
    const DATABASE_URL = `file:${path.join(tempDir(), 'site.db')}`
    for (const SITE_URL of [
      'localhost:3000',
      'ftp://example.com',
      'https://www.example.com/shop',
      'https://x.test/?a=1',
      'not an address',
    ])
      expect((await loadEnv({ DATABASE_URL, SITE_URL })).error, SITE_URL).toContain('SITE_URL: must be an origin')
    for (const SITE_URL of ['https://www.example.com', 'https://www.example.com/', 'http://127.0.0.1:8080'])
      expect((await loadEnv({ DATABASE_URL, SITE_URL })).error, SITE_URL).toBe('')
    const short = await loadEnv({ DATABASE_URL, DEMO_EDITOR_PASSWORD: 'abcdefghij' })
    expect(short.error).toContain('DEMO_EDITOR_PASSWORD')
    expect((await loadEnv({ DATABASE_URL, DEMO_EDITOR_PASSWORD: 'abcdefghijkl' })).error).toBe('')
    for (const JOBS_AUTORUN_CRON of ['99 99 99 99 99', '* * * * 8', '61 * * * * *'])
      expect((await loadEnv({ DATABASE_URL, JOBS_AUTORUN_CRON })).error, JOBS_AUTORUN_CRON).toContain(
        'JOBS_AUTORUN_CRON: must be a cron expression or off',
      )
    for (const JOBS_AUTORUN_CRON of ['* * * * *', '*/5 * * * * *', '0 3 * * MON', 'off'])
      expect((await loadEnv({ DATABASE_URL, JOBS_AUTORUN_CRON })).error, JOBS_AUTORUN_CRON).toBe('')
  })

  it('B2B_STORE_URL is an http(s) address; unset, the demo’s store, or no link once DEMO_CONTENT is off', async () => {
    const DATABASE_URL = `file:${path.join(tempDir(), 'site.db')}`
    // The README's command sets nothing: the reserved area still links its B2B store (spec §1).
    expect((await loadEnv({ DATABASE_URL, B2B_STORE_URL: '' })).env!.B2B_STORE_URL).toBe('https://b2b.vinea.demo/')
    const real = await loadEnv({ DATABASE_URL, B2B_STORE_URL: '', DEMO_CONTENT: 'false' })
    expect(real.env!.B2B_STORE_URL).toBeUndefined()
    const set = await loadEnv({ DATABASE_URL, B2B_STORE_URL: 'https://b2b.example.test/' })
    expect(set.env!.B2B_STORE_URL).toBe('https://b2b.example.test/')
    for (const wrong of ['javascript:alert(1)', 'ftp://b2b.example.test/', 'b2b.example.test']) {
      expect((await loadEnv({ DATABASE_URL, B2B_STORE_URL: wrong })).error).toContain(
        'B2B_STORE_URL: must be an http:// or https:// address',
      )
    }
  })
})

/** Issue 17, item 1: uploads in an S3-compatible bucket (docs/decisions/039-object-storage.md). */
describe('the uploads’ bucket (S3_*)', () => {
  const bucket = {
    S3_BUCKET: 'vinea-media',
    S3_REGION: 'eu-south-1',
    S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
    S3_SECRET_ACCESS_KEY: 'not-to-be-printed-in-any-message',
  }

  it('is off without S3_*, and on with the four required settings (the others optional)', async () => {
    const DATABASE_URL = `file:${path.join(tempDir(), 'site.db')}`
    const { objectStorage: none } = await loadObjectStorage({ DATABASE_URL })
    expect(none).toBeNull()
    const { objectStorage } = await loadObjectStorage({ DATABASE_URL, ...bucket, S3_ENDPOINT: '' })
    expect(objectStorage).toEqual({
      bucket: 'vinea-media',
      region: 'eu-south-1',
      endpoint: undefined,
      accessKeyId: 'AKIAEXAMPLE',
      secretAccessKey: 'not-to-be-printed-in-any-message',
      forcePathStyle: false,
      prefix: '',
    })
    const compatible = await loadObjectStorage({
      DATABASE_URL,
      ...bucket,
      S3_ENDPOINT: 'https://s3.example.test',
      S3_FORCE_PATH_STYLE: 'true',
      S3_PREFIX: 'sites/vinea',
    })
    expect(compatible.objectStorage).toMatchObject({
      endpoint: 'https://s3.example.test',
      forcePathStyle: true,
      prefix: 'sites/vinea',
    })
  })

  it.each([
    [{ S3_BUCKET: 'vinea-media' }, 'S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY are not'],
    [{ ...bucket, S3_SECRET_ACCESS_KEY: '' }, 'S3_SECRET_ACCESS_KEY is not'],
    [{ S3_ENDPOINT: 'https://s3.example.test', S3_PREFIX: 'vinea' }, 'S3_BUCKET, S3_REGION'],
  ])('stops the start when only some are set (%j), naming what is missing', async (vars, missing) => {
    const DATABASE_URL = `file:${path.join(tempDir(), 'site.db')}`
    const result = await loadEnv({ DATABASE_URL, ...vars })
    expect(result.env).toBeNull()
    expect(result.error).toContain(
      'uploads in a bucket need S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY together',
    )
    expect(result.error).toContain(missing)
    // The backup commands read the same settings alone, with the same rule.
    expect(() => readStorageEnv({ NODE_ENV: 'test', DATABASE_URL, ...vars })).toThrow(/uploads in a bucket need/)
  })

  it.each([
    ['S3_BUCKET', 'Vinea_Media', 'must be a bucket name'],
    ['S3_ENDPOINT', 'ftp://s3.example.test', 'must be an http:// or https:// address'],
    ['S3_PREFIX', '../other-site', 'must be a folder'],
    ['S3_PREFIX', '/vinea/', 'must be a folder'],
    ['S3_FORCE_PATH_STYLE', 'maybe', 'S3_FORCE_PATH_STYLE'],
  ])('refuses %s=%j without printing the secret key', async (name, value, message) => {
    const result = await loadEnv({ DATABASE_URL: `file:${path.join(tempDir(), 'site.db')}`, ...bucket, [name]: value })
    expect(result.error).toContain(message)
    expect(result.error).not.toContain(bucket.S3_SECRET_ACCESS_KEY)
  })
})

/** env.ts's `objectStorage` with the given variables. */
async function loadObjectStorage(vars: Record<string, string>) {
  const saved = { ...process.env }
  for (const key of Object.keys(process.env).filter((k) => k.startsWith('S3_'))) delete process.env[key]
  Object.assign(process.env, vars)
  vi.resetModules()
  try {
    return await import('./env')
  } finally {
    process.env = saved
  }
}
