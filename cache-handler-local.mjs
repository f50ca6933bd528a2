// Next's cache on this node's disk (no REDIS_URL): Next's own file-system cache, and the expiry of every tag an edit
// expired kept on disk beside the pages it concerns, so that a restart does not bring them back.
//
// Next keeps the tags expired since the process started in memory only (tags-manifest.external.js); the pages and
// `unstable_cache` entries it wrote stay on disk. A page whose tag an edit expired, and that nobody asked for before the
// process ended, was served by the next process as fresh, with the content of before the edit, until another edit of
// the same tag: a deleted article stayed on the blog's listing, linking to a page not found (decision 066). Here each
// expiry is appended to `expired-tags.jsonl` in the build's cache folder, beside the `unstable_cache` entries it
// concerns, read back when the process starts, and written again as one line per tag. Not in the server folder: a new
// build replaces that, but keeps the cache folder's entries, and a listing cached before a deletion came back with the
// deleted article after `npm start` built an updated site (decision 103). next.config.ts names this file when REDIS_URL is not set; cache-handler.mjs is the shared cache's.
//
// And an entry an edit expired is a miss on the wall clock (decision 071). Next writes a tag's expiry and an entry's
// time with `Date.now()` but asks whether the expiry has come with `performance.timeOrigin + performance.now()`, a
// clock that stops while the machine is paused and so falls behind the wall clock over a process's life (11 s after
// half an hour of tests here). For that long after each edit, Next served the edited pages stale (the old content, then
// rendered again in the background): an editor's save was not on the next page they opened.
//
// And an entry rendered from data older than an edit is not kept (decision 111): Next dates an entry by its write, so a
// render that began before an edit and ended after it expired the entry's tags was kept as fresh, with the data of
// before the edit. The time of each miss is noted (cache-render-reads.mjs) and a write whose tags expired since is
// dropped; the next request renders the entry again.
//
// And a page that answered "not found" is not kept (cache-tag-index.mjs, `notFoundPage`), and a listing's combination of
// filters is kept in memory only (`filterCombination`).
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

import { RenderReads } from './cache-render-reads.mjs'
import { filterCombination, notFoundPage } from './cache-tag-index.mjs'

const require = createRequire(import.meta.url)
const FileSystemCache = require('next/dist/server/lib/incremental-cache/file-system-cache.js').default
// The one map Next reads a tag's expiry from (an `.external` module: one instance per process, whatever bundle asks).
const { tagsManifest } = require('next/dist/server/lib/incremental-cache/tags-manifest.external.js')
// The header in which Next keeps a cached page's tags.
const { NEXT_CACHE_TAGS_HEADER } = require('next/dist/lib/constants.js')

export const EXPIRED_TAGS_FILE = 'expired-tags.jsonl'

/** Where a build whose server folder is `serverDistDir` keeps its expired tags: `<distDir>/cache`, which builds keep. */
export const expiredTagsFileOf = (serverDistDir) => path.join(serverDistDir, '..', 'cache', EXPIRED_TAGS_FILE)

/** Whether an edit expired one of `tags` after `since` and before now, both on the wall clock (milliseconds). */
export function expiredSince(tags, since, now = Date.now()) {
  for (const tag of tags) {
    const expired = tagsManifest.get(tag)?.expired
    if (typeof expired === 'number' && expired <= now && expired > since) return true
  }
  return false
}

/** The tags a value carries: a page's in its header, an `unstable_cache` entry's in the request for it. */
export function valueTags(value, ctx) {
  if (value?.kind === 'FETCH') return [...(ctx?.tags ?? []), ...(ctx?.softTags ?? [])]
  const header = value?.headers?.[NEXT_CACHE_TAGS_HEADER]
  return typeof header === 'string' && header ? header.split(',') : []
}

// The misses of this process (Next makes a handler per request; a route bundle may load this file again).
const store = globalThis
const reads = (store.__localCacheRenderReads ??= new RenderReads())

/** The later of two entries' times, field by field ({stale, expired} in milliseconds). */
function merge(kept = {}, read = {}) {
  const out = { ...kept }
  for (const field of ['stale', 'expired']) {
    const value = read[field]
    if (typeof value === 'number' && !(typeof out[field] === 'number' && out[field] >= value)) out[field] = value
  }
  return out
}

