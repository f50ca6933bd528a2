// Serves the built site: `next start`, with the one thing it cannot do yet. Usage: node scripts/serve.mjs -p PORT -H HOST
//
// Next 16 answers a page's `notFound()` and an error thrown while rendering with the right status but an empty
// HTML shell (`<html id="__next_error__">`): the page's content arrives as flight data that only JavaScript paints
// (vercel/next.js#62228). An unknown product, producer or article was a blank page for crawlers and for a
// visitor without JavaScript. Here, such an answer is replaced by the site's own 404 or error page, rendered for
// the same URL (so in its language, with the header, footer and links of spec §2) and sent with the status Next
// gave. The proxy (src/proxy.ts) renders it when asked with a token this process makes; nobody else can ask.
// Everything else goes to Next untouched. Decision 020.
//
// Each request gets an id (X-Request-Id, the proxy's when trusted) and runs inside the request context, whose id
// the CMS's logger writes on each of its lines; slow and failed requests are logged as JSON lines. Decision 035.
//
// Every answer starts with the security headers of next.config.ts's rule for every path (read from the build's
// routes manifest), because Next leaves them off its own trailing-slash redirects (`/prodotti` → `/prodotti/`, 308);
// Next then sets its rules' headers over them on everything else (the API's policy, the admin's nonce). DESIGN.md's
// security baseline: security headers on every response. Decision 060.
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import http from 'node:http'
import { createRequire } from 'node:module'
import path from 'node:path'
import zlib from 'node:zlib'

import next from 'next'

import {
  accessLogLine,
  consoleAsJson,
  isValidRequestId,
  observabilitySettings,
  requestContextStore,
  requestIdFor,
} from './lib/observability.mjs'

const arg = (flag, fallback) => {
  const i = process.argv.indexOf(flag)
  return i > 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback
}
const port = Number(arg('-p', process.env.PORT || '3000'))
const hostname = arg('-H', process.env.HOST || '127.0.0.1')
// The address it listens on, for the refusal of a published demo password on a public one (src/instrumentation.ts):
// with HOST unset it read "every address of this machine" while this server listened on 127.0.0.1 (the twelfth check).
process.env.HOST = hostname
// And the port, for the calls this server makes to itself (src/cms/hooks/revalidate-own-site.ts): a node of
// `deploy:local`, started with `-p 3700` and no PORT, called port 3000, where nothing (or another site) listened, and a
// scheduled publication's pages stayed as they were cached (the thirty-first check from outside).
process.env.PORT = String(port)
// And the origin of Next's own calls to this server, as `next start` sets it: after a form's action redirects, Next
// fetches the page it redirects to, to answer with it at once. Left to itself it builds that address from the request,
// `https` when a proxy says so (`X-Forwarded-Proto`): behind the recipe's nginx it spoke TLS to this plain port, and
// logged "failed to get redirect response" for every form sent (the thirty-third check from outside).
const loopback = ['0.0.0.0', '::', ''].includes(hostname) ? '127.0.0.1' : hostname
process.env.__NEXT_PRIVATE_ORIGIN = `http://${loopback.includes(':') ? `[${loopback}]` : loopback}:${port}`

let settings
try {
  settings = observabilitySettings()
} catch (error) {
  console.error(`\n✗ ${error.message}\n`)
  process.exit(1)
}
const requestContext = requestContextStore()

// Read by src/proxy.ts, in this process.
const token = randomBytes(24).toString('base64url')
process.env.ERROR_PAGE_TOKEN = token
const ERROR_PAGE_HEADER = 'x-error-page'
// Marks this process's own first request, logged as the start's (scripts/lib/observability.mjs, accessLogLine).
const WARM_UP_HEADER = 'x-warm-up'
const SHARED_BRIEFLY = 'public, max-age=0, s-maxage=1, must-revalidate'
// The status of a page the proxy rewrote, set here (src/proxy/answers.ts, SITE_STATUS_HEADER).
const SITE_STATUS_HEADER = 'x-site-status'

