import type { Hit } from './store'

/**
 * A rule counts the requests of one key (an address, an account, an address with an account, everyone) and says
 * whether the one being counted may go on.
 *
 * - A quota (`wait` absent) lets `free` requests through per fixed window, then refuses until the window ends.
 * - A backoff (`wait` set) lets `free` requests through, then only one after each wait, the wait doubling with
 *   every further request (`baseMs`, 2·`baseMs`, … up to `maxMs`). Its window slides: the counter is forgotten
 *   after `windowMs` without a request. A refused request counts too, so hammering only lengthens the wait.
 *
 * Requests are counted before they run, so that a burst sent at once cannot slip through before its failures are
 * counted; a successful sign-in clears its own counter (see auth-limits.ts).
 */
export type Rule = {
  free: number
  windowMs: number
  wait?: { baseMs: number; maxMs: number }
}

/** A refusal says how long to wait, and `grows` when it is a backoff's, whose wait each request before then doubles. */
export type Verdict = { allowed: true } | { allowed: false; retryAfterMs: number; grows?: boolean }

/** The wait before the n-th request beyond the free ones (n ≥ 1). */
export function backoffWait(rule: Rule, beyond: number): number {
  if (!rule.wait || beyond < 1) return 0
  return Math.min(rule.wait.maxMs, rule.wait.baseMs * 2 ** Math.min(beyond - 1, 30))
}

export function judge(rule: Rule, hit: Hit, now: number): Verdict {
  if (hit.count <= rule.free) return { allowed: true }
  if (!rule.wait) return { allowed: false, retryAfterMs: Math.max(0, hit.resetAt - now) }
  const beyond = hit.count - rule.free
  if (hit.prevAt !== null && now - hit.prevAt >= backoffWait(rule, beyond)) return { allowed: true }
  // This request counted: the next one waits for the following step.
  return { allowed: false, retryAfterMs: backoffWait(rule, beyond + 1), grows: true }
}
