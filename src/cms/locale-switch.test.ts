import { describe, expect, it } from 'vitest'

import { localeSwitchGuard, withLocale } from './locale-switch'
import { collections, globals } from './schema'

describe('unsaved edits kept from the content-language menu', () => {
  it('every collection and every global renders the guard beside its document controls', () => {
    for (const collection of collections) {
      expect(collection.admin?.components?.edit?.beforeDocumentControls, collection.slug).toContain(localeSwitchGuard)
    }
    for (const global of globals) {
      expect(global.admin?.components?.elements?.beforeDocumentControls, global.slug).toContain(localeSwitchGuard)
    }
  })

  it('a collection keeps the admin components it had', () => {
    const products = collections.find((collection) => collection.slug === 'products')!
    expect(products.admin?.useAsTitle).toBe('title')
    expect(JSON.stringify(products.fields)).toContain('card-picture-cell#CardPictureCell')
  })

  it('leaving anyway goes where Payload’s menu goes: the same address, with the chosen language', () => {
    expect(withLocale('?locale=it&depth=1', 'en')).toBe('?locale=en&depth=1')
    expect(withLocale('', 'en')).toBe('?locale=en')
  })
})
