import { describe, expect, it } from 'vitest'

import type { Media, Producer, Product, TaxonomyTerm } from '@/payload-types'

import { productChange } from './product-change'

/** A product as Payload hands it to `afterChange` (depth 0, one language), shaped by the generated types. */
const saved: Product = {
  id: 12,
  code: 'V0012',
  title: 'Barolo Cannubi',
  producer: 3,
  pictures: [41, 42],
  description: 'Un rosso di lungo affinamento.',
  type: 7,
  spiritType: 19,
  color: 30,
  country: 40,
  region: 52,
  certification: null,
  style: null,
  taste: null,
  projects: [2],
  novelty: false,
  featured: false,
  format: 90,
  vintage: 91,
  shownOnSite: true,
  sheet: {
    alcohol: 14,
    denomination: 'Barolo DOCG',
    grapes: 'Nebbiolo',
    notes: null,
  },
  seo: { title: null, description: null },
  slug: 'barolo-cannubi',
  updatedAt: '2025-05-01T10:00:00.000Z',
  createdAt: '2025-01-01T10:00:00.000Z',
}

const edit = (change: Partial<Product>): Product => ({
  ...saved,
  ...change,
  updatedAt: '2025-05-02T09:30:00.000Z',
})
const doc = (p: Product) => p as unknown as Record<string, unknown>

describe('what a product save changed, for the cache (decision 030)', () => {
  it('a new title is a title change, whatever content changed with it', () => {
    expect(productChange(doc(saved), doc(edit({ title: 'Barolo Cannubi Riserva' })))).toBe('title')
    expect(productChange(doc(saved), doc(edit({ title: 'Barolo Cannubi Riserva', description: 'Nuovo testo.' })))).toBe(
      'title',
    )
  })

  it('description, pictures, sheet texts and numbers, SEO are content', () => {
    expect(productChange(doc(saved), doc(edit({ description: 'Nuovo testo.' })))).toBe('content')
    expect(productChange(doc(saved), doc(edit({ pictures: [42, 41] })))).toBe('content')
    expect(productChange(doc(saved), doc(edit({ sheet: { ...saved.sheet, alcohol: 14.5, notes: 'Note' } })))).toBe(
      'content',
    )
    expect(productChange(doc(saved), doc(edit({ seo: { title: 'Barolo', description: null } })))).toBe('content')
    // The list's "on the site" is computed on reading: a doc without it changed nothing.
    expect(productChange(doc(saved), doc(edit({ shownOnSite: undefined, description: 'Altro.' })))).toBe('content')
  })

  it('filter values, producer, code, slug and visibility are listing changes', () => {
    for (const change of [
      { color: 31 },
      { country: null },
      { region: 53 },
      { certification: 60 },
      { style: 70 },
      { taste: 80 },
      { projects: [2, 3] },
      { novelty: true },
      { producer: 4 },
      { type: 8 },
      { spiritType: null },
      { vintage: 92 },
      { format: null },
      { featured: true },
      { code: 'V0013' },
      { slug: 'barolo-cannubi-2019' },
    ] satisfies Partial<Product>[])
      expect(productChange(doc(saved), doc(edit(change))), JSON.stringify(change)).toBe('listing')
  })

  it('a field it does not know is a listing change (a filter added later is safe before anyone lists it)', () => {
    expect(productChange(doc(saved), { ...doc(edit({})), packaging: 5 })).toBe('listing')
    expect(productChange(doc(saved), doc(edit({ sheet: { ...saved.sheet, ...{ territory: 9 } } })))).toBe('listing')
  })

  it('a save that changes nothing shown is none, relations compared by id at any depth', () => {
    expect(productChange(doc(saved), doc(edit({})))).toBe('none')
    const producer = { id: 3, name: 'Cantina', slug: 'cantina', code: 'P3', updatedAt: 'x', createdAt: 'x' } as Producer
    const picture = { id: 41, alt: '', updatedAt: 'x', createdAt: 'x' } as Media
    const color = { id: 30, code: 'rosso', updatedAt: 'x', createdAt: 'x' } as TaxonomyTerm
    const populated = edit({ producer, pictures: [picture, 42], color })
    expect(productChange(doc(saved), doc(populated))).toBe('none')
    expect(productChange(doc(saved), doc(edit({ description: '', sheet: { ...saved.sheet, notes: undefined } })))).toBe(
      'content',
    )
  })

  it('an empty text and a missing one read alike', () => {
    const blank = edit({ seo: { title: '', description: undefined } })
    expect(productChange(doc(saved), doc(blank))).toBe('none')
  })

  it('without the previous document (a creation) it is a listing change', () => {
    expect(productChange(undefined, doc(saved))).toBe('listing')
  })
})
