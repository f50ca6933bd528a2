// Server components only: it reads the request's locale. Client components take a path built on the server and
// render `next/link` themselves.
import 'server-only'

import NextLink from 'next/link'
import { getLocale } from 'next-intl/server'
import type { ComponentProps } from 'react'

import { asLocale } from './locales'
import { getPathname, type Href } from './navigation'

export type LinkProps = Omit<ComponentProps<typeof NextLink>, 'href'> & { href: Href }

/**
 * A link to a route of the site in the page's language, built on the server: `next/link` with the localized path
 * (`{ pathname: '/products/sheet/[product]', params }` → `/prodotti/scheda/…/`). next-intl's own `Link` renders a
 * client component of its own around `next/link`, which reads the locale in the browser and brought next-intl's
 * runtime into every page's first load (decision 047); this one hands `next/link` a finished path.
 */
export async function Link({ href, ...rest }: LinkProps) {
  // The request's locale, as next-intl's own Link reads it (src/i18n/request.ts makes it one of ours).
  const locale = asLocale(await getLocale())
  return <NextLink href={getPathname({ href, locale })} {...rest} />
}
