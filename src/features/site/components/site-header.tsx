import { getTranslations } from 'next-intl/server'

import { LockIcon } from '@/components/ui/icons'
import { SkipLink } from '@/components/ui/skip-link'
import type { MenuCategory } from '@/features/catalogue'
import { listingRoutes } from '@/i18n/catalogue-paths'
import { type Locale, otherLocale } from '@/i18n/locales'
import { localizePath, navMatch } from '@/i18n/route-table'
import { companyName } from '@/lib/company'

import { Brand } from './brand'
import { HeaderShell } from './header-shell.client'
import { LocaleSwitcher } from './locale-switcher.client'
import { mainMenu, SITE_MENU_ID, smallMenu, type StaticPathname } from './menu-items'
import { MobileMenu } from './mobile-menu.client'
import { NavLink } from './nav-link.client'
import { ProductsMenu } from './products-menu.client'

import styles from './site-header.module.css'

type SiteHeaderProps = {
  locale: Locale
  /** The product types of the large and mobile menus. */
  categories: MenuCategory[]
  /** The header's search (the catalogue's), placed at the end of the main row. */
  search: React.ReactNode
}

/**
 * The public site's top bar: brand, large and small menus, search, language, and the mobile menu. The route's layout
 * hands in the catalogue's parts (decision 044): imported from the catalogue's index here, they brought every client
 * component the index reaches (the product carousel) into every page's first load.
 */
export async function SiteHeader({ locale, categories, search }: SiteHeaderProps) {
  const [t, nav, menu, switcher, common] = await Promise.all([
    getTranslations({ locale, namespace: 'Header' }),
    getTranslations({ locale, namespace: 'Nav' }),
    getTranslations({ locale, namespace: 'MobileMenu' }),
    getTranslations({ locale, namespace: 'LocaleSwitcher' }),
    getTranslations({ locale, namespace: 'Common' }),
  ])
  // The mobile menu's links, with where each is current.
  const menuItem = (href: StaticPathname, label: string) => ({
    href: localizePath(href, locale),
    label,
    match: navMatch(href, locale),
  })
  const typeListing = ({ code, label, slug }: { code: string; label: string; slug: string }) => ({
    code,
    label,
    // Types and sub-types share one route.
    href: localizePath(listingRoutes.type, locale, { type: slug }),
    match: navMatch(listingRoutes.type, locale, { params: { type: slug } }),
  })
  // The product types of both menus, one array: the page's RSC payload then holds it once, the mobile menu's reference
  // to it the second time (the large menu reads the fields it needs).
  const menuTypes = categories.map((category) => ({
    ...typeListing(category),
    allLabel: menu('allInCategory', { category: category.label }),
    subTypes: category.subTypes.map(typeListing),
  }))

  return (
    <>
      <SkipLink href="#main">{common('skipToContent')}</SkipLink>
      <HeaderShell products={navMatch('/products', locale)}>
        <div className={styles.bar} id={SITE_MENU_ID}>
          <div className={styles.brand}>
            <Brand locale={locale} label={t('home', { company: companyName })} />
          </div>

          <div className={styles.primary}>
            <nav className={styles.mainNav} aria-label={t('mainNavigation')}>
              <ul className={styles.mainList}>
                {mainMenu.map((item) => (
                  <li key={item.key}>
                    {item.key === 'products' ? (
                      <ProductsMenu
                        label={nav(item.key)}
                        toggleLabel={t('productTypes')}
                        allLabel={menu('allProducts')}
                        allHref={localizePath('/products', locale)}
                        allMatch={navMatch('/products', locale)}
                        types={menuTypes}
                        linkClassName={styles.mainLink}
                      />
                    ) : (
                      <NavLink
                        className={styles.mainLink}
                        href={localizePath(item.href, locale)}
                        match={navMatch(item.href, locale)}
                      >
                        {nav(item.key)}
                      </NavLink>
                    )}
                  </li>
                ))}
              </ul>
            </nav>
            {/* The search button and bar, at the end of the main row; open, the bar hides the menus. */}
            <div className={styles.search}>{search}</div>
          </div>

          <nav className={styles.smallNav} aria-label={t('secondaryNavigation')}>
            <ul className={styles.smallList}>
              {smallMenu.map((item) => (
                <li key={item.key}>
                  <NavLink
                    className={styles.smallLink}
                    href={localizePath(item.href, locale)}
                    match={navMatch(item.href, locale)}
                  >
                    {item.key === 'reservedArea' && <LockIcon size={14} />}
                    {nav(item.key)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>

          <div className={styles.locale}>
            <LocaleSwitcher
              locale={locale}
              label={switcher('switchTo')}
              short={switcher('short')}
              home={localizePath('/', otherLocale(locale))}
            />
          </div>

          <div className={styles.burger}>
            <MobileMenu
              labels={{
                open: t('openMenu'),
                close: t('closeMenu'),
                title: menu('title'),
                back: menu('back'),
                allProducts: menu('allProducts'),
                products: nav('products'),
              }}
              allProducts={{
                href: localizePath('/products', locale),
                match: navMatch('/products', locale, { exact: true }),
              }}
              mainItems={mainMenu
                .filter((item) => item.key !== 'products')
                .map((item) => menuItem(item.href, nav(item.key)))}
              smallItems={smallMenu
                .filter((item) => locale === 'it' || item.key !== 'catalogues')
                .map((item) => menuItem(item.href, nav(item.key)))}
              categories={menuTypes}
            />
          </div>
        </div>
      </HeaderShell>
    </>
  )
}
