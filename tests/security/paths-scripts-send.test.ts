/**
 * What the sixth check from outside sent as an attacker, with the answers DESIGN.md's security baseline asks for
 * ("bad input gets a 4xx and a message, never a 500"; spec §8, an unknown route is a 404): addresses no browser
 * writes, file names no disk keeps, Payload's picture drawer, and what a page that was not found tells the caches.
 */
import http from 'node:http'
import net from 'node:net'

import { describe, expect, it } from 'vitest'

import { api, base, rawGet } from '../support/http'

describe('an address with a `.` or `..` segment, plain or escaped', () => {
  it.each([
    '/_next/%2e%2e/%2e%2e/.env',
    '/_next/%2e%2e/_next/data/x/prodotti.json',
    '/_next/%2E%2E/prodotti/scheda/nope/',
    '/api/%2e%2e/x.php',
    '/admin/%2e%2e/404/',
    '/prodotti/%2e/',
    '/en/../reserved-area/',
  ])('%s is a 400, never a page under another address nor the proxy’s own header', async (target) => {
    const res = await rawGet(target)
    expect(res.status).toBe(400)
    expect(res.headers['x-site-status']).toBeUndefined()
    expect(res.headers['cache-control']).toBe('no-store')
    expect(res.headers['content-security-policy']).toBeTruthy()
  })

  it('a name holding dots is no dot segment: a picture, a page past them', async () => {
    expect((await rawGet('/api/media/file/no-such-picture.webp')).status).toBe(404)
    expect((await rawGet('/prodotti/')).status).toBe(200)
  })
})

