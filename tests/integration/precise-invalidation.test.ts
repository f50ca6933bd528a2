import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Locale } from '@/i18n/locales'
import { localizePath } from '@/i18n/route-table'

import { api, base, editor, login } from '../support/http'

/**
 * Issue 15, item 4 (decision 030): saving one product's title expires the pages that show it, not the sheets of the
 * other products. Against the running built site: an editor renames a product through the REST API in both
 * languages; its sheet, print sheet and the listing of its type show the new title at once, and another
 * producer's product sheet is still served from Next's cache (`x-nextjs-cache: HIT`).
 */
type Term = { id: number; slug: string }
type ProductDoc = { id: number; code: string; title: string; slug: string; producer: { id: number }; spiritType: Term }

const locales: Locale[] = ['it', 'en']
const run = Date.now().toString(36)

async function get(path: string) {
  const res = await fetch(base + path)
  return { status: res.status, cache: res.headers.get('x-nextjs-cache'), html: await res.text() }
}

/** Asks until the page comes from the cache (the first request may render it). */
async function warm(path: string) {
  for (let i = 0; i < 5; i++) if ((await get(path)).cache === 'HIT') return
  throw new Error(`${path} never came from the cache`)
}

const sheet = (slug: string, locale: Locale) => localizePath('/products/sheet/[product]', locale, { product: slug })
const printSheet = (slug: string, locale: Locale) =>
  localizePath('/products/sheet/[product]/pdf', locale, { product: slug })
const typeListing = (slug: string, locale: Locale) => localizePath('/products/type/[type]', locale, { type: slug })

async function product(where: string, locale: Locale): Promise<ProductDoc> {
  const { body } = await api(`/products/?${where}&locale=${locale}&depth=1&limit=1`)
  const doc = (body.docs as ProductDoc[] | undefined)?.[0]
  if (!doc) throw new Error(`no product for ${where}`)
  return doc
}

let token = ''
const edited = {} as Record<Locale, ProductDoc>
const other = {} as Record<Locale, ProductDoc>

beforeAll(async () => {
  token = await login('users', editor)
  for (const locale of locales) {
    edited[locale] = await product('where[code][equals]=V0010', locale)
    // A product of another producer and another sub-type: none of its pages shows the renamed one.
    other[locale] = await product(
      `where[producer][not_equals]=${edited.it.producer.id}&where[spiritType][not_equals]=${edited.it.spiritType.id}&where[spiritType][exists]=true&sort=code`,
      locale,
    )
  }
})

afterAll(async () => {
  for (const locale of locales)
    await api(`/products/${edited[locale].id}/?locale=${locale}`, {
      method: 'PATCH',
      token,
      body: JSON.stringify({ title: edited[locale].title }),
    })
  // Rendered again now: Next's file cache keeps expired tags in memory only, so a page left expired but not rendered
  // would come back with the test's title after the server restarts.
  for (const locale of locales)
    for (const path of [
      sheet(edited[locale].slug, locale),
      printSheet(edited[locale].slug, locale),
      typeListing(edited[locale].spiritType.slug, locale),
    ])
      await get(path)
})

describe('issue 15, item 4: one product title saved expires its pages, not the other sheets', () => {
  it('its sheet, print sheet and listing show the new title at once; another sheet stays cached', async () => {
    const renamed: Record<Locale, string> = { it: `Aaa Titolo Nuovo ${run}`, en: `Aaa New Title ${run}` }
    for (const locale of locales) {
      await warm(sheet(edited[locale].slug, locale))
      await warm(printSheet(edited[locale].slug, locale))
      await warm(typeListing(edited[locale].spiritType.slug, locale))
      await warm(sheet(other[locale].slug, locale))
      expect(other[locale].spiritType.slug).not.toBe(edited[locale].spiritType.slug)
    }
    for (const locale of locales) {
      const saved = await api(`/products/${edited[locale].id}/?locale=${locale}`, {
        method: 'PATCH',
        token,
        body: JSON.stringify({ title: renamed[locale] }),
      })
      expect(saved.status, saved.text).toBe(200)
    }
    for (const locale of locales) {
      const own = await get(sheet(edited[locale].slug, locale))
      expect(own.status).toBe(200)
      expect(own.cache, 'the renamed sheet is rendered again').not.toBe('HIT')
      expect(own.html).toContain(renamed[locale])
      expect((await get(printSheet(edited[locale].slug, locale))).html).toContain(renamed[locale])
      // Its type's listing, in title order: the renamed product comes first.
      expect((await get(typeListing(edited[locale].spiritType.slug, locale))).html).toContain(renamed[locale])

      const untouched = await get(sheet(other[locale].slug, locale))
      expect(untouched.status).toBe(200)
      expect(untouched.cache, `${other[locale].code} still comes from the cache`).toBe('HIT')
      expect(untouched.html).toContain(other[locale].title.replaceAll('&', '&amp;').replaceAll("'", '&#x27;'))
    }
  })
})
