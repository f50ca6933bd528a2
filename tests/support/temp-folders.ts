import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterEach } from 'vitest'

/**
 * A maker of folders under the system's temporary directory (`prefix` + a random suffix), each removed after the test
 * that made it. Call it at a test file's top level: it registers the `afterEach` that removes them.
 */
export function temporaryFolders(prefix: string): () => string {
  const made: string[] = []
  afterEach(() => {
    for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true })
  })
  return () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix))
    made.push(dir)
    return dir
  }
}
