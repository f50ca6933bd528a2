import { z } from 'zod/mini'

import { provinceCodes } from '@/lib/provinces'

import { areas, encode, type FieldError, issueToFieldError, limits, qualifications, type ValidationRule } from './rules'

export * from './rules'

/**
 * The forms' rules (spec §5; which rule applies to which field is DESIGN.md's "Validation rules per field"), one
 * zod schema per form, read by the browser (react-hook-form) and by the server, which re-validates everything.
 * Every issue names its rule of the §5 catalogue (`Validation.{rule}` in messages/*.json) and the values its
 * message needs, so both sides show the same message in the visitor's language (forms/rules.ts).
 *
 * In `zod/mini`, zod's functional form (a third of full zod in the browser), and loaded by the browser with
 * react-hook-form only when a visitor first touches a form (components/form-control.client.ts): issue 17, item 2.
 */

/** Control characters but tab and line breaks: dropped from every text before it is checked or stored. */
const controls = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u200B-\u200F\u202A-\u202E\u2066-\u2069]/g
/**
 * A text as the browser's field holds it: a form's post carries each line break as CR LF (HTML's form encoding), the
 * field and its check count one character for it. Without this a message the browser let through at 2,000 characters
 * was refused at 2,000 plus its line breaks (the eighteenth check from outside).
 */
const clean = (value: unknown) =>
  typeof value === 'string' ? value.replace(/\r\n?/g, '\n').replace(controls, '').trim() : value
/**
 * A one-line field's value: its line breaks and tabs become one space, as the browser's own input does with a pasted
 * text. Only a script sends them, and in the office's mail they forged rows of their own ("E-mail: …" under the
 * company: the third check from outside).
 */
const cleanLine = (value: unknown) => {
  const cleaned = clean(value)
  return typeof cleaned === 'string' ? cleaned.replace(/\s*[\r\n\t\u2028\u2029]+\s*/g, ' ') : cleaned
}

const fail = (rule: ValidationRule, values?: FieldError['values']) => ({ error: encode(rule, values) })
const issue = (rule: ValidationRule, values?: FieldError['values']) =>
  ({ code: 'custom', message: encode(rule, values) }) as const

/** `schema` applied to the value once `prepare` has cleaned it (zod's `preprocess`). */
const cleaned = <T extends z.ZodMiniType<unknown, unknown>>(prepare: (value: unknown) => unknown, schema: T) =>
  z.pipe(z.transform(prepare), schema)

/** A text of one line (`lines: 'many'` for the message, the one field that keeps its line breaks). */
type Lines = 'one' | 'many'
const cleanerOf = (lines: Lines) => (lines === 'many' ? clean : cleanLine)

const optionalText = (max: number, lines: Lines = 'one') =>
  cleaned(
    (v) => cleanerOf(lines)(v ?? ''),
    z.string(fail('regex')).check(z.maxLength(max, fail('max', { length: max }))),
  )

const requiredText = (max: number, lines: Lines = 'one') =>
  cleaned(
    cleanerOf(lines),
    z.string(fail('required')).check(z.minLength(1, fail('required')), z.maxLength(max, fail('max', { length: max }))),
  )

/** alpha_spaces: letters of any alphabet and spaces; the apostrophe, hyphen and dot of names such as D’Amico. */
const personName = z.pipe(
  requiredText(limits.name),
  z.string().check(z.regex(/^[\p{L}\p{M}]+(?:[ '’.-]+[\p{L}\p{M}]+)*\.?$/u, fail('alpha_spaces'))),
)

const email = cleaned(
  clean,
  z.pipe(
    z
      .string(fail('required'))
      .check(z.minLength(1, fail('required')), z.maxLength(limits.email, fail('max', { length: limits.email }))),
    z.email(fail('email')),
  ),
)

/** numeric, 6 to 15 digits: spaces, dots, dashes, brackets and a leading + are allowed and kept as typed. */
const phone = optionalText(40).check(
  z.superRefine((value, ctx) => {
    if (value === '') return
    const digits = value.replace(/^\+/, '').replace(/[\s.()/-]/g, '')
    if (!/^\d+$/.test(digits)) ctx.addIssue(issue('numeric'))
    else if (digits.length < limits.phoneDigits.min || digits.length > limits.phoneDigits.max) {
      ctx.addIssue(issue('between', limits.phoneDigits))
    }
  }),
)

const oneOf = <T extends readonly [string, ...string[]]>(values: T) =>
  cleaned(
    clean,
    z.pipe(z.string(fail('required')).check(z.minLength(1, fail('required'))), z.enum(values, fail('oneOf'))),
  )

const privacy = z.literal(true, fail('required'))

/**
 * A PDF of at most 5 MB. A browser sends an empty part without a name when no file was chosen: that is a missing
 * file; an empty file with a name is not a PDF. Its content (magic bytes) is checked on the server too: files.ts.
 */
const pdf = z
  .custom<File>(
    (value) => typeof File !== 'undefined' && value instanceof File && (value.size > 0 || value.name !== ''),
    fail('required'),
  )
  .check(
    z.superRefine((file, ctx) => {
      const named = /^[^/\\\u0000-\u001f]+$/.test(file.name) && !file.name.startsWith('.')
      if (!named || !/\.pdf$/i.test(file.name)) ctx.addIssue(issue('ext', { types: '.pdf' }))
      else if (file.size === 0 || (file.type !== '' && file.type !== 'application/pdf')) {
        ctx.addIssue(issue('mimes', { types: 'PDF' }))
      } else if (file.size >= limits.fileKb * 1024) {
        // "less than {size} KB" (spec §5): a file of exactly 5120 KB is refused.
        ctx.addIssue(issue('size', { size: limits.fileKb }))
      }
    }),
  )

export const contactSchema = z.object({
  name: personName,
  surname: personName,
  company: requiredText(limits.company),
  address: optionalText(limits.address),
  province: oneOf(provinceCodes as unknown as [string, ...string[]]),
  email,
  phone,
  message: requiredText(limits.message, 'many'),
  privacy,
})

export type ContactInput = z.input<typeof contactSchema>
export type ContactValues = z.output<typeof contactSchema>

export const jobSchema = z.object({
  name: personName,
  surname: personName,
  email,
  phone,
  qualification: oneOf(qualifications),
  area: oneOf(areas),
  cv: pdf,
  coverLetter: pdf,
  privacy,
})

export type JobValues = z.output<typeof jobSchema>

export const newsletterSchema = z.object({ email, privacy })

export type NewsletterValues = z.output<typeof newsletterSchema>

/** The first issue of each field, as the rule and values its message needs. */
export function fieldErrors(error: z.core.$ZodError): Record<string, FieldError> {
  const errors: Record<string, FieldError> = {}
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '')
    if (!field || errors[field]) continue
    errors[field] = issueToFieldError(issue)
  }
  return errors
}
