import { getReadiness } from '@/features/site/health'

// The first health check, kept for the scripts and tests that wait on it: the readiness check under its old address
// (./ready/, decision 035).
export const dynamic = 'force-dynamic'

export async function GET() {
  const readiness = await getReadiness()
  return Response.json(readiness, { status: readiness.ok ? 200 : 503, headers: { 'Cache-Control': 'no-store' } })
}
