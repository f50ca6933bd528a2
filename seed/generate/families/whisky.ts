import type { Bi } from '../../types'
import {
  abv,
  AFTER_DINNER,
  aromasField,
  awards,
  compact,
  type Ctx,
  describe,
  format,
  GLASS,
  look,
  type Made,
  maybe,
  organoleptic,
  tasting,
} from '../kit'
import { bi, capitalize } from '../text'

/** Scotch, Irish, bourbon, rye, Japanese and world whisky. */

type Cask = { name: Bi; short: Bi; color: string; nose: readonly Bi[] }

const CASKS: Record<string, Cask> = {
  bourbon: {
    name: bi('botti ex-bourbon di rovere americano', 'ex-bourbon American oak casks'),
    short: bi('Bourbon Barrel', 'Bourbon Barrel'),
    color: 'oro',
    nose: [
      bi('vaniglia', 'vanilla'),
      bi('miele', 'honey'),
      bi('mela cotta', 'baked apple'),
      bi('pera', 'pear'),
      bi('cocco', 'coconut'),
    ],
  },
  sherry: {
    name: bi('botti ex-Oloroso', 'ex-Oloroso sherry butts'),
    short: bi('Sherry Cask', 'Sherry Cask'),
    color: 'ambrato',
    nose: [
      bi('uvetta', 'raisins'),
      bi('fico secco', 'dried fig'),
      bi('arancia candita', 'candied orange'),
      bi('noce', 'walnut'),
      bi('cioccolato fondente', 'dark chocolate'),
    ],
  },
  px: {
    name: bi('botti ex-Pedro Ximénez', 'ex-Pedro Ximénez casks'),
    short: bi('PX Cask', 'PX Cask'),
    color: 'bruno',
    nose: [bi('dattero', 'date'), bi('melassa', 'molasses'), bi('prugna secca', 'prune'), bi('caffè', 'coffee')],
  },
  port: {
    name: bi('botti di Porto Tawny', 'Tawny Port pipes'),
    short: bi('Port Cask Finish', 'Port Cask Finish'),
    color: 'ambrato',
    nose: [bi('frutti rossi', 'red berries'), bi('prugna', 'plum'), bi('cioccolato al latte', 'milk chocolate')],
  },
  wine: {
    name: bi('barrique di vino rosso', 'red wine barriques'),
    short: bi('Wine Cask Finish', 'Wine Cask Finish'),
    color: 'ambrato',
    nose: [bi('ciliegia', 'cherry'), bi('spezie dolci', 'sweet spices'), bi('ribes', 'redcurrant')],
  },
  virgin: {
    name: bi('rovere vergine', 'virgin oak'),
    short: bi('Virgin Oak', 'Virgin Oak'),
    color: 'oro',
    nose: [
      bi('cannella', 'cinnamon'),
      bi('noce moscata', 'nutmeg'),
      bi('vaniglia', 'vanilla'),
      bi('caramello', 'caramel'),
    ],
  },
}

const MALT_NOSE: readonly Bi[] = [
  bi('malto', 'malted barley'),
  bi('miele di erica', 'heather honey'),
  bi('biscotto', 'shortbread'),
  bi('zenzero', 'ginger'),
  bi('agrumi', 'citrus'),
  bi('fiori di campo', 'wild flowers'),
  bi('toffee', 'toffee'),
  bi('cereali tostati', 'toasted cereal'),
]
const PEAT_NOSE: readonly Bi[] = [
  bi('fumo di torba', 'peat smoke'),
  bi('iodio', 'iodine'),
  bi('alghe', 'seaweed'),
  bi('sale marino', 'sea salt'),
  bi('brace', 'embers'),
  bi('catrame', 'tar'),
]

const PALATE: readonly Bi[] = [
  bi('il sorso è morbido e maltato', 'the palate is soft and malty'),
  bi('il sorso è pieno, oleoso e speziato', 'the palate is full, oily and spicy'),
  bi('la dolcezza del malto incontra le spezie del legno', 'malt sweetness meets wood spice'),
  bi('il sorso è secco e deciso', 'the palate is dry and assertive'),
  bi('il sorso è rotondo e cremoso', 'the palate is round and creamy'),
]
const PEAT_PALATE: readonly Bi[] = [
  bi('il fumo avvolge una dolcezza inattesa', 'smoke wraps an unexpected sweetness'),
  bi('il sorso è salino, affumicato e potente', 'the palate is salty, smoky and powerful'),
]
const FINISH: readonly Bi[] = [
  bi('lungo e speziato', 'long and spicy'),
  bi('medio e pulito', 'medium and clean'),
  bi('lunghissimo e fumoso', 'very long and smoky'),
  bi('caldo e fruttato', 'warm and fruity'),
  bi('asciutto e persistente', 'dry and persistent'),
]

