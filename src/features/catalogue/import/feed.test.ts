import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { describeRejection, FeedError, feedFormat, type ParsedFeed, parseFeed, parseFeedData } from './feed'

const fixture = (name: string) =>
  fs.readFileSync(path.resolve(import.meta.dirname, '../../../../tests/fixtures/import', name), 'utf8')

const csv = (...lines: string[]) => parseFeed(lines.join('\n') + '\n', 'csv')
const json = (data: unknown) => parseFeed(JSON.stringify(data), 'json')
const reasons = (feed: ParsedFeed) => feed.rejected.map(describeRejection)

const product = { code: 'V1', producer: 'P1', title_it: 'Grappa', type: 'wine-spirits' }
/** One product row in JSON, with `extra` columns; its reasons, or [] when it passes. */
const productReasons = (extra: Record<string, unknown>) => reasons(json({ products: [{ ...product, ...extra }] }))

describe('the fixtures', () => {
  const expected = [
    ['duplicate code IMP-0002 (first seen on {5})', 'IMP-0002'],
    ['title_it is missing', 'IMP-0006'],
    ['alcohol must be a number between 0 and 100', 'IMP-0007'],
  ]

  it('CSV: rows named by their line, the header being line 1', () => {
    const feed = parseFeed(fixture('feed.csv'), 'csv')
    expect(feed.producers.map((r) => [r.row, r.record.code])).toEqual([
      ['row 2', 'IMP-P01'],
      ['row 3', 'IMP-P02'],
    ])
    expect(feed.products.map((r) => r.row)).toEqual(['row 4', 'row 5', 'row 6', 'row 7', 'row 8', 'row 12', 'row 13'])
    expect(feed.rejected.map(({ row, code, reason }) => ({ row, code, reason }))).toEqual(
      expected.map(([reason, code], i) => ({ row: `row ${9 + i}`, code, reason: reason.replace('{5}', 'row 5') })),
    )
  })

  it('JSON: rows named by their place in the list; the same records as the CSV', () => {
    const fromJson = parseFeed(fixture('feed.json'), 'json')
    const fromCsv = parseFeed(fixture('feed.csv'), 'csv')
    expect(fromJson.rejected.map(({ row, reason }) => `${row}: ${reason}`)).toEqual(
      expected.map(([reason], i) => `products[${5 + i}]: ${reason.replace('{5}', 'products[1]')}`),
    )
    // The CSV names every column on every row (empty = clear); JSON leaves absent keys out (= keep).
    const empty = (v: unknown) => v === null || v === false || (Array.isArray(v) && v.length === 0)
    const present = (record: object) => Object.fromEntries(Object.entries(record).filter(([, v]) => !empty(v)))
    expect(fromJson.products.map((r) => present(r.record))).toEqual(fromCsv.products.map((r) => present(r.record)))
    expect(fromJson.producers.map((r) => present(r.record))).toEqual(fromCsv.producers.map((r) => present(r.record)))
  })

  it('the changed feed differs from feed.json by one Italian title', () => {
    const [a, b] = [parseFeed(fixture('feed.json'), 'json'), parseFeed(fixture('feed-changed.json'), 'json')]
    const changed = a.products.filter((row, i) => JSON.stringify(row) !== JSON.stringify(b.products[i]))
    expect(changed.map((r) => r.record.code)).toEqual(['IMP-0001'])
    expect(b.products[0].record.title_it).not.toBe(a.products[0].record.title_it)
  })
})

