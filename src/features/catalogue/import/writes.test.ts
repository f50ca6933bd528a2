import { describe, expect, it } from 'vitest'

import { productSheetFields } from '@/cms/fields/product-sheet'
import { productSlug, slugify } from '@/lib/slug'

import { parseFeed } from './feed'
import { productRowSchema, sheetTextColumns, sheetValueColumns } from './schema'
import { differs, nest, producerWrite, productWrite, type References } from './writes'

const refs = (): References => ({
  terms: new Map([
    ['type:whisky', { id: 1, parent: null }],
    ['typespirits:scotch-whisky', { id: 2, parent: 1 }],
    ['typespirits:gin', { id: 3, parent: 9 }],
    ['color:ambrato', { id: 4, parent: null }],
    ['country:scozia', { id: 5, parent: null }],
    ['vintage:2012', { id: 20, parent: null }],
    ['format:70-cl', { id: 21, parent: null }],
    ['format:37-5-cl', { id: 22, parent: null }],
    ['ageing:ex-sherry', { id: 23, parent: null }],
    ['year:12', { id: 24, parent: null }],
    ['territory:speyside', { id: 25, parent: null }],
  ]),
  projects: new Map([['mixology', 7]]),
  producers: new Map([['P1', 11]]),
  rejectedProducers: new Map([['P2', 'row 3']]),
})

const row = (extra: Record<string, unknown> = {}) => {
  const feed = parseFeed(
    JSON.stringify({ products: [{ code: 'V1', producer: 'P1', title_it: 'Malto', type: 'whisky', ...extra }] }),
    'json',
  )
  if (!feed.products[0]) throw new Error(feed.rejected[0].reason)
  return feed.products[0].record
}

describe('productWrite', () => {
  it('reads the other filters (issue 15, item 1) by code, a bottle size also as it is written', () => {
    const { write, reasons } = productWrite(
      row({
        vintage: 2012,
        format: '70 cl',
        ageing_class: 'ex-sherry',
        age_statement: '12',
        territory: 'Speyside',
        featured: 'sì',
      }),
      refs(),
    )
    expect(reasons).toEqual([])
    expect(write.shared).toMatchObject({
      vintage: 20,
      format: 21,
      ageingClass: 23,
      ageStatement: 24,
      territory: 25,
      featured: true,
    })
    expect(productWrite(row({ format: '37,5 cl' }), refs()).write.shared).toMatchObject({ format: 22 })
    expect(productWrite(row({ vintage: '1850', packaging: 'sacco' }), refs()).reasons).toEqual([
      "unknown vintage '1850'",
      "unknown packaging 'sacco'",
    ])
  })

  it('resolves codes to ids and splits shared, Italian and English values by field path', () => {
    const { write, reasons } = productWrite(
      row({
        spirit_type: 'scotch-whisky',
        color: 'ambrato',
        projects: 'mixology',
        novelty: 'sì',
        alcohol: '43',
        title_en: 'Malt',
        organoleptic_en: 'Peat',
      }),
      refs(),
    )
    expect(reasons).toEqual([])
    expect(write).toEqual({
      shared: {
        code: 'V1',
        producer: 11,
        type: 1,
        spiritType: 2,
        color: 4,
        projects: [7],
        novelty: true,
        'sheet.alcohol': 43,
      },
      it: { title: 'Malto' },
      en: { title: 'Malt', 'sheet.organoleptic': 'Peat' },
    })
  })

  it('clears what the feed gives empty; an empty English title reads the Italian', () => {
    const { write } = productWrite(
      row({ color: '', projects: '', novelty: '', title_en: '', description_it: '' }),
      refs(),
    )
    expect(write.shared).toMatchObject({ color: null, projects: [], novelty: false })
    expect(write.it).toEqual({ title: 'Malto', description: null })
    expect(write.en).toEqual({ title: 'Malto' })
  })

  it.each([
    [{ type: 'wiskey' }, "unknown type 'wiskey'"],
    [{ spirit_type: 'bourbon' }, "unknown spirit_type 'bourbon'"],
    [{ color: 'blu' }, "unknown color 'blu'"],
    [{ country: 'atlantide' }, "unknown country 'atlantide'"],
    [{ projects: 'mixology|fantasia' }, "unknown project 'fantasia'"],
    [{ producer: 'P9' }, "unknown producer 'P9'"],
    [{ producer: 'P2' }, 'producer P2 was rejected (row 3)'],
    [{ spirit_type: 'gin' }, "spirit_type 'gin' is not a sub-type of type 'whisky'"],
  ])('%j → %s', (extra, reason) => {
    expect(productWrite(row(extra), refs()).reasons).toEqual([reason])
  })
})

