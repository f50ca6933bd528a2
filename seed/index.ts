import type { Payload } from 'payload'

import { producers, products } from './data/catalogue'
import { articles, landingPage, type PageSeed, staticPages } from './data/editorial'
import { colors, countries, menuTypes, regions } from './data/taxonomy'
import { paragraphs } from './lexical'

type Bi = { it: string; en: string }

/**
 * The demo content, deterministic: the same run gives the same codes, slugs and texts. Each document is
 * created in Italian, then its English fields are written on the same document.
 */
async function createBilingual<T extends Record<string, unknown>>(
  payload: Payload,
  collection: Parameters<Payload['create']>[0]['collection'],
  shared: T,
  it: Record<string, unknown>,
  en: Record<string, unknown>,
): Promise<number> {
  const doc = await payload.create({ collection, locale: 'it', data: { ...shared, ...it } as never, depth: 0 })
  await payload.update({ collection, id: doc.id, locale: 'en', data: en as never, depth: 0 })
  return doc.id as number
}

async function seedTaxonomy(payload: Payload) {
  let order = 0
  const term = (group: string, [code, itLabel, enLabel, itSlug, enSlug]: string[], parent?: number) =>
    createBilingual(payload, 'taxonomy-terms', { group, code, parent, order: (order += 1) },
      { label: itLabel, slug: itSlug }, { label: enLabel, slug: enSlug })
  for (const { type, subTypes } of menuTypes) {
    const parent = await term('type', type)
    for (const sub of subTypes) await term('typespirits', sub, parent)
  }
  for (const row of colors) await term('color', row)
  for (const row of regions) await term('region', row)
  for (const row of countries) await term('country', row)
}

async function seedCatalogue(payload: Payload) {
  const producerIds = new Map<string, number>()
  for (const p of producers) {
    const id = await createBilingual(payload, 'producers',
      { code: p.code, name: p.name, slug: p.slug, region: p.region, country: p.country },
      { description: p.it }, { description: p.en })
    producerIds.set(p.code, id)
  }
  const slug = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase()
    .replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')
  const productIds: number[] = []
  for (const [code, producer, type, spiritType, color, itTitle, enTitle, novelty] of products) {
    const maker = producers.find((p) => p.code === producer)!
    productIds.push(await createBilingual(payload, 'products',
      { code, producer: producerIds.get(producer), type, spiritType: spiritType || undefined, color,
        region: maker.region || undefined, country: maker.country, novelty },
      { title: itTitle, slug: slug(`${itTitle}-${code}`), description: `${itTitle} di ${maker.name}.` },
      { title: enTitle, slug: slug(`${enTitle}-${code}`), description: `${enTitle} by ${maker.name}.` }))
  }
  const projects: [string, Bi, Bi, Bi][] = [
    ['tradizione', { it: 'Tradizione', en: 'Tradition' }, { it: 'tradizione', en: 'tradition' },
      { it: 'Ricette e metodi che attraversano le generazioni.', en: 'Recipes and methods handed down through generations.' }],
    ['sostenibilita', { it: 'Sostenibilità', en: 'Sustainability' }, { it: 'sostenibilita', en: 'sustainability' },
      { it: 'Agricoltura biologica, energia pulita, vetro leggero.', en: 'Organic farming, clean energy, light glass.' }],
    ['mixology', { it: 'Mixology', en: 'Mixology' }, { it: 'mixology', en: 'mixology' },
      { it: 'Distillati e liquori scelti con i bartender.', en: 'Spirits and liqueurs chosen with bartenders.' }],
    ['wine-legacy', { it: 'Wine legacy', en: 'Wine legacy' }, { it: 'wine-legacy', en: 'wine-legacy' },
      { it: 'Le grandi annate dei nostri produttori storici.', en: 'The great vintages of our historic producers.' }],
  ]
  for (const [i, [code, title, s, summary]] of projects.entries()) {
    await createBilingual(payload, 'projects', { code, products: productIds.filter((_, n) => n % 4 === i) },
      { title: title.it, slug: s.it, summary: summary.it }, { title: title.en, slug: s.en, summary: summary.en })
  }
  for (const year of [2026, 2025]) {
    await createBilingual(payload, 'catalogues', { year },
      { title: `Catalogo generale ${year}`, slug: `catalogo-generale-${year}`, summary: `Tutte le referenze dell’anno ${year}.` },
      { title: `General catalogue ${year}`, slug: `general-catalogue-${year}`, summary: `Every reference of ${year}.` })
  }
}

async function seedEditorial(payload: Payload) {
  const authorId = await createBilingual(payload, 'authors', { name: 'Giulia Ferraris', slug: 'giulia-ferraris' },
    { bio: 'Sommelier e responsabile della formazione.' }, { bio: 'Sommelier and head of training.' })
  for (const a of articles) {
    await createBilingual(payload, 'articles',
      { section: a.section, tags: a.tags, publishedAt: a.date, author: a.section === 'blog' ? authorId : undefined, _status: 'published' },
      { title: a.title.it, slug: a.slug.it, excerpt: a.excerpt.it, body: paragraphs(a.excerpt.it) },
      { title: a.title.en, slug: a.slug.en, excerpt: a.excerpt.en, body: paragraphs(a.excerpt.en) })
  }
  const page = (p: PageSeed, kind: 'static' | 'landing') =>
    createBilingual(payload, 'pages', { kind, key: p.key, _status: 'published' },
      { title: p.title.it, slug: p.slug.it, intro: p.intro.it, body: paragraphs(...p.body.it) },
      { title: p.title.en, slug: p.slug.en, intro: p.intro.en, body: paragraphs(...p.body.en) })
  for (const p of staticPages) await page(p, 'static')
  await page(landingPage, 'landing')
}

async function seedSettings(payload: Payload) {
  const shared = {
    companyName: 'Vinea Distribuzione',
    piva: 'IT01234560239',
    social: {
      facebook: 'https://www.facebook.com/vineadistribuzione',
      instagram: 'https://www.instagram.com/vineadistribuzione',
      youtube: 'https://www.youtube.com/@vineadistribuzione',
      linkedin: 'https://www.linkedin.com/company/vineadistribuzione',
    },
  }
  await payload.updateGlobal({ slug: 'site-settings', locale: 'it', data: { ...shared,
    address: 'Via dell’Artigianato 14, 37135 Verona (VR), Italia', contact: 'Tel. +39 045 820 1984 · ordini@vinea.demo' } })
  await payload.updateGlobal({ slug: 'site-settings', locale: 'en', data: {
    address: 'Via dell’Artigianato 14, 37135 Verona (VR), Italy', contact: 'Tel. +39 045 820 1984 · orders@vinea.demo' } })
}

export async function seedDemo(payload: Payload): Promise<void> {
  await seedTaxonomy(payload)
  await seedCatalogue(payload)
  await seedEditorial(payload)
  await seedSettings(payload)
}
