// The request id and the access log of scripts/serve.mjs (decision 035). Plain JavaScript: serve.mjs runs outside
// Next's bundles, before them. The pure parts live here, with their tests beside.
import { AsyncLocalStorage } from 'node:async_hooks'
import { randomUUID } from 'node:crypto'
import { formatWithOptions } from 'node:util'

/** The store src/lib/request-context.ts reads: one per process, found by its registered symbol. */
export function requestContextStore() {
  const slot = Symbol.for('vinea.request-context')
  globalThis[slot] ??= new AsyncLocalStorage()
  return globalThis[slot]
}

export const ACCESS_LOG_MODES = ['off', 'slow', 'all']

/**
 * TRUST_PROXY, SLOW_REQUEST_MS and ACCESS_LOG, validated; throws one message listing every wrong one.
 * @param {Record<string, string | undefined>} [env]
 */
export function observabilitySettings(env = process.env) {
  const problems = []
  const integer = (name, fallback, min, max) => {
    const raw = env[name]
    if (raw === undefined || raw === '') return fallback
    const value = Number(raw)
    if (!Number.isInteger(value) || value < min || value > max) {
      problems.push(`  ${name}: must be a whole number from ${min} to ${max} (is ${JSON.stringify(raw)})`)
      return fallback
    }
    return value
  }
  const trustProxy = integer('TRUST_PROXY', 0, 0, 10)
  const slowRequestMs = integer('SLOW_REQUEST_MS', 1000, 1, 600_000)
  const accessLog = env.ACCESS_LOG || 'slow'
  if (!ACCESS_LOG_MODES.includes(accessLog)) {
    problems.push(`  ACCESS_LOG: must be one of ${ACCESS_LOG_MODES.join(', ')} (is ${JSON.stringify(accessLog)})`)
  }
  if (problems.length) throw new Error(`Invalid environment configuration:\n${problems.join('\n')}`)
  return { trustProxy, slowRequestMs, accessLog }
}

/** An id a proxy in front may send, kept as it is: short, and nothing a log reader could be fooled by. */
export const isValidRequestId = (value) => typeof value === 'string' && /^[A-Za-z0-9._-]{1,64}$/.test(value)

/**
 * The id of a request: the one the reverse proxy sent in X-Request-Id when there is a proxy to trust (TRUST_PROXY,
 * decision 016: without one, anyone could choose the id of their lines in our log) and it is valid; else a new one.
 * @param {string | string[] | undefined} header
 * @param {number} trustProxy
 * @param {() => string} [make]
 */
export function requestIdFor(header, trustProxy, make = randomUUID) {
  const sent = Array.isArray(header) ? header[0] : header
  return trustProxy > 0 && isValidRequestId(sent) ? sent : make()
}

/** Path segments that are secrets: a sign-up's verification token, a password reset's. */
const SECRET_SEGMENTS = [/^(\/api\/[a-z-]+\/verify\/)[^/]+/, /^(\/admin\/reset\/)[^/]+/]

/**
 * The path of a URL for the log: no query values (a search, a token, an e-mail), only the names of its parameters,
 * and no secret path segment.
 */
export function loggedPath(url = '/') {
  const [rawPath, query] = String(url).split('?', 2)
  let path = rawPath.slice(0, 512)
  for (const pattern of SECRET_SEGMENTS) path = path.replace(pattern, '$1[redacted]')
  if (!query) return path
  const keys = [...new Set([...new URLSearchParams(query).keys()])].slice(0, 20)
  return keys.length ? `${path}?${keys.map((k) => encodeURIComponent(k.slice(0, 64))).join('&')}` : path
}

/** A path's route: its id-like segments (numbers, UUIDs, long hex) as `:id`, so that slow requests group by page. */
export function routeOf(path) {
  return path
    .split('?', 1)[0]
    .split('/')
    .map((s) => (/^\d+$|^[0-9a-f]{8}-[0-9a-f-]{27}$|^[0-9a-f]{24,}$/i.test(s) ? ':id' : s))
    .join('/')
}

/**
 * The access-log line of a finished request, or null when the mode leaves it out; `route` is the page's as the proxy
 * matched it (src/lib/request-context.ts, `markRoute`). `slow` keeps the slow requests
 * and the server errors; `all` every request; `off` none. Never a header, a cookie or a body.
 */
