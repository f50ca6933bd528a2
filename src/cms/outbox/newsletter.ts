import { asLocale } from '@/i18n/locales'
import { env } from '@/lib/env'
import { renderMail } from '@/lib/mail/layout'

import { type Channel, type ChannelContext, companyName, mailTexts, mailTransport, webhookChannel } from './channels'
import { confirmLink, unsubscribeLink } from './newsletter-links'

/**
 * What the outbox sends for a newsletter sign-up (decision 018), decided by the sign-up's state when the job runs:
 * pending, the confirmation mail of the last request; confirmed or unsubscribed, the event to the flow webhook
 * when one is set. Each is a channel named after the time it was asked for, so a new request is a new channel
 * while a retried job sends only what is still missing (deliver.ts records channels by name).
 */
const stamp = (value: unknown) => (typeof value === 'string' && value ? new Date(value).getTime().toString(36) : '')

export async function newsletterChannels(ctx: ChannelContext): Promise<Channel[]> {
  const { doc } = ctx
  const email = String(doc.email ?? '')
  const locale = asLocale(String(doc.locale ?? ''))
  const signup = { id: doc.id, email }

  if (doc.unsubscribedAt) return event(ctx, 'unsubscribed', doc.unsubscribedAt as string)
  if (doc.confirmedAt) return event(ctx, 'confirmed', doc.confirmedAt as string)
  const requestedAt = typeof doc.confirmRequestedAt === 'string' ? doc.confirmRequestedAt : doc.createdAt
  const name = `confirm-${stamp(requestedAt)}`

  const send = async () => {
    const t = mailTexts(locale)
    const brand = await companyName(ctx.payload)
    const leave = unsubscribeLink(signup, locale)
    const mail = renderMail({
      lang: locale,
      brand,
      title: t('newsletter.confirm.title'),
      paragraphs: [t('newsletter.confirm.intro', { brand, email }), t('newsletter.confirm.ignore')],
      action: { label: t('newsletter.confirm.action'), url: confirmLink(signup, requestedAt, locale) },
      footer: [t('newsletter.footer', { site: new URL(env.SITE_URL).host })],
      footerLink: { label: t('newsletter.unsubscribe'), url: leave },
    })
    await mailTransport().send({
      from: env.MAIL_FROM,
      to: email,
      subject: t('newsletter.confirm.subject', { brand }),
      messageId: ctx.messageId(name),
      headers: { 'List-Unsubscribe': `<${leave}>` },
      ...mail,
    })
  }
  return [{ name, send }]
}

/** The flow service's copy of a confirmation or an unsubscription, once per event (its own idempotency key). */
function event(ctx: ChannelContext, type: 'confirmed' | 'unsubscribed', at: string): Channel[] {
  return webhookChannel(ctx, {
    type: `newsletter-${type}`,
    name: `webhook-${type}-${stamp(at)}`,
    key: `${ctx.collection}.${ctx.doc.id}.${type}.${stamp(at)}`,
    createdAt: at,
    fields: { email: String(ctx.doc.email ?? '') },
  })
}
