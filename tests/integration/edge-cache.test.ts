import { type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import https from 'node:https'
import path from 'node:path'
import zlib from 'node:zlib'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { localizePath } from '@/i18n/route-table'

import {
  localCertificates,
  localhostValues,
  missingPackages,
  startNginx,
  writeNginxConfig,
} from '../../deploy/lib/nginx.mjs'
import { api, base, editor, login } from '../support/http'
import { freePort } from '../support/outbox-harness.mjs'

/**
 * Issue 17, item 1, "Edge cache" (decision 041): the recipe's nginx (deploy/nginx/site.conf.template) in front of
 * the running test site, with a second, dead node before it. Anonymous public pages come from the micro-cache on the
 * next request and follow an edit within seconds; nothing personal is cached or answered from the cache (an editor's,
 * a customer's or a preview's cookie, the admin, the API, the reserved area, the login pages, POSTs); a forged Host
 * or Next's internal headers change nothing for others; a node that is down is skipped.
 */
const missing = missingPackages()
const root = path.resolve(import.meta.dirname, '../..')
const dir = path.join(root, '.cache/test', `edge-${process.pid}`)
let nginx: ChildProcess | undefined
/** A stand-in upstream at `/__forwarded/` that answers with the headers nginx sent it: what a node receives. */
let echo: http.Server | undefined
let origin = ''
let httpPort = 0
let ca: Buffer

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: string }

/** One request through nginx over https (HTTP/1.1), the body decompressed. */
function through(pathname: string, init: { method?: string; headers?: Record<string, string> } = {}) {
  return new Promise<Answer>((resolve, reject) => {
    const req = https.request(
      `${origin}${pathname}`,
      { method: init.method ?? 'GET', headers: init.headers, ca, agent: false, servername: 'localhost' },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () => {
          const raw = Buffer.concat(chunks)
          const encoding = res.headers['content-encoding']
          const body =
            encoding === 'br' ? zlib.brotliDecompressSync(raw) : encoding === 'gzip' ? zlib.gunzipSync(raw) : raw
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: body.toString('utf8') })
        })
      },
    )
    req.on('error', reject)
    req.end()
  })
}

const edge = (answer: Answer) => answer.headers['x-edge-cache']
const fromCache = (answer: Answer) => ['HIT', 'STALE', 'UPDATING'].includes(String(edge(answer)))

beforeAll(async () => {
  if (missing.length) return
  fs.rmSync(dir, { recursive: true, force: true })
  fs.mkdirSync(dir, { recursive: true })
  const certs = localCertificates(path.join(dir, 'tls'))
  ca = fs.readFileSync(certs.ca)
  const [httpsPort, deadPort] = [await freePort(), await freePort()]
  httpPort = await freePort()
  origin = `https://localhost:${httpsPort}`
  const echoPort = await freePort()
  // Its own path only: a port is free for anyone while a test's server is down (the outbox's webhook receiver is, for
  // a minute), and an answer of 200 to any request once passed for that receiver's (a webhook counted as delivered).
  echo = http
    .createServer((req, res) => {
      if (req.url === '/__forwarded/') res.end(JSON.stringify(req.headers))
      else res.writeHead(404).end()
    })
    .listen(echoPort, '127.0.0.1')
  writeNginxConfig(dir, {
    values: localhostValues({ httpPort, httpsPort, certs }),
    // A node that is down, then the test site.
    upstreams: [`127.0.0.1:${deadPort}`, new URL(base).host],
    workers: 1,
    extra: `location = /__forwarded/ { proxy_pass http://127.0.0.1:${echoPort}; }`,
    accessLog: true,
  })
  nginx = startNginx(dir, { stdio: 'ignore' })
  for (let i = 0; i < 100; i++) {
    try {
      if ((await through('/api/health/live/')).status === 200) return
    } catch {
      // not listening yet
    }
    await sleep(100)
  }
  throw new Error(`nginx did not answer (${dir}/error.log)`)
}, 60_000)