export function accessLogLine(
  {
    requestId,
    method,
    url,
    status,
    durationMs,
    aborted = false,
    warmUp = false,
    route = /** @type {string | undefined} */ (undefined),
  },
  settings,
  now = new Date(),
) {
  // The server's own first request (scripts/serve.mjs), which loads the routes and builds the catalogue index: slow on
  // every start by nature, so it is told as the start's, at info, not as a visitor's slow request.
  const slow = !warmUp && durationMs > settings.slowRequestMs
  const failed = status >= 500
  if (settings.accessLog === 'off') return null
  if (settings.accessLog === 'slow' && !slow && !failed && !warmUp) return null
  const path = loggedPath(url)
  const line = {
    time: now.toISOString(),
    level: failed ? 'error' : slow ? 'warn' : 'info',
    name: 'http',
    requestId,
    method,
    path,
    status,
    durationMs: Math.round(durationMs),
    msg: warmUp ? 'warm-up request' : slow ? 'slow request' : 'request',
  }
  // The route the proxy matched (a page's), else the path with its ids as `:id` (the API's, a file's).
  if (slow) line.route = route ?? routeOf(path)
  if (aborted) line.aborted = true
  return line
}

/**
 * An error of a database query (Drizzle's `DrizzleQueryError`: its message, `query` and `params`) without the query's
 * values, which are what a visitor sent: a login's e-mail, a search's words. The query stays, and the cause's code;
 * its message only when it is a system's or SQLite's (a PostgreSQL message may quote a value). Anything else is
 * returned as it is. With the database down, a failed login wrote its address into the log (the sixth check from
 * outside).
 * @param {unknown} value
 */
export function withoutQueryValues(value) {
  if (!(value instanceof Error) || typeof (/** @type {{ query?: unknown }} */ (value).query) !== 'string') return value
  if (!('params' in value)) return value
  const { query, cause } = /** @type {Error & { query: string; cause?: unknown }} */ (value)
  const safe = new Error(`Failed query: ${query}\nparams: [redacted]`)
  safe.name = value.name
  const frames = String(value.stack ?? '')
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
  safe.stack = [`${safe.name}: ${safe.message}`, ...frames].join('\n')
  if (cause && typeof cause === 'object') {
    const code = /** @type {{ code?: unknown }} */ (cause).code
    const message = /** @type {{ message?: unknown }} */ (cause).message
    safe.cause = {
      ...(code !== undefined ? { code } : {}),
      ...(typeof code === 'string' && /^(?:E[A-Z]+|SQLITE_\w+)$/.test(code) ? { message } : {}),
    }
  }
  return safe
}

const LEVELS = { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60, silent: Infinity }
const CONSOLE_LEVELS = { debug: 'debug', log: 'info', info: 'info', warn: 'warn', error: 'error' }

/**
 * A line written with `console` (Next's own messages: a failed render, an image it could not optimise; the site's
 * few `console` calls) as one JSON object, like the CMS's lines and the access log, with the request's id when one
 * is being served: a message's line breaks (a stack, or a URL a visitor made up, which Next prints as it came) stay
 * inside its `msg` and can never start a line of their own, which a log reader would take for the server's.
 * @param {string} method
 * @param {unknown[]} args
 * @param {string | undefined} requestId
 * @param {Date} [now]
 */
export function consoleLine(method, args, requestId, now = new Date()) {
  return {
    time: now.toISOString(),
    level: CONSOLE_LEVELS[method] ?? 'info',
    name: 'next',
    ...(requestId ? { requestId } : {}),
    msg: formatWithOptions({ colors: false, breakLength: Infinity }, ...args.map(withoutQueryValues)),
  }
}

/**
 * Routes `console.debug/log/info/warn/error` to standard output as JSON lines (consoleLine) at or above LOG_LEVEL;
 * LOG_FORMAT=pretty leaves the console as it is, for a terminal.
 * @param {{ getStore(): { requestId?: string } | undefined }} requestContext
 * @param {Record<string, string | undefined>} [env]
 * @param {(text: string) => unknown} [write]
 * @param {import('node:events').EventEmitter} [proc] whose warnings (a dependency's deprecation), which
 *   Node writes as text on the standard error, become lines of the log too
 */
export function consoleAsJson(
  requestContext,
  env = process.env,
  write = (text) => process.stdout.write(text),
  proc = process,
) {
  if (env.LOG_FORMAT === 'pretty') return
  const threshold = LEVELS[env.LOG_LEVEL] ?? LEVELS.info
  for (const method of Object.keys(CONSOLE_LEVELS)) {
    console[method] = (...args) => {
      if (LEVELS[CONSOLE_LEVELS[method]] < threshold) return
      write(`${JSON.stringify(consoleLine(method, args, requestContext.getStore()?.requestId))}\n`)
    }
  }
  proc.removeAllListeners('warning')
  proc.on('warning', (warning) => console.warn(String(warning)))
}