// From here on, Next's own messages are JSON lines with their request's id, as the rest of the log (decision 035): its
// start's too ("Running next.config.ts took 411ms" was the one plain line of a node's log, the thirty-first check).
consoleAsJson(requestContext)

const app = next({ dev: false, hostname, port })
const handle = app.getRequestHandler()
await app.prepare()

const distDir = process.env.NEXT_DIST_DIR || '.next'
/** next.config.ts's headers for every path ('/:path*'), as the build wrote them. */
const everyAnswer =
  JSON.parse(fs.readFileSync(path.join(distDir, 'routes-manifest.json'), 'utf8')).headers.find(
    (rule) => rule.source === '/:path*',
  )?.headers ?? []
if (!everyAnswer.some(({ key }) => key.toLowerCase() === 'content-security-policy')) {
  console.error(`\n✗ ${distDir} has no security headers for every path: build it again (npm run build).\n`)
  process.exit(1)
}

/** Paths the site's pages answer (not Next's assets, the API or the admin, whose errors are theirs). */
const isPagePath = (url) => !/^\/(?:_next|api|admin)(?:\/|$|\?)/.test(url)

/**
 * A path with a `.` or `..` segment, plain or percent-encoded (`%2e%2e`). No browser sends one (it resolves them
 * first); Next resolves them after the checks here and in the proxy had read the path as it came, so
 * `/_next/%2e%2e/<anything>` was a page under `/_next`: the 404 page answered 200, cacheable for a year, with the
 * proxy's own status header (the sixth check from outside). Refused with a 400.
 */
const hasDotSegment = (url) =>
  url
    .split('?', 1)[0]
    .split('/')
    .some((segment) => /^(?:\.|%2e){1,2}$/i.test(segment))

const allowedMethods = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])
/**
 * What a page of the site answers: reading it, and its forms. PUT, PATCH and DELETE got the page itself with a 200 and
 * the shared caches' year, OPTIONS a 400 with no word (the twelfth check from outside); the API keeps them all.
 */
const pageMethods = new Set(['GET', 'HEAD', 'POST'])

// Next's own reading of the router's state header, so that what it would throw on is refused first, by the same rule.
const { parseAndValidateFlightRouterState } = createRequire(import.meta.url)(
  'next/dist/server/app-render/parse-and-validate-flight-router-state',
)

/**
 * Whether the router's state (`Next-Router-State-Tree`, sent with a page's `RSC` request) is one Next reads. Next threw
 * on any other, a bare 500 with a line in the log, on every page rendered per request (the twelfth check from outside).
 */
function readableRouterState(headers) {
  try {
    parseAndValidateFlightRouterState(headers['next-router-state-tree'])
    return true
  } catch {
    return false
  }
}

/** Whether the path's percent escapes decode. */
function decodablePath(url) {
  try {
    decodeURIComponent(url.split('?', 1)[0])
    return true
  } catch {
    return false
  }
}

/**
 * Addresses under `/_next` that Next answers wrongly, answered here (the fourth check from outside): a Pages Router
 * data path (`/_next/data/<build>/<page>.json`; the site has no such pages) was normalised into a page request and
 * served the Italian 404 page with status 200, cacheable for a year; an optimised picture whose `url` is not one
 * uploaded file (a trailing slash, a double slash, no extension: the media route's redirect) was a 500 from the
 * optimiser.
 */
