import { terms } from '../data/taxonomy'
import type { SeedWriter } from '../writer'

/** Term ids by group and code, for the documents that refer to them. */
export type TermIds = {
  id: (group: string, code: string | null | undefined) => number | undefined
  label: (group: string, code: string) => { it: string; en: string }
}

export async function seedTaxonomy(writer: SeedWriter): Promise<TermIds> {
  const ids = new Map<string, number>()
  const labels = new Map<string, { it: string; en: string }>()
  await writer.batch(async () => {
    for (const [index, t] of terms.entries()) {
      const key = `${t.group}:${t.code}`
      const parent = t.parent === null ? undefined : ids.get(`type:${t.parent}`)
      ids.set(
        key,
        await writer.create(
          'taxonomy-terms',
          { group: t.group, code: t.code, parent, order: index + 1 },
          {
            it: { label: t.label.it, slug: t.slug.it },
            en: { label: t.label.en, slug: t.slug.en },
          },
        ),
      )
      labels.set(key, t.label)
    }
  })
  return {
    id: (group, code) => (code ? ids.get(`${group}:${code}`) : undefined),
    label: (group, code) => labels.get(`${group}:${code}`) ?? { it: code, en: code },
  }
}
