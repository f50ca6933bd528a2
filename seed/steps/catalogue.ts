import type { CollectionSlug, Payload, PayloadRequest } from 'payload'

import { productTermFilters } from '@/cms/fields/product-filters'
import { sheetValueFieldNames } from '@/cms/fields/product-sheet'
import { applyFeed } from '@/features/catalogue/import/apply'
import { describeRejection, type ParsedFeed, parseFeed, parseFeedData } from '@/features/catalogue/import/feed'

import { bottlePicture, cataloguePdf, coverPicture, labelPicture } from '../assets'
import { feedOf } from '../catalogue-feed'
import { anchorFeedText, anchorProducers, anchorProducts } from '../data/catalogue'
import { catalogues, projects } from '../data/projects'
import { generateCatalogue } from '../generate/catalogue'
import { markdownToRichText, richTextEditor } from '../rich-text'
import type { Bi, ProductData } from '../types'
import { byLocale, type SeedWriter } from '../writer'
import type { TermIds } from './taxonomy'

/**
 * How many products get their own pictures and are written through the catalogue import; in larger catalogues
 * the others reuse those pictures and are written straight to the database (SeedWriter.insert): see decision
 * 007 for the figures behind the split.
 */
const PICTURED = 400
const BATCH = 500

export type CatalogueIds = {
  products: Map<string, number>
  producers: Map<string, number>
  projects: Map<string, number>
}

export async function seedCatalogue(
  writer: SeedWriter,
  terms: TermIds,
  size: number,
  log: (m: string) => void,
): Promise<CatalogueIds> {
  const { producers, products } = generateCatalogue({ products: size })
  if (products.length < anchorProducts.length)
    throw new Error(`seed: at least ${anchorProducts.length} products (the anchors)`)
  const editor = richTextEditor(writer.payload.config)
  const projectIds = new Map<string, number>()

  await writer.batch(async () => {
    for (const p of projects) {
      projectIds.set(
        p.code,
        await writer.create(
          'projects',
          { code: p.code },
          {
            it: {
              title: p.title.it,
              slug: p.slug.it,
              summary: p.summary.it,
              body: markdownToRichText(p.body.it, editor),
            },
            en: {
              title: p.title.en,
              slug: p.slug.en,
              summary: p.summary.en,
              body: markdownToRichText(p.body.en, editor),
            },
          },
        ),
      )
    }
  })

  // Producers and the pictured products go through the catalogue import, as the distributor's system sends
  // them: the anchors' feed file as it stands, then the generated rows. The seed then adds the pictures it draws.
  const pictured = Math.min(PICTURED, products.length)
  const generated = feedOf(producers.slice(anchorProducers.length), products.slice(anchorProducts.length, pictured))
  await writer.batch((req) =>
    importCatalogue(writer.payload, req, parseFeed(anchorFeedText, 'json'), 'seed/data/anchor-catalogue.json'),
  )
  await writer.batch((req) =>
    importCatalogue(writer.payload, req, parseFeedData(generated), 'the generated catalogue', log),
  )
  log(`${producers.length} producers, ${pictured} products (catalogue import)`)

  const makerName = new Map(producers.map((p) => [p.code, p.name.it]))
  const pictures: number[][] = []
  const importedIds = await idsByCode(writer.payload, 'products')
  // A product's pictures are drawn while the previous one's are stored: drawing (librsvg) runs in sharp's threads
  // and storing mostly on the main thread and in the database, so the two overlap on a machine with two cores.
  const draw = (n: number) => {
    const drawing = drawPictures(
      products[n],
      makerName.get(products[n].producer) ?? '',
      terms,
      n < anchorProducts.length,
    )
    drawing.catch(() => {}) // awaited in turn below, where a failure stops the seed
    return drawing
  }
  for (let start = 0; start < pictured; start += BATCH) {
    await writer.batch(async () => {
      const end = Math.min(start + BATCH, pictured)
      let next = draw(start)
      for (let n = start; n < end; n += 1) {
        const drawn = await next
        if (n + 1 < end) next = draw(n + 1)
        pictures.push(await storePictures(writer, drawn))
        await writer.update('products', importedIds.get(products[n].code) as number, { pictures: pictures[n] })
      }
    })
  }
  log(`${pictures.flat().length} product pictures`)

  const producerIds = await idsByCode(writer.payload, 'producers')
  for (let start = pictured; start < products.length; start += BATCH) {
    await writer.batch(async () => {
      for (let n = start; n < Math.min(start + BATCH, products.length); n += 1) {
        const product = products[n]
        await writer.insert(
          'products',
          productShared(product, terms, producerIds, projectIds, pictures[n % pictures.length]),
          productLocalized(product),
        )
      }
    })
    log(`${Math.min(start + BATCH, products.length)} products`)
  }
  const productIds = await idsByCode(writer.payload, 'products')

  await writer.batch(async () => {
    for (const c of catalogues) {
      const listed = products.filter((p) => p.spiritType && (!c.types.length || c.types.includes(p.type))).slice(0, 400)
      const pdf = async (locale: 'it' | 'en') =>
        writer.document(
          `${c.code.toLowerCase()}-${locale}`,
          await cataloguePdf({
            title: c.title[locale],
            subtitle: c.summary[locale],
            year: c.year,
            company: 'Vinea Distribuzione',
            locale,
            products: listed.map((p) => ({
              code: p.code,
              title: p.title[locale],
              producer: makerName.get(p.producer) ?? '',
              type: terms.label('type', p.type)[locale],
              format: p.filters.format ? terms.label('format', p.filters.format)[locale] : undefined,
              alcohol: p.sheet.alcohol,
            })),
          }),
          c.title,
        )
      const cover = await writer.picture(
        `cover-${c.code.toLowerCase()}`,
        await coverPicture({ title: c.title.it, subtitle: c.summary.it, year: c.year }),
        c.title,
      )
      await writer.create(
        'catalogues',
        { code: c.code, year: c.year, cover },
        {
          it: { title: c.title.it, slug: c.slug.it, summary: c.summary.it, pdf: await pdf('it') },
          en: { title: c.title.en, slug: c.slug.en, summary: c.summary.en, pdf: await pdf('en') },
        },
      )
    }
  })
  log(`${catalogues.length} catalogues`)
  return { products: productIds, producers: producerIds, projects: projectIds }
}

