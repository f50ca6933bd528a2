import { createHmac } from 'node:crypto'

import { judge, type Rule, type Verdict } from './rules'
import type { RateLimitStore } from './store'

/**
 * The limits in front of every sign-in, code and password-reset endpoint (docs/decisions/016-logins-and-sessions.md).
 * Nothing here locks an account: the owner, from an address that signed in before, is only ever slowed by the
 * failures of their own address.
 */
const MINUTE = 60_000
const HOUR = 60 * MINUTE

export const authRules = {
  /** Sign-ins to one account from one address: 5 at once, then 30 s, 1 min, 2 min… up to 15 min apart. */
  pair: { free: 5, windowMs: HOUR, wait: { baseMs: 30_000, maxMs: 15 * MINUTE } },
  /** Sign-ins to one account from addresses it never signed in from: 20, then 1 s, 2 s… up to 1 min apart. */
  account: { free: 20, windowMs: HOUR, wait: { baseMs: 1_000, maxMs: MINUTE } },
  /** Everything one address sends to these endpoints, but sign-ins of accounts from their known addresses. */
  address: { free: 100, windowMs: 10 * MINUTE },
  /** Everything everyone sends (sign-ins of accounts from their known addresses aside, as for `address`). */
  global: { free: 600, windowMs: MINUTE },
  /**
   * Reset mails asked for one account from addresses it never signed in from: past these the request is answered as
   * if sent, and no mail goes (`withholdMail`). Its inbox already holds the last link sent, which stays valid.
   */
  mail: { free: 5, windowMs: HOUR },
  /** Reset mails asked for one account from an address it signed in from: its own count, which strangers cannot use up. */
  mailPair: { free: 5, windowMs: HOUR },
  /** How long an address stays known to an account after a successful sign-in from it. */
  known: { free: Number.MAX_SAFE_INTEGER, windowMs: 30 * 24 * HOUR },
} satisfies Record<string, Rule>

export type AuthAction = 'login' | 'forgot-password' | 'other'

export type AuthAttempt = {
  action: AuthAction
  /** The auth collection (users, customers). */
  collection: string
  /** The e-mail the request names, lower-cased; empty when it names none. */
  account: string
  address: string
}

export type AuthLimiter = ReturnType<typeof createAuthLimiter>

/**
 * A verdict of the sign-in limits. `withholdMail`: a reset request allowed, to be answered as if its mail went out,
 * but whose mail is not sent (the account has had its reset mails for the hour).
 */
export type AuthVerdict = Verdict | { allowed: true; withholdMail: true }

/**
 * `secret` keys the digests that name accounts and addresses in the store: the table holds no e-mail address.
 * `now` is for tests.
 */
export function createAuthLimiter(store: RateLimitStore, secret: string, now: () => number = Date.now) {
  const digest = (...parts: string[]) =>
    createHmac('sha256', secret).update(parts.join('\n')).digest('base64url').slice(0, 32)
  const keys = (a: AuthAttempt) => ({
    pair: `pair:${digest(a.collection, a.account, a.address)}`,
    account: `account:${digest(a.collection, a.account)}`,
    address: `address:${digest(a.address)}`,
    mail: `mail:${digest(a.collection, a.account)}`,
    mailPair: `mail-pair:${digest(a.collection, a.account, a.address)}`,
    known: `known:${digest(a.collection, a.account, a.address)}`,
    global: 'global',
  })
  let lastPrune = 0

  async function count(key: string, rule: Rule, at: number): Promise<Verdict> {
    const hit = await store.hit(key, rule.windowMs, Boolean(rule.wait), at)
    return judge(rule, hit, at)
  }

  return {
    rules: authRules,

    /** Counts one request and says whether it may go on; `retryAfterMs` is the longest wait any rule asks. */
    async check(attempt: AuthAttempt): Promise<AuthVerdict> {
      const at = now()
      if (at - lastPrune > 10 * MINUTE) {
        lastPrune = at
        void store.prune(at).catch(() => {})
      }
      const k = keys(attempt)
      const hasAccount = attempt.account !== ''
      // A sign-in from an address the account signed in from before answers only to its own failures.
      const known =
        (attempt.action === 'login' || attempt.action === 'forgot-password') &&
        hasAccount &&
        (await store.peek(k.known, at)) > 0
      // An address over its own limit is refused before anything else counts it: its requests filled the limits every
      // address shares (the global one, an account's from new addresses) and so kept refusing everyone else, the
      // right password included, for as long as it sent ten a second (the seventh check from outside).
      if (!known) {
        const own = await count(k.address, authRules.address, at)
        if (!own.allowed) return own
      }
      const checks: Promise<Verdict>[] = []
      if (!known) checks.push(count(k.global, authRules.global, at))
      if (attempt.action === 'login' && hasAccount) {
        checks.push(count(k.pair, authRules.pair, at))
        if (!known) checks.push(count(k.account, authRules.account, at))
      }
      // The owner asking from an address they signed in from counts against their own quota, which nobody else
      // reaches; anyone else against the account's, whose refusal sends no mail but says nothing of it: a stranger's
      // five requests an hour kept the owner from ever being sent a link (the eighth check from outside).
      const mail =
        attempt.action === 'forgot-password' && hasAccount
          ? count(known ? k.mailPair : k.mail, known ? authRules.mailPair : authRules.mail, at)
          : null
      const [verdicts, mailVerdict] = await Promise.all([Promise.all(checks), mail])
      const refused = verdicts.filter((v) => !v.allowed)
      if (known && mailVerdict && !mailVerdict.allowed) refused.push(mailVerdict)
      if (refused.length > 0) {
        // The longest wait asked, and whether the rule asking it lengthens it with each request before then.
        const longest = refused.reduce((a, b) =>
          (b.allowed ? 0 : b.retryAfterMs) > (a.allowed ? 0 : a.retryAfterMs) ? b : a,
        )
        return longest.allowed ? { allowed: true } : { ...longest }
      }
      if (mailVerdict && !mailVerdict.allowed) return { allowed: true, withholdMail: true }
      return { allowed: true }
    },

    /** After a successful sign-in: the address is known to the account, and its failures are forgiven. */
    async succeeded(attempt: AuthAttempt): Promise<void> {
      if (!attempt.account) return
      const k = keys(attempt)
      const at = now()
      await Promise.all([store.clear(k.pair), store.hit(k.known, authRules.known.windowMs, true, at)])
    },
  }
}
