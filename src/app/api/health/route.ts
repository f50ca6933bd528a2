import { getHealth } from '@/features/site/health'

// Liveness and readiness: answers 200 once the database can be read, 503 otherwise.
export const dynamic = 'force-dynamic'

export async function GET() {
  const health = await getHealth()
  return Response.json(health, { status: health.ok ? 200 : 503 })
}
