import 'server-only'

import { expireTags } from '@/cms/hooks/revalidate'
import { env } from '@/lib/env'
import { isRevalidateSecret, REVALIDATE_SECRET_HEADER, revalidateBodySchema } from '@/lib/revalidate-request'

// Expires the cache tags a script collected while it changed the CMS outside this server (the catalogue
// import): POST { tags } with the x-revalidate-secret header (src/lib/revalidate-request.ts).
export const dynamic = 'force-dynamic'

const MAX_BODY = 64 * 1024

export async function POST(request: Request) {
  if (!isRevalidateSecret(request.headers.get(REVALIDATE_SECRET_HEADER), env.REVALIDATE_SECRET)) {
    return Response.json({ error: 'unauthorized' }, { status: 401 })
  }
  const text = await request.text()
  let body: unknown
  try {
    body = text.length <= MAX_BODY ? JSON.parse(text) : undefined
  } catch {
    body = undefined
  }
  const parsed = revalidateBodySchema.safeParse(body)
  if (!parsed.success) {
    return Response.json(
      { error: 'expected { "tags": [...] }: 1 to 200 cache tags such as "collection:products"' },
      { status: 400 },
    )
  }
  const tags = [...new Set(parsed.data.tags)]
  await expireTags(tags)
  return Response.json({ revalidated: tags.length })
}
