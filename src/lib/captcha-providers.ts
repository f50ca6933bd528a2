/**
 * The captcha providers the forms can use (CAPTCHA_PROVIDER): the name, privacy policy and terms the footer's notice
 * names (spec §2), the script that draws the widget, the field it adds
 * to the form, where its answer is verified, and the origins the page's CSP must allow for it (scripts and the
 * widget's frame). Plain data: next.config.ts reads it through security-headers.ts, outside the app's bundles.
 */
export const captchaProviders = {
  turnstile: {
    name: 'Cloudflare Turnstile',
    privacy: 'https://www.cloudflare.com/privacypolicy/',
    terms: 'https://www.cloudflare.com/website-terms/',
    script: 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit',
    global: 'turnstile',
    field: 'cf-turnstile-response',
    verifyUrl: 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
    origins: ['https://challenges.cloudflare.com'],
  },
  recaptcha: {
    name: 'Google reCAPTCHA',
    privacy: 'https://policies.google.com/privacy',
    terms: 'https://policies.google.com/terms',
    script: 'https://www.google.com/recaptcha/api.js?render=explicit',
    global: 'grecaptcha',
    field: 'g-recaptcha-response',
    verifyUrl: 'https://www.google.com/recaptcha/api/siteverify',
    origins: ['https://www.google.com', 'https://www.gstatic.com'],
  },
} as const

export type CaptchaProvider = keyof typeof captchaProviders

export const isCaptchaProvider = (value: unknown): value is CaptchaProvider =>
  typeof value === 'string' && Object.hasOwn(captchaProviders, value)

/** What a form needs to draw the widget: the provider and its public site key (never the secret). */
export type CaptchaConfig = { provider: CaptchaProvider; siteKey: string }
