import { slugify } from '@/lib/slug'

import type { Rng } from '../random'
import type { ProductData, ProductFilters } from '../types'

/**
 * The products' other filter values (issue 15, item 1; their terms are in seed/data/taxonomy.csv), drawn from
 * what the families already wrote: the bottle size, vintage and sparkling method the sheet named in words, the
 * ageing its text describes, the producer's area. Only fermentation and the featured flag are drawn, from a
 * random stream of their own, so the rest of the catalogue stays as it was for a given seed.
 */

/** The vessel or way of ageing a sheet's ageing text names; the first that matches wins. */
const AGEING: readonly (readonly [RegExp, string])[] = [
  [/non invecchiat/i, 'non-invecchiato'],
  [/bourbon/i, 'ex-bourbon'],
  [/oloroso|pedro xim|sherry|amontillado/i, 'ex-sherry'],
  [/porto|vino rosso|amarone|marsala|madeira/i, 'ex-vino'],
  [/soler|criaderas/i, 'solera'],
  [/tropical/i, 'clima-tropicale'],
  [/flor|ossidativ|canteiro/i, 'ossidativo'],
  [/barrique|piccole botti|tonneau/i, 'piccole-botti'],
  [/grandi botti|botti grandi|tini/i, 'botti-grandi'],
  [/rovere|botti|fusti|legno|frassino|ciliegio|castagno|mizunara/i, 'legno'],
  [/acciaio/i, 'acciaio'],
]

const SPARKLING: readonly (readonly [RegExp, string])[] = [
  [/charmat|martinotti/i, 'charmat'],
  [/classico|champenoise/i, 'metodo-classico'],
  [/rifermentazione in bottiglia/i, 'rifermentazione-in-bottiglia'],
  [/ancestrale/i, 'ancestrale'],
  [/anidride carbonica|gassat/i, 'gassificazione'],
]

/** Types whose spirit starts as a fermented wash worth naming. */
const FERMENTED = new Set(['whisky', 'sugar-cane-spirits', 'apple-spirits', 'sake', 'wine-spirits'])

const first = (rules: readonly (readonly [RegExp, string])[], text: string | undefined) =>
  text ? rules.find(([pattern]) => pattern.test(text))?.[1] : undefined

/** A declared age: "12 anni in…", "Almeno 6 anni…" (not an average age, not a range). */
export function ageStatementOf(ageing: string | undefined): number | undefined {
  const match = ageing?.match(/^(?:almeno |oltre )?(\d{1,2}) ann[io]\b/i)
  const years = match ? Number(match[1]) : NaN
  return years >= 1 && years <= 50 ? years : undefined
}

/** "70 cl" → 70-cl, "1,5 l" → 1-5-l: the bottle size's code. */
export const formatCode = (format: string | undefined) => (format ? slugify(format.replace(',', '-')) : undefined)

/** Centilitres of a bottle size's code (a multi-pack counts one bottle), for the case it ships in. */
function centilitres(code: string | undefined): number | undefined {
  const match = code?.match(/(\d+(?:-\d+)?)-(cl|l)$/)
  if (!match) return undefined
  const n = Number(match[1].replace('-', '.'))
  return match[2] === 'l' ? n * 100 : n
}

function packagingOf(type: string, filters: ProductFilters): string {
  const cl = centilitres(filters.format)
  const years = Number(filters.ageStatement ?? 0)
  if (type === 'giftbox' || filters.format?.includes('-x-')) return 'confezione-regalo'
  if (cl !== undefined && cl >= 150) return 'cassetta-legno'
  if (filters.vintage || years >= 12) return 'astuccio'
  if (cl !== undefined && cl <= 35) return 'cartone-24'
  if (cl !== undefined && cl <= 50) return 'cartone-12'
  return 'cartone-6'
}

/**
 * Moves the sheet's bottle size, vintage and sparkling method into the product's filters (they are filter
 * values now, not sheet texts) and adds the others. `territory` is the producer's area's code.
 */
export function withFilters(p: ProductData, territory: string | undefined, rng: Rng): ProductData {
  const { format, vintage, sparklingMethod, ...sheet } = p.sheet
  const years = ageStatementOf(p.sheet.ageing?.it)
  const filters: ProductFilters = {
    format: formatCode(format),
    vintage,
    sparklingMethod: first(SPARKLING, sparklingMethod?.it),
    ageingClass: first(AGEING, p.sheet.ageing?.it),
    ageStatement: years === undefined ? undefined : String(years),
    territory,
    fermentation: FERMENTED.has(p.type)
      ? rng.weighted([
          ['lieviti-selezionati', 5],
          ['spontanea', 3],
          ['lunga', 2],
        ] as const)
      : undefined,
    ...p.filters,
  }
  filters.packaging ??= packagingOf(p.type, filters)
  return {
    ...p,
    sheet,
    filters: Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined)),
    featured: p.featured || rng.chance(0.05),
  }
}
