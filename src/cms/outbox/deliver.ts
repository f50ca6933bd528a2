import fs from 'node:fs/promises'
import path from 'node:path'

import { createTranslator } from 'next-intl'
import type { Payload } from 'payload'

import { asLocale, type Locale } from '@/i18n/locales'
import { env } from '@/lib/env'
import { renderMail } from '@/lib/mail/layout'
import { createMailTransport, type MailMessage, parseMailbox } from '@/lib/mail/transport'
import { provinceByCode } from '@/lib/provinces'

import en from '../../../messages/en.json'
import it from '../../../messages/it.json'
import { uploadDir } from '../uploads'
import { newsletterChannels } from './newsletter'
import { retryAttempts } from './retry'
import { postWebhook } from './webhook'

/**
 * Delivers one stored submission (decision 017): each of its channels (the office's mail, the visitor's copy,
 * the webhook) once, recording each channel's time as it succeeds, so that a retry sends only what is still
 * missing. A channel whose sending succeeded but whose record did not (the process was killed in between) is
 * sent again; its Message-ID and Idempotency-Key are the same on every attempt, so the receiving end can keep it
 * once. Throws when a channel failed: Payload's job queue then retries with exponential backoff.
 */
export type OutboxCollection = 'contact-requests' | 'job-applications' | 'newsletter-signups'

export type Channel = { name: string; send(): Promise<void> }

type Doc = Record<string, unknown> & {
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
const builders = new Map<OutboxCollection, ChannelBuilder>()

/** A collection's channels, in place of its default ones below (tests register their own). */
export function registerChannels(collection: OutboxCollection, builder: ChannelBuilder): void {
  builders.set(collection, builder)
}

let transport: ReturnType<typeof createMailTransport> | undefined
export const mailTransport = () => (transport ??= createMailTransport(env))

export const mailTexts = (locale: Locale) => createTranslator({ locale, messages: messages[locale], namespace: 'Mail' })

export const maxAttempts = () => retryAttempts(env.OUTBOX_RETRY_BASE_MS) + 1

export const companyName = async (payload: Payload) => {
  const settings = (await payload.findGlobal({ slug: 'site-settings', depth: 0 })) as { companyName?: string | null }
  return settings.companyName || parseMailbox(env.MAIL_FROM).name || 'Vinea Distribuzione'
}

export async function deliverSubmission(
  payload: Payload,
  input: { collection: OutboxCollection; id: string | number },
): Promise<void> {
  const { collection, id } = input
  // Null only when the submission is not there (deleted by an editor meanwhile: nothing left to deliver); any other
  // failure to read it (a busy database) fails the attempt, which is tried again.
  const doc = (await retryBusy(() =>
    payload.findByID({ collection, id, depth: 1, overrideAccess: true, disableErrors: true }),
  )) as Doc | null
  if (!doc) {
    // Not there: an editor deleted it, or (never seen) it is not readable yet; a count tells the two apart.
    if (
      (await retryBusy(() => payload.count({ collection, where: { id: { equals: id } }, overrideAccess: true })))
        .totalDocs > 0
    ) {
      throw new Error(`${collection} ${id} could not be read`)
    }
    console.warn(`outbox: ${collection} ${id} is gone, nothing to deliver`)
    return
  }
  const build = builders.get(collection) ?? defaultBuilders[collection]
  if (!build) throw new Error(`no outbox channels for ${collection}`)
  const domain = parseMailbox(env.MAIL_FROM).address.split('@')[1] ?? 'localhost'
  const channels = await build({
    payload,
    doc,
    collection,
    messageId: (channel) => `<${collection}.${doc.id}.${channel}@${domain}>`,
  })
  const done: Record<string, string> = { ...(doc.delivery?.channels ?? {}) }
  const errors: string[] = []
  const record = (data: Record<string, unknown>) =>
    retryBusy(() =>
      payload.update({ collection, id: doc.id, data: { delivery: data }, overrideAccess: true, depth: 0 }),
    )
  for (const channel of channels) {
    if (done[channel.name]) continue
    try {
      await channel.send()
      done[channel.name] = new Date().toISOString()
      await record({ channels: { ...done } })
    } catch (error) {
      errors.push(`${channel.name}: ${error instanceof Error ? error.message : String(error)}`.slice(0, 300))
    }
  }
  const attempts = (doc.delivery?.attempts ?? 0) + 1
  const now = new Date().toISOString()
  if (errors.length === 0) {
    await record({ status: 'delivered', attempts, lastAttemptAt: now, deliveredAt: now, lastError: null })
    return
  }
  await record({
    status: attempts >= maxAttempts() ? 'failed' : 'pending',
    attempts,
    lastAttemptAt: now,
    lastError: errors.join(' · '),
  })
  console.warn(`outbox: ${collection} ${doc.id}, attempt ${attempts} of ${maxAttempts()}: ${errors.join(' · ')}`)
  throw new Error(errors.join(' · '))
}

/** A write that met another one on SQLite (SQLITE_BUSY) is tried again a few times before it counts as failed. */
export async function retryBusy<T>(work: () => Promise<T>, attempts = 8): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await work()
    } catch (error) {
      if (attempt >= attempts || !/SQLITE_BUSY|database is locked/i.test(String(error))) throw error
      await new Promise((resolve) => setTimeout(resolve, 20 * 2 ** attempt + Math.random() * 20))
    }
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Contact requests and job applications
// ---------------------------------------------------------------------------------------------------------------

