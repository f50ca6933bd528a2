import { asLocale, type Locale } from '@/i18n/locales'
import { env } from '@/lib/env'
import { renderMail } from '@/lib/mail/layout'

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
} from './channels'
import { copyAllowed } from './visitor-copy'

type FileDoc = { id: number; filename?: string | null; filesize?: number | null }

/** A CV or cover letter for the office's mail, from wherever uploads are kept; missing, the delivery fails and retries. */
async function attachment(filename: string | null | undefined): Promise<Buffer> {
  const content = await readUpload('application-files', filename ?? '')
  if (!content) throw new Error(`application file ${filename ?? '(no name)'} not found in the uploads`)
  return content
}

/** The channels of a job application: human resources' mail with the two PDFs, the visitor's copy, the webhook. */
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
