'use server'

import { kickOutbox } from '@/cms/outbox/runner'
import type { Locale } from '@/i18n/locales'
import { asFormData, sentByScript } from '@/lib/form-data'

import { formError, go, localeOf, refusal } from './forms/answers'
import {
  captchaPassed,
  checkFormToken,
  HONEYPOT_FIELD,
  postsLimited,
  rateLimited,
  TOKEN_FIELD,
  visitorAddress,
} from './forms/guard'
import { contactSchema, type FieldError, fieldErrors, jobSchema } from './forms/schemas'
import { isPdf, type StoredFile, storeSubmission } from './forms/store'
import { findAgent } from './queries'
import { formKey, requestByKey, wizardParams } from './requests'

/**
 * The contact and job forms' server actions: with JavaScript the form calls them after react-hook-form checked
 * the same schema; without it the browser posts the form and the page renders the answer (progressive
 * enhancement). Either way the server checks everything again and answers a bad submission field by field,
 * keeping what was typed; a valid one is stored before the visitor sees the success page (decision 017).
 */
export type FormError = {
  key: 'tooFast' | 'rateLimited' | 'captchaFailed' | 'invalidRequest' | 'storeFailed'
  minutes?: number
  /** The text the form shows, in the form's language (forms/answers.ts `formError`). */
  message: string
}

export type FormState = {
  /** What the visitor typed (not the files), to fill the form again; `privacy: 'on'` when the consent was ticked. */
  values: Record<string, string>
  errors: Record<string, FieldError>
  formError?: FormError
  /** Changes with every answer, so the form reacts to each one even when it equals the last. */
  at: number
}

const text = (formData: FormData, name: string) => {
  const value = formData.get(name)
  return typeof value === 'string' ? value : value === null ? undefined : value
}

const typedValues = (formData: FormData, names: string[]) =>
  Object.fromEntries(
    names.flatMap((n) => {
      const value = formData.get(n)
      return typeof value === 'string' ? [[n, value.slice(0, 5000)]] : []
    }),
  )

type Checked = { ok: true; address: string } | { ok: false; state: Omit<FormState, 'values' | 'at'> } | { ok: 'bot' }

const refusedWith = async (locale: Locale, key: FormError['key'], minutes?: number) => ({
  ok: false as const,
  state: { errors: {}, formError: await formError(locale, key, minutes) },
})

/** Honeypot, fill time and the cap on posts, in that order, before the fields are read. */
async function screen(formData: FormData, kind: 'contact' | 'job', locale: Locale): Promise<Checked> {
  const honeypot = formData.get(HONEYPOT_FIELD)
  if (typeof honeypot === 'string' && honeypot.trim() !== '') return { ok: 'bot' }
  const token = checkFormToken(formData.get(TOKEN_FIELD))
  if (token === 'invalid') return refusedWith(locale, 'invalidRequest')
  if (token === 'tooFast') return refusedWith(locale, 'tooFast')
  const address = await visitorAddress()
  const minutes = await postsLimited(kind, address)
  if (minutes !== null) return refusedWith(locale, 'rateLimited', minutes)
  return { ok: true, address }
}

/**
 * Once the fields are right: the captcha, then the form's rate limit, which counts the sends it takes. Null when the
 * send is taken, else its refusal.
 */
async function admit(formData: FormData, kind: 'contact' | 'job', locale: Locale, address: string) {
  if (!(await captchaPassed(formData, address))) return refusedWith(locale, 'captchaFailed')
  const minutes = await rateLimited(kind, address)
  if (minutes !== null) return refusedWith(locale, 'rateLimited', minutes)
  return null
}

const contactFields = ['name', 'surname', 'company', 'address', 'province', 'email', 'phone', 'message']

