'use client'

import { PageLink, type PageLinkProps } from '@/components/ui/page-link'
import { currentOf, type NavMatch } from '@/i18n/nav-match'

import { useMenuPath } from './menu-path.client'

type NavLinkProps = Omit<PageLinkProps, 'href' | 'aria-current'> & {
  /** The link's path in the page's language, built on the server. */
  href: string
  /** Where the link is current, built on the server (route-table.ts `navMatch`). */
  match: NavMatch
}

/**
 * A menu link that marks itself when it leads to the current page ("page") or section ("true"): a `PageLink` with a
 * path and a match made on the server, so the browser needs neither next-intl nor the route table (decision
 * 047).
 */
export function NavLink({ href, match, ...rest }: NavLinkProps) {
  const path = useMenuPath()
  return <PageLink href={href} aria-current={path === null ? undefined : currentOf(path, match)} {...rest} />
}
