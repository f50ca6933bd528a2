import { describe, expect, it } from 'vitest'

import { landingSlugIsFree } from './landing-slug'

describe('a landing page’s slug is one the site would reach', () => {
  it.each([
    ['serate-a-tema', 'it'],
    ['oltre-3500-etichette', 'it'],
    ['themed-evenings', 'en'],
    ['over-3500-labels', 'en'],
  ] as const)('%s (%s) is free', (slug, locale) => {
    expect(landingSlugIsFree(slug, locale)).toBe(true)
  })

  it.each([
    // Routes of the table, in either language.
    ['prodotti', 'it'],
    ['products', 'en'],
    // Paths outside the table: the feeds, the sitemaps, the error and test pages, the internal routes' names.
    ['feeds', 'it'],
    ['sitemaps', 'en'],
    ['page-not-found', 'it'],
    ['server-error', 'it'],
    ['error-probe', 'en'],
    ['bench-static', 'it'],
    ['contacts', 'it'],
    // Spec §2's legacy rewrites answer these with a 301.
    ['news', 'it'],
    ['racconti-in-vigna', 'it'],
    ['diario', 'en'],
    ['storie-enogastronomiche', 'it'],
    // A route's name in the other language leads to the route in this one.
    ['prodotti', 'en'],
    ['contatti', 'en'],
    ['producers', 'it'],
  ] as const)('%s (%s) is taken', (slug, locale) => {
    expect(landingSlugIsFree(slug, locale)).toBe(false)
  })
})
