import fc from 'fast-check'
import type { FlattenedField } from 'payload'
import { describe, expect, it } from 'vitest'

import { kindOf, type Schema } from './where-paths'
import { joinProblems, parseJoins, parseWhere, whereProblems } from './where-values'

const field = (f: Record<string, unknown>) => f as unknown as FlattenedField
const producers = [
  field({ name: 'name', type: 'text' }),
  field({ name: 'founded', type: 'date' }),
  field({ name: 'products', type: 'join', collection: 'products', on: 'producer' }),
]
const articles = [
  field({ name: 'headline', type: 'text' }),
  field({ name: 'product', type: 'relationship', relationTo: 'products' }),
]
const products = [
  field({ name: 'title', type: 'text' }),
  field({ name: 'price', type: 'number' }),
  field({ name: 'publishedAt', type: 'date' }),
  field({ name: 'producer', type: 'relationship', relationTo: 'producers' }),
  field({ name: 'related', type: 'relationship', relationTo: ['products', 'producers'] }),
  field({ name: 'meta', type: 'group', flattenedFields: [field({ name: 'year', type: 'number' })] }),
  field({ name: 'createdAt', type: 'date' }),
  field({ name: 'body', type: 'richText' }),
  field({ name: 'layout', type: 'blocks', flattenedFields: [field({ name: 'heading', type: 'text' })] }),
  field({ name: 'channels', type: 'json' }),
  field({ name: 'articles', type: 'join', collection: 'articles', on: 'product' }),
]
const schema: Schema = {
  fields: products,
  collection: (slug) => ({ producers, products, articles })[slug],
  numericIds: () => true,
}
const problems = (query: string) => whereProblems(parseWhere(query), schema).map((p) => p.field)

