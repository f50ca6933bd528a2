import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'

import { SITE_BANNER_HIDDEN_KEY } from '../chrome/site-banner-storage'
import { SITE_OVERLAY_VISITS_KEY } from '../chrome/site-overlay-storage'
import { siteCookies } from './cookies'

import styles from './cookie-table.module.css'

/**
 * The cookie policy's table (issue 13, item 2): every cookie the site sets, or that an embedded service sets once its
 * category is accepted, with its purpose, duration and category. Drawn from the same list as the banner's
 * preferences, and checked against a browser session's cookies by tests/e2e/cookie-consent.spec.ts.
 */
export async function CookieTable({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Consent' })
  return (
    <section className={styles.section} aria-labelledby="cookie-table-heading">
      <h2 id="cookie-table-heading" className={styles.heading}>
        {t('table.heading')}
      </h2>
      <p>{t('table.intro')}</p>
      <div className={styles.scroller} tabIndex={0} role="region" aria-labelledby="cookie-table-caption">
        <table className={styles.table} data-cookie-table="">
          <caption id="cookie-table-caption" className={styles.caption}>
            {t('table.caption')}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t('table.name')}</th>
              <th scope="col">{t('table.provider')}</th>
              <th scope="col">{t('table.purpose')}</th>
              <th scope="col">{t('table.duration')}</th>
              <th scope="col">{t('table.category')}</th>
            </tr>
          </thead>
          <tbody>
            {siteCookies.map((cookie) => (
              <tr key={cookie.key} data-category={cookie.category}>
                <th scope="row">
                  {cookie.names.map((name, index) => (
                    <span key={name}>
                      {index > 0 ? ', ' : null}
                      <code data-cookie-name="">{name}</code>
                    </span>
                  ))}
                </th>
                <td data-label={t('table.provider')}>
                  {cookie.provider === 'site' ? t('table.thisSite') : cookie.provider}
                </td>
                <td data-label={t('table.purpose')}>{t(`cookies.${cookie.key}.purpose`)}</td>
                <td data-label={t('table.duration')}>{t(`cookies.${cookie.key}.duration`)}</td>
                <td data-label={t('table.category')}>{t(`categories.${cookie.category}.title`)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className={styles.storage}>
        {t.rich('table.storage', {
          key: SITE_BANNER_HIDDEN_KEY,
          visits: SITE_OVERLAY_VISITS_KEY,
          code: (chunks) => <code>{chunks}</code>,
        })}
      </p>
    </section>
  )
}
