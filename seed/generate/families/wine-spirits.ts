import type { Bi } from '../../types'
import {
  abv,
  AFTER_DINNER,
  aromasField,
  awards,
  breedingOf,
  compact,
  type Ctx,
  describe,
  format,
  GLASS,
  look,
  type Made,
  maybe,
  organoleptic,
  soilOf,
  STANDARD_70,
  tasting,
  vineyardFields,
} from '../kit'
import { type Grape, grapes } from '../places'
import { bi, capitalize } from '../text'

/** Grappa, grape brandy, Cognac, Armagnac and brandy. */

const FALLBACK_GRAPES: readonly Grape[] = [
  grapes.moscato,
  grapes.nebbiolo,
  grapes.sangiovese,
  grapes.chardonnay,
  grapes.barbera,
]

const YOUNG_NOSE_WHITE: readonly Bi[] = [
  bi('fiori bianchi', 'white flowers'),
  bi('pera', 'pear'),
  bi('uva fresca', 'fresh grapes'),
  bi('erbe di campo', 'meadow herbs'),
  bi('buccia di mela', 'apple skin'),
  bi('mandorla', 'almond'),
  bi('agrumi', 'citrus'),
  bi('pepe bianco', 'white pepper'),
]
const YOUNG_NOSE_RED: readonly Bi[] = [
  bi('frutti di bosco', 'forest berries'),
  bi('ciliegia', 'cherry'),
  bi('viola', 'violet'),
  bi('prugna', 'plum'),
  bi('sottobosco', 'undergrowth'),
  bi('spezie dolci', 'sweet spices'),
  bi('mandorla amara', 'bitter almond'),
]
const AROMATIC_NOSE: readonly Bi[] = [
  bi('rosa', 'rose'),
  bi('salvia', 'sage'),
  bi('pesca bianca', 'white peach'),
  bi('fiori di sambuco', 'elderflower'),
  bi('litchi', 'lychee'),
  bi('uva moscata', 'muscat grapes'),
]
const AGED_NOSE: readonly Bi[] = [
  bi('vaniglia', 'vanilla'),
  bi('nocciola tostata', 'toasted hazelnut'),
  bi('miele di castagno', 'chestnut honey'),
  bi('frutta secca', 'dried fruit'),
  bi('tabacco dolce', 'sweet tobacco'),
  bi('cacao', 'cocoa'),
  bi('uvetta', 'raisins'),
  bi('fico secco', 'dried fig'),
  bi('liquirizia', 'liquorice'),
  bi('albicocca secca', 'dried apricot'),
  bi('cuoio', 'leather'),
  bi('cannella', 'cinnamon'),
]

const YOUNG_PALATE: readonly Bi[] = [
  bi('il sorso è secco e pulito', 'the palate is dry and clean'),
  bi('il sorso è morbido e avvolgente', 'the palate is soft and rounded'),
  bi('il sorso è vivace e fragrante', 'the palate is lively and fragrant'),
  bi('il sorso è asciutto e deciso', 'the palate is dry and assertive'),
  bi("l'alcol è perfettamente integrato", 'the alcohol is seamlessly integrated'),
]
const AGED_PALATE: readonly Bi[] = [
  bi('il sorso è rotondo e vellutato', 'the palate is round and velvety'),
  bi('il legno accompagna senza coprire', 'the wood supports without masking'),
  bi('il sorso è caldo e di grande struttura', 'the palate is warm and full-bodied'),
  bi('emergono note di spezie e frutta candita', 'spice and candied fruit come through'),
]
const FINISH: readonly Bi[] = [
  bi('lungo', 'long'),
  bi('persistente e speziato', 'persistent and spicy'),
  bi('pulito e ammandorlato', 'clean and almondy'),
  bi('caldo e avvolgente', 'warm and enveloping'),
  bi('lungo e floreale', 'long and floral'),
  bi('asciutto', 'dry'),
]

const WOODS: readonly { wood: Bi; color: string }[] = [
  { wood: bi('rovere francese', 'French oak'), color: 'ambrato' },
  { wood: bi('rovere di Slavonia', 'Slavonian oak'), color: 'ambrato' },
  { wood: bi('ciliegio', 'cherry wood'), color: 'ambrato' },
  { wood: bi('acacia', 'acacia'), color: 'oro' },
  { wood: bi('frassino', 'ash'), color: 'oro' },
  { wood: bi('castagno', 'chestnut'), color: 'ambrato' },
  { wood: bi('gelso', 'mulberry'), color: 'oro' },
]
const CASK_SIZES: readonly Bi[] = [
  bi('barrique', 'barriques'),
  bi('tonneau', 'tonneaux'),
  bi('botti grandi', 'large casks'),
  bi('piccole botti', 'small casks'),
]

