import { codeCheckFromNewAddress } from '../support/accounts'

/**
 * Before the security suite: when an earlier run of it (its last file floods the sign-in endpoints) left the limit of
 * everyone together exhausted on this site, wait out that limit's one-minute window, so that no test meets it. A fresh
 * site (`npm test` starts one) answers at once.
 */
export default async function waitOutTheSignInLimit() {
  const deadline = Date.now() + 75_000
  while (Date.now() < deadline) {
    const probe = await codeCheckFromNewAddress()
    if (probe.status !== 429) return
    await new Promise((resolve) => setTimeout(resolve, 2_000))
  }
  throw new Error('the sign-in limit of everyone together was still exhausted after 75 s')
}
