import 'server-only'

import { unstable_cache } from 'next/cache'

import { currentListingCodes, publishListingCodes } from '@/i18n/listing-canonical'
import { cacheTags } from '@/lib/cache-tags'
import { getPayloadClient } from '@/lib/payload'

import { buildCatalogueIndex, type CatalogueIndex } from './catalogue-index'
import { listingCodesOf } from './listing-codes'
import { catalogueFingerprint, indexedCollections, loadCatalogueRecords } from './load'

/** The cache tags of every collection the index reads. */
export const catalogueIndexTags = indexedCollections.map((c) => cacheTags.collection(c))

/**
 * The catalogue's version: each indexed collection's size and last change, kept in Next's data cache under
 * the catalogue's tags. A CMS change expires those tags (src/cms/hooks/revalidate.ts), the next read takes a
 * new fingerprint, and the index is rebuilt. The fingerprint comes from the database, so concurrent requests
 * and several app nodes agree on it. A page that reads the index carries these tags too, so its cached
 * render is cleared with them.
 */
const catalogueVersion = unstable_cache(
  async () => catalogueFingerprint(await getPayloadClient()),
  ['catalogue-version'],
  {
    tags: catalogueIndexTags,
  },
)

type Slot = { version: string; index: Promise<CatalogueIndex> }

// One index per process, shared by every route bundle (module state is not: each route has its own copy).
const store = globalThis as typeof globalThis & { __catalogueIndex?: Slot }

async function build(): Promise<CatalogueIndex> {
  const started = performance.now()
  const index = await buildCatalogueIndex(await loadCatalogueRecords(await getPayloadClient()))
  console.info(`catalogue index: ${index.products.length} products in ${Math.round(performance.now() - started)} ms`)
  return index
}

/** Hands the proxy the codes of the index in `slot`, while it is still the current one. */
function publish(slot: Slot, built: CatalogueIndex) {
  if (store.__catalogueIndex === slot) publishListingCodes(listingCodesOf(built))
}

/** The index of the current catalogue, built on first use and again after a catalogue change. */
export async function getCatalogueIndex(): Promise<CatalogueIndex> {
  const version = await catalogueVersion()
  const slot = store.__catalogueIndex
  if (slot && slot.version === version) {
    // The proxy's copy of the listings' codes, forgotten after a CMS change that left this version standing.
    if (!currentListingCodes()) void slot.index.then((built) => publish(slot, built))
    return slot.index
  }
  const index = build()
  const next = { version, index }
  store.__catalogueIndex = next
  void index.then((built) => publish(next, built)).catch(() => {})
  // A failed build is not kept: the next request tries again.
  index.catch(() => {
    if (store.__catalogueIndex?.index === index) store.__catalogueIndex = undefined
  })
  return index
}
