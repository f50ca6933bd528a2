import { parse } from 'cookie'
import { describe, expect, it } from 'vitest'

import { cookieValue } from './cookie-value'

describe('cookieValue', () => {
  it('reads one cookie of a header or document.cookie', () => {
    expect(cookieValue('adult=1; cookie_consent=%7B%22categories%22%3A%5B%5D%7D', 'adult')).toBe('1')
    expect(cookieValue('adult=1; cookie_consent=%7B%22categories%22%3A%5B%5D%7D', 'cookie_consent')).toBe(
      '{"categories":[]}',
    )
    expect(cookieValue('x_adult=1', 'adult')).toBeUndefined()
    expect(cookieValue('', 'adult')).toBeUndefined()
    expect(cookieValue(null, 'adult')).toBeUndefined()
  })

  it('reads as the cookie package does', () => {
    const headers = [
      'a=1;b=2',
      '  a = 1 ; b=2',
      'a=1; a=2',
      'a="quoted"',
      'a="',
      'a=%E0%A4%A',
      'a=%20x%20',
      'b; a=3',
      'a=',
      'a=x=y',
    ]
    for (const header of headers) expect(cookieValue(header, 'a'), header).toBe(parse(header).a)
  })
})
