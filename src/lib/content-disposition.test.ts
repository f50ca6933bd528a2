import { describe, expect, it } from 'vitest'

import { attachment } from './content-disposition'

describe("an attachment's name (RFC 8187; the fourth check from outside)", () => {
  it('encodes every character a token may not hold, the apostrophe too', () => {
    expect(attachment("Scheda d'abbinamento – più (1)!.pdf")).toBe(
      `attachment; filename="Scheda_d_abbinamento___pi___1__.pdf"; filename*=UTF-8''Scheda%20d%27abbinamento%20%E2%80%93%20pi%C3%B9%20%281%29%21.pdf`,
    )
  })

  it('leaves a plain name as it is', () => {
    expect(attachment('listino-2026.pdf')).toBe(
      `attachment; filename="listino-2026.pdf"; filename*=UTF-8''listino-2026.pdf`,
    )
  })

  it('a filename* value holds only what RFC 8187 allows', () => {
    const value = attachment("l'*()!àèìòù ™ €.pdf").split("filename*=UTF-8''")[1]!
    expect(value).toMatch(/^[A-Za-z0-9!#$&+\-.^_`|~%]+$/)
    expect(value).not.toMatch(/['()*!]/)
    expect(decodeURIComponent(value)).toBe("l'*()!àèìòù ™ €.pdf")
  })
})
