import { createTranslator } from 'next-intl'
import type { Payload } from 'payload'

import type { Locale } from '@/i18n/locales'
import { env } from '@/lib/env'
import { createMailTransport, parseMailbox } from '@/lib/mail/transport'

import en from '../../../messages/en.json'
import it from '../../../messages/it.json'
import { postWebhook } from './webhook'

/**
 * What a submission's channels are made of (deliver.ts sends them): the mail transport, the mails' texts in both
 * languages, the company's name, the office of an audience, and the flow service's webhook.
 */
export type OutboxCollection = 'contact-requests' | 'job-applications' | 'newsletter-signups'

export type Channel = { name: string; send(): Promise<void> }

export type Doc = Record<string, unknown> & {
  id: number | string
  locale?: string | null
  createdAt: string
  delivery?: { attempts?: number | null; channels?: Record<string, string> | null } | null
}

export type ChannelContext = {
  payload: Payload
  doc: Doc
  collection: OutboxCollection
  messageId(channel: string): string
}

export type ChannelBuilder = (context: ChannelContext) => Promise<Channel[]>

const messages = { it, en }

let transport: ReturnType<typeof createMailTransport> | undefined
export const mailTransport = () => (transport ??= createMailTransport(env))

export const mailTexts = (locale: Locale) => createTranslator({ locale, messages: messages[locale], namespace: 'Mail' })

/** The contact wizard's names of its requests (`requests.priceLists`: "Listini e condizioni"). */
export const wizardTexts = (locale: Locale) =>
  createTranslator({ locale, messages: messages[locale], namespace: 'ContactWizard' })

/** The forms' own labels (qualifications, areas), as the mails name the visitor's choices. */
export const formTexts = (locale: Locale) =>
  createTranslator({ locale, messages: messages[locale], namespace: 'Forms' })

export const companyName = async (payload: Payload) => {
  const settings = (await payload.findGlobal({ slug: 'site-settings', depth: 0 })) as { companyName?: string | null }
  return settings.companyName || parseMailbox(env.MAIL_FROM).name || 'Vinea Distribuzione'
}

export type Office = { name: string; audience?: string | null; email: string }

export async function officeFor(payload: Payload, audience: string, locale: Locale = 'it'): Promise<Office> {
  const contact = (await payload.findGlobal({ slug: 'contact', locale, depth: 0 })) as {
    offices?: Office[] | null
  }
  const offices = (contact.offices ?? []).filter((o) => o.email)
  const office = offices.find((o) => o.audience === audience) ?? offices[0]
  if (!office) throw new Error('no office with an e-mail address in the contact settings')
  return office
}

export const str = (value: unknown) => (typeof value === 'string' ? value : value == null ? '' : String(value))

/**
 * The flow service's copy of a submission (spec §7.11), when FLOW_WEBHOOK_URL is set: by default one per
 * submission, keyed by it; a submission with several events names each (newsletter.ts).
 */
export function webhookChannel(
  ctx: ChannelContext,
  event: { type: string; fields: Record<string, unknown>; name?: string; key?: string; createdAt?: string },
): Channel[] {
  if (!env.FLOW_WEBHOOK_URL || !env.FLOW_WEBHOOK_SECRET) return []
  const key = event.key ?? `${ctx.collection}.${ctx.doc.id}`
  return [
    {
      name: event.name ?? 'webhook',
      send: () =>
        postWebhook({ url: env.FLOW_WEBHOOK_URL!, secret: env.FLOW_WEBHOOK_SECRET! }, key, {
          id: key,
          type: event.type,
          formKey: ctx.doc.formKey ?? null,
          locale: ctx.doc.locale ?? 'it',
          createdAt: event.createdAt ?? ctx.doc.createdAt,
          fields: event.fields,
        }),
    },
  ]
}

/** When a submission was sent, as the offices read it. */
export const sentOn = (doc: Doc) => new Date(doc.createdAt).toLocaleString('it-IT', { timeZone: 'Europe/Rome' })
