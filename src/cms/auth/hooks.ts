import {
  AuthenticationError,
  type CollectionAfterChangeHook,
  type CollectionBeforeLoginHook,
  type CollectionBeforeOperationHook,
  type CollectionBeforeValidateHook,
  type CollectionSlug,
  Forbidden,
  type Payload,
  type PayloadRequest,
  ValidationError,
  type Where,
} from 'payload'

import type { Locale } from '@/i18n/locales'
import { checkPassword, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@/lib/password-policy'

import { adminLanguage } from '../admin-labels'
import { DEMO_ACCOUNT_CONTEXT } from './demo-context'
import { hashLikePayload } from './password-hash'
import { authTexts, requestLocale } from './texts'

/**
 * The password policy (src/lib/password-policy.ts) on every way a password is set: create (and the admin's first
 * registration, which creates), update (the account page), reset. Payload hashes the password inside those
 * operations, so it is checked before them, where the operation's data still holds it in clear.
 */
export const enforcePasswordPolicy =
  (
    /**
     * Whose language the refusal speaks: `'admin'` for editors' accounts, the admin's as Payload picks it (the editor's
     * choice, else `Accept-Language`, else Italian), as the rest of the refusal; else the request's (a customer's form
     * sends its `locale`), with this fallback. Editors' refusals were English without `Accept-Language`, under an
     * Italian summary (the fourteenth check from outside).
     */
    fallback: Locale | 'admin',
  ): CollectionBeforeOperationHook =>
  async ({ args, operation, collection, req }) => {
    if (operation !== 'create' && operation !== 'update' && operation !== 'resetPassword') return args
    // A stranger's create or update is refused by access control, which runs after this hook: a weak password got the
    // policy's message before that 403 (the thirteenth check from outside). The reset has its token as its access.
    const overrideAccess = (args as { overrideAccess?: boolean }).overrideAccess === true
    if (operation !== 'resetPassword' && !req.user && !overrideAccess) return args
    const data = (args as { data?: Record<string, unknown> }).data
    const password = data?.password
    if (password === undefined || password === null || password === '') return args
    if (req.context?.[DEMO_ACCOUNT_CONTEXT] === true) return args
    const problem =
      typeof password === 'string'
        ? ((await accountEmails(req, collection.slug, operation, args))
            .map((email) => checkPassword(password, email))
            .find(Boolean) ?? null)
        : 'tooShort'
    if (!problem) return args
    const t = authTexts(fallback === 'admin' ? adminLanguage(req) : requestLocale(req, fallback))
    const message = t(`password.${problem}`, { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH })
    // With the request's translations, Payload's summary (the admin's toast) is in the editor's language too.
    throw new ValidationError({ collection: collection.slug, errors: [{ message, path: 'password' }] }, req.t)
  }

/**
 * The e-mail addresses a password is checked against: the one the operation sets, else the account's own, which a
 * reset (its token) and an update of the password alone do not carry. Checked against the sent address only, the
 * policy's "not your own e-mail" let a reset set the account's address as its password (the twenty-second check
 * from outside). An account not found has none: Payload refuses its token or its id itself.
 */
async function accountEmails(
  req: PayloadRequest,
  collection: CollectionSlug,
  operation: 'create' | 'update' | 'resetPassword',
  args: unknown,
): Promise<(string | undefined)[]> {
  const { data, id, where } = args as { data?: Record<string, unknown>; id?: number | string; where?: Where }
  if (typeof data?.email === 'string') return [data.email]
  if (operation === 'create') return [undefined]
  const found =
    operation === 'resetPassword'
      ? typeof data?.token === 'string'
        ? [await req.payload.db.findOne({ collection, where: { resetPasswordToken: { equals: data.token } }, req })]
        : []
      : id !== undefined
        ? [await req.payload.db.findOne({ collection, where: { id: { equals: id } }, req })]
        : where
          ? (await req.payload.db.find({ collection, where, limit: 0, pagination: false, req })).docs
          : []
  const emails = found.map((doc) => (doc as { email?: unknown } | null)?.email).filter((e) => typeof e === 'string')
  return emails.length > 0 ? emails : [undefined]
}

/**
 * The account an operation's e-mail names, as Payload finds it (the address trimmed and in lower case); null for none,
 * undefined when the operation names no address.
 */
async function accountByEmail(req: PayloadRequest, collection: CollectionSlug, email: unknown) {
  const address = typeof email === 'string' ? email.toLowerCase().trim() : ''
  if (!address) return undefined
  return req.payload.db.findOne({ collection, req, where: { email: { equals: address } } })
}

const dummySalt = 'f'.repeat(64)

/**
 * A sign-in with an unknown e-mail costs the same as one with a wrong password: without this, Payload answers the
 * first without hashing anything, some hundred milliseconds sooner, and the timing tells which addresses have an
 * account. The look-up here and Payload's own make the two paths the same work.
 */
export const equalTimeForUnknownAccounts: CollectionBeforeOperationHook = async ({
  args,
  operation,
  collection,
  req,
}) => {
  if (operation !== 'login') return args
  const data = (args as { data?: Record<string, unknown> }).data
  const password = typeof data?.password === 'string' ? data.password : ''
  if (!password) return args
  const user = await accountByEmail(req, collection.slug, data?.email)
  if (user === undefined) return args
  if (!user) {
    await hashLikePayload(password, dummySalt)
  }
  return args
}

type MaybeCustomer = { active?: boolean | null } | null | undefined

/** A customer an editor deactivated: treated as nobody signed in. */
export const isInactiveCustomer = (user: MaybeCustomer) => user?.active === false

/** An inactive customer's right password gets the answer of a wrong one (after the same hashing). */
export const refuseInactiveLogin: CollectionBeforeLoginHook = ({ user, req }) => {
  if (isInactiveCustomer(user)) throw new AuthenticationError(req.t)
  return user
}

/** Nor can a session of theirs be prolonged. */
export const refuseInactiveRefresh: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (operation === 'refresh' && isInactiveCustomer(req.user as MaybeCustomer)) throw new Forbidden(req.t)
  return args
}

