import { getReadiness } from '@/features/site/health'

// Readiness, for a load balancer or an orchestrator: 200 when the database, the cache store and the catalogue index
// work, 503 otherwise, each check with its time (decision 035). Public: it says nothing secret.
export const dynamic = 'force-dynamic'

export async function GET() {
  const readiness = await getReadiness()
  return Response.json(readiness, { status: readiness.ok ? 200 : 503, headers: { 'Cache-Control': 'no-store' } })
}
