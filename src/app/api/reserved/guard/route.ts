import { runGuard } from '@/features/reserved/guard'

export const dynamic = 'force-dynamic'

/** The login guard's steps that verify, refresh or end a session (spec §4; the proxy sends reserved pages here). */
export const GET = (request: Request) => runGuard(request)

/**
 * Not for HEAD, which Next would answer with GET: every step here changes something (a code used up, a session
 * stored, refreshed or ended), and a HEAD must not (the seventeenth check from outside: a link checker's HEAD of the
 * address the login leads to used the customer's code up and took the session, and the customer's own GET failed).
 */
export const HEAD = () =>
  new Response(null, { status: 405, headers: { Allow: 'GET', 'Cache-Control': 'private, no-store' } })