describe('reading CSV', () => {
  it('parses values: trimmed, codes lowercased, booleans in several words, | lists, decimal commas', () => {
    const feed = csv(
      'record,code,producer,title_it,type,novelty,projects,alcohol',
      'product, V1 ,P1, Grappa ,Wine-Spirits,sì,tradizione| Mixology |,"42,5"',
      'product,V2,P1,Rum,rum,NO,,40',
      'product,V3,P1,Gin,gin,1,mixology,0',
    )
    expect(feed.rejected).toEqual([])
    expect(feed.products.map((r) => r.record)).toMatchObject([
      {
        code: 'V1',
        title_it: 'Grappa',
        type: 'wine-spirits',
        novelty: true,
        projects: ['tradizione', 'mixology'],
        alcohol: 42.5,
      },
      { code: 'V2', novelty: false, projects: [], alcohol: 40 },
      { code: 'V3', novelty: true, projects: ['mixology'], alcohol: 0 },
    ])
  })

  it.each([
    ['true', true],
    ['false', false],
    ['1', true],
    ['0', false],
    ['si', true],
    ['sì', true],
    ['Sì', true],
    ['yes', true],
    ['no', false],
    ['', null],
  ])('novelty %j is %j', (word, value) => {
    expect(
      csv('record,code,producer,title_it,type,novelty', `product,V1,P1,T,whisky,${word}`).products[0].record.novelty,
    ).toBe(value)
  })

  it('an empty cell clears the field (null); a column the file lacks keeps it (absent)', () => {
    const [row] = csv('record,code,producer,title_it,type,color', 'product,V1,P1,T,whisky,').products
    expect(row.record.color).toBeNull()
    expect('region' in row.record).toBe(false)
  })

  it('counts lines inside quoted fields, skips blank lines, and reads semicolon files', () => {
    const feed = csv(
      'record;code;producer;title_it;type;description_it',
      'product;V1;P1;T;whisky;"two',
      'lines"',
      '',
      'product;;P1;T;whisky;',
    )
    expect(feed.products[0].record.description_it).toBe('two\nlines')
    expect(reasons(feed)).toEqual(['row 5: code is missing'])
  })

  it('leaves out the other kind’s empty columns, rejects its filled ones', () => {
    const feed = csv(
      'record,code,producer,name_it,title_it,type,alcohol',
      'producer,P1,,Distilleria,,,',
      'producer,P2,,Cantina,,,40',
    )
    expect(feed.producers.map((r) => r.record.code)).toEqual(['P1'])
    expect(reasons(feed)).toEqual(["row 3: 'alcohol' is not a producer field"])
  })

  it('rejects rows of the wrong length or kind, and goes on', () => {
    const feed = csv(
      'record,code,producer,title_it,type',
      'product,V1,P1,T',
      'item,V2,P1,T,whisky',
      ',V3,P1,T,whisky',
      'product,V4,P1,T,whisky',
    )
    expect(reasons(feed)).toEqual([
      'row 2: has 4 fields where the header has 5',
      "row 3: record must be 'producer' or 'product', not 'item'",
      "row 4: record must be 'producer' or 'product'",
    ])
    expect(feed.rejected.map((r) => r.code)).toEqual(['V1', 'V2', 'V3'])
    expect(feed.products.map((r) => r.record.code)).toEqual(['V4'])
  })

  it.each([
    ['', 'the CSV file is empty'],
    ['code,title_it\nV1,T\n', 'the CSV header has no "record" column (producer or product)'],
    ['record,code,code\n', 'column "code" appears twice in the CSV header'],
    ['record,,code\n', 'column 2 of the CSV header has no name'],
    ['record,code\nproduct,"V1\n', 'not a readable CSV file'],
  ])('a file that cannot be read as a whole throws (%j)', (text, message) => {
    expect(() => parseFeed(text, 'csv')).toThrow(FeedError)
    expect(() => parseFeed(text, 'csv')).toThrow(message)
  })
})

describe('reading JSON', () => {
  it('takes native numbers, booleans and lists, and codes given as numbers', () => {
    const feed = json({
      products: [{ ...product, code: 450, novelty: true, projects: ['Mixology'], alcohol: 40, vintage: 2019 }],
    })
    expect(feed.products[0].record).toMatchObject({
      code: '450',
      novelty: true,
      projects: ['mixology'],
      alcohol: 40,
      vintage: '2019',
    })
  })

  it('accepts a `record` key that matches its list, and nothing else', () => {
    expect(reasons(json({ products: [{ ...product, record: 'product' }] }))).toEqual([])
    expect(reasons(json({ products: [{ ...product, record: 'producer' }, 'V9'] }))).toEqual([
      "products[0]: record must be 'product' in the products list",
      'products[1]: must be an object',
    ])
  })

  it.each([
    ['{', 'not valid JSON'],
    ['[]', 'a JSON feed must be an object'],
    ['{"product": []}', 'unknown key "product" in the JSON feed'],
    ['{"products": {}}', '"products" must be a list'],
  ])('a file that cannot be read as a whole throws (%s)', (text, message) => {
    expect(() => parseFeed(text, 'json')).toThrow(message)
  })

  it('an empty feed is no error', () => {
    expect(json({})).toEqual({ producers: [], products: [], rejected: [] })
  })

  it('reads rows a program made as objects the same as the JSON text', () => {
    const data = {
      producers: [{ code: 'P1', name_it: 'Casa' }],
      products: [product, { ...product, code: 'V2', alcohol: 'forte' }],
    }
    expect(parseFeedData(data)).toEqual(json(data))
    expect(() => parseFeedData([])).toThrow('a JSON feed must be an object')
  })
})

