import 'server-only'

import { getPayloadClient } from '@/lib/payload'

export async function getHealth(): Promise<{ ok: boolean; products?: number; error?: string }> {
  try {
    const payload = await getPayloadClient()
    const { totalDocs } = await payload.count({ collection: 'products' })
    return { ok: true, products: totalDocs }
  } catch (error) {
    console.error('health check failed', error)
    return { ok: false, error: 'database unavailable' }
  }
}
