import { describe, expect, it } from 'vitest'

import { FeedError, parseFeed } from './feed'
import { csv, fixture, reasons } from './feed-test-support'

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
