/**
 * Tries, on the database of DATABASE_URL, what the sixteenth check from outside did: deletes every editor's account
 * but one, then the last, all in one transaction that is rolled back whatever happens, so the site's accounts are as
 * before. Run by tests/security/editor-accounts.test.ts:
 *
 *   node scripts/run-payload-script.mjs tests/support/last-editor.ts -- <language: it|en> [<language> …]
 *
 * Prints, for each language asked (the admin's, which the refusal speaks), a line
 * `{ "language": …, "editors": <before>, "left": <before the last delete>, "refusal": <its message or null> }`.
 */
import { createLocalReq, getPayload, initTransaction, killTransaction, type Payload } from 'payload'

import { fail, finish } from '../../scripts/lib/done'
import config from '../../src/payload.config'

async function attempt(payload: Payload, language: 'it' | 'en') {
  const req = await createLocalReq({}, payload)
  req.i18n.language = language
  await initTransaction(req)
  try {
    const { docs } = await payload.find({ collection: 'users', req, limit: 0, depth: 0, pagination: false })
    for (const user of docs.slice(1)) await payload.delete({ collection: 'users', id: user.id, req })
    // Counted before the last delete: Payload rolls its request's transaction back when an operation fails.
    const left = (await payload.count({ collection: 'users', req })).totalDocs
    let refusal: string | null = null
    try {
      await payload.delete({ collection: 'users', id: docs[0]!.id, req })
    } catch (error) {
      refusal = (error as Error).message
    }
    return { language, editors: docs.length, left, refusal }
  } finally {
    await killTransaction(req)
  }
}

async function main() {
  const payload = await getPayload({ config })
  for (const language of process.argv.slice(2)) {
    console.log(JSON.stringify(await attempt(payload, language === 'en' ? 'en' : 'it')))
  }
  return {}
}

main().then(finish, fail)
