import type { Payload } from 'payload'

import type { Rule } from '@/lib/rate-limit/rules'

/**
 * The visitor's copies to one mail address, of contact requests and job applications together: five a day. The address
 * is typed, not verified, and each client address may send ten forms in ten minutes: without this, a few clients
 * could make the company's mail server send one inbox hundreds of copies a day (the seventh check from outside). Past
 * it the request is still stored and mailed to the office; only the copy is left out, and logged.
 */
export const copyRule: Rule = { free: 5, windowMs: 24 * 60 * 60_000 }

/**
 * The mailbox an address reaches, as far as any provider agrees: its case, and a `+tag` after the name, which most
 * providers deliver to the name's own mailbox (`Visitor+1@example.com` is `visitor@example.com`: the fifteenth check
 * from outside). Dots are left: only some providers ignore them.
 */
export function mailboxOf(email: string): string {
  const address = email.trim().toLowerCase()
  const at = address.lastIndexOf('@')
  if (at < 0) return address
  const name = address.slice(0, at)
  const plus = name.indexOf('+')
  return plus > 0 ? `${name.slice(0, plus)}${address.slice(at)}` : address
}

/** Counts one copy to `email`; false (and a log line) when that mailbox has had its copies for the day. */
export async function copyAllowed(payload: Payload, email: string, what: string): Promise<boolean> {
  // Loaded here: the limiter reaches the Payload config, which the schema this module belongs to is part of.
  const { hitAddressLimit } = await import('../auth/limiter')
  const verdict = await hitAddressLimit('mail-copy', copyRule, mailboxOf(email), payload)
  if (!verdict || verdict.allowed) return true
  console.warn(`outbox: ${what}: no copy to the visitor, the address has had ${copyRule.free} today`)
  return false
}