describe('producerWrite', () => {
  it('maps the producer columns', () => {
    const feed = parseFeed(
      JSON.stringify({
        producers: [
          { code: 'P1', name_it: 'Distilleria', country: 'scozia', founded: '1887', description_en: 'A distillery' },
        ],
      }),
      'json',
    )
    const { write, reasons } = producerWrite(feed.producers[0].record, refs())
    expect(reasons).toEqual([])
    expect(write).toEqual({
      shared: { code: 'P1', country: 5, founded: 1887 },
      it: { name: 'Distilleria' },
      en: { description: 'A distillery' },
    })
  })
})

describe('differs', () => {
  const stored = {
    id: 1,
    code: 'V1',
    producer: 11,
    projects: [7, 3],
    novelty: null,
    color: null,
    title: { it: 'Malto', en: 'Malt' },
    sheet: { alcohol: 43, organoleptic: { it: null, en: 'Peat' } },
  }
  const write = (shared = {}, it = {}, en = {}) => ({ shared: { code: 'V1', ...shared }, it, en })

  it('is false when every written value is stored; empty values, unticked boxes and list order do not count', () => {
    expect(
      differs(
        write(
          { producer: 11, projects: [3, 7], novelty: false, color: null, 'sheet.alcohol': 43 },
          { title: 'Malto' },
          { 'sheet.organoleptic': 'Peat' },
        ),
        stored,
      ),
    ).toBe(false)
    expect(differs(write({}, { 'sheet.organoleptic': '' }), stored)).toBe(false)
  })

  it.each([
    [write({ producer: 12 })],
    [write({ projects: [7] })],
    [write({ novelty: true })],
    [write({ 'sheet.alcohol': 43.5 })],
    [write({}, { title: 'Malto 12' })],
    [write({}, {}, { 'sheet.organoleptic': null })],
    [write({}, {}, { description: 'new' })],
  ])('is true when one value changes (%j)', (w) => {
    expect(differs(w, stored)).toBe(true)
  })
})

it('nest turns field paths into Payload data', () => {
  expect(nest({ code: 'V1', 'sheet.alcohol': 40, 'sheet.format': '70 cl' })).toEqual({
    code: 'V1',
    sheet: { alcohol: 40, format: '70 cl' },
  })
})

it('the feed has a column for every field of the product sheet', () => {
  const named = (fields: typeof productSheetFields): { name: string; localized: boolean }[] =>
    fields.flatMap((f) =>
      'name' in f
        ? [{ name: f.name, localized: 'localized' in f && !!f.localized }]
        : 'fields' in f
          ? named(f.fields)
          : [],
    )
  const sheet = named(productSheetFields)
  expect(Object.keys(sheetTextColumns).sort()).toEqual(
    sheet
      .filter((f) => f.localized)
      .map((f) => f.name)
      .sort(),
  )
  expect(Object.keys(sheetValueColumns).sort()).toEqual(
    sheet
      .filter((f) => !f.localized)
      .map((f) => f.name)
      .sort(),
  )
  for (const column of [
    ...Object.values(sheetValueColumns),
    ...Object.values(sheetTextColumns).flatMap((c) => [`${c}_it`, `${c}_en`]),
  ]) {
    expect(productRowSchema.shape).toHaveProperty(column)
  }
})

it.each([
  ['Grappa di Teroldego', 'V0001', 'grappa-di-teroldego-v0001'],
  ["Quarant'anni: Cachaça & Rhum", 'IMP-0001', 'quarant-anni-cachaca-rhum-imp-0001'],
  ['  Élixir — Extra  ', 'X', 'elixir-extra-x'],
])('productSlug(%j, %j) = %s', (title, code, slug) => {
  expect(productSlug(title, code)).toBe(slug)
  expect(slugify(title + ' ' + code)).toBe(slug)
})
