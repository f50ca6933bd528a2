import { logoutEndpoint } from '@/features/reserved/endpoints'

export const dynamic = 'force-dynamic'

/** Spec §7.8 (JSON `{url, code}`) and the reserved area's logout button (a form). */
export const POST = (request: Request) => logoutEndpoint(request)
