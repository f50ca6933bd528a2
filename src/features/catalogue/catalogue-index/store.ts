import 'server-only'

import { unstable_cache } from 'next/cache'

import { currentListingCodes, publishListingCodes } from '@/i18n/listing-canonical'
import { cacheTags } from '@/lib/cache-tags'
import { getPayloadClient } from '@/lib/payload'

import { buildCatalogueIndex, type CatalogueIndex } from './catalogue-index'
import { catalogueFingerprint, indexedCollections, latestProductChange } from './fingerprint'
import { listingCodesOf } from './listing-codes'
import { loadCatalogueRecords } from './load'
import { patchProducts, rebuildSearch } from './patch'
import { PATCH_MAX, readChangedProducts } from './product-reads'

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

/**
 * `since`: the last product change the index holds. A product's content change (its title, a picture) expires only
 * the pages that show it (decision 030), not this version, so the index follows such changes itself: every read
 * patches in the products saved since (one indexed query, usually answering nothing).
 */
type Slot = { version: string; index: Promise<CatalogueIndex>; since: Promise<string>; searchPending?: boolean }

// One index per process, shared by every route bundle (module state is not: each route has its own copy).
const store = globalThis as typeof globalThis & { __catalogueIndex?: Slot }

async function build(since: Promise<string>): Promise<CatalogueIndex> {
  const started = performance.now()
  await since
  const index = await buildCatalogueIndex(await loadCatalogueRecords(await getPayloadClient()))
  console.info(`catalogue index: ${index.products.length} products in ${Math.round(performance.now() - started)} ms`)
  return index
}

/** Patches the products saved since the index was built into it; rebuilds when there are too many. */
async function follow(slot: Slot, built: CatalogueIndex): Promise<CatalogueIndex> {
  const payload = await getPayloadClient()
  const since = await slot.since
  const { products, latest } = await readChangedProducts(payload, since)
  if (!products.length) return built
  if (products.length > PATCH_MAX) return start(slot.version)
  const { search } = patchProducts(built, products)
  if (latest > since) slot.since = Promise.resolve(latest)
  if (search && !slot.searchPending) {
    // After this request's render: the search indexes are rebuilt from the records (no database read); until then
    // the search finds the products by their previous texts and shows their new ones.
    slot.searchPending = true
    setTimeout(() => {
      slot.searchPending = false
      rebuildSearch(built)
    }, 0)
  }
  return built
}

function start(version: string): Promise<CatalogueIndex> {
  // The last change is read before the products, so a save during the load is patched in afterwards.
  const since = getPayloadClient().then(latestProductChange)
  const index = build(since)
  const next: Slot = { version, index, since }
  store.__catalogueIndex = next
  void index.then((built) => publish(next, built)).catch(() => {})
  // A failed build is not kept: the next request tries again.
  index.catch(() => {
    if (store.__catalogueIndex?.index === index) store.__catalogueIndex = undefined
  })
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
    return follow(slot, await slot.index)
  }
  return start(version)
}
