import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { base } from '../support/http'

/**
 * The third check from outside: each made-up slug of a detail page answered 404, as it should, but Next kept that
 * answer in its cache as a page of its own (about 200 KB on disk for each address, until the next build): 20 requests
 * took 4 MB, and a script could fill a node's disk. Neither cache handler keeps a page that answered "not found" now
 * (cache-tag-index.mjs, `notFoundPage`); the address is rendered again when asked.
 */
const distDir = path.resolve(process.env.NEXT_DIST_DIR ?? '.next-test')

const detailPages = [
  (slug: string) => `/prodotti/scheda/${slug}/`,
  (slug: string) => `/en/products/sheet/${slug}/`,
  (slug: string) => `/prodotti/scheda/${slug}/pdf/`,
  (slug: string) => `/blog/${slug}/`,
  (slug: string) => `/produttori/produttore/${slug}/`,
  (slug: string) => `/i-nostri-progetti/${slug}/`,
  (slug: string) => `/cataloghi/${slug}/`,
  (slug: string) => `/news-eventi/articolo/${slug}/`,
  (slug: string) => `/en/press-reviews/article/${slug}/`,
]

/** Every file under `dir` whose name holds `part`. */
function filesNamed(dir: string, part: string): string[] {
  const found: string[] = []
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.name.includes(part)) found.push(path.join(entry.parentPath, entry.name))
  }
  return found
}

describe('a detail page for a slug the site does not have', () => {
  it('answers 404 every time and leaves nothing in the cache', async () => {
    expect(fs.existsSync(path.join(distDir, 'server')), `the test build in ${distDir}`).toBe(true)
    const slug = `made-up-${randomBytes(6).toString('hex')}`
    for (const pathOf of detailPages) {
      const address = pathOf(slug)
      for (const round of [1, 2]) {
        const res = await fetch(`${base}${address}`, { headers: { Cookie: 'adult=1' }, redirect: 'manual' })
        await res.arrayBuffer()
        expect(res.status, `${address}, request ${round}`).toBe(404)
        expect(res.headers.get('x-nextjs-cache'), `${address}, request ${round}`).not.toBe('HIT')
      }
    }
    expect(filesNamed(path.join(distDir, 'server'), slug)).toEqual([])
  })
})
