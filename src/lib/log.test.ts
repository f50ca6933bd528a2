import { Writable } from 'node:stream'

import { APIError, AuthenticationError, Forbidden, NotFound, QueryError, ValidationError } from 'payload'
// Payload's logger; the site's options are given to it as Payload does (getLogger).
import { pino } from 'pino'
import { describe, expect, it } from 'vitest'

import { payloadLoggerOptions } from './log'
import { requestContextStore } from './request-context'

describe("the CMS's logger", () => {
  it("pretty: Payload's own", () => expect(payloadLoggerOptions('info', 'pretty')).toBeUndefined())

  const { options } = payloadLoggerOptions('warn', 'json')!
  it('json: the level as a word, the time in ISO 8601, no pid or hostname', () => {
    expect(options.level).toBe('warn')
    expect(options.base).toEqual({})
    expect(options.formatters.level('warn')).toEqual({ level: 'warn' })
    const time = JSON.parse(`{${options.timestamp().slice(1)}}`).time as string
    expect(new Date(time).toISOString()).toBe(time)
  })
  it("adds the request's id to every line written while a request is served", () => {
    expect(options.mixin()).toEqual({})
    expect(requestContextStore().run({ requestId: 'r-1' }, () => options.mixin())).toEqual({ requestId: 'r-1' })
  })
  it('never writes cookies or credentials', () =>
    expect(options.redact.paths).toEqual(expect.arrayContaining(['req.headers.cookie', 'req.headers.authorization'])))
})

describe('the level of an error Payload logs', () => {
  /** A logger with the site's options, writing its lines here; logs as Payload's error handler does (logError). */
  function logged(err: unknown) {
    const lines: Record<string, unknown>[] = []
    const out = new Writable({
      write(chunk, _encoding, done) {
        lines.push(JSON.parse(String(chunk)) as Record<string, unknown>)
        done()
      },
    })
    pino(payloadLoggerOptions('info', 'json')!.options, out).error({ err })
    return lines
  }

  it.each([
    ['a refused request', new Forbidden()],
    ['a missing document', new NotFound()],
    ['a wrong e-mail or password', new AuthenticationError()],
    ['invalid data', new ValidationError({ errors: [{ message: 'required', path: 'title' }] })],
    ['a where on a field that cannot be queried', new QueryError([{ path: 'alt' }])],
    ['any other refusal of the request', new APIError('bad input', 400)],
  ])('%s: info, its message only, whatever the build calls its class', (_, err) => {
    // The production build's minifier renames classes; the level must not depend on the name.
    Object.defineProperty(err, 'name', { value: 'o' })
    const [line] = logged(err)
    expect(line).toMatchObject({ level: 'info', msg: err.message })
    expect(line).not.toHaveProperty('err')
  })

  it('a server error stays an error, with its stack', () => {
    const [line] = logged(new APIError('the database went away', 500))
    expect(line).toMatchObject({ level: 'error', err: { message: 'the database went away' } })
    expect((line.err as { stack: string }).stack).toContain('the database went away')
  })
})

describe('a failed query Payload logs (the sixth check from outside)', () => {
  it('is an error with the query and without its values: a login’s e-mail is never written', () => {
    const lines: string[] = []
    const out = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk))
        done()
      },
    })
    const err = Object.assign(
      new Error('Failed query: select * from "users" where "email" = $1\nparams: ada@example.com'),
      {
        query: 'select * from "users" where "email" = $1',
        params: ['ada@example.com'],
      },
    )
    pino(payloadLoggerOptions('info', 'json')!.options, out).error({ err, msg: 'login failed' })
    expect(lines).toHaveLength(1)
    expect(JSON.parse(lines[0]!)).toMatchObject({
      level: 'error',
      msg: 'login failed',
      err: { message: expect.stringContaining('select * from "users"') },
    })
    expect(lines[0]).not.toContain('ada@example.com')
  })
})
