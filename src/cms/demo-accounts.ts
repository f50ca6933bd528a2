import type { Payload } from 'payload'

import {
  DEMO_CUSTOMER_EMAIL,
  DEMO_CUSTOMER_PASSWORD,
  DEMO_EDITOR_EMAIL,
  DEMO_EDITOR_PASSWORD,
} from '@/lib/demo-credentials'
import { publicAddresses } from '@/lib/local-address'

import { matchesStoredPassword } from './auth/password-hash'

/**
 * Finding 3 of issue 16 (decision 014): the demo's passwords are published in the README, so the server refuses to
 * serve a non-local address while a demo account still has one. The demo accounts (the demo e-mails, and the
 * configured demo editor) are checked against both passwords with their stored salt, the way Payload checks a
 * sign-in (PBKDF2-SHA256, 600,000 rounds: about 0.3 s each, hence not every account; the password policy keeps
 * the published passwords off every other account).
 */

/** E-mail addresses of the accounts (editors and customers) whose password is a published demo password. */
export async function accountsWithDemoPasswords(payload: Payload, demoEditorEmail: string): Promise<string[]> {
  const emails = [...new Set([DEMO_EDITOR_EMAIL, DEMO_CUSTOMER_EMAIL, demoEditorEmail])]
  const found: string[] = []
  for (const collection of ['users', 'customers'] as const) {
    const result = await payload.find({
      collection,
      where: { email: { in: emails } },
      overrideAccess: true,
      showHiddenFields: true,
      depth: 0,
      limit: emails.length,
      pagination: false,
    })
    for (const account of result.docs as unknown as { email: string; salt?: unknown; hash?: unknown }[]) {
      if (typeof account.salt !== 'string' || typeof account.hash !== 'string') continue
      for (const password of [DEMO_EDITOR_PASSWORD, DEMO_CUSTOMER_PASSWORD]) {
        if (await matchesStoredPassword(password, account.salt, account.hash)) {
          found.push(`${account.email} (${collection === 'users' ? 'editor' : 'trade customer'})`)
          break
        }
      }
    }
  }
  return found
}

/**
 * Null when the site may serve; else why not, and what to set. `listenHost` undefined means every address.
 */
export async function demoPasswordRefusal(
  payload: Payload,
  where: { siteUrl: string; listenHost: string | undefined; demoEditorEmail: string },
): Promise<string | null> {
  const exposed = publicAddresses(where)
  if (!exposed.length) return null
  const accounts = await accountsWithDemoPasswords(payload, where.demoEditorEmail)
  if (!accounts.length) return null
  return [
    `Refusing to serve ${exposed.join(' and ')}: these accounts still have a demo password published in the README:`,
    ...accounts.map((account) => `  - ${account}`),
    'Either serve the demo on this machine only (HOST=127.0.0.1 and SITE_URL=http://localhost:3000, the defaults),',
    'or give each account a password of your own (at least 12 characters) in the admin, on a local address, first.',
    'For a new deployment: set DEMO_EDITOR_PASSWORD to a password of your own and DEMO_CONTENT=false (no demo',
    'content, no demo customer) before the first start.',
  ].join('\n')
}