type Office = { name: string; audience?: string | null; email: string }

async function officeFor(payload: Payload, audience: string): Promise<Office> {
  const contact = (await payload.findGlobal({ slug: 'contact', locale: 'it', depth: 0 })) as {
    offices?: Office[] | null
  }
  const offices = (contact.offices ?? []).filter((o) => o.email)
  const office = offices.find((o) => o.audience === audience) ?? offices[0]
  if (!office) throw new Error('no office with an e-mail address in the contact settings')
  return office
}

const str = (value: unknown) => (typeof value === 'string' ? value : value == null ? '' : String(value))

const webhook = (ctx: ChannelContext, type: string, fields: Record<string, unknown>): Channel[] =>
  env.FLOW_WEBHOOK_URL && env.FLOW_WEBHOOK_SECRET
    ? [
        {
          name: 'webhook',
          send: () =>
            postWebhook(
              { url: env.FLOW_WEBHOOK_URL!, secret: env.FLOW_WEBHOOK_SECRET! },
              `${ctx.collection}.${ctx.doc.id}`,
              {
                id: `${ctx.collection}.${ctx.doc.id}`,
                type,
                formKey: ctx.doc.formKey ?? null,
                locale: ctx.doc.locale ?? 'it',
                createdAt: ctx.doc.createdAt,
                fields,
              },
            ),
        },
      ]
    : []

async function contactChannels(ctx: ChannelContext): Promise<Channel[]> {
  const { payload, doc } = ctx
  const locale = asLocale(str(doc.locale))
  const office = await officeFor(payload, str(doc.audience))
  const agent = doc.agent && typeof doc.agent === 'object' ? (doc.agent as { name?: string; email?: string }) : null
  const brand = await companyName(payload)
  const from = env.MAIL_FROM
  const province = provinceByCode(str(doc.province))
  const fields = {
    name: str(doc.name),
    surname: str(doc.surname),
    company: str(doc.company),
    address: str(doc.address),
    province: province ? `${province.name} (${province.code})` : str(doc.province),
    email: str(doc.email),
    phone: str(doc.phone),
    message: str(doc.message),
  }
  const rows = (t: ReturnType<typeof mailTexts>) =>
    (Object.keys(fields) as (keyof typeof fields)[]).map((k) => [t(`fields.${k}`), fields[k]] as [string, string])
  const fullName = `${fields.name} ${fields.surname}`.trim()
  const audience = str(doc.audience) as 'horeca' | 'agents' | 'producers' | 'other'

  const officeMail = (): MailMessage => {
    const t = mailTexts('it')
    const mail = renderMail({
      lang: 'it',
      brand,
      title: t('office.title'),
      paragraphs: [
        t('office.intro', { language: t(`languages.${locale}`) }),
        ...(agent?.name ? [t('office.toAgent', { agent: agent.name })] : []),
      ],
      rows: [[t('fields.request'), `${t(`audiences.${audience}`)} · ${str(doc.request)}`], ...rows(t)],
      footer: [
        t('office.footer', {
          date: new Date(doc.createdAt).toLocaleString('it-IT', { timeZone: 'Europe/Rome' }),
          id: String(doc.id),
        }),
      ],
    })
    return {
      from,
      to: agent?.email ? `${agent.email}, ${office.email}` : office.email,
      replyTo: fields.email,
      subject: t('office.subject', { audience: t(`audiences.${audience}`), name: fullName }),
      messageId: ctx.messageId('office'),
      ...mail,
    }
  }
  const copyMail = (): MailMessage => {
    const t = mailTexts(locale)
    const mail = renderMail({
      lang: locale,
      brand,
      title: t('copy.title'),
      paragraphs: [t('copy.intro', { name: fields.name, office: agent?.name ?? office.name })],
      rows: rows(t),
      footer: [t('copy.footer', { site: new URL(env.SITE_URL).host })],
    })
    return {
      from,
      to: fields.email,
      replyTo: office.email,
      subject: t('copy.subject'),
      messageId: ctx.messageId('copy'),
      ...mail,
    }
  }
  return [
    { name: 'office', send: async () => void (await mailTransport().send(officeMail())) },
    { name: 'copy', send: async () => void (await mailTransport().send(copyMail())) },
    ...webhook(ctx, 'contact-request', { ...fields, audience, request: str(doc.request), agent: agent?.name ?? null }),
  ]
}

