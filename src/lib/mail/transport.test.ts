import fs from 'node:fs'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'

import { SMTPServer } from 'smtp-server'
import { describe, expect, it } from 'vitest'

import { createMailTransport, parseMailbox } from './transport'

describe('mail transport', () => {
  it('without SMTP_URL, writes each mail as an .eml file', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mail-'))
    try {
      const transport = createMailTransport({ MAIL_DIR: dir })
      await transport.send({ from: 'a@example.com', to: 'b@example.com', subject: 'Prova', html: '<p>ciao</p>' })
      const files = fs.readdirSync(dir)
      expect(files).toHaveLength(1)
      const eml = fs.readFileSync(path.join(dir, files[0]!), 'utf8')
      expect(eml).toContain('Subject: Prova')
      expect(eml).toContain('To: b@example.com')
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })

  it('over SMTP, sends mails one after another on one connection, and on a new one after the server restarted', async () => {
    let connections = 0
    const subjects: string[] = []
    const listen = async (port = 0) => {
      const server = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS'],
        logger: false,
        closeTimeout: 100,
        onConnect: (_session, callback) => {
          connections += 1
          callback()
        },
        onData(stream, _session, callback) {
          let raw = ''
          stream.on('data', (chunk: Buffer) => (raw += chunk.toString()))
          stream.on('end', () => {
            subjects.push(/^Subject: (.*)$/m.exec(raw)?.[1] ?? '')
            callback()
          })
        },
      })
      await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
      return server
    }
    const close = (server: SMTPServer) => new Promise<void>((resolve) => server.close(() => resolve()))
    let server = await listen()
    const { port } = server.server.address() as AddressInfo
    const transport = createMailTransport({ SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_DIR: os.tmpdir() })
    const send = (subject: string) => transport.send({ from: 'a@example.com', to: 'b@example.com', subject, text: '.' })
    try {
      for (const subject of ['uno', 'due', 'tre']) await send(subject)
      expect(connections).toBe(1)
      await close(server)
      server = await listen(port)
      // The pooled connection died with the server: at most one mail fails (the outbox would send it again).
      await send('quattro').catch(() => send('quattro'))
      expect(subjects).toEqual(['uno', 'due', 'tre', 'quattro'])
      expect(connections).toBe(2)
    } finally {
      await close(server)
    }
  })

  it('reads MAIL_FROM as a name and an address', () => {
    expect(parseMailbox('Vinea Distribuzione <no-reply@vinea.demo>')).toEqual({
      name: 'Vinea Distribuzione',
      address: 'no-reply@vinea.demo',
    })
    expect(parseMailbox('no-reply@vinea.demo')).toEqual({ name: '', address: 'no-reply@vinea.demo' })
  })
})
