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
import { bi, capitalize, numEn, numIt } from '../text'

/** Apple and pear spirits, sake and gift boxes. */

const APPLE_NOSE: readonly Bi[] = [
  bi('mela cotta', 'baked apple'),
  bi('mela verde', 'green apple'),
  bi('cannella', 'cinnamon'),
  bi('burro', 'butter'),
  bi('sidro', 'cider'),
  bi('vaniglia', 'vanilla'),
  bi('fiori di melo', 'apple blossom'),
  bi('tarte tatin', 'tarte tatin'),
  bi('noce', 'walnut'),
]
const FINISH: readonly Bi[] = [
  bi('lungo e fruttato', 'long and fruity'),
  bi('pulito', 'clean'),
  bi('caldo e speziato', 'warm and spicy'),
]

export function makeCalvados(ctx: Ctx): Made {
  const { rng, p } = ctx
  const b = p.brand
  const aoc = rng.weighted([
    ["Calvados Pays d'Auge", 4],
    ['Calvados Domfrontais', 1.5],
    ['Calvados', 2],
  ] as const)
  const grade = rng.weighted([
    ['Fine', 1],
    ['VSOP', 3],
    ['XO', 2],
    ["Hors d'Âge", 1],
  ] as const)
  const age = rng.weighted([
    [null, 4],
    [12, 1],
    [15, 1],
    [20, 0.6],
  ] as const)
  const vintage = !age && rng.chance(0.12) ? String(rng.int(1985, 2010)) : undefined
  const title = vintage
    ? bi(`${aoc} ${b} Millesimo ${vintage}`, `${b} ${aoc} Vintage ${vintage}`)
    : age
      ? bi(`${aoc} ${b} ${age} anni`, `${b} ${aoc} ${age} Year Old`)
      : bi(`${aoc} ${b} ${grade}`, `${b} ${aoc} ${grade}`)
  const years = age ?? (grade === 'Fine' ? 2 : grade === 'VSOP' ? 4 : 6)
  const color = years >= 6 ? 'ambrato' : 'oro'
  const nose = rng.sample(APPLE_NOSE, 3)
  const palate = rng.pick([
    bi('il sorso è fruttato, elegante e speziato', 'the palate is fruity, elegant and spicy'),
    bi('il legno accompagna la mela senza coprirla', 'the wood supports the apple without hiding it'),
  ])
  const pears = aoc === 'Calvados Domfrontais'
  return {
    title,
    color,
    description: describe(
      rng,
      bi(
        `${aoc} da ${pears ? 'pere e mele' : 'mele'} da sidro di frutteti ad alto fusto, ${aoc === "Calvados Pays d'Auge" ? 'distillato due volte in alambicco' : 'distillato in colonna'}.`,
        `${aoc} from cider ${pears ? 'pears and apples' : 'apples'} grown in standard orchards, ${aoc === "Calvados Pays d'Auge" ? 'double-distilled in pot stills' : 'column-distilled'}.`,
      ),
      tasting(rng, nose, palate, rng.pick(FINISH)),
      [
        bi(`Invecchia almeno ${years} anni in fusti di rovere.`, `It ages at least ${years} years in oak casks.`),
        bi(
          'In Normandia si beve anche a metà pasto, il "trou normand", per fare spazio.',
          'In Normandy it is also drunk mid-meal, the "trou normand", to make room.',
        ),
      ],
    ),
    style: years >= 6 ? 'invecchiato' : 'classico',
    taste: 'fruttato',
    sheet: compact({
      format: format(rng, [
        ['70 cl', 80],
        ['50 cl', 15],
        ['35 cl', 5],
      ]),
      alcohol: abv(rng, 40, 45),
      vintage,
      denomination: bi(`${aoc} AOC`, `${aoc} AOC`),
      variety: bi(
        pears ? 'Pere Plant de Blanc e mele da sidro' : 'Mele da sidro dolci, amare e acidule',
        pears ? 'Plant de Blanc perry pears and cider apples' : 'Sweet, bittersweet and sharp cider apples',
      ),
      fruity: bi(pears ? 'Pere e mele' : 'Mele', pears ? 'Pears and apples' : 'Apples'),
      ageing: bi(`Almeno ${years} anni in rovere`, `At least ${years} years in oak`),
      cask: bi('Grandi fusti di rovere', 'Large oak tuns'),
      aromas: aromasField(nose),
      organoleptic: organoleptic(rng, color, nose, palate),
      pairings: maybe(rng, 0.6, () =>
        aromasField([
          bi('Tarte tatin', 'Tarte tatin'),
          bi('Camembert e formaggi a crosta lavata', 'Camembert and washed-rind cheeses'),
        ]),
      ),
      awards: maybe(rng, 0.12, () => awards(rng)),
    }),
    look: look(rng, 'flask', GLASS.flint, color, ['#f4ecd8', '#24402f', '#1c1c1c']),
  }
}

