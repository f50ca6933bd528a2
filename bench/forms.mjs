#!/usr/bin/env node
/**
 * The forms' submission path (issue 12; docs/decisions/017-forms-and-outbox.md), against a production build and a
 * snapshot of the seeded database BENCH_DB (default .cache/bench/p3500), on a site of its own:
 *
 * - stored submissions per second with delivery down (no SMTP server, no webhook): 500 contact requests sent by 50
 *   clients at once, three runs, the median;
 * - the delay from submit to mail received with delivery up: 60 requests one after the other, from the moment the
 *   form is posted to the moment the SMTP server has the office's mail, median and p99.
 *
 * Uses the build of the pages benchmark (.next-bench; `npm run bench -- --only pages` makes it), or FORMS_BENCH_DIST.
 *   node bench/forms.mjs
 */
import fs from 'node:fs'
import path from 'node:path'

import { afterFillTime, openForm, sendForm } from '../tests/support/form-post.mjs'
import {
  contactRequest,
  countRows,
  freePort,
  smtpReceiver,
  startSiteOnSnapshot,
  webhookReceiver,
} from '../tests/support/outbox-harness.mjs'

const dist = process.env.FORMS_BENCH_DIST || '.next-bench'
const dbDir = path.resolve(process.env.BENCH_DB || '.cache/bench/p3500')
if (!fs.existsSync(path.join(dist, 'BUILD_ID'))) {
  console.error(`✗ no build in ${dist}: run \`npm run bench -- --only pages\` first (or set FORMS_BENCH_DIST)`)
  process.exit(1)
}
if (!fs.existsSync(path.join(dbDir, 'site.db'))) {
  console.error(`✗ no seeded database in ${dbDir} (BENCH_DB)`)
  process.exit(1)
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)]
const percentile = (xs, p) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil((p / 100) * xs.length) - 1)]
const values = (i, run) => contactRequest(i, `bench-${run}-${i}@bench.test`)
let address = 0
const client = () => ({ 'X-Forwarded-For': `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address++ & 255}` })

const [smtpPort, hookPort] = [await freePort(), await freePort()]
const secret = 'bench-webhook-secret-0123456789abcdef'
const smtp = smtpReceiver(smtpPort)
const hook = webhookReceiver(hookPort, secret)
const site = await startSiteOnSnapshot({
  source: `file:${path.join(dbDir, 'site.db')}`,
  distDir: dist,
  env: {
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    FLOW_WEBHOOK_URL: `http://127.0.0.1:${hookPort}/hook`,
    FLOW_WEBHOOK_SECRET: secret,
    OUTBOX_POLL_MS: '1000',
  },
})
try {
  const form = await openForm(site.base, '/contatti/?richiesta=diventare-cliente')
  await afterFillTime(form)

  console.log('▸ Stored submissions per second, delivery down (500 requests, 50 clients)')
  const rates = []
  for (let run = 1; run <= 3; run++) {
    let next = 0
    const started = performance.now()
    const statuses = []
    await Promise.all(
      Array.from({ length: 50 }, async () => {
        while (next < 500) statuses.push((await sendForm(form, values(next++, run), client())).status)
      }),
    )
    const seconds = (performance.now() - started) / 1000
    const stored = await countRows(
      site.database.url,
      `SELECT count(*) FROM contact_requests WHERE email LIKE 'bench-${run}-%'`,
    )
    if (stored !== 500 || statuses.some((s) => s !== 303)) throw new Error(`run ${run}: ${stored} stored`)
    rates.push(500 / seconds)
    console.log(`  run ${run}: ${(500 / seconds).toFixed(1)} submissions/s (${seconds.toFixed(2)} s)`)
  }
  console.log(`  median: ${median(rates).toFixed(1)} stored submissions/s`)

  // Delivery up: the backlog of the runs above drains first, then each request is timed alone.
  await smtp.start()
  await hook.start()
  const backlog = () =>
    countRows(
      site.database.url,
      `SELECT count(*) FROM contact_requests WHERE email LIKE 'bench-%' AND delivery_status <> 'delivered'`,
    )
  const drainStart = performance.now()
  while ((await backlog()) > 0) await new Promise((r) => setTimeout(r, 500))
  console.log(
    `\n▸ Backlog of 1,500 delivered in ${((performance.now() - drainStart) / 1000).toFixed(1)} s once delivery came back`,
  )

  console.log('▸ Submit to mail received, delivery up (60 requests one after the other)')
  const delays = []
  for (let i = 0; i < 60; i++) {
    const email = `bench-delay-${i}@bench.test`
    const started = performance.now()
    const res = await sendForm(form, { ...values(i, 'delay'), email }, client())
    if (res.status !== 303) throw new Error(`delay ${i}: ${res.status}`)
    while (!smtp.received.some((m) => m.replyTo === email)) await new Promise((r) => setTimeout(r, 2))
    delays.push(performance.now() - started)
  }
  console.log(`  median ${median(delays).toFixed(0)} ms, p99 ${percentile(delays, 99).toFixed(0)} ms`)
} finally {
  await site.stop()
  await smtp.stop()
  await hook.stop()
}
