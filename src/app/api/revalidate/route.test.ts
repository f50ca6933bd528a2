import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { pendingTags } from '@/cms/hooks/revalidate'
import { formatRevalidation } from '@/features/catalogue/import/report'
import { env } from '@/lib/env'
import { isRevalidateSecret, REVALIDATE_SECRET_HEADER } from '@/lib/revalidate-request'
import { revalidateSite } from '@/lib/revalidate-site'

import { POST } from './route'

/**
 * The import's call to the site and the site's route, end to end over HTTP: a Node server hands each request
 * to the route handler. Outside Next, `expireTags` cannot clear a cache and keeps the tags in `pendingTags`,
 * which shows what the route was asked to expire.
 */
let server: http.Server
let siteUrl = ''
const secret = env.REVALIDATE_SECRET

beforeAll(async () => {
  server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const request = new Request(`http://localhost${req.url}`, {
      method: req.method,
      headers: req.headers as Record<string, string>,
      body: Buffer.concat(chunks),
    })
    const response = await POST(request)
    res.writeHead(response.status, { 'content-type': 'application/json' }).end(await response.text())
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  siteUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

const post = (body: string, secret?: string) =>
  fetch(`${siteUrl}/api/revalidate/`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(secret === undefined ? {} : { [REVALIDATE_SECRET_HEADER]: secret }),
    },
    body,
  })

describe('/api/revalidate', () => {
  it('answers 401 without the secret or with another', async () => {
    expect((await post('{"tags":["collection:products"]}')).status).toBe(401)
    expect((await post('{"tags":["collection:products"]}', 'another-secret-of-32-characters-at-least')).status).toBe(
      401,
    )
    expect((await post('{"tags":["collection:products"]}', secret.slice(1))).status).toBe(401)
    // The CMS's secret is not the revalidation secret.
    expect((await post('{"tags":["collection:products"]}', env.PAYLOAD_SECRET)).status).toBe(401)
  })

  it.each([
    ['not json'],
    ['{}'],
    ['{"tags":[]}'],
    ['{"tags":["products"]}'],
    ['{"tags":["collection:Products"]}'],
    [JSON.stringify({ tags: ['doc:products:' + '1'.repeat(256)] })],
    [JSON.stringify({ tags: Array.from({ length: 201 }, (_, i) => `doc:products:${i}`) })],
    ['{"tags":["collection:products"],"more":1}'],
  ])('answers 400 to a bad body: %s', async (body) => {
    expect((await post(body, secret)).status).toBe(400)
  })

  it('expires the tags it is given', async () => {
    pendingTags.clear()
    const res = await post('{"tags":["collection:products","doc:products:12","collection:products"]}', secret)
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ revalidated: 2 })
    expect([...pendingTags].sort()).toEqual(['collection:products', 'doc:products:12'])
  })

  it('has a secret of its own, checked whatever the length of what was sent', () => {
    expect(env.REVALIDATE_SECRET).not.toBe(env.PAYLOAD_SECRET)
    expect(isRevalidateSecret(null, secret)).toBe(false)
    expect(isRevalidateSecret('short', secret)).toBe(false)
    expect(isRevalidateSecret(secret, secret)).toBe(true)
  })
})

describe('revalidateSite', () => {
  it('sends the tags in batches of 200 and adds up the answers', async () => {
    pendingTags.clear()
    const tags = Array.from({ length: 450 }, (_, i) => `doc:products:${i}`)
    const result = await revalidateSite(tags, { siteUrl, secret })
    expect(result).toEqual({ status: 'revalidated', tags: 450 })
    expect(pendingTags.size).toBe(450)
  })

  it('has nothing to do without tags', async () => {
    expect(await revalidateSite([], { siteUrl, secret })).toEqual({
      status: 'nothing-to-do',
    })
  })

  it('reports a refused secret as a failure', async () => {
    const result = await revalidateSite(['collection:products'], {
      siteUrl,
      secret: 'another-secret-of-32-characters-at-least',
    })
    expect(result).toMatchObject({ status: 'failed', error: expect.stringContaining('HTTP 401') })
    expect(formatRevalidation(result)).toMatch(/^Warning: the site could not be revalidated/)
  })

  it('notes a site that is not running', async () => {
    const closed = http.createServer()
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
    const url = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`
    await new Promise<void>((resolve) => closed.close(() => resolve()))
    const result = await revalidateSite(['collection:products'], { siteUrl: url, secret })
    expect(result).toEqual({ status: 'site-not-running', url: `${url}/api/revalidate/` })
    expect(formatRevalidation(result)).toMatch(/^Note: no site is running/)
  })
})
