/**
 * Runs once when the Next server starts. Keeps Next's internal routing headers from visitors
 * (src/lib/internal-headers.ts). Starts Payload's job crons (scheduled publications, decision 011) here,
 * outside any request. Left to Payload, they start on the first admin or API request, not at all on a server
 * that only serves the public site, and inside that request's async context, where `revalidateTag` later
 * records the tags on a request that has long ended and clears nothing (tried: the article was published, its
 * pages stayed stale). And, before anything is served, refuses a non-local address while a demo account keeps its
 * published password, and a build made against another database.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return
  const { hideInternalHeaders } = await import('@/lib/internal-headers')
  hideInternalHeaders()
  // The sign-in limits count by client address, which only the socket tells (src/lib/client-address.ts).
  ;(await import('@/lib/client-address')).recordPeerAddresses()
  // Several nodes (REDIS_URL): a catalogue change saved through another node makes this one's proxy forget its listing
  // codes too, as the saving node does, until its catalogue index is rebuilt (decision 037).
  const [{ onExpiredTags }, { forgetListingCodes, forgetListingCodesAfter }, { env: settings }] = await Promise.all([
    import('@/lib/tag-broadcast'),
    import('@/i18n/listing-canonical'),
    import('@/lib/env'),
  ])
  onExpiredTags((tags) => (tags ? forgetListingCodesAfter(tags) : forgetListingCodes()), settings.REDIS_URL)
  const [
    { getPayload },
    { default: config },
    { env },
    { markCronInstance },
    { demoPasswordRefusal },
    { listenHostOf },
  ] = await Promise.all([
    import('payload'),
    import('@payload-config'),
    import('@/lib/env'),
    import('@/cms/jobs/cron-instance'),
    import('@/cms/demo-accounts'),
    import('@/lib/local-address'),
  ])
  const cron = env.JOBS_AUTORUN_CRON !== 'off'
  let payload
  try {
    // Its own instance (`key`), not the one the site's requests share: this bundle has its own copy of Payload's
    // classes, and a request served by an instance made here would fail Payload's `instanceof APIError` checks,
    // turning every public error message (a 409 "still has products") into "An unknown error occurred".
    // It is also the only instance whose crons run jobs (`jobs.shouldAutoRun`).
    payload = await getPayload({ config, cron, key: 'jobs' })
  } catch (error) {
    // The site still serves (and /api/health reports the database); the jobs wait for the next start.
    console.error('scheduled jobs not started: Payload could not start', error)
    return
  }
  // No published demo password on an address others can reach (issue 16, decision 014): the server stops here.
  const refusal = await demoPasswordRefusal(payload, {
    siteUrl: env.SITE_URL,
    listenHost: listenHostOf(process.argv, process.env.HOST),
    demoEditorEmail: env.DEMO_EDITOR_EMAIL,
  })
  if (refusal) {
    console.error(`\n✗ ${refusal}\n`)
    process.exit(1)
  }
  // A build made against one database never serves another (issue 17, item 3): `npm start` builds again, but a node
  // started with `npm run serve` on a build copied from elsewhere served its pages, another database's content.
  const { buildOfAnotherDatabase, databaseDigest, databaseIdentity } = await import('@/cms/database-identity')
  // A database with no migration recorded (`next dev`'s push) has no identity, and no build recorded it.
  const identity = await databaseIdentity(payload).catch(() => null)
  const otherDatabase =
    identity && buildOfAnotherDatabase(process.env.NEXT_DIST_DIR || '.next', databaseDigest(env.DATABASE_URL, identity))
  if (otherDatabase) {
    console.error(`\n✗ ${otherDatabase}\n`)
    process.exit(1)
  }
  if (cron) {
    markCronInstance(payload)
    // The forms' outbox: delivers stored submissions and retries the failed ones (decision 017).
    ;(await import('@/cms/outbox/runner')).startOutbox(payload, { pollMs: env.OUTBOX_POLL_MS })
  }
}
