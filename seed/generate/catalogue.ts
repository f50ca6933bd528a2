import { anchorProducers, anchorProducts, productSlug, slugify } from '../data/catalogue'
import { typeOfSubType } from '../data/taxonomy'
import { createRng, DEMO_SEED, type Rng } from '../random'
import type { Bi, ProducerData, ProductData } from '../types'
import { withFilters } from './filters'
import type { Made } from './kit'
import { subTypes } from './makers'
import { type Place, type PlaceKey, places, surnames } from './places'
import { allKinds, type Kind, type KindKey, kindsByKey, type ProducerMeta, requiredKinds } from './producers'

/**
 * The demo catalogue: the hand-written anchors (`seed/data/anchor-catalogue.json`) plus generated producers and
 * products, deterministic for a given seed and size. `generateCatalogue()` gives the ~400 references from ~50
 * producers of the company's copy; `generateCatalogue({ products: 3500 })` the landing page's "3500 labels".
 */

export type GenerateOptions = { products?: number; seed?: number }
export type Catalogue = { producers: ProducerData[]; products: ProductData[] }

export const DEFAULT_PRODUCTS = 400

/** 50 producers up to 400 products; beyond, one producer every 8 products, at most 2000. */
export function producerCount(products: number): number {
  return products <= DEFAULT_PRODUCTS ? 50 : Math.min(2000, Math.round(products / 8))
}

/** What the generator knows of the anchor producers. */
const ANCHOR_META: Record<
  string,
  { kind: KindKey; place: PlaceKey; brand: string; surname: string; extra?: Record<string, number> }
> = {
  P001: {
    kind: 'grappa-alpina',
    place: 'valDiNon',
    brand: 'Alpestre',
    surname: 'Alpestre',
    extra: { 'acquavite-di-mele': 2.5, 'world-whisky': 0, gin: 0 },
  },
  P002: {
    kind: 'liquorificio',
    place: 'monferrato',
    brand: 'Monferrina',
    surname: 'Monferrina',
    extra: { vermouth: 3, 'vino-chinato': 1, limoncello: 0 },
  },
  P003: { kind: 'scotch', place: 'speyside', brand: 'Glen Corran', surname: 'Corran', extra: { gin: 0 } },
  P004: { kind: 'marsala', place: 'marsala', brand: 'Baglio', surname: 'Baglio' },
  P005: { kind: 'tequila', place: 'jalisco', brand: 'Agave Azul', surname: 'Azul' },
  P006: { kind: 'cognac', place: 'cognac', brand: 'Delaunay', surname: 'Delaunay' },
  P007: {
    kind: 'craft-gin',
    place: 'laguna',
    brand: 'Laguna',
    surname: 'Laguna',
    extra: { spritz: 1.2, 'cocktail-pronto': 0.6, bitter: 1 },
  },
  P008: { kind: 'kura', place: 'niigata', brand: 'Hoshino', surname: 'Hoshino' },
}

const FIRST_NAMES: Record<string, readonly string[]> = {
  it: [
    'Giovanni',
    'Luigi',
    'Marco',
    'Paolo',
    'Franco',
    'Sergio',
    'Anna',
    'Maria',
    'Giuseppe',
    'Carlo',
    'Elena',
    'Bruno',
    'Lucia',
    'Pietro',
    'Teresa',
    'Aldo',
  ],
  de: ['Josef', 'Anton', 'Martin', 'Florian', 'Maria', 'Johann', 'Lukas', 'Theresa'],
  en: ['James', 'William', 'Thomas', 'Eleanor', 'Henry', 'Margaret', 'Robert', 'Alice'],
  fr: ['Jean', 'Pierre', 'Louis', 'Marie', 'Claude', 'Henri', 'Camille', 'Étienne'],
  es: ['José', 'Manuel', 'Carmen', 'Antonio', 'Rafael', 'Lucía', 'Miguel', 'Rosa'],
  other: ['A.', 'B.', 'C.', 'D.', 'E.', 'F.', 'G.', 'H.', 'J.', 'L.', 'M.', 'R.'],
}
const FIRST_NAME_POOL: Record<string, keyof typeof FIRST_NAMES> = {
  alpine: 'it',
  nordest: 'it',
  nordovest: 'it',
  centro: 'it',
  sud: 'it',
  sicilia: 'it',
  sardegna: 'it',
  sudtirol: 'de',
  german: 'de',
  scottish: 'en',
  irish: 'en',
  american: 'en',
  english: 'en',
  french: 'fr',
  creole: 'fr',
  spanish: 'es',
  latam: 'es',
  brazil: 'es',
  portuguese: 'es',
}

