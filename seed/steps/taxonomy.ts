import { certifications, colors, countries, menuTypes, regions, styles, tastes } from '../data/taxonomy'
import type { TermRow } from '../types'
import type { SeedWriter } from '../writer'

/** Term ids by group and code, for the documents that refer to them. */
export type TermIds = { id: (group: string, code: string | null | undefined) => number | undefined; label: (group: string, code: string) => { it: string; en: string } }

export async function seedTaxonomy(writer: SeedWriter): Promise<TermIds> {
  const ids = new Map<string, number>()
  const labels = new Map<string, { it: string; en: string }>()
  let order = 0
  const term = async (group: string, [code, itLabel, enLabel, itSlug, enSlug]: TermRow, parent?: number) => {
    const id = await writer.create('taxonomy-terms', { group, code, parent, order: (order += 1) },
      { it: { label: itLabel, slug: itSlug }, en: { label: enLabel, slug: enSlug } })
    ids.set(`${group}:${code}`, id)
    labels.set(`${group}:${code}`, { it: itLabel, en: enLabel })
    return id
  }
  await writer.batch(async () => {
    for (const { type, subTypes } of menuTypes) {
      const parent = await term('type', type)
      for (const sub of subTypes) await term('typespirits', sub, parent)
    }
    const groups: [string, TermRow[]][] = [
      ['color', colors], ['region', regions], ['country', countries],
      ['certification', certifications], ['style', styles], ['taste', tastes],
    ]
    for (const [group, rows] of groups) for (const row of rows) await term(group, row)
  })
  return {
    id: (group, code) => (code ? ids.get(`${group}:${code}`) : undefined),
    label: (group, code) => labels.get(`${group}:${code}`) ?? { it: code, en: code },
  }
}
