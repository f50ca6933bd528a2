import type { Bi } from '../../types'
import {
  abv,
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
import { bi, list } from '../text'

/** Gin, genever, sloe gin and Old Tom. */

/** How a place names its gin: "Gin delle Dolomiti" / "Dolomites Gin". */
export const PLACE_ADJ: Record<string, Bi> = {
  cembra: bi('delle Dolomiti', 'Dolomites'),
  'alto-adige': bi('delle Dolomiti', 'Dolomites'),
  aosta: bi('del Monte Bianco', 'Mont Blanc'),
  liguria: bi('di Riviera', 'Riviera'),
  etna: bi("dell'Etna", 'Etna'),
  sardegna: bi('di Sardegna', 'Sardinian'),
  salento: bi('del Salento', 'Salento'),
  chianti: bi('del Chianti', 'Chianti'),
  milano: bi('di Milano', 'Milan'),
  torino: bi('di Torino', 'Turin'),
  laguna: bi('della Laguna', 'Lagoon'),
  costiera: bi('della Costiera', 'Amalfi Coast'),
  lazio: bi('dei Castelli Romani', 'Castelli Romani'),
  emilia: bi("dell'Appennino", 'Apennine'),
  umbria: bi("dell'Umbria", 'Umbrian'),
  marche: bi('dei Sibillini', 'Sibillini'),
}

const BASE_BOTANICALS: readonly Bi[] = [
  bi('coriandolo', 'coriander'),
  bi('radice di angelica', 'angelica root'),
  bi('iris', 'orris root'),
  bi('scorza di limone', 'lemon peel'),
  bi('arancia amara', 'bitter orange'),
  bi('cardamomo', 'cardamom'),
  bi('pepe cubebe', 'cubeb pepper'),
  bi('liquirizia', 'liquorice'),
  bi('cassia', 'cassia'),
  bi('fiori di sambuco', 'elderflower'),
  bi('rosmarino', 'rosemary'),
  bi('timo', 'thyme'),
  bi('lavanda', 'lavender'),
  bi('pompelmo', 'grapefruit'),
  bi('bergamotto', 'bergamot'),
  bi('camomilla', 'chamomile'),
  bi('genziana', 'gentian'),
  bi('pino mugo', 'mountain pine'),
  bi('foglie di ulivo', 'olive leaf'),
  bi('finocchietto selvatico', 'wild fennel'),
  bi('tè verde', 'green tea'),
  bi('fava tonka', 'tonka bean'),
]
const JUNIPER = bi('ginepro', 'juniper')

const EDITIONS: readonly { it: string; en: string; abv?: number; color?: string; style?: string; w: number }[] = [
  { it: 'London Dry', en: 'London Dry', w: 3 },
  { it: 'Navy Strength', en: 'Navy Strength', abv: 57, style: 'grado-pieno', w: 1.5 },
  { it: 'Mediterraneo', en: 'Mediterranean', w: 1.5 },
  { it: 'Agrumato', en: 'Citrus', w: 1.2 },
  { it: 'Rosa', en: 'Pink', color: 'rosato', w: 1 },
  { it: 'Invecchiato in Botte', en: 'Barrel Aged', color: 'oro', style: 'invecchiato', w: 0.8 },
  { it: 'Riserva', en: 'Reserve', color: 'oro', style: 'invecchiato', w: 0.5 },
  { it: 'Dry', en: 'Dry', w: 1.5 },
  { it: 'Estate', en: 'Summer Edition', w: 0.5 },
  { it: 'Inverno', en: 'Winter Edition', w: 0.5 },
  { it: 'Botanico', en: 'Botanical', w: 1 },
]

const GIN_NOSE_EXTRA: readonly Bi[] = [
  bi('resina', 'resin'),
  bi('agrumi freschi', 'fresh citrus'),
  bi('pepe', 'pepper'),
  bi('fiori', 'flowers'),
  bi('erbe aromatiche', 'aromatic herbs'),
]
const GIN_PALATE: readonly Bi[] = [
  bi('il sorso è secco, balsamico e agrumato', 'the palate is dry, balsamic and citrusy'),
  bi('il ginepro guida un sorso fresco e pulito', 'juniper leads a fresh, clean palate'),
  bi('il sorso è morbido, con una speziatura elegante', 'the palate is soft, with elegant spice'),
  bi('il sorso è pieno e resinoso', 'the palate is full and resinous'),
]
const FINISH: readonly Bi[] = [
  bi('lungo e balsamico', 'long and balsamic'),
  bi('secco e pepato', 'dry and peppery'),
  bi('fresco e agrumato', 'fresh and citrusy'),
  bi('persistente', 'persistent'),
]

const GIN_COCKTAILS: readonly Bi[] = [
  bi('Negroni: gin, vermouth rosso e bitter in parti uguali', 'Negroni: equal parts gin, red vermouth and bitter'),
  bi(
    'Martini Dry: gin ghiacciato e un tocco di vermouth extra dry',
    'Dry Martini: ice-cold gin and a touch of extra dry vermouth',
  ),
  bi('Tom Collins: gin, limone, zucchero e soda', 'Tom Collins: gin, lemon, sugar and soda'),
  bi('Bramble: gin, limone, sciroppo e liquore di more', 'Bramble: gin, lemon, syrup and blackberry liqueur'),
  bi('Gimlet: gin e cordiale al lime', 'Gimlet: gin and lime cordial'),
  bi('Southside: gin, lime, menta e zucchero', 'Southside: gin, lime, mint and sugar'),
]

export function makeGin(ctx: Ctx): Made {
  const { rng, p } = ctx
  const b = p.brand
  const edition = rng.weighted(EDITIONS.map((e) => [e, e.w] as const))
  const adj = PLACE_ADJ[p.place.key]
  const locals = p.place.local ?? []
  const botanicals = [
    JUNIPER,
    ...rng.sample(locals, Math.min(locals.length, rng.int(1, 2))),
    ...rng.sample(BASE_BOTANICALS, rng.int(3, 5)),
  ]
  const count = botanicals.length + rng.int(0, 8)
  const mahon = p.place.key === 'minorca'
  const title = mahon
    ? bi(
        `Gin de Mahón ${b} ${edition.it === 'London Dry' ? '' : edition.it}`.trim(),
        `${b} Gin de Mahón ${edition.it === 'London Dry' ? '' : edition.en}`.trim(),
      )
    : rng.pick([
        () => bi(`Gin ${b} ${edition.it}`, `${b} ${edition.en} Gin`),
        () =>
          adj
            ? bi(`Gin ${adj.it} ${edition.it}`, `${adj.en} ${edition.en} Gin`)
            : bi(`${b} Gin ${edition.it}`, `${b} ${edition.en} Gin`),
        () =>
          edition.abv || edition.color || edition.style
            ? bi(`Gin ${b} ${edition.it}`, `${b} ${edition.en} Gin`)
            : bi(`Gin ${b} ${count} Botaniche`, `${b} ${count} Botanicals Gin`),
        () =>
          edition.it === 'London Dry'
            ? bi(`${b} London Dry Gin`, `${b} London Dry Gin`)
            : edition.abv || edition.color || edition.style
              ? bi(`${b} Gin ${edition.it}`, `${b} ${edition.en} Gin`)
              : bi(`Gin ${b}`, `${b} Gin`),
      ])()
  const color = edition.color ?? 'trasparente'
  const nose = [JUNIPER, ...botanicals.slice(1, 3), rng.pick(GIN_NOSE_EXTRA)]
  const palate = rng.pick(GIN_PALATE)
  const localText = locals.length ? list(botanicals.filter((x) => locals.includes(x))) : null
  const intro = rng.pick([
    () =>
      bi(
        `Gin ${edition.it === 'London Dry' ? 'London Dry' : 'distillato'} ${p.place.of.it}, con ${list(botanicals).it}.`,
        `A ${edition.it === 'London Dry' ? 'London Dry' : 'distilled'} gin ${p.place.of.en}, made with ${list(botanicals).en}.`,
      ),
    () =>
      bi(
        `${count} botaniche raccolte e distillate ${p.place.in.it}${localText?.it ? `, su tutte ${localText.it}` : ''}.`,
        `${count} botanicals gathered and distilled ${p.place.in.en}${localText?.en ? `, led by ${localText.en}` : ''}.`,
      ),
  ])()
  const process = rng.pick([
    bi(
      'Ogni botanica è macerata per 24 ore in alcol di grano e distillata in un alambicco di rame a bassa pressione.',
      'Each botanical is macerated for 24 hours in grain spirit and distilled in a low-pressure copper still.',
    ),
    bi(
      'Le botaniche più delicate sono estratte in un cestello al vapore, le altre per macerazione.',
      'The most delicate botanicals are vapour-infused in a basket, the rest macerated.',
    ),
    bi(
      'Distillazione one-shot, ridotto con acqua di sorgente e filtrato a freddo.',
      'One-shot distillation, reduced with spring water and cold-filtered.',
    ),
  ])
  const service =
    edition.style === 'invecchiato'
      ? bi(
          'Il passaggio in legno lo rende ideale anche in un Martinez.',
          'Its time in wood makes it ideal in a Martinez too.',
        )
      : rng.pick([
          bi(
            'Con una tonica secca e una scorza di limone è un Gin Tonic da manuale.',
            'With a dry tonic and a lemon twist it makes a textbook G&T.',
          ),
          bi(
            'Pensato per il Negroni, ma sorprendente anche in un Martini.',
            'Designed for the Negroni, but surprising in a Martini too.',
          ),
        ])
  return {
    title,
    color,
    description: describe(rng, intro, tasting(rng, nose, palate, rng.pick(FINISH)), [process, service]),
    style: edition.style ?? rng.pick(['botanico', 'classico', 'moderno']),
    taste:
      edition.it === 'Agrumato'
        ? 'agrumato'
        : edition.it === 'Rosa'
          ? 'fruttato'
          : rng.pick(['secco', 'erbaceo', 'agrumato', 'floreale']),
    sheet: compact({
      format: format(rng, [
        ['70 cl', 75],
        ['50 cl', 15],
        ['1 l', 5],
        ['20 cl', 5],
      ]),
      alcohol: edition.abv ?? abv(rng, 40, 47),
      denomination: mahon
        ? bi('Gin de Mahón IG', 'Gin de Mahón GI')
        : edition.it === 'London Dry'
          ? bi('London Dry Gin', 'London Dry Gin')
          : bi('Distilled Gin', 'Distilled Gin'),
      origin: maybe(rng, 0.5, () =>
        bi(
          `Botaniche raccolte ${p.place.in.it} e nel Mediterraneo`,
          `Botanicals gathered ${p.place.in.en} and around the Mediterranean`,
        ),
      ),
      aromas: aromasField(botanicals),
      organoleptic: organoleptic(rng, color, nose, palate),
      ageing:
        edition.style === 'invecchiato'
          ? ((m: number) => bi(`${m} mesi in botti di rovere`, `${m} months in oak casks`))(rng.int(3, 12))
          : undefined,
      cask:
        edition.style === 'invecchiato'
          ? rng.pick([
              bi('Botti ex-vermouth', 'Ex-vermouth casks'),
              bi('Rovere francese', 'French oak'),
              bi('Botti di ciliegio', 'Cherry-wood casks'),
            ])
          : undefined,
      cocktail: rng.pick(GIN_COCKTAILS),
      pairings: maybe(rng, 0.5, () =>
        bi('Crudi di mare, ostriche e aperitivi salati', 'Raw seafood, oysters and savoury snacks'),
      ),
      notes: maybe(rng, 0.6, () =>
        bi(
          'Per il Gin Tonic: tumbler alto, molto ghiaccio, tonica secca',
          'For a G&T: tall tumbler, plenty of ice, a dry tonic',
        ),
      ),
      awards: maybe(rng, 0.15, () => awards(rng)),
      curiosity: maybe(rng, 0.15, () =>
        rng.pick([
          bi(
            '"Navy Strength" ricorda la gradazione minima a cui la polvere da sparo bagnata di gin continuava a prendere fuoco.',
            '"Navy Strength" recalls the proof at which gin-soaked gunpowder would still ignite.',
          ),
          bi(
            'Il ginepro cresce spontaneo in tutta Italia: le bacche più aromatiche vengono dalle colline toscane.',
            'Juniper grows wild all over Italy: the most aromatic berries come from the Tuscan hills.',
          ),
        ]),
      ),
    }),
    look: look(rng, 'round', rng.pick([GLASS.extraFlint, GLASS.blue, GLASS.frosted, GLASS.green]), color),
  }
}

export function makeGenever(ctx: Ctx): Made {
  const { rng, p } = ctx
  const b = p.brand
  const cat = rng.weighted([
    ['Oude', 3],
    ['Jonge', 2],
    ['Korenwijn', 1.5],
  ] as const)
  const age = rng.pick([3, 5, 8, 12])
  const schiedam = p.data.town === 'Schiedam'
  const title =
    cat === 'Korenwijn'
      ? bi(`Korenwijn ${b} ${age} anni`, `${b} Korenwijn ${age} Year Old`)
      : bi(`${cat} Genever ${b}${schiedam ? ' Schiedam' : ''}`, `${b} ${cat} Genever${schiedam ? ' Schiedam' : ''}`)
  const color = cat === 'Jonge' ? 'trasparente' : 'oro'
  const nose = rng.sample(
    [
      bi('pane di malto', 'malt bread'),
      bi('ginepro', 'juniper'),
      bi('cereali', 'cereal'),
      bi('vaniglia', 'vanilla'),
      bi('nocciola', 'hazelnut'),
      bi('anice', 'anise'),
    ],
    3,
  )
  const palate = bi('il sorso è maltato, morbido e leggermente dolce', 'the palate is malty, soft and lightly sweet')
  return {
    title,
    color,
    description: describe(
      rng,
      bi(
        `${cat === 'Korenwijn' ? 'Korenwijn' : `Genever ${cat.toLowerCase()}`} ${p.place.of.it}: l'antenato del gin, a base di moutwijn di orzo, segale e mais.`,
        `${cat === 'Korenwijn' ? 'Korenwijn' : `${cat} genever`} ${p.place.of.en}: gin's ancestor, built on a moutwijn of barley, rye and corn.`,
      ),
      tasting(rng, nose, palate, rng.pick(FINISH)),
      [
        cat !== 'Jonge'
          ? bi(
              'Riposa in botti di rovere francese, che arrotondano il malto.',
              'It rests in French oak casks that round off the malt.',
            )
          : null,
        bi(
          "In Olanda si serve ghiacciato nel tulpje, riempito fino all'orlo.",
          'In the Netherlands it is served ice-cold in a tulip glass filled to the brim.',
        ),
      ],
    ),
    style: cat === 'Jonge' ? 'classico' : 'invecchiato',
    taste: 'morbido',
    sheet: compact({
      format: format(rng, [
        ['70 cl', 70],
        ['1 l', 20],
        ['50 cl', 10],
      ]),
      alcohol: abv(rng, 35, 42),
      denomination: bi(
        schiedam ? 'Schiedamse Genever' : `${cat} Genever`,
        schiedam ? 'Schiedamse Genever' : `${cat} Genever`,
      ),
      ageing:
        cat !== 'Jonge'
          ? bi(
              cat === 'Korenwijn' ? `${age} anni in rovere` : 'Almeno 1 anno in rovere',
              cat === 'Korenwijn' ? `${age} years in oak` : 'At least 1 year in oak',
            )
          : undefined,
      aromas: aromasField(nose),
      organoleptic: organoleptic(rng, color, nose, palate),
      cocktail: maybe(rng, 0.6, () =>
        bi(
          'Improved Holland Gin Cocktail: genever, maraschino, bitter e assenzio',
          'Improved Holland Gin Cocktail: genever, maraschino, bitters and absinthe',
        ),
      ),
      curiosity: maybe(rng, 0.3, () =>
        bi(
          "Il genever è la bevanda all'origine del gin inglese, portato a Londra nel Seicento.",
          'Genever is the drink behind English gin, brought to London in the seventeenth century.',
        ),
      ),
    }),
    look: look(rng, 'tall', rng.pick([GLASS.dark, GLASS.extraFlint]), color, ['#f4ecd8', '#1c1c1c', '#5b1a2a']),
  }
}

export function makeSloeGin(ctx: Ctx): Made {
  const { rng, p } = ctx
  const b = p.brand
  const italian = p.place.country === 'italia'
  const title = italian
    ? bi(`Gin alle Prugnole Selvatiche ${b}`, `${b} Wild Sloe Gin`)
    : rng.pick([bi(`Sloe Gin ${b}`, `${b} Sloe Gin`), bi(`Sloe Gin ${b} Hedgerow`, `${b} Hedgerow Sloe Gin`)])
  const nose = [
    bi('prugnola', 'sloe'),
    bi('mandorla', 'almond'),
    rng.pick([bi('ciliegia', 'cherry'), bi('ginepro', 'juniper'), bi('marzapane', 'marzipan')]),
  ]
  const palate = bi('il sorso è dolce-acidulo, con un tannino leggero', 'the palate is sweet-tart, with light tannin')
  return {
    title,
    color: 'rosso',
    description: describe(
      rng,
      bi(
        `Prugnole raccolte dopo la prima gelata e lasciate macerare per mesi nel gin di casa.`,
        'Sloes picked after the first frost and left to macerate for months in the house gin.',
      ),
      tasting(rng, nose, palate, bi('lungo e fruttato', 'long and fruity')),
      [
        bi(
          "Un classico inglese d'inverno, ottimo liscio o allungato con prosecco.",
          'An English winter classic, lovely neat or topped with prosecco.',
        ),
      ],
    ),
    style: 'classico',
    taste: 'fruttato',
    sheet: compact({
      format: format(rng, [
        ['70 cl', 60],
        ['50 cl', 40],
      ]),
      alcohol: abv(rng, 26, 30),
      sugar: `${rng.int(15, 25) * 10} g/l`,
      fruity: bi('Prugnole selvatiche (Prunus spinosa)', 'Wild sloes (Prunus spinosa)'),
      aromas: aromasField(nose),
      organoleptic: organoleptic(rng, 'rosso', nose, palate),
      cocktail: bi('Sloe Gin Fizz: sloe gin, limone e soda', 'Sloe Gin Fizz: sloe gin, lemon and soda'),
    }),
    look: look(rng, 'round', GLASS.extraFlint, 'rosso'),
  }
}

export function makeOldTom(ctx: Ctx): Made {
  const { rng, p } = ctx
  const b = p.brand
  const aged = rng.chance(0.35)
  const title = aged
    ? bi(`Old Tom Gin ${b} Barrel Rested`, `${b} Barrel Rested Old Tom Gin`)
    : bi(`Old Tom Gin ${b}`, `${b} Old Tom Gin`)
  const color = aged ? 'oro' : 'trasparente'
  const nose = [
    JUNIPER,
    ...rng.sample(
      [
        bi('liquirizia', 'liquorice'),
        bi("scorza d'arancia", 'orange peel'),
        bi('miele', 'honey'),
        bi('vaniglia', 'vanilla'),
      ],
      2,
    ),
  ]
  const palate = bi('il sorso è rotondo e appena dolce', 'the palate is round and just sweet')
  return {
    title,
    color,
    description: describe(
      rng,
      bi(
        'Lo stile di gin della Londra vittoriana: più morbido e leggermente zuccherato, tornato di moda nei bar.',
        'The gin style of Victorian London: softer and lightly sweetened, now back in fashion at the bar.',
      ),
      tasting(rng, nose, palate, rng.pick(FINISH)),
      [
        aged ? bi('Riposa qualche mese in botti ex-bourbon.', 'It rests a few months in ex-bourbon casks.') : null,
        bi(
          'È il gin giusto per Martinez e Tom Collins filologici.',
          'It is the right gin for historically accurate Martinez and Tom Collins.',
        ),
      ],
    ),
    style: 'classico',
    taste: 'morbido',
    sheet: compact({
      format: '70 cl',
      alcohol: abv(rng, 40, 45),
      sugar: `${rng.int(8, 20)} g/l`,
      aromas: aromasField(nose),
      organoleptic: organoleptic(rng, color, nose, palate),
      cask: aged ? bi('Botti ex-bourbon', 'Ex-bourbon casks') : undefined,
      cocktail: bi(
        'Martinez: Old Tom gin, vermouth rosso, maraschino e bitter',
        'Martinez: Old Tom gin, red vermouth, maraschino and bitters',
      ),
      awards: maybe(rng, 0.1, () => awards(rng)),
    }),
    look: look(rng, 'round', GLASS.extraFlint, color, ['#f4ecd8', '#1c1c1c', '#24402f']),
  }
}
