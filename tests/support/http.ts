/**
 * Requests to the running site (scripts/test-all.mjs starts it and sets TEST_BASE_URL), shared by the security
 * tests: JSON API calls with an optional token, and sign-in of the demo editor and the demo trade customer.
 */
import fs from 'node:fs'
import http from 'node:http'

import { customer } from '../../seed/data/site'
import { secretsFile } from '../../src/lib/storage-env'

export const base = process.env.TEST_BASE_URL ?? 'http://localhost:3000'

export const editor = {
  email: process.env.DEMO_EDITOR_EMAIL ?? 'editor@vinea.demo',
  password: process.env.DEMO_EDITOR_PASSWORD ?? 'vinea-demo-2026',
}
export const demoCustomer = { email: customer.email, password: customer.password }

export type Json = Record<string, unknown>

/**
 * The test site's own secrets: it runs without PAYLOAD_SECRET or REVALIDATE_SECRET set, as the demo does, and
 * generated them in `siteSecretsFile()`, beside its SQLite database.
 */
export const siteSecretsFile = () => secretsFile(process.env.DATABASE_URL ?? '')
export function siteSecrets(): { PAYLOAD_SECRET: string; REVALIDATE_SECRET: string } {
  return JSON.parse(fs.readFileSync(siteSecretsFile(), 'utf8')) as { PAYLOAD_SECRET: string; REVALIDATE_SECRET: string }
}

/** `base`: another site than the test site (a site of the test's own). */
export type ApiInit = RequestInit & { token?: string; base?: string }

/** A call to the CMS's REST API (`/api…`); the body is parsed when it is JSON. */
export async function api(pathname: string, { base: site = base, token, ...init }: ApiInit = {}) {
  const headers = new Headers(init.headers)
  if (token) headers.set('Authorization', `JWT ${token}`)
  if (init.body && !headers.has('Content-Type')) headers.set('Content-Type', 'application/json')
  const res = await fetch(`${site}/api${pathname}`, { ...init, headers, redirect: 'manual' })
  const text = await res.text()
  let body: Json = {}
  if (res.headers.get('content-type')?.includes('json')) {
    try {
      body = JSON.parse(text) as Json
    } catch {
      body = {}
    }
  }
  return { status: res.status, headers: res.headers, body, text }
}

/**
 * Uploads a file to an upload collection as the admin sends one (the file, and the document's fields in `_payload`);
 * returns the document made (throws when the upload is refused).
 */
export async function uploadFile(
  token: string,
  collection: 'media' | 'documents',
  file: { bytes: ArrayBuffer | Uint8Array; type: string; name: string },
  data: Json,
): Promise<{ id: number; filename: string }> {
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name)
  form.append('_payload', JSON.stringify(data))
  const res = await fetch(`${base}/api/${collection}/?locale=it`, {
    method: 'POST',
    headers: { Authorization: `JWT ${token}` },
    body: form,
  })
  const text = await res.text()
  if (res.status !== 201) throw new Error(`upload of ${file.name} to ${collection}: ${res.status} ${text}`)
  return (JSON.parse(text) as { doc: { id: number; filename: string } }).doc
}

/** Signs in to an auth collection and returns the token (throws when the sign-in fails). */
export async function login(
  collection: 'users' | 'customers',
  credentials: { email: string; password: string },
  site = base,
) {
  const { status, body } = await api(`/${collection}/login/`, {
    base: site,
    method: 'POST',
    body: JSON.stringify(credentials),
  })
  if (status !== 200 || typeof body.token !== 'string') throw new Error(`login as ${credentials.email}: ${status}`)
  return body.token
}

/**
 * A GET with the request target exactly as written (`/_next/%2e%2e/x`), which `fetch` would resolve first, as a
 * browser does: the requests only a script sends.
 */
export function rawGet(target: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; text: string }>((resolve, reject) => {
    const request = http.get(new URL(base), { path: target, headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString('utf8') }),
      )
      res.on('error', reject)
    })
    request.on('error', reject)
  })
}

/**
 * The answer to `path` once an edit has reached the pages (within seconds: a cache expired, the catalogue index
 * rebuilt), as an adult visitor sees it, redirects not followed: the first that `done` accepts, or the last one after
 * `timeout` milliseconds.
 */
export async function settled(path: string, done: (res: Response) => boolean, timeout = 30_000): Promise<Response> {
  const deadline = Date.now() + timeout
  for (;;) {
    const res = await fetch(`${base}${path}`, { redirect: 'manual', headers: { Cookie: 'adult=1' } })
    if (done(res) || Date.now() > deadline) return res
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
}

/** A permanent redirect, as the site answers an old address (301; 308 where the request was no GET or HEAD). */
export const movedPermanently = (res: Response) => res.status === 301 || res.status === 308
