import 'server-only'

import { getTranslations } from 'next-intl/server'

import { VisuallyHidden } from '@/components/ui/visually-hidden'
import type { Locale } from '@/i18n/locales'
import { env } from '@/lib/env'

/**
 * The external B2B store where trade customers order (`B2B_STORE_URL`), as an item of the reserved menu: a new
 * tab, said to screen readers too. Nothing when the store is not configured.
 */
export async function B2bStoreLink({ locale, className }: { locale: Locale; className?: string }) {
  if (!env.B2B_STORE_URL) return null
  const t = await getTranslations({ locale, namespace: 'Reserved' })
  return (
    <li>
      <a className={className} href={env.B2B_STORE_URL} target="_blank" rel="noopener noreferrer">
        {t('b2bStore')}
        {/* Sighted readers see that it leaves the site; screen readers hear it. */}
        <span aria-hidden="true">&nbsp;↗</span>
        <VisuallyHidden> {t('opensInNewTab')}</VisuallyHidden>
      </a>
    </li>
  )
}
