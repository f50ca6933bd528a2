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
