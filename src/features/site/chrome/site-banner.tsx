import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'

import { getSiteBanner } from '../queries'
import { SiteBannerFrame } from './site-banner.client'

import styles from './site-banner.module.css'

/**
 * The site banner (spec §3 "Site banner", §4; issue 13, item 3; decision 024): the editors' picture and link, shown
 * only when `showBanner` is on, floating in the page's lower corner so that it never moves the page. The large
 * picture from 1000 px wide, the small one below; past 300 px of scrolling it takes its smaller, scrolled style.
 */
export async function SiteBanner({ locale }: { locale: Locale }) {
  const banner = await getSiteBanner(locale)
  if (!banner) return null
  const t = await getTranslations({ locale, namespace: 'SiteBanner' })
  const picture = (
    <picture>
      <source media="(min-width: 1000px)" srcSet={`${banner.large.url} 1x, ${banner.large.url2x} 2x`} />
      {}
      <img
        className={styles.image}
        src={banner.small.url}
        alt={banner.large.alt || banner.small.alt}
        width={320}
        height={331}
        decoding="async"
      />
    </picture>
  )
  return (
    <SiteBannerFrame label={t('label')} hideLabel={t('hide')} version={banner.version}>
      {banner.link ? (
        <a className={styles.link} href={banner.link}>
          {picture}
        </a>
      ) : (
        picture
      )}
    </SiteBannerFrame>
  )
}
