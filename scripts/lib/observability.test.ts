import { EventEmitter } from 'node:events'

import { describe, expect, it } from 'vitest'

import { currentRequestId } from '../../src/lib/request-context'
import {
  accessLogLine,
  consoleAsJson,
  consoleLine,
  isValidRequestId,
  loggedPath,
  observabilitySettings,
  requestContextStore,
  requestIdFor,
  routeOf,
  withoutQueryValues,
} from './observability.mjs'

const settings = (accessLog: string, slowRequestMs = 1000) => ({ trustProxy: 0, slowRequestMs, accessLog })
const request = { requestId: 'abc', method: 'GET', url: '/prodotti/?q=barolo&page=2', status: 200, durationMs: 12 }

describe('request ids', () => {
  it.each(['abc', 'a'.repeat(64), 'req-1.2_3', '0f8fad5b-d9cb-469f-a165-70867728950e'])('accepts %s', (id) =>
    expect(isValidRequestId(id)).toBe(true),
  )
  it.each(['', 'a'.repeat(65), 'a b', 'a\nb', '<script>', 'id"}', 'à', 'a/b', undefined, ['abc']])('refuses %j', (id) =>
    expect(isValidRequestId(id)).toBe(false),
  )
  it('keeps a valid incoming id only behind a trusted proxy', () => {
    const make = () => 'made'
    expect(requestIdFor('from-proxy', 1, make)).toBe('from-proxy')
    expect(requestIdFor('from-proxy', 0, make)).toBe('made')
    expect(requestIdFor('bad id\n', 1, make)).toBe('made')
    expect(requestIdFor(undefined, 1, make)).toBe('made')
    expect(requestIdFor(['first', 'second'], 1, make)).toBe('first')
  })
  it('makes a fresh UUID for each request by default', () => {
    const a = requestIdFor(undefined, 0)
    expect(a).toMatch(/^[0-9a-f-]{36}$/)
    expect(requestIdFor(undefined, 0)).not.toBe(a)
  })
  it('shares one store with the Next side, through the global symbol', () => {
    expect(requestContextStore().run({ requestId: 'shared' }, currentRequestId)).toBe('shared')
    expect(currentRequestId()).toBeUndefined()
  })
})

describe('settings', () => {
  it('defaults: no proxy, 1 s, slow requests only', () =>
    expect(observabilitySettings({})).toEqual({ trustProxy: 0, slowRequestMs: 1000, accessLog: 'slow' }))
  it('reads the variables', () =>
    expect(observabilitySettings({ TRUST_PROXY: '1', SLOW_REQUEST_MS: '250', ACCESS_LOG: 'all' })).toEqual({
      trustProxy: 1,
      slowRequestMs: 250,
      accessLog: 'all',
    }))
  it('refuses wrong values, naming each', () => {
    expect(() => observabilitySettings({ SLOW_REQUEST_MS: '1s', ACCESS_LOG: 'verbose', TRUST_PROXY: '-1' })).toThrow(
      /TRUST_PROXY[\s\S]*SLOW_REQUEST_MS[\s\S]*ACCESS_LOG/,
    )
    expect(() => observabilitySettings({ SLOW_REQUEST_MS: '0' })).toThrow(/SLOW_REQUEST_MS/)
  })
})

describe('logged paths', () => {
  it('keeps the names of query parameters, never their values', () => {
    expect(loggedPath('/prodotti/?q=barolo&page=2&q=x')).toBe('/prodotti/?q&page')
    expect(loggedPath('/api/search/?email=a%40b.it')).toBe('/api/search/?email')
    expect(loggedPath('/en/')).toBe('/en/')
  })
  it('hides tokens in paths', () => {
    expect(loggedPath('/api/customers/verify/s3cr3t/')).toBe('/api/customers/verify/[redacted]/')
    expect(loggedPath('/admin/reset/s3cr3t/')).toBe('/admin/reset/[redacted]/')
  })
  it('caps a long path', () => expect(loggedPath(`/${'a'.repeat(5000)}`)).toHaveLength(512))
  it('groups ids into a route', () => {
    expect(routeOf('/api/products/123/?depth')).toBe('/api/products/:id/')
    expect(routeOf('/api/media/0f8fad5b-d9cb-469f-a165-70867728950e/')).toBe('/api/media/:id/')
    expect(routeOf('/prodotti/barolo-2019/')).toBe('/prodotti/barolo-2019/')
  })
})

