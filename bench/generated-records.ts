import { projects } from '../seed/data/projects'
import { terms } from '../seed/data/taxonomy'
import { generateCatalogue } from '../seed/generate/catalogue'
import type { ProductFilters } from '../seed/types'
import { productTermFilters } from '../src/cms/fields/product-filters'
import type { CatalogueRecords, ProductRecord, TermGroup } from '../src/features/catalogue/catalogue-index/records'

/**
 * The demo catalogue of a given size as the catalogue index's records, straight from the seed's generator (no
 * database): `BENCH_GENERATED=100000` measures the index's queries at any size without seeding (the loading
 * time, which needs the database, is then not measured). Ids are positions; there are no pictures.
 */
export function generatedRecords(size: number): CatalogueRecords {
  const { producers, products } = generateCatalogue({ products: size })
  const termIds = new Map(terms.map((t, i) => [`${t.group}:${t.code}`, i + 1]))
  const term = (group: string, code: string | null | undefined) =>
    code ? (termIds.get(`${group}:${code}`) ?? null) : null
  const producerIds = new Map(producers.map((p, i) => [p.code, i + 1]))
  const projectIds = new Map(projects.map((p, i) => [p.code, i + 1]))
  return {
    terms: terms.map((t, i) => ({
      id: i + 1,
      group: t.group as TermGroup,
      code: t.code,
      label: t.label,
      slug: t.slug,
      parent: t.parent ? (termIds.get(`type:${t.parent}`) ?? null) : null,
    })),
    producers: producers.map((p, i) => ({ id: i + 1, code: p.code, name: p.name, slug: p.slug })),
    projects: projects.map((p, i) => ({ id: i + 1, code: p.code, title: p.title, slug: p.slug })),
    products: products
      .filter((p) => p.spiritType !== null)
      .map((p, i): ProductRecord => {
        const recordTerms: ProductRecord['terms'] = {}
        for (const f of productTermFilters) {
          const code =
            f.field === 'style' ? p.style : f.field === 'taste' ? p.taste : p.filters[f.field as keyof ProductFilters]
          const id = term(f.group, code)
          if (id !== null) recordTerms[f.field] = id
        }
        return {
          id: i + 1,
          code: p.code,
          title: p.title,
          slug: p.slug,
          producer: producerIds.get(p.producer) ?? 0,
          type: term('type', p.type),
          spiritType: term('typespirits', p.spiritType),
          color: term('color', p.color),
          country: term('country', p.country),
          region: term('region', p.region),
          certification: term('certification', p.certification),
          projects: p.projects.map((c) => projectIds.get(c)).filter((id): id is number => id !== undefined),
          novelty: p.novelty,
          featured: p.featured,
          terms: recordTerms,
          image: null,
          denomination: p.sheet.denomination ?? { it: '', en: '' },
          grapes: p.sheet.grapes ?? { it: '', en: '' },
        }
      }),
  }
}
