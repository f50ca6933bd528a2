import fs from 'node:fs'
import { createRequire } from 'node:module'

import LocalCache from '../../cache-handler-local.mjs'

/** Next's one map of tag expiries (an `.external` module: the one the local cache's handler reads and writes). */
const require = createRequire(import.meta.url)
export const { tagsManifest, areTagsExpired } =
  require('next/dist/server/lib/incremental-cache/tags-manifest.external.js') as {
    tagsManifest: Map<string, { stale?: number; expired?: number }>
    areTagsExpired: (tags: string[], timestamp: number) => boolean
  }

/** Next's file-system methods, whose `mkdir` makes the cache's folders as they are needed. */
export const fsOfNext = { ...fs, ...fs.promises, mkdir: (dir: string) => fs.promises.mkdir(dir, { recursive: true }) }

/** The local cache's handler for a build whose server folder is `serverDistDir`, as Next makes it. */
export const localCache = (serverDistDir: string) =>
  new LocalCache({ fs: fsOfNext, serverDistDir, flushToDisk: true, revalidatedTags: [] } as never)