describe('access log lines', () => {
  const now = new Date('2026-01-02T03:04:05.678Z')
  it('all: every request, as one flat JSON object', () =>
    expect(accessLogLine(request, settings('all'), now)).toEqual({
      time: '2026-01-02T03:04:05.678Z',
      level: 'info',
      name: 'http',
      requestId: 'abc',
      method: 'GET',
      path: '/prodotti/?q&page',
      status: 200,
      durationMs: 12,
      msg: 'request',
    }))
  it('slow (the default): only requests over the threshold, as warnings with their route, and server errors', () => {
    expect(accessLogLine(request, settings('slow'), now)).toBeNull()
    expect(accessLogLine({ ...request, durationMs: 1000 }, settings('slow'), now)).toBeNull()
    expect(
      accessLogLine({ ...request, url: '/api/products/7/', durationMs: 1000.6 }, settings('slow'), now),
    ).toMatchObject({
      level: 'warn',
      msg: 'slow request',
      route: '/api/products/:id/',
      durationMs: 1001,
    })
    // A page's route is the one the proxy matched: the slow sheets are one route, not one per product.
    const sheet = { ...request, url: '/prodotti/scheda/amaro-v0022/', durationMs: 1200 }
    expect(accessLogLine({ ...sheet, route: '/it/products/sheet/[product]' }, settings('slow'), now)).toMatchObject({
      path: '/prodotti/scheda/amaro-v0022/',
      route: '/it/products/sheet/[product]',
    })
    expect(accessLogLine({ ...request, status: 503 }, settings('slow'), now)).toMatchObject({ level: 'error' })
    expect(accessLogLine({ ...request, durationMs: 300 }, settings('slow', 200), now)).toMatchObject({ level: 'warn' })
  })
  it('off: nothing', () =>
    expect(accessLogLine({ ...request, status: 500, durationMs: 5000 }, settings('off'), now)).toBeNull())
  it('the server’s own first request: at info as the start’s, slow or not, and an error still an error', () => {
    const warmUp = { ...request, url: '/api/health/', durationMs: 4327, warmUp: true }
    expect(accessLogLine(warmUp, settings('slow'), now)).toEqual({
      time: '2026-01-02T03:04:05.678Z',
      level: 'info',
      name: 'http',
      requestId: 'abc',
      method: 'GET',
      path: '/api/health/',
      status: 200,
      durationMs: 4327,
      msg: 'warm-up request',
    })
    expect(accessLogLine({ ...warmUp, status: 503 }, settings('slow'), now)).toMatchObject({ level: 'error' })
    expect(accessLogLine(warmUp, settings('off'), now)).toBeNull()
  })
  it('marks a request the client gave up on', () =>
    expect(accessLogLine({ ...request, aborted: true }, settings('all'), now)).toMatchObject({ aborted: true }))
})

