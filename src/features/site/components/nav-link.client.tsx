'use client'

import NextLink from 'next/link'
import { usePathname } from 'next/navigation'
import type { ComponentProps } from 'react'

import type { Href } from '@/i18n/navigation'
import { matchCurrentPath, type RouteParams } from '@/i18n/route-table'

/** The route a menu link leads to: a route of the table, with its parameters if it has any. */
export type NavRoute = Href

type NavLinkProps = Omit<ComponentProps<typeof NextLink>, 'href' | 'aria-current'> & {
  /** The link's path in the page's language, built on the server. */
  href: string
  /** The route `href` leads to, which `aria-current` compares with the page's. */
  route: NavRoute
  /** Only the route itself is current, not the pages below it (home links). */
  exact?: boolean
}

function sameParams(a: RouteParams, b: Record<string, string | number> | undefined) {
  return Object.entries(b ?? {}).every(([key, value]) => a[key] === String(value))
}

/** aria-current for a menu link: "page" on its own route, "true" on the routes below it. */
export function useCurrent(route: NavRoute, exact = false): 'page' | 'true' | undefined {
  const match = matchCurrentPath(usePathname() ?? '/')
  if (!match) return undefined
  const target = typeof route === 'string' ? route : String(route.pathname)
  const params = typeof route === 'string' ? undefined : (route as { params?: Record<string, string> }).params
  if (match.pathname === target && sameParams(match.params, params)) return 'page'
  if (!exact && !params && target !== '/' && match.pathname.startsWith(`${target}/`)) return 'true'
  return undefined
}

/**
 * A menu link that marks itself when it leads to the current page or section. `next/link` with a path made on the
 * server: next-intl's `Link` would bring its runtime to the browser (decision 047).
 */
export function NavLink({ href, route, exact, ...rest }: NavLinkProps) {
  const current = useCurrent(route, exact)
  return <NextLink href={href} aria-current={current} {...rest} />
}
