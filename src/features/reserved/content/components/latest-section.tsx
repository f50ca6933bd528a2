import type { ReactNode } from 'react'

import { Link } from '@/i18n/link'
import type { Locale } from '@/i18n/locales'
import type { StaticPathname } from '@/i18n/pathnames'

import styles from './reserved.module.css'
import prose from '@/core/prose.module.css'

/** A titled block of a reserved overview page: a few entries and a link to the whole list. */
export function LatestSection({
  locale,
  id,
  title,
  href,
  allLabel,
  children,
}: {
  locale: Locale
  id: string
  title: string
  href: StaticPathname
  allLabel: string
  children: ReactNode
}) {
  return (
    <section className={styles.section} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={prose.sectionTitle}>
        {title}
      </h2>
      {children}
      <p className={styles.more}>
        <Link locale={locale} href={href}>
          {allLabel}
        </Link>
      </p>
    </section>
  )
}