const CRU = [
  'Vigna del Sasso',
  'Ronco delle Acacie',
  'Sorì dei Mandorli',
  'Maso Pradi',
  'Vigna Vecchia',
  'Bric del Gallo',
  'Costa Rossa',
  'Campo Lungo',
  'Ronc di Sass',
  'Vigna della Pieve',
  'Clos del Prete',
  'Vigna Alta',
]

const GRAPPA_PAIRINGS: readonly Bi[] = [
  ...AFTER_DINNER,
  bi('Strudel di mele', 'Apple strudel'),
  bi('Caffè espresso', 'Espresso'),
  bi('Formaggi di malga', 'Alpine pasture cheeses'),
  bi('Sorbetto al limone', 'Lemon sorbet'),
]

const GRAPPA_COCKTAILS: readonly Bi[] = [
  bi(
    'Grappa Tonic: 5 cl di grappa, acqua tonica e una scorza di limone',
    'Grappa Tonic: 5 cl grappa, tonic water and a lemon twist',
  ),
  bi(
    'Grappa Sour: grappa, succo di limone, sciroppo di zucchero e albume',
    'Grappa Sour: grappa, lemon juice, sugar syrup and egg white',
  ),
  bi(
    'Hugo alla grappa: grappa, sciroppo di sambuco, menta e soda',
    'Grappa Hugo: grappa, elderflower syrup, mint and soda',
  ),
  bi('Caffè corretto, la tradizione del bar italiano', 'Caffè corretto, the Italian bar tradition'),
]

const GRAPPA_CURIOSITIES: readonly Bi[] = [
  bi('Per un litro di grappa servono circa 100 kg di vinacce.', 'About 100 kg of pomace go into one litre of grappa.'),
  bi(
    'Il nome "grappa" è protetto: può essere prodotta solo in Italia e con vinacce italiane.',
    'The name "grappa" is protected: it can only be made in Italy from Italian pomace.',
  ),
  bi(
    'La distillazione a bagnomaria, lenta e delicata, è tipica delle distillerie trentine.',
    'Slow, gentle bain-marie distillation is typical of Trentino distilleries.',
  ),
  bi(
    'Le vinacce vengono distillate entro pochi giorni dalla svinatura, per non perdere profumi.',
    'The pomace is distilled within days of pressing, so no aroma is lost.',
  ),
]

function grappaTitle(
  ctx: Ctx,
  g: Grape,
  aged: boolean,
  age: number,
  wood: Bi,
  highProof: boolean,
  denom: string | undefined,
): Bi {
  const { rng, p } = ctx
  const b = p.brand
  if (highProof) return bi(`Grappa di ${g.name} 50°`, `${g.name} Grappa 50°`)
  if (!aged) {
    switch (rng.int(0, 6)) {
      case 0:
        return bi(`Grappa di ${g.name} Monovitigno`, `Single Varietal ${g.name} Grappa`)
      case 1:
        return bi(`Grappa Bianca di ${g.name}`, `${g.name} Unaged Grappa`)
      case 2:
        return bi(`Grappa ${b} di ${g.name}`, `${b} ${g.name} Grappa`)
      case 3: {
        const cru = rng.pick(CRU)
        return bi(`Grappa di ${g.name} Cru ${cru}`, `${g.name} Grappa Cru ${cru}`)
      }
      case 4:
        return denom ? bi(`${denom} Giovane`, `Young ${denom}`) : bi(`Grappa Giovane ${b}`, `${b} Young Grappa`)
      case 5:
        return bi(`Grappa di ${g.name} Morbida`, `Smooth ${g.name} Grappa`)
      default:
        return bi(`Grappa di ${g.name}`, `${g.name} Grappa`)
    }
  }
  switch (rng.int(0, 5)) {
    case 0:
      return bi(`Grappa di ${g.name} Riserva ${age} anni`, `${g.name} Grappa Riserva ${age} Year Old`)
    case 1:
      return bi(`Grappa di ${g.name} Barricata`, `Barrique-Aged ${g.name} Grappa`)
    case 2:
      return bi(`Grappa ${b} Stravecchia ${age} anni`, `${b} Extra Old Grappa ${age} Year Old`)
    case 3:
      return bi(`Grappa di ${g.name} Invecchiata in ${wood.it}`, `${g.name} Grappa Aged in ${capitalize(wood.en)}`)
    case 4:
      return denom
        ? bi(`${denom} Riserva ${age} anni`, `${denom} Riserva ${age} Year Old`)
        : bi(`Grappa Riserva ${b} ${age} anni`, `${b} Riserva Grappa ${age} Year Old`)
    default:
      return bi(`Grappa Riserva ${b} di ${g.name}`, `${b} ${g.name} Grappa Riserva`)
  }
}

