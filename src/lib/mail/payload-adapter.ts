import type { EmailAdapter } from 'payload'

import { type MailTransport, parseMailbox } from './transport'

const text = (value: unknown) => (typeof value === 'string' ? value : undefined)

/** Payload passes addresses as nodemailer does: a string, `{ name, address }`, or a list of these. */
const addressList = (value: unknown): string => {
  if (typeof value === 'string') return value
  if (Array.isArray(value)) return value.map(addressList).filter(Boolean).join(', ')
  if (value && typeof value === 'object' && 'address' in value) {
    const { name, address } = value as { name?: string; address: string }
    return name ? `"${name}" <${address}>` : address
  }
  return ''
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' }

/**
 * The plain-text part of a mail Payload made with HTML only (its password reset takes no text): paragraphs and line
 * breaks kept, tags dropped, the escapes read back. Every mail the site sends has both parts (issue 12, item 10).
 */
export function textOfHtml(html: string): string {
  return html
    .replace(/<(head|style|script)[\s\S]*?<\/\1>/gi, '')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|h[1-6]|li|tr)>/gi, '\n\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => entities[name] ?? '')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
}

/**
 * Payload's e-mail adapter over our transport (there is no @payloadcms/email-nodemailer for this Payload).
 * The mails Payload sends itself (password resets) leave in the background: the request does not wait for the
 * mail server, so "forgot password" answers as fast whether the account exists or not. A failure is logged.
 */
export const payloadMailAdapter =
  (transport: MailTransport, from: string): EmailAdapter =>
  ({ payload }) => {
    const sender = parseMailbox(from)
    return {
      name: 'trade-catalogue-mail',
      defaultFromAddress: sender.address,
      defaultFromName: sender.name,
      async sendEmail(message) {
        const mail = {
          from: addressList(message.from) || from,
          to: addressList(message.to),
          subject: text(message.subject) ?? '',
          html: text(message.html),
          text: text(message.text) ?? (typeof message.html === 'string' ? textOfHtml(message.html) : undefined),
        }
        void transport.send(mail).catch((error: unknown) => {
          payload.logger.error({ err: error, msg: `mail to ${mail.to} not sent (${transport.describe})` })
        })
        return { queued: true }
      },
    }
  }
