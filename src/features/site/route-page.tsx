import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import type { ReactNode } from 'react'

import { asLocale, type Locale } from '@/i18n/locales'
import type { Messages } from '@/i18n/global'
import type { InternalPathname } from '@/i18n/pathnames'

import { hrefsFor, pageMetadata } from './seo'

export type MetaKey = keyof Messages['Meta']

type Props = { params: Promise<{ locale: string }> }

/**
 * A route without parameters: its SEO title and description come from `Meta.{meta}` in both languages,
 * its body from `render`. Keeps the route files under `app/` to one line each.
 */
export function staticRoute(options: {
  pathname: InternalPathname
  meta: MetaKey
  noindex?: boolean
  render: (locale: Locale) => ReactNode | Promise<ReactNode>
}) {
  async function generateMetadata({ params }: Props): Promise<Metadata> {
    const locale = asLocale((await params).locale)
    const t = await getTranslations({ locale, namespace: 'Meta' })
    return pageMetadata({
      locale,
      title: t(`${options.meta}.title`),
      description: t(`${options.meta}.description`),
      hrefs: hrefsFor(options.pathname),
      noindex: options.noindex,
    })
  }
  async function Page({ params }: Props) {
    const locale = asLocale((await params).locale)
    setRequestLocale(locale)
    return options.render(locale)
  }
  return { generateMetadata, Page }
}
