'use client'

import { useRouter } from 'next/navigation'
import { useEffect } from 'react'

import { PAGE_LINK_ATTRIBUTE } from '@/components/ui/page-link'
import { focusOnArrival } from '@/lib/arrival-focus.client'
import { keepScrollFor } from '@/lib/kept-scroll.client'

const PAGE_LINKS = `a[${PAGE_LINK_ATTRIBUTE}]`

/** next/link's distance: a link within it of the viewport has its page fetched ahead. */
const PREFETCH_MARGIN = '200px'

/** A click the browser would follow in this tab: the main button, no modifier, no other target, no download. */
function followedHere(event: MouseEvent, anchor: HTMLAnchorElement) {
  if (event.defaultPrevented || event.button !== 0) return false
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false
  const target = anchor.getAttribute('target')
  return (!target || target === '_self') && !anchor.hasAttribute('download')
}

/** The link's path and query when it leads to this site, else null. */
function sitePath(anchor: HTMLAnchorElement, withHash = false): string | null {
  const url = new URL(anchor.href, window.location.href)
  if (url.origin !== window.location.origin) return null
  return url.pathname + url.search + (withHash ? url.hash : '')
}

/**
 * What next/link did for each link, done once for the page's links (`PageLink`, decision 047): a click on one is
 * followed by the App Router (the new page's content without a full load, the scroll to its top unless the link says
 * `data-scroll="keep"`; the element a link's `data-focus` names takes the focus there), and a link that comes within 200 px of the viewport has its page fetched ahead, unless it
 * says `data-prefetch="none"`. Links added later (a new page, a menu that opens) are watched as they appear. Mounted
 * once, in the root layout's behaviours; handlers of the link's own (a menu that closes) run first, and a handler
 * that prevents the default keeps the click from being followed.
 */
export function usePageLinks() {
  const router = useRouter()

  useEffect(() => {
    const prefetch = (anchor: HTMLAnchorElement) => {
      if (anchor.dataset.prefetch === 'none') return
      const path = sitePath(anchor)
      if (path) router.prefetch(path)
    }
    const nearby = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue
          nearby.unobserve(entry.target)
          prefetch(entry.target as HTMLAnchorElement)
        }
      },
      { rootMargin: PREFETCH_MARGIN },
    )
    const watch = (node: Element) => {
      if (node.matches(PAGE_LINKS)) nearby.observe(node)
      node.querySelectorAll(PAGE_LINKS).forEach((anchor) => nearby.observe(anchor))
    }
    watch(document.body)
    const added = new MutationObserver((records) => {
      for (const record of records) record.addedNodes.forEach((node) => node instanceof Element && watch(node))
    })
    added.observe(document.body, { childList: true, subtree: true })

    const onClick = (event: MouseEvent) => {
      const anchor = (event.target as Element | null)?.closest?.<HTMLAnchorElement>(PAGE_LINKS)
      if (!anchor || !followedHere(event, anchor)) return
      const path = sitePath(anchor, true)
      if (!path) return
      event.preventDefault()
      const keep = anchor.dataset.scroll === 'keep'
      if (keep) keepScrollFor(path)
      if (anchor.dataset.focus) focusOnArrival(anchor.dataset.focus, path, anchor)
      router.push(path, { scroll: !keep })
    }
    document.addEventListener('click', onClick)
    return () => {
      document.removeEventListener('click', onClick)
      added.disconnect()
      nearby.disconnect()
    }
  }, [router])
}
