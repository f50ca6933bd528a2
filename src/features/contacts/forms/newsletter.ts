import 'server-only'

import type { PayloadRequest } from 'payload'

import { checkNewsletterToken, type LinkPurpose, newsletterTokenSubject } from '@/cms/outbox/newsletter-links'
import { kickOutbox, queueDelivery } from '@/cms/outbox/runner'
import { serialWrite } from '@/cms/serial-write'
import { inTransaction } from '@/cms/transaction'
import type { Locale } from '@/i18n/locales'
import { getPayloadClient } from '@/lib/payload'
import type { NewsletterSignup } from '@/payload-types'

/**
 * The newsletter's sign-ups (decision 018): one row per address, written here and delivered by the outbox, which
 * mails the confirmation link. Whatever the address's state, signing up answers the same (the caller shows one
 * page): nobody learns from the form who is subscribed.
 */
const collection = 'newsletter-signups'

/** A pending address is sent a new confirmation mail at most this often, however often it is entered. */
export const RESEND_AFTER_MS = 10 * 60_000

export type Consent = { ip: string; textVersion: string; text: string }

type Signup = Pick<
  NewsletterSignup,
  'id' | 'email' | 'confirmRequestedAt' | 'confirmedAt' | 'unsubscribedAt' | 'createdAt'
>

const duplicate = (error: unknown) => /unique|duplicate|already exists/i.test(String(error))

/** Stores a sign-up and queues its confirmation mail, or does nothing when there is nothing to send. */
export async function recordSignup(input: {
  email: string
  locale: Locale
  formKey: string
  consent: Consent
}): Promise<void> {
  const payload = await getPayloadClient()
  const email = input.email.toLowerCase()
  const write = () =>
    serialWrite(() =>
      inTransaction(payload, async (req: PayloadRequest) => {
        const now = new Date().toISOString()
        const signup = {
          locale: input.locale,
          formKey: input.formKey,
          privacyConsentAt: now,
          consent: input.consent,
          confirmRequestedAt: now,
        }
        const found = await payload.find({
          collection,
          where: { email: { equals: email } },
          limit: 1,
          depth: 0,
          overrideAccess: true,
          req,
        })
        const doc = found.docs[0] as Signup | undefined
        if (!doc) {
          const created = await payload.create({
            collection,
            data: { email, ...signup },
            overrideAccess: true,
            depth: 0,
            req,
          })
          await queueDelivery(payload, collection, created.id, req)
          return true
        }
        if (doc.unsubscribedAt === null || doc.unsubscribedAt === undefined) {
          // Subscribed already: nothing to confirm. Pending with a mail just sent: that mail is enough.
          if (doc.confirmedAt) return false
          const last = Date.parse(doc.confirmRequestedAt ?? doc.createdAt)
          if (Date.now() - last < RESEND_AFTER_MS) return false
        }
        await payload.update({
          collection,
          id: doc.id,
          data: {
            ...signup,
            confirmedAt: null,
            confirmedIp: null,
            unsubscribedAt: null,
            delivery: { status: 'pending', attempts: 0, lastError: null },
          },
          overrideAccess: true,
          depth: 0,
          req,
        })
        await queueDelivery(payload, collection, doc.id, req)
        return true
      }),
    )
  let queued: boolean
  try {
    queued = await write()
  } catch (error) {
    // The same address sent twice at once (PostgreSQL writes side by side): the other request stored it.
    if (!duplicate(error)) throw error
    queued = await write()
  }
  if (queued) kickOutbox()
}

export type LinkOutcome = 'confirmed' | 'unsubscribed' | 'expired' | 'invalid'

/** The sign-up a mailed link names, if its token holds for it. */
async function signupOf(purpose: LinkPurpose, token: unknown) {
  const id = newsletterTokenSubject(token)
  if (id === null) return { verdict: 'invalid' as const }
  const payload = await getPayloadClient()
  const doc = (await payload
    .findByID({ collection, id, depth: 0, overrideAccess: true, disableErrors: true })
    .catch(() => null)) as Signup | null
  if (!doc) return { verdict: 'invalid' as const }
  return { verdict: checkNewsletterToken(purpose, token, doc.email), doc, payload }
}

async function update(id: number, data: Partial<NewsletterSignup>) {
  const payload = await getPayloadClient()
  await serialWrite(() =>
    inTransaction(payload, async (req) => {
      await payload.update({ collection, id, data, overrideAccess: true, depth: 0, req })
      await queueDelivery(payload, collection, id, req)
    }),
  )
  kickOutbox()
}

/**
 * What a confirmation link is for, read without changing anything (its page's GET, a mail scanner's too): the address
 * its button confirms, or how the link stands.
 */
export async function confirmTarget(token: unknown): Promise<{ doc: Signup } | { outcome: LinkOutcome }> {
  const { verdict, doc } = await signupOf('newsletter-confirm', token)
  if (!doc || doc.unsubscribedAt) return { outcome: 'invalid' }
  if (doc.confirmedAt && verdict !== 'invalid') return { outcome: 'confirmed' }
  if (verdict !== 'ok') return { outcome: verdict }
  return { doc }
}

/** The confirmation page's button: confirms once, and says "confirmed" again to a second press. */
export async function confirmSignup(token: unknown, ip: string): Promise<LinkOutcome> {
  const target = await confirmTarget(token)
  if ('outcome' in target) return target.outcome
  await update(target.doc.id, { confirmedAt: new Date().toISOString(), confirmedIp: ip })
  return 'confirmed'
}

/** The address an unsubscribe link is for, to show before the visitor confirms (a GET changes nothing). */
export async function unsubscribeTarget(token: unknown): Promise<string | null> {
  const { verdict, doc } = await signupOf('newsletter-unsubscribe', token)
  return verdict === 'ok' && doc ? doc.email : null
}

/** Unsubscribes; a second time changes nothing. */
export async function unsubscribeSignup(token: unknown): Promise<LinkOutcome> {
  const { verdict, doc } = await signupOf('newsletter-unsubscribe', token)
  if (verdict !== 'ok' || !doc) return 'invalid'
  if (!doc.unsubscribedAt) await update(doc.id, { unsubscribedAt: new Date().toISOString() })
  return 'unsubscribed'
}