describe('Next’s console messages as JSON lines (decision 035)', () => {
  const at = new Date('2026-12-02T06:00:00Z')

  it('keeps a message’s line breaks inside its `msg`: a URL a visitor made up never starts a line of its own', () => {
    const url = '/api/media/file/z\n{"time":"2026-12-02T05:00:00Z","level":"error","name":"http","msg":"forged"}\n'
    const line = JSON.stringify(consoleLine('error', ['⨯ internal image response failed for', url, 404], 'id-1', at))
    expect(line.split('\n')).toHaveLength(1)
    expect(JSON.parse(line)).toEqual({
      time: '2026-12-02T06:00:00.000Z',
      level: 'error',
      name: 'next',
      requestId: 'id-1',
      msg: `⨯ internal image response failed for ${url} 404`,
    })
  })

  it('writes an error with its stack, at the level of the console’s method, with no id outside a request', () => {
    const line = consoleLine('warn', [new Error('boom')], undefined, at)
    expect(line).toMatchObject({ level: 'warn', name: 'next' })
    expect(line).not.toHaveProperty('requestId')
    expect(line.msg).toMatch(/^Error: boom\n {4}at /)
    expect(consoleLine('log', ['a', { b: 1 }], undefined, at)).toMatchObject({ level: 'info', msg: 'a { b: 1 }' })
  })

  it('routes the console to JSON lines at or above LOG_LEVEL, with the request’s id; pretty leaves it alone', () => {
    const saved = { ...console }
    const written: string[] = []
    try {
      const store = requestContextStore()
      const proc = new EventEmitter()
      proc.on('warning', () => written.push('Node’s own text'))
      consoleAsJson(store, { LOG_LEVEL: 'warn' }, (text: string) => written.push(text), proc)
      console.info('left out')
      store.run({ requestId: 'req-7' }, () => console.error('kept'))
      console.warn('kept too')
      const warning = Object.assign(new Error('Buffer() is deprecated'), { name: 'DeprecationWarning' })
      proc.emit('warning', warning)
      expect(written.map((text) => JSON.parse(text) as Record<string, unknown>)).toEqual([
        expect.objectContaining({ level: 'error', requestId: 'req-7', msg: 'kept' }),
        expect.objectContaining({ level: 'warn', msg: 'kept too' }),
        expect.objectContaining({ level: 'warn', msg: 'DeprecationWarning: Buffer() is deprecated' }),
      ])
      expect(written.every((text) => text.endsWith('}\n'))).toBe(true)
    } finally {
      Object.assign(console, saved)
    }
    const before = console.log
    consoleAsJson(requestContextStore(), { LOG_FORMAT: 'pretty' }, () => {}, new EventEmitter())
    expect(console.log).toBe(before)
  })
})

describe('a failed query’s values are never written (the sixth check from outside)', () => {
  /** Drizzle's DrizzleQueryError, as the database adapters throw it. */
  const failedQuery = (cause: unknown) =>
    Object.assign(new Error('Failed query: select "id" from "users" where "email" = $1\nparams: ada@example.com,1'), {
      query: 'select "id" from "users" where "email" = $1',
      params: ['ada@example.com', 1],
      cause,
    })

  it('keeps the query, the stack’s frames and a system error’s message; drops the values', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })
    const safe = withoutQueryValues(failedQuery(refused)) as Error & { cause: unknown }
    expect(safe.message).toBe('Failed query: select "id" from "users" where "email" = $1\nparams: [redacted]')
    expect(safe.stack).toMatch(/^Error: Failed query: .*\nparams: \[redacted\]\n {4}at /)
    expect(safe.cause).toEqual({ code: 'ECONNREFUSED', message: 'connect ECONNREFUSED 127.0.0.1:5432' })
    expect(JSON.stringify({ ...safe, message: safe.message, stack: safe.stack })).not.toContain('ada@example.com')
  })

  it('keeps only the code of a database’s own message, which may quote a value', () => {
    const invalid = Object.assign(new Error('invalid input syntax for type integer: "ada@example.com"'), {
      code: '22P02',
    })
    expect((withoutQueryValues(failedQuery(invalid)) as Error).cause).toEqual({ code: '22P02' })
  })

  it('leaves every other value alone, and a console line of a failed query has no value', () => {
    const plain = new Error('boom')
    expect(withoutQueryValues(plain)).toBe(plain)
    expect(withoutQueryValues('text')).toBe('text')
    const line = consoleLine('error', ['⨯', failedQuery(undefined)], undefined)
    expect(line.msg).toContain('params: [redacted]')
    expect(line.msg).not.toContain('ada@example.com')
  })
})