const SCOTCH_REGION_IT: Record<string, string> = {
  Speyside: 'dello Speyside',
  Islay: 'di Islay',
  Highland: 'delle Highlands',
  Island: 'delle isole scozzesi',
  Campbeltown: 'di Campbeltown',
  Lowland: 'delle Lowlands',
}

const UNPEATED_FINISH = FINISH.filter((f) => !f.en.includes('smoky'))

const NAS: readonly Bi[] = [
  bi('Classic', 'Classic'),
  bi('Small Batch', 'Small Batch'),
  bi('Heritage Reserve', 'Heritage Reserve'),
  bi('Distillery Edition', 'Distillery Edition'),
  bi('Sea Cask', 'Sea Cask'),
  bi('Highland Oak', 'Highland Oak'),
  bi('Triple Wood', 'Triple Wood'),
  bi('Quarter Cask', 'Quarter Cask'),
]

const SCOTCH_REGIONS: Record<string, string> = {
  speyside: 'Speyside',
  islay: 'Islay',
  highlands: 'Highland',
  islands: 'Island',
  campbeltown: 'Campbeltown',
  lowlands: 'Lowland',
}

const WHISKY_COCKTAILS: readonly Bi[] = [
  bi(
    'Penicillin: whisky, succo di limone, sciroppo di miele e zenzero, top di whisky torbato',
    'Penicillin: whisky, lemon juice, honey-ginger syrup, a float of peated whisky',
  ),
  bi(
    'Highball: whisky e soda ghiacciata, con una scorza di limone',
    'Highball: whisky and ice-cold soda, with a lemon twist',
  ),
  bi('Rob Roy: whisky, vermouth rosso e angostura', 'Rob Roy: whisky, red vermouth and aromatic bitters'),
  bi(
    "Old Fashioned: whisky, zucchero, bitter aromatico e scorza d'arancia",
    'Old Fashioned: whisky, sugar, aromatic bitters and orange peel',
  ),
]

const WHISKY_CURIOSITIES: readonly Bi[] = [
  bi(
    'Ogni anno evapora circa il 2% del whisky in botte: è la "quota degli angeli".',
    'About 2% of the whisky in cask evaporates each year: the "angels\' share".',
  ),
  bi(
    "L'età in etichetta è sempre quella del whisky più giovane dell'assemblaggio.",
    'The age on the label is always that of the youngest whisky in the blend.',
  ),
  bi(
    "Una goccia d'acqua apre i profumi, soprattutto nei whisky a grado pieno.",
    'A drop of water opens up the aromas, especially in cask-strength whiskies.',
  ),
]

function casks(ctx: Ctx, weights: readonly (readonly [string, number])[]): Cask {
  return CASKS[ctx.rng.weighted(weights)]
}

