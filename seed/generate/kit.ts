import type { Rng } from '../random'
import type { Bi, ProductData, ProductSheetData } from '../types'
import type { ProducerMeta } from './producers'
import { bi, capitalize, list, sentences } from './text'

/** The toolkit every product family uses: context, result, bottle looks, tasting notes and sheet helpers. */

export const CATALOGUE_YEAR = 2026

export type Ctx = {
  rng: Rng
  p: ProducerMeta
  /** sub-type code */
  sub: string
}

/** What a family makes for one product; the generator adds codes, slugs, projects and flags. */
export type Made = {
  title: Bi
  color: string
  style: string | null
  taste: string | null
  description: Bi
  sheet: ProductSheetData
  look: ProductData['look']
}

export type Maker = (ctx: Ctx) => Made

// ---------------------------------------------------------------------------------------------------------------
// Bottles

export const LIQUID: Record<string, string> = {
  trasparente: '#eef3f1',
  ambrato: '#b3702b',
  oro: '#d6a03f',
  bruno: '#3b2416',
  rosso: '#a01f30',
  rosato: '#e8a3a9',
  bianco: '#efe5c4',
  giallo: '#f0d24a',
  verde: '#7d9a32',
}

export const GLASS = {
  flint: '#e2ebea',
  extraFlint: '#f3f6f5',
  green: '#2f4a35',
  amber: '#5c3b1e',
  dark: '#1e2621',
  blue: '#2c4d77',
  frosted: '#eef1f0',
  black: '#171717',
  can: '#c7cbd0',
  kraft: '#b08d5b',
} as const

const LABELS = [
  '#f4ecd8',
  '#1c1c1c',
  '#1f2e4d',
  '#5b1a2a',
  '#24402f',
  '#faf6ec',
  '#1e5b5e',
  '#b5532c',
  '#c9a227',
  '#6b2d5c',
  '#ffffff',
  '#2b2b3a',
]

export function look(
  rng: Rng,
  shape: ProductData['look']['shape'],
  glass: string,
  color: string,
  labels: readonly string[] = LABELS,
): ProductData['look'] {
  return { shape, glass, liquid: LIQUID[color] ?? LIQUID.trasparente, label: rng.pick(labels) }
}

// ---------------------------------------------------------------------------------------------------------------
// Numbers

/** Alcohol by volume in half degrees between min and max. */
export const abv = (rng: Rng, min: number, max: number): number => rng.int(min * 2, max * 2) / 2

export const format = (rng: Rng, pairs: readonly (readonly [string, number])[]): string => rng.weighted(pairs)

export const STANDARD_70: readonly (readonly [string, number])[] = [
  ['70 cl', 70],
  ['50 cl', 18],
  ['1 l', 6],
  ['20 cl', 4],
  ['1,5 l', 2],
]
export const WINE_75: readonly (readonly [string, number])[] = [
  ['75 cl', 70],
  ['50 cl', 15],
  ['1 l', 8],
  ['37,5 cl', 7],
]

// ---------------------------------------------------------------------------------------------------------------
// Tasting notes

const COLOUR_WORDS: Record<string, readonly Bi[]> = {
  trasparente: [
    bi('limpido e cristallino', 'clear and bright'),
    bi('trasparente, con riflessi argentei', 'crystal clear with silvery glints'),
  ],
  ambrato: [
    bi('ambra carico con riflessi ramati', 'deep amber with copper glints'),
    bi('ambrato brillante', 'bright amber'),
    bi('mogano chiaro', 'light mahogany'),
  ],
  oro: [
    bi('oro antico', 'old gold'),
    bi('giallo oro luminoso', 'luminous gold'),
    bi('paglierino dorato', 'golden straw'),
  ],
  bruno: [
    bi('bruno intenso, quasi impenetrabile', 'deep brown, almost opaque'),
    bi('bruno con riflessi mogano', 'brown with mahogany glints'),
  ],
  rosso: [bi('rosso rubino', 'ruby red'), bi('rosso granato', 'garnet red'), bi('rosso vivo', 'vivid red')],
  rosato: [bi('rosa tenue', 'pale pink'), bi('rosa buccia di cipolla', 'onion-skin pink')],
  bianco: [bi('paglierino chiaro', 'pale straw'), bi('bianco opalescente', 'opalescent white')],
  giallo: [bi('giallo limone intenso', 'bright lemon yellow'), bi('giallo dorato velato', 'hazy golden yellow')],
  verde: [
    bi('verde brillante', 'bright green'),
    bi('verde oliva con riflessi dorati', 'olive green with golden glints'),
  ],
}

