'use client'

import { usePathname, useSelectedLayoutSegments } from 'next/navigation'

/**
 * The path the menus mark as current, or null on the 404 page: it is no page of the menu, and its one cached render
 * serves every unknown path, so marking the path it was rendered for showed another visitor's section as current (the
 * fifth check from outside). The internal route below the locale's layout tells it, as for the language link.
 */
export function useMenuPath(): string | null {
  const pathname = usePathname()
  const notFound = useSelectedLayoutSegments().includes('page-not-found')
  return notFound ? null : pathname
}