function refusedAsset(url) {
  if (hasDotSegment(url)) return { status: 400, message: 'Bad request' }
  if (/^\/_next\/data(?:\/|$|\?)/.test(url)) return { status: 404, message: 'Not found' }
  if (!/^\/_next\/image(?:\/|$|\?)/.test(url)) return undefined
  const source = new URL(url, 'http://site').searchParams.get('url')
  if (!source?.startsWith('/') || source.startsWith('//')) return undefined
  let pathname
  try {
    pathname = new URL(source, 'http://site').pathname
  } catch {
    return { status: 400, message: '"url" parameter is invalid' }
  }
  if (!pathname.startsWith('/api/media/file/')) return undefined
  // A name with no extension is redirected to its address with a slash, which the optimiser answers with a 500.
  return /^\/api\/media\/file\/[^/]+\.[A-Za-z0-9]+$/.test(pathname)
    ? undefined
    : { status: 400, message: '"url" parameter is invalid' }
}

/** The body of an answer, whatever its encoding. */
function decoded(body, encoding) {
  try {
    if (encoding === 'gzip') return zlib.gunzipSync(body)
    if (encoding === 'br') return zlib.brotliDecompressSync(body)
    if (encoding === 'deflate') return zlib.inflateSync(body)
  } catch {
    return Buffer.alloc(0)
  }
  return body
}

/** The first of our languages that `Accept-Language` names, else Italian (src/i18n/accept-language.ts). */
function acceptedLanguage(acceptLanguage) {
  const first = String(acceptLanguage ?? '')
    .split(',')
    .map((part) => part.split(';')[0].trim().slice(0, 2).toLowerCase())
    .find((tag) => tag === 'it' || tag === 'en')
  return first ?? 'it'
}

/** The API's refusal of an address whose escapes do not decode, in the language Payload would answer in. */
function undecodableApiPath(acceptLanguage) {
  return acceptedLanguage(acceptLanguage) === 'en'
    ? 'Bad request: an escape in the path does not decode'
    : 'Richiesta non valida: un codice di escape nel percorso non si decodifica'
}

/**
 * The admin's server actions that are closures of Payload's own layout (its language switch): Next encrypts what they
 * close over into the page, and decrypts it from the call's first argument. A call made anywhere but that page (any
 * other first argument) threw inside Next's decryption: a 500 for anyone, on every admin path (the fifteenth check
 * from outside). Such an action only sets a cookie: a 500 from it is a call it could not read.
 */
const closureActions = (() => {
  try {
    const manifest = JSON.parse(fs.readFileSync(path.join(distDir, 'server', 'server-reference-manifest.json'), 'utf8'))
    return new Set(
      Object.entries(manifest.node ?? {})
        .filter(
          ([, action]) =>
            String(action.filename ?? '').startsWith('node_modules/') &&
            String(action.exportedName ?? '').startsWith('$$RSC_SERVER_ACTION_'),
        )
        .map(([id]) => id),
    )
  } catch {
    return new Set()
  }
})()

/** The admin's language for a refusal: its `payload-lng` cookie, else the first of ours `Accept-Language` names. */
function adminLanguage(req) {
  const chosen = /(?:^|;\s*)payload-lng=(it|en)(?:;|$)/.exec(String(req.headers.cookie ?? ''))?.[1]
  if (chosen) return chosen
  return acceptedLanguage(req.headers['accept-language'])
}

/** A call of one of `closureActions` that Next answers 500 is answered 400, with a sentence, instead. */
function refuseUnreadableClosureCall(req, res) {
  const original = { writeHead: res.writeHead, write: res.write, end: res.end }
  let refused = false
  const refuse = () => {
    if (refused) return
    refused = true
    const text = adminLanguage(req) === 'en' ? 'Invalid request.' : 'Richiesta non valida.'
    for (const name of ['content-encoding', 'content-length', 'transfer-encoding']) res.removeHeader(name)
    original.writeHead.call(res, 400, {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'no-store',
      'Content-Length': String(Buffer.byteLength(text)),
    })
    original.end.call(res, text)
  }
  res.writeHead = function (status, ...rest) {
    if (status === 500) return (refuse(), res)
    return original.writeHead.call(res, status, ...rest)
  }
  res.write = function (chunk, encoding, callback) {
    if (!res.headersSent && res.statusCode === 500) refuse()
    if (refused) {
      const done = [encoding, callback].find((c) => typeof c === 'function')
      if (done) done()
      return true
    }
    return original.write.call(res, chunk, encoding, callback)
  }
  res.end = function (chunk, encoding, callback) {
    if (!res.headersSent && res.statusCode === 500) refuse()
    if (refused) {
      const done = [chunk, encoding, callback].find((c) => typeof c === 'function')
      if (done) done()
      return res
    }
    return original.end.call(res, chunk, encoding, callback)
  }
}

