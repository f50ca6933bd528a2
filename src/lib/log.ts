import { APIError } from 'payload'

import { withoutQueryValues } from '../../scripts/lib/observability.mjs'
import { currentRequestId } from './request-context'

export const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const
export type LogLevel = (typeof logLevels)[number]
export type LogFormat = 'json' | 'pretty'

/** Never written, wherever they appear in a logged object (a request's headers, an error's request). */
export const redactedPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  'headers.cookie',
  '*.headers.authorization',
  '*.headers.cookie',
]

/**
 * A refusal of the caller's request: any of Payload's errors answered with a 4xx. Payload means its named refusals
 * (Forbidden, NotFound, ValidationError…) to be logged as `info`, with their message only (its default
 * `loggingLevels`), and a wrong e-mail or password (AuthenticationError) is a visitor's mistake, not the site's, which
 * Payload logs as an error with its stack: an operator alerting on errors was called for each (the twelfth check from
 * outside). A `where` on a field that cannot be queried (QueryError) was one too, for any anonymous visitor (the
 * fifteenth). Every one of them is an APIError of a 4xx status.
 */
const isRefusal = (err: unknown) =>
  err instanceof APIError && typeof err.status === 'number' && err.status >= 400 && err.status < 500

type LogCall = (this: { info: (object: { msg: string }) => void }, ...args: unknown[]) => void

/**
 * Payload picks an error's log level by the error's class name (`loggingLevels`), but the production build minifies
 * class names (a Forbidden is logged as `"type":"o"`), so every refused request reached the log at `error`, with
 * its stack: an anonymous `GET /api/customers/` was an error line. This pino hook gives those classes, recognised by
 * class rather than by name, the level Payload meant; everything else is logged as it was.
 */
export function logMethod(this: ThisParameterType<LogCall>, args: unknown[], method: LogCall, level: number) {
  const first = args[0] as { err?: unknown } | null | undefined
  const err = first?.err
  if (level >= 50 && isRefusal(err)) {
    return this.info({ msg: (err as Error).message })
  }
  // A failed query's values are what a visitor sent (a login's e-mail): never written (withoutQueryValues).
  const safe = withoutQueryValues(err)
  if (safe !== err) return method.apply(this, [{ ...first, err: safe }, ...args.slice(1)])
  return method.apply(this, args)
}

/**
 * Options of Payload's logger (pino). `json`: one JSON object a line, `level` as a word and `time` in ISO 8601
 * like the access log of scripts/serve.mjs, and the request's id (`requestId`) on every line written while a
 * request is served. `pretty`: Payload's own coloured lines, for a terminal (undefined: Payload's default).
 */
export function payloadLoggerOptions(level: LogLevel, format: LogFormat) {
  if (format === 'pretty') return undefined
  return {
    options: {
      level,
      // No pid and hostname on each line (the host's log shipper adds them); Payload's `name` stays.
      base: {},
      timestamp: () => `,"time":"${new Date().toISOString()}"`,
      formatters: { level: (label: string) => ({ level: label }) },
      mixin: () => {
        const requestId = currentRequestId()
        return requestId ? { requestId } : {}
      },
      redact: { paths: redactedPaths, censor: '[redacted]' },
      hooks: { logMethod },
    },
  }
}