function mixOf(kind: Kind, place: Place, size: number, extra: Record<string, number> | undefined): Map<string, number> {
  const mix = new Map<string, number>()
  for (const [sub, w] of Object.entries({ ...kind.mix, ...extra })) {
    const weight = w * (place.boost?.[sub] ?? 1) * size
    if (weight > 0) mix.set(sub, weight)
  }
  return mix
}

function buildProducers(rng: Rng, total: number): ProducerMeta[] {
  const metas: ProducerMeta[] = []
  const names = new Set<string>()
  const slugs = new Set<string>()
  const usedSurnames = new Set<string>()
  for (const data of anchorProducers) {
    const a = ANCHOR_META[data.code]
    const kind = kindsByKey.get(a.kind)!
    const place = places[a.place]
    metas.push({
      data,
      kind,
      place,
      brand: a.brand,
      surname: a.surname,
      founded: data.founded ?? 1950,
      organic: false,
      mix: mixOf(kind, place, 1.2, a.extra),
    })
    names.add(data.name.it)
    slugs.add(data.slug.it)
  }
  const generated = Math.max(0, total - metas.length)
  const kindWeights = allKinds.map((k) => [k, k.weight] as const)
  for (let i = 0; i < generated; i += 1) {
    const kind = i < requiredKinds.length ? kindsByKey.get(requiredKinds[i])! : rng.weighted(kindWeights)
    const place: Place = places[rng.weighted(kind.places)]
    const freshSurname = () => {
      const pool = surnames[place.surnames]
      let pick = rng.pick(pool)
      for (let t = 0; t < 4 && usedSurnames.has(pick); t += 1) pick = rng.pick(pool)
      return pick
    }
    let town = rng.pick(place.towns)
    let surname = freshSurname()
    let named = kind.name({ surname, town, place, rng })
    for (let attempt = 0; names.has(named.name) || slugs.has(slugify(named.name)); attempt += 1) {
      if (attempt < 12) {
        town = rng.pick(place.towns)
        surname = freshSurname()
        named = kind.name({ surname, town, place, rng })
      } else if (attempt < 20 && named.name.includes(surname)) {
        const first = rng.pick(FIRST_NAMES[FIRST_NAME_POOL[place.surnames] ?? 'other'])
        named = { name: named.name.replace(surname, `${first} ${surname}`), brand: named.brand }
      } else if (attempt < 24 && !named.name.includes(town)) {
        named = { name: `${named.name} ${town}`, brand: named.brand }
      } else {
        named = { name: `${named.name.replace(/ \d+$/, '')} ${attempt - 22}`, brand: named.brand }
      }
    }
    usedSurnames.add(surname)
    names.add(named.name)
    const slug = slugify(named.name)
    slugs.add(slug)
    const founded = rng.int(kind.founded[0], kind.founded[1])
    const data: ProducerData = {
      code: `P${String(metas.length + 1).padStart(3, '0')}`,
      name: { it: named.name, en: named.name },
      slug: { it: slug, en: slug },
      region: place.region,
      country: place.country,
      town,
      founded,
      website: `https://www.${slug}.example`,
      description: { it: '', en: '' },
    }
    metas.push({
      data,
      kind,
      place,
      brand: named.brand,
      surname,
      founded,
      organic: false,
      mix: mixOf(kind, place, rng.float(0.6, 1.6), undefined),
    })
  }
  // About one generated house in ten is certified organic.
  const candidates = metas.slice(anchorProducers.length)
  for (const m of rng.sample(candidates, Math.round(candidates.length * 0.12))) m.organic = true
  for (const m of candidates) m.data.description = m.kind.describe(rng, m)
  return metas
}

/** Weighted choice of a producer for each sub-type, by cumulative weights and binary search. */
class ProducerIndex {
  private readonly bySub = new Map<string, { ids: number[]; cum: number[] }>()

  constructor(metas: readonly ProducerMeta[]) {
    metas.forEach((m, id) => {
      for (const [sub, w] of m.mix) {
        let entry = this.bySub.get(sub)
        if (!entry) this.bySub.set(sub, (entry = { ids: [], cum: [] }))
        entry.ids.push(id)
        entry.cum.push((entry.cum[entry.cum.length - 1] ?? 0) + w)
      }
    })
  }

  has(sub: string): boolean {
    return this.bySub.has(sub)
  }

  pick(rng: Rng, sub: string): number {
    const entry = this.bySub.get(sub)
    if (!entry) throw new Error(`No producer makes ${sub}`)
    const r = rng.next() * entry.cum[entry.cum.length - 1]
    let lo = 0
    let hi = entry.cum.length - 1
    while (lo < hi) {
      const mid = (lo + hi) >> 1
      if (entry.cum[mid] > r) hi = mid
      else lo = mid + 1
    }
    return entry.ids[lo]
  }
}

type Plan = { sub: string; producer: number }

