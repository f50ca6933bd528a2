'use client'

import { useEffect } from 'react'

import { keepForOffline } from '@/lib/offline.client'

/**
 * Keeps the product sheets of the cards on this page for offline reading (issue 13, item 6): an agent who opened a
 * listing on the road can open its products without a connection. The cards mark their links `data-product-sheet`.
 */
export function OfflineSheets() {
  useEffect(() => {
    const links = [...document.querySelectorAll<HTMLAnchorElement>('a[data-product-sheet]')]
    void keepForOffline(links.map((link) => link.pathname))
  })
  return null
}