/**
 * Reads the expiries of `file` into Next's map (a line cut short by a crash is skipped), then writes the file again
 * with one line per tag, so that it grows with the tags edited, not with the edits.
 */
export function loadExpiredTags(file) {
  let text
  try {
    text = fs.readFileSync(file, 'utf8')
  } catch {
    return 0
  }
  for (const line of text.split('\n')) {
    if (!line.trim()) continue
    let entries
    try {
      entries = JSON.parse(line)
    } catch {
      continue
    }
    if (!entries || typeof entries !== 'object') continue
    for (const [tag, entry] of Object.entries(entries)) {
      if (entry && typeof entry === 'object') tagsManifest.set(tag, merge(tagsManifest.get(tag), entry))
    }
  }
  const lines = [...tagsManifest].map(([tag, entry]) => JSON.stringify({ [tag]: entry }))
  const temporary = `${file}.${process.pid}.tmp`
  fs.writeFileSync(temporary, lines.length ? `${lines.join('\n')}\n` : '')
  fs.renameSync(temporary, file)
  return lines.length
}

const loaded = new Set()

export default class LocalCache extends FileSystemCache {
  constructor(ctx) {
    super(ctx)
    this.expiredTagsFile = ctx.serverDistDir ? expiredTagsFileOf(ctx.serverDistDir) : null
    // Next makes a handler per request: the file is read once per process.
    if (this.expiredTagsFile && !loaded.has(this.expiredTagsFile)) {
      loaded.add(this.expiredTagsFile)
      try {
        loadExpiredTags(this.expiredTagsFile)
      } catch (error) {
        console.error(`cache: the expired tags of ${this.expiredTagsFile} could not be read`, error)
      }
    }
  }

  async get(key, ctx) {
    let data = await super.get(key, ctx)
    if (data && typeof data.lastModified === 'number' && expiredSince(valueTags(data.value, ctx), data.lastModified))
      data = null
    // Missed (Next's own check of the tags answers -1): a render follows, from data read from now on.
    if (!data?.value || data.lastModified === -1) reads.missed(key)
    return data
  }

  // A page that answered "not found" is not kept (see notFoundPage): an address anyone makes up costs a render, never
  // room on this node's disk. A listing's combination of filters is kept in Next's memory LRU (its size bounded by
  // `cacheMaxMemorySize`, 50 MB), never on disk (see filterCombination).
  //
  // An entry whose tags an edit expired since its miss is dropped (see reads): its render may have read the data of
  // before the edit. (A miss in the same millisecond as the expiry counts as before it.)
  async set(key, data, ctx) {
    const since = reads.take(key, Date.now())
    if (since !== undefined && expiredSince(valueTags(data, ctx), since - 1)) return
    if (notFoundPage(data)) return
    if (!filterCombination(key)) return super.set(key, data, ctx)
    const flushToDisk = this.flushToDisk
    this.flushToDisk = false
    try {
      // Next's set writes its memory copy, then returns before any file when it may not flush to disk.
      return await super.set(key, data, ctx)
    } finally {
      this.flushToDisk = flushToDisk
    }
  }

  async revalidateTag(tags, durations) {
    await super.revalidateTag(tags, durations)
    if (!this.expiredTagsFile) return
    const entries = {}
    for (const tag of typeof tags === 'string' ? [tags] : tags) {
      const entry = tagsManifest.get(tag)
      if (entry) entries[tag] = entry
    }
    if (Object.keys(entries).length === 0) return
    // One write per call, appended: expiries of requests at the same moment do not overwrite each other.
    const file = this.expiredTagsFile
    const append = () => fs.promises.appendFile(file, `${JSON.stringify(entries)}\n`)
    await append()
      .catch(async () => {
        // A build that has not cached anything yet has no cache folder.
        await fs.promises.mkdir(path.dirname(file), { recursive: true })
        await append()
      })
      .catch((error) => {
        console.error('cache: an expired tag could not be kept on disk; a restart may serve its pages as before', error)
      })
  }
}