function planProducts(
  rng: Rng,
  metas: readonly ProducerMeta[],
  count: number,
  anchorCounts: Map<string, number>,
): Plan[] {
  const index = new ProducerIndex(metas)
  const plan: Plan[] = []
  const counts = new Map(anchorCounts)
  const add = (sub: string, producer: number) => {
    plan.push({ sub, producer })
    counts.set(sub, (counts.get(sub) ?? 0) + 1)
  }
  // Every generated producer has at least one product, from its own range.
  for (let id = anchorProducers.length; id < metas.length && plan.length < count; id += 1)
    add(rng.weighted([...metas[id].mix]), id)
  // Every sub-type has a few products.
  const minimum = count >= 300 ? 2 : count >= 100 ? 1 : 0
  for (const sub of Object.keys(subTypes)) {
    while ((counts.get(sub) ?? 0) < minimum && plan.length < count && index.has(sub)) add(sub, index.pick(rng, sub))
  }
  // The rest by the distributor's mix: each sub-type tends to its share of the whole catalogue.
  const subs = Object.keys(subTypes).filter((sub) => index.has(sub))
  const totalWeight = subs.reduce((sum, sub) => sum + subTypes[sub].weight, 0)
  const whole = count + [...anchorCounts.values()].reduce((a, b) => a + b, 0)
  const deficit = Float64Array.from(
    subs,
    (sub) => (subTypes[sub].weight / totalWeight) * whole - (counts.get(sub) ?? 0),
  )
  while (plan.length < count) {
    let total = 0
    for (let i = 0; i < subs.length; i += 1) if (deficit[i] > 0) total += deficit[i]
    let chosen = subs.length - 1
    if (total > 0) {
      let r = rng.next() * total
      for (let i = 0; i < subs.length; i += 1) {
        if (deficit[i] <= 0) continue
        r -= deficit[i]
        if (r < 0) {
          chosen = i
          break
        }
      }
    } else {
      chosen = subs.indexOf(rng.weighted(subs.map((sub) => [sub, subTypes[sub].weight] as const)))
    }
    deficit[chosen] -= 1
    add(subs[chosen], index.pick(rng, subs[chosen]))
  }
  return rng.shuffle(plan)
}

const TRADIZIONE = new Set([
  'grappa',
  'acquavite-d-uva',
  'amaro-alle-erbe',
  'amaro-agrumato',
  'fernet',
  'rabarbaro',
  'china',
  'marsala',
  'nocino',
  'anice',
  'limoncello',
  'vino-chinato',
  'liquore-alle-erbe',
])
const MIXOLOGY = new Set([
  'gin',
  'old-tom',
  'sloe-gin',
  'genever',
  'vermouth',
  'bitter',
  'aperitivo',
  'cocktail-bitters',
  'rum',
  'spiced-rum',
  'rhum-agricole',
  'cachaca',
  'tequila',
  'mezcal',
  'pisco',
  'vodka',
  'kit-cocktail',
  'tonica',
  'ginger-beer',
  'soda',
  'cocktail-pronto',
  'liquore-al-caffe',
])
const WINE_LEGACY = new Set([
  'marsala',
  'porto',
  'sherry',
  'madeira',
  'vino-chinato',
  'vermouth',
  'cognac',
  'armagnac',
  'brandy',
  'grappa',
  'acquavite-d-uva',
])

/** Special projects, by what the product is: at most two. */
function projectsFor(rng: Rng, sub: string, certified: boolean): string[] {
  const out: string[] = []
  if (TRADIZIONE.has(sub) && rng.chance(0.18)) out.push('tradizione')
  if (certified && rng.chance(0.55)) out.push('sostenibilita')
  if (MIXOLOGY.has(sub) && rng.chance(0.13)) out.push('mixology')
  if (WINE_LEGACY.has(sub) && rng.chance(0.24)) out.push('wine-legacy')
  return out.length > 2 ? rng.sample(out, 2) : out
}

function certificationFor(rng: Rng, p: ProducerMeta, sub: string): ProductData['certification'] {
  if (typeOfSubType.get(sub) === 'giftbox') return null
  const r = rng.next()
  if (p.organic) return r < 0.62 ? 'biologico' : r < 0.87 ? 'bio-vegan' : null
  return r < 0.065 ? 'biologico' : r < 0.09 ? 'bio-vegan' : null
}

const withSuffix = (title: Bi, n: number): Bi => ({ it: `${title.it} Lotto ${n}`, en: `${title.en} Batch ${n}` })
const withEdition = (title: Bi, year: number): Bi => ({
  it: `${title.it} Edizione ${year}`,
  en: `${title.en} ${year} Edition`,
})

/**
 * Texts are built by concatenation, which V8 keeps as trees of pieces; reading a character flattens a tree
 * into one string in place. For 100,000 products this more than halves the memory the catalogue holds.
 */