export const colourWords = (rng: Rng, color: string): Bi => rng.pick(COLOUR_WORDS[color] ?? COLOUR_WORDS.trasparente)

/** A palate clause with its subject: "il sorso è secco e pulito" / "the palate is dry and clean". */
export type Palate = Bi

/** Nose, palate and finish for a description; the finish is an adjective phrase ("lungo e speziato"). */
export function tasting(rng: Rng, nose: readonly Bi[], palate: Palate, finish: Bi): Bi {
  const n = list(nose)
  switch (rng.int(0, 2)) {
    case 0:
      return bi(
        `Al naso ${n.it}; in bocca ${palate.it}, con un finale ${finish.it}.`,
        `On the nose, ${n.en}; ${palate.en}, with a ${finish.en} finish.`,
      )
    case 1:
      return bi(
        `Profumi di ${n.it}; in bocca ${palate.it} e il finale è ${finish.it}.`,
        `Aromas of ${n.en}; ${palate.en}, and the finish is ${finish.en}.`,
      )
    default:
      return bi(
        `Note di ${n.it} al naso; in bocca ${palate.it}, e il finale resta ${finish.it}.`,
        `Notes of ${n.en} on the nose; ${palate.en}, and the finish stays ${finish.en}.`,
      )
  }
}

/** The organoleptic evaluation of the sheet: colour, nose, palate. */
export function organoleptic(rng: Rng, color: string, nose: readonly Bi[], palate: Palate): Bi {
  const c = colourWords(rng, color)
  const n = list(nose)
  return bi(
    `Colore: ${c.it}. Naso: ${n.it}. Bocca: ${palate.it}.`,
    `Colour: ${c.en}. Nose: ${n.en}. Palate: ${palate.en}.`,
  )
}

/** Words that keep their capital inside a list (proper nouns and adjectives). */
const PROPER = new Set([
  'Agen',
  'Stilton',
  'Sicilian',
  'Ibérico',
  'Tuscan',
  'Camembert',
  'Alpine',
  'Williams',
  'Amalfi',
  'Sorrento',
  'Bronte',
  'Calabrian',
  'Madagascar',
  'Gohyakumangoku',
])

function midSentence(text: string): string {
  // The article "A" ("A Tuscan cigar" → "… and a Tuscan cigar").
  if (text.startsWith('A ')) return `a${text.slice(1)}`
  const c0 = text.charCodeAt(0)
  if (c0 < 65 || c0 > 90) return text // not an ASCII capital
  const c1 = text.charCodeAt(1)
  if (!(c1 >= 97 && c1 <= 122) && c1 < 0xc0) return text // acronym or single letter
  const space = text.indexOf(' ')
  if (PROPER.has(space < 0 ? text : text.slice(0, space))) return text
  return String.fromCharCode(c0 + 32) + text.slice(1)
}

/** A sheet field listing items ("Vaniglia, miele e pera"): capital only at the start. */
export const aromasField = (items: readonly Bi[]): Bi => {
  let it = ''
  let en = ''
  const last = items.length - 1
  for (let i = 0; i <= last; i += 1) {
    const x = items[i]
    const sepIt = i === 0 ? '' : i === last ? (/^[eE]/.test(x.it) ? ' ed ' : ' e ') : ', '
    const sepEn = i === 0 ? '' : i === last ? ' and ' : ', '
    it += sepIt + (i === 0 ? capitalize(x.it) : midSentence(x.it))
    en += sepEn + (i === 0 ? capitalize(x.en) : midSentence(x.en))
  }
  return { it, en }
}

/**
 * A description of 2 to 4 sentences: the intro and the tasting note always, then by chance some of the extras.
 * The first extra (how it is made) goes before the tasting note, the others (how to serve it) after.
 */
export function describe(rng: Rng, intro: Bi, tasting: Bi, extras: readonly (Bi | null | undefined)[]): Bi {
  const count = rng.weighted([
    [0, 1],
    [1, 5],
    [2, 3],
  ] as const)
  const keep = extras.map((e, i) => ({ e, i })).filter((x): x is { e: Bi; i: number } => !!x.e)
  const chosen = rng.sample(keep, count).sort((a, b) => a.i - b.i)
  const before = chosen.filter((x) => x.i === 0).map((x) => x.e)
  const after = chosen.filter((x) => x.i !== 0).map((x) => x.e)
  return sentences([intro, ...before, tasting, ...after])
}

// ---------------------------------------------------------------------------------------------------------------
// Sheet pieces