export async function submitContactRequest(_previous: FormState, form: unknown): Promise<FormState> {
  const formData = asFormData(form)
  const locale = localeOf(formData)
  const values = typedValues(formData, [...contactFields, 'request', 'agent', 'privacy'])
  const answer = (state: Omit<FormState, 'values' | 'at'>) => refusal(values, state, formData)

  const screened = await screen(formData, 'contact', locale)
  if (screened.ok === 'bot') go('/contacts/request-sent', locale)
  if (screened.ok === false) return answer(screened.state)

  const request = requestByKey(String(formData.get('request') ?? ''))
  if (!request || request.answer.kind !== 'form') {
    return answer({ errors: {}, formError: await formError(locale, 'invalidRequest') })
  }
  const agent = request.key === 'agent' ? await findAgent(locale, String(formData.get('agent') ?? '')) : null

  const parsed = contactSchema.safeParse({
    ...Object.fromEntries(contactFields.map((f) => [f, text(formData, f)])),
    privacy: formData.get('privacy') === 'on' || formData.get('privacy') === 'true',
  })
  if (!parsed.success) return answer({ errors: fieldErrors(parsed.error) })
  const refused = await admit(formData, 'contact', locale, screened.address)
  if (refused) return answer(refused.state)

  const { name, surname, company, address, province, email, phone, message } = parsed.data
  const fields = { name, surname, company, address, province, email, phone, message }
  let stored = false
  try {
    await storeSubmission('contact-requests', {
      ...fields,
      audience: request.answer.audience,
      request: request.key,
      agent: agent?.id ?? null,
      locale,
      formKey: formKey('contact', locale),
      privacyConsentAt: new Date().toISOString(),
    })
    stored = true
  } catch (error) {
    console.error('forms: a contact request could not be stored', error)
  }
  if (!stored) {
    go({ pathname: '/contacts/error', query: { [wizardParams.request[locale]]: request.slug[locale] } }, locale)
  }
  kickOutbox()
  go('/contacts/request-sent', locale)
}

const jobFields = ['name', 'surname', 'email', 'phone', 'qualification', 'area']

export async function submitApplication(_previous: FormState, form: unknown): Promise<FormState> {
  const formData = asFormData(form)
  const locale = localeOf(formData)
  const values = typedValues(formData, [...jobFields, 'privacy'])
  const answer = (state: Omit<FormState, 'values' | 'at'>) => refusal(values, state, formData)

  const screened = await screen(formData, 'job', locale)
  if (screened.ok === 'bot') go('/contacts/work-with-us/application-sent', locale)
  if (screened.ok === false) return answer(screened.state)

  const parsed = jobSchema.safeParse({
    ...Object.fromEntries(jobFields.map((f) => [f, text(formData, f)])),
    cv: formData.get('cv') ?? undefined,
    coverLetter: formData.get('coverLetter') ?? undefined,
    privacy: formData.get('privacy') === 'on' || formData.get('privacy') === 'true',
  })
  const errors = parsed.success ? {} : fieldErrors(parsed.error)
  // The declared type and name say little: each file must be a PDF by its content.
  const files: StoredFile[] = []
  for (const field of ['cv', 'coverLetter'] as const) {
    const file = formData.get(field)
    if (errors[field] || !(file instanceof File)) continue
    const data = Buffer.from(await file.arrayBuffer())
    if (await isPdf(data)) files.push({ field, data })
    else errors[field] = { rule: 'mimes', values: { types: 'PDF' } }
  }
  if (!parsed.success || Object.keys(errors).length > 0) {
    // Without JavaScript the page comes back with what was typed, but no browser refills a file input: a file
    // received and found good is asked for again, counted with the errors (the fifth check from outside: the form
    // said "one error", and sent again it answered two more).
    if (!(await sentByScript())) {
      for (const { field } of files) errors[field] = { rule: 'reattach' }
    }
    return answer({ errors })
  }
  const refused = await admit(formData, 'job', locale, screened.address)
  if (refused) return answer(refused.state)

  const { name, surname, email, phone, qualification, area } = parsed.data
  const fields = { name, surname, email, phone, qualification, area }
  let stored = false
  try {
    await storeSubmission(
      'job-applications',
      {
        ...fields,
        locale,
        formKey: formKey('work-with-us', locale),
        privacyConsentAt: new Date().toISOString(),
      },
      files,
    )
    stored = true
  } catch (error) {
    console.error('forms: a job application could not be stored', error)
  }
  if (!stored) go('/contacts/work-with-us/error', locale)
  kickOutbox()
  go('/contacts/work-with-us/application-sent', locale)
}
