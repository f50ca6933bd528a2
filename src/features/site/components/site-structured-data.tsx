import { JsonLd } from '@/core/json-ld'
import { siteUrl } from '@/core/metadata'
import { type Locale, localeTags } from '@/i18n/locales'
import { localizePath } from '@/i18n/route-table'

import { getFooterContent } from '../queries'

/** The phone number and the e-mail address in the Contact global's free text ("Tel. +39 045 … · info@…"). */
export function contactFacts(text: string): { telephone?: string; email?: string } {
  const telephone = /\+?\d[\d\s./-]{6,}\d/.exec(text)?.[0].replace(/\s+/g, ' ').trim()
  const email = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/.exec(text)?.[0]
  return { ...(telephone ? { telephone } : {}), ...(email ? { email } : {}) }
}

/**
 * The home page's structured data (issue 15, item 3): the company as an `Organization` (a wholesale store: its
 * address, VAT number, contacts and social profiles, from the same globals as the footer) and the `WebSite` in the
 * page's language, with its `SearchAction`.
 */
export async function SiteStructuredData({ locale }: { locale: Locale }) {
  const footer = await getFooterContent(locale)
  const base = siteUrl()
  const home = base + localizePath('/', locale)
  const sameAs = Object.values(footer.social).filter((url): url is string => !!url)
  const organization = {
    '@context': 'https://schema.org',
    '@type': ['Organization', 'WholesaleStore'],
    '@id': `${base}/#organization`,
    name: footer.companyName,
    url: `${base}/`,
    logo: `${base}/icon.svg`,
    ...(footer.address ? { address: footer.address.replace(/\s*\n\s*/g, ', ') } : {}),
    ...(footer.piva ? { vatID: footer.piva } : {}),
    ...contactFacts(footer.contact),
    ...(sameAs.length ? { sameAs } : {}),
  }
  const website = {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': `${base}/#website`,
    name: footer.companyName,
    url: home,
    inLanguage: localeTags[locale],
    publisher: { '@id': `${base}/#organization` },
    // The search's own page in the page's language (`/cerca/?q=`, `/en/search/?q=`).
    potentialAction: {
      '@type': 'SearchAction',
      target: {
        '@type': 'EntryPoint',
        urlTemplate: `${base}${localizePath('/search', locale)}?q={search_term_string}`,
      },
      'query-input': 'required name=search_term_string',
    },
  }
  return <JsonLd data={[organization, website]} />
}