/**
 * Applies a feed through the catalogue import inside the seed's transaction (one for the whole feed, as the
 * seed's own batches: a transaction per row would cost a database connection per row). The seed writes an
 * empty catalogue, so every row is new; a rejected row fails the seed and rolls the feed back.
 */
async function importCatalogue(
  payload: Payload,
  req: PayloadRequest,
  feed: ParsedFeed,
  what: string,
  log?: (m: string) => void,
): Promise<void> {
  const report = await applyFeed(payload, feed, { req, log: log && ((m) => log(`import: ${m}`)) })
  const rows = feed.producers.length + feed.products.length
  if (report.rejected.length || report.producers.created + report.products.created !== rows) {
    const reasons = report.rejected.map(describeRejection).join('\n  ')
    throw new Error(`seed: the catalogue import did not create every row of ${what}\n  ${reasons}`)
  }
}

/** Ids by code of every product or producer (producers list their products through a join, not read here). */
async function idsByCode(
  payload: Payload,
  collection: Extract<CollectionSlug, 'products' | 'producers'>,
): Promise<Map<string, number>> {
  const { docs } = await payload.find({
    collection,
    pagination: false,
    depth: 0,
    select: { code: true },
    joins: false as never,
  })
  return new Map(docs.map((d) => [d.code, d.id]))
}

type DrawnPicture = { name: string; png: Buffer; alt: Bi }

/** A product's bottle and, for the anchors, its label: drawn, not yet stored. */
async function drawPictures(
  p: ProductData,
  producer: string,
  terms: TermIds,
  withLabel: boolean,
): Promise<DrawnPicture[]> {
  const input = {
    title: p.title.it,
    producer,
    typeLabel: terms.label('typespirits', p.spiritType ?? p.type).it,
    vintage: p.filters.vintage,
    look: p.look,
  }
  const code = p.code.toLowerCase()
  const [bottle, label] = await Promise.all([bottlePicture(input), withLabel ? labelPicture(input) : undefined])
  const drawn = [
    {
      name: `bottle-${code}`,
      png: bottle,
      alt: { it: `${p.title.it}, ${producer}: bottiglia`, en: `${p.title.en}, ${producer}: bottle` },
    },
  ]
  if (label)
    drawn.push({
      name: `label-${code}`,
      png: label,
      alt: { it: `${p.title.it}: etichetta`, en: `${p.title.en}: label` },
    })
  return drawn
}

/** Stores drawn pictures in the media collection, one after the other (their ids in the order drawn). */
async function storePictures(writer: SeedWriter, drawn: DrawnPicture[]): Promise<number[]> {
  const ids: number[] = []
  for (const picture of drawn) ids.push(await writer.picture(picture.name, picture.png, picture.alt))
  return ids
}

function splitSheet(sheet: ProductData['sheet']) {
  const entries = Object.entries(sheet)
  return {
    shared: Object.fromEntries(entries.filter(([k]) => sheetValueFieldNames.has(k))),
    texts: Object.fromEntries(entries.filter(([k]) => !sheetValueFieldNames.has(k))) as Record<string, Bi | undefined>,
  }
}

/** A bulk product's values, as the import would write them. */
function productShared(
  p: ProductData,
  terms: TermIds,
  producers: Map<string, number>,
  projects: Map<string, number>,
  pictures: number[],
) {
  return {
    code: p.code,
    producer: producers.get(p.producer),
    pictures,
    type: terms.id('type', p.type),
    spiritType: terms.id('typespirits', p.spiritType),
    color: terms.id('color', p.color),
    country: terms.id('country', p.country),
    region: terms.id('region', p.region),
    certification: terms.id('certification', p.certification),
    style: terms.id('style', p.style),
    taste: terms.id('taste', p.taste),
    ...Object.fromEntries(
      productTermFilters
        .filter((f) => f.field !== 'style' && f.field !== 'taste')
        .map((f) => [f.field, terms.id(f.group, p.filters[f.field as keyof ProductData['filters']])]),
    ),
    projects: p.projects.map((code) => projects.get(code)).filter(Boolean),
    novelty: p.novelty,
    featured: p.featured,
    sheet: splitSheet(p.sheet).shared,
  }
}

/** The product's texts per language; the sheet's localized fields sit in its `sheet` group. */
function productLocalized(p: ProductData) {
  const sheet = byLocale(splitSheet(p.sheet).texts)
  const card = byLocale({ title: p.title, slug: p.slug, description: p.description })
  return { it: { ...card.it, sheet: sheet.it }, en: { ...card.en, sheet: sheet.en } }
}