function whiskyCommon(
  ctx: Ctx,
  o: {
    title: Bi
    intro: Bi
    process: Bi
    cask: Cask
    peated: boolean
    age: number | null
    cs: boolean
    denomination: Bi | undefined
    notes?: Bi
    shape?: Made['look']['shape']
  },
): Made {
  const { rng } = ctx
  const nose = o.peated
    ? [rng.pick(PEAT_NOSE), rng.pick(o.cask.nose), rng.pick(MALT_NOSE)]
    : [rng.pick(o.cask.nose), ...rng.sample(MALT_NOSE, 2)]
  const palate = rng.pick(o.peated ? PEAT_PALATE : PALATE)
  const color = o.age && o.age >= 18 && o.cask.color === 'oro' ? 'ambrato' : o.cask.color
  const service = rng.pick([
    bi("Da provare liscio, poi con qualche goccia d'acqua.", 'Try it neat, then with a few drops of water.'),
    bi(
      'Un whisky da carta dei distillati, ma anche da highball di qualità.',
      'A whisky for the spirits list, but also for a quality highball.',
    ),
    bi(
      'Imbottigliato senza filtrazione a freddo e senza coloranti.',
      'Bottled without chill-filtration or added colour.',
    ),
  ])
  return {
    title: o.title,
    color,
    description: describe(rng, o.intro, tasting(rng, nose, palate, rng.pick(o.peated ? FINISH : UNPEATED_FINISH)), [
      o.process,
      service,
    ]),
    style: o.cs
      ? 'grado-pieno'
      : o.peated
        ? 'torbato'
        : o.age && o.age >= 15
          ? 'invecchiato'
          : rng.pick(['classico', 'invecchiato']),
    taste: o.peated ? 'affumicato' : rng.pick(['morbido', 'fruttato', 'secco', 'dolce']),
    sheet: compact({
      format: format(rng, [
        ['70 cl', 85],
        ['50 cl', 6],
        ['20 cl', 4],
        ['1 l', 5],
      ]),
      alcohol: o.cs ? abv(rng, 52, 61) : rng.pick([40, 43, 46, 46, 48]),
      vintage: maybe(rng, o.cs ? 0.4 : 0.05, () => String(rng.int(2004, 2016))),
      denomination: o.denomination,
      ageing: o.age
        ? bi(`${o.age} anni in ${o.cask.name.it}`, `${o.age} years in ${o.cask.name.en}`)
        : bi(`Senza indicazione d'età, in ${o.cask.name.it}`, `No age statement, in ${o.cask.name.en}`),
      cask: bi(capitalize(o.cask.name.it), capitalize(o.cask.name.en)),
      origin: maybe(rng, 0.5, () =>
        bi(`${ctx.p.data.town}, ${ctx.p.place.area.it}`, `${ctx.p.data.town}, ${ctx.p.place.area.en}`),
      ),
      aromas: aromasField(nose),
      organoleptic: organoleptic(rng, color, nose, palate),
      pairings: maybe(rng, 0.5, () =>
        aromasField(
          o.peated
            ? [bi('Ostriche', 'Oysters'), bi('Salmone affumicato', 'Smoked salmon')]
            : rng.sample(AFTER_DINNER, 2),
        ),
      ),
      cocktail: maybe(rng, 0.3, () => rng.pick(WHISKY_COCKTAILS)),
      notes:
        o.notes ??
        maybe(rng, 0.5, () => bi('Non filtrato a freddo, colore naturale', 'Non chill-filtered, natural colour')),
      awards: maybe(rng, 0.18, () => awards(rng)),
      curiosity: maybe(rng, 0.2, () => rng.pick(WHISKY_CURIOSITIES)),
    }),
    look: look(rng, 'square', rng.pick([GLASS.flint, GLASS.extraFlint, GLASS.green]), color, [
      '#1c1c1c',
      '#f4ecd8',
      '#1f2e4d',
      '#24402f',
      '#5b1a2a',
    ]),
  }
}

