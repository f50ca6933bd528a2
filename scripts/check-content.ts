/**
 * Reads the prepared database through Payload's local API and prints a JSON summary: counts, one product in
 * both languages, the first catalogue page sorted by title, a producer's joined products, and whether the
 * public access rules hold. Works on any DATABASE_URL (SQLite or PostgreSQL); used by the PostgreSQL
 * integration test and handy after a deploy.
 *
 *   node scripts/run-payload-script.mjs scripts/check-content.ts
 */
import { getPayload } from 'payload'

import { env, isPostgres } from '../src/lib/env'
import config from '../src/payload.config'
import { fail, finish } from './lib/done'

type Ref = { id: number | string; name?: string; label?: string } | number | string | null | undefined
type ProductDoc = {
  id: number | string
  code: string
  title: string
  slug: string
  producer?: Ref
  type?: Ref
  spiritType?: Ref
}

const nameOf = (ref: Ref, key: 'name' | 'label') => (ref && typeof ref === 'object' ? (ref[key] ?? null) : null)
const idOf = (ref: Ref) => (ref && typeof ref === 'object' ? ref.id : (ref ?? null))

async function main() {
  const started = Date.now()
  const payload = await getPayload({ config })

  const counts: Record<string, number> = {}
  for (const collection of ['products', 'producers', 'taxonomy-terms', 'articles', 'pages'] as const) {
    counts[collection] = (await payload.count({ collection, overrideAccess: true })).totalDocs
  }

  // One product with a spirit type, read in each language with its relations: the first by code whose title
  // and slug differ between the languages (so that the reading proves the locale is applied).
  const withType = { spiritType: { exists: true } } as const
  const candidates = async (locale: 'it' | 'en') =>
    (
      await payload.find({
        collection: 'products',
        where: withType,
        sort: 'code',
        limit: 50,
        depth: 0,
        locale,
        fallbackLocale: false,
      })
    ).docs as unknown as ProductDoc[]
  const [itCandidates, enCandidates] = [await candidates('it'), await candidates('en')]
  if (!itCandidates.length) throw new Error('no product with a spirit type')
  const chosen =
    itCandidates.find((doc) => {
      const other = enCandidates.find((e) => e.id === doc.id)
      return other && other.title !== doc.title && other.slug !== doc.slug
    }) ?? itCandidates[0]
  const firstId = chosen.id
  const product: Record<string, unknown> = {}
  for (const locale of ['it', 'en'] as const) {
    const doc = (await payload.findByID({
      collection: 'products',
      id: firstId,
      depth: 1,
      locale,
      fallbackLocale: false,
    })) as unknown as ProductDoc
    product[locale] = {
      code: doc.code,
      title: doc.title,
      slug: doc.slug,
      producer: nameOf(doc.producer, 'name'),
      type: nameOf(doc.type, 'label'),
      spiritType: nameOf(doc.spiritType, 'label'),
    }
  }
  const [it, en] = [product.it as Record<string, unknown>, product.en as Record<string, unknown>]
  const localized = { titleDiffers: it.title !== en.title, slugDiffers: it.slug !== en.slug }

  // The first catalogue page, sorted by the localized title: a sort across the locales table.
  const pages: Record<string, unknown> = {}
  for (const locale of ['it', 'en'] as const) {
    const page = await payload.find({
      collection: 'products',
      where: withType,
      sort: 'title',
      limit: 12,
      page: 1,
      depth: 0,
      locale,
    })
    pages[locale] = {
      totalDocs: page.totalDocs,
      totalPages: page.totalPages,
      docs: (page.docs as unknown as ProductDoc[]).map((d) => ({ code: d.code, title: d.title })),
    }
  }
  const withoutType = (await payload.count({ collection: 'products', where: { spiritType: { exists: false } } }))
    .totalDocs

  // A join field: the producer of that product lists its products.
  const producerId = idOf(chosen.producer)
  let join: Record<string, unknown> = { producerId }
  if (producerId !== null) {
    const producer = (await payload.findByID({
      collection: 'producers',
      id: producerId,
      depth: 0,
      locale: 'it',
      joins: { products: { limit: 1000 } },
    })) as unknown as { products?: { docs?: unknown[]; totalDocs?: number } }
    const expected = (await payload.count({ collection: 'products', where: { producer: { equals: producerId } } }))
      .totalDocs
    join = {
      producerId,
      joined: producer.products?.docs?.length ?? null,
      expected,
      matches: producer.products?.docs?.length === expected,
    }
  }

  // Public access, as the site's visitors have it: no user, access rules applied.
  let contactRequestsDenied = false
  let contactRequestsError: string | null = null
  try {
    await payload.find({ collection: 'contact-requests', overrideAccess: false, limit: 1 })
  } catch (error) {
    contactRequestsDenied = true
    contactRequestsError = error instanceof Error ? `${error.name}: ${error.message}` : String(error)
  }
  const draftsStored = (
    await payload.count({ collection: 'articles', where: { _status: { equals: 'draft' } }, overrideAccess: true })
  ).totalDocs
  const publicArticles = await payload.find({
    collection: 'articles',
    overrideAccess: false,
    limit: 1000,
    depth: 0,
    pagination: false,
  })
  const publicWithDrafts = await payload.find({
    collection: 'articles',
    overrideAccess: false,
    draft: true,
    limit: 1000,
    depth: 0,
    pagination: false,
  })
  const isDraft = (d: { _status?: string | null }) => d._status === 'draft'
  const access = {
    contactRequestsDenied,
    contactRequestsError,
    draftsStored,
    publicArticles: publicArticles.docs.length,
    publicArticlesIncludeDrafts: publicArticles.docs.some(isDraft),
    publicDraftReadIncludesDrafts: publicWithDrafts.docs.some(isDraft),
  }

  finish({
    database: isPostgres() ? 'postgres' : env.DATABASE_URL,
    counts,
    product,
    localized,
    productsWithoutSpiritType: withoutType,
    firstPage: pages,
    join,
    access,
    seconds: (Date.now() - started) / 1000,
  })
}

main().catch(fail)
