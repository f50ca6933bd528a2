/**
 * Demo site-wide content: the banner, the newsletter overlay, the company settings and the demo trade customer
 * who can sign in to the reserved area. Plain data, the same on every run.
 */
import { DEMO_B2B_STORE_URL, DEMO_CUSTOMER_EMAIL, DEMO_CUSTOMER_PASSWORD } from '@/lib/demo-credentials'

import type { BannerData, CustomerData, OverlayData } from '../types'

/** The site banner links to the "more than 3500 labels" landing page (seed/data/editorial.ts). */
export const banner: BannerData = {
  show: true,
  link: { it: '/oltre-3500-etichette/', en: '/en/over-3500-labels/' },
  title: { it: 'Oltre 3500 etichette, consegna in 3 giorni', en: 'More than 3,500 labels, delivered in 3 days' },
  // One picture for both languages (the banner global's pictures are not per language): no words of either.
  picture: '3500+',
  // The link's only content names where it leads, and what the picture shows (the twenty-fourth check from outside: it
  // described a bar counter the picture does not have).
  alt: {
    it: 'Oltre 3500 etichette: tre bottiglie sotto la scritta «3500+»',
    en: 'Over 3,500 labels: three bottles under the words “3500+”',
  },
}

/** The modal that invites visitors to the newsletter after a few pages. */
export const overlay: Record<'it' | 'en', OverlayData> = {
  it: {
    show: true,
    delay: 4,
    pagesBeforeShow: 3,
    title: 'Restiamo in contatto',
    mainParagraphTitle: 'La newsletter per chi lavora nei locali',
    mainParagraphText:
      'Una e-mail al mese con le nuove referenze, le masterclass in programma e un consiglio pratico per la carta dei vini, dei cocktail o del dopocena.',
    secondaryParagraphTitle: 'Niente spam, promesso',
    secondaryParagraphText:
      'Confermi l’iscrizione con un clic e puoi cancellarti quando vuoi dal link in fondo a ogni messaggio.',
    linkUrl: '/newsletter/',
    linkCta: 'Iscriviti alla newsletter',
    imageAlt: 'Tre bottiglie sotto la scritta «Restiamo in contatto»',
  },
  en: {
    show: true,
    delay: 4,
    pagesBeforeShow: 3,
    title: 'Let’s keep in touch',
    mainParagraphTitle: 'The newsletter for people who work in venues',
    mainParagraphText:
      'One e-mail a month with new references, upcoming masterclasses and a practical tip for your wine, cocktail or after-dinner list.',
    secondaryParagraphTitle: 'No spam, we promise',
    secondaryParagraphText:
      'Confirm your sign-up with one click and unsubscribe whenever you like from the link at the foot of every message.',
    linkUrl: '/en/newsletter/',
    linkCta: 'Sign up for the newsletter',
    imageAlt: 'Three bottles under the words “Let’s keep in touch”',
  },
}

/** The company's address, phone and VAT number are the Contact global's (seed/data/contacts.ts). */
export type SiteSettingsData = {
  companyName: string
  social: { facebook: string; instagram: string; youtube: string; linkedin: string }
  /** The external B2B ordering store linked from the reserved area. */
  b2bStoreUrl: string
}

export const settings: SiteSettingsData = {
  companyName: 'Vinea Distribuzione',
  social: {
    facebook: 'https://www.facebook.com/vineadistribuzione',
    instagram: 'https://www.instagram.com/vineadistribuzione',
    youtube: 'https://www.youtube.com/@vineadistribuzione',
    linkedin: 'https://www.linkedin.com/company/vineadistribuzione',
  },
  b2bStoreUrl: DEMO_B2B_STORE_URL,
}

/** The demo trade customer (a Verona trattoria) who can sign in to the reserved area. */
export const customer: CustomerData = {
  email: DEMO_CUSTOMER_EMAIL,
  password: DEMO_CUSTOMER_PASSWORD,
  company: 'Trattoria La Pergola di San Zeno S.r.l.',
  name: 'Francesca Tommasi',
  vatNumber: 'IT03781260231',
  city: 'Verona',
}