export function makeScotch(ctx: Ctx): Made {
  const { rng, p } = ctx
  const region = SCOTCH_REGIONS[p.place.key] ?? 'Highland'
  const peated = p.place.key === 'islay' ? rng.chance(0.85) : rng.chance(0.15)
  const cask = casks(ctx, [
    ['bourbon', 4],
    ['sherry', 3],
    ['px', 0.7],
    ['port', 1],
    ['wine', 0.8],
    ['virgin', 0.5],
  ])
  const age = rng.weighted([
    [null, 3],
    [10, 3],
    [12, 4],
    [15, 2],
    [18, 1.5],
    [21, 0.6],
    [25, 0.3],
  ] as const)
  const cs = rng.chance(0.15)
  const b = p.brand
  const blended = rng.chance(0.1)
  let title: Bi
  if (cs)
    title = age
      ? bi(`${b} ${age} anni Cask Strength`, `${b} ${age} Year Old Cask Strength`)
      : ((n: number) => bi(`${b} Cask Strength Batch ${n}`, `${b} Cask Strength Batch ${n}`))(rng.int(1, 12))
  else if (age) {
    const extra = rng.weighted([
      [null, 3],
      [cask.short, 2],
      [peated ? bi('Peated', 'Peated') : bi('Single Cask', 'Single Cask'), 1],
    ] as const)
    title = bi(`${b} ${age} anni${extra ? ` ${extra.it}` : ''}`, `${b} ${age} Year Old${extra ? ` ${extra.en}` : ''}`)
  } else {
    const nas = peated && rng.chance(0.5) ? bi('Peated Edition', 'Peated Edition') : rng.pick(NAS)
    title = bi(`${b} ${nas.it}`, `${b} ${nas.en}`)
  }
  if (blended) title = bi(`${title.it} Blended Malt`, `${title.en} Blended Malt`)
  const intro = rng.pick([
    () =>
      bi(
        `Single malt ${SCOTCH_REGION_IT[region] ?? 'scozzese'}${age ? ` invecchiato ${age} anni` : ''}, ${peated ? 'da orzo torbato' : 'da orzo maltato scozzese'} e acqua di sorgente.`,
        `A ${region} single malt${age ? ` aged ${age} years` : ''}, from ${peated ? 'peated barley' : 'Scottish malted barley'} and spring water.`,
      ),
    () =>
      bi(
        `${b}, ${p.place.in.it}: ${peated ? 'un malto affumicato e marino' : 'un malto elegante e fruttato'}, maturato in ${cask.name.it}.`,
        `${b}, ${p.place.in.en}: ${peated ? 'a smoky, maritime malt' : 'an elegant, fruity malt'}, matured in ${cask.name.en}.`,
      ),
  ])()
  const process = bi(
    `Distillato due volte in alambicchi di rame, matura in ${cask.name.it} nei magazzini della distilleria.`,
    `Twice distilled in copper pot stills, it matures in ${cask.name.en} in the distillery's warehouses.`,
  )
  const denomination = blended
    ? bi('Blended Malt Scotch Whisky', 'Blended Malt Scotch Whisky')
    : bi(`${region} Single Malt Scotch Whisky`, `${region} Single Malt Scotch Whisky`)
  return whiskyCommon(ctx, { title, intro, process, cask, peated, age, cs, denomination })
}

export function makeIrish(ctx: Ctx): Made {
  const { rng, p } = ctx
  const b = p.brand
  const style = rng.weighted([
    ['Single Pot Still', 4],
    ['Single Malt', 3],
    ['Blended', 2],
    ['Single Grain', 1],
  ] as const)
  const age = rng.weighted([
    [null, 3],
    [10, 2],
    [12, 2],
    [15, 1],
    [18, 0.5],
  ] as const)
  const cask = casks(ctx, [
    ['bourbon', 4],
    ['sherry', 2],
    ['port', 1],
    ['wine', 1],
    ['virgin', 0.5],
  ])
  const nas = rng.pick(['Original', 'Small Batch', cask.short.en, "Distiller's Cut"])
  const title = age
    ? bi(`${b} ${style} ${age} anni`, `${b} ${style} ${age} Year Old`)
    : bi(`${b} ${style} ${nas}`, `${b} ${style} ${nas}`)
  const intro = bi(
    `Irish whiskey ${style.toLowerCase()} distillato tre volte ${p.place.in.it}${age ? ` e invecchiato ${age} anni` : ''}.`,
    `A triple-distilled ${style.toLowerCase()} Irish whiskey from ${p.data.town}${age ? `, aged ${age} years` : ''}.`,
  )
  const process =
    style === 'Single Pot Still'
      ? bi(
          "La miscela di orzo maltato e non maltato, tipica d'Irlanda, dà un sorso cremoso e speziato.",
          'The mash of malted and unmalted barley, an Irish tradition, gives a creamy, spicy palate.',
        )
      : bi(
          `Matura in ${cask.name.it}, che aggiungono frutta e dolcezza.`,
          `It matures in ${cask.name.en}, which add fruit and sweetness.`,
        )
  return whiskyCommon(ctx, {
    title,
    intro,
    process,
    cask,
    peated: false,
    age,
    cs: false,
    denomination: bi(
      `${style === 'Blended' ? 'Blended' : style} Irish Whiskey`,
      `${style === 'Blended' ? 'Blended' : style} Irish Whiskey`,
    ),
  })
}