const COMPETITIONS = [
  "Concorso Alambicchi d'Oro",
  'European Craft Spirits Awards',
  'Mediterranean Spirits Challenge',
  'Cask & Still International',
  'Salone dei Distillati di Verona',
  "Premio Acquaviti d'Italia",
  'World Artisan Spirits Review',
  'Concours des Eaux-de-vie Paysannes',
]
const GUIDES = [
  'Guida ai Distillati Artigianali',
  'Annuario dei Liquori Italiani',
  'Spirits Atlas',
  'Taccuino del Bere Bene',
]

export function awards(rng: Rng): Bi {
  const year = rng.int(CATALOGUE_YEAR - 7, CATALOGUE_YEAR - 1)
  return rng.pick([
    () => ((c: string) => bi(`Medaglia d'oro, ${c} ${year}`, `Gold medal, ${c} ${year}`))(rng.pick(COMPETITIONS)),
    () => ((c: string) => bi(`Medaglia d'argento, ${c} ${year}`, `Silver medal, ${c} ${year}`))(rng.pick(COMPETITIONS)),
    () => {
      const score = rng.int(89, 97)
      const guide = rng.pick(GUIDES)
      return bi(`${score}/100, ${guide} ${year}`, `${score}/100, ${guide} ${year}`)
    },
    () => {
      const a = rng.pick(COMPETITIONS)
      return bi(
        `Doppio oro e miglior prodotto di categoria, ${a} ${year}`,
        `Double gold and best in class, ${a} ${year}`,
      )
    },
  ])()
}

/** Serving note. */
export const serve = (tempIt: string, glassIt: string, tempEn: string, glassEn: string): Bi =>
  bi(`Servire a ${tempIt} in ${glassIt}.`, `Serve at ${tempEn} in ${glassEn}.`)

/** Vineyard fields for wine-based products; only some are filled each time. */
export type VineyardInput = {
  grapes: Bi
  soil: Bi
  breeding: Bi
  altitude?: [number, number]
  harvest?: Bi
}

export function vineyardFields(rng: Rng, v: VineyardInput): ProductSheetData {
  const out: ProductSheetData = { grapes: v.grapes }
  if (rng.chance(0.7)) out.soil = v.soil
  if (rng.chance(0.55)) out.breeding = v.breeding
  if (rng.chance(0.6)) {
    out.harvest =
      v.harvest ??
      rng.pick([
        bi(
          'Manuale, in cassette, tra fine settembre e inizio ottobre',
          'By hand, in small crates, from late September to early October',
        ),
        bi('Manuale, con selezione dei grappoli in vigna', 'By hand, with bunch selection in the vineyard'),
        bi('Vendemmia a mano nelle prime ore del mattino', 'Hand-picked in the early morning'),
        bi('In più passaggi, a piena maturazione', 'In several passes, at full ripeness'),
      ])
  }
  if (rng.chance(0.5)) {
    const [lo, hi] = v.altitude ?? [100, 400]
    const m = Math.round(rng.int(lo, hi) / 10) * 10
    const exposure = rng.pick([
      bi('sud', 'south'),
      bi('sud-est', 'south-east'),
      bi('sud-ovest', 'south-west'),
      bi('est', 'east'),
    ])
    const [kind, facing] = rng.pick([
      [bi('Vigneti collinari', 'Hillside vineyards'), 'esposti'],
      [bi('Vigneti terrazzati', 'Terraced vineyards'), 'esposti'],
      [bi('Vigne vecchie', 'Old vines'), 'esposte'],
      [bi('Vigneti di proprietà', 'Estate vineyards'), 'esposti'],
      [bi('Vigneti di conferitori storici', "Long-standing growers' vineyards"), 'esposti'],
    ] as const)
    out.vineyard = bi(
      `${kind.it} a ${m} m s.l.m., ${facing} a ${exposure.it}`,
      `${kind.en} at ${m} m above sea level, facing ${exposure.en}`,
    )
  }
  if (rng.chance(0.4)) out.yieldPerHectare = `${rng.int(6, 11) * 10} q/ha`
  if (rng.chance(0.35)) out.plantingYear = rng.int(1962, 2012)
  return out
}

/** Chance helpers that read well in the family code. */
export const maybe = <T>(rng: Rng, p: number, value: () => T): T | undefined => (rng.chance(p) ? value() : undefined)

/** Removes undefined values so sheets carry only the fields that are set. */
export function compact(sheet: ProductSheetData): ProductSheetData {
  const src = sheet as Record<string, unknown>
  const out: Record<string, unknown> = {}
  for (const k in src) {
    const v = src[k]
    if (v !== undefined && v !== null && v !== '') out[k] = v
  }
  return out as ProductSheetData
}

