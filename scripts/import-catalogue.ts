/**
 * Loads or updates producers and products from a feed of the distributor's management system, idempotent by
 * `code` (src/features/catalogue/import/):
 *
 *   npm run import -- path/to/feed.csv|json [--dry-run]
 *
 * Prints a table of created, updated, unchanged and rejected rows, each rejected row with its reason, then
 * the same report as one JSON line. Exits 0 even with rejected rows; 1 when the file cannot be read or
 * parsed at all. Afterwards the running site (SITE_URL) is asked to expire the cache tags the CMS hooks
 * collected, so its pages show the change at once; a site that is not running is only noted.
 */
import fs from 'node:fs'
import { parseArgs } from 'node:util'

import { getPayload } from 'payload'

import { pendingTags } from '../src/cms/hooks/revalidate'
import { applyFeed } from '../src/features/catalogue/import/apply'
import { FeedError, feedFormat, parseFeed } from '../src/features/catalogue/import/feed'
import { formatReport, formatRevalidation } from '../src/features/catalogue/import/report'
import { env } from '../src/lib/env'
import { revalidateSite, type SiteRevalidation } from '../src/lib/revalidate-site'
import config from '../src/payload.config'
import { fail, finish } from './lib/done'

const usage = 'usage: npm run import -- path/to/feed.csv|json [--dry-run]'

function readFeed(file: string) {
  let text: string
  try {
    text = fs.readFileSync(file, 'utf8')
  } catch (error) {
    fail(`import: cannot read ${file}: ${(error as Error).message}`)
  }
  try {
    return parseFeed(text, feedFormat(file, text))
  } catch (error) {
    if (error instanceof FeedError) fail(`import: cannot parse ${file}: ${error.message}`)
    throw error
  }
}

async function main() {
  let args
  try {
    args = parseArgs({
      options: { 'dry-run': { type: 'boolean', default: false } },
      allowPositionals: true,
      strict: true,
    })
  } catch (error) {
    fail(`import: ${(error as Error).message}\n${usage}`)
  }
  if (args.positionals.length !== 1) fail(usage)
  const [file] = args.positionals
  const dryRun = args.values['dry-run'] ?? false
  const started = Date.now()

  const feed = readFeed(file)
  const payload = await getPayload({ config })
  const report = await applyFeed(payload, feed, { dryRun, log: (message) => console.log(`  ${message}`) })
  console.log(`\n${formatReport(report, { file, dryRun })}\n`)

  let revalidation: SiteRevalidation = { status: 'nothing-to-do' }
  if (!dryRun) {
    revalidation = await revalidateSite(pendingTags, { siteUrl: env.SITE_URL, secret: env.REVALIDATE_SECRET })
    console.log(formatRevalidation(revalidation))
  }

  finish({ file, dryRun, ...report, revalidation, seconds: (Date.now() - started) / 1000 })
}

main().catch(fail)
