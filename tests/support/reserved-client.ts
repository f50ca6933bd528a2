import { type ChildProcess, spawn } from 'node:child_process'
import path from 'node:path'
import readline from 'node:readline'

import type { Operation } from './reserved-login'

/**
 * The reserved area's integration tests, as a client of the built site: pages fetched without following redirects
 * from an address of their own, and operations on the site's database that no endpoint offers
 * (tests/support/reserved-login.ts: codes, cookies sealed in the past, accounts).
 */
const root = path.resolve(import.meta.dirname, '../..')

type Helper = { child: ChildProcess; waiting: ((line: string | Error) => void)[]; exited: Promise<void> }
let helper: Helper | undefined
let helperEnv: Record<string, string> = {}

/** The database the helper works on, when not the test site's (a site of the test's own, on a snapshot). */
export function helperDatabase(databaseUrl: string, mediaDir: string) {
  helperEnv = { DATABASE_URL: databaseUrl, MEDIA_DIR: mediaDir }
}

/** The helper of tests/support/reserved-login.ts, started once per test file: it starts Payload in about 4 s. */
function startHelper(): Helper {
  const child = spawn(process.execPath, ['scripts/run-payload-script.mjs', 'tests/support/reserved-login.ts'], {
    cwd: root,
    env: { ...process.env, ...helperEnv, NODE_ENV: 'production', PAYLOAD_SCRIPT_STDIN: 'inherit' },
    stdio: ['pipe', 'pipe', 'pipe'],
  })
  const started: Helper = {
    child,
    waiting: [],
    exited: new Promise((resolve) => child.once('exit', () => resolve())),
  }
  let log = ''
  child.stderr!.on('data', (chunk) => (log = (log + chunk).slice(-8192)))
  readline.createInterface({ input: child.stdout! }).on('line', (line) => {
    if (line.startsWith('{"results"')) started.waiting.shift()?.(line)
    else log = (log + line + '\n').slice(-8192)
  })
  child.once('exit', (code) => {
    if (helper === started) helper = undefined
    for (const answer of started.waiting.splice(0)) answer(new Error(`reserved-login exited ${code}:\n${log}`))
  })
  return started
}

/** Runs `operations` on the site's database, in order, and resolves with one result per operation. */
export function onDatabase(operations: Operation[]): Promise<string[]> {
  helper ??= startHelper()
  const { child, waiting } = helper
  return new Promise((resolve, reject) => {
    waiting.push((line) => {
      if (line instanceof Error) reject(line)
      else resolve((JSON.parse(line) as { results: string[] }).results)
    })
    child.stdin!.write(`${JSON.stringify(operations)}\n`)
  })
}

/**
 * Starts the helper and waits for Payload in it: each test file's beforeAll, so that no test's own timeout pays for the
 * start (about 4 s alone; beside the journeys of a full run, the first test that started it once timed out at 30 s).
 */
export const openDatabase = async () => {
  await onDatabase([])
}

/** Stops the helper (its input ends, it exits): each test file's afterAll. */
export async function closeDatabase() {
  const current = helper
  if (!current) return
  helper = undefined
  current.child.stdin!.end()
  await current.exited
}

let address = 0
const run = Math.floor(Math.random() * 0xffff).toString(16)
/**
 * Each request as a client of its own address (the site trusts one proxy: TRUST_PROXY=1; IPv6 is counted by /64),
 * new on every run, so that limits neither mix between tests nor carry over from an earlier run on the same database.
 */
export const client = () => `2001:db8:${run}:${(address += 1).toString(16)}::1`

/** A client of the site at `base`. */
export function reservedClient(base: string) {
  async function get(
    pathname: string,
    { cookie, from = client(), method = 'GET' }: { cookie?: string; from?: string; method?: 'GET' | 'HEAD' } = {},
  ) {
    const headers: Record<string, string> = { 'X-Forwarded-For': from }
    if (cookie) headers.Cookie = `login=${cookie}`
    const res = await fetch(base + pathname, { method, redirect: 'manual', headers })
    const setCookie = res.headers.getSetCookie().find((c) => c.startsWith('login='))
    return {
      status: res.status,
      location: res.headers.get('location') ?? '',
      cache: res.headers.get('cache-control') ?? '',
      setCookie,
      cookie: setCookie ? /^login=([^;]*)/.exec(setCookie)![1] : undefined,
      text: await res.text(),
      type: res.headers.get('content-type') ?? '',
      disposition: res.headers.get('content-disposition') ?? '',
    }
  }

  /** A path of a Location header (relative, or absolute on the site). */
  const where = (location: string) => {
    const url = new URL(location, base)
    return `${url.pathname}${url.search}`
  }

  /** A reserved page opened with a code, as the login page sends the customer back: the guard's answer. */
  const enter = (pathname: string, code: string, from = client()) =>
    get(`${pathname}?code=${encodeURIComponent(code)}`, { from })

  /**
   * A reserved page asked with a cookie whose session ended elsewhere: the page sends the visitor through the guard,
   * which removes the cookie (src/features/reserved/session.ts). The guard's answer, with the page's own text.
   */
  async function throughGuard(pathname: string, options: { cookie?: string; from?: string } = {}) {
    const page = await get(pathname, options)
    if (!where(page.location).startsWith('/api/reserved/guard/')) return page
    return { ...(await get(where(page.location), options)), text: page.text }
  }

  return { get, where, enter, throughGuard }
}
