import { describe, expect, it } from 'vitest'

import { buildTextIndex, type Field, findDocuments, type QueryWord, type Stemmer } from './text-index'

/** A toy stemmer: a plural `s` goes. */
const stem: Stemmer = (word) => word.replace(/(?<=..)s$/, '')

type Doc = Record<string, string>

/** An index of `docs` over `fields`, equal scores in the order of `order` (default: the documents'). */
function indexOf(docs: Doc[], fields: Record<string, Field>, order: number[] = Array.from(docs.keys())) {
  const keys = Object.keys(fields)
  const rank = new Int32Array(docs.length)
  order.forEach((doc, i) => (rank[doc] = i))
  return buildTextIndex(
    keys.map((key) => fields[key]),
    (doc, f) => docs[doc][keys[f]] ?? '',
    docs.length,
    stem,
    rank,
  )
}

/** Every word of `query` may carry up to `words` typos; the search allows `tolerance` of them. */
const query = (text: string, words = 2): QueryWord[] =>
  text.split(' ').map((typed) => ({ typed, stem: stem(typed), tolerance: words }))

describe('text index: matching', () => {
  const docs: Doc[] = [
    { code: 'AB1', name: 'Red apples', note: 'crisp' },
    { code: 'AB10', name: 'Green pears', note: 'juicy apples' },
    { code: 'CD2', name: 'Apples and pears', note: '' },
  ]
  const index = indexOf(docs, { code: { boost: 4, verbatim: true }, name: { boost: 2 }, note: { boost: 1 } })
  const find = (text: string, tolerance = 0) => findDocuments(index, query(text), tolerance, 10)

  it('needs every word, each in any field', () => {
    expect(find('apple crisp')).toEqual([0])
    expect(find('green apple')).toEqual([1])
    expect(find('red pears')).toEqual([])
  })

  it('stems the texts but keeps verbatim fields as typed', () => {
    expect(find('apple').sort()).toEqual([0, 1, 2])
    expect(find('ab1')).toEqual([0, 1])
    expect(find('ab')).toEqual([0, 1])
  })

  it('corrects typos only when the tolerance allows, and never a word the index holds', () => {
    expect(find('pexrs')).toEqual([])
    expect(find('pexrs', 1).sort()).toEqual([1, 2])
    // "ab1" is a code: not read as "ab10" less a letter.
    expect(find('ab1', 1)).toEqual([0, 1])
  })

  it('gives the same answers whatever was asked before', () => {
    const first = find('apple')
    find('pexrs', 2)
    find('green apple')
    expect(find('apple')).toEqual(first)
  })

  it('answers an empty index with nothing', () => {
    expect(findDocuments(indexOf([], { name: { boost: 1 } }), query('apple'), 2, 10)).toEqual([])
  })
})

describe('text index: ranking', () => {
  it('ranks a heavier field first, and a word in a short field before one in a long field', () => {
    const docs: Doc[] = [
      { title: 'Plain', body: 'Lemon' },
      { title: 'Lemon', body: '' },
      { title: 'Lemon tart with a crust of butter', body: '' },
    ]
    const index = indexOf(docs, { title: { boost: 3 }, body: { boost: 1 } })
    expect(findDocuments(index, query('lemon'), 0, 10)).toEqual([1, 2, 0])
  })

  it('ranks by how a word matched before where: exact, completion, typo, whatever the field', () => {
    const docs: Doc[] = [
      { title: 'Slim', note: '' },
      { title: 'Limestone', note: '' },
      { title: 'Soda', note: 'Lime' },
    ]
    const index = indexOf(docs, { title: { boost: 3 }, note: { boost: 1 } })
    // The word itself in the light field before a completion of it in the heavy one.
    expect(findDocuments(index, query('lime', 1), 1, 10)).toEqual([2, 1])
    // Completions (the heavy field first) before a typo in the heavy field; typos only when allowed.
    expect(findDocuments(index, query('lim', 1), 1, 10)).toEqual([1, 2, 0])
    expect(findDocuments(index, query('lim', 1), 0, 10)).toEqual([1, 2])
  })

  it('ranks one typo before two, whatever the field', () => {
    const index = indexOf(
      [
        { title: 'Crapo', note: '' },
        { title: 'Tonic', note: 'Grappa' },
      ],
      { title: { boost: 3 }, note: { boost: 1 } },
    )
    expect(findDocuments(index, query('grapa'), 2, 10)).toEqual([1, 0])
  })

  it('counts typos on the words as written or on their stems, whichever is fewer', () => {
    // "carsx" is one typo from the written "cars", two from its stem "car".
    const index = indexOf([{ name: 'Cars' }, { name: 'Boats' }], { name: { boost: 1 } })
    expect(findDocuments(index, query('carsx', 1), 1, 10)).toEqual([0])
    // With a stemmer that drops a final "o", "alpino" is "alpin": one typo from "alpi", two from "pin".
    const dropO: Stemmer = (word) => word.replace(/o$/, '')
    const names = ['Alpi', 'Pino']
    const alps = buildTextIndex([{ boost: 1 }], (doc) => names[doc], 2, dropO, Int32Array.of(0, 1))
    expect(findDocuments(alps, [{ typed: 'alpino', stem: 'alpin', tolerance: 1 }], 1, 10)).toEqual([0])
  })

  it('lists equal scores in the given order, and keeps the best `limit`', () => {
    const docs: Doc[] = [{ name: 'Gin' }, { name: 'Gin' }, { name: 'Gin' }, { name: 'Rum' }]
    const index = indexOf(docs, { name: { boost: 1 } }, [2, 0, 1, 3])
    expect(findDocuments(index, query('gin'), 0, 10)).toEqual([2, 0, 1])
    expect(findDocuments(index, query('gin'), 0, 2)).toEqual([2, 0])
  })
})
