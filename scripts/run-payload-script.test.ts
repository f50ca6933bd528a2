import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

/** Issue: scripts that run Payload outside Next either do their work or fail loudly. */
const run = (fixture: string) =>
  spawnSync(process.execPath, ['scripts/run-payload-script.mjs', `scripts/fixtures/${fixture}.ts`], {
    encoding: 'utf8',
  })

describe('run-payload-script', () => {
  it('succeeds when the script reports its work done', () => {
    const result = run('finishes')
    expect(result.status).toBe(0)
    expect(result.stdout).toContain('{"ok":true}')
  })

  it('fails when the script exits 0 without finishing, after one retry', () => {
    const result = run('exits-silently')
    expect(result.status).toBe(1)
    expect(result.stderr).toMatch(/exited 0 without finishing its work \(attempt 2 of 2\)/)
  })

  it('keeps each module its own folder as import.meta.dirname, bundled or not', () => {
    const result = run('reads-own-folder')
    expect(result.status).toBe(0)
    expect(result.stdout).toContain('{"sees":true}')
  })

  it('passes a failure on', () => {
    const result = run('fails')
    expect(result.status).toBe(1)
    expect(result.stderr).toContain('boom')
  })

  it('keeps a bundle while its sources are unchanged, and bundles again when one of them changes', () => {
    // A script of two files, outside the project: the entry and a module it imports.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'payload-script-'))
    const done = path.resolve('scripts/lib/done')
    fs.writeFileSync(path.join(dir, 'part.ts'), 'export const word = "first"\n')
    fs.writeFileSync(
      path.join(dir, 'cached-script.ts'),
      `import { finish } from '${done}'\nimport { word } from './part'\nfinish({ word })\n`,
    )
    const start = () =>
      spawnSync(process.execPath, ['scripts/run-payload-script.mjs', path.join(dir, 'cached-script.ts')], {
        encoding: 'utf8',
      })
    const kept = () => fs.readdirSync('.cache/scripts').filter((f) => /^cached-script-[0-9a-f]+\.mjs$/.test(f))
    try {
      expect(start().stdout).toContain('{"word":"first"}')
      const [bundle] = kept()
      const madeAt = fs.statSync(path.join('.cache/scripts', bundle)).mtimeMs
      expect(start().stdout).toContain('{"word":"first"}')
      expect(fs.statSync(path.join('.cache/scripts', bundle)).mtimeMs, 'the same bundle, not made again').toBe(madeAt)

      fs.writeFileSync(path.join(dir, 'part.ts'), 'export const word = "second"\n')
      expect(start().stdout).toContain('{"word":"second"}')
      expect(kept()).toEqual([bundle])
    } finally {
      for (const file of fs.readdirSync('.cache/scripts').filter((f) => f.startsWith('cached-script-'))) {
        fs.rmSync(path.join('.cache/scripts', file), { force: true })
      }
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })
})
