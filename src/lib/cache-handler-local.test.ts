import fs from 'node:fs'
import path from 'node:path'

import { afterEach, describe, expect, it, vi } from 'vitest'

import LocalCache, {
  EXPIRED_TAGS_FILE,
  expiredSince,
  expiredTagsFileOf,
  loadExpiredTags,
} from '../../cache-handler-local.mjs'
import { filterCombination } from '../../cache-tag-index.mjs'
import { areTagsExpired, fsOfNext, localCache, tagsManifest } from '../../tests/support/local-cache'
import { temporaryFolders } from '../../tests/support/temp-folders'

/**
 * The local cache's handler (cache-handler-local.mjs, decision 066): each tag an edit expires is appended to a file in
 * the build's server folder, and a process that starts reads them back into the map Next asks, so that a page cached
 * before an edit is not served as fresh after a restart. tests/integration/cache-restart.test.ts restarts a real site.
 */
const folder = temporaryFolders('local-cache-')
const handler = localCache

describe('the local cache keeps expired tags on disk (decision 066)', () => {
  it('appends each expiry; a new process reads it back and a page cached before the edit is expired', async () => {
    const dir = path.join(folder(), 'server')
    const cachedAt = Date.now() - 1_000
    await handler(dir).revalidateTag(['doc:products:8', 'listing:all'], { expire: 0 })
    await handler(dir).revalidateTag('collection:articles', { expire: 0 })
    const file = expiredTagsFileOf(dir)
    expect(fs.readFileSync(file, 'utf8').trim().split('\n')).toHaveLength(2)

    // What a restarted process knows: nothing in memory, then the file.
    tagsManifest.clear()
    expect(areTagsExpired(['doc:products:8'], cachedAt)).toBe(false)
    expect(loadExpiredTags(file)).toBe(3)
    expect(areTagsExpired(['doc:products:8'], cachedAt)).toBe(true)
    expect(areTagsExpired(['collection:articles'], cachedAt)).toBe(true)
    expect(areTagsExpired(['doc:products:9'], cachedAt)).toBe(false)
    // A page rendered after the edit is not expired by it.
    expect(areTagsExpired(['doc:products:8'], Date.now() + 1)).toBe(false)
  })

  // Decision 103: the file was in the server folder, which a new build replaces, while Next's data cache (`cache/
  // fetch-cache`) outlives builds. After `npm start` built an updated site, the blog's listing cached before an article
  // was deleted was fresh again, and linked to a page not found.
  it('lives beside the data cache, which a new build keeps: an edit before the build still expires what it cached', async () => {
    const distDir = folder()
    const serverDistDir = path.join(distDir, 'server')
    fs.mkdirSync(serverDistDir)
    const cachedAt = Date.now() - 1_000
    await handler(serverDistDir).revalidateTag('collection:articles', { expire: 0 })
    expect(expiredTagsFileOf(serverDistDir)).toBe(path.join(distDir, 'cache', EXPIRED_TAGS_FILE))
    // A new build: the server folder made anew, the cache folder kept.
    fs.rmSync(serverDistDir, { recursive: true })
    fs.mkdirSync(serverDistDir)
    tagsManifest.clear()
    expect(loadExpiredTags(expiredTagsFileOf(serverDistDir))).toBe(1)
    expect(areTagsExpired(['collection:articles'], cachedAt)).toBe(true)
  })

  it('skips a line a crash cut short, keeps the latest time of a tag, and writes one line per tag', () => {
    const dir = folder()
    const file = path.join(dir, EXPIRED_TAGS_FILE)
    fs.writeFileSync(
      file,
      [
        JSON.stringify({ 'doc:products:1': { stale: 100, expired: 100 } }),
        JSON.stringify({ 'doc:products:1': { stale: 300, expired: 300 }, 'listing:all': { expired: 200 } }),
        JSON.stringify({ 'doc:products:1': { stale: 200, expired: 200 } }),
        '{"doc:products:2": {"expi',
      ].join('\n'),
    )
    tagsManifest.clear()
    expect(loadExpiredTags(file)).toBe(2)
    expect(tagsManifest.get('doc:products:1')).toEqual({ stale: 300, expired: 300 })
    expect(tagsManifest.get('listing:all')).toEqual({ expired: 200 })
    expect(tagsManifest.has('doc:products:2')).toBe(false)
    const lines = fs.readFileSync(file, 'utf8').trim().split('\n')
    expect(lines.map((line) => JSON.parse(line) as unknown)).toEqual([
      { 'doc:products:1': { stale: 300, expired: 300 } },
      { 'listing:all': { expired: 200 } },
    ])
  })

  it('a cache folder without the file starts with nothing expired', () => {
    tagsManifest.clear()
    expect(loadExpiredTags(path.join(folder(), EXPIRED_TAGS_FILE))).toBe(0)
    expect(tagsManifest.size).toBe(0)
  })
})

