import { describe, expect, it } from 'vitest'

import en from '../../messages/en.json'
import it_ from '../../messages/it.json'
import { base } from '../support/http'

/**
 * Issue 16, finding 10: the folders of internal routes (`src/app/(site)/[locale]/…`, reached through the
 * proxy's rewrites) are no addresses of their own. A last segment with a dot skipped the proxy:
 * `/it/products/listing/all/_/foo.bar` rendered and cached a page.
 */
async function get(pathname: string) {
  const res = await fetch(`${base}${pathname}`, { redirect: 'follow' })
  return { status: res.status, html: await res.text(), url: res.url }
}

describe('Finding 10: internal routes only through the proxy', () => {
  it.each([
    '/it/products/listing/all/_/foo.bar',
    '/en/products/listing/all/_/foo.bar',
    '/it/products/listing/all/_/foo.bar/',
    '/it/page-not-found/x.y',
    '/en/blog/page/1/a.b',
  ])('%s is a 404, not a page', async (pathname) => {
    const { status } = await get(pathname)
    expect(status).toBe(404)
  })

  it('a path with a dot in its last segment goes through the proxy: the not-found page, in its language', async () => {
    const italian = await fetch(`${base}/prodotti/foo.bar`, { redirect: 'manual' })
    expect(italian.status).toBe(404)
    expect(await italian.text()).toContain(it_.NotFound.text)
    const english = await fetch(`${base}/en/products/foo.bar`, { redirect: 'manual' })
    expect(english.status).toBe(404)
    expect(await english.text()).toContain(en.NotFound.text)
  })

  it('the files at the root still answer', async () => {
    expect((await fetch(`${base}/robots.txt`)).status).toBe(200)
    expect((await fetch(`${base}/sitemap.xml`)).status).toBe(200)
    expect((await fetch(`${base}/feeds/it/blog.xml`)).status).toBe(200)
    expect((await fetch(`${base}/icon.svg`)).status).toBe(200)
    expect((await fetch(`${base}/share-image.png`)).status).toBe(200)
  })

  it('the share picture is one file: a query changes nothing, a post is refused, no path below it exists', async () => {
    const plain = Buffer.from(await (await fetch(`${base}/share-image.png`)).arrayBuffer())
    const queried = await fetch(`${base}/share-image.png?name=%3Cscript%3Ealert(1)%3C/script%3E&width=99999`)
    expect(queried.status).toBe(200)
    expect(Buffer.compare(Buffer.from(await queried.arrayBuffer()), plain)).toBe(0)
    const posted = await fetch(`${base}/share-image.png`, { method: 'POST', body: 'x' })
    expect(posted.status).toBeGreaterThanOrEqual(400)
    expect(posted.status).toBeLessThan(500)
    expect((await fetch(`${base}/share-image.png/x`)).status).toBe(404)
    expect((await fetch(`${base}/en/share-image.png`, { redirect: 'manual' })).status).toBe(404)
  })
})
