import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { addCompileHints, COMPILE_HINT } from './compile-hints.mjs'

/** Decision 067: the scripts every page loads first start with Chrome's compile hint; nothing else changes. */
let dist: string
const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(dist, file)), { recursive: true })
  fs.writeFileSync(path.join(dist, file), text)
}
const read = (file: string) => fs.readFileSync(path.join(dist, file), 'utf8')

beforeEach(() => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'vinea-hints-'))
  write(
    'build-manifest.json',
    JSON.stringify({
      polyfillFiles: ['static/chunks/polyfills.js'],
      rootMainFiles: ['static/chunks/react.js', 'static/chunks/turbopack-runtime.js'],
    }),
  )
  write('static/chunks/react.js', '(globalThis.TURBOPACK||[]).push([1])')
  write('static/chunks/turbopack-runtime.js', '!function(){}()')
  write('static/chunks/polyfills.js', '!function(){}()')
  write('static/chunks/a-page.js', '(globalThis.TURBOPACK||[]).push([2])')
})
afterEach(() => fs.rmSync(dist, { recursive: true, force: true }))

describe('addCompileHints', () => {
  it('marks the root main files with the hint on their first line, the code unchanged after it', () => {
    expect(addCompileHints(dist)).toEqual(['static/chunks/react.js', 'static/chunks/turbopack-runtime.js'])
    expect(COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad\n')
    expect(read('static/chunks/react.js')).toBe(`${COMPILE_HINT}(globalThis.TURBOPACK||[]).push([1])`)
    expect(read('static/chunks/turbopack-runtime.js')).toBe(`${COMPILE_HINT}!function(){}()`)
  })

  it('leaves the other scripts as they are (a page of its own, the polyfills)', () => {
    addCompileHints(dist)
    expect(read('static/chunks/a-page.js')).toBe('(globalThis.TURBOPACK||[]).push([2])')
    expect(read('static/chunks/polyfills.js')).toBe('!function(){}()')
  })

  it('marks a file once, however often it runs', () => {
    addCompileHints(dist)
    addCompileHints(dist)
    expect(read('static/chunks/react.js')).toBe(`${COMPILE_HINT}(globalThis.TURBOPACK||[]).push([1])`)
  })

  it('fails loudly on a folder without a build', () => {
    fs.rmSync(path.join(dist, 'build-manifest.json'))
    expect(() => addCompileHints(dist)).toThrow(/build-manifest\.json/)
  })
})