export function makeAppleBrandy(ctx: Ctx): Made {
  const { rng, p } = ctx
  const b = p.brand
  const italian = p.place.country === 'italia'
  const french = p.place.country === 'francia'
  const variety = rng.pick(['Renetta', 'Golden Delicious', 'Gravensteiner', 'Pinova', 'Rosmarina'])
  const aged = rng.chance(0.3)
  const title = french
    ? bi(`Eau-de-vie de Cidre ${b}`, `${b} Cider Brandy`)
    : italian
      ? rng.pick([
          () => bi(`Acquavite di Mele ${variety} ${b}`, `${b} ${variety} Apple Brandy`),
          () => bi(`Acquavite di Mele ${b}${aged ? ' Invecchiata' : ''}`, `${b} ${aged ? 'Aged ' : ''}Apple Brandy`),
        ])()
      : bi(`Apfelbrand ${variety} ${b}`, `${b} ${variety} Apple Brandy`)
  const color = aged ? 'oro' : 'trasparente'
  const nose = rng.sample(APPLE_NOSE, 3)
  const palate = bi('il frutto è nitido e croccante', 'the fruit is crisp and precise')
  return {
    title,
    color,
    description: describe(
      rng,
      bi(
        `Acquavite ${p.place.of.it} da mele ${variety} raccolte a piena maturazione e fermentate intere.`,
        `A brandy ${p.place.of.en} from ${variety} apples picked fully ripe and fermented whole.`,
      ),
      tasting(rng, nose, palate, rng.pick(FINISH)),
      [
        bi('Per una bottiglia servono circa otto chili di frutta.', 'About eight kilos of fruit go into one bottle.'),
        aged
          ? bi('Un anno in piccole botti di frassino le dona rotondità.', 'A year in small ash casks rounds it off.')
          : bi('Da servire fresca in un calice a tulipano.', 'Serve chilled in a tulip glass.'),
      ],
    ),
    style: aged ? 'invecchiato' : 'giovane',
    taste: 'fruttato',
    sheet: compact({
      format: format(rng, [
        ['50 cl', 50],
        ['70 cl', 40],
        ['35 cl', 10],
      ]),
      alcohol: abv(rng, 40, 43),
      variety: bi(variety, variety),
      fruity: bi(`Mele ${variety}`, `${variety} apples`),
      harvest: maybe(rng, 0.5, () => bi('Raccolta manuale a fine settembre', 'Hand-picked in late September')),
      ageing: aged ? bi('12 mesi in botti di frassino', '12 months in ash casks') : undefined,
      aromas: aromasField(nose),
      organoleptic: organoleptic(rng, color, nose, palate),
      pairings: maybe(rng, 0.5, () =>
        bi('Strudel, crostate di mele, formaggi di malga', 'Strudel, apple tarts, alpine cheeses'),
      ),
      notes: bi('Servire a 12-14 °C', 'Serve at 12-14 °C'),
    }),
    look: look(rng, 'tall', GLASS.extraFlint, color),
  }
}

