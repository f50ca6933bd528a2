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
    },
  }
}
