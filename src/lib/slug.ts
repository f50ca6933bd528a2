import anyAscii from 'any-ascii'

/** A Latin letter outside ASCII once its accents are gone: ß, ø, æ, ł, œ, þ, đ… */
const OTHER_LATIN_LETTER = /(?=\P{ASCII})\p{Script=Latin}/gu

/**
 * A URL slug from any text: accents dropped, lowercase, every run of other characters one dash
 * ("Quarant'anni di Grappa" → "quarant-anni-di-grappa"). Latin letters that are not a letter with an accent are
 * transliterated rather than dropped ("Weißburgunder Smørrebrød Łącko Æble" →
 * "weissburgunder-smorrebrod-lacko-aeble"); accents are removed first, as slugs always were, so that
 * "Müller" stays "muller"; symbols (°, €) and other scripts are dropped as before. The demo seed builds product slugs the same way, from `${title}-${code}`, so
 * imported and seeded products read alike.
 */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(OTHER_LATIN_LETTER, (letter) => anyAscii(letter))
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

/** The slug a product gets when the feed gives none: its title and code, so two labels never clash. */
export const productSlug = (title: string, code: string) => slugify(`${title}-${code}`)

/**
 * A made slug no longer than `max`, cut after its last whole word that fits: a title the rules accept, with a product's
 * code after it, made a slug longer than a slug may be, refused on a field the editor had left empty (the twenty-fourth
 * check from outside).
 */
export function fitSlug(slug: string, max: number): string {
  if (slug.length <= max) return slug
  const cut = slug.slice(0, max + 1)
  const end = cut.lastIndexOf('-')
  return (end > 0 ? cut.slice(0, end) : slug.slice(0, max)).replace(/-+$/, '')
}
