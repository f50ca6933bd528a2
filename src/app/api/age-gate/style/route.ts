import { gateStyle } from '@/features/site/age-gate/endpoint'

export const dynamic = 'force-dynamic'

/** The age gate's rules for this visitor, render-blocking in every page's head. */
export const GET = (request: Request) => gateStyle(request.headers.get('cookie'))
