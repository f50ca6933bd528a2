import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { checkPageKey, staticPageKeys } from './page-key'

const root = path.resolve(import.meta.dirname, '../../..')
const italian = { i18n: { language: 'it' } }
const english = { i18n: { language: 'en' } }

/** Every `cmsKey` a route of the site passes, as written in src/app (the reserved area's come from its routes). */
function routeKeys(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name === 'page.tsx')
    .flatMap((entry) => {
      const text = readFileSync(path.join(entry.parentPath, entry.name), 'utf8')
      return [...text.matchAll(/cmsKey(?::\s*|=)["']([^"']+)["']/g)].map((match) => match[1]!)
    })
}

describe("a static page's key names a page of the site (the eighteenth check from outside)", () => {
  it('every key a route reads and every static page of the demo is one of the keys', () => {
    const read = routeKeys(path.join(root, 'src/app'))
    expect(read.length).toBeGreaterThan(10)
    for (const key of read) expect(staticPageKeys).toContain(key)
    const seeded = new Set(readdirSync(path.join(root, 'seed/content/pages')).map((name) => name.split('.')[0]!))
    expect([...seeded].sort()).toEqual([...staticPageKeys].sort())
  })

  it('an unknown or missing key of a static page is refused in the admin’s language; a landing page’s is free', () => {
    expect(checkPageKey('philosophy', { siblingData: { kind: 'static' }, req: italian })).toBe(true)
    expect(checkPageKey('filosofia', { siblingData: { kind: 'static' }, req: italian })).toMatch(
      /^Nessuna pagina del sito ha la chiave «filosofia»: una pagina statica usa una di queste chiavi: home, philosophy,/,
    )
    expect(checkPageKey('homepage', { siblingData: { kind: 'static' }, req: english })).toMatch(
      /^No page of the site has the key “homepage”: a static page takes one of these keys: home, philosophy,/,
    )
    expect(checkPageKey('', { siblingData: { kind: 'static' }, req: english })).toBe('A static page needs its key')
    expect(checkPageKey(null, { siblingData: { kind: 'static' }, req: italian })).toBe(
      'Una pagina statica ha bisogno della sua chiave',
    )
    expect(checkPageKey('landing-3500', { siblingData: { kind: 'landing' }, req: italian })).toBe(true)
    expect(checkPageKey(undefined, { siblingData: { kind: 'landing' }, req: italian })).toBe(true)
  })
})
