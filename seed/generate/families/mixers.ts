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
import { An, bi, list } from '../text'

/** Bitters and aperitifs, ready-to-drink, soft drinks and alcohol-free products. */

const BITTER_BOTANICALS: readonly Bi[] = [
  bi('arancia amara', 'bitter orange'),
  bi('genziana', 'gentian'),
  bi('rabarbaro', 'rhubarb'),
  bi('china', 'cinchona'),
  bi('pompelmo rosa', 'pink grapefruit'),
  bi('cardamomo', 'cardamom'),
  bi('assenzio', 'wormwood'),
  bi('scorza di limone', 'lemon peel'),
  bi('chinotto', 'chinotto'),
  bi('bergamotto', 'bergamot'),
  bi('vaniglia', 'vanilla'),
  bi('fiori di sambuco', 'elderflower'),
  bi('radice di angelica', 'angelica root'),
]
const FINISH: readonly Bi[] = [
  bi('amaricante e pulito', 'bitter and clean'),
  bi('lungo e agrumato', 'long and citrusy'),
  bi('fresco', 'fresh'),
  bi('asciutto', 'dry'),
]

export function makeBitter(ctx: Ctx): Made {
  const { rng, p } = ctx
  const b = p.brand
  const variant = rng.weighted([
    ['Rosso', 4],
    ['Bianco', 1],
    ["all'Arancia Amara", 1.5],
    ['al Pompelmo Rosa', 1],
    ['Milano', p.place.key === 'milano' ? 2 : 0.01],
    ['Riserva', 0.8],
  ] as const)
  const en: Record<string, string> = {
    Rosso: 'Red',
    Bianco: 'White',
    "all'Arancia Amara": 'Bitter Orange',
    'al Pompelmo Rosa': 'Pink Grapefruit',
    Milano: 'Milano',
    Riserva: 'Riserva',
  }
  const title = bi(`Bitter ${b} ${variant}`, `${b} ${en[variant]} Bitter`)
  const color = variant === 'Bianco' ? 'trasparente' : variant === 'al Pompelmo Rosa' ? 'rosato' : 'rosso'
  const botanicals = rng.sample(BITTER_BOTANICALS, 4)
  const nose = botanicals.slice(0, 3)
  const palate = rng.pick([
    bi("l'amaro è netto e rinfrescante", 'the bitterness is crisp and refreshing'),
    bi('il sorso è agrumato, poi decisamente amaro', 'the palate is citrusy, then firmly bitter'),
  ])
  return {
    title,
    color,
    description: describe(
      rng,
      bi(
        `Bitter da aperitivo ${p.place.of.it}, ottenuto per infusione di ${list(botanicals).it}.`,
        `An aperitif bitter ${p.place.of.en}, made by infusing ${list(botanicals).en}.`,
      ),
      tasting(rng, nose, palate, rng.pick(FINISH)),
      [
        bi(
          color === 'rosso'
            ? 'Il colore rosso viene solo da estratti vegetali, senza coloranti artificiali.'
            : 'Incolore e sorprendente, cambia il volto dei cocktail classici.',
          color === 'rosso'
            ? 'The red colour comes only from plant extracts, with no artificial dyes.'
            : 'Colourless and surprising, it changes the look of the classics.',
        ),
        bi(
          'Il bitter giusto per un Negroni, un Americano o uno Spritz fatto bene.',
          'The right bitter for a Negroni, an Americano or a proper Spritz.',
        ),
      ],
    ),
    style: rng.pick(['classico', 'botanico']),
    taste: 'amaro',
    sheet: compact({
      format: format(rng, [
        ['70 cl', 50],
        ['1 l', 40],
        ['50 cl', 10],
      ]),
      alcohol: abv(rng, 20, 28),
      sugar: `${rng.int(18, 26) * 10} g/l`,
      aromas: aromasField(botanicals),
      organoleptic: organoleptic(rng, color, nose, palate),
      pairings: maybe(rng, 0.6, () =>
        aromasField(
          rng.sample(
            [
              bi('Olive', 'olives'),
              bi('patatine', 'crisps'),
              bi('salumi', 'cured meats'),
              bi('taralli', 'taralli'),
              bi('cicchetti', 'cicchetti'),
              bi('formaggi freschi', 'fresh cheeses'),
            ],
            3,
          ),
        ),
      ),
      notes: bi(
        "Servire ben freddo, con ghiaccio e una fetta d'arancia",
        'Serve well chilled, over ice with an orange slice',
      ),
      cocktail: rng.pick([
        bi(
          'Negroni: gin, vermouth rosso e bitter in parti uguali',
          'Negroni: equal parts gin, red vermouth and bitter',
        ),
        bi('Americano: bitter, vermouth rosso e soda', 'Americano: bitter, red vermouth and soda'),
        bi('Boulevardier: bourbon, vermouth rosso e bitter', 'Boulevardier: bourbon, red vermouth and bitter'),
      ]),
      awards: maybe(rng, 0.1, () => awards(rng)),
    }),
    look: look(rng, 'tall', rng.pick([GLASS.extraFlint, GLASS.flint]), color),
  }
}