export function makePearBrandy(ctx: Ctx): Made {
  const { rng, p } = ctx
  const b = p.brand
  const italian = p.place.country === 'italia'
  const pear =
    p.place.key === 'aosta'
      ? 'Martin Sec'
      : rng.weighted([
          ['Williams', 5],
          ['Kaiser', 1],
          ['Martin Sec', 0.5],
        ] as const)
  const inBottle = pear === 'Williams' && rng.chance(0.2)
  const title = inBottle
    ? bi(`Williams ${b} con la Pera in Bottiglia`, `${b} Williams with the Pear in the Bottle`)
    : italian
      ? bi(`Acquavite di Pere ${pear} ${b}`, `${b} ${pear} Pear Brandy`)
      : bi(`${pear} Birnenbrand ${b}`, `${b} ${pear} Pear Brandy`)
  const nose = [
    bi(`pera ${pear}`, `${pear} pear`),
    ...rng.sample(
      [
        bi('fiori bianchi', 'white flowers'),
        bi('buccia', 'skin'),
        bi("miele d'acacia", 'acacia honey'),
        bi('pepe bianco', 'white pepper'),
      ],
      2,
    ),
  ]
  const palate = bi(
    'il sorso è pieno, morbido e intensamente fruttato',
    'the palate is full, soft and intensely fruity',
  )
  return {
    title,
    color: 'trasparente',
    description: describe(
      rng,
      bi(
        `Acquavite di pere ${pear} ${p.place.of.it}, da frutti lasciati maturare in cassetta fino al massimo del profumo.`,
        `A ${pear} pear brandy ${p.place.of.en}, from fruit left to ripen in crates until it reaches peak aroma.`,
      ),
      tasting(rng, nose, palate, rng.pick(FINISH)),
      [
        inBottle
          ? bi(
              'La bottiglia viene infilata sul ramo a primavera: la pera cresce al suo interno.',
              'The bottle is slipped over the branch in spring: the pear grows inside it.',
            )
          : bi(
              'Distillata lentamente in piccoli alambicchi di rame a bagnomaria.',
              'Slowly distilled in small copper bain-marie stills.',
            ),
        bi('Un fine pasto elegante, da servire a 12 °C.', 'An elegant after-dinner drink, served at 12 °C.'),
      ],
    ),
    style: 'giovane',
    taste: 'fruttato',
    sheet: compact({
      format: inBottle
        ? '70 cl'
        : format(rng, [
            ['50 cl', 50],
            ['70 cl', 35],
            ['35 cl', 15],
          ]),
      alcohol: abv(rng, 40, 43),
      variety: bi(`Pera ${pear}`, `${pear} pear`),
      fruity: bi(`Pere ${pear}`, `${pear} pears`),
      aromas: aromasField(nose),
      organoleptic: organoleptic(rng, 'trasparente', nose, palate),
      pairings: maybe(rng, 0.4, () => bi('Sorbetto alla pera, cioccolato bianco', 'Pear sorbet, white chocolate')),
      curiosity: inBottle
        ? bi(
            'Solo una pera su tre arriva a maturazione dentro la bottiglia.',
            'Only one pear in three ripens inside the bottle.',
          )
        : undefined,
      awards: maybe(rng, 0.15, () => awards(rng)),
    }),
    look: look(rng, inBottle ? 'round' : 'tall', GLASS.extraFlint, 'trasparente'),
  }
}

