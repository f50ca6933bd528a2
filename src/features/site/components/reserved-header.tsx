import { getTranslations } from 'next-intl/server'

import { LogoutIcon } from '@/components/ui/icons'
import { SkipLink } from '@/components/ui/skip-link'
import { B2bStoreLink } from '@/features/reserved'
import { type Locale, otherLocale } from '@/i18n/locales'
import { localizePath, navMatch } from '@/i18n/route-table'
import { companyName } from '@/lib/company'

import { Brand } from './brand'
import { LocaleSwitcher } from './locale-switcher.client'
import { reservedMenu } from './menu-items'
import { NavLink } from './nav-link.client'

import styles from './reserved-header.module.css'

/**
 * The reserved area's own header: brand, reserved menu (and the B2B store when configured, and the public site), language
 * and logout.
 */
export async function ReservedHeader({ locale }: { locale: Locale }) {
  const [t, switcher, common] = await Promise.all([
    getTranslations({ locale, namespace: 'Reserved' }),
    getTranslations({ locale, namespace: 'LocaleSwitcher' }),
    getTranslations({ locale, namespace: 'Common' }),
  ])

  return (
    <>
      <SkipLink href="#main">{common('skipToContent')}</SkipLink>
      <header className={styles.header} data-surface="dark" data-site-chrome="">
        <div className={styles.bar}>
          <div className={styles.brand}>
            <Brand locale={locale} href="/reserved-area" label={t('brandHome', { company: companyName })} tone="dark" />
            <span className={styles.badge}>{t('title')}</span>
          </div>

          <nav className={styles.nav} aria-label={t('navigation')}>
            <ul className={styles.list}>
              {reservedMenu.map((item) => (
                <li key={item.key}>
                  <NavLink
                    className={styles.link}
                    href={localizePath(item.href, locale)}
                    match={navMatch(item.href, locale, { exact: item.href === '/reserved-area' })}
                  >
                    {t(item.key)}
                  </NavLink>
                </li>
              ))}
              <B2bStoreLink locale={locale} className={styles.link} />
              {/* The public site, for a customer who came here from it or signed in from a mail (the twenty-seventh
                  check from outside: the reserved area had no way back but the browser's). */}
              <li>
                <a className={styles.link} href={localizePath('/', locale)}>
                  {t('publicSite')}
                </a>
              </li>
            </ul>
          </nav>

          <div className={styles.actions}>
            <LocaleSwitcher
              locale={locale}
              label={switcher('switchTo')}
              short={switcher('short')}
              home={localizePath('/', otherLocale(locale))}
              tone="dark"
            />
            {/* Spec §4 "Logout": a plain form, so it works without JavaScript (src/features/reserved/endpoints.ts). */}
            <form method="post" action="/api/logout/">
              <input type="hidden" name="locale" value={locale} />
              <button type="submit" className={styles.logout}>
                <LogoutIcon size={18} />
                {t('logout')}
              </button>
            </form>
          </div>
        </div>
      </header>
    </>
  )
}