export function makeGrappa(ctx: Ctx): Made {
  const { rng, p } = ctx
  const g = rng.pick(p.place.grapes?.length ? p.place.grapes : FALLBACK_GRAPES)
  const denom = p.place.grappa ?? (g.name === 'Barolo' ? 'Grappa di Barolo' : undefined)
  const mode = rng.weighted([
    ['young', 48],
    ['aged', 40],
    ['high', 5],
    ['affinata', 7],
  ] as const)
  const aged = mode === 'aged'
  const age = aged
    ? rng.weighted([
        [2, 2],
        [3, 3],
        [5, 3],
        [7, 2],
        [10, 1.5],
        [12, 0.7],
        [15, 0.4],
      ] as const)
    : 0
  const { wood, color: woodColor } = rng.pick(WOODS)
  const title = grappaTitle(ctx, g, aged, age, wood, mode === 'high', denom)
  const color = aged ? woodColor : mode === 'affinata' ? 'oro' : 'trasparente'
  const baseNose = g.aromatic ? AROMATIC_NOSE : g.red ? YOUNG_NOSE_RED : YOUNG_NOSE_WHITE
  const nose = aged ? [...rng.sample(AGED_NOSE, 2), rng.pick(baseNose)] : rng.sample(baseNose, 3)
  const palate = rng.pick(aged ? AGED_PALATE : YOUNG_PALATE)
  const finish = rng.pick(FINISH)
  const fresh = g.red ? bi('fermentate', 'fermented') : bi('fresche', 'fresh')
  const dried = /appassit/.test(g.varieties)
  const still = rng.pick([
    bi('in alambicchi discontinui di rame a bagnomaria', 'in batch copper bain-marie stills'),
    bi('in piccole caldaiette a vapore', 'in small steam-heated pot stills'),
    bi('in un alambicco discontinuo a vapore, una cotta alla volta', 'in a batch steam still, one charge at a time'),
  ])
  const intro = rng.pick([
    () =>
      bi(
        `Nasce dalle vinacce ${fresh.it} di ${g.varieties} dei vigneti ${p.place.in.it}, distillate ${still.it}.`,
        `Made from ${fresh.en} ${g.varieties} pomace from vineyards ${p.place.in.en}, distilled ${still.en}.`,
      ),
    () =>
      bi(
        `Una grappa ${aged ? 'matura e profonda' : 'limpida e fragrante'} che restituisce tutto il carattere di ${g.name}${dried ? ', ottenuta da vinacce di uve appassite' : ''}.`,
        `A ${aged ? 'mature, deep' : 'clear, fragrant'} grappa that captures the character of ${g.name}${dried ? ', made from the pomace of dried grapes' : ''}.`,
      ),
    () =>
      bi(
        `${p.data.name.it} distilla vinacce di ${g.varieties} ${still.it}, separando a mano teste e code.`,
        `${p.data.name.en} distils ${g.varieties} pomace ${still.en}, making the head and tail cuts by hand.`,
      ),
  ])()
  const caskSize = rng.pick(CASK_SIZES)
  const months = rng.int(6, 12)
  const ageing = aged
    ? bi(`${age} anni in ${caskSize.it} di ${wood.it}`, `${age} years in ${wood.en} ${caskSize.en}`)
    : mode === 'affinata'
      ? bi(`${months} mesi in botti di ${wood.it}`, `${months} months in ${wood.en} casks`)
      : bi(`Almeno ${months} mesi in acciaio`, `At least ${months} months in steel`)
  const process =
    aged || mode === 'affinata'
      ? bi(
          `Riposa ${ageing.it.toLowerCase()}, che le donano colore e morbidezza.`,
          `It rests ${ageing.en.charAt(0).toLowerCase()}${ageing.en.slice(1)}, which give it colour and softness.`,
        )
      : bi(
          'Dopo la distillazione affina a lungo in acciaio, senza legno, per conservare intatti i profumi del vitigno.',
          "After distillation it rests at length in steel, with no wood, to keep the grape's aromas intact.",
        )
  const temp = aged ? '16-18 °C' : '10-12 °C'
  const service = rng.pick([
    bi(
      `Da servire a ${temp} in un calice a tulipano, a fine pasto.`,
      `Serve at ${temp} in a tulip glass, after dinner.`,
    ),
    bi(
      `Ottima con un quadretto di cioccolato fondente o accanto al caffè.`,
      `Excellent with a square of dark chocolate or alongside coffee.`,
    ),
    bi(
      `In carta dei distillati è la grappa ${aged ? 'da meditazione' : 'da consigliare a chi inizia'}.`,
      `On a spirits list it is the grappa ${aged ? 'for sipping slowly' : 'to suggest to newcomers'}.`,
    ),
  ])
  const description = describe(rng, intro, tasting(rng, nose, palate, finish), [process, service])
  const alcohol = mode === 'high' ? 50 : aged ? abv(rng, 40, 45) : abv(rng, 40, 46)
  const vineyard = vineyardFields(rng, {
    grapes: bi(g.varieties, g.varieties),
    soil: soilOf(p.place.key),
    breeding: breedingOf(p.place.key, rng),
    altitude: p.place.altitude,
  })
  const sheet = compact({
    format: format(
      rng,
      mode === 'young'
        ? STANDARD_70
        : [
            ['70 cl', 65],
            ['50 cl', 30],
            ['1,5 l', 5],
          ],
    ),
    alcohol,
    denomination: bi(denom ?? 'Grappa', denom ?? 'Grappa'),
    ...vineyard,
    variety: title.it.includes('Monovitigno') || rng.chance(0.3) ? bi('Monovitigno', 'Single varietal') : undefined,
    vinification: rng.chance(0.6)
      ? dried
        ? bi(
            'Vinacce di uve appassite in fruttaio, distillate subito dopo la pressatura',
            'Pomace of grapes dried in lofts, distilled right after pressing',
          )
        : g.red
          ? bi(
              'Vinacce fermentate da vinificazione in rosso, distillate entro 48 ore dalla svinatura',
              'Fermented pomace from red winemaking, distilled within 48 hours of racking',
            )
          : bi(
              'Vinacce vergini da vinificazione in bianco, fermentate in silos prima della distillazione',
              'Virgin pomace from white winemaking, fermented in silos before distillation',
            )
      : undefined,
    ageing,
    cask:
      aged || mode === 'affinata'
        ? bi(capitalize(`${caskSize.it} di ${wood.it}`), capitalize(`${wood.en} ${caskSize.en}`))
        : undefined,
    aromas: aromasField(nose),
    organoleptic: organoleptic(rng, color, nose, palate),
    pairings: maybe(rng, 0.7, () => aromasField(rng.sample(GRAPPA_PAIRINGS, 2))),
    cocktail: !aged ? maybe(rng, 0.25, () => rng.pick(GRAPPA_COCKTAILS)) : undefined,
    notes: bi(`Temperatura di servizio ${temp}`, `Serving temperature ${temp}`),
    awards: maybe(rng, 0.15, () => awards(rng)),
    curiosity: maybe(rng, 0.2, () => rng.pick(GRAPPA_CURIOSITIES)),
  })
  return {
    title,
    color,
    description,
    sheet,
    style: mode === 'high' ? 'grado-pieno' : aged ? 'invecchiato' : rng.pick(['giovane', 'classico']),
    taste: aged
      ? rng.pick(['morbido', 'secco', 'fruttato'])
      : g.aromatic
        ? 'floreale'
        : rng.pick(['secco', 'fruttato', 'morbido']),
    look: look(rng, 'tall', rng.pick([GLASS.flint, GLASS.extraFlint, GLASS.frosted]), color),
  }
}