function flatten(b: Bi): void {
  b.it.charCodeAt(b.it.length >> 1)
  b.en.charCodeAt(b.en.length >> 1)
}

function flattenProduct(p: ProductData): void {
  flatten(p.title)
  flatten(p.description)
  const sheet = p.sheet as Record<string, unknown>
  for (const k in sheet) {
    const v = sheet[k]
    if (v !== null && typeof v === 'object') flatten(v as Bi)
  }
}

/** The demo catalogue: same options, same result (deep-equal). */
export function generateCatalogue(options: GenerateOptions = {}): Catalogue {
  const total = Math.max(0, Math.floor(options.products ?? DEFAULT_PRODUCTS))
  const root = createRng(options.seed ?? DEMO_SEED)
  const metas = buildProducers(root.fork('producers'), producerCount(total))
  const anchors = anchorProducts.slice(0, total)
  const anchorCounts = new Map<string, number>()
  for (const a of anchors) if (a.spiritType) anchorCounts.set(a.spiritType, (anchorCounts.get(a.spiritType) ?? 0) + 1)
  const plan = planProducts(root.fork('plan'), metas, total - anchors.length, anchorCounts)

  const rng = root.fork('products')
  const titles = metas.map(() => new Set<string>())
  for (const a of anchors) {
    const id = metas.findIndex((m) => m.data.code === a.producer)
    titles[id].add(a.title.it)
    titles[id].add(a.title.en)
  }
  // About 1% of the catalogue is stored without a spirit type, so never shown: V0019 and a few generated ones.
  const hiddenTarget = Math.max(0, Math.round(total * 0.01) - anchors.filter((a) => a.spiritType === null).length)
  const hidden = new Set<number>()
  while (hidden.size < Math.min(hiddenTarget, plan.length)) hidden.add(rng.int(0, plan.length - 1))

  // A title already used by the house is drawn again a few times (fewer for huge catalogues, where it costs).
  const retries = total <= 10_000 ? 6 : 2
  const products: ProductData[] = anchors.slice()
  for (let i = 0; i < plan.length; i += 1) {
    const { sub, producer } = plan[i]
    const p = metas[producer]
    const ctx = { rng, p, sub }
    const make = subTypes[sub].make
    let made: Made = make(ctx)
    const used = titles[producer]
    for (let attempt = 0; attempt < retries && (used.has(made.title.it) || used.has(made.title.en)); attempt += 1)
      made = make(ctx)
    // Big catalogues run out of names for a house: the same label in another edition, then another batch.
    let title = made.title
    for (let attempt = 0; attempt < 3 && (used.has(title.it) || used.has(title.en)); attempt += 1)
      title = withEdition(made.title, rng.int(2012, 2025))
    for (let n = 2; used.has(title.it) || used.has(title.en); n += 1) title = withSuffix(made.title, n)
    used.add(title.it)
    used.add(title.en)
    // Provenance, when the family did not say more.
    if (!made.sheet.origin && rng.chance(0.5)) {
      const { town } = p.data
      made.sheet.origin =
        town === p.place.area.it
          ? p.place.area
          : { it: `${town}, ${p.place.area.it}`, en: `${town}, ${p.place.area.en}` }
    }
    const isHidden = hidden.has(i)
    if (isHidden) title = { it: `${title.it} (in arrivo)`, en: `${title.en} (coming soon)` }
    const code = `V${String(anchors.length + i + 1).padStart(4, '0')}`
    const certification = certificationFor(rng, p, sub)
    const product: ProductData = {
      code,
      producer: p.data.code,
      type: typeOfSubType.get(sub)!,
      spiritType: isHidden ? null : sub,
      color: made.color,
      region: p.data.region,
      country: p.data.country,
      certification,
      style: made.style,
      taste: made.taste,
      projects: projectsFor(rng, sub, certification !== null),
      novelty: rng.chance(0.08),
      featured: false,
      filters: {},
      title,
      slug: productSlug(title, code),
      description: made.description,
      sheet: made.sheet,
      look: made.look,
    }
    flattenProduct(product)
    products.push(product)
  }
  // Anchors are module constants: hand out copies.
  for (let i = 0; i < anchors.length; i += 1) products[i] = structuredClone(anchors[i])
  // The other filters, from a stream of their own: the products above are the same with or without them.
  // The anchors carry theirs in their feed file.
  const territories = new Map(metas.map((m) => [m.data.code, slugify(m.place.area.it)]))
  const filterRng = root.fork('filters')
  for (let i = anchors.length; i < products.length; i += 1)
    products[i] = withFilters(products[i], territories.get(products[i].producer), filterRng)
  return { producers: metas.map((m, i) => (i < anchorProducers.length ? structuredClone(m.data) : m.data)), products }
}
