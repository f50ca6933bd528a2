import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { localCache as handler, tagsManifest } from '../../tests/support/local-cache'
import { temporaryFolders } from '../../tests/support/temp-folders'

const folder = temporaryFolders('local-cache-renders-')

/**
 * Decision 111: a render that began before an edit and was written after the edit expired its tags was kept as fresh,
 * with the data of before the edit (a listing's filter counted 77 aged products where the edit had made them 76).
 */
describe('an entry rendered from data older than an expiry of its tags is not kept (decision 111)', () => {
  const listing = (count: number) => ({
    kind: 'APP_PAGE',
    html: `<p>${count} aged</p>`,
    rscData: Buffer.from('rsc'),
    headers: { 'x-next-cache-tags': 'listing:all,collection:products' },
    status: 200,
    postponed: undefined,
    segmentData: undefined,
  })
  const pageRead = { kind: 'APP_PAGE', isRoutePPREnabled: false, isFallback: false }
  const pageWrite = { isRoutePPREnabled: false, isFallback: false }
  const html = (found: unknown) => (found as { value?: { html?: string } } | null)?.value?.html ?? null
  const tick = () => new Promise((resolve) => setTimeout(resolve, 5))

  it('drops the page written after an expiry that came during its render; the next render is kept', async () => {
    tagsManifest.clear()
    const serverDistDir = path.join(folder(), 'server')
    fs.mkdirSync(serverDistDir)
    const cache = handler(serverDistDir)
    const key = '/it/products/listing/all/_'
    expect(await cache.get(key, pageRead as never)).toBeNull()
    await tick()
    // A product saved while the page renders.
    await cache.revalidateTag(['collection:products'], { expire: 0 })
    await tick()
    await cache.set(key, listing(77) as never, pageWrite as never)
    expect(await cache.get(key, pageRead as never)).toBeNull()
    // The render that missed after the edit is kept (and the expiry before it drops nothing).
    await tick()
    await cache.set(key, listing(76) as never, pageWrite as never)
    expect(html(await cache.get(key, pageRead as never))).toBe('<p>76 aged</p>')
  })

  it("an `unstable_cache` entry's render likewise, by the tags of its request; another tag's expiry drops nothing", async () => {
    tagsManifest.clear()
    const serverDistDir = path.join(folder(), 'server')
    fs.mkdirSync(serverDistDir)
    const cache = handler(serverDistDir)
    const version = (body: string) => ({
      kind: 'FETCH',
      data: { headers: {}, body, status: 200 },
      revalidate: 31_536_000,
    })
    const read = { kind: 'FETCH', tags: ['collection:products'], softTags: [] }
    const write = { fetchCache: true, tags: ['collection:products'] }
    expect(await cache.get('catalogue-version', read as never)).toBeNull()
    await tick()
    await cache.revalidateTag(['collection:products'], { expire: 0 })
    await tick()
    await cache.set('catalogue-version', version('"v1"') as never, write as never)
    expect(await cache.get('catalogue-version', read as never)).toBeNull()
    await tick()
    await cache.revalidateTag(['collection:articles'], { expire: 0 })
    await tick()
    await cache.set('catalogue-version', version('"v2"') as never, write as never)
    await new Promise((resolve) => setTimeout(resolve, 30))
    expect((await cache.get('catalogue-version', read as never))?.value).toMatchObject({ data: { body: '"v2"' } })
  })
})
