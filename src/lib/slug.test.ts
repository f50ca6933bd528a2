import { describe, expect, it } from 'vitest'

import { fitSlug, productSlug, slugify } from './slug'

describe('slugify', () => {
  it.each([
    // ASCII and Italian accented text: the slugs published so far do not change.
    ["Quarant'anni di Grappa", 'quarant-anni-di-grappa'],
    ['Acquavite d’uva', 'acquavite-d-uva'],
    ['Perché Vinea?', 'perche-vinea'],
    ['Città di Castello — Caffè & Liquori', 'citta-di-castello-caffe-liquori'],
    ['  Gin  Lab   Laguna  ', 'gin-lab-laguna'],
    ['Müller-Thurgau', 'muller-thurgau'],
    ['Cachaça', 'cachaca'],
    ['V0001', 'v0001'],
    // Letters with no accent to drop are transliterated, not lost.
    ['Weißburgunder Smørrebrød Łącko Æble', 'weissburgunder-smorrebrod-lacko-aeble'],
    ['Œil de Perdrix', 'oeil-de-perdrix'],
    ['Þorláksson', 'thorlaksson'],
    ['Đurđevac', 'durdevac'],
    // Symbols and other scripts are dropped, as always.
    ['Rum Overproof 63°', 'rum-overproof-63'],
    ['Bitter – 40 €', 'bitter-40'],
    ['Sake 日本酒 Junmai', 'sake-junmai'],
  ])('%s → %s', (text, slug) => {
    expect(slugify(text)).toBe(slug)
  })

  it('is empty for text without letters or digits', () => {
    expect(slugify(' — ’ ')).toBe('')
  })

  it('makes a product slug of the title and the code', () => {
    expect(productSlug('Grappa di Teroldego', 'V0001')).toBe('grappa-di-teroldego-v0001')
  })

  it('cuts a slug too long after its last whole word that fits', () => {
    expect(fitSlug('grappa-di-moscato', 100)).toBe('grappa-di-moscato')
    expect(fitSlug('grappa-di-moscato', 17)).toBe('grappa-di-moscato')
    expect(fitSlug('grappa-di-moscato', 16)).toBe('grappa-di')
    expect(fitSlug('grappa-di-moscato', 9)).toBe('grappa-di')
    expect(fitSlug('grappa-di-moscato', 10)).toBe('grappa-di')
    expect(fitSlug('grappadimoscato', 6)).toBe('grappa')
  })
})
