import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

import { beforeAll, describe, expect, it } from 'vitest'

import { adminServerFunctionNames, isAdminCall, runAdminCall } from './admin-server-function'

// Next inlines it at build time from `experimental.authInterrupts` (next.config.ts); the unit test sets it as the build does.
beforeAll(() => {
  process.env.__NEXT_EXPERIMENTAL_AUTH_INTERRUPTS = 'true'
})

/** The status Next answers for an error thrown in a server action: its `notFound()`/`unauthorized()`/… digest's. */
async function statusOf(promise: Promise<unknown>): Promise<number | 'resolved'> {
  try {
    await promise
    return 'resolved'
  } catch (error) {
    const digest = String((error as { digest?: unknown }).digest ?? '')
    const match = /^NEXT_HTTP_ERROR_FALLBACK;(\d+)$/.exec(digest)
    return match ? Number(match[1]) : 500
  }
}

const editor = async () => true
const nobody = async () => false
const ran = async () => 'ran'

describe("the admin's server function, called with arguments of anyone's choosing (the fifth check from outside)", () => {
  it("knows every name Payload's handler does, and no other", () => {
    const require = createRequire(import.meta.url)
    const layouts = require.resolve('@payloadcms/next/layouts')
    const source = fs.readFileSync(
      path.join(path.dirname(layouts), '..', 'utilities', 'handleServerFunctions.js'),
      'utf8',
    )
    const table = /const baseServerFunctions = \{([\s\S]*?)\};/.exec(source)?.[1] ?? ''
    const names = [...table.matchAll(/^\s*'?([\w-]+)'?\s*:/gm)].map((m) => m[1])
    expect(names.length).toBeGreaterThan(5)
    expect(new Set(names)).toEqual(adminServerFunctionNames)
  })

  it.each([
    [undefined],
    [null],
    ['x'],
    [[]],
    [{}],
    [{ name: 'nope', args: {} }],
    [{ name: 'render-list', args: 'x' }],
    [{ name: 'render-list', args: [1] }],
    [{ name: 7 }],
  ])('%j is no call an admin page makes: 404', async (call) => {
    expect(isAdminCall(call)).toBe(false)
    expect(await statusOf(runAdminCall(call, editor, ran))).toBe(404)
  })

  it('a call that needs a session, without an editor’s: 401, and Payload is not asked', async () => {
    let asked = false
    const run = async () => {
      asked = true
      return 'ran'
    }
    for (const name of ['render-list', 'render-document', 'slugify', 'get-default-layout', 'table-state']) {
      expect(await statusOf(runAdminCall({ name, args: {} }, nobody, run)), name).toBe(401)
    }
    expect(asked).toBe(false)
  })

  it("the sign-in page's form state is built without a session, as Payload answers it", async () => {
    expect(await runAdminCall({ name: 'form-state', args: {} }, nobody, ran)).toBe('ran')
  })

  it("an editor's call runs, its arguments as sent (none: an empty object)", async () => {
    expect(
      await runAdminCall({ name: 'render-list', args: { collectionSlug: 'products' } }, editor, async (c) => c),
    ).toEqual({
      name: 'render-list',
      args: { collectionSlug: 'products' },
    })
    expect(await runAdminCall({ name: 'slugify' }, editor, async (c) => c.args)).toEqual({})
  })

  it("Payload's own refusals keep their status; the server's errors stay 500s", async () => {
    const throwing = (error: unknown) => async () => {
      throw error
    }
    const call = { name: 'render-document', args: {} }
    expect(await statusOf(runAdminCall(call, editor, throwing(Object.assign(new Error('u'), { status: 401 }))))).toBe(
      401,
    )
    expect(await statusOf(runAdminCall(call, editor, throwing(Object.assign(new Error('f'), { status: 403 }))))).toBe(
      403,
    )
    expect(await statusOf(runAdminCall(call, editor, throwing(Object.assign(new Error('n'), { status: 404 }))))).toBe(
      404,
    )
    expect(await statusOf(runAdminCall(call, editor, throwing(new Error('database down'))))).toBe(500)
  })
})
