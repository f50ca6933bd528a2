import { describe, expect, it } from 'vitest'

import { api, editor, login } from '../support/http'

type Term = { id: number; code: string; parent?: number | null }

/**
 * Spec §3: each menu type maps to its list of sub-types. The seventh check from outside: the admin offered every
 * sub-type whatever the type, and saved a product of the Amari with the sub-type Grappa, whose sheet then led to a
 * listing without it. A sub-type of another type is now refused; one of the type's own is taken.
 */
describe("a product's sub-type is one of its type's", () => {
  it('refuses a type that is not the sub-type’s, with the field named; takes the matching pair', async () => {
    const token = await login('users', editor)
    const found = await api('/products/?limit=1&depth=0&where[spiritType][exists]=true', { token })
    const product = (found.body.docs as { id: number; type: number; spiritType: number }[])[0]!
    const types = await api('/taxonomy-terms/?limit=100&depth=0&where[group][equals]=type', { token })
    const other = (types.body.docs as Term[]).find((t) => t.id !== product.type)!
    const refused = await api(`/products/${product.id}/?depth=0`, {
      token,
      method: 'PATCH',
      body: JSON.stringify({ type: other.id }),
    })
    expect(refused.status).toBe(400)
    expect(JSON.stringify(refused.body)).toContain('spiritType')
    // In words, in the admin's language: Payload's own said "invalid selections: 21," (the twenty-first check).
    expect(JSON.stringify(refused.body)).toContain('La sottotipologia non è una di quelle della tipologia scelta')
    expect(JSON.stringify(refused.body)).not.toMatch(/invalid selections|selezioni non valide/i)
    const english = await api(`/products/${product.id}/?depth=0`, {
      token,
      method: 'PATCH',
      body: JSON.stringify({ type: other.id }),
      headers: { Cookie: 'payload-lng=en' },
    })
    expect(english.status).toBe(400)
    expect(JSON.stringify(english.body)).toContain('The sub-type is not one of the chosen type’s')
    const kept = await api(`/products/${product.id}/?depth=0`, { token })
    expect((kept.body as { type: number }).type).toBe(product.type)

    const subTypes = await api(`/taxonomy-terms/?limit=1&depth=0&where[parent][equals]=${other.id}`, { token })
    const own = (subTypes.body.docs as Term[])[0]!
    const moved = await api(`/products/${product.id}/?depth=0`, {
      token,
      method: 'PATCH',
      body: JSON.stringify({ type: other.id, spiritType: own.id }),
    })
    expect(moved.status, moved.text).toBe(200)
    const back = await api(`/products/${product.id}/?depth=0`, {
      token,
      method: 'PATCH',
      body: JSON.stringify({ type: product.type, spiritType: product.spiritType }),
    })
    expect(back.status, back.text).toBe(200)
  })
})
