import type { Locale } from '@/i18n/locales'

import { formGuard } from '../forms/guard'
import { NewsletterForm } from './newsletter-form.client'

/**
 * The newsletter's sign-up with its fill-time token: on the newsletter page and in the home page's banner, whose
 * call to action (written by editors) labels the button.
 */
export function NewsletterSignup({
  locale,
  source,
  label,
}: {
  locale: Locale
  source: 'page' | 'banner'
  label?: string
}) {
  return <NewsletterForm locale={locale} guard={formGuard()} source={source} label={label} />
}
