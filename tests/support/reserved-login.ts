/**
 * What the reserved area's integration test needs done on the site's database and with its secret, which no HTTP
 * endpoint offers (on purpose): issue a one-time code as the built-in login does, possibly issued some minutes ago
 * (an expired code); seal a login cookie with a chosen state (a cookie from the past, "a fake clock"); make, switch
 * on or off, and remove a customer account; prune the expired codes now, and tell whether a code is still recorded.
 * Run as
 *
 *   PAYLOAD_SCRIPT_STDIN=inherit node scripts/run-payload-script.mjs tests/support/reserved-login.ts
 *
 * it reads one JSON list of operations per line of its standard input and answers each with a line
 * `{ "results": [...] }`, one result per operation, until its input ends: a test file starts Payload once, not at
 * every step (tests/support/reserved-client.ts).
 */
import readline from 'node:readline'

import { getPayload, type Payload } from 'payload'

import { fail, finish } from '../../scripts/lib/done'
import { codeDigest } from '../../src/features/reserved/code-shape'
import { pruneLoginCodes } from '../../src/features/reserved/codes'
import { retryWhenBusy } from '../../src/lib/busy'
import { type LoginState, sealLogin } from '../../src/lib/login-cookie'
import config from '../../src/payload.config'

export type Operation =
  | { op: 'code'; email: string; ageMinutes?: number }
  | { op: 'seal'; state: LoginState; at?: number }
  | { op: 'customer'; email: string; password: string }
  | { op: 'active'; email: string; active: boolean }
  | { op: 'remove'; email: string }
  | { op: 'prune' }
  | { op: 'known'; code: string }

async function main() {
  const payload = await getPayload({ config })
  let served = 0
  for await (const line of readline.createInterface({ input: process.stdin })) {
    if (!line.trim()) continue
    console.log(JSON.stringify({ results: await run(payload, JSON.parse(line) as Operation[]) }))
    served += 1
  }
  finish({ served })
}

async function run(payload: Payload, operations: Operation[]) {
  const customerId = async (email: string) => {
    const { docs } = await payload.find({ collection: 'customers', where: { email: { equals: email } }, limit: 1 })
    if (!docs[0]) throw new Error(`no customer ${email}`)
    return docs[0].id
  }
  // A write here that meets the site's (SQLite's one writer) fails at once on the client's later connections
  // (decision 057): tried again, as the site's own writes are. Each operation is one write, safe to repeat.
  const perform = async (operation: Operation): Promise<unknown> => {
    switch (operation.op) {
      case 'code': {
        const code = `test-${crypto.randomUUID()}`
        const issuedAt = new Date(Date.now() - (operation.ageMinutes ?? 0) * 60_000).toISOString()
        await payload.create({
          collection: 'login-codes',
          data: { digest: codeDigest(code), customer: await customerId(operation.email), issuedAt },
          overrideAccess: true,
        })
        return code
      }
      case 'seal':
        return await sealLogin(operation.state, operation.at ?? Date.now())
      case 'customer': {
        const existing = await payload.find({
          collection: 'customers',
          where: { email: { equals: operation.email } },
          limit: 1,
        })
        if (!existing.docs[0]) {
          await payload.create({
            collection: 'customers',
            data: {
              email: operation.email,
              password: operation.password,
              name: 'Test Buyer',
              company: 'Test Bar S.r.l.',
              vatNumber: 'IT01234560231',
            },
            overrideAccess: true,
          })
        }
        return await customerId(operation.email)
      }
      case 'prune':
        await pruneLoginCodes(payload)
        return true
      case 'known': {
        const { totalDocs } = await payload.count({
          collection: 'login-codes',
          where: { digest: { equals: codeDigest(operation.code) } },
          overrideAccess: true,
        })
        return totalDocs > 0
      }
      case 'remove':
        await payload.delete({ collection: 'customers', where: { email: { equals: operation.email } } })
        return true
      case 'active':
        await payload.update({
          collection: 'customers',
          id: await customerId(operation.email),
          data: { active: operation.active },
          overrideAccess: true,
        })
        return operation.active
    }
  }
  const results: unknown[] = []
  for (const operation of operations) results.push(await retryWhenBusy(() => perform(operation)))
  return results
}

main().catch(fail)
