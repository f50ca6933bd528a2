import { asLocale, type Locale } from '@/i18n/locales'
import { env } from '@/lib/env'
import { renderMail } from '@/lib/mail/layout'
import type { MailMessage } from '@/lib/mail/transport'
import { provinceByCode } from '@/lib/provinces'

import {
  type Channel,
  type ChannelContext,
  companyName,
  mailTexts,
  mailTransport,
  officeFor,
  sentOn,
  str,
  webhookChannel,
  wizardTexts,
} from './channels'
import { copyAllowed } from './visitor-copy'

/**
 * The channels of a contact request: the office's or the agent's mail, the visitor's copy, the webhook.
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
