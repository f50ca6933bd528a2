import type { AnchorHTMLAttributes } from 'react'

/** The attribute that marks a link to a page of this site, which the App Router follows (decision 047). */
export const PAGE_LINK_ATTRIBUTE = 'data-page-link'

export type PageLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** A path of this site, in the page's language. */
  href: string
  /** `false`: not fetched ahead when it comes near the viewport (next/link's `prefetch={false}`). */
  prefetch?: false
  /** `false`: the next page keeps the scroll position (next/link's `scroll={false}`). */
  scroll?: false
}

/**
 * A link to a page of this site: a plain `<a>`, which the site's behaviours (features/site/components/page-links.client.ts)
 * follow with the App Router, fetching its page ahead when it comes near the viewport, as `next/link` did. Rendered by
 * the server as it is, it needs no code of its own in the browser: `next/link` was a client component per link, 4 KB
 * of every page's first load with its helpers (decision 047). Without JavaScript, or before the page's scripts run,
 * it is an ordinary link.
 */
export function PageLink({ prefetch, scroll, ...rest }: PageLinkProps) {
  return (
    <a
      {...rest}
      {...{ [PAGE_LINK_ATTRIBUTE]: '' }}
      data-prefetch={prefetch === false ? 'none' : undefined}
      data-scroll={scroll === false ? 'keep' : undefined}
    />
  )
}