afterAll(async () => {
  echo?.close()
  if (nginx && nginx.exitCode === null) {
    const exited = new Promise((resolve) => nginx!.once('exit', resolve))
    process.kill(-nginx.pid!, 'SIGTERM')
    await exited
  }
  fs.rmSync(dir, { recursive: true, force: true })
})

const pages = (['it', 'en'] as const).flatMap((locale) => [
  localizePath('/', locale),
  localizePath('/products', locale),
  localizePath('/producers', locale),
  // Rendered per request for their `?page=` (the thirty-first check from outside: never kept, a render per visitor).
  localizePath('/blog', locale),
  `${localizePath('/news-events', locale)}?page=2`,
])

describe.skipIf(missing.length > 0)(
  `the edge micro-cache of deploy/nginx (issue 17)${missing.length ? ` (skipped: apt-get install -y ${missing.join(' ')})` : ''}`,
  () => {
    it('plain http redirects to https; one HSTS header; brotli or gzip as the browser asks', async () => {
      const redirect = await fetch(`http://localhost:${httpPort}/prodotti/?x=1`, { redirect: 'manual' })
      expect(redirect.status).toBe(301)
      expect(redirect.headers.get('location')).toBe(`${origin}/prodotti/?x=1`)
      const br = await through('/', { headers: { 'Accept-Encoding': 'br, gzip' } })
      expect(br.headers['content-encoding']).toBe('br')
      expect(br.body).toContain('</html>')
      const gzip = await through('/', { headers: { 'Accept-Encoding': 'gzip' } })
      expect(gzip.headers['content-encoding']).toBe('gzip')
      expect(br.headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains')
    })

    // Behind deploy:local's https://localhost:8443 every form (a server action) failed with a 500: nginx sent the
    // host without its port, and Next refuses an action whose Origin is another host (the sixth check from outside).
    it('a node gets the host with its port and the proxy’s own request id, whatever the visitor sent', async () => {
      const answer = await through('/__forwarded/', { headers: { 'X-Request-Id': 'chosen-by-the-visitor' } })
      const received = JSON.parse(answer.body) as Record<string, string>
      expect(received['x-forwarded-host']).toBe(new URL(origin).host)
      expect(received['x-forwarded-proto']).toBe('https')
      expect(received['x-request-id']).toMatch(/^[0-9a-f]{32}$/)
      expect(answer.headers['x-request-id']).toBe(received['x-request-id'])
      // An answer from the micro-cache has this request's id, not the one of the request that filled it.
      const page = `/?ids=${Date.now()}`
      const [first, second] = [await through(page), await through(page)]
      expect(fromCache(second)).toBe(true)
      expect(second.headers['x-request-id']).toMatch(/^[0-9a-f]{32}$/)
      expect(second.headers['x-request-id']).not.toBe(first.headers['x-request-id'])
      // The access log joins the nodes' lines by that id, and keeps no query value nor a reset's token.
      await through('/admin/reset/secret-token-123/')
      await through('/cerca/?q=barolo')
      const log = fs.readFileSync(path.join(dir, 'access.log'), 'utf8')
      expect(log).toContain(`"requestId":"${received['x-request-id']}"`)
      expect(log).toContain('"path":"/admin/reset/[redacted]"')
      expect(log).not.toContain('secret-token-123')
      expect(log).not.toContain('barolo')
    })

    it('the sitemap leaves with the same caching from a node and from the edge', async () => {
      const [first, second] = [await through('/sitemap.xml'), await through('/sitemap.xml')]
      expect(fromCache(second)).toBe(true)
      expect(first.headers['cache-control']).toBe('public, max-age=0, must-revalidate')
      expect(second.headers['cache-control']).toBe(first.headers['cache-control'])
    })

    it.each(pages)(
      '%s: an anonymous visitor gets it from the edge on the next request, without s-maxage',
      async (page) => {
        const first = await through(page)
        expect(first.status).toBe(200)
        const second = await through(page)
        expect(second.status).toBe(200)
        expect(fromCache(second), `X-Edge-Cache ${String(edge(second))}`).toBe(true)
        expect(second.body).toContain('</html>')
        // Next's s-maxage is for its own cache: past this proxy, pages are asked again each time.
        for (const answer of [first, second])
          expect(answer.headers['cache-control']).toBe('public, max-age=0, must-revalidate')
      },
    )

    it.each(['it', 'en'] as const)(
      '%s: articles (blog, news, press reviews) are cached too: the app no longer renders them per request',
      async (locale) => {
        for (const section of ['/blog', '/news-events', '/press-reviews'] as const) {
          const listing = localizePath(section, locale)
          const html = (await through(listing)).body
          const prefix = localizePath(section === '/blog' ? '/blog' : `${section}/article/[event]`, locale, {
            event: 'x',
          }).replace(/x\/$/, '')
          const href = new RegExp(`href="(${prefix.replace(/\//g, '\\/')}(?!autori|authors)[^"/?]+/)"`).exec(html)?.[1]
          expect(href, `an article linked from ${listing}`).toBeTruthy()
          await through(href!)
          const again = await through(href!)
          expect(again.status).toBe(200)
          expect(fromCache(again), `${href}: X-Edge-Cache ${String(edge(again))}`).toBe(true)
        }
      },
    )

    it("an editor's, a customer's or a preview's request is never answered from the edge", async () => {
      const page = localizePath('/products', 'it')
      await through(page)
      for (const cookie of ['payload-token=x', 'adult=1; login=x', '__prerender_bypass=x']) {
        const answer = await through(page, { headers: { Cookie: cookie } })
        expect(edge(answer), cookie).toBe('BYPASS')
      }
      // Another cookie (the consent, the age gate) is no session: the page still comes from the edge.
      expect(fromCache(await through(page, { headers: { Cookie: 'cookie_consent=x; adult=1; xlogin=1' } }))).toBe(true)
    })

    it('the admin, the API, the reserved area and the login pages are never cached, in both languages', async () => {
      const paths = [
        '/api/health/live/',
        localizePath('/reserved-area', 'it'),
        localizePath('/reserved-area', 'en'),
        localizePath('/login', 'it'),
        localizePath('/login', 'en'),
      ]
      for (const pathname of paths) {
        await through(pathname)
        const again = await through(pathname)
        expect(fromCache(again), `${pathname}: X-Edge-Cache ${String(edge(again))}`).toBe(false)
      }
      // A page the app renders per request (the contact forms carry a fresh token) is passed on as the app says.
      for (const locale of ['it', 'en'] as const) {
        const contacts = localizePath('/contacts', locale)
        await through(contacts)
        const again = await through(contacts)
        expect(fromCache(again), `${contacts}: X-Edge-Cache ${String(edge(again))}`).toBe(false)
        expect(again.headers['cache-control']).toContain('no-store')
      }
      const admin = await through('/admin/login/')
      expect(admin.status).toBe(200)
      expect(admin.headers['x-edge-cache']).toBeUndefined()
      expect(admin.headers['cache-control']).toContain('no-store')
    })

    it("the age gate's stylesheet is answered by the edge as the app answers it, for each visitor's cookies", async () => {
      const cookies = [
        undefined,
        'adult=1',
        'cookie_consent=x; adult=1; site_overlay=seen',
        'adult=0',
        'adult=11',
        'xadult=1',
        'adult=; adult=1',
        'adult=1; adult=0',
        'adult=<style>',
      ]
      for (const cookie of cookies) {
        const headers: Record<string, string> = cookie ? { Cookie: cookie } : {}
        const app = await fetch(`${base}/api/age-gate/style/`, { headers })
        const answer = await through('/api/age-gate/style/', { headers })
        expect(answer.status, String(cookie)).toBe(200)
        expect(answer.body, String(cookie)).toBe(await app.text())
        expect(answer.headers['x-edge-cache'], 'no node asked').toBe('ANSWERED')
        for (const name of ['content-type', 'cache-control', 'x-content-type-options', 'cross-origin-resource-policy'])
          expect(answer.headers[name], `${String(cookie)}: ${name}`).toBe(app.headers.get(name))
        expect(answer.headers.vary).toBe('Cookie')
      }
      // Only read: any other method is refused, as the app's route refuses it.
      const post = await through('/api/age-gate/style/', { method: 'POST', headers: { Cookie: 'adult=1' } })
      expect(post.status).toBe(403)
    })

    it('a POST is never answered from the edge', async () => {
      const page = localizePath('/products', 'en')
      await through(page)
      const post = await through(page, { method: 'POST', headers: { 'Content-Type': 'text/plain' } })
      expect(fromCache(post)).toBe(false)
    })

    it("a forged Host is cached apart, and Next's internal headers from outside change nothing", async () => {
      const page = `/?edge=${Date.now()}`
      await through(page, { headers: { Host: 'evil.example' } })
      const mine = await through(page)
      expect(mine.body).not.toContain('evil.example')
      // The middleware bypass of CVE-2025-29927: the proxy still sends an anonymous visitor to the login.
      const reserved = await through(localizePath('/reserved-area', 'it'), {
        headers: { 'X-Middleware-Subrequest': 'src/proxy:src/proxy:src/proxy:src/proxy:src/proxy' },
      })
      expect(reserved.status).toBe(303)
      expect(reserved.headers.location).toContain('/login/')
    })

    it('a node that is down is skipped: every request is answered by the other', async () => {
      const answers = await Promise.all(Array.from({ length: 20 }, () => through('/api/health/live/')))
      expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200))
    })

    /** A product's sheet, cached by the edge, and the editor's rename of it (`rename()` with no title puts it back). */
    async function cachedSheet(page: number) {
      const token = await login('users', editor)
      const { body } = await api(`/products/?sort=-code&limit=1&page=${page}&locale=it&depth=0`, { token })
      const product = (body.docs as { id: number; title: string; slug: string }[])[0]!
      const sheet = localizePath('/products/sheet/[product]', 'it', { product: product.slug })
      await through(sheet)
      expect(fromCache(await through(sheet))).toBe(true)
      const rename = (value = product.title) =>
        api(`/products/${product.id}/?locale=it`, { method: 'PATCH', token, body: JSON.stringify({ title: value }) })
      return { product, sheet, rename }
    }

    it("an editor's save is served through the edge within seconds (micro-cache of one second)", async () => {
      const { product, sheet, rename } = await cachedSheet(9)
      const title = `${product.title} edge${Date.now().toString(36)}`
      expect((await rename(title)).status).toBe(200)
      try {
        const saved = Date.now()
        let seen = false
        while (!seen && Date.now() - saved < 10_000) {
          seen = (await through(sheet)).body.includes(title)
          if (!seen) await sleep(200)
        }
        expect(seen, 'the new title through the edge within 10 s').toBe(true)
      } finally {
        await rename()
      }
    })

    // The twelfth check from outside: a page nobody asked for since an edit was answered stale to its first visitor
    // (and, with the refresh in the background, to the second), 25 s after the edit: a copy stayed for ten minutes
    // and stood in for the page while it was rendered again. A page not asked for a few seconds is not kept.
    it("a page's first visitor after an edit, seconds later, reads the edit", async () => {
      const { product, sheet, rename } = await cachedSheet(11)
      await sleep(6_000)
      const title = `${product.title} later${Date.now().toString(36)}`
      expect((await rename(title)).status).toBe(200)
      try {
        // The nodes have it at once (the previous test); the edge's copy is gone.
        await sleep(1_500)
        const first = await through(sheet)
        expect(first.body.includes(title), `the first visitor's answer (edge: ${edge(first)})`).toBe(true)
      } finally {
        await rename()
      }
    })
  },
)
