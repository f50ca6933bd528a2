import { SiteFooter } from '@/features/site/components/site-footer'
import { SiteHeader } from '@/features/site/components/site-header'
import { asLocale } from '@/i18n/locales'

export default async function DefaultLayout({ children, params }: LayoutProps<'/[locale]'>) {
  const locale = asLocale((await params).locale)
  return (
    <>
      <SiteHeader locale={locale} />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter locale={locale} />
    </>
  )
}