describe('the image optimiser takes an uploaded picture by its file name', () => {
  it('a name with no extension (the media route would redirect it) is a 400, not the optimiser’s 500', async () => {
    const listing = decodeURIComponent(await (await fetch(`${base}/prodotti/`)).text())
    const file = /\/api\/media\/file\/[^"?&\s]+\.webp/.exec(listing)![0]
    for (const url of ['/api/media/file/nonexistent', file.replace(/\.webp$/, '')]) {
      const res = await fetch(`${base}/_next/image/?url=${encodeURIComponent(url)}&w=64&q=75`)
      expect(res.status, url).toBe(400)
    }
    // A line break in the address never reaches the optimiser, which printed it into the log as it came.
    const forged = `/api/media/file/z\n{"level":"error","msg":"forged"}\n`
    expect((await fetch(`${base}/_next/image/?url=${encodeURIComponent(forged)}&w=64&q=75`)).status).toBe(400)
  })
})

describe('a file name longer than any disk keeps (255 bytes)', () => {
  it.each(['/media/file/%s.webp', '/documents/file/%s.pdf'])('%s is a 404, not a 500', async (pattern) => {
    const res = await api(pattern.replace('%s', 'a'.repeat(256)))
    expect(res.status).toBe(404)
    expect(res.text).not.toContain('ENAMETOOLONG')
  })
})

describe('Payload’s Open Graph picture drawer', () => {
  // It drew a 1200×630 picture with anyone's text on the company's address, for up to 1.7 s of CPU each.
  it('draws nothing for anyone', async () => {
    const res = await fetch(`${base}/api/og/?title=${encodeURIComponent('Il tuo account è sospeso')}`)
    expect(res.status).toBe(400)
    expect(res.headers.get('content-type')).not.toMatch(/^image\//)
  })
})

describe('a page that was not found', () => {
  it.each(['/prodotti/scheda/nope/', '/x.php', '/en/products/sheet/nope/'])(
    '%s is a 404 that no cache on the way keeps (Next gave it a year)',
    async (path) => {
      const res = await fetch(`${base}${path}`, { redirect: 'manual' })
      expect(res.status).toBe(404)
      expect(res.headers.get('cache-control')).not.toMatch(/s-maxage|public/)
      expect(res.headers.get('cache-control')).toContain('no-store')
    },
  )
})

// The seventh check from outside.
describe('a visitor’s own `X-Error-Page` header (the header the server sends itself for its error pages)', () => {
  it.each(['/404/', '/en/products/?page=999', '/produttori/produttore/non-esiste-xyz/'])(
    '%s is still the 404 page, with its status, that no cache keeps',
    async (path) => {
      const res = await rawGet(path, { 'X-Error-Page': 'whatever:404', Cookie: 'adult=1' })
      expect(res.status).toBe(404)
      expect(res.headers['x-site-status']).toBeUndefined()
      expect(res.headers['cache-control']).toContain('no-store')
      expect(res.text).toMatch(/<title>[^<]+<\/title>/)
    },
  )
})

describe('methods no page answers, and addresses whose escapes do not decode', () => {
  // Sent with node:http: fetch refuses TRACE itself.
  it.each(['TRACE', 'PROPFIND', 'MKCOL'])(
    '%s is a 405 naming the methods allowed, on a page and on the API',
    async (method) => {
      for (const path of ['/prodotti/', '/api/products/', '/admin/']) {
        const res = await new Promise<{ status: number; allow: string; text: string }>((resolve, reject) => {
          const req = http.request(new URL(path, base), { method }, (answer) => {
            const chunks: Buffer[] = []
            answer.on('data', (chunk: Buffer) => chunks.push(chunk))
            answer.on('end', () =>
              resolve({
                status: answer.statusCode ?? 0,
                allow: String(answer.headers.allow ?? ''),
                text: Buffer.concat(chunks).toString('utf8'),
              }),
            )
          })
          req.on('error', reject)
          req.end()
        })
        expect(res.status, `${method} ${path}`).toBe(405)
        expect(res.allow).toContain('GET')
        expect(res.text).toContain('Method not allowed')
      }
    },
  )

  // The twelfth check from outside: PUT, PATCH and DELETE got the page with a 200 and the caches' year; OPTIONS a bare
  // 400. A page answers GET, HEAD and POST (its forms); the API keeps its methods.
  it.each(['PUT', 'PATCH', 'DELETE', 'OPTIONS'])('%s on a page is a 405 naming GET, HEAD and POST', async (method) => {
    for (const path of ['/prodotti/', '/en/', '/contatti/']) {
      const res = await fetch(`${base}${path}`, { method, headers: { Cookie: 'adult=1' }, redirect: 'manual' })
      const text = await res.text()
      expect(res.status, `${method} ${path}`).toBe(405)
      expect(res.headers.get('allow')).toBe('GET, HEAD, POST')
      expect(res.headers.get('cache-control')).toBe('no-store')
      expect(text).toContain('Method not allowed')
    }
    const api = await fetch(`${base}/api/products/?limit=1`, { method })
    await api.arrayBuffer()
    expect(api.status, `${method} /api/products/`).not.toBe(405)
  })

  it.each(['/feeds/it/%ZZ/', '/admin/%ZZ/', '/sitemaps/%ZZ', '/en/products/%E0%A4%A/'])(
    '%s is a 400 page in both languages, never a 500',
    async (path) => {
      const res = await rawGet(path)
      expect(res.status).toBe(400)
      expect(res.headers['cache-control']).toBe('no-store')
      expect(res.text).toContain('Richiesta non valida')
      expect(res.text).toContain('Bad request')
      // Spec §8: an error page shows its status code (the thirty-second check from outside found none here).
      expect(res.text.includes('Errore 400') && res.text.includes('Error 400')).toBe(true)
      expect(res.text.indexOf(path.startsWith('/en/') ? 'Bad request' : 'Richiesta')).toBeLessThan(
        res.text.indexOf(path.startsWith('/en/') ? 'Richiesta' : 'Bad request'),
      )
    },
  )
})

// The twelfth check from outside: a page's `RSC` request with a router state Next cannot read was a bare 500, with an
// error in the log, on every page rendered per request. No browser sends one: a 400 page in both languages.
describe('a page asked with a router state Next cannot read', () => {
  it.each(['/blog/', '/contatti/', '/cerca/?q=vino', '/en/login/', '/prodotti/'])(
    '%s is a 400, never a 500',
    async (path) => {
      for (const tree of ['garbage', '%ZZ', encodeURIComponent('["",{"children":"x"}]'), encodeURIComponent('{}')]) {
        const res = await fetch(`${base}${path}`, {
          headers: { RSC: '1', 'Next-Router-State-Tree': tree, Cookie: 'adult=1' },
          redirect: 'manual',
        })
        const text = await res.text()
        expect(res.status, `${path} ${tree}`).toBe(400)
        expect(text).toContain(path.startsWith('/en/') ? 'Bad request' : 'Richiesta non valida')
      }
      // The state a browser sends is read as before.
      const tree = encodeURIComponent(JSON.stringify(['', { children: ['__PAGE__', {}] }]))
      const res = await fetch(`${base}${path}`, {
        headers: { RSC: '1', 'Next-Router-State-Tree': tree, Cookie: 'adult=1' },
        redirect: 'manual',
      })
      await res.arrayBuffer()
      expect(res.status, path).toBeLessThan(400)
    },
  )
})

/** Sends `request` as it is written, and reads what comes back until the server closes. */
function sendRaw(request: string) {
  return new Promise<string>((resolve, reject) => {
    const url = new URL(base)
    const socket = net.connect(Number(url.port), url.hostname, () => socket.end(request))
    const chunks: Buffer[] = []
    socket.on('data', (chunk: Buffer) => chunks.push(chunk))
    socket.on('close', () => resolve(Buffer.concat(chunks).toString('utf8')))
    socket.on('error', reject)
  })
}

describe('a request Node refuses before the site sees it (the sixth check: a bare 431)', () => {
  // Browsers send a request over 16 KB of headers when a site's cookies grow: the visitor reads why, in both languages.
  it.each([
    ['/prodotti/', 'it', 'Richiesta troppo grande', 'Request too large'],
    ['/en/products/', 'en', 'Request too large', 'Richiesta troppo grande'],
  ])(
    '%s with 20 KB of cookies: a 431 page, its language first, with the security headers',
    async (path, lang, first, second) => {
      const res = await rawGet(path, { cookie: `big=${'x'.repeat(20_000)}` })
      expect(res.status).toBe(431)
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8')
      expect(res.headers['cache-control']).toBe('no-store')
      expect(res.headers['content-security-policy']).toBeTruthy()
      expect(res.headers['x-content-type-options']).toBe('nosniff')
      expect(res.text).toContain(`<html lang="${lang}">`)
      expect(res.text.indexOf(first)).toBeGreaterThan(-1)
      expect(res.text.indexOf(first)).toBeLessThan(res.text.indexOf(second))
      expect(res.text).toContain('Cancella i cookie di questo sito')
      expect(res.text).toContain('Clear the cookies of this site')
      expect(res.text.includes('Errore 431') && res.text.includes('Error 431')).toBe(true)
    },
  )

  it('bytes that are no HTTP request: a 400 page in both languages, and the site serves the next request', async () => {
    const answer = await sendRaw('GET /prodotti/ HTTP/1.1\r\nHost: x\r\nno colon here\r\n\r\n')
    expect(answer).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/)
    expect(answer).toMatch(/\r\ncontent-security-policy: /i)
    expect(answer).toContain('Richiesta non valida')
    expect(answer).toContain('Bad request')
    expect((await rawGet('/prodotti/')).status).toBe(200)
  })
})
