import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

// Tests only (decision 020): a page whose rendering fails, so that the tests can read the 500 page a visitor
// gets (scripts/serve.mjs). Reached at `/error-probe/` and `/en/error-probe/` only when the server runs with
// ERROR_PROBE=1 (src/proxy.ts; the test run sets it); not in the route table, the sitemap or any link.

export const dynamic = 'force-dynamic'

export const metadata: Metadata = { robots: { index: false, follow: false } }

export default function ErrorProbe() {
  if (process.env.ERROR_PROBE !== '1') notFound()
  throw new Error('error probe: a page that fails on purpose (ERROR_PROBE=1)')
}
