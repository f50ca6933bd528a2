import { runGuard } from '@/features/reserved/guard'

export const dynamic = 'force-dynamic'

/** The login guard's steps that verify, refresh or end a session (spec §4; the proxy sends reserved pages here). */
export const GET = (request: Request) => runGuard(request)
