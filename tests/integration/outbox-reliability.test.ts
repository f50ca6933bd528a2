/**
 * Issue 12, "Reliability": with the SMTP server and the webhook down, 1,000 submissions sent at once are all
 * stored; once both are back each is delivered exactly once, counted at the receiving end; and killing the app in
 * the middle of delivery loses nothing, with no duplicate beyond what the idempotency keys absorb.
 *
 * Runs a site of its own (tests/support/outbox-harness.mjs) on a snapshot of the test database and the build the
 * test run made, with short retry waits, so that it can switch delivery off and on and kill the process.
 */
import fs from 'node:fs'
import path from 'node:path'

import { afterAll, describe, expect, it } from 'vitest'

import { afterFillTime, formAlert, openForm, sendForm } from '../support/forms'
import {
  contactRequest,
  countRows,
  freePort,
  smtpReceiver,
  snapshotDatabase,
  startSite,
  webhookReceiver,
} from '../support/outbox-harness.mjs'

const SUBMISSIONS = Number(process.env.RELIABILITY_SUBMISSIONS) || 1000
const CLIENTS = 100
const secret = 'reliability-webhook-secret-0123456789'
const cleanups: (() => Promise<void> | void)[] = []
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup()
})

const waitFor = async (what: string, done: () => boolean | Promise<boolean>, ms = 240_000) => {
  const deadline = Date.now() + ms
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((r) => setTimeout(r, 250))
  }
}

