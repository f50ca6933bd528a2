import { spawn } from 'node:child_process'
import path from 'node:path'

import type { Operation } from './reserved-login'

/**
 * The reserved area's integration tests, as a client of the built site: pages fetched without following redirects
 * from an address of their own, and operations on the site's database that no endpoint offers
 * (tests/support/reserved-login.ts: codes, cookies sealed in the past, accounts).
 */
const root = path.resolve(import.meta.dirname, '../..')

export function onDatabase(operations: Operation[]): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['scripts/run-payload-script.mjs', 'tests/support/reserved-login.ts', '--', JSON.stringify(operations)],
      { cwd: root, env: { ...process.env, NODE_ENV: 'production' }, stdio: ['ignore', 'pipe', 'pipe'] },
    )
    let out = ''
    child.stdout.on('data', (chunk) => (out += chunk))
    child.stderr.on('data', (chunk) => (out += chunk))
    child.on('error', reject)
    child.on('exit', (code) => {
      const line = out.split('\n').find((l) => l.startsWith('{"results"'))
      if (code === 0 && line) resolve((JSON.parse(line) as { results: string[] }).results)
      else reject(new Error(`reserved-login exited ${code}:\n${out}`))
    })
  })
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
  async function get(pathname: string, { cookie, from = client() }: { cookie?: string; from?: string } = {}) {
    const headers: Record<string, string> = { 'X-Forwarded-For': from }
    if (cookie) headers.Cookie = `login=${cookie}`
    const res = await fetch(base + pathname, { redirect: 'manual', headers })
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

  return { get, where, enter }
}
