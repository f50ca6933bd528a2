import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import LocalCache, { EXPIRED_TAGS_FILE, loadExpiredTags } from '../../cache-handler-local.mjs'
import { temporaryFolders } from '../../tests/support/temp-folders'

/**
 * The local cache's handler (cache-handler-local.mjs, decision 066): each tag an edit expires is appended to a file in
 * the build's server folder, and a process that starts reads them back into the map Next asks, so that a page cached
 * before an edit is not served as fresh after a restart. tests/integration/cache-restart.test.ts restarts a real site.
 */
const require = createRequire(import.meta.url)
const { tagsManifest, areTagsExpired } =
  require('next/dist/server/lib/incremental-cache/tags-manifest.external.js') as {
    tagsManifest: Map<string, { stale?: number; expired?: number }>
    areTagsExpired: (tags: string[], timestamp: number) => boolean
  }

const folder = temporaryFolders('local-cache-')
const handler = (serverDistDir: string) =>
  new LocalCache({ fs: { ...fs, ...fs.promises }, serverDistDir, flushToDisk: true, revalidatedTags: [] } as never)

describe('the local cache keeps expired tags on disk (decision 066)', () => {
  it('appends each expiry; a new process reads it back and a page cached before the edit is expired', async () => {
    const dir = folder()
    const cachedAt = Date.now() - 1_000
    await handler(dir).revalidateTag(['doc:products:8', 'listing:all'], { expire: 0 })
    await handler(dir).revalidateTag('collection:articles', { expire: 0 })
    const file = path.join(dir, EXPIRED_TAGS_FILE)
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

  it('a build without the file starts with nothing expired', () => {
    tagsManifest.clear()
    expect(loadExpiredTags(path.join(folder(), EXPIRED_TAGS_FILE))).toBe(0)
    expect(tagsManifest.size).toBe(0)
  })
})