describe('validation reasons', () => {
  it.each([
    [{ code: '' }, 'code is missing'],
    [{ code: 'V 1' }, 'code must be at most 64 characters, without spaces'],
    [{ code: 'V'.repeat(65) }, 'code must be at most 64 characters, without spaces'],
    [{ producer: undefined }, 'producer is missing'],
    [{ title_it: ' ' }, 'title_it is missing'],
    [{ title_it: ['a'] }, 'title_it must be text'],
    [{ title_en: 'x'.repeat(301) }, 'title_en must be at most 300 characters'],
    [{ type: null }, 'type is missing'],
    [{ color: 3.5 }, null],
    [{ color: true }, 'color must be a code'],
    [{ slug_it: 'Not A Slug' }, 'slug_it must be lowercase letters and digits joined by dashes'],
    [{ alcohol: 'quaranta' }, 'alcohol must be a number between 0 and 100'],
    [{ alcohol: 101 }, 'alcohol must be a number between 0 and 100'],
    [{ alcohol: '-1' }, 'alcohol must be a number between 0 and 100'],
    [{ planting_year: '1999.5' }, 'planting_year must be a whole number between 1800 and 2100'],
    [{ planting_year: 1700 }, 'planting_year must be a whole number between 1800 and 2100'],
    [{ novelty: 'forse' }, 'novelty must be true or false (or 1/0, sì/no, yes/no)'],
    [{ projects: 'tradizione' }, null],
    [{ projects: [1, {}] }, 'projects must be a list of codes separated by |'],
    [{ projects: 7 }, 'projects must be a list of codes separated by |'],
    [{ organoleptic_it: 'x'.repeat(20_001) }, 'organoleptic_it must be at most 20000 characters'],
    [{ colour: 'rosso' }, "'colour' is not a product field"],
  ])('%j → %s', (extra, reason) => {
    expect(productReasons(extra)).toEqual(reason ? [`products[0]: ${reason}`] : [])
  })

  it('joins every reason of a row', () => {
    expect(productReasons({ alcohol: 'x', novelty: 'maybe', zz: 1 })).toEqual([
      "products[0]: novelty must be true or false (or 1/0, sì/no, yes/no); alcohol must be a number between 0 and 100; 'zz' is not a product field",
    ])
  })

  it.each([
    [{ name_it: '' }, 'name_it is missing'],
    [{ founded: 1400 }, 'founded must be a whole number between 1500 and 2100'],
    [{ website: 'not a site' }, 'website must be a web address'],
    [{ website: 'www.example.it' }, null],
    [{ website: 'https://example.it/chi-siamo' }, null],
  ])('producer %j → %s', (extra, reason) => {
    const feed = json({ producers: [{ code: 'P1', name_it: 'Distilleria', ...extra }] })
    expect(reasons(feed)).toEqual(reason ? [`producers[0]: ${reason}`] : [])
  })
})

describe('duplicates', () => {
  it('keeps the first row of a code and rejects the later ones, per kind', () => {
    const feed = json({
      producers: [{ code: 'X1', name_it: 'A' }],
      products: [
        { ...product, code: 'X1' },
        { ...product, code: 'X1', title_it: 'Other' },
        { ...product, code: 'X1' },
      ],
    })
    expect(feed.producers).toHaveLength(1)
    expect(feed.products.map((r) => r.row)).toEqual(['products[0]'])
    expect(reasons(feed)).toEqual([
      'products[1]: duplicate code X1 (first seen on products[0])',
      'products[2]: duplicate code X1 (first seen on products[0])',
    ])
  })

  it('counts a rejected first row: the code stays ambiguous', () => {
    const feed = csv('record,code,producer,title_it,type', 'product,V1,P1,,whisky', 'product,V1,P1,T,whisky')
    expect(reasons(feed)).toEqual(['row 2: title_it is missing', 'row 3: duplicate code V1 (first seen on row 2)'])
  })
})

describe('feedFormat', () => {
  it.each([
    ['feed.CSV', 'x', 'csv'],
    ['feed.json', 'x', 'json'],
    ['feed.txt', '\uFEFF  {"products": []}', 'json'],
    ['feed', 'record,code', 'csv'],
  ])('%s → %s', (name, text, format) => {
    expect(feedFormat(name, text)).toBe(format)
  })
})
