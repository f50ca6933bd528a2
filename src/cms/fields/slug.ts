import type { TextField } from 'payload'

export const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

type SlugOptions = { localized?: boolean; name?: string }

/** A URL slug: lowercase words joined by dashes, unique (per locale when localized). */
export function slugField({ localized = false, name = 'slug' }: SlugOptions = {}): TextField {
  return {
    name,
    type: 'text',
    required: true,
    unique: true,
    index: true,
    localized,
    admin: { position: 'sidebar', description: 'lowercase-words-with-dashes' },
    validate: (value: unknown) =>
      typeof value === 'string' && slugPattern.test(value) ? true : 'Use lowercase letters, digits and dashes',
  }
}
