import { describe, expect, it } from 'vitest'

import { feedFormat, parseFeed, parseFeedData } from './feed'
import { csv, json, product, productReasons, reasons } from './feed-test-support'

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
    [{ alcohol: '0.0001' }, 'alcohol must have at most 1 decimal place'],
    [{ alcohol: 13.55 }, 'alcohol must have at most 1 decimal place'],
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
