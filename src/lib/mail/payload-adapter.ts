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
          text: text(message.text),
        }
        void transport.send(mail).catch((error: unknown) => {
          payload.logger.error({ err: error, msg: `mail to ${mail.to} not sent (${transport.describe})` })
        })
        return { queued: true }
      },
    }
  }