describe('the outbox never loses a submission', () => {
  it(`stores ${SUBMISSIONS} concurrent submissions with delivery down, then delivers each exactly once, across a kill`, async () => {
    const db = await snapshotDatabase(process.env.DATABASE_URL ?? 'file:./.cache/test/site.db')
    cleanups.push(() => {
      if (!process.env.RELIABILITY_KEEP) fs.rmSync(db.folder, { recursive: true, force: true })
    })
    const [port, smtpPort, hookPort] = [await freePort(), await freePort(), await freePort()]
    const smtp = smtpReceiver(smtpPort)
    const hook = webhookReceiver(hookPort, secret)
    cleanups.push(
      () => smtp.stop(),
      () => hook.stop(),
    )
    const siteOptions = {
      distDir: process.env.NEXT_DIST_DIR ?? '.next-test',
      databaseUrl: db.url,
      mediaDir: path.join(db.folder, 'media'),
      port,
      env: {
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        FLOW_WEBHOOK_URL: `http://127.0.0.1:${hookPort}/hook`,
        FLOW_WEBHOOK_SECRET: secret,
        OUTBOX_RETRY_BASE_MS: '500',
        OUTBOX_POLL_MS: '500',
      },
    }
    let site = await startSite(siteOptions)
    cleanups.push(() => site.stop('SIGKILL'))
    const began = Date.now()
    const seconds = (from: number) => ((Date.now() - from) / 1000).toFixed(1)
    const phases: string[] = []

    // Delivery down: neither receiver listens. Every submission is answered with the success page.
    const form = await openForm(site.base, '/contatti/?richiesta=diventare-cliente', {})
    await afterFillTime(form)
    const email = (i: number) => `reliability-${i}@reliability.test`
    // Sent by 100 clients at once (a thousand simultaneous connections can overflow the listen queue of one process).
    const send = (i: number) =>
      sendForm(form, contactRequest(i, email(i)), { 'X-Forwarded-For': `10.99.${i >> 8}.${i & 255}` })
    const answers: { status: number; html: string }[] = []
    let next = 0
    await Promise.all(
      Array.from({ length: CLIENTS }, async () => {
        while (next < SUBMISSIONS) answers.push(await send(next++))
      }),
    )
    // A refusal names its reason (the form's alert) in the failure.
    expect(answers.filter((a) => a.status !== 303).map((a) => `${a.status} ${formAlert(a.html)}`)).toEqual([])
    const ours = `FROM contact_requests WHERE email LIKE '%@reliability.test'`
    expect(await countRows(db.url, `SELECT count(*) ${ours}`)).toBe(SUBMISSIONS)
    expect(await countRows(db.url, `SELECT count(*) ${ours} AND delivery_status = 'delivered'`)).toBe(0)
    phases.push(`stored in ${seconds(began)} s`)

    const diagnose = async () => {
      const q = (sql: string) => countRows(db.url, sql)
      console.error({
        pending: await q(`SELECT count(*) ${ours} AND delivery_status <> 'delivered'`),
        jobs: await q(`SELECT count(*) FROM payload_jobs WHERE queue = 'outbox' AND completed_at IS NULL`),
        processing: await q(
          `SELECT count(*) FROM payload_jobs WHERE queue = 'outbox' AND completed_at IS NULL AND processing = 1`,
        ),
        failed: await q(`SELECT count(*) FROM payload_jobs WHERE queue = 'outbox' AND has_error = 1`),
        mails: smtp.received.length,
        sample: await (async () => {
          const { createClient } = await import('@libsql/client')
          const c = createClient({ url: db.url })
          const pending = await c.execute(
            `SELECT id, delivery_attempts, delivery_channels, delivery_last_error ${ours} AND delivery_status <> 'delivered' LIMIT 3`,
          )
          const rows = []
          for (const r of pending.rows) {
            const jobs = await c.execute({
              sql: `SELECT id, completed_at, processing, has_error, total_tried, wait_until FROM payload_jobs WHERE input LIKE ?`,
              args: [`%"id":"${r.id}"%`],
            })
            rows.push({ doc: r, jobs: jobs.rows })
          }
          c.close()
          return JSON.stringify(rows)
        })(),
        log: site.log.join('').slice(-4000),
      })
    }

    // Delivery back: wait until about a third of the office mails arrived, then kill the app mid-delivery.
    await smtp.start()
    await hook.start()
    const back = Date.now()
    const offices = () =>
      new Set(smtp.received.filter((m) => m.replyTo.endsWith('@reliability.test')).map((m) => m.messageId))
    await waitFor('a third of the mails', () => offices().size >= SUBMISSIONS / 3).catch(async (error) => {
      await diagnose()
      throw error
    })
    await site.stop('SIGKILL')
    const atKill = offices().size
    phases.push(`a third mailed ${seconds(back)} s after delivery came back`)
    const killed = Date.now()
    expect(atKill).toBeLessThan(SUBMISSIONS)

    site = await startSite(siteOptions)
    await waitFor(
      'every delivery',
      async () =>
        (await countRows(db.url, `SELECT count(*) ${ours} AND delivery_status = 'delivered'`)) === SUBMISSIONS,
    ).catch(async (error) => {
      await diagnose()
      throw error
    })
    phases.push(`the rest ${seconds(killed)} s after the kill (restart included)`)

    const ourMails = smtp.received.filter(
      (m) =>
        /\.(office|copy)@/.test(m.messageId) &&
        (m.replyTo.endsWith('@reliability.test') || m.to.endsWith('@reliability.test')),
    )
    const distinctMails = new Set(ourMails.map((m) => m.messageId))
    const ourHooks = hook.received.filter((h) => String(h.body.fields?.email).endsWith('@reliability.test'))
    const distinctHooks = new Set(ourHooks.map((h) => h.key))
    expect(distinctMails.size, 'one office mail and one copy per submission').toBe(2 * SUBMISSIONS)
    expect(distinctHooks.size, 'one webhook call per submission').toBe(SUBMISSIONS)
    expect(hook.refused, 'every webhook call carried a valid signature').toEqual([])
    // At least once: only what was in flight when the process died may come twice, under the same key.
    const repeated = ourMails.length - distinctMails.size + ourHooks.length - distinctHooks.size
    console.info(
      `outbox reliability: ${SUBMISSIONS} stored with delivery down; ${atKill} office mails before the kill; ` +
        `${distinctMails.size} mails and ${distinctHooks.size} webhook calls delivered, ${repeated} repeated (same key); ` +
        phases.join(', '),
    )
    expect(repeated).toBeLessThanOrEqual(3 * 20)
  }, 600_000)
})