export function makeAmerican(ctx: Ctx): Made {
  const { rng, p, sub } = ctx
  const rye = sub === 'rye-whiskey'
  const b = p.brand
  const age = rng.weighted([
    [null, 3],
    [4, 2],
    [6, 2],
    [8, 1.5],
    [10, 1],
    [12, 0.5],
  ] as const)
  const variant = rng.weighted([
    ['Straight', 3],
    ['Small Batch', 2],
    ['Single Barrel', 1.5],
    ['Bottled-in-Bond', 1],
    ['Cask Strength', 0.8],
    [rye ? 'Maryland Style' : 'Wheated', 0.8],
    [rye ? 'Straight' : 'High Rye', 0.8],
  ] as const)
  const kind = rye ? 'Rye' : 'Bourbon'
  const title = age
    ? bi(`${b} ${variant} ${kind} ${age} anni`, `${b} ${age} Year Old ${variant} ${kind}`)
    : bi(`${b} ${variant} ${kind}`, `${b} ${variant} ${kind}`)
  const corn = rye ? rng.int(10, 30) : rng.int(60, 78)
  const ryeShare = rye ? rng.int(51, 95) : variant === 'Wheated' ? 0 : rng.int(10, variant === 'High Rye' ? 35 : 18)
  const wheat = !rye && variant === 'Wheated' ? rng.int(12, 20) : 0
  const barley = Math.max(5, 100 - corn - ryeShare - wheat)
  const adjCorn = 100 - ryeShare - wheat - barley
  const mashIt = [
    `${adjCorn}% mais`,
    ryeShare ? `${ryeShare}% segale` : '',
    wheat ? `${wheat}% frumento` : '',
    `${barley}% orzo maltato`,
  ]
    .filter(Boolean)
    .join(', ')
  const mashEn = [
    `${adjCorn}% corn`,
    ryeShare ? `${ryeShare}% rye` : '',
    wheat ? `${wheat}% wheat` : '',
    `${barley}% malted barley`,
  ]
    .filter(Boolean)
    .join(', ')
  const intro = bi(
    `${rye ? 'Rye whiskey' : 'Bourbon'} del Kentucky${age ? ` invecchiato ${age} anni` : ''}: ${rye ? 'segale in maggioranza, per un profilo speziato e secco' : 'mais in prevalenza, per un profilo dolce e vanigliato'}.`,
    `A Kentucky ${rye ? 'rye' : 'bourbon'}${age ? ` aged ${age} years` : ''}: ${rye ? 'mostly rye, for a spicy, dry profile' : 'mostly corn, for a sweet, vanilla-led profile'}.`,
  )
  const process = bi(
    "Matura in botti nuove di rovere americano carbonizzate all'interno, come vuole il disciplinare.",
    'It matures in new charred American oak barrels, as the rules require.',
  )
  const notes = bi(`Mash bill: ${mashIt}`, `Mash bill: ${mashEn}`)
  return whiskyCommon(ctx, {
    title,
    intro,
    process,
    cask: CASKS.virgin,
    peated: false,
    age,
    cs: variant === 'Cask Strength',
    notes,
    denomination: bi(
      `Kentucky Straight ${rye ? 'Rye' : 'Bourbon'} Whiskey`,
      `Kentucky Straight ${rye ? 'Rye' : 'Bourbon'} Whiskey`,
    ),
  })
}

const JAPANESE_WORDS = ['Hanami', 'Yukimi', 'Tsuki', 'Kaze', 'Kasumi', 'Shizuku', 'Hibana', 'Mori']