/**
 * A deactivated customer is mailed no reset link: the link led to a sign-in refused as a wrong password (the
 * twenty-second check from outside). Payload still answers "sent", as for an address with no account, and writes a
 * new token, which no one receives and which voids any link sent before.
 */
export const noResetMailWhenInactive: CollectionBeforeOperationHook = async ({ args, operation, collection, req }) => {
  if (operation !== 'forgotPassword') return args
  const account = await accountByEmail(req, collection.slug, (args as { data?: { email?: unknown } }).data?.email)
  return account && isInactiveCustomer(account as MaybeCustomer) ? { ...args, disableEmail: true } : args
}

/**
 * Ends every reserved-area session of a customer: their login codes are revoked, so a `login` cookie that still
 * carries one is refused at the next request (src/features/reserved/codes.ts `sessionStands`). After a new password:
 * whoever had the old one, and signed in with it, is out.
 */
export async function endCustomerSessions(payload: Payload, customerId: number | string, req?: PayloadRequest) {
  await payload.update({
    collection: 'login-codes',
    where: { and: [{ customer: { equals: customerId } }, { revokedAt: { exists: false } }] },
    data: { revokedAt: new Date().toISOString() },
    overrideAccess: true,
    req,
  })
}

/**
 * A customer's new password ends their sessions: set through the API or the admin (an update whose data carries the
 * password, before Payload hashes it and takes it out of the data, so that no afterChange hook sees it), or by
 * Payload's reset (the site's page or the API's `reset-password`: its beforeValidate gets the account with its new
 * hash and no originalDoc). In the operation's transaction: a refused update ends nothing.
 */
export const endSessionsOnNewPassword: CollectionBeforeValidateHook = async ({ data, operation, originalDoc, req }) => {
  const id =
    (data as { id?: number | string } | undefined)?.id ?? (originalDoc as { id?: number | string } | undefined)?.id
  const set = typeof data?.password === 'string' && data.password !== ''
  const reset = typeof data?.hash === 'string' && !originalDoc
  if (operation === 'update' && (set || reset) && id !== undefined) await endCustomerSessions(req.payload, id, req)
  return data
}

/**
 * A customer an editor deactivates has every session ended, not only refused while inactive: their login codes are
 * revoked, and Payload's own sessions (the API's tokens) emptied. Reactivated, the account signs in anew; a cookie
 * or token of before stays refused (the twelfth check from outside found them working again). In the update's
 * transaction, at the database level: the sessions field is Payload's, closed to every update through the API.
 */
export const endSessionsOnDeactivation: CollectionAfterChangeHook = async ({ doc, operation, previousDoc, req }) => {
  const ended = isInactiveCustomer(doc as MaybeCustomer) && !isInactiveCustomer(previousDoc as MaybeCustomer)
  if (operation !== 'update' || !ended) return doc
  const id = (doc as { id: number | string }).id
  await endCustomerSessions(req.payload, id, req)
  await req.payload.db.updateOne({ collection: 'customers', id, data: { sessions: [] }, req })
  return { ...doc, sessions: [] }
}
