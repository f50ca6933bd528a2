import { NextResponse } from 'next/server'

import { readFilterValuesRequest } from '@/features/catalogue/filter-values-request'
import { listFilterValues } from '@/features/catalogue/queries/listing'
import { filterValuesRefused } from '@/features/catalogue/search-limit'

export const dynamic = 'force-dynamic'

/**
 * One filter list's values with their counts for a listing state (src/features/catalogue/filter-values-request.ts):
 * what a listing page shows, no more. Each client address has 120 a minute (search-limit.ts); a bad list or language
 * is a 400, a failure is logged and answered with a 500 the panel shows as "could not be loaded".
 */
export async function GET(request: Request) {
  const refused = await filterValuesRefused(request)
  if (refused) return refused
  const asked = readFilterValuesRequest(new URL(request.url).searchParams)
  if ('error' in asked) return NextResponse.json({ error: asked.error }, { status: 400 })
  try {
    const entries = await listFilterValues(asked.list, asked.state, asked.locale)
    return NextResponse.json(
      {
        entries: (entries ?? []).map(({ code, label, count, selected, slug }) => ({
          code,
          label,
          count,
          selected,
          slug,
        })),
      },
      { headers: { 'Cache-Control': 'no-store' } },
    )
  } catch (error) {
    console.error('filter values failed', error)
    return NextResponse.json({ error: 'Filter values failed' }, { status: 500 })
  }
}
