import 'server-only'

import { unstable_cache } from 'next/cache'

import { MAX_TAGS_PER_ENTRY } from './cache-tags'

/**
 * Gives the page being rendered (an ISR page inherits the tags of the cached reads it makes) these tags, for data it
 * read without a tagged cache: the cards a listing takes from the in-process catalogue index (decision 030). Each
 * call is a tiny data-cache entry per distinct tag set, in chunks of Next's 128 tags per entry.
 */
export async function tagPage(tags: readonly string[]): Promise<void> {
  const unique = [...new Set(tags)].sort()
  for (let i = 0; i < unique.length; i += MAX_TAGS_PER_ENTRY) {
    const chunk = unique.slice(i, i + MAX_TAGS_PER_ENTRY)
    await unstable_cache(async () => true, ['page-tags', ...chunk], { tags: chunk })()
  }
}
