import type { Payload } from 'payload'

import { asLocale, type Locale } from '@/i18n/locales'
import { env } from '@/lib/env'
import { renderMail } from '@/lib/mail/layout'
import type { MailMessage } from '@/lib/mail/transport'
import { provinceByCode } from '@/lib/provinces'
import type { Rule } from '@/lib/rate-limit/rules'

import { readUpload } from '../uploads'
import {
  type Channel,
  type ChannelContext,
  companyName,
  formTexts,
  mailTexts,
  mailTransport,
  officeFor,
  sentOn,
  str,
  webhookChannel,
  wizardTexts,
} from './channels'

/**
 * The visitor's copies to one mail address, of contact requests and job applications together: five a day. The address
 * is typed, not verified, and each client address may send ten forms in ten minutes: without this, a few clients
 * could make the company's mail server send one inbox hundreds of copies a day (the seventh check from outside). Past
 * it the request is still stored and mailed to the office; only the copy is left out, and logged.
 */
export const copyRule: Rule = { free: 5, windowMs: 24 * 60 * 60_000 }

/** Counts one copy to `email`; false (and a log line) when that address has had its copies for the day. */
async function copyAllowed(payload: Payload, email: string, what: string): Promise<boolean> {
  // Loaded here: the limiter reaches the Payload config, which the schema this module belongs to is part of.
  const { hitAddressLimit } = await import('../auth/limiter')
  const verdict = await hitAddressLimit('mail-copy', copyRule, email.trim().toLowerCase(), payload)
  if (!verdict || verdict.allowed) return true
  console.warn(`outbox: ${what}: no copy to the visitor, the address has had ${copyRule.free} today`)
  return false
}

/**
 * The channels of a contact request (the office's or the agent's mail, the visitor's copy, the webhook) and of a
 * job application (human resources' mail with the two PDFs, the copy, the webhook).
 */
export async function contactChannels(ctx: ChannelContext): Promise<Channel[]> {
  const { payload, doc } = ctx
  const locale = asLocale(str(doc.locale))
  // Its name in the visitor's language, for their copy (its address is the same in both).
  const office = await officeFor(payload, str(doc.audience), locale)
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

  // The request as the wizard named it ("Listini e condizioni"), not its key; an unknown key as it is.
  const requestName = (key: string, language: Locale = 'it') => {
    const names = wizardTexts(language)
    return names.has(`requests.${key}` as never) ? names(`requests.${key}` as never) : key
  }
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
      rows: [[t('fields.request'), `${t(`audiences.${audience}`)} · ${requestName(str(doc.request))}`], ...rows(t)],
      footer: [
        t('office.footer', {
          date: sentOn(doc),
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
  // The visitor's copy says what the request is about in words of the site's own (the request, the province), never
  // a text the sender typed: the address is not verified, and echoing the message made the company's own mail
  // server carry anyone's text and links to anyone (the third check from outside).
  const copyMail = (): MailMessage => {
    const t = mailTexts(locale)
    const mail = renderMail({
      lang: locale,
      brand,
      title: t('copy.title'),
      paragraphs: [t('copy.intro', { office: agent?.name ?? office.name })],
      rows: [
        [t('fields.request'), `${t(`audiences.${audience}`)} · ${requestName(str(doc.request), locale)}`],
        ...(province ? ([[t('fields.province'), fields.province]] as [string, string][]) : []),
      ],
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
    {
      name: 'copy',
      send: async () => {
        if (await copyAllowed(payload, fields.email, `contact request ${String(doc.id)}`)) {
          await mailTransport().send(copyMail())
        }
      },
    },
    ...webhookChannel(ctx, {
      type: 'contact-request',
      fields: { ...fields, audience, request: str(doc.request), agent: agent?.name ?? null },
    }),
  ]
}

type FileDoc = { id: number; filename?: string | null; filesize?: number | null }

/** A CV or cover letter for the office's mail, from wherever uploads are kept; missing, the delivery fails and retries. */
async function attachment(filename: string | null | undefined): Promise<Buffer> {
  const content = await readUpload('application-files', filename ?? '')
  if (!content) throw new Error(`application file ${filename ?? '(no name)'} not found in the uploads`)
  return content
}

export async function applicationChannels(ctx: ChannelContext): Promise<Channel[]> {
  const { payload, doc } = ctx
  const locale = asLocale(str(doc.locale))
  const office = await officeFor(payload, 'work')
  const brand = await companyName(payload)
  const t = (l: Locale) => mailTexts(l)
  const it_ = t('it')
  const fullName = `${str(doc.name)} ${str(doc.surname)}`.trim()
  // Each file under the name the office reads in the mail's list and finds on the attachment (the ninth check from
  // outside: the list named the stored files, `cv-<uuid>.pdf`, the attachments were `cv-<name>.pdf`).
  const person = fullName
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase()
  const files = (
    [
      ['cv', doc.cv],
      ['lettera', doc.coverLetter],
    ] as [string, unknown][]
  )
    .filter((entry): entry is [string, FileDoc] => Boolean(entry[1]) && typeof entry[1] === 'object')
    .map(([kind, file]) => ({ file, name: `${kind}${person ? `-${person}` : ''}.pdf` }))
  const fields = {
    name: str(doc.name),
    surname: str(doc.surname),
    email: str(doc.email),
    phone: str(doc.phone),
    qualification: str(doc.qualification),
    area: str(doc.area),
  }
  const labels = (l: Locale) => {
    const forms = formTexts(l)
    return {
      qualification: fields.qualification ? forms(`qualifications.${fields.qualification}` as never) : '',
      area: fields.area ? forms(`areas.${fields.area}` as never) : '',
    }
  }
  /** What the visitor chose from the form's lists, in words of the site's own. */
  const chosen = (l: Locale): [string, string][] => {
    const tl = t(l)
    const named = labels(l)
    return [
      [tl('fields.qualification'), named.qualification],
      [tl('fields.area'), named.area],
    ]
  }
  const rows = (l: Locale): [string, string][] => {
    const tl = t(l)
    return [
      [tl('fields.name'), fields.name],
      [tl('fields.surname'), fields.surname],
      [tl('fields.email'), fields.email],
      [tl('fields.phone'), fields.phone],
      ...chosen(l),
      [tl('fields.files'), files.map((f) => f.name).join(', ')],
    ]
  }
  const attachments = async () =>
    Promise.all(
      files.map(async ({ file, name }) => ({
        filename: name,
        content: await attachment(file.filename),
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
              date: sentOn(doc),
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
        if (!(await copyAllowed(payload, fields.email, `job application ${String(doc.id)}`))) return
        const tl = t(locale)
        const mail = renderMail({
          lang: locale,
          brand,
          title: tl('copy.jobTitle'),
          // As the contact request's copy: only what the visitor chose from the form's lists, no text they typed.
          paragraphs: [tl('copy.jobIntro')],
          rows: chosen(locale),
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
    ...webhookChannel(ctx, {
      type: 'job-application',
      fields: {
        ...fields,
        files: files.map(({ file }) => ({ name: file.filename, size: file.filesize })),
      },
    }),
  ]
}
