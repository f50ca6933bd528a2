'use client'

import { usePathname } from 'next/navigation'
import type { ComponentProps } from 'react'

import { Link } from '@/i18n/navigation'
import { matchCurrentPath, type RouteParams } from '@/i18n/route-table'

type LinkProps = ComponentProps<typeof Link>
export type NavHref = LinkProps['href']

type NavLinkProps = Omit<LinkProps, 'aria-current'> & {
  /** Only the route itself is current, not the pages below it (home links). */
  exact?: boolean
}

function sameParams(a: RouteParams, b: Record<string, string | number> | undefined) {
  return Object.entries(b ?? {}).every(([key, value]) => a[key] === String(value))
}

/** aria-current for a menu link: "page" on its own route, "true" on the routes below it. */
export function useCurrent(href: NavHref, exact = false): 'page' | 'true' | undefined {
  const match = matchCurrentPath(usePathname() ?? '/')
  if (!match) return undefined
  const target = typeof href === 'string' ? href : String(href.pathname)
  const params = typeof href === 'string' ? undefined : (href as { params?: Record<string, string> }).params
  if (match.pathname === target && sameParams(match.params, params)) return 'page'
  if (!exact && !params && target !== '/' && match.pathname.startsWith(`${target}/`)) return 'true'
  return undefined
}

/** A menu link that marks itself when it leads to the current page or section. */
export function NavLink({ href, exact, ...rest }: NavLinkProps) {
  const current = useCurrent(href, exact)
  return <Link href={href} aria-current={current} {...rest} />
}