export function makeJapanese(ctx: Ctx): Made {
  const { rng, p } = ctx
  const b = p.brand
  const age = rng.weighted([
    [null, 4],
    [10, 1],
    [12, 1.5],
    [17, 0.5],
  ] as const)
  const mizunara = rng.chance(0.3)
  const cask = mizunara
    ? {
        ...CASKS.virgin,
        name: bi('rovere giapponese mizunara', 'Japanese mizunara oak'),
        short: bi('Mizunara Cask', 'Mizunara Cask'),
        nose: [bi('sandalo', 'sandalwood'), bi('incenso', 'incense'), bi('cocco', 'coconut'), bi('agrumi', 'citrus')],
      }
    : casks(ctx, [
        ['bourbon', 3],
        ['sherry', 2],
        ['wine', 1],
      ])
  const style = rng.weighted([
    ['Single Malt', 4],
    ['Pure Malt', 2],
    ['Blended', 2],
  ] as const)
  const word = rng.pick(JAPANESE_WORDS)
  const title = age
    ? bi(`${b} ${style} ${age} anni`, `${b} ${style} ${age} Year Old`)
    : bi(`${b} ${style} ${mizunara ? 'Mizunara Cask' : word}`, `${b} ${style} ${mizunara ? 'Mizunara Cask' : word}`)
  const intro = bi(
    `Whisky giapponese ${style === 'Blended' ? 'blended' : 'di malto'} ${p.place.of.it}, costruito con la precisione di un artigiano.`,
    `A Japanese ${style === 'Blended' ? 'blended' : 'malt'} whisky ${p.place.of.en}, built with a craftsman's precision.`,
  )
  const process = bi(
    `Matura in ${cask.name.it}, in un clima di inverni rigidi ed estati umide che accelera il dialogo con il legno.`,
    `It matures in ${cask.name.en}, in a climate of harsh winters and humid summers that speeds up the dialogue with the wood.`,
  )
  return whiskyCommon(ctx, {
    title,
    intro,
    process,
    cask,
    peated: rng.chance(0.1),
    age,
    cs: false,
    denomination: maybe(rng, 0.7, () => bi('Japanese Whisky (standard JSLMA)', 'Japanese Whisky (JSLMA standard)')),
  })
}

export function makeWorldWhisky(ctx: Ctx): Made {
  const { rng, p } = ctx
  const b = p.brand
  const italian = p.place.country === 'italia'
  const italianCask = rng.pick([
    bi('botti di Amarone', 'Amarone casks'),
    bi('botti di Marsala', 'Marsala casks'),
    bi('botti di Vino Santo', 'Vino Santo casks'),
    bi('barrique di Barolo', 'Barolo barriques'),
  ])
  const cask: Cask =
    italian && rng.chance(0.6)
      ? {
          name: italianCask,
          short: bi(
            `${italianCask.it.replace(/^(botti|barrique) di /, '')} Cask`,
            `${italianCask.en.replace(/ (casks|barriques)$/, '')} Cask`,
          ),
          color: 'ambrato',
          nose: [
            bi('ciliegia sotto spirito', 'brandied cherries'),
            bi('uvetta', 'raisins'),
            bi('spezie dolci', 'sweet spices'),
          ],
        }
      : casks(ctx, [
          ['bourbon', 3],
          ['sherry', 1],
          ['virgin', 1],
        ])
  const age = rng.weighted([
    [null, 4],
    [3, 1],
    [5, 1.5],
    [7, 0.8],
  ] as const)
  const adjIt = italian
    ? 'delle Alpi'
    : p.place.country === 'inghilterra'
      ? 'inglese'
      : p.place.country === 'austria'
        ? 'austriaco'
        : 'tedesco'
  const adjEn = italian
    ? 'Alpine'
    : p.place.country === 'inghilterra'
      ? 'English'
      : p.place.country === 'austria'
        ? 'Austrian'
        : 'German'
  const title = age
    ? bi(`${b} Single Malt ${adjIt} ${age} anni`, `${b} ${adjEn} Single Malt ${age} Year Old`)
    : bi(`${b} Single Malt ${cask.short.it}`, `${b} Single Malt ${cask.short.en}`)
  const intro = bi(
    `Un single malt ${italian ? 'italiano, nato tra le montagne' : adjIt}, distillato ${p.place.in.it} da orzo maltato coltivato in zona.`,
    `A${adjEn === 'Alpine' || adjEn === 'English' || adjEn === 'Austrian' ? 'n' : ''} ${adjEn} single malt, distilled ${p.place.in.en} from locally grown malted barley.`,
  )
  const process = bi(
    `Affina in ${cask.name.it}: un whisky giovane e sorprendente, lontano dai cliché scozzesi.`,
    `It matures in ${cask.name.en}: a young, surprising whisky far from Scottish clichés.`,
  )
  return whiskyCommon(ctx, {
    title,
    intro,
    process,
    cask,
    peated: rng.chance(0.15),
    age,
    cs: rng.chance(0.1),
    denomination: undefined,
  })
}
