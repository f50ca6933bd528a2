import { describe, expect, it } from 'vitest'

import { pillarCodes as projectCodes } from '@/lib/pillars'

import { anchorProducers, anchorProducts, slugify } from '../data/catalogue'
import {
  certifications,
  colors,
  countries,
  italianRegionCodes,
  menuTypes,
  styles,
  tastes,
  terms,
} from '../data/taxonomy'
import { createRng, DEMO_SEED } from '../random'
import type { Bi, ProductData, TermData } from '../types'
import { type Catalogue, generateCatalogue, producerCount } from './catalogue'

const small = generateCatalogue()
const large = generateCatalogue({ products: 3500 })
/** Test tables name the size only: vitest would print a whole catalogue passed as an argument. */
const bySize = (n: number): Catalogue => (n === 400 ? small : large)

const codes = (rows: readonly TermData[]) => new Set(rows.map((r) => r.code))
const subTypeCodes = menuTypes.flatMap((m) => m.subTypes.map((s) => s.code))
const share = (c: Catalogue, pick: (p: ProductData) => boolean) => c.products.filter(pick).length / c.products.length

/** Calls `visit` with every `{ it, en }` pair found anywhere in `value`. */
function eachBi(value: unknown, path: string, visit: (path: string, b: Bi) => void): void {
  if (!value || typeof value !== 'object') return
  if ('it' in value && 'en' in value) {
    visit(path, value as Bi)
    return
  }
  for (const [k, v] of Object.entries(value)) eachBi(v, `${path}.${k}`, visit)
}