/**
 * Decision 071: Next asks whether a tag's expiry has come on `performance.timeOrigin + performance.now()`, which falls
 * behind `Date.now()` while the machine is paused (11 s after half an hour of tests here), and an edited page was then
 * served stale. The performance clock is set 11 s behind here, as it was in the test server that showed it.
 */
describe('an entry an edit expired is a miss on the wall clock (decision 071)', () => {
  afterEach(() => {
    vi.restoreAllMocks()
  })

  const behind = () => {
    const now = performance.now.bind(performance)
    vi.spyOn(performance, 'now').mockImplementation(() => now() - 11_000)
  }
  const entry = { kind: 'FETCH', data: { headers: {}, body: '"old title"', status: 200 }, revalidate: 31_536_000 }
  const read = { kind: 'FETCH', tags: ['doc:products:8'], softTags: [] }

  it('a sheet cached before the save is not served after it, though Next’s clock says the expiry is to come', async () => {
    tagsManifest.clear()
    behind()
    const serverDistDir = path.join(folder(), 'server')
    fs.mkdirSync(serverDistDir)
    const cache = handler(serverDistDir)
    await cache.set('sheet-8', entry as never, { fetchCache: true, tags: ['doc:products:8'] })
    const cachedAt = Date.now()
    await new Promise((resolve) => setTimeout(resolve, 5))
    await cache.revalidateTag(['doc:products:8'], { expire: 0 })

    // Next's own test: not expired (the expiry is 11 s ahead of its clock), so it would serve the entry stale.
    expect(areTagsExpired(['doc:products:8'], cachedAt)).toBe(false)
    expect(expiredSince(['doc:products:8'], cachedAt)).toBe(true)
    expect(await cache.get('sheet-8', read)).toBeNull()
    // Another product's entry, and one written after the save, are still read.
    expect(expiredSince(['doc:products:9'], cachedAt)).toBe(false)
    // (A render takes longer than the file system's clock step, which dates the file read back.)
    await new Promise((resolve) => setTimeout(resolve, 30))
    await cache.set('sheet-8', { ...entry, data: { ...entry.data, body: '"new title"' } } as never, read as never)
    expect((await cache.get('sheet-8', read))?.value).toMatchObject({ data: { body: '"new title"' } })
  })

  it('a page carries its tags in its header; an expiry still to come expires nothing yet', () => {
    tagsManifest.clear()
    const now = Date.now()
    tagsManifest.set('doc:products:8', { stale: now - 10, expired: now - 10 })
    tagsManifest.set('listing:all', { stale: now, expired: now + 60_000 })
    expect(expiredSince(['listing:all', 'doc:products:8'], now - 20)).toBe(true)
    expect(expiredSince(['listing:all'], now - 20)).toBe(false)
    expect(expiredSince(['doc:products:8'], now - 5)).toBe(false)
  })
})

describe("a listing's combinations of filters are kept in memory only (the fourth check from outside)", () => {
  it.each([
    ['/it/products/listing/type/sake/producer=P002', true],
    ['/en/products/listing/all/_/color=red&region=tuscany&page=3', true],
    ['/it/products/listing/type/sake/producer%3DP002', true],
    ['/it/products/listing/all/_/page=2', false],
    ['/it/products/listing/type/sake/_', false],
    ['/it/products/sheet/grappa', false],
  ])('%s is a combination: %s', (key, expected) => expect(filterCombination(key)).toBe(expected))

  const page = (title: string) => ({
    kind: 'APP_PAGE',
    html: `<title>${title}</title>`,
    rscData: Buffer.from('rsc'),
    headers: { 'x-next-cache-tags': 'listing:all' },
    status: 200,
    postponed: undefined,
    segmentData: undefined,
  })
  const files = (dir: string): string[] =>
    fs.existsSync(dir)
      ? (fs.readdirSync(dir, { recursive: true }) as string[]).filter((f) => /\.(html|rsc|meta)$/.test(f))
      : []

  it('a combination is read back from memory and leaves no file; a route or a page number is written to disk', async () => {
    const serverDistDir = path.join(folder(), 'server')
    fs.mkdirSync(serverDistDir)
    const cache = new LocalCache({
      fs: fsOfNext,
      serverDistDir,
      flushToDisk: true,
      revalidatedTags: [],
      maxMemoryCacheSize: 50 * 1024 * 1024,
    } as never)
    const ctx = { isRoutePPREnabled: false, isFallback: false }
    const combination = '/it/products/listing/type/sake/producer=P002'
    await cache.set(combination, page('sake by P002') as never, ctx as never)
    expect(files(serverDistDir)).toEqual([])
    const read = await cache.get(combination, { kind: 'APP_PAGE', isRoutePPREnabled: false } as never)
    expect((read?.value as { html?: string } | undefined)?.html).toBe('<title>sake by P002</title>')
    expect((cache as unknown as { flushToDisk: boolean }).flushToDisk).toBe(true)

    await cache.set('/it/products/listing/all/_/page=2', page('page 2') as never, ctx as never)
    expect(files(serverDistDir).length).toBeGreaterThan(0)
  })
})
