import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'

import { formGuard } from '../forms/guard'
import { formKitTexts } from './form-texts'
import { NewsletterForm } from './newsletter-form.client'
import { PrivacyLink } from './privacy-link'

/**
 * The newsletter's sign-up with its fill-time token and its texts: on the newsletter page and in the home page's
 * banner, whose call to action (written by editors) labels the button.
 */
export async function NewsletterSignup({
  locale,
  source,
  label,
}: {
  locale: Locale
  source: 'page' | 'banner'
  label?: string
}) {
  const [t, tn, kit] = await Promise.all([
    getTranslations({ locale, namespace: 'Forms' }),
    getTranslations({ locale, namespace: 'Newsletter.form' }),
    formKitTexts(locale, 'newsletter'),
  ])
  const texts = {
    kit,
    email: t('fields.email'),
    doubleOptIn: tn('doubleOptIn'),
    consent: tn.rich('consent', { link: (chunks) => <PrivacyLink locale={locale}>{chunks}</PrivacyLink> }),
    subscribe: tn('subscribe'),
    subscribing: tn('subscribing'),
  }
  return <NewsletterForm locale={locale} guard={formGuard()} source={source} label={label} texts={texts} />
}
