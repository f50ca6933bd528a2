/**
 * A URL slug from any text: accents dropped, lowercase, every run of other characters one dash
 * ("Quarant'anni di Grappa" → "quarant-anni-di-grappa"). The demo seed builds product slugs the same way,
 * from `${title}-${code}`, so imported and seeded products read alike.
 */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

/** The slug a product gets when the feed gives none: its title and code, so two labels never clash. */
export const productSlug = (title: string, code: string) => slugify(`${title}-${code}`)
