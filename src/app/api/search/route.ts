import { NextResponse } from 'next/server'

import { searchProducts } from '@/features/catalogue/queries/listing'
import { searchRefused } from '@/features/catalogue/search-limit'
import { isLocale } from '@/i18n/locales'

export const dynamic = 'force-dynamic'

/**
 * The search box's backend: `?q=` in the language `?locale=`, products (only those with a spirit type) and
 * producers, at most 50 of each. A failure is logged and answered with a 500 the box shows as "no results". Each
 * client address has 240 searches a minute (search-limit.ts).
 */
export async function GET(request: Request) {
  const refused = await searchRefused(request)
  if (refused) return refused
  const params = new URL(request.url).searchParams
  const locale = params.get('locale') ?? ''
  const query = params.get('q') ?? ''
  if (!isLocale(locale)) return NextResponse.json({ error: 'Unknown locale' }, { status: 400 })
  try {
    const results = await searchProducts(query, locale)
    return NextResponse.json(results, { headers: { 'Cache-Control': 'no-store' } })
  } catch (error) {
    console.error('search failed', error)
    return NextResponse.json({ error: 'Search failed' }, { status: 500 })
  }
}
