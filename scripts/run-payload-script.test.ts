import { spawnSync } from 'node:child_process'

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
})