describe('seeded random', () => {
  it('repeats its sequence for a seed and differs between seeds', () => {
    const a = createRng(DEMO_SEED)
    const b = createRng(DEMO_SEED)
    const c = createRng(DEMO_SEED + 1)
    const seqA = Array.from({ length: 20 }, () => a.next())
    expect(Array.from({ length: 20 }, () => b.next())).toEqual(seqA)
    expect(Array.from({ length: 20 }, () => c.next())).not.toEqual(seqA)
    expect(seqA.every((x) => x >= 0 && x < 1)).toBe(true)
  })

  it('keeps helpers in range', () => {
    const rng = createRng(7)
    for (let i = 0; i < 500; i += 1) {
      const n = rng.int(3, 6)
      expect(n >= 3 && n <= 6 && Number.isInteger(n)).toBe(true)
    }
    expect(new Set(rng.sample([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 4)).size).toBe(4)
    expect(rng.shuffle([1, 2, 3, 4, 5]).sort()).toEqual([1, 2, 3, 4, 5])
    expect(
      rng.weighted([
        ['a', 0],
        ['b', 1],
      ] as const),
    ).toBe('b')
    expect(rng.fork('x').next()).toBe(createRng(7).fork('x').next())
  })
})

describe('taxonomy', () => {
  it('keeps the 15 menu types in menu order, each with 1 to 6 sub-types', () => {
    expect(menuTypes.map((m) => m.type.code)).toEqual([
      'amari',
      'whisky',
      'sugar-cane-spirits',
      'wine-spirits',
      'liquore',
      'vermouth-e-fortificati',
      'aperitivi-e-bitter',
      'spritzers',
      'apple-spirits',
      'bibite-e-succhi',
      'juniper-spirits',
      'modern-spirits',
      'no-alcool',
      'sake',
      'giftbox',
    ])
    for (const m of menuTypes) expect(m.subTypes.length >= 1 && m.subTypes.length <= 6).toBe(true)
  })

  it('keeps the rows links and tests rely on', () => {
    const term = (
      group: string,
      code: string,
      it: string,
      en: string,
      slugIt: string,
      slugEn: string,
      parent: string | null = null,
    ): TermData => ({ group, code, parent, label: { it, en }, slug: { it: slugIt, en: slugEn } })
    expect(menuTypes.find((m) => m.type.code === 'wine-spirits')?.type).toEqual(
      term('type', 'wine-spirits', 'Distillati di vino', 'Wine spirits', 'distillati-di-vino', 'wine-spirits'),
    )
    expect(terms).toContainEqual(
      term(
        'typespirits',
        'scotch-whisky',
        'Scotch whisky',
        'Scotch whisky',
        'scotch-whisky',
        'scotch-whisky',
        'whisky',
      ),
    )
    expect(colors).toContainEqual(term('color', 'ambrato', 'Ambrato', 'Amber', 'ambrato', 'amber'))
    expect(countries).toContainEqual(term('country', 'scozia', 'Scozia', 'Scotland', 'scozia', 'scotland'))
    expect(subTypeCodes).toContain('scotch-whisky')
    expect(italianRegionCodes).toHaveLength(20)
    expect(italianRegionCodes).toContain('piemonte')
    expect(certifications.map((c) => c.code)).toEqual(['biologico', 'bio-vegan'])
  })

  it('has unique codes per group and unique type slugs per language (types and sub-types share a route)', () => {
    for (const rows of [colors, countries, certifications, styles, tastes]) expect(codes(rows).size).toBe(rows.length)
    const all = menuTypes.flatMap((m) => [m.type, ...m.subTypes])
    expect(codes(all).size).toBe(all.length)
    for (const locale of ['it', 'en'] as const) {
      expect(new Set(all.map((r) => r.slug[locale])).size).toBe(all.length)
      for (const row of all) expect(row.slug[locale]).toBe(slugify(row.slug[locale]))
    }
  })
})

describe('generateCatalogue', () => {
  it('is deterministic', () => {
    expect(generateCatalogue()).toEqual(small)
    expect(generateCatalogue({ products: 3500 })).toEqual(large)
    expect(generateCatalogue({ seed: 7 }).products[30]).not.toEqual(small.products[30])
  })

  it.each([400, 3500])('has unique codes and slugs at %i products', (n) => {
    const c = bySize(n)
    expect(c.products).toHaveLength(n)
    expect(c.producers).toHaveLength(producerCount(n))
    for (const key of ['code'] as const) expect(new Set(c.products.map((p) => p[key])).size).toBe(n)
    for (const locale of ['it', 'en'] as const) {
      expect(new Set(c.products.map((p) => p.slug[locale])).size).toBe(n)
      expect(new Set(c.producers.map((p) => p.slug[locale])).size).toBe(c.producers.length)
    }
    expect(new Set(c.producers.map((p) => p.code)).size).toBe(c.producers.length)
    expect(c.products.map((p) => p.code).slice(18, 21)).toEqual(['V0019', 'V0020', 'V0021'])
    for (const p of c.products) {
      expect(p.code).toMatch(/^V\d{4,}$/)
      expect(p.slug).toEqual({ it: slugify(`${p.title.it}-${p.code}`), en: slugify(`${p.title.en}-${p.code}`) })
    }
  })

  it('has ~50 producers up to 400 products and one every 8 beyond', () => {
    expect(small.producers).toHaveLength(50)
    expect(large.producers).toHaveLength(438)
    expect(producerCount(100_000)).toBe(2000)
    expect(new Set(small.products.map((p) => p.producer)).size).toBe(50)
  })

  it('covers every menu type and sub-type, weighted like an Italian distributor', () => {
    const count = (sub: string) => small.products.filter((p) => p.spiritType === sub).length
    for (const m of menuTypes)
      expect(
        small.products.some((p) => p.type === m.type.code),
        m.type.code,
      ).toBe(true)
    for (const sub of subTypeCodes) expect(count(sub), sub).toBeGreaterThanOrEqual(2)
    for (const p of small.products) {
      const menu = menuTypes.find((m) => m.type.code === p.type)
      expect(menu, p.code).toBeDefined()
      if (p.spiritType)
        expect(
          menu!.subTypes.map((s) => s.code),
          p.code,
        ).toContain(p.spiritType)
    }
    expect(count('grappa')).toBeGreaterThan(count('junmai') * 5)
    expect(count('gin')).toBeGreaterThan(count('cofanetto') * 5)
  })

  it.each([400, 3500])('stores 1 to 2 percent of products without a spirit type at %i', (n) => {
    const c = bySize(n)
    const hidden = share(c, (p) => p.spiritType === null)
    expect(hidden).toBeGreaterThanOrEqual(0.01)
    expect(hidden).toBeLessThanOrEqual(0.02)
  })

  it('fills every filter dimension with several values', () => {
    const values = (pick: (p: ProductData) => unknown) =>
      new Set(small.products.map(pick).filter((v) => v !== null && v !== undefined))
    for (const project of projectCodes)
      expect(small.products.filter((p) => p.projects.includes(project)).length, project).toBeGreaterThanOrEqual(15)
    expect(values((p) => p.certification)).toEqual(new Set(['biologico', 'bio-vegan']))
    expect(share(small, (p) => p.certification === 'biologico')).toBeGreaterThan(0.05)
    expect(share(small, (p) => p.certification === 'bio-vegan')).toBeGreaterThan(0.015)
    expect(share(small, (p) => p.novelty)).toBeGreaterThan(0.04)
    expect(share(small, (p) => p.novelty)).toBeLessThan(0.14)
    expect(share(small, (p) => p.projects.length > 0)).toBeGreaterThan(0.12)
    expect(values((p) => p.color).size).toBeGreaterThanOrEqual(6)
    expect(values((p) => p.country).size).toBeGreaterThanOrEqual(10)
    expect(values((p) => p.region).size).toBeGreaterThanOrEqual(6)
    expect(values((p) => p.style).size).toBeGreaterThanOrEqual(5)
    expect(values((p) => p.taste).size).toBeGreaterThanOrEqual(6)
    for (const p of small.products) {
      expect(p.projects.length).toBeLessThanOrEqual(2)
      for (const x of p.projects) expect(projectCodes).toContain(x)
      if (p.color) expect(codes(colors).has(p.color), p.code).toBe(true)
      if (p.style) expect(codes(styles).has(p.style), p.code).toBe(true)
      if (p.taste) expect(codes(tastes).has(p.taste), p.code).toBe(true)
    }
  })

  it.each([400, 3500])('links every product to its producer, with coherent country and region at %i', (n) => {
    const c = bySize(n)
    const producers = new Map(c.producers.map((p) => [p.code, p]))
    for (const p of c.producers) {
      expect(codes(countries).has(p.country), p.code).toBe(true)
      if (p.country === 'italia') expect(italianRegionCodes, p.code).toContain(p.region)
      else expect(p.region, p.code).toBeNull()
      expect(p.website).toBe(`https://www.${p.slug.it}.example`)
    }
    for (const p of c.products) {
      const maker = producers.get(p.producer)
      expect(maker, p.code).toBeDefined()
      expect(p.country).toBe(maker!.country)
      expect(p.region).toBe(maker!.region)
    }
  })

  it('keeps the anchors unchanged', () => {
    expect(small.products.slice(0, 19)).toEqual(anchorProducts)
    expect(small.producers.slice(0, 8)).toEqual(anchorProducers)
    const byCode = (code: string) => small.products.find((p) => p.code === code)!
    expect(byCode('V0001').slug).toEqual({ it: 'grappa-di-teroldego-v0001', en: 'teroldego-grappa-v0001' })
    expect(byCode('V0008').slug).toEqual({ it: 'glen-corran-18-anni-v0008', en: 'glen-corran-18-year-old-v0008' })
    expect(byCode('V0019').spiritType).toBeNull()
    expect(small.producers.find((p) => p.code === 'P007')?.slug.it).toBe('gin-lab-laguna')
    expect(small.producers.find((p) => p.code === 'P003')?.slug.en).toBe('glen-corran-distillers')
  })

  it('writes every text in both languages, descriptions translated', () => {
    for (const c of [small, large]) {
      for (const p of [...c.products, ...c.producers]) {
        eachBi(p, p.code, (path, b) => {
          expect(b.it.trim(), path).not.toBe('')
          expect(b.en.trim(), path).not.toBe('')
        })
        expect(p.description.it, p.code).not.toBe(p.description.en)
      }
    }
  })

  it('writes sensible sheets and bottles', () => {
    const shapes = { whisky: 'square', giftbox: 'box', 'bibite-e-succhi': 'can', 'wine-spirits': 'tall' } as const
    for (const p of small.products) {
      // The sheet prints its texts and the product's filter values.
      const fields = Object.keys(p.sheet).length + Object.keys(p.filters).length
      expect(fields, p.code).toBeGreaterThanOrEqual(3)
      expect(fields, p.code).toBeLessThanOrEqual(26)
      if (p.sheet.alcohol !== undefined) expect(p.sheet.alcohol >= 0 && p.sheet.alcohol <= 75, p.code).toBe(true)
      const expected = shapes[p.type as keyof typeof shapes]
      if (expected && p.code > 'V0019') expect(p.look.shape, p.code).toBe(expected)
      for (const colour of [p.look.glass, p.look.liquid, p.look.label]) expect(colour).toMatch(/^#[0-9a-f]{6}$/)
    }
    const average = small.products.reduce((n, p) => n + Object.keys(p.sheet).length, 0) / small.products.length
    expect(average).toBeGreaterThanOrEqual(8)
  })

  it('gives each producer unique product titles', () => {
    for (const c of [small, large]) {
      const seen = new Set<string>()
      for (const p of c.products) {
        for (const locale of ['it', 'en'] as const) {
          const key = `${p.producer}|${locale}|${p.title[locale]}`
          expect(seen.has(key), key).toBe(false)
          seen.add(key)
        }
      }
    }
  })
})
