import { sheetValueFieldNames } from '@/cms/fields/product-sheet'

import { bottlePicture, cataloguePdf, coverPicture, labelPicture } from '../assets'
import { generateCatalogue } from '../generate/catalogue'
import { catalogues, projects } from '../data/projects'
import { markdownToRichText, richTextEditor } from '../rich-text'
import type { Bi, ProductData } from '../types'
import { byLocale, type SeedWriter } from '../writer'
import type { TermIds } from './taxonomy'

/**
 * How many products get their own pictures and go through Payload's validation; in larger catalogues the
 * others reuse those pictures and are written straight to the database (SeedWriter.insert).
 */
const PICTURED = 400
const BATCH = 500

export type CatalogueIds = { products: Map<string, number>; producers: Map<string, number>; projects: Map<string, number> }

export async function seedCatalogue(writer: SeedWriter, terms: TermIds, size: number, log: (m: string) => void): Promise<CatalogueIds> {
  const { producers, products } = generateCatalogue({ products: size })
  const producerIds = new Map<string, number>()
  const projectIds = new Map<string, number>()
  const productIds = new Map<string, number>()

  const editor = richTextEditor(writer.payload.config)
  await writer.batch(async () => {
    for (const p of projects) {
      projectIds.set(p.code, await writer.create('projects', { code: p.code }, {
        it: { title: p.title.it, slug: p.slug.it, summary: p.summary.it, body: markdownToRichText(p.body.it, editor) },
        en: { title: p.title.en, slug: p.slug.en, summary: p.summary.en, body: markdownToRichText(p.body.en, editor) },
      }))
    }
    for (const p of producers) {
      producerIds.set(p.code, await writer.create('producers', {
        code: p.code, country: terms.id('country', p.country), region: terms.id('region', p.region),
        town: p.town, founded: p.founded, website: p.website,
      }, byLocale({ name: p.name, slug: p.slug, description: p.description })))
    }
  })
  log(`${producers.length} producers`)

  const makerName = new Map(producers.map((p) => [p.code, p.name.it]))
  const pictures: number[][] = []
  for (let start = 0; start < products.length; start += BATCH) {
    await writer.batch(async () => {
      for (const [offset, product] of products.slice(start, start + BATCH).entries()) {
        const n = start + offset
        const shared = () => productShared(product, terms, producerIds, projectIds, pictures[n % pictures.length])
        if (n < PICTURED) {
          pictures.push(await picturesOf(writer, product, makerName.get(product.producer) ?? '', terms, n < 19))
          productIds.set(product.code, await writer.create('products', shared(), productLocalized(product)))
        } else {
          productIds.set(product.code, await writer.insert('products', shared(), productLocalized(product)))
        }
      }
    })
    log(`${Math.min(start + BATCH, products.length)} products`)
  }

  await writer.batch(async () => {
    for (const c of catalogues) {
      const listed = products.filter((p) => p.spiritType && (!c.types.length || c.types.includes(p.type))).slice(0, 400)
      const pdf = async (locale: 'it' | 'en') => writer.document(`${c.code.toLowerCase()}-${locale}`, await cataloguePdf({
        title: c.title[locale], subtitle: c.summary[locale], year: c.year, company: 'Vinea Distribuzione', locale,
        products: listed.map((p) => ({ code: p.code, title: p.title[locale], producer: makerName.get(p.producer) ?? '',
          type: terms.label('type', p.type)[locale], format: p.sheet.format, alcohol: p.sheet.alcohol })),
      }), c.title)
      const cover = await writer.picture(`cover-${c.code.toLowerCase()}`,
        await coverPicture({ title: c.title.it, subtitle: c.summary.it, year: c.year }), c.title)
      await writer.create('catalogues', { code: c.code, year: c.year, cover }, {
        it: { title: c.title.it, slug: c.slug.it, summary: c.summary.it, pdf: await pdf('it') },
        en: { title: c.title.en, slug: c.slug.en, summary: c.summary.en, pdf: await pdf('en') },
      })
    }
  })
  log(`${catalogues.length} catalogues`)
  return { products: productIds, producers: producerIds, projects: projectIds }
}

async function picturesOf(writer: SeedWriter, p: ProductData, producer: string, terms: TermIds, withLabel: boolean) {
  const input = { title: p.title.it, producer, typeLabel: terms.label('typespirits', p.spiritType ?? p.type).it, vintage: p.sheet.vintage, look: p.look }
  const alt = { it: `${p.title.it}, ${producer}: bottiglia`, en: `${p.title.en}, ${producer}: bottle` }
  const ids = [await writer.picture(`bottle-${p.code.toLowerCase()}`, await bottlePicture(input), alt)]
  if (withLabel) {
    ids.push(await writer.picture(`label-${p.code.toLowerCase()}`, await labelPicture(input),
      { it: `${p.title.it}: etichetta`, en: `${p.title.en}: label` }))
  }
  return ids
}

function splitSheet(sheet: ProductData['sheet']) {
  const entries = Object.entries(sheet)
  return {
    shared: Object.fromEntries(entries.filter(([k]) => sheetValueFieldNames.has(k))),
    texts: Object.fromEntries(entries.filter(([k]) => !sheetValueFieldNames.has(k))) as Record<string, Bi | undefined>,
  }
}

function productShared(p: ProductData, terms: TermIds, producers: Map<string, number>, projects: Map<string, number>, pictures: number[]) {
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
    projects: p.projects.map((code) => projects.get(code)).filter(Boolean),
    novelty: p.novelty,
    sheet: splitSheet(p.sheet).shared,
  }
}

/** The product's texts per language; the sheet's localized fields sit in its `sheet` group. */
function productLocalized(p: ProductData) {
  const sheet = byLocale(splitSheet(p.sheet).texts)
  const card = byLocale({ title: p.title, slug: p.slug, description: p.description })
  return { it: { ...card.it, sheet: sheet.it }, en: { ...card.en, sheet: sheet.en } }
}
