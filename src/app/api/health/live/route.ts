// Liveness: the process answers HTTP. Reads nothing, so a database outage never gets a healthy process restarted
// (decision 035).
export const dynamic = 'force-dynamic'

export function GET() {
  return Response.json({ ok: true }, { headers: { 'Cache-Control': 'no-store' } })
}
