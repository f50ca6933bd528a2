/**
 * Before the security suite: when an earlier run of it (its last file floods the sign-in endpoints) left the limit of
 * everyone together exhausted on this site, wait out that limit's one-minute window, so that no test meets it. A fresh
 * site (`npm test` starts one) answers at once.
 */
export default async function waitOutTheSignInLimit() {
  const base = process.env.TEST_BASE_URL ?? 'http://localhost:3000'
  const deadline = Date.now() + 75_000
  for (let probe = 1; Date.now() < deadline; probe += 1) {
    const res = await fetch(`${base}/api/customers/verify/not-a-token/`, {
      method: 'POST',
      // An address of the documentation range, a new one each time: only the limit of everyone together can refuse it.
      headers: { 'X-Forwarded-For': `198.51.100.${probe % 250}` },
    })
    if (res.status !== 429) return
    await new Promise((resolve) => setTimeout(resolve, 2_000))
  }
  throw new Error('the sign-in limit of everyone together was still exhausted after 75 s')
}
