import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterEach, describe, expect, it } from 'vitest'

import { clearDataCaches, markRestored, readRestoredMark, removeRestoredMark } from './restored-mark.mjs'

/** Decision 034: after a restore, `npm start` empties Next's caches of the old data and builds again. */
const dirs: string[] = []
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true })
})

describe('the mark a restore leaves for the next start', () => {
  it('says a restore happened until the build that follows it, and the caches of the old data are emptied', () => {
    const distDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'vinea-mark-')), '.next')
    dirs.push(path.dirname(distDir))
    expect(readRestoredMark(distDir)).toBeNull()

    const cached = ['fetch-cache/a1b2', 'images/x/60.webp', 'webpack/client/0.pack'].map((f) =>
      path.join(distDir, 'cache', f),
    )
    for (const file of cached) {
      fs.mkdirSync(path.dirname(file), { recursive: true })
      fs.writeFileSync(file, 'before the restore')
    }
    markRestored(distDir, 'vinea-2026-11-27T05-30-00Z.tar.gz')
    expect(readRestoredMark(distDir)).toMatchObject({ archive: 'vinea-2026-11-27T05-30-00Z.tar.gz' })

    clearDataCaches(distDir)
    expect(cached.map((file) => fs.existsSync(file))).toEqual([false, false, true])
    removeRestoredMark(distDir)
    expect(readRestoredMark(distDir)).toBeNull()
  })
})
