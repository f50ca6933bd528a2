import { getTranslations } from 'next-intl/server'
import type { CookieTable, Translation } from 'vanilla-cookieconsent'

import type { Locale } from '@/i18n/locales'
import { getPathname } from '@/i18n/navigation'
import { escapeHtml } from '@/lib/escape-html'

import { CookieConsent } from './cookie-consent.client'
import { type CookieCategory, siteCookies } from './cookies'

/**
 * The cookie banner's texts in the page's language (the banner writes them as HTML: each is escaped), with the
 * cookie policy's table for each category in its preferences: what the banner shows and what the policy lists come
 * from the same list (cookies.ts).
 */
export async function SiteConsent({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Consent' })
  const policy = escapeHtml(getPathname({ locale, href: '/cookie-policy' }))
  const policyLink = `<a href="${policy}">${escapeHtml(t('banner.policy'))}</a>`
  const table = (category: CookieCategory): CookieTable => ({
    caption: escapeHtml(t('table.caption')),
    headers: {
      name: escapeHtml(t('table.name')),
      purpose: escapeHtml(t('table.purpose')),
      duration: escapeHtml(t('table.duration')),
    },
    body: siteCookies
      .filter((cookie) => cookie.category === category)
      .map((cookie) => ({
        name: escapeHtml(cookie.names.join(', ')),
        purpose: escapeHtml(t(`cookies.${cookie.key}.purpose`)),
        duration: escapeHtml(t(`cookies.${cookie.key}.duration`)),
      })),
  })
  const translation: Translation = {
    consentModal: {
      title: escapeHtml(t('banner.title')),
      description: `${escapeHtml(t('banner.text'))} ${policyLink}`,
      acceptAllBtn: escapeHtml(t('banner.accept')),
      acceptNecessaryBtn: escapeHtml(t('banner.refuse')),
      showPreferencesBtn: escapeHtml(t('banner.preferences')),
    },
    preferencesModal: {
      title: escapeHtml(t('preferences.title')),
      acceptAllBtn: escapeHtml(t('preferences.acceptAll')),
      acceptNecessaryBtn: escapeHtml(t('preferences.refuseAll')),
      savePreferencesBtn: escapeHtml(t('preferences.save')),
      closeIconLabel: escapeHtml(t('preferences.close')),
      sections: [
        { title: escapeHtml(t('preferences.usage')), description: escapeHtml(t('preferences.intro')) },
        {
          title: escapeHtml(t('categories.necessary.title')),
          description: escapeHtml(t('categories.necessary.text')),
          linkedCategory: 'necessary',
          cookieTable: table('necessary'),
        },
        {
          title: escapeHtml(t('categories.marketing.title')),
          description: escapeHtml(t('categories.marketing.text')),
          linkedCategory: 'marketing',
          cookieTable: table('marketing'),
        },
        {
          title: escapeHtml(t('preferences.moreTitle')),
          description: `${escapeHtml(t('preferences.moreText'))} ${policyLink}`,
        },
      ],
    },
  }
  return <CookieConsent language={locale} translation={translation} />
}
