import 'server-only'

import { type CaptchaConfig } from './captcha-providers'
import { env } from './env'

/**
 * The forms' captcha when all of CAPTCHA_PROVIDER, CAPTCHA_SITE_KEY and CAPTCHA_SECRET are set (env.ts checks they
 * come together): the forms then draw its widget and the server verifies it, and only then does the footer show
 * the bot-protection notice of spec §2.
 */
export const captchaConfig = (): CaptchaConfig | null =>
  env.CAPTCHA_PROVIDER && env.CAPTCHA_SITE_KEY && env.CAPTCHA_SECRET
    ? { provider: env.CAPTCHA_PROVIDER, siteKey: env.CAPTCHA_SITE_KEY }
    : null
