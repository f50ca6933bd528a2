import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'

import { Link } from '@/i18n/link'
import type { Locale } from '@/i18n/locales'
import { getPathname } from '@/i18n/navigation'
import { captchaConfig } from '@/lib/captcha'
import { captchaProviders } from '@/lib/captcha-providers'

import { CookiePreferencesLink } from '../consent/cookie-preferences-link.client'
import { getFooterContent } from '../queries'
import { Brand } from './brand'
import { ContactLines } from './contact-lines'
import { mainMenu, serviceMenu } from './menu-items'
import { SocialLinks } from './social-links'

import styles from './site-footer.module.css'

/**
 * Address, contact and VAT number from the CMS, the year, credits, the cookie preferences, social links, menus, and
 * the bot-protection notice of spec §2, always: the forms' own checks without a captcha, the captcha's provider, with
 * its privacy policy and terms, when there is one (src/lib/captcha.ts).
 */
export async function SiteFooter({ locale }: { locale: Locale }) {
  const [t, nav, header, settings] = await Promise.all([
    getTranslations({ locale, namespace: 'Footer' }),
    getTranslations({ locale, namespace: 'Nav' }),
    getTranslations({ locale, namespace: 'Header' }),
    getFooterContent(locale),
  ])
  const company = settings.companyName
  // A string: ICU would group the digits of a number ("2.026").
  const year = String(new Date().getFullYear())
  const hasSocial = Object.values(settings.social).some(Boolean)

  return (
    <footer className={styles.footer} data-surface="dark" data-site-chrome="">
      <div className={styles.inner}>
        <div className={styles.top}>
          <Brand locale={locale} label={header('home', { company })} tone="dark" />
          <nav aria-label={t('mainMenu')}>
            <ul className={styles.mainList}>
              {mainMenu.map((item) => (
                <li key={item.key}>
                  <Link locale={locale} className={styles.mainLink} href={item.href}>
                    {nav(item.key)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>

        <div className={styles.middle}>
          <address className={styles.company}>
            <p className={styles.companyName}>{company}</p>
            {settings.address && <p className={styles.address}>{settings.address}</p>}
            {settings.piva && <p className={styles.vat}>{t('vat', { piva: settings.piva })}</p>}
          </address>
          {settings.contact && (
            <div className={styles.block}>
              <h2 className={styles.heading}>{t('contact')}</h2>
              <p className={styles.contact}>
                <ContactLines text={settings.contact} />
              </p>
            </div>
          )}
          {hasSocial && (
            <div className={styles.block}>
              <h2 className={styles.heading}>{t('social')}</h2>
              <SocialLinks social={settings.social} labelFor={(network) => t('followOn', { company, network })} />
            </div>
          )}
        </div>

        <nav className={styles.service} aria-label={t('serviceMenu')}>
          <ul className={styles.serviceList}>
            {serviceMenu.map((item) => (
              <li key={item.key}>
                <Link locale={locale} className={styles.serviceLink} href={item.href}>
                  {nav(item.key)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <div className={styles.legal}>
          <p>
            {t('copyright', { year, company })}{' '}
            <Link locale={locale} className={styles.credits} href="/credits">
              {t('credits')}
            </Link>{' '}
            <CookiePreferencesLink className={styles.credits} href={getPathname({ locale, href: '/cookie-policy' })}>
              {t('cookiePreferences')}
            </CookiePreferencesLink>
          </p>
          <BotNotice locale={locale} />
        </div>
      </div>
    </footer>
  )
}

async function BotNotice({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Footer' })
  const captcha = captchaConfig()
  if (!captcha) return <p className={styles.notice}>{t('botNotice')}</p>
  const provider = captchaProviders[captcha.provider]
  const link = (href: string) =>
    function ProviderLink(text: ReactNode) {
      return (
        <a href={href} rel="noopener noreferrer" className={styles.credits}>
          {text}
        </a>
      )
    }
  return (
    <p className={styles.notice}>
      {t.rich('botNoticeProvider', {
        name: provider.name,
        privacy: link(provider.privacy),
        terms: link(provider.terms),
      })}
    </p>
  )
}