describe('where values against their fields (issue 16, finding 11)', () => {
  it.each([
    ['id', 'number'],
    ['price', 'number'],
    ['producer', 'number'],
    ['producer.id', 'number'],
    ['producer.founded', 'date'],
    ['publishedAt', 'date'],
    ['createdAt', 'date'],
    ['updatedAt', 'date'],
    ['meta.year', 'number'],
    ['title', undefined],
    ['producer.name', undefined],
    ['related', 'polymorphic'],
    ['nothing', undefined],
    ['title.x', undefined],
    ['body', undefined],
    ['body.root.children', 'unqueryable'],
    ['layout', 'unqueryable'],
    ['layout.heading', undefined],
    ['channels', 'json'],
    ['channels.office', 'json-path'],
    ['articles', 'number'],
    // A join's own fields and relations, but neither a join through a relationship nor a relationship's fields
    // through a join: the SQL adapters cannot follow them (a 500, the fourth check from outside).
    ['articles.headline', undefined],
    ['articles.product', 'number'],
    ['producer.products', 'unqueryable'],
    ['producer.products.title', 'unqueryable'],
    ['articles.product.title', 'unqueryable'],
    ['articles.product.producer', 'unqueryable'],
  ])('%s is compared as %s', (path, kind) => expect(kindOf(path, schema)).toBe(kind))

  it.each([
    'where[id][equals]=3',
    'where[id][in]=1,2,3',
    'where[id][in][0]=1&where[id][in][1]=2',
    'where[producer][equals]=null',
    'where[price][greater_than]=-2.5',
    'where[createdAt][greater_than]=2026-11-25T10:00:00.000Z',
    'where[publishedAt][less_than_equal]=2026-01-01',
    'where[id][exists]=abc',
    'where[title][equals]=abc',
    'where[title][in]=',
    'where[or][0][and][0][producer.founded][equals]=2020-01-01',
    'where[related][equals][relationTo]=products&where[related][equals][value]=1',
    'where[channels.office][exists]=true',
    'where[channels.office][like]=2026',
    'where[articles][in]=1,2',
    'where[layout.heading][like]=x',
    'where[title][in][0]=a&where[title][in][1]=b',
    'where[channels][equals][office]=x',
  ])('lets %j through', (query) => expect(problems(query)).toEqual([]))

  it.each([
    ['where[id][equals]=1e999', 'where[id][equals]'],
    ['where[id][equals]=abc', 'where[id][equals]'],
    ['where[id][in]=', 'where[id][in]'],
    ['where[id][in]=1,,2', 'where[id][in]'],
    ['where[id][in]=1,', 'where[id][in]'],
    ['where[id][not_in]=,1', 'where[id][not_in]'],
    ['where[and][0][id][in]=1,,2', 'where[and][0][id][in]'],
    ['where[producer][in]=1,,2', 'where[producer][in]'],
    ['where[id][not_in]=a,b', 'where[id][not_in]'],
    ['where[id][in][0]=1&where[id][in][1]=x', 'where[id][in]'],
    ['where[producer][like]=%25', 'where[producer][like]'],
    ['where[createdAt][equals]=abc', 'where[createdAt][equals]'],
    ['where[updatedAt][contains]=true', 'where[updatedAt][contains]'],
    ['where[publishedAt][greater_than][x]=1', 'where[publishedAt][greater_than]'],
    ['where[or][0][and][0][meta.year][equals]=NaN', 'where[or][0][and][0][meta.year][equals]'],
    ['where[id][near]=0', 'where[id][near]'],
    ['where[title][all]=a', 'where[title][all]'],
    ['where[or][0][title][within]=1', 'where[or][0][title][within]'],
    ['where[title][intersects]=x', 'where[title][intersects]'],
    ['where[id][in]=null', 'where[id][in]'],
    ['where[body.root.type][equals]=x', 'where[body.root.type][equals]'],
    ['where[layout][equals]=x', 'where[layout][equals]'],
    ['where[channels.office][greater_than]=1', 'where[channels.office][greater_than]'],
    ['where[channels.office][in]=1', 'where[channels.office][in]'],
    ['where[articles][equals]=1e999', 'where[articles][equals]'],
    // Text compared with an object or a list: "[object Object]" in the SQL (the third check from outside)
    ['where[title][equals][x]=1', 'where[title][equals]'],
    ['where[title][not_equals][a]=1', 'where[title][not_equals]'],
    ['where[title][like][]=a', 'where[title][like]'],
    ['where[producer.name][contains][a][b]=1', 'where[producer.name][contains]'],
    ['where[title][in][0][x]=1', 'where[title][in]'],
    ['where[producer.products.title][like]=V', 'where[producer.products.title][like]'],
    ['where[producer.products][exists]=true', 'where[producer.products][exists]'],
    ['where[articles.product.title][like]=a', 'where[articles.product.title][like]'],
  ])('refuses %j (%s)', (query, key) => expect(problems(query)).toContain(key))

  it("a join's where is checked against the collection it reads", () => {
    const joined = (query: string) => joinProblems(parseJoins(query), schema).map((p) => p.field)
    const articles = [field({ name: 'headline', type: 'text' }), field({ name: 'views', type: 'number' })]
    const withArticles: Schema = { ...schema, collection: (slug) => ({ producers, products, articles })[slug] }
    const problemsOf = (query: string) => joinProblems(parseJoins(query), withArticles).map((p) => p.field)
    expect(problemsOf('joins[articles][where][headline][equals][y]=1')).toEqual([
      'joins[articles][where][headline][equals]',
    ])
    expect(problemsOf('joins[articles][where][views][equals]=abc')).toEqual(['joins[articles][where][views][equals]'])
    expect(problemsOf('joins[articles][where][views][in]=1,,2')).toEqual(['joins[articles][where][views][in]'])
    expect(problemsOf('joins[articles][where][headline][equals]=y&joins[articles][limit]=5')).toEqual([])
    expect(joined('joins[nothing][where][x][equals][y]=1'), 'not a join of the collection: Payload answers').toEqual([])
  })

  it('property: a number field lets through exactly the values that are finite numbers', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.double().map(String), fc.integer().map(String)), (value) => {
        const refused = problems(`where[price][equals]=${encodeURIComponent(value)}`).length > 0
        if (!refused) expect(value === 'null' || Number.isFinite(Number(value))).toBe(true)
      }),
    )
  })
})
