import { randomUUID } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'

import nodemailer from 'nodemailer'

/**
 * Outgoing mail: SMTP when SMTP_URL is set (smtp://user:pass@host:587, STARTTLS when the server offers it;
 * smtps://…:465 for TLS from the start). Without it, the embedded demo writes each mail as an .eml file under
 * MAIL_DIR and logs the file's path: a password-reset link can be read there without a mail server.
 * The forms' outbox (src/cms/outbox) sends through the same transport. No 'server-only': the Payload config, which
 * Payload's CLI loads in plain Node, reads it.
 */
export type MailMessage = {
  from: string
  to: string
  subject: string
  html?: string
  text?: string
  replyTo?: string
  /** `<…@…>`: a retried delivery sends the same id, so the receiving end can tell a repeat (the outbox's key). */
  messageId?: string
  headers?: Record<string, string>
  attachments?: { filename: string; content: Buffer; contentType: string }[]
}

export type MailTransport = { send(message: MailMessage): Promise<{ messageId: string }>; describe: string }

export function createMailTransport(settings: { SMTP_URL?: string; MAIL_DIR: string }): MailTransport {
  if (settings.SMTP_URL) {
    // Short timeouts: a mail server that does not answer fails the attempt, and the outbox tries again later.
    // Pooled: mails sent one after another (the outbox's deliveries) share a connection instead of opening one each,
    // whose greeting and handshake cost about 100 ms even on this machine; an idle connection closes after the
    // socket timeout, and one the server dropped fails only its message, which the outbox sends again.
    const smtp = nodemailer.createTransport({
      url: settings.SMTP_URL,
      pool: true,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    } as Parameters<typeof nodemailer.createTransport>[0])
    const { host, port } = new URL(settings.SMTP_URL)
    return {
      describe: `SMTP ${host}:${port}`,
      async send(message) {
        const info = await smtp.sendMail(message)
        return { messageId: info.messageId }
      },
    }
  }
  const folder = path.resolve(settings.MAIL_DIR)
  const stream = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })
  return {
    describe: `files in ${folder}`,
    async send(message) {
      const info = await stream.sendMail(message)
      await fs.mkdir(folder, { recursive: true })
      const file = path.join(folder, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.eml`)
      await fs.writeFile(file, info.message as Buffer)
      console.info(`mail to ${message.to} written to ${file} (no SMTP_URL set)`)
      return { messageId: info.messageId }
    },
  }
}

/** "Vinea Distribuzione <no-reply@vinea.demo>" → name and address; a bare address has no name. */
export function parseMailbox(mailbox: string): { name: string; address: string } {
  const match = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(mailbox)
  return match ? { name: match[1]!.trim(), address: match[2]!.trim() } : { name: '', address: mailbox.trim() }
}
