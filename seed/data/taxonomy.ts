import { z } from 'zod'

import { taxonomyGroups } from '@/cms/collections/taxonomy-terms'
import { slugPattern } from '@/cms/fields/slug'

import { ContentError, readCsvRows } from '../files'
import type { TermData } from '../types'

/**
 * The filter taxonomies, read from `seed/data/taxonomy.csv`: one row per value with its code,
 * labels and slugs in both languages; a sub-type names its menu type. The rows keep their file order, which
 * is the order the seed gives them. The rows of the first demo slice are kept as they were: tests and links
 * rely on them.
 */

const slug = z.string().regex(slugPattern, 'must be lowercase letters and digits joined by dashes')
const label = z.string().trim().min(1, 'must not be empty')

const termRow = z
  .strictObject({
    group: z.enum(taxonomyGroups),
    code: slug,
    parent: z.string().transform((v) => v || null),
    label_it: label,
    label_en: label,
    slug_it: slug,
    slug_en: slug,
  })
  .refine((r) => (r.group === 'typespirits') === (r.parent !== null), { message: 'a sub-type (typespirits), and only a sub-type, names its menu type in parent', path: ['parent'] })
  .transform((r): TermData => ({
    group: r.group,
    code: r.code,
    parent: r.parent,
    label: { it: r.label_it, en: r.label_en },
    slug: { it: r.slug_it, en: r.slug_en },
  }))

/** Every term, in the order of the file. */
export const terms: readonly TermData[] = readCsvRows('taxonomy.csv', termRow)

function check(): void {
  const seen = new Set<string>()
  const types = new Set<string>()
  const routeSlugs = { it: new Set<string>(), en: new Set<string>() }
  for (const t of terms) {
    const key = `${t.group}:${t.code}`
    if (seen.has(key)) throw new ContentError(`data/taxonomy.csv: ${key} appears twice`)
    seen.add(key)
    if (t.group === 'type') types.add(t.code)
    if (t.parent !== null && !types.has(t.parent)) throw new ContentError(`data/taxonomy.csv: ${key} comes before its type ${t.parent} or names no type`)
    if (t.group === 'type' || t.group === 'typespirits') {
      for (const locale of ['it', 'en'] as const) {
        if (routeSlugs[locale].has(t.slug[locale])) throw new ContentError(`data/taxonomy.csv: slug_${locale} ${t.slug[locale]} of ${key} is taken by another type or sub-type`)
        routeSlugs[locale].add(t.slug[locale])
      }
    }
  }
}
check()

const inGroup = (group: TermData['group']) => terms.filter((t) => t.group === group)

/** The menu's product types, in menu order, with their sub-types. */
export const menuTypes: { type: TermData; subTypes: TermData[] }[] = inGroup('type').map((type) => ({
  type,
  subTypes: terms.filter((t) => t.group === 'typespirits' && t.parent === type.code),
}))

/** Menu type code of each sub-type code. */
export const typeOfSubType: ReadonlyMap<string, string> = new Map(inGroup('typespirits').map((t) => [t.code, t.parent as string]))

export const colors = inGroup('color')
/** The twenty Italian regions; the region filter lists Italian regions only. */
export const regions = inGroup('region')
export const italianRegionCodes: readonly string[] = regions.map((r) => r.code)
export const countries = inGroup('country')
/** The certifications that show the organic stamp on a product card: exactly these two. */
export const certifications = inGroup('certification')
/** Production style of a product. */
export const styles = inGroup('style')
/** Dominant taste of a product. */
export const tastes = inGroup('taste')
