/**
 * The test run's two SMTP servers (the sink of scripts/test-all.mjs and the reliability test's receiver) outlive a
 * sender that dies with a mail open, as the reliability and jobs tests kill their sites mid-delivery. smtp-server
 * emits such a connection's ECONNRESET on the server; unheard, it ended the test process (stop 31's CI run).
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

import nodemailer from 'nodemailer'
import { afterAll, describe, expect, it } from 'vitest'

import { freePort, smtpReceiver } from '../support/outbox-harness.mjs'

const cleanups: (() => unknown)[] = []
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup()
})

/** Opens a mail (EHLO, MAIL FROM, RCPT TO), then resets the connection as a killed process's kernel would. */
const dieMidMail = (port: number) =>
  new Promise<void>((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1')
    const commands = ['EHLO killed.test\r\n', 'MAIL FROM:<a@killed.test>\r\n', 'RCPT TO:<b@killed.test>\r\n']
    socket.on('error', reject)
    socket.on('data', () => {
      const command = commands.shift()
      if (command) socket.write(command)
      else {
        socket.resetAndDestroy()
        setTimeout(resolve, 200)
      }
    })
  })

const send = (port: number, subject: string) =>
  nodemailer.createTransport({ host: '127.0.0.1', port, secure: false, ignoreTLS: true }).sendMail({
    from: 'a@alive.test',
    to: 'b@alive.test',
    subject,
    text: subject,
    messageId: `<${subject}@alive.test>`,
  })

describe('the test SMTP servers and a sender killed mid-mail', () => {
  it('the receiver counts the broken connection as dropped, not as a mail, and takes the next mail', async () => {
    const port = await freePort()
    const smtp = smtpReceiver(port)
    await smtp.start()
    cleanups.push(() => smtp.stop())
    await dieMidMail(port)
    expect(smtp.dropped.map((e: NodeJS.ErrnoException) => e.code)).toEqual(['ECONNRESET'])
    expect(smtp.received).toEqual([])
    await send(port, 'after-reset')
    expect(smtp.received.map((m: { messageId: string }) => m.messageId)).toEqual(['<after-reset@alive.test>'])
  })

  it('the sink keeps running and stores the next mail', async () => {
    const port = await freePort()
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'sink-'))
    const sink = spawn(process.execPath, ['tests/support/smtp-sink.mjs', folder, String(port)], {
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    cleanups.push(() => {
      sink.kill()
      fs.rmSync(folder, { recursive: true, force: true })
    })
    let stderr = ''
    sink.stderr.on('data', (d) => (stderr += String(d)))
    await new Promise((resolve) => sink.stdout.once('data', resolve))
    await dieMidMail(port)
    await send(port, 'after-reset')
    expect(sink.exitCode).toBeNull()
    expect(stderr).toContain('ECONNRESET')
    const stored = fs.readdirSync(folder).map((name) => fs.readFileSync(path.join(folder, name), 'utf8'))
    expect(stored).toHaveLength(1)
    expect(stored[0]).toContain('<after-reset@alive.test>')
  })
})
