/**
 * Cache tags: a CMS change revalidates exactly the tags of the pages that show it (src/cms/hooks).
 * One tag per collection or global, plus one per document where a page shows a single document.
 */
export const cacheTags = {
  collection: (slug: string) => `collection:${slug}`,
  document: (slug: string, id: string | number) => `doc:${slug}:${id}`,
  global: (slug: string) => `global:${slug}`,
} as const

/** What those makers produce: `collection:products`, `doc:products:12`, `global:site-settings`. */
export const cacheTagPattern = /^(collection|doc|global):[a-z0-9:_-]+$/