export function makePommeau(ctx: Ctx): Made {
  const { rng, p } = ctx
  const b = p.brand
  const nose = rng.sample(APPLE_NOSE, 3)
  const palate = bi('il sorso è dolce, fresco e fruttato', 'the palate is sweet, fresh and fruity')
  const years = rng.int(2, 4)
  return {
    title: rng.pick([
      bi(`Pommeau de Normandie ${b}`, `${b} Pommeau de Normandie`),
      bi(`Pommeau de Normandie ${b} ${years} anni`, `${b} Pommeau de Normandie ${years} Year Old`),
    ]),
    color: 'ambrato',
    description: describe(
      rng,
      bi(
        'Mosto di mele da sidro appena pressato, fortificato con Calvados giovane e affinato in fusti di rovere.',
        'Freshly pressed cider-apple must, fortified with young Calvados and aged in oak casks.',
      ),
      tasting(rng, nose, palate, rng.pick(FINISH)),
      [bi('Un aperitivo normanno, perfetto anche con il foie gras.', 'A Norman aperitif, perfect with foie gras too.')],
    ),
    style: 'classico',
    taste: 'dolce',
    sheet: compact({
      format: format(rng, [
        ['70 cl', 50],
        ['75 cl', 50],
      ]),
      alcohol: 17,
      denomination: bi('Pommeau de Normandie AOC', 'Pommeau de Normandie AOC'),
      ageing: bi(`${years} anni in fusti di rovere`, `${years} years in oak casks`),
      sugar: `${rng.int(9, 12) * 10} g/l`,
      aromas: aromasField(nose),
      organoleptic: organoleptic(rng, 'ambrato', nose, palate),
      pairings: bi('Foie gras, melone, tarte tatin', 'Foie gras, melon, tarte tatin'),
    }),
    look: look(rng, 'bordeaux', GLASS.flint, 'ambrato'),
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Sake

const SAKE_NAMES = [
  'Tsukiakari',
  'Kawakaze',
  'Hanafubuki',
  'Shiranami',
  'Momiji',
  'Harukaze',
  'Kiri no Mori',
  'Umi no Sachi',
  'Komorebi',
  'Yamabiko',
  'Akatsuki',
  'Sazanami',
  'Kagerou',
  'Yukiakari',
  'Hotaru',
  'Mizubasho',
]
const RICE: readonly { name: string; w: number }[] = [
  { name: 'Yamada Nishiki', w: 4 },
  { name: 'Gohyakumangoku', w: 3 },
  { name: 'Omachi', w: 1.5 },
  { name: 'Miyama Nishiki', w: 1.5 },
  { name: 'Dewa Sansan', w: 1 },
]

export function makeSake(ctx: Ctx): Made {
  const { rng, p, sub } = ctx
  const name = rng.pick(SAKE_NAMES)
  const grades: Record<string, readonly (readonly [string, number])[]> = {
    junmai: [
      ['Junmai', 4],
      ['Tokubetsu Junmai', 2],
      ['Junmai Kimoto', 1],
      ['Junmai Yamahai', 1],
      ['Junmai Genshu', 0.8],
    ],
    ginjo: [
      ['Ginjo', 2],
      ['Junmai Ginjo', 3],
    ],
    daiginjo: [
      ['Daiginjo', 1.5],
      ['Junmai Daiginjo', 3],
    ],
    nigori: [
      ['Nigori', 2],
      ['Junmai Nigori', 2],
      ['Nigori Sparkling', 1],
    ],
  }
  const grade = rng.weighted(grades[sub] ?? grades.junmai)
  const polish =
    sub === 'daiginjo' ? rng.pick([35, 40, 45, 50]) : sub === 'ginjo' ? rng.pick([50, 55, 60]) : rng.pick([60, 65, 70])
  const rice = rng.weighted(RICE.map((r) => [r.name, r.w] as const))
  const title = bi(`Sake ${grade} ${name}`, `${name} ${grade} Sake`)
  const cloudy = sub === 'nigori'
  const color = cloudy ? 'bianco' : 'trasparente'
  const fruity = sub === 'ginjo' || sub === 'daiginjo'
  const nose = fruity
    ? rng.sample(
        [
          bi('melone', 'melon'),
          bi('pera', 'pear'),
          bi('banana', 'banana'),
          bi('fiori bianchi', 'white flowers'),
          bi('mela', 'apple'),
          bi('anice', 'anise'),
        ],
        3,
      )
    : rng.sample(
        [
          bi('riso cotto al vapore', 'steamed rice'),
          bi('funghi', 'mushrooms'),
          bi('yogurt', 'yogurt'),
          bi('mandorla', 'almond'),
          bi('castagna', 'chestnut'),
          bi('umami', 'umami'),
        ],
        3,
      )
  const palate = fruity
    ? bi('il sorso è delicato, setoso e profumato', 'the palate is delicate, silky and fragrant')
    : bi('il sorso è pieno, sapido e ricco di umami', 'the palate is full, savoury and rich in umami')
  const genshu = /Genshu/.test(grade)
  return {
    title,
    color,
    description: describe(
      rng,
      bi(
        `Sake ${grade} ${p.place.of.it}, da riso ${rice} levigato al ${polish}%.`,
        `A ${grade} sake ${p.place.of.en}, from ${rice} rice polished to ${polish}%.`,
      ),
      tasting(
        rng,
        nose,
        palate,
        fruity ? bi('fine e pulito', 'fine and clean') : bi('lungo e sapido', 'long and savoury'),
      ),
      [
        bi(
          "Acqua di sorgente morbida e fermentazione lenta a bassa temperatura durante l'inverno.",
          'Soft spring water and a slow, cold fermentation through the winter.',
        ),
        fruity
          ? bi(
              'Da servire fresco, a 8-10 °C, in calice da vino bianco.',
              'Serve cool, at 8-10 °C, in a white wine glass.',
            )
          : bi('Ottimo fresco, ma dà il meglio intiepidito a 40 °C.', 'Good chilled, but at its best warmed to 40 °C.'),
      ],
    ),
    style: fruity ? 'moderno' : 'classico',
    taste: fruity ? rng.pick(['floreale', 'fruttato']) : rng.pick(['sapido', 'secco', 'morbido']),
    sheet: compact({
      format: format(rng, [
        ['72 cl', 60],
        ['30 cl', 25],
        ['1,8 l', 15],
      ]),
      alcohol: genshu ? abv(rng, 18, 19) : abv(rng, 14, 16.5),
      variety: bi(`Riso ${rice}`, `${rice} rice`),
      origin: bi(`${p.data.town}, ${p.place.area.it}`, `${p.data.town}, ${p.place.area.en}`),
      vinification: bi(
        `Levigatura del riso al ${polish}%, koji fatto a mano`,
        `Rice polished to ${polish}%, hand-made koji`,
      ),
      sparklingMethod: /Sparkling/.test(grade)
        ? bi('Rifermentazione in bottiglia', 'Secondary fermentation in bottle')
        : undefined,
      aromas: aromasField(nose),
      organoleptic: organoleptic(rng, color, nose, palate),
      pairings: aromasField(
        rng.sample(
          [
            bi('Sushi e sashimi', 'Sushi and sashimi'),
            bi('Tempura', 'Tempura'),
            bi('Crudi di mare', 'Raw seafood'),
            bi('Formaggi freschi', 'Fresh cheeses'),
            bi('Risotto ai funghi', 'Mushroom risotto'),
          ],
          2,
        ),
      ),
      notes: ((smv: string) =>
        bi(
          `Seimaibuai ${polish}%; SMV ${smv}; conservare al fresco e al buio`,
          `Seimaibuai ${polish}%; SMV ${smv}; store cool and dark`,
        ))(rng.pick(['+1', '+3', '+5', '-2', '+8'])),
      awards: maybe(rng, 0.12, () => awards(rng)),
      curiosity: maybe(rng, 0.2, () =>
        bi(
          'Più il riso è levigato, più il sake è profumato e delicato: per un daiginjo resta meno di metà chicco.',
          'The more the rice is polished, the more fragrant and delicate the sake: a daiginjo keeps less than half the grain.',
        ),
      ),
    }),
    look: look(rng, 'tall', rng.pick([GLASS.dark, GLASS.blue, GLASS.frosted, GLASS.amber]), color, [
      '#ffffff',
      '#1c1c1c',
      '#5b1a2a',
      '#1f2e4d',
    ]),
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Gift boxes

/** What a house's gift box holds, by its main sub-type. */
const CONTENTS: Record<string, { many: Bi; one: Bi; color: string }> = {
  grappa: { many: bi('le grappe', 'grappas'), one: bi('Grappa Riserva', 'Grappa Riserva'), color: 'ambrato' },
  'scotch-whisky': {
    many: bi('i single malt', 'single malts'),
    one: bi('Single Malt 12 anni', '12 Year Old Single Malt'),
    color: 'ambrato',
  },
  cognac: { many: bi('i Cognac', 'Cognacs'), one: bi('Cognac XO', 'XO Cognac'), color: 'ambrato' },
  rum: { many: bi('i rum', 'rums'), one: bi('Rum 12 anni', '12 Year Old Rum'), color: 'ambrato' },
  gin: { many: bi('i gin', 'gins'), one: bi('Gin', 'Gin'), color: 'trasparente' },
  'amaro-alle-erbe': { many: bi('gli amari', 'amari'), one: bi('Amaro Riserva', 'Amaro Riserva'), color: 'bruno' },
  vermouth: { many: bi('i vermouth', 'vermouths'), one: bi('Vermouth Rosso', 'Red Vermouth'), color: 'rosso' },
  marsala: { many: bi('i Marsala', 'Marsalas'), one: bi('Marsala Vergine', 'Marsala Vergine'), color: 'ambrato' },
  porto: { many: bi('i Porto', 'Ports'), one: bi('Porto Tawny 20 anni', '20 Year Old Tawny Port'), color: 'ambrato' },
}

export function makeGiftbox(ctx: Ctx): Made {
  const { rng, p, sub } = ctx
  const b = p.brand
  let main = 'grappa'
  let best = -1
  for (const [code, w] of p.mix)
    if (CONTENTS[code] && w > best) {
      best = w
      main = code
    }
  const c = CONTENTS[main]
  let title: Bi
  let intro: Bi
  let formatText: string
  const n = rng.pick([3, 4, 6])
  if (sub === 'confezione-degustazione') {
    title = bi(`Confezione Degustazione ${b} ${n} x 5 cl`, `${b} Tasting Box ${n} x 5 cl`)
    intro = bi(
      `${capitalize(numIt(n))} mignon da 5 cl per scoprire ${c.many.it} di ${p.data.name.it}, con schede di degustazione.`,
      `${capitalize(numEn(n))} 5 cl miniatures to discover the ${c.many.en} of ${p.data.name.en}, with tasting notes.`,
    )
    formatText = `${n} x 5 cl`
  } else if (sub === 'kit-cocktail') {
    const drink = rng.pick(
      main === 'gin'
        ? ['Gin Tonic', 'Negroni', 'Martini']
        : main === 'vermouth' || main === 'amaro-alle-erbe'
          ? ['Negroni', 'Americano', 'Spritz']
          : ['Old Fashioned', 'Negroni', 'Sour'],
    )
    title = bi(`Kit ${drink} ${b}`, `${b} ${drink} Kit`)
    intro = bi(
      `Tutto il necessario per ${drink === 'Spritz' ? 'uno' : 'un'} ${drink} a regola d'arte: le bottiglie di ${p.data.name.it}, un jigger e la ricetta illustrata.`,
      `Everything for a textbook ${drink}: bottles from ${p.data.name.en}, a jigger and an illustrated recipe card.`,
    )
    formatText = rng.pick(['3 x 20 cl', '2 x 50 cl', '3 x 10 cl'])
  } else {
    const gift = rng.pick([
      bi('due bicchieri', 'two glasses'),
      bi('astuccio in legno', 'a wooden case'),
      bi('due calici da degustazione', 'two tasting glasses'),
      bi('libretto illustrato', 'an illustrated booklet'),
    ])
    title = bi(`Cofanetto ${b} ${c.one.it} con ${gift.it}`, `${b} ${c.one.en} Gift Box with ${gift.en}`)
    intro = bi(
      `${c.one.it} di ${p.data.name.it} in cofanetto regalo, con ${gift.it}.`,
      `${c.one.en} from ${p.data.name.en} in a gift box, with ${gift.en}.`,
    )
    formatText = rng.pick(['70 cl', '50 cl'])
  }
  const pairs = rng.sample(AFTER_DINNER, 2)
  return {
    title,
    color: c.color,
    description: describe(
      rng,
      intro,
      bi(
        "Un'idea regalo per i clienti del locale e per le festività, pronta da esporre in vetrina.",
        "A gift idea for your venue's guests and for the holidays, ready to display.",
      ),
      [
        bi('Disponibile su prenotazione da ottobre a dicembre.', 'Available to order from October to December.'),
        bi(
          'Confezione in cartone riciclato, stampata con inchiostri vegetali.',
          'Packed in recycled board printed with plant-based inks.',
        ),
      ],
    ),
    style: 'classico',
    taste: null,
    sheet: compact({
      format: formatText,
      pairings: aromasField(pairs),
      notes: bi("Confezione in cartone riciclato, con biglietto d'auguri", 'Recycled board box, with a greeting card'),
      curiosity: maybe(rng, 0.3, () =>
        bi(
          'Su richiesta si può personalizzare il biglietto con il logo del locale.',
          "On request the card can carry your venue's logo.",
        ),
      ),
    }),
    look: look(rng, 'box', GLASS.kraft, c.color, ['#1c1c1c', '#5b1a2a', '#24402f', '#c9a227', '#f4ecd8']),
  }
}