type FileDoc = { id: number; filename?: string | null; filesize?: number | null }

async function applicationChannels(ctx: ChannelContext): Promise<Channel[]> {
  const { payload, doc } = ctx
  const locale = asLocale(str(doc.locale))
  const office = await officeFor(payload, 'work')
  const brand = await companyName(payload)
  const t = (l: Locale) => mailTexts(l)
  const it_ = t('it')
  const files = [doc.cv, doc.coverLetter].filter((f): f is FileDoc => Boolean(f) && typeof f === 'object')
  const fields = {
    name: str(doc.name),
    surname: str(doc.surname),
    email: str(doc.email),
    phone: str(doc.phone),
    qualification: str(doc.qualification),
    area: str(doc.area),
  }
  const labels = (l: Locale) => {
    const forms = createTranslator({ locale: l, messages: messages[l], namespace: 'Forms' })
    return {
      qualification: fields.qualification ? forms(`qualifications.${fields.qualification}` as never) : '',
      area: fields.area ? forms(`areas.${fields.area}` as never) : '',
    }
  }
  const rows = (l: Locale): [string, string][] => {
    const tl = t(l)
    const named = labels(l)
    return [
      [tl('fields.name'), fields.name],
      [tl('fields.surname'), fields.surname],
      [tl('fields.email'), fields.email],
      [tl('fields.phone'), fields.phone],
      [tl('fields.qualification'), named.qualification],
      [tl('fields.area'), named.area],
      [tl('fields.files'), files.map((f) => f.filename ?? '').join(', ')],
    ]
  }
  const fullName = `${fields.name} ${fields.surname}`.trim()
  const attachments = async () =>
    Promise.all(
      files.map(async (f, i) => ({
        filename: `${i === 0 ? 'cv' : 'lettera'}-${fullName.replace(/[^\p{L}\p{N}]+/gu, '-').toLowerCase()}.pdf`,
        content: await fs.readFile(path.join(uploadDir('private/applications'), path.basename(f.filename ?? ''))),
        contentType: 'application/pdf',
      })),
    )
  return [
    {
      name: 'office',
      send: async () => {
        const mail = renderMail({
          lang: 'it',
          brand,
          title: it_('office.jobTitle'),
          paragraphs: [it_('office.jobIntro')],
          rows: rows('it'),
          footer: [
            it_('office.footer', {
              date: new Date(doc.createdAt).toLocaleString('it-IT', { timeZone: 'Europe/Rome' }),
              id: String(doc.id),
            }),
          ],
        })
        await mailTransport().send({
          from: env.MAIL_FROM,
          to: office.email,
          replyTo: fields.email,
          subject: it_('office.jobSubject', { name: fullName }),
          messageId: ctx.messageId('office'),
          attachments: await attachments(),
          ...mail,
        })
      },
    },
    {
      name: 'copy',
      send: async () => {
        const tl = t(locale)
        const mail = renderMail({
          lang: locale,
          brand,
          title: tl('copy.jobTitle'),
          paragraphs: [tl('copy.jobIntro', { name: fields.name })],
          rows: rows(locale),
          footer: [tl('copy.footer', { site: new URL(env.SITE_URL).host })],
        })
        await mailTransport().send({
          from: env.MAIL_FROM,
          to: fields.email,
          replyTo: office.email,
          subject: tl('copy.jobSubject'),
          messageId: ctx.messageId('copy'),
          ...mail,
        })
      },
    },
    ...webhook(ctx, 'job-application', {
      ...fields,
      files: files.map((f) => ({ name: f.filename, size: f.filesize })),
    }),
  ]
}

const defaultBuilders: Partial<Record<OutboxCollection, ChannelBuilder>> = {
  'contact-requests': contactChannels,
  'job-applications': applicationChannels,
  // A function, not the binding: newsletter.ts imports this module, and either may be loaded first.
  'newsletter-signups': (ctx) => newsletterChannels(ctx),
}
