import { BrandSeal } from '@/components/ui/monogram'
import { Link } from '@/i18n/link'
import type { Locale } from '@/i18n/locales'
import { brandWords } from '@/lib/company'

import styles from './brand.module.css'

type BrandProps = {
  locale: Locale
  /** Accessible name of the home link (Header.home). */
  label: string
  href?: '/' | '/reserved-area'
  tone?: 'light' | 'dark'
}

/** The wordmark: a monogram seal and the company's name, first word set large. */
export function Brand({ locale, label, href = '/', tone = 'light' }: BrandProps) {
  return (
    <Link locale={locale} href={href} className={styles.brand} data-tone={tone} aria-label={label}>
      <BrandSeal size={19} className={styles.seal} letterClassName={styles.monogram} />
      <span className={styles.words}>
        <span className={styles.name}>{brandWords.first}</span>
        {brandWords.rest && <span className={styles.sub}>{brandWords.rest}</span>}
      </span>
    </Link>
  )
}