// ---------------------------------------------------------------------------------------------------------------
// Terroir of Italian places, for vineyard fields

const SOILS: Record<string, Bi> = {
  cembra: bi('Porfido e sabbie', 'Porphyry and sand'),
  laghi: bi('Detriti calcarei e morene', 'Limestone scree and moraine'),
  rotaliana: bi('Ghiaie alluvionali del Noce', 'Alluvial gravels of the Noce river'),
  'val-di-non': bi('Calcareo-marnoso', 'Calcareous marl'),
  'alto-adige': bi('Porfido e morene glaciali', 'Porphyry and glacial moraine'),
  'colli-orientali': bi('Ponca, marne e arenarie stratificate', 'Ponca: layered marl and sandstone'),
  carso: bi('Terra rossa su roccia calcarea', 'Terra rossa over limestone'),
  valpolicella: bi('Calcareo-argilloso con basalti', 'Clay and limestone with basalt'),
  bassano: bi('Vulcanico e argilloso', 'Volcanic and clay'),
  prosecco: bi('Marne e arenarie', 'Marl and sandstone'),
  langhe: bi("Marne calcaree di Sant'Agata", "Sant'Agata calcareous marl"),
  monferrato: bi('Marne e sabbie astiane', 'Marl and Asti sands'),
  torino: bi('Argille e sabbie', 'Clay and sand'),
  valtellina: bi('Sabbioso su roccia granitica', 'Sandy soil over granite'),
  franciacorta: bi('Morenico', 'Glacial moraine'),
  aosta: bi('Sabbioso-morenico', 'Sandy moraine'),
  liguria: bi('Scistoso e calcareo', 'Schist and limestone'),
  montalcino: bi('Galestro e alberese', 'Galestro schist and alberese limestone'),
  chianti: bi('Galestro e alberese', 'Galestro schist and alberese limestone'),
  lazio: bi('Vulcanico', 'Volcanic'),
  emilia: bi('Argille e limi', 'Clay and silt'),
  costiera: bi('Calcareo, su terrazze', 'Limestone, on terraces'),
  irpinia: bi('Vulcanico e argilloso', 'Volcanic and clay'),
  vulture: bi('Tufo vulcanico', 'Volcanic tuff'),
  salento: bi('Terra rossa', 'Terra rossa'),
  etna: bi('Sabbie vulcaniche', 'Volcanic sand'),
  marsala: bi('Sabbioso-calcareo', 'Sandy limestone'),
  isole: bi('Vulcanico', 'Volcanic'),
  sardegna: bi('Granitico sabbioso', 'Sandy granite'),
}
const DEFAULT_SOIL = bi('Argilloso-calcareo', 'Clay and limestone')

export const soilOf = (placeKey: string): Bi => SOILS[placeKey] ?? DEFAULT_SOIL

const SOUTH = new Set([
  'costiera',
  'irpinia',
  'vulture',
  'molise',
  'salento',
  'calabria',
  'etna',
  'marsala',
  'isole',
  'sardegna',
])

export function breedingOf(placeKey: string, rng: Rng): Bi {
  if (placeKey === 'cembra' || placeKey === 'laghi' || placeKey === 'rotaliana' || placeKey === 'val-di-non')
    return bi('Pergola trentina', 'Trentino pergola')
  if (placeKey === 'valpolicella') return bi('Pergola veronese', 'Veronese pergola')
  if (SOUTH.has(placeKey))
    return rng.pick([
      bi('Alberello', 'Bush vine (alberello)'),
      bi('Controspalliera a cordone speronato', 'Spurred cordon on trellis'),
    ])
  return rng.pick([
    bi('Guyot', 'Guyot'),
    bi('Cordone speronato', 'Spurred cordon'),
    bi('Guyot e cordone speronato', 'Guyot and spurred cordon'),
  ])
}

/** Pairings most brown spirits share. */
export const AFTER_DINNER: readonly Bi[] = [
  bi('Cioccolato fondente', 'Dark chocolate'),
  bi('Formaggi stagionati', 'Aged cheeses'),
  bi('Pasticceria secca', 'Dry pastries'),
  bi('Sigaro toscano', 'A Tuscan cigar'),
  bi('Frutta secca tostata', 'Toasted nuts'),
  bi('Crostata di frutta', 'Fruit tart'),
  bi('Marrons glacés', 'Marrons glacés'),
]
