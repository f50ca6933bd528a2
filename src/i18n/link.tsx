// Server components only: client components take a path built on the server and render `PageLink`
// (components/ui/page-link.tsx) themselves.
import 'server-only'

import { PageLink, type PageLinkProps } from '@/components/ui/page-link'

import type { Locale } from './locales'
import { getPathname, type Href } from './navigation'

export type LinkProps = Omit<PageLinkProps, 'href'> & { href: Href; locale: Locale }

/**
 * A link to a route of the site in the page's language, built on the server: a `PageLink` with the localized path
 * (`{ pathname: '/products/sheet/[product]', params }` → `/prodotti/scheda/…/`). next-intl's own `Link` renders a
 * client component of its own around `next/link`, which reads the locale in the browser and brought next-intl's
 * runtime into every page's first load (decision 047); this one is a finished `<a>` (decision 047). The locale comes
 * in as a prop, as everywhere on the server: synchronous, it never makes React wait for it (an island's content that
 * waits is sent after the page, which only a script puts in place: components/ui/island.client.tsx).
 */
export function Link({ href, locale, ...rest }: LinkProps) {
  return <PageLink href={getPathname({ href, locale })} {...rest} />
}
