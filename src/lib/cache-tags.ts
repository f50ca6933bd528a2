/**
 * Cache tags: a CMS change revalidates exactly the tags of the pages that show it (src/cms/hooks).
 * One tag per collection or global; one per document on every page that shows that document (its page, its card
 * in a listing or a carousel); one per filter value on the pages that list products in title order (decision 030).
 */
export const cacheTags = {
  collection: (slug: string) => `collection:${slug}`,
  document: (slug: string, id: string | number) => `doc:${slug}:${id}`,
  /** Expired by every change to any document of the collection: for the few pages that show every document's change (a sitemap's last-modified dates, an article quoting products). */
  anyDocument: (slug: string) => `doc:${slug}:any`,
  global: (slug: string) => `global:${slug}`,
  /**
   * A list of products in title order (a listing page, a carousel, a producer's products) that shows the products
   * with this filter value (`listing:type:amari`); `listing:all` for one that takes every product. A renamed
   * product moves in the lists of its own values only. Codes are folded to the tag alphabet (two codes folding
   * alike only expire a little more).
   */
  listing: (facet: string, code: string) => `listing:${facet}:${code.toLowerCase().replace(/[^a-z0-9_-]/g, '_')}`,
  listingAll: 'listing:all',
} as const

/** What those makers produce: `collection:products`, `doc:products:12`, `global:site-settings`, `listing:color:rosso`. */
export const cacheTagPattern = /^(collection|doc|global|listing):[a-z0-9:_-]+$/

/** Next keeps at most 128 tags per cache entry (NEXT_CACHE_TAG_MAX_ITEMS), each at most 256 characters. */
export const MAX_TAGS_PER_ENTRY = 128
