import { describe, expect, it } from 'vitest'

import { webAddressHref } from './web-address'

describe("a producer's website (the fourth check from outside)", () => {
  it.each([
    ['https://www.cantina.it', 'https://www.cantina.it/'],
    ['www.cantina.it', 'https://www.cantina.it/'],
    ['http://cantina.it/vini?x=1', 'http://cantina.it/vini?x=1'],
    ['CANTINA.IT/chi-siamo', 'https://cantina.it/chi-siamo'],
  ])('links %s as %s', (value, href) => expect(webAddressHref(value)).toBe(href))

  it.each(['http//www.qa4-cantina.it', 'cantina', 'javascript:alert(1)', 'https://', 'www cantina.it', '//cantina.it'])(
    'links no %s',
    (value) => expect(webAddressHref(value)).toBeNull(),
  )
})
