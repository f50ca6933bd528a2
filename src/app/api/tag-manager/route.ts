import { tagManagerConfig } from '@/features/site/consent/tag-manager'

export const dynamic = 'force-dynamic'

/** The Tag Manager container id, asked for by the pages only after marketing consent. */
export const GET = (request: Request) => tagManagerConfig(request)
