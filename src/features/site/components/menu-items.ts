import type { InternalPathname } from '@/i18n/pathnames'

/** Routes without parameters: the only ones a static menu can point at. */
export type StaticPathname = Exclude<InternalPathname, `${string}[${string}`>

export type MenuItem<Key extends string> = { key: Key; href: StaticPathname }

/** The main menu: Products, Producers, Philosophy, Why {company}, News, Blog. Keys are in `Nav`. */
export const mainMenu = [
  { key: 'products', href: '/products' },
  { key: 'producers', href: '/producers' },
  { key: 'philosophy', href: '/philosophy' },
  { key: 'why', href: '/why' },
  { key: 'events', href: '/news-events' },
  { key: 'blog', href: '/blog' },
] as const satisfies readonly MenuItem<string>[]

/** The small menu of the top bar. Catalogues appears in the side menu only in Italian. */
export const smallMenu = [
  { key: 'catalogues', href: '/catalogues' },
  { key: 'contacts', href: '/contacts' },
  { key: 'reservedArea', href: '/reserved-area' },
] as const satisfies readonly MenuItem<string>[]

/** The footer's service menu. */
export const serviceMenu = [
  { key: 'salesConditions', href: '/sales-conditions' },
  { key: 'privacyPolicy', href: '/privacy-policy' },
  { key: 'cookiePolicy', href: '/cookie-policy' },
  { key: 'newsletter', href: '/newsletter' },
  { key: 'credits', href: '/credits' },
  { key: 'contacts', href: '/contacts' },
  { key: 'contactsHoreca', href: '/contacts/horeca' },
  { key: 'contactsAgents', href: '/contacts/agents' },
  { key: 'contactsProducers', href: '/contacts/producers' },
  { key: 'contactsWorkWithUs', href: '/contacts/work-with-us' },
] as const satisfies readonly MenuItem<string>[]

/** The reserved area's menu, fixed in code rather than edited in the CMS. Keys are in `Reserved`. */
export const reservedMenu = [
  { key: 'home', href: '/reserved-area' },
  { key: 'news', href: '/reserved-area/news' },
  { key: 'training', href: '/reserved-area/training' },
  { key: 'theWine', href: '/reserved-area/the-wine' },
  { key: 'download', href: '/reserved-area/download' },
] as const satisfies readonly MenuItem<string>[]

/**
 * The top bar's id: before the page's scripts run, or without them, the menu button is a link here, and the bar,
 * targeted, shows its menus under 1000 px (site-header.module.css).
 */
export const SITE_MENU_ID = 'site-menu'