export function makeGrapeBrandy(ctx: Ctx): Made {
  const { rng, p } = ctx
  const g = rng.pick(p.place.grapes?.length ? p.place.grapes : FALLBACK_GRAPES)
  const aged = rng.chance(0.35)
  const years = rng.int(2, 6)
  const title = rng.pick([
    () => bi(`Acquavite d'Uva ${g.name}`, `${g.name} Grape Brandy`),
    () => bi(`Distillato d'Uva ${g.name} ${p.brand}`, `${p.brand} ${g.name} Grape Spirit`),
    () =>
      bi(
        `Acquavite d'Uva ${g.name} ${aged ? `Riserva ${years} anni` : 'Vendemmia Tardiva'}`,
        `${g.name} Grape Brandy ${aged ? `Riserva ${years} Year Old` : 'Late Harvest'}`,
      ),
    () => bi(`Uve di ${g.name} ${p.brand}`, `${p.brand} ${g.name} Whole-Grape Spirit`),
  ])()
  const color = aged ? 'oro' : 'trasparente'
  const nose = rng.sample(g.aromatic ? AROMATIC_NOSE : g.red ? YOUNG_NOSE_RED : YOUNG_NOSE_WHITE, 3)
  const palate = rng.pick(YOUNG_PALATE)
  const intro = bi(
    `Distillato dell'uva intera, buccia, polpa e mosto insieme: uve di ${g.name} ${p.place.in.it}, in purezza.`,
    `A spirit of the whole grape, skins, pulp and must together: ${g.name} ${p.place.in.en} in its purest form.`,
  )
  const process = bi(
    `Le uve ${g.red ? 'fermentano con le bucce' : 'sono pigiate delicatamente e fermentano a bassa temperatura'}, poi passano in un piccolo alambicco di rame.`,
    `The grapes ${g.red ? 'ferment on their skins' : 'are gently crushed and fermented cool'}, then go into a small copper still.`,
  )
  const service = bi(
    'Più delicata della grappa, è perfetta come digestivo fresco o per un sorbetto corretto.',
    'Gentler than grappa, it is perfect as a chilled digestif or poured over sorbet.',
  )
  return {
    title,
    color,
    description: describe(rng, intro, tasting(rng, nose, palate, rng.pick(FINISH)), [process, service]),
    style: aged ? 'invecchiato' : 'giovane',
    taste: g.aromatic ? 'floreale' : 'fruttato',
    sheet: compact({
      format: format(rng, [
        ['50 cl', 50],
        ['70 cl', 40],
        ['35 cl', 10],
      ]),
      alcohol: abv(rng, 38, 43),
      grapes: bi(g.varieties, g.varieties),
      harvest: maybe(rng, 0.6, () =>
        bi('Uve selezionate a mano a piena maturazione', 'Grapes hand-selected at full ripeness'),
      ),
      vinification: bi(
        "Fermentazione dell'uva intera, distillazione discontinua",
        'Whole-grape fermentation, batch distillation',
      ),
      soil: maybe(rng, 0.5, () => soilOf(p.place.key)),
      ageing: aged ? bi(`${years} anni in piccole botti di rovere`, `${years} years in small oak casks`) : undefined,
      aromas: aromasField(nose),
      organoleptic: organoleptic(rng, color, nose, palate),
      pairings: maybe(rng, 0.5, () => rng.pick(GRAPPA_PAIRINGS)),
      notes: bi('Servire fresca, a 8-10 °C', 'Serve chilled, at 8-10 °C'),
      awards: maybe(rng, 0.12, () => awards(rng)),
    }),
    look: look(rng, 'tall', GLASS.extraFlint, color),
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Cognac, Armagnac, brandy

const COGNAC_CRUS: readonly { cru: string; soil: Bi; w: number }[] = [
  { cru: 'Grande Champagne', soil: bi('Calcare gessoso', 'Chalky limestone'), w: 4 },
  { cru: 'Petite Champagne', soil: bi('Calcare gessoso e argilla', 'Chalk and clay'), w: 3 },
  { cru: 'Fine Champagne', soil: bi('Calcare gessoso', 'Chalky limestone'), w: 2 },
  { cru: 'Borderies', soil: bi('Argilla e selce', 'Clay and flint'), w: 1.5 },
  { cru: 'Fins Bois', soil: bi('Argilloso-calcareo', 'Clay and limestone'), w: 1.5 },
]
const COGNAC_GRADES: readonly { grade: string; years: number; color: string; w: number }[] = [
  { grade: 'VS', years: 2, color: 'oro', w: 2 },
  { grade: 'VSOP', years: 4, color: 'ambrato', w: 4 },
  { grade: 'Napoléon', years: 6, color: 'ambrato', w: 1 },
  { grade: 'XO', years: 10, color: 'ambrato', w: 3 },
  { grade: "Hors d'Âge", years: 15, color: 'ambrato', w: 1.5 },
  { grade: 'Extra', years: 25, color: 'ambrato', w: 0.6 },
]
const BRANDY_NOSE: readonly Bi[] = [
  ...AGED_NOSE,
  bi('fiori di vite', 'vine blossom'),
  bi('pesca sciroppata', 'peach in syrup'),
  bi('rancio', 'rancio'),
  bi("scorza d'arancia candita", 'candied orange peel'),
  bi('noce', 'walnut'),
]

export function makeCognac(ctx: Ctx): Made {
  const { rng, p } = ctx
  const cru = rng.weighted(COGNAC_CRUS.map((c) => [c, c.w] as const))
  const grade = rng.weighted(COGNAC_GRADES.map((g) => [g, g.w] as const))
  const vintage = rng.chance(0.08) ? String(rng.int(1975, 2010)) : undefined
  const b = p.brand
  const title = vintage
    ? bi(`Cognac ${cru.cru} ${b} Millesimo ${vintage}`, `${b} ${cru.cru} Cognac Vintage ${vintage}`)
    : rng.pick([
        () => bi(`Cognac ${cru.cru} ${grade.grade}`, `${cru.cru} ${grade.grade} Cognac`),
        () => bi(`Cognac ${b} ${grade.grade}`, `${b} ${grade.grade} Cognac`),
        () => bi(`Cognac ${b} ${grade.grade} ${cru.cru}`, `${b} ${grade.grade} ${cru.cru} Cognac`),
        () => bi(`Cognac ${b} ${grade.grade} Single Estate`, `${b} ${grade.grade} Single Estate Cognac`),
      ])()
  const years = vintage ? 2026 - 2 - Number(vintage) : grade.years + rng.int(0, 4)
  const nose = rng.sample(BRANDY_NOSE, 3)
  const palate = rng.pick(AGED_PALATE)
  const intro = rng.pick([
    () =>
      bi(
        `Cognac ${cru.cru} ${vintage ? 'di una sola annata' : grade.grade} da uve Ugni Blanc di proprietà, distillato due volte in alambicco charentais.`,
        `A ${cru.cru} Cognac ${vintage ? 'from a single vintage' : grade.grade} from estate Ugni Blanc, double-distilled in Charentais stills.`,
      ),
    () =>
      bi(
        `Un assemblaggio di acquaviti ${cru.cru} con almeno ${years} anni di rovere alle spalle.`,
        `A blend of ${cru.cru} eaux-de-vie with at least ${years} years in oak behind them.`,
      ),
  ])()
  const process = bi(
    'Invecchia in fusti di rovere del Limosino, prima nuovi poi esausti, e viene ridotto lentamente con acqua di sorgente.',
    'It ages in Limousin oak, new casks first then seasoned ones, and is brought down slowly with spring water.',
  )
  const service = rng.pick([
    bi(
      'Da degustare liscio in un ballon appena intiepidito dalla mano.',
      'To sip neat from a snifter barely warmed by the hand.',
    ),
    bi(
      'Straordinario a fine pasto, ma anche in un Sidecar di alto livello.',
      'Outstanding after dinner, but also in a top-flight Sidecar.',
    ),
  ])
  const color = grade.color
  return {
    title,
    color,
    description: describe(rng, intro, tasting(rng, nose, palate, rng.pick(FINISH)), [process, service]),
    style: grade.years >= 10 || vintage ? 'invecchiato' : 'classico',
    taste: rng.pick(['morbido', 'fruttato', 'floreale']),
    sheet: compact({
      format: format(rng, [
        ['70 cl', 80],
        ['35 cl', 10],
        ['1,5 l', 5],
        ['20 cl', 5],
      ]),
      alcohol: abv(rng, 40, 43),
      vintage,
      denomination: bi(`Cognac ${cru.cru} AOC`, `Cognac ${cru.cru} AOC`),
      grapes: bi(
        rng.chance(0.8) ? 'Ugni Blanc' : 'Ugni Blanc, Folle Blanche, Colombard',
        rng.chance(0.8) ? 'Ugni Blanc' : 'Ugni Blanc, Folle Blanche, Colombard',
      ),
      soil: maybe(rng, 0.7, () => cru.soil),
      vinification: maybe(rng, 0.6, () =>
        bi(
          'Vino bianco acido e leggero (8-9% vol), distillato sulle fecce fini',
          'A light, acidic white wine (8-9% abv), distilled on its fine lees',
        ),
      ),
      ageing: bi(`Almeno ${years} anni in rovere del Limosino`, `At least ${years} years in Limousin oak`),
      cask: bi('Rovere del Limosino e del Tronçais', 'Limousin and Tronçais oak'),
      aromas: aromasField(nose),
      organoleptic: organoleptic(rng, color, nose, palate),
      pairings: maybe(rng, 0.6, () => aromasField(rng.sample(AFTER_DINNER, 2))),
      cocktail:
        grade.years <= 4
          ? maybe(rng, 0.4, () =>
              bi('Sidecar: Cognac, triple sec e succo di limone', 'Sidecar: Cognac, triple sec and lemon juice'),
            )
          : undefined,
      awards: maybe(rng, 0.15, () => awards(rng)),
      curiosity: maybe(rng, 0.2, () =>
        rng.pick([
          bi(
            'La "Champagne" del Cognac non ha nulla a che fare con lo spumante: è una parola antica per i terreni calcarei aperti.',
            'Cognac\'s "Champagne" has nothing to do with sparkling wine: it is an old word for open chalky land.',
          ),
          bi(
            'Il "paradis" è la cantina dove riposano, in damigiane di vetro, le acquaviti più antiche.',
            'The "paradis" is the cellar where the oldest eaux-de-vie rest in glass demijohns.',
          ),
        ]),
      ),
    }),
    look: look(rng, 'tall', GLASS.flint, color, ['#1c1c1c', '#f4ecd8', '#5b1a2a', '#c9a227']),
  }
}

export function makeArmagnac(ctx: Ctx): Made {
  const { rng, p } = ctx
  const cru = rng.weighted([
    ['Bas-Armagnac', 5],
    ['Ténarèze', 2],
    ['Armagnac', 2],
  ] as const)
  const vintage = rng.chance(0.35) ? String(rng.int(1970, 2012)) : undefined
  const age = rng.pick([8, 10, 12, 15, 20, 25])
  const grape = rng.pick(['Folle Blanche', 'Baco 22A', 'Ugni Blanc', 'Colombard'])
  const b = p.brand
  const title = vintage
    ? bi(`${cru} ${b} Millesimo ${vintage}`, `${b} ${cru} Vintage ${vintage}`)
    : rng.pick([
        () => bi(`${cru} ${b} ${age} anni`, `${b} ${cru} ${age} Year Old`),
        () => bi(`${cru} ${b} Hors d'Âge`, `${b} ${cru} Hors d'Âge`),
        () => bi(`${cru} ${b} ${grape} ${age} anni`, `${b} ${cru} ${grape} ${age} Year Old`),
        () => bi(`${cru} ${b} XO`, `${b} ${cru} XO`),
      ])()
  const years = vintage ? 2024 - Number(vintage) : age
  const nose = rng.sample(BRANDY_NOSE, 3)
  const palate = rng.pick(AGED_PALATE)
  const intro = bi(
    `${cru} ${vintage ? `dell'annata ${vintage}` : `di ${years} anni`}, da ${grape} distillata una sola volta in alambicco armagnacais.`,
    `${cru} ${vintage ? `from the ${vintage} vintage` : `aged ${years} years`}, from ${grape} distilled once in an Armagnac column still.`,
  )
  const process = bi(
    'La distillazione unica a bassa gradazione conserva un distillato ricco e rustico, che il rovere di Guascogna arrotonda in lunghi anni.',
    'Single distillation at low strength keeps a rich, rustic spirit, which Gascon oak rounds off over long years.',
  )
  return {
    title,
    color: 'ambrato',
    description: describe(rng, intro, tasting(rng, nose, palate, rng.pick(FINISH)), [
      process,
      bi(
        'Imbottigliato senza filtrazione e senza caramello, alla gradazione naturale.',
        'Bottled unfiltered, with no caramel, at natural strength.',
      ),
    ]),
    style: 'invecchiato',
    taste: rng.pick(['morbido', 'fruttato', 'secco']),
    sheet: compact({
      format: format(rng, [
        ['70 cl', 80],
        ['50 cl', 15],
        ['35 cl', 5],
      ]),
      alcohol: vintage ? abv(rng, 42, 49) : abv(rng, 40, 45),
      vintage,
      denomination: bi(`${cru} AOC`, `${cru} AOC`),
      grapes: bi(grape, grape),
      soil: maybe(rng, 0.6, () =>
        cru === 'Bas-Armagnac'
          ? bi('Sabbie fulve', 'Tawny sands (sables fauves)')
          : bi('Argilloso-calcareo', 'Clay and limestone'),
      ),
      ageing: bi(`${years} anni in fusti di rovere di Guascogna`, `${years} years in Gascon oak casks`),
      cask: bi('Rovere nero di Guascogna', 'Black Gascon oak'),
      aromas: aromasField(nose),
      organoleptic: organoleptic(rng, 'ambrato', nose, palate),
      pairings: maybe(rng, 0.6, () => aromasField([bi('Prugne di Agen', 'Agen prunes'), rng.pick(AFTER_DINNER)])),
      awards: maybe(rng, 0.15, () => awards(rng)),
      curiosity: maybe(rng, 0.25, () =>
        bi(
          "L'Armagnac è documentato dal 1310: è la più antica acquavite di vino francese.",
          'Armagnac is documented from 1310: it is the oldest French wine brandy.',
        ),
      ),
    }),
    look: look(rng, 'tall', GLASS.flint, 'ambrato', ['#1c1c1c', '#f4ecd8', '#5b1a2a']),
  }
}

export function makeBrandy(ctx: Ctx): Made {
  const { rng, p } = ctx
  const b = p.brand
  const spanish = p.place.country === 'spagna'
  const age = rng.pick([3, 5, 7, 10, 12, 15])
  const solera = rng.weighted([
    ['Solera', 2],
    ['Solera Reserva', 3],
    ['Solera Gran Reserva', 2],
  ] as const)
  const title = spanish
    ? bi(`Brandy de Jerez ${solera} ${b}`, `${b} Brandy de Jerez ${solera}`)
    : rng.pick([
        () => bi(`Brandy Italiano ${b} ${age} anni`, `${b} Italian Brandy ${age} Year Old`),
        () => bi(`Brandy ${b} Riserva`, `${b} Reserve Brandy`),
        () => bi(`Brandy ${b} Stravecchio`, `${b} Extra Old Brandy`),
        () => bi(`Brandy ${b} ${age} anni Single Cask`, `${b} ${age} Year Old Single Cask Brandy`),
      ])()
  const nose = rng.sample(BRANDY_NOSE, 3)
  const palate = rng.pick(AGED_PALATE)
  const intro = spanish
    ? bi(
        `Brandy invecchiato con il metodo di criaderas y soleras in botti che hanno contenuto Oloroso e Pedro Ximénez.`,
        'A brandy aged through criaderas y soleras in casks that once held Oloroso and Pedro Ximénez.',
      )
    : bi(
        `Brandy da vino ${p.place.of.it}, distillato in alambicco discontinuo e invecchiato ${age} anni in rovere.`,
        `A wine brandy ${p.place.of.en}, batch-distilled and aged ${age} years in oak.`,
      )
  const grapes = spanish ? 'Airén, Palomino' : rng.pick(['Trebbiano', 'Trebbiano e Malvasia', 'Garganega e Trebbiano'])
  return {
    title,
    color: 'ambrato',
    description: describe(rng, intro, tasting(rng, nose, palate, rng.pick(FINISH)), [
      bi(
        'Un brandy generoso, da meditazione, che in cucina fa miracoli nelle salse e nei flambé.',
        'A generous sipping brandy that also works wonders in sauces and flambés.',
      ),
      bi(
        'Il legno porta note di frutta secca e vaniglia senza appesantire.',
        'The wood brings dried fruit and vanilla without weighing it down.',
      ),
    ]),
    style: rng.pick(['invecchiato', 'classico']),
    taste: rng.pick(['morbido', 'dolce', 'fruttato']),
    sheet: compact({
      format: format(rng, [
        ['70 cl', 85],
        ['1 l', 10],
        ['50 cl', 5],
      ]),
      alcohol: abv(rng, 36, 42),
      denomination: spanish
        ? bi('Brandy de Jerez DO', 'Brandy de Jerez DO')
        : maybe(rng, 0.6, () => bi('Brandy italiano', 'Italian brandy')),
      grapes: bi(grapes, grapes.replace(' e ', ' and ')),
      vinification: maybe(rng, 0.5, () =>
        bi('Vino base distillato in alambicco discontinuo di rame', 'Base wine distilled in a copper batch still'),
      ),
      ageing: spanish
        ? bi(
            `Sistema di criaderas y soleras, ${solera === 'Solera' ? 'circa 1 anno' : solera === 'Solera Reserva' ? 'circa 3 anni' : 'oltre 10 anni'}`,
            `Criaderas y soleras system, ${solera === 'Solera' ? 'about 1 year' : solera === 'Solera Reserva' ? 'about 3 years' : 'more than 10 years'}`,
          )
        : bi(`${age} anni in botti di rovere`, `${age} years in oak casks`),
      cask: spanish
        ? bi('Botti ex-Oloroso e ex-Pedro Ximénez', 'Ex-Oloroso and ex-Pedro Ximénez casks')
        : bi('Rovere di Slavonia e francese', 'Slavonian and French oak'),
      aromas: aromasField(nose),
      organoleptic: organoleptic(rng, 'ambrato', nose, palate),
      pairings: maybe(rng, 0.6, () => aromasField(rng.sample(AFTER_DINNER, 2))),
      awards: maybe(rng, 0.12, () => awards(rng)),
    }),
    look: look(rng, 'tall', GLASS.flint, 'ambrato'),
  }
}
