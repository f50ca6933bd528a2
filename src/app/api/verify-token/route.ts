import { verifyTokenEndpoint } from '@/features/reserved/endpoints'

export const dynamic = 'force-dynamic'

/** Spec §7.7: token verification, forwarded to CHECK_CODES_URL or the built-in login. */
export const POST = (request: Request) => verifyTokenEndpoint(request)
