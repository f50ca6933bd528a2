import 'server-only'

import { warmCatalogueIndex } from '@/features/catalogue'
import { getPayloadClient } from '@/lib/payload'

/** Ready when the database answers and the catalogue index is built (the listings' addresses need it). */
export async function getHealth(): Promise<{ ok: boolean; products?: number; error?: string }> {
  try {
    const payload = await getPayloadClient()
    const { totalDocs } = await payload.count({ collection: 'products' })
    await warmCatalogueIndex()
    return { ok: true, products: totalDocs }
  } catch (error) {
    console.error('health check failed', error)
    return { ok: false, error: 'database unavailable' }
  }
}