/** The site's own page for `status`, rendered for the URL that failed; null when it cannot be had. */
async function errorPage(req, status) {
  const headers = { [ERROR_PAGE_HEADER]: `${token}:${status === 404 ? 404 : 500}`, 'accept-encoding': 'identity' }
  for (const name of ['cookie', 'accept-language', 'user-agent', 'x-request-id']) {
    if (req.headers[name]) headers[name] = String(req.headers[name])
  }
  try {
    const res = await fetch(`http://${hostname.includes(':') ? `[${hostname}]` : hostname}:${port}${req.url}`, {
      headers,
      redirect: 'manual',
      signal: AbortSignal.timeout(10_000),
    })
    const body = Buffer.from(await res.arrayBuffer())
    if (!res.ok || body.includes('id="__next_error__"')) return null
    return { headers: res.headers, body }
  } catch {
    return null
  }
}

/** A page of this process's own, for when the site's cannot be had; `title` and `body` are ours, never a visitor's. */
const htmlPage = (lang, title, body) =>
  Buffer.from(
    `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
      `<title>${title}</title></head><body>${body}</body></html>`,
  )

// The fallback of spec §8, "error while showing the error page": a link home, in both languages.
const fallback = (status) =>
  htmlPage(
    'it',
    status,
    `<h1>${status}</h1><p>Qualcosa non ha funzionato. <a href="/">Torna alla home</a></p>` +
      `<p lang="en">Something went wrong. <a href="/en/">Back to home</a></p>`,
  )

/** The request headers an answer to the page's script depends on (Next's own `Vary` for its data). */
const ROUTER_HEADERS = 'RSC, Next-Router-State-Tree, Next-Router-Prefetch, Next-Router-Segment-Prefetch'

/**
 * What a `writeHead(status, [reason], [headers])` call asks, taken onto the response (its status, its headers set one
 * by one) so that a wrapper can change them before they are written; returns the reason phrase, if any, to pass on.
 */
function takeWriteHead(res, status, rest) {
  res.statusCode = status
  const headers = rest.find((r) => r && typeof r === 'object' && !Array.isArray(r))
  if (headers) for (const [name, value] of Object.entries(headers)) res.setHeader(name, value)
  return rest.filter((r) => typeof r === 'string')
}

/**
 * Sets the status the proxy (SITE_STATUS_HEADER) or the page's render (`answerWithStatus`, in `context`) chose.
 * For a GET or HEAD, holds back an HTML answer with a 404 or 5xx status until it is complete, and swaps Next's empty
 * error shell for the error page; any other answer is passed on as it is written.
 */
function watch(req, res, context) {
  // Kept as wrappers once the answer is let through: Next's compression wraps them in turn, after us.
  const original = { writeHead: res.writeHead, flushHeaders: res.flushHeaders, write: res.write, end: res.end }
  const chunks = []
  let holding = null
  let refusedForm = false
  const decide = () => {
    if (holding !== null) return holding
    // The status the proxy chose for a page it rewrote (src/proxy/answers.ts, notFound).
    const status = Number(res.getHeader(SITE_STATUS_HEADER))
    res.removeHeader(SITE_STATUS_HEADER)
    if (status >= 400 && status <= 599) res.statusCode = status
    // The render's own choice (src/lib/request-context.ts, answerWithStatus), for a page that answered normally, to
    // the browser's own request: a navigation of the page's script (`RSC`) or its call of a server action
    // (`Next-Action`) keeps its 200, which Next's router expects.
    const script = req.headers.rsc !== undefined || req.headers['next-action'] !== undefined
    if (res.statusCode === 200 && !script && context.status >= 400 && context.status <= 599) {
      res.statusCode = context.status
    }
    // Every permanent redirect of a page's address a 301, as spec §2 answers old addresses: Next's own (to the trailing
    // slash, a page's `permanentRedirect` to its slug in the other language) are 308s, the same to a browser, and
    // made a legacy address without its slash a 308 to a 301 (the thirty-second check from outside). A form's post
    // keeps its 308, which keeps its method.
    if (res.statusCode === 308 && (req.method === 'GET' || req.method === 'HEAD')) res.statusCode = 301
    // Next writes a cached page's redirect with its Location (and stale time) twice on the render that fills the cache
    // (vercel/next.js#82117): a proxy that joins them sends browsers to "/a/, /a/". One of each is kept.
    for (const name of ['location', 'x-nextjs-stale-time']) {
      const value = res.getHeader(name)
      if (Array.isArray(value)) res.setHeader(name, value[0])
    }
    // A redirect of the page's script's request: Next sends a page's data asked without its `_rsc` to the same address
    // with it (307), with no word to caches. Chrome kept it, and on Back (whose loads take what the cache holds) gave
    // it to the browser's own load of that page, whose address then ended in `&_rsc=…` (decisions 102, 103).
    if (script && res.statusCode >= 300 && res.statusCode < 400) {
      res.setHeader('cache-control', 'private, no-store')
      res.setHeader('vary', [res.getHeader('vary'), ROUTER_HEADERS].filter(Boolean).join(', '))
    }
    // A page rendered per request that is the same for everyone (src/lib/request-context.ts, answerSharedBriefly): a
    // shared cache may keep it a second, not more (an edit is then served a second later at most).
    if (context.shared && res.statusCode === 200 && (req.method === 'GET' || req.method === 'HEAD')) {
      res.setHeader('cache-control', SHARED_BRIEFLY)
    }
    // A page that failed or was not found is kept by no cache on the way (Next gives a not-found render a year).
    if (res.statusCode >= 400) res.setHeader('cache-control', 'private, no-cache, no-store, max-age=0, must-revalidate')
    const type = String(res.getHeader('content-type') ?? '')
    const held = req.method === 'GET' || req.method === 'HEAD'
    // A form sent without JavaScript that Next refused in a bare English line: an action this build does not have (the
    // page was loaded before the site was updated: 409) or a post that names none (400).
    refusedForm =
      req.method === 'POST' && !script && [400, 409].includes(res.statusCode) && type.startsWith('text/plain')
    holding = refusedForm || (held && (res.statusCode === 404 || res.statusCode >= 500) && type.startsWith('text/html'))
    return holding
  }
  const collect = (chunk, encoding) => {
    if (chunk !== undefined && chunk !== null && typeof chunk !== 'function') {
      chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8'))
    }
  }
  res.writeHead = function (status, ...rest) {
    const reason = takeWriteHead(res, status, rest)
    // The headers are set above: the status and headers decide() leaves are the ones written.
    if (!decide()) return original.writeHead.call(res, res.statusCode, ...reason)
    return res
  }
  res.flushHeaders = function () {
    if (!decide()) return original.flushHeaders.call(res)
  }
  res.write = function (chunk, encoding, callback) {
    if (!decide()) return original.write.call(res, chunk, encoding, callback)
    collect(chunk, encoding)
    if (typeof encoding === 'function') encoding()
    else if (typeof callback === 'function') callback()
    return true
  }
  res.end = function (chunk, encoding, callback) {
    if (!decide()) return original.end.call(res, chunk, encoding, callback)
    collect(chunk, encoding)
    const done = [encoding, callback].find((c) => typeof c === 'function')
    const body = Buffer.concat(chunks)
    const status = res.statusCode
    holding = false
    const html = decoded(body, String(res.getHeader('content-encoding') ?? ''))
    // Next's own refusal names its "Server Action"; the proxy's (src/proxy/posts.ts) are already in the path's language.
    if (refusedForm && html.includes('Server Action')) {
      const page = clientErrorPage(status, req.url ?? '/')
      res.removeHeader('content-encoding')
      res.removeHeader('transfer-encoding')
      res.setHeader('content-type', 'text/html; charset=utf-8')
      res.setHeader('content-length', String(page.length))
      original.end.call(res, page, done)
      return res
    }
    if (refusedForm || !html.includes('id="__next_error__"')) {
      original.end.call(res, body, done)
      return res
    }
    void errorPage(req, status).then((page) => {
      res.removeHeader('content-encoding')
      res.removeHeader('content-length')
      res.removeHeader('transfer-encoding')
      res.setHeader('content-type', 'text/html; charset=utf-8')
      let replacement = page?.body ?? fallback(status)
      if (page) {
        // The page's own links and policies (its preloads, its CSP); the failed answer's caching.
        for (const name of ['content-security-policy', 'link', 'content-language']) {
          const value = page.headers.get(name)
          if (value) res.setHeader(name, value)
        }
      }
      if (req.method === 'HEAD') replacement = Buffer.alloc(0)
      res.setHeader('content-length', String(replacement.length))
      res.statusCode = status
      original.end.call(res, replacement, done)
    })
    return res
  }
}

/**
 * The admin's redirect of an account it does not serve (a trade customer's session, to `/admin/unauthorized/`) came
 * with the page Payload had begun to stream: 191 KB of the admin's configuration, every collection's and field's
 * name (the twenty-second check from outside). A redirect needs no body: none is sent. Next's compression wraps these
 * writes in turn, after us: what is dropped is already compressed, and its encoding goes with it.
 */
function redirectWithoutBody(res) {
  const original = { writeHead: res.writeHead, write: res.write, end: res.end }
  let empty = null
  const decide = () => {
    if (empty !== null) return empty
    empty = res.statusCode >= 300 && res.statusCode < 400 && res.hasHeader('location')
    if (empty) {
      res.removeHeader('content-encoding')
      res.removeHeader('transfer-encoding')
      res.setHeader('content-length', '0')
    }
    return empty
  }
  const done = (...args) => args.find((arg) => typeof arg === 'function')
  res.writeHead = function (status, ...rest) {
    const reason = takeWriteHead(res, status, rest)
    decide()
    return original.writeHead.call(res, res.statusCode, ...reason)
  }
  res.write = function (chunk, encoding, callback) {
    if (!decide()) return original.write.call(res, chunk, encoding, callback)
    done(encoding, callback)?.()
    return true
  }
  res.end = function (chunk, encoding, callback) {
    if (!decide()) return original.end.call(res, chunk, encoding, callback)
    return original.end.call(res, done(chunk, encoding, callback))
  }
}

/** Writes the request's access-log line when it ends, if ACCESS_LOG keeps it. */
function logWhenDone(req, res, context, warmUp) {
  const started = process.hrtime.bigint()
  res.once('close', () => {
    const line = accessLogLine(
      {
        requestId: context.requestId,
        route: context.route,
        method: req.method,
        url: req.url,
        status: res.statusCode,
        durationMs: Number(process.hrtime.bigint() - started) / 1e6,
        aborted: !res.writableFinished,
        warmUp,
      },
      settings,
    )
    if (line) process.stdout.write(`${JSON.stringify(line)}\n`)
  })
}

const server = http.createServer((req, res) => {
  // The error page this process asks for (errorPage above) is part of the request that failed: it keeps its id.
  const ours = String(req.headers[ERROR_PAGE_HEADER] ?? '').startsWith(`${token}:`)
  // Anyone else's is nobody's to send: it turned off the watch below (the 404's status and `no-store`, the site's page
  // for Next's empty shell) for any request that carried one (the seventh check from outside).
  if (!ours) delete req.headers[ERROR_PAGE_HEADER]
  const sent = req.headers['x-request-id']
  const requestId = ours && isValidRequestId(sent) ? sent : requestIdFor(sent, settings.trustProxy)
  req.headers['x-request-id'] = requestId
  res.setHeader('X-Request-Id', requestId)
  for (const { key, value } of everyAnswer) res.setHeader(key, value)
  // This process's own first request (below), which only this process can mark.
  const warmUp = req.headers[WARM_UP_HEADER] === token
  delete req.headers[WARM_UP_HEADER]
  // One line a request: the error page asked for it above is part of it (it logged a 200 beside the 404).
  const context = { requestId }
  if (!ours) logWhenDone(req, res, context, warmUp)
  // Methods no page, API or admin answers: Next rendered a page for PROPFIND, and TRACE was a 500 with a stack in the
  // log on every path (the seventh check from outside).
  const methods = isPagePath(req.url ?? '/') ? pageMethods : allowedMethods
  if (!methods.has(req.method ?? '')) {
    res.writeHead(405, {
      Allow: [...methods].join(', '),
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'no-store',
    })
    res.end('Metodo non consentito. Method not allowed.\n')
    return
  }
  // An address whose escapes do not decode (`/feeds/it/%ZZ/`): the feeds' and the admin's routes threw a 500 on it.
  // A page asked with a router state Next cannot read: no browser sends one.
  const api = /^\/api(?:\/|$)/.test(req.url ?? '/')
  if (!decodablePath(req.url ?? '/') || (!api && !readableRouterState(req.headers))) {
    // The API answers in its own form (`errors`), a page's address with the page in both languages.
    res.writeHead(400, {
      'Content-Type': api ? 'application/json; charset=utf-8' : 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
    })
    res.end(
      api
        ? JSON.stringify({ errors: [{ message: undecodableApiPath(req.headers['accept-language']) }] })
        : clientErrorPage(400, req.url ?? '/'),
    )
    return
  }
  const refused = refusedAsset(req.url ?? '/')
  if (refused) {
    res.writeHead(refused.status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' })
    res.end(refused.message)
    return
  }
  requestContext.run(context, () => {
    if (isPagePath(req.url ?? '/') && !ours) watch(req, res, context)
    else if (/^\/admin(?:[/?]|$)/.test(req.url ?? '') && (req.method === 'GET' || req.method === 'HEAD')) {
      redirectWithoutBody(res)
    } else if (req.method === 'POST' && closureActions.has(String(req.headers['next-action'] ?? ''))) {
      refuseUnreadableClosureCall(req, res)
    }
    void handle(req, res)
  })
})
/**
 * A request Node refuses before it is one (headers over its 16 KB, usually a browser holding too many cookies, or bytes
 * that are no HTTP): Node's own answer is a bare status line, no word to the visitor and none of the security headers.
 * Here the same status carries a short page in both languages, the address's language first (the request line is the
 * part Node has read), with every answer's headers. An answer already under way on the connection is left alone, as
 * Node does; a timeout and an overlong chunk extension keep Node's answers.
 */
const clientErrorPages = {
  431: {
    title: { it: 'Richiesta troppo grande', en: 'Request too large' },
    text: {
      it: 'Il browser ha inviato più dati di quanti il sito ne accetti, di solito troppi cookie. Cancella i cookie di questo sito e riprova.',
      en: 'Your browser sent more data than the site accepts, usually too many cookies. Clear the cookies of this site and try again.',
    },
  },
  409: {
    title: { it: 'Il modulo non è stato inviato', en: 'The form was not sent' },
    text: {
      it: 'Il sito è stato aggiornato dopo che hai aperto questa pagina, e il modulo non è più valido. Torna indietro: ciò che hai scritto è ancora nel modulo. Copialo, ricarica la pagina e invia di nuovo il modulo.',
      en: 'The site was updated after you opened this page, so the form is no longer valid. Go back: what you wrote is still in the form. Copy it, reload the page and send the form again.',
    },
  },
  400: {
    title: { it: 'Richiesta non valida', en: 'Bad request' },
    text: {
      it: 'Il sito non ha potuto leggere la richiesta del browser.',
      en: 'The site could not read the request your browser sent.',
    },
  },
}
/** Node's own statuses for what it refuses (`socketOnError` in its `_http_server.js`); anything else is a 400. */
const clientErrorStatus = {
  HPE_HEADER_OVERFLOW: 431,
  HPE_CHUNK_EXTENSIONS_OVERFLOW: 413,
  ERR_HTTP_REQUEST_TIMEOUT: 408,
}
const home = { it: ['/', 'Torna alla home'], en: ['/en/', 'Back to home'] }
const errorWord = { it: 'Errore', en: 'Error' }

/**
 * The page of a refused request in both languages, the language of its address (`/en/…` or not) first, with its status
 * code as spec §8 asks of an error page (the thirty-second check from outside found none on the 400).
 */
function clientErrorPage(status, target) {
  const locales = /^\/en(?:[/?#]|$)/.test(target) ? ['en', 'it'] : ['it', 'en']
  const page = clientErrorPages[status]
  return htmlPage(
    locales[0],
    page.title[locales[0]],
    locales
      .map(
        (locale) =>
          `<section lang="${locale}"><p>${errorWord[locale]} ${status}</p><h1>${page.title[locale]}</h1>` +
          `<p>${page.text[locale]}</p>` +
          `<p><a href="${home[locale][0]}">${home[locale][1]}</a></p></section>`,
      )
      .join(''),
  )
}

function clientErrorAnswer(status, rawPacket) {
  const requestLine = Buffer.isBuffer(rawPacket)
    ? rawPacket.subarray(0, 2048).toString('latin1').split('\r\n', 1)[0]
    : ''
  const body = clientErrorPage(status, requestLine.split(' ')[1] ?? '/')
  const headers = [
    ...everyAnswer.map(({ key, value }) => `${key}: ${value}`),
    'Content-Type: text/html; charset=utf-8',
    `Content-Length: ${body.length}`,
    'Cache-Control: no-store',
    'Connection: close',
  ]
  return Buffer.concat([
    Buffer.from(`HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\n${headers.join('\r\n')}\r\n\r\n`, 'latin1'),
    body,
  ])
}

server.on('clientError', (error, socket) => {
  // As Node does: nothing is written once an answer has started on the connection.
  if (error.code === 'ECONNRESET' || !socket.writable || socket._httpMessage?.headersSent) {
    socket.destroy()
    return
  }
  const status = clientErrorStatus[error.code] ?? 400
  const answer =
    status in clientErrorPages
      ? clientErrorAnswer(status, error.rawPacket)
      : `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nConnection: close\r\n\r\n`
  socket.end(answer, () => socket.destroy())
})
// An idle kept-alive connection stays open longer than the proxy's or client's own idle time (nginx and cloud
// balancers keep theirs up to 60 s). With Node's 5 s, a client reusing a connection the server was closing at that
// moment got ECONNRESET (seen in the end-to-end run, on a request sent 7 s after the previous one).
server.keepAliveTimeout = 65_000
server.headersTimeout = 66_000
server.listen(port, hostname, () => {
  const origin = `http://${hostname.includes(':') ? `[${hostname}]` : hostname}:${port}`
  console.log(`▲ Ready on ${origin}`)
  // The health check builds the catalogue index, with which the listings answer each state at its one address
  // (src/i18n/listing-canonical.ts) from the first visitor on.
  fetch(`${origin}/api/health/`, { headers: { [WARM_UP_HEADER]: token } }).catch(() => {})
})
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    server.close()
    void app.close().finally(() => process.exit(0))
  })
}
