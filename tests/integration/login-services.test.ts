import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { LoginServiceUnavailable, postToService, readVerdict } from '@/features/reserved/service-client'

/**
 * Issue 14, item 2: with the distributor's services configured (CHECK_CODES_URL, LOGOUT_URL), verification and logout
 * are POSTs of JSON `{url, code}` (spec §7.7, §7.8). A local HTTP server stands for the services: what it receives,
 * its yes and no, and a service that is down, slow, broken or redirecting, which the visitor is told about.
 */
const received: { path: string; type: string; body: unknown }[] = []
let base = ''
const server = http.createServer((request, response) => {
  let body = ''
  request.on('data', (chunk) => (body += chunk))
  request.on('end', () => {
    received.push({
      path: request.url ?? '',
      type: request.headers['content-type'] ?? '',
      body: JSON.parse(body || 'null'),
    })
    const send = (status: number, text: string, type = 'application/json') => {
      response.writeHead(status, { 'Content-Type': type })
      response.end(text)
    }
    switch (request.url) {
      case '/yes':
        return send(200, JSON.stringify({ logged: true, mail: 'buyer@example.com' }))
      case '/yes-status':
        return send(200, JSON.stringify({ status: { logged: true }, email: 'other@example.com' }))
      case '/no':
        return send(200, JSON.stringify({ logged: false }))
      case '/unknown':
        return send(404, JSON.stringify({ error: 'unknown code' }))
      case '/down':
        return send(503, 'Service Unavailable', 'text/plain')
      case '/broken':
        return send(200, '<html>oops</html>', 'text/html')
      case '/moved':
        response.writeHead(302, { Location: 'https://evil.example/' })
        return response.end()
      case '/slow':
        return setTimeout(() => send(200, JSON.stringify({ logged: true })), 1_500)
      default:
        return send(500, '{}')
    }
  })
})

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

const call = { url: 'https://www.vinea.example/reserved-area/', code: 'a-code-from-the-login-page' }

describe('the distributor’s services (spec §7.7, §7.8)', () => {
  it('are sent JSON {url, code}', async () => {
    await postToService(`${base}/yes`, call)
    expect(received.at(-1)).toEqual({ path: '/yes', type: 'application/json', body: call })
  })

  it('answer yes with the mail, in the shapes a service may use; no otherwise', async () => {
    expect(readVerdict(await postToService(`${base}/yes`, call))).toEqual({ logged: true, mail: 'buyer@example.com' })
    expect(readVerdict(await postToService(`${base}/yes-status`, call))).toEqual({
      logged: true,
      mail: 'other@example.com',
    })
    expect(readVerdict(await postToService(`${base}/no`, call))).toEqual({ logged: false, mail: '' })
    expect(readVerdict(await postToService(`${base}/unknown`, call))).toEqual({ logged: false, mail: '' })
    expect(readVerdict({ logged: 'yes' })).toEqual({ logged: false, mail: '' })
  })

  it('down, broken, redirecting, unreachable or slower than the timeout: the service is unavailable', async () => {
    for (const path of ['/down', '/broken', '/moved', '/other']) {
      await expect(postToService(`${base}${path}`, call), path).rejects.toBeInstanceOf(LoginServiceUnavailable)
    }
    await expect(postToService('http://127.0.0.1:9/', call)).rejects.toBeInstanceOf(LoginServiceUnavailable)
    await expect(postToService(`${base}/slow`, call, 300)).rejects.toBeInstanceOf(LoginServiceUnavailable)
    expect(readVerdict(await postToService(`${base}/slow`, call, 5_000)).logged).toBe(true)
  })
})