export function makeAperitivo(ctx: Ctx): Made {
  const { rng, p } = ctx
  const b = p.brand
  const variant = rng.weighted([
    ['Rosso', 3],
    ["all'Arancia", 2],
    ['al Rabarbaro', 1],
    ['Spritz', 2],
    ['Bianco', 1],
    ['Rosa', 0.8],
  ] as const)
  const en: Record<string, string> = {
    Rosso: 'Red',
    "all'Arancia": 'Orange',
    'al Rabarbaro': 'Rhubarb',
    Spritz: 'Spritz',
    Bianco: 'White',
    Rosa: 'Pink',
  }
  const title = bi(`Aperitivo ${b} ${variant}`, `${b} ${en[variant]} Aperitivo`)
  const color =
    variant === 'Bianco'
      ? 'bianco'
      : variant === 'Rosa'
        ? 'rosato'
        : variant === "all'Arancia" || variant === 'Spritz'
          ? 'ambrato'
          : 'rosso'
  const botanicals = rng.sample(BITTER_BOTANICALS, 3)
  const palate = bi('il sorso è leggero, dolce-amaro e fresco', 'the palate is light, bittersweet and fresh')
  return {
    title,
    color,
    description: describe(
      rng,
      bi(
        `Aperitivo a bassa gradazione ${p.place.of.it}, con ${list(botanicals).it}.`,
        `A low-alcohol aperitivo ${p.place.of.en}, with ${list(botanicals).en}.`,
      ),
      tasting(rng, botanicals, palate, rng.pick(FINISH)),
      [
        bi(
          'Nasce per lo Spritz: tre parti di prosecco, due di aperitivo, uno spruzzo di soda.',
          'Made for the Spritz: three parts prosecco, two parts aperitivo, a splash of soda.',
        ),
        bi(
          'Meno zuccherino dei grandi marchi, con un amaro più vegetale.',
          'Less sugary than the big brands, with a more vegetal bitterness.',
        ),
      ],
    ),
    style: 'classico',
    taste: rng.pick(['amaro', 'agrumato', 'dolce']),
    sheet: compact({
      format: format(rng, [
        ['70 cl', 40],
        ['1 l', 50],
        ['3 l', 10],
      ]),
      alcohol: abv(rng, 11, 16),
      sugar: `${rng.int(15, 25) * 10} g/l`,
      aromas: aromasField(botanicals),
      organoleptic: organoleptic(rng, color, botanicals, palate),
      cocktail: bi(
        "Spritz: 9 cl di prosecco, 6 cl di aperitivo, uno spruzzo di soda e una fetta d'arancia",
        'Spritz: 9 cl prosecco, 6 cl aperitivo, a splash of soda and an orange slice',
      ),
      pairings: maybe(rng, 0.7, () =>
        aromasField(
          rng.sample(
            [
              bi('Olive', 'olives'),
              bi('patatine', 'crisps'),
              bi('salumi', 'cured meats'),
              bi('taralli', 'taralli'),
              bi('cicchetti', 'cicchetti'),
              bi('formaggi freschi', 'fresh cheeses'),
            ],
            3,
          ),
        ),
      ),
      notes: bi("Dopo l'apertura conservare al fresco", 'Once opened store in a cool place'),
      awards: maybe(rng, 0.1, () => awards(rng)),
    }),
    look: look(rng, 'tall', GLASS.extraFlint, color),
  }
}

const COCKTAIL_BITTERS: readonly { it: string; en: string; color: string; nose: Bi[] }[] = [
  {
    it: 'Aromatico',
    en: 'Aromatic',
    color: 'bruno',
    nose: [bi('chiodi di garofano', 'clove'), bi('cannella', 'cinnamon'), bi('genziana', 'gentian')],
  },
  {
    it: "all'Arancia",
    en: 'Orange',
    color: 'ambrato',
    nose: [bi("scorza d'arancia", 'orange peel'), bi('cardamomo', 'cardamom'), bi('coriandolo', 'coriander')],
  },
  {
    it: 'al Cacao',
    en: 'Chocolate',
    color: 'bruno',
    nose: [bi('cacao', 'cocoa'), bi('vaniglia', 'vanilla'), bi('peperoncino', 'chilli')],
  },
  {
    it: 'al Sedano',
    en: 'Celery',
    color: 'verde',
    nose: [bi('sedano', 'celery'), bi('pepe', 'pepper'), bi('limone', 'lemon')],
  },
  {
    it: 'al Rabarbaro',
    en: 'Rhubarb',
    color: 'rosso',
    nose: [bi('rabarbaro', 'rhubarb'), bi('fragola', 'strawberry'), bi('genziana', 'gentian')],
  },
  {
    it: 'al Cardamomo',
    en: 'Cardamom',
    color: 'oro',
    nose: [bi('cardamomo', 'cardamom'), bi('zenzero', 'ginger'), bi('anice', 'anise')],
  },
  {
    it: 'al Pompelmo',
    en: 'Grapefruit',
    color: 'rosato',
    nose: [bi('pompelmo', 'grapefruit'), bi('luppolo', 'hops'), bi('coriandolo', 'coriander')],
  },
]

