import { SiteSearch } from '@/features/catalogue/components/search/site-search'
import { getMenuCategories } from '@/features/catalogue/queries'
import { ContactsPanel } from '@/features/contacts/panel/contacts-panel'
import { PreviewBanner } from '@/features/editorial/components/preview-banner'
import { SiteBanner } from '@/features/site/chrome/site-banner'
import { SiteOverlay } from '@/features/site/chrome/site-overlay'
import { SiteFooter } from '@/features/site/components/site-footer'
import { SiteHeader } from '@/features/site/components/site-header'
import { asLocale } from '@/i18n/locales'

export default async function DefaultLayout({ children, params }: LayoutProps<'/[locale]'>) {
  const locale = asLocale((await params).locale)
  // The catalogue's parts of the header come straight from their files, not from the catalogue's index: a layout
  // ships every client component its imports reach, rendered or not (decision 044).
  const categories = await getMenuCategories(locale)
  return (
    <>
      <SiteHeader locale={locale} categories={categories} search={<SiteSearch locale={locale} />} />
      {/* After the header: the header is fixed over the top of the page, and its skip link stays first. */}
      <PreviewBanner locale={locale} />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter locale={locale} />
      <ContactsPanel locale={locale} />
      {/* After the contacts button, which stays the first stop after the footer. */}
      <SiteBanner locale={locale} />
      <SiteOverlay locale={locale} />
    </>
  )
}
