import type { CaptchaConfig } from '@/lib/captcha-providers'

/** Names of the forms' hidden fields, shared by the forms and the server's checks (guard.ts). */
export const HONEYPOT = 'website'
export const TOKEN = 'formToken'

/** What a form page hands its form (guard.ts `formGuard`): the signed time it was shown, and the captcha to draw. */
export type FormGuard = { token: string; captcha: CaptchaConfig | null }

/** The typed fields of the contact and job forms, kept in the tab's draft (form-hooks.client.ts), in form order. */
export const draftFields = {
  contact: ['name', 'surname', 'company', 'address', 'province', 'email', 'phone', 'message'],
  job: ['name', 'surname', 'email', 'phone', 'qualification', 'area'],
  newsletter: ['email'],
} as const satisfies Record<string, readonly string[]>

/** Every checked field of each form, in the order the form shows them (focus goes to the first in error). */
export const checkedFields = {
  contact: [...draftFields.contact, 'privacy'],
  job: [...draftFields.job, 'cv', 'coverLetter', 'privacy'],
  newsletter: [...draftFields.newsletter, 'privacy'],
} as const satisfies Record<string, readonly string[]>

export type CheckedForm = keyof typeof checkedFields