export function makeCocktailBitters(ctx: Ctx): Made {
  const { rng, p } = ctx
  const b = p.brand
  const f = rng.pick(COCKTAIL_BITTERS)
  const title = bi(`Bitter ${f.it} da Cocktail ${b}`, `${b} ${f.en} Bitters`)
  const palate = bi(
    'poche gocce bastano a legare e profumare un drink',
    'a few dashes are enough to bind and perfume a drink',
  )
  return {
    title,
    color: f.color,
    description: describe(
      rng,
      bi(
        `Bitter aromatico concentrato ${p.place.of.it}, da dosare a gocce.`,
        `A concentrated aromatic bitters ${p.place.of.en}, to be used by the dash.`,
      ),
      tasting(rng, f.nose, palate, bi('secco e speziato', 'dry and spicy')),
      [
        bi('Un flacone dura mesi anche nel bar più frequentato.', 'One bottle lasts months even in the busiest bar.'),
        bi(
          'Indispensabile per Old Fashioned, Manhattan e Sazerac.',
          'Essential for Old Fashioneds, Manhattans and Sazeracs.',
        ),
      ],
    ),
    style: 'botanico',
    taste: 'amaro',
    sheet: compact({
      format: format(rng, [
        ['20 cl', 60],
        ['10 cl', 30],
        ['50 cl', 10],
      ]),
      alcohol: abv(rng, 35, 45),
      aromas: aromasField(f.nose),
      organoleptic: organoleptic(rng, f.color, f.nose, palate),
      cocktail: bi(
        "Old Fashioned: whiskey, zolletta di zucchero, 2-3 gocce di bitter e scorza d'arancia",
        'Old Fashioned: whiskey, sugar cube, 2-3 dashes of bitters and an orange twist',
      ),
      notes: bi('Flacone con tappo dosatore', 'Bottle with dasher top'),
      curiosity: maybe(rng, 0.4, () =>
        bi(
          "I bitter aromatici nascono come tonici da farmacia nell'Ottocento: oggi sono il sale dei cocktail.",
          'Aromatic bitters began as nineteenth-century pharmacy tonics: today they are the seasoning of cocktails.',
        ),
      ),
    }),
    look: look(rng, 'flask', GLASS.amber, f.color, ['#f4ecd8', '#1c1c1c', '#b5532c']),
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Ready to drink

export function makeSpritz(ctx: Ctx): Made {
  const { rng, p } = ctx
  const b = p.brand
  const can = rng.chance(0.35)
  const variant = rng.weighted([
    ['classic', 4],
    ['bitter', 2],
    ['hugo', 1.5],
    ['bianco', 1],
    ['limoncello', 0.8],
  ] as const)
  const names: Record<typeof variant, Bi> = {
    classic: bi('Spritz Veneziano', 'Venetian Spritz'),
    bitter: bi('Spritz al Bitter', 'Bitter Spritz'),
    hugo: bi('Hugo Spritz al Sambuco', 'Elderflower Hugo Spritz'),
    bianco: bi('Spritz Bianco', 'White Spritz'),
    limoncello: bi('Spritz al Limoncello', 'Limoncello Spritz'),
  }
  const n = names[variant]
  const title = bi(`${n.it} ${b}${can ? ' in Lattina' : ''}`, `${b} ${n.en}${can ? ' Can' : ''}`)
  const color = variant === 'hugo' || variant === 'bianco' ? 'bianco' : variant === 'limoncello' ? 'giallo' : 'rosso'
  const nose = rng.sample(
    [
      bi('arancia', 'orange'),
      bi('erbe', 'herbs'),
      bi('mela verde', 'green apple'),
      bi('fiori di sambuco', 'elderflower'),
      bi('rabarbaro', 'rhubarb'),
      bi('pompelmo', 'grapefruit'),
    ],
    3,
  )
  const palate = bi(
    'il sorso è frizzante, dolce-amaro e dissetante',
    'the palate is fizzy, bittersweet and thirst-quenching',
  )
  return {
    title,
    color,
    description: describe(
      rng,
      bi(
        `Spritz già miscelato ${p.place.in.it}: vino frizzante, aperitivo di casa e un tocco di soda, pronto da versare sul ghiaccio.`,
        `A spritz ready-mixed ${p.place.in.en}: sparkling wine, the house aperitivo and a touch of soda, ready to pour over ice.`,
      ),
      tasting(rng, nose, palate, bi('fresco', 'fresh')),
      [
        bi(
          'Pensato per eventi, catering e stabilimenti balneari: qualità costante, zero sprechi.',
          'Designed for events, catering and beach bars: consistent quality, zero waste.',
        ),
        bi(
          "Servire ben freddo con una fetta d'arancia e un'oliva.",
          'Serve well chilled with an orange slice and an olive.',
        ),
      ],
    ),
    style: 'moderno',
    taste: rng.pick(['amaro', 'agrumato', 'dolce']),
    sheet: compact({
      format: can
        ? '25 cl'
        : format(rng, [
            ['75 cl', 60],
            ['20 cl', 25],
            ['1,5 l', 15],
          ]),
      alcohol: abv(rng, 6, 10),
      aromas: aromasField(nose),
      organoleptic: organoleptic(rng, color, nose, palate),
      sparklingMethod: maybe(rng, 0.4, () => bi('Metodo Martinotti (Charmat)', 'Martinotti (Charmat) method')),
      grapes: maybe(rng, 0.6, () => bi('Glera (vino base frizzante)', 'Glera (sparkling base wine)')),
      pairings: maybe(rng, 0.7, () =>
        aromasField(
          rng.sample(
            [
              bi('Olive', 'olives'),
              bi('patatine', 'crisps'),
              bi('salumi', 'cured meats'),
              bi('taralli', 'taralli'),
              bi('cicchetti', 'cicchetti'),
              bi('formaggi freschi', 'fresh cheeses'),
            ],
            3,
          ),
        ),
      ),
      notes: bi('Servire a 4-6 °C, con ghiaccio', 'Serve at 4-6 °C, over ice'),
    }),
    look: look(rng, can ? 'can' : 'bordeaux', can ? GLASS.can : GLASS.green, color),
  }
}

const BOTTLED_COCKTAILS: readonly { it: string; en: string; color: string; recipe: Bi; abv: [number, number] }[] = [
  {
    it: 'Negroni',
    en: 'Negroni',
    color: 'rosso',
    recipe: bi('Gin, vermouth rosso e bitter in parti uguali', 'Gin, red vermouth and bitter in equal parts'),
    abv: [24, 28],
  },
  {
    it: 'Americano',
    en: 'Americano',
    color: 'rosso',
    recipe: bi('Vermouth rosso, bitter e soda', 'Red vermouth, bitter and soda'),
    abv: [12, 16],
  },
  {
    it: 'Boulevardier',
    en: 'Boulevardier',
    color: 'ambrato',
    recipe: bi('Bourbon, vermouth rosso e bitter', 'Bourbon, red vermouth and bitter'),
    abv: [25, 28],
  },
  {
    it: 'Manhattan',
    en: 'Manhattan',
    color: 'ambrato',
    recipe: bi('Rye whiskey, vermouth rosso e bitter aromatico', 'Rye whiskey, red vermouth and aromatic bitters'),
    abv: [28, 32],
  },
  {
    it: 'Old Fashioned',
    en: 'Old Fashioned',
    color: 'ambrato',
    recipe: bi('Bourbon, zucchero di canna e bitter aromatico', 'Bourbon, cane sugar and aromatic bitters'),
    abv: [30, 34],
  },
  {
    it: 'Paloma',
    en: 'Paloma',
    color: 'rosato',
    recipe: bi('Tequila, pompelmo rosa, lime e soda', 'Tequila, pink grapefruit, lime and soda'),
    abv: [5, 7],
  },
  {
    it: 'Gin Tonic',
    en: 'Gin & Tonic',
    color: 'trasparente',
    recipe: bi('Gin e acqua tonica', 'Gin and tonic water'),
    abv: [5, 7],
  },
]

export function makeBottledCocktail(ctx: Ctx): Made {
  const { rng, p } = ctx
  const b = p.brand
  const c = rng.pick(BOTTLED_COCKTAILS)
  const can = c.abv[1] <= 8
  const title = bi(
    `${c.it} ${b} ${can ? 'in Lattina' : 'Pronto da Bere'}`,
    `${b} ${can ? `${c.en} Can` : `Bottled ${c.en}`}`,
  )
  const nose = rng.sample(
    [
      bi("scorza d'arancia", 'orange peel'),
      bi('erbe amare', 'bitter herbs'),
      bi('vaniglia', 'vanilla'),
      bi('ginepro', 'juniper'),
      bi('spezie', 'spices'),
    ],
    3,
  )
  const palate = bi('il drink è equilibrato come appena miscelato', 'the drink is as balanced as if freshly stirred')
  return {
    title,
    color: c.color,
    description: describe(
      rng,
      bi(
        `${c.it} già miscelato ${p.place.in.it} con i distillati di casa.`,
        `${An(c.en)} ready-mixed ${p.place.in.en} with the house spirits.`,
      ),
      tasting(rng, nose, palate, bi('lungo', 'long')),
      [
        bi(
          can
            ? 'Basta aprire e versare sul ghiaccio.'
            : 'Basta versare su un cubo di ghiaccio e profumare con una scorza.',
          can ? 'Just open and pour over ice.' : 'Just pour over a large ice cube and express a twist over it.',
        ),
        bi(
          'Una soluzione per i locali senza bartender e per i grandi eventi.',
          'A solution for venues without a bartender and for large events.',
        ),
      ],
    ),
    style: 'moderno',
    taste: c.color === 'rosso' ? 'amaro' : 'morbido',
    sheet: compact({
      format: can
        ? '25 cl'
        : format(rng, [
            ['50 cl', 40],
            ['70 cl', 40],
            ['10 cl', 20],
          ]),
      alcohol: abv(rng, c.abv[0], c.abv[1]),
      cocktail: c.recipe,
      aromas: aromasField(nose),
      organoleptic: organoleptic(rng, c.color, nose, palate),
      notes: bi("Conservare in frigorifero dopo l'apertura", 'Refrigerate after opening'),
    }),
    look: look(rng, can ? 'can' : 'flask', can ? GLASS.can : GLASS.extraFlint, c.color),
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Soft drinks

const SOFT_FORMATS: readonly (readonly [string, number])[] = [
  ['20 cl', 55],
  ['33 cl', 25],
  ['50 cl', 10],
  ['75 cl', 10],
]

function soft(
  ctx: Ctx,
  title: Bi,
  color: string,
  intro: Bi,
  nose: Bi[],
  extras: Bi[],
  cocktail: Bi | undefined,
  sugar: string,
  denomination?: Bi,
): Made {
  const { rng } = ctx
  const palate = rng.pick([
    bi('la bollicina è fine e persistente', 'the bubbles are fine and lasting'),
    bi('il sorso è fresco e poco dolce', 'the palate is fresh and not too sweet'),
  ])
  return {
    title,
    color,
    description: describe(rng, intro, tasting(rng, nose, palate, bi('pulito', 'clean')), extras),
    style: rng.pick(['classico', 'moderno']),
    taste: rng.pick(['amaro', 'agrumato', 'secco', 'dolce']),
    sheet: compact({
      format: format(rng, SOFT_FORMATS),
      sugar,
      denomination,
      aromas: aromasField(nose),
      organoleptic: organoleptic(rng, color, nose, palate),
      cocktail,
      notes: bi('Servire a 4-6 °C', 'Serve at 4-6 °C'),
      awards: maybe(rng, 0.08, () => awards(rng)),
      curiosity: maybe(rng, 0.3, () =>
        rng.pick([
          bi(
            'Il vetro a rendere viene lavato e riempito fino a trenta volte.',
            'Returnable glass is washed and refilled up to thirty times.',
          ),
          bi(
            'La ricetta usa zucchero di canna grezzo e nessun conservante.',
            'The recipe uses raw cane sugar and no preservatives.',
          ),
          bi(
            'Il formato da 20 cl è pensato per un long drink esatto, senza avanzi.',
            'The 20 cl size is made for exactly one long drink, with nothing left over.',
          ),
        ]),
      ),
    }),
    look: look(rng, 'can', GLASS.can, color, ['#ffffff', '#1f2e4d', '#b5532c', '#24402f', '#c9a227', '#1e5b5e']),
  }
}

export function makeTonic(ctx: Ctx): Made {
  const { rng, p } = ctx
  const b = p.brand
  const v = rng.pick([
    bi('Indian', 'Indian'),
    bi('Mediterranea', 'Mediterranean'),
    bi('Dry', 'Dry'),
    bi('al Bergamotto', 'Bergamot'),
    bi('al Pompelmo Rosa', 'Pink Grapefruit'),
    bi('Light', 'Light'),
    bi('ai Fiori di Sambuco', 'Elderflower'),
    bi('Premium', 'Premium'),
  ])
  return soft(
    ctx,
    bi(`Acqua Tonica ${b} ${v.it}`, `${b} ${v.en} Tonic Water`),
    v.it === 'al Pompelmo Rosa' ? 'rosato' : 'trasparente',
    bi(
      `Acqua tonica ${p.place.of.it} con chinino naturale da corteccia di china e ${v.it === 'Mediterranea' ? 'erbe mediterranee' : 'oli essenziali di agrumi'}.`,
      `A tonic water ${p.place.of.en} with natural quinine from cinchona bark and ${v.it === 'Mediterranea' ? 'Mediterranean herbs' : 'citrus essential oils'}.`,
    ),
    [
      bi('china', 'cinchona'),
      bi('scorza di limone', 'lemon peel'),
      rng.pick([bi('lime', 'lime'), bi('rosmarino', 'rosemary'), bi('fiori bianchi', 'white flowers')]),
    ],
    [
      bi(
        'Carbonazione alta e dolcezza contenuta, per non coprire il gin.',
        'High carbonation and restrained sweetness, so it never masks the gin.',
      ),
    ],
    bi(
      'Gin Tonic: 5 cl di gin, 15 cl di tonica, ghiaccio e una scorza',
      'Gin & Tonic: 5 cl gin, 15 cl tonic, ice and a twist',
    ),
    `${rng.int(4, 8)} g/100 ml`,
  )
}

export function makeGingerBeer(ctx: Ctx): Made {
  const { rng, p } = ctx
  const b = p.brand
  const v = rng.pick([
    bi('', ''),
    bi(' Extra Piccante', ' Extra Spicy'),
    bi(' al Lime', ' Lime'),
    bi(' Artigianale', ' Craft'),
  ])
  return soft(
    ctx,
    bi(`Ginger Beer ${b}${v.it}`, `${b}${v.en} Ginger Beer`),
    'giallo',
    bi(
      `Ginger beer ${p.place.of.it}, fermentata naturalmente con radice di zenzero fresco.`,
      `A ginger beer ${p.place.of.en}, naturally fermented with fresh ginger root.`,
    ),
    [bi('zenzero fresco', 'fresh ginger'), bi('lime', 'lime'), bi('pepe', 'pepper')],
    [bi('Velata e pungente, come le ginger beer di una volta.', 'Cloudy and fiery, like old-style ginger beers.')],
    bi('Moscow Mule: vodka, ginger beer e lime', 'Moscow Mule: vodka, ginger beer and lime'),
    `${rng.int(6, 9)} g/100 ml`,
  )
}

export function makeSoda(ctx: Ctx): Made {
  const { rng, p } = ctx
  const b = p.brand
  const options = [
    {
      t: bi(`Chinotto ${b}`, `${b} Chinotto`),
      c: 'bruno',
      n: [bi('chinotto', 'chinotto'), bi('erbe amare', 'bitter herbs'), bi('caramello', 'caramel')],
      w: p.place.key === 'liguria' ? 4 : 1,
    },
    {
      t: bi(`Gazzosa ${b}`, `${b} Gazzosa Lemonade`),
      c: 'trasparente',
      n: [bi('limone', 'lemon'), bi('zucchero', 'sugar'), bi('fiori bianchi', 'white flowers')],
      w: 1,
    },
    {
      t: bi(`Aranciata Amara ${b}`, `${b} Bitter Orange Soda`),
      c: 'ambrato',
      n: [bi('arancia amara', 'bitter orange'), bi('scorza', 'peel'), bi('mandarino', 'mandarin')],
      w: 1,
    },
    {
      t: bi(`Cedrata ${b}`, `${b} Citron Soda`),
      c: 'giallo',
      n: [bi('cedro', 'citron'), bi('limone', 'lemon'), bi('erbe', 'herbs')],
      w: p.place.key === 'calabria' ? 4 : 0.7,
    },
    {
      t: bi(`Soda Water ${b}`, `${b} Soda Water`),
      c: 'trasparente',
      n: [bi('mineralità', 'minerality'), bi('bollicina fine', 'fine bubbles'), bi('sale', 'salt')],
      w: 1,
    },
    {
      t: bi(`Ginger Ale ${b}`, `${b} Ginger Ale`),
      c: 'oro',
      n: [bi('zenzero', 'ginger'), bi('limone', 'lemon'), bi('miele', 'honey')],
      w: 1,
    },
    {
      t: bi(`Bitter Lemon ${b}`, `${b} Bitter Lemon`),
      c: 'giallo',
      n: [bi('limone', 'lemon'), bi('china', 'cinchona'), bi('pompelmo', 'grapefruit')],
      w: 0.8,
    },
    {
      t: bi(`Spuma Bionda ${b}`, `${b} Spuma Bionda`),
      c: 'oro',
      n: [bi('erbe', 'herbs'), bi('agrumi', 'citrus'), bi('vaniglia', 'vanilla')],
      w: 0.6,
    },
  ]
  const o = rng.weighted(options.map((x) => [x, x.w] as const))
  return soft(
    ctx,
    o.t,
    o.c,
    bi(
      `Bibita artigianale ${p.place.of.it}, con estratti naturali e zucchero di canna, in vetro o lattina.`,
      `A craft soft drink ${p.place.of.en}, made with natural extracts and cane sugar, in glass or cans.`,
    ),
    o.n,
    [
      bi(
        'Ottima da sola, con ghiaccio, o come mixer per long drink.',
        'Lovely on its own over ice, or as a mixer for long drinks.',
      ),
    ],
    maybe(rng, 0.5, () =>
      bi(
        'Long drink: 4 cl di distillato, ghiaccio e bibita a colmare',
        'Long drink: 4 cl of spirit, ice and soda to top',
      ),
    ),
    `${rng.int(5, 10)} g/100 ml`,
  )
}

export function makeJuice(ctx: Ctx): Made {
  const { rng, p } = ctx
  const b = p.brand
  const apple = ['val-di-non', 'alto-adige', 'normandia', 'valtellina'].includes(p.place.key)
  const options = [
    {
      t: ((v: string) => bi(`Succo di Mela ${v} ${b}`, `${b} ${v} Apple Juice`))(
        rng.pick(['Golden', 'Renetta', 'Pinova', 'Gala']),
      ),
      c: 'giallo',
      f: bi('mele', 'apples'),
      w: apple ? 6 : 1,
    },
    { t: bi(`Succo di Pera ${b}`, `${b} Pear Juice`), c: 'giallo', f: bi('pere', 'pears'), w: 1 },
    { t: bi(`Nettare di Albicocca ${b}`, `${b} Apricot Nectar`), c: 'oro', f: bi('albicocche', 'apricots'), w: 1 },
    {
      t: bi(`Spremuta di Arance Rosse ${b}`, `${b} Blood Orange Juice`),
      c: 'rosso',
      f: bi('arance rosse', 'blood oranges'),
      w: p.place.key === 'etna' ? 6 : 0.3,
    },
    { t: bi(`Succo di Mirtillo ${b}`, `${b} Blueberry Juice`), c: 'rosso', f: bi('mirtilli', 'blueberries'), w: 0.8 },
    { t: bi(`Nettare di Pesca ${b}`, `${b} Peach Nectar`), c: 'oro', f: bi('pesche', 'peaches'), w: 1 },
    { t: bi(`Succo di Pomodoro ${b}`, `${b} Tomato Juice`), c: 'rosso', f: bi('pomodori', 'tomatoes'), w: 0.6 },
  ]
  const o = rng.weighted(options.map((x) => [x, x.w] as const))
  const nose = [
    o.f,
    ...rng.sample(
      [bi('frutta matura', 'ripe fruit'), bi('fiori', 'flowers'), bi('acidità vivace', 'lively acidity')],
      2,
    ),
  ]
  const palate = bi('il sorso è pieno, naturale e poco dolce', 'the palate is full, natural and not too sweet')
  return {
    title: o.t,
    color: o.c,
    description: describe(
      rng,
      bi(
        `Succo ${p.place.of.it} da ${o.f.it} raccolte a maturazione, spremute a freddo e pastorizzate dolcemente.`,
        `A juice ${p.place.of.en} from ${o.f.en} picked ripe, cold-pressed and gently pasteurised.`,
      ),
      tasting(rng, nose, palate, bi('fresco', 'fresh')),
      [
        bi('Nessuno zucchero aggiunto, nessun concentrato.', 'No added sugar, no concentrate.'),
        bi(
          'Il formato da 20 cl è pensato per il bar e la colazione in hotel.',
          'The 20 cl size is designed for bars and hotel breakfasts.',
        ),
      ],
    ),
    style: 'classico',
    taste: 'fruttato',
    sheet: compact({
      format: format(rng, [
        ['20 cl', 50],
        ['75 cl', 25],
        ['1 l', 25],
      ]),
      fruity: bi(o.f.it.charAt(0).toUpperCase() + o.f.it.slice(1), o.f.en.charAt(0).toUpperCase() + o.f.en.slice(1)),
      harvest: maybe(rng, 0.5, () =>
        bi('Frutta raccolta a mano a piena maturazione', 'Fruit hand-picked at full ripeness'),
      ),
      aromas: aromasField(nose),
      organoleptic: organoleptic(rng, o.c, nose, palate),
      sugar: 'Senza zuccheri aggiunti',
      cocktail:
        o.f.en === 'tomatoes'
          ? bi(
              'Bloody Mary: vodka, succo di pomodoro, limone, Worcestershire e tabasco',
              'Bloody Mary: vodka, tomato juice, lemon, Worcestershire and Tabasco',
            )
          : undefined,
    }),
    look: look(rng, 'can', GLASS.flint, o.c),
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Alcohol-free

export function makeAlcoholFreeSpirit(ctx: Ctx): Made {
  const { rng, p } = ctx
  const b = p.brand
  const v = rng.pick([
    bi('Botanico Zero', 'Botanical Zero'),
    bi('Agrumi 0,0', 'Citrus 0.0'),
    bi('Ginepro Zero', 'Juniper Zero'),
    bi('Speziato Analcolico', 'Spiced Alcohol-Free'),
    bi('Giardino Zero', 'Garden Zero'),
    bi('Affumicato Zero', 'Smoked Zero'),
  ])
  const nose = rng.sample(
    [
      bi('ginepro', 'juniper'),
      bi('scorza di limone', 'lemon peel'),
      bi('cardamomo', 'cardamom'),
      bi('rosmarino', 'rosemary'),
      bi('pepe rosa', 'pink pepper'),
      bi('basilico', 'basil'),
    ],
    3,
  )
  const palate = bi(
    'il sorso è secco, aromatico e sorprendentemente strutturato',
    'the palate is dry, aromatic and surprisingly structured',
  )
  return {
    title: bi(`${b} ${v.it}`, `${b} ${v.en}`),
    color: 'trasparente',
    description: describe(
      rng,
      bi(
        `Distillato analcolico ${p.place.of.it}: botaniche distillate in acqua, senza alcol e senza zucchero.`,
        `An alcohol-free spirit ${p.place.of.en}: botanicals distilled in water, with no alcohol and no sugar.`,
      ),
      tasting(rng, nose, palate, bi('pepato', 'peppery')),
      [
        bi(
          'Permette di offrire un vero cocktail a chi guida o non beve.',
          'It lets you serve a real cocktail to drivers and non-drinkers.',
        ),
        bi('Con tonica e ghiaccio sostituisce il gin nel Gin Tonic.', 'With tonic and ice it replaces gin in a G&T.'),
      ],
    ),
    style: 'botanico',
    taste: rng.pick(['secco', 'erbaceo']),
    sheet: compact({
      format: format(rng, [
        ['70 cl', 70],
        ['50 cl', 30],
      ]),
      alcohol: 0,
      sugar: '0 g/l',
      aromas: aromasField(nose),
      organoleptic: organoleptic(rng, 'trasparente', nose, palate),
      cocktail: bi(
        'Zero Tonic: 5 cl di distillato analcolico, tonica, ghiaccio e una scorza di pompelmo',
        'Zero Tonic: 5 cl alcohol-free spirit, tonic, ice and a grapefruit twist',
      ),
      notes: bi(
        "Alcol inferiore allo 0,5% vol; dopo l'apertura conservare in frigorifero",
        'Below 0.5% abv; once opened keep refrigerated',
      ),
    }),
    look: look(rng, 'round', GLASS.frosted, 'trasparente', ['#ffffff', '#1e5b5e', '#24402f']),
  }
}

export function makeAlcoholFreeAperitif(ctx: Ctx): Made {
  const { rng, p } = ctx
  const b = p.brand
  const v = rng.pick([
    { t: bi(`Aperitivo Analcolico ${b} Rosso`, `${b} Alcohol-Free Red Aperitivo`), c: 'rosso' },
    { t: bi(`Bitter Analcolico ${b}`, `${b} Alcohol-Free Bitter`), c: 'rosso' },
    { t: bi(`${b} Spritz Zero`, `${b} Spritz Zero`), c: 'ambrato' },
    { t: bi(`Aperitivo Analcolico ${b} Bianco`, `${b} Alcohol-Free White Aperitivo`), c: 'bianco' },
  ])
  const nose = rng.sample(BITTER_BOTANICALS, 3)
  const palate = bi(
    'il sorso è dolce-amaro, fresco e dissetante',
    'the palate is bittersweet, fresh and thirst-quenching',
  )
  return {
    title: v.t,
    color: v.c,
    description: describe(
      rng,
      bi(
        `Aperitivo senza alcol ${p.place.of.it}, con estratti di ${list(nose).it}.`,
        `An alcohol-free aperitivo ${p.place.of.en}, with extracts of ${list(nose).en}.`,
      ),
      tasting(rng, nose, palate, rng.pick(FINISH)),
      [
        bi(
          "Con soda e una fetta d'arancia è il rito dell'aperitivo, per tutti.",
          'With soda and an orange slice it is the aperitivo ritual, for everyone.',
        ),
      ],
    ),
    style: 'moderno',
    taste: 'amaro',
    sheet: compact({
      format: format(rng, [
        ['20 cl', 40],
        ['50 cl', 30],
        ['70 cl', 30],
      ]),
      alcohol: 0,
      sugar: `${rng.int(4, 12) * 10} g/l`,
      aromas: aromasField(nose),
      organoleptic: organoleptic(rng, v.c, nose, palate),
      cocktail: bi(
        'Spritz analcolico: aperitivo, vino dealcolato frizzante e soda',
        'Alcohol-free Spritz: aperitivo, sparkling alcohol-free wine and soda',
      ),
    }),
    look: look(rng, 'tall', GLASS.extraFlint, v.c),
  }
}

export function makeAlcoholFreeWine(ctx: Ctx): Made {
  const { rng, p } = ctx
  const b = p.brand
  const v = rng.pick([
    { t: bi(`${b} Bianco Dealcolato`, `${b} Alcohol-Free White`), c: 'bianco', g: 'Chardonnay', sparkling: false },
    { t: bi(`${b} Rosso Dealcolato`, `${b} Alcohol-Free Red`), c: 'rosso', g: 'Merlot, Sangiovese', sparkling: false },
    {
      t: bi(`${b} Bollicine 0,0`, `${b} Alcohol-Free Sparkling`),
      c: 'bianco',
      g: 'Glera, Chardonnay',
      sparkling: true,
    },
    { t: bi(`${b} Rosato Dealcolato`, `${b} Alcohol-Free Rosé`), c: 'rosato', g: 'Pinot Nero', sparkling: false },
  ])
  const nose = rng.sample(
    [
      bi('mela verde', 'green apple'),
      bi('fiori bianchi', 'white flowers'),
      bi('frutti rossi', 'red berries'),
      bi('agrumi', 'citrus'),
      bi('pesca', 'peach'),
    ],
    3,
  )
  const palate = bi(
    'il sorso è fresco, vinoso e di buona acidità',
    'the palate is fresh, vinous and bright with acidity',
  )
  return {
    title: v.t,
    color: v.c,
    description: describe(
      rng,
      bi(
        `Vino di ${v.g} privato dell'alcol per evaporazione sottovuoto a bassa temperatura, che ne preserva i profumi.`,
        `A ${v.g} wine with its alcohol removed by low-temperature vacuum evaporation, which preserves its aromas.`,
      ),
      tasting(rng, nose, palate, bi('pulito', 'clean')),
      [
        bi(
          'Una risposta concreta alle richieste di chi sceglie di non bere alcol.',
          'A real answer for guests who choose not to drink alcohol.',
        ),
      ],
    ),
    style: 'moderno',
    taste: rng.pick(['fruttato', 'secco']),
    sheet: compact({
      format: '75 cl',
      alcohol: 0,
      grapes: bi(v.g, v.g),
      vinification: bi(
        'Vinificazione tradizionale, poi dealcolazione sottovuoto a 30 °C',
        'Traditional winemaking, then vacuum dealcoholisation at 30 °C',
      ),
      sparklingMethod: v.sparkling ? bi('Metodo Martinotti (Charmat)', 'Martinotti (Charmat) method') : undefined,
      aromas: aromasField(nose),
      organoleptic: organoleptic(rng, v.c, nose, palate),
      pairings: bi('Aperitivo, antipasti di pesce e verdure', 'Aperitivo, fish and vegetable starters'),
      sugar: `${rng.int(15, 40)} g/l`,
    }),
    look: look(rng, 'bordeaux', GLASS.green, v.c),
  }
}
