import type { CaptchaConfig } from '@/lib/captcha-providers'

/** Names of the forms' hidden fields, shared by the forms and the server's checks (guard.ts). */
export const HONEYPOT = 'website'
export const TOKEN = 'formToken'

/** What a form page hands its form (guard.ts `formGuard`): the signed time it was shown, and the captcha to draw. */
export type FormGuard = { token: string; captcha: CaptchaConfig | null }
