import type { Bi } from '../../types'
import {
  abv,
  AFTER_DINNER,
  aromasField,
  awards,
  breedingOf,
  CATALOGUE_YEAR,
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
  tasting,
  vineyardFields,
  WINE_75,
} from '../kit'
import { An, bi } from '../text'

/** Vermouth, chinato and fortified wines. */

const VERMOUTH_BOTANICALS: readonly Bi[] = [
  bi('assenzio maggiore', 'grand wormwood'),
  bi('assenzio gentile', 'Roman wormwood'),
  bi("scorza d'arancia", 'orange peel'),
  bi('vaniglia', 'vanilla'),
  bi('chiodi di garofano', 'clove'),
  bi('china', 'cinchona'),
  bi('genziana', 'gentian'),
  bi('camomilla', 'chamomile'),
  bi('cannella', 'cinnamon'),
  bi('coriandolo', 'coriander'),
  bi('sambuco', 'elderflower'),
  bi('rabarbaro', 'rhubarb'),
  bi('cardamomo', 'cardamom'),
  bi('noce moscata', 'nutmeg'),
  bi('iris', 'orris'),
]
const FINISH: readonly Bi[] = [
  bi('amaricante e lungo', 'bitter-edged and long'),
  bi('fresco e speziato', 'fresh and spicy'),
  bi('morbido', 'soft'),
  bi('balsamico', 'balsamic'),
]

const VERMOUTH_COCKTAILS: readonly Bi[] = [
  bi('Negroni: gin, vermouth rosso e bitter in parti uguali', 'Negroni: equal parts gin, red vermouth and bitter'),
  bi(
    'Manhattan: rye whiskey, vermouth rosso e bitter aromatico',
    'Manhattan: rye whiskey, red vermouth and aromatic bitters',
  ),
  bi('Americano: vermouth rosso, bitter e soda', 'Americano: red vermouth, bitter and soda'),
  bi(
    "Vermouth & Tonic: vermouth, acqua tonica e una scorza d'arancia",
    'Vermouth & Tonic: vermouth, tonic water and an orange twist',
  ),
  bi('Martini Dry: gin e vermouth extra dry', 'Dry Martini: gin and extra dry vermouth'),
]

export function makeVermouth(ctx: Ctx): Made {
  const { rng, p } = ctx
  const b = p.brand
  const piedmont = p.place.region === 'piemonte'
  const spain = p.place.country === 'spagna'
  const savoy = p.place.key === 'savoia'
  const style = rng.weighted([
    ['rosso', 5],
    ['bianco', 3],
    ['dry', 1.5],
    ['ambrato', 1],
    ['rosato', 0.8],
  ] as const)
  const superiore = piedmont && rng.chance(0.35)
  const riserva = !superiore && rng.chance(0.15)
  const names: Record<typeof style, Bi> = {
    rosso: bi('Rosso', 'Red'),
    bianco: bi('Bianco', 'Bianco'),
    dry: bi('Extra Dry', 'Extra Dry'),
    ambrato: bi('Ambrato', 'Amber'),
    rosato: bi('Rosato', 'Rosé'),
  }
  const n = names[style]
  let title: Bi
  if (spain)
    title = bi(
      `Vermut ${b} ${style === 'rosso' ? 'Rojo' : style === 'bianco' ? 'Blanco' : n.it}`,
      `${b} Vermut ${style === 'rosso' ? 'Rojo' : style === 'bianco' ? 'Blanco' : n.en}`,
    )
  else if (savoy)
    title = bi(
      `Vermouth de Chambéry ${b} ${style === 'dry' ? 'Dry' : n.it}`,
      `${b} Vermouth de Chambéry ${style === 'dry' ? 'Dry' : n.en}`,
    )
  else if (piedmont && rng.chance(0.5))
    title = bi(
      `Vermouth di Torino ${superiore ? 'Superiore ' : ''}${n.it} ${b}`,
      `${b} Vermouth di Torino ${superiore ? 'Superiore ' : ''}${n.en}`,
    )
  else
    title = bi(`Vermouth ${b} ${n.it}${riserva ? ' Riserva' : ''}`, `${b} ${riserva ? 'Reserve ' : ''}${n.en} Vermouth`)
  const color = style === 'rosso' ? 'rosso' : style === 'ambrato' ? 'ambrato' : style === 'rosato' ? 'rosato' : 'bianco'
  const botanicals = [VERMOUTH_BOTANICALS[rng.int(0, 1)], ...rng.sample(VERMOUTH_BOTANICALS.slice(2), rng.int(3, 5))]
  const nose = botanicals.slice(0, 3)
  const palate =
    style === 'dry'
      ? bi('il sorso è secco, fresco e appena amaricante', 'the palate is dry, fresh and gently bitter')
      : rng.pick([
          bi(
            "il sorso è dolce, speziato e ben bilanciato dall'amaro",
            'the palate is sweet, spicy and well balanced by bitterness',
          ),
          bi('il sorso è morbido e vinoso', 'the palate is soft and vinous'),
        ])
  const localWhites = (p.place.grapes ?? []).filter((g) => !g.red && !/,/.test(g.varieties)).map((g) => g.varieties)
  const wine = piedmont
    ? rng.pick(['Moscato', 'Cortese e Moscato', 'Arneis', 'Favorita'])
    : spain
      ? 'Macabeo e Garnacha'
      : savoy
        ? 'Jacquère'
        : localWhites.length
          ? rng.pick(localWhites)
          : rng.pick(['Trebbiano', 'Catarratto', 'Garganega', 'Vermentino'])
  const total = botanicals.length + rng.int(6, 20)
  const intro = bi(
    `Vermouth ${n.it.toLowerCase()} ${p.place.of.it}, da vino bianco di ${wine} aromatizzato con ${total} botaniche.`,
    `${An(n.en.toLowerCase())} vermouth ${p.place.of.en}, from ${wine.replace(' e ', ' and ')} white wine aromatised with ${total} botanicals.`,
  )
  const denomination = savoy
    ? bi('Vermouth de Chambéry AOC', 'Vermouth de Chambéry AOC')
    : piedmont
      ? bi(
          `Vermouth di Torino ${superiore ? 'Superiore ' : ''}IGP`,
          `Vermouth di Torino ${superiore ? 'Superiore ' : ''}IGP`,
        )
      : undefined
  const sugar = style === 'dry' ? `${rng.int(10, 30)} g/l` : `${rng.int(12, 17) * 10} g/l`
  return {
    title,
    color,
    description: describe(rng, intro, tasting(rng, nose, palate, rng.pick(FINISH)), [
      bi(
        'Le botaniche sono infuse separatamente e assemblate al vino con alcol di vino e zucchero di canna caramellato.',
        'The botanicals are infused separately and blended into the wine with grape spirit and caramelised cane sugar.',
      ),
      style === 'dry'
        ? bi('Il vermouth giusto per un Martini asciutto e nitido.', 'The right vermouth for a crisp, dry Martini.')
        : bi(
            "Da bere on the rocks con una scorza d'arancia, o al centro di un Negroni.",
            'Drink it on the rocks with an orange twist, or at the heart of a Negroni.',
          ),
    ]),
    style: riserva || superiore ? 'classico' : rng.pick(['classico', 'botanico', 'speziato']),
    taste: style === 'dry' ? 'secco' : rng.pick(['dolce', 'amaro', 'erbaceo']),
    sheet: compact({
      format: format(rng, [
        ['75 cl', 60],
        ['1 l', 25],
        ['50 cl', 10],
        ['37,5 cl', 5],
      ]),
      alcohol: superiore ? abv(rng, 17, 18) : abv(rng, 16, 18),
      sugar,
      denomination,
      grapes: bi(wine, wine.replace(' e ', ' and ')),
      vinification: maybe(rng, 0.6, () =>
        bi(
          'Vino base bianco vinificato a bassa temperatura, aromatizzato e fortificato con alcol di vino',
          'White base wine fermented cool, aromatised and fortified with grape spirit',
        ),
      ),
      harvest: maybe(rng, 0.3, () => bi('Manuale, a metà settembre', 'By hand, in mid-September')),
      soil: p.place.country === 'italia' ? maybe(rng, 0.3, () => soilOf(p.place.key)) : undefined,
      breeding: p.place.country === 'italia' ? maybe(rng, 0.2, () => breedingOf(p.place.key, rng)) : undefined,
      aromas: aromasField(botanicals),
      organoleptic: organoleptic(rng, color, nose, palate),
      ageing: maybe(rng, riserva || superiore ? 1 : 0.3, () =>
        ((m: number) => bi(`${m} mesi in botti di rovere`, `${m} months in oak casks`))(rng.int(3, 12)),
      ),
      cocktail:
        style === 'rosso'
          ? rng.pick(VERMOUTH_COCKTAILS.slice(0, 4))
          : style === 'dry'
            ? rng.pick(VERMOUTH_COCKTAILS.slice(3))
            : rng.pick([
                VERMOUTH_COCKTAILS[3],
                bi(
                  `Spritz al vermouth: vermouth ${n.it.toLowerCase()}, prosecco, soda e una fetta di limone`,
                  `Vermouth Spritz: ${n.en.toLowerCase()} vermouth, prosecco, soda and a lemon slice`,
                ),
              ]),
      notes: bi(
        "Dopo l'apertura conservare in frigorifero e consumare entro sei settimane",
        'Once opened keep refrigerated and drink within six weeks',
      ),
      awards: maybe(rng, 0.12, () => awards(rng)),
      curiosity: maybe(rng, 0.2, () =>
        rng.pick([
          bi(
            'Il vermouth nasce a Torino nel 1786: il nome viene dal tedesco "Wermut", assenzio.',
            'Vermouth was born in Turin in 1786: the name comes from the German "Wermut", wormwood.',
          ),
          bi(
            "Per il disciplinare l'assenzio deve provenire dal Piemonte.",
            'Under the rules the wormwood must come from Piedmont.',
          ),
        ]),
      ),
    }),
    look: look(rng, 'bordeaux', rng.pick([GLASS.flint, GLASS.extraFlint, GLASS.green]), color),
  }
}

export function makeChinato(ctx: Ctx): Made {
  const { rng, p } = ctx
  const b = p.brand
  const barolo = p.place.key === 'langhe' && rng.chance(0.7)
  const title = barolo
    ? bi(`Barolo Chinato ${b}`, `${b} Barolo Chinato`)
    : rng.pick([
        () => bi(`Vino Chinato ${b}`, `${b} Chinato Wine`),
        () => bi(`Nebbiolo Chinato ${b}`, `${b} Nebbiolo Chinato`),
        () => bi(`Chinato ${b} al Moscato`, `${b} Moscato Chinato`),
      ])()
  const nose = [
    bi('china', 'cinchona'),
    ...rng.sample(
      [
        bi('rabarbaro', 'rhubarb'),
        bi('cardamomo', 'cardamom'),
        bi('ciliegia sotto spirito', 'brandied cherry'),
        bi('cacao', 'cocoa'),
        bi('vaniglia', 'vanilla'),
      ],
      2,
    ),
  ]
  const palate = bi('il sorso è vinoso, amaro e dolce insieme', 'the palate is vinous, bitter and sweet at once')
  const grapes =
    barolo || /Nebbiolo/.test(title.it)
      ? 'Nebbiolo'
      : /Moscato/.test(title.it)
        ? 'Moscato Bianco'
        : rng.pick(['Nebbiolo', 'Barbera', "Nero d'Avola"])
  return {
    title,
    color: barolo || grapes !== 'Moscato Bianco' ? 'rosso' : 'ambrato',
    description: describe(
      rng,
      bi(
        `${barolo ? 'Barolo DOCG' : `Vino di ${grapes}`} aromatizzato con corteccia di china calissaia e spezie, secondo l'antica ricetta dei farmacisti piemontesi.`,
        `${barolo ? 'Barolo DOCG' : `${grapes} wine`} aromatised with calisaya cinchona bark and spices, following the old recipe of Piedmontese apothecaries.`,
      ),
      tasting(rng, nose, palate, bi('lungo e amaricante', 'long and bitter')),
      [
        bi(
          'Un vino da meditazione, ideale con il cioccolato fondente.',
          'A wine for sipping slowly, ideal with dark chocolate.',
        ),
        bi(
          "D'inverno si beve anche caldo, come rimedio della nonna.",
          "In winter it is also drunk warm, as a grandmother's remedy.",
        ),
      ],
    ),
    style: 'classico',
    taste: 'amaro',
    sheet: compact({
      format: format(rng, [
        ['50 cl', 50],
        ['75 cl', 40],
        ['37,5 cl', 10],
      ]),
      alcohol: abv(rng, 16, 17),
      sugar: `${rng.int(12, 18) * 10} g/l`,
      denomination: barolo ? bi('Barolo Chinato DOCG', 'Barolo Chinato DOCG') : undefined,
      ...vineyardFields(rng, {
        grapes: bi(grapes, grapes),
        soil: soilOf(p.place.key),
        breeding: breedingOf(p.place.key, rng),
        altitude: p.place.altitude,
      }),
      aromas: aromasField(nose),
      organoleptic: organoleptic(rng, 'rosso', nose, palate),
      pairings: bi('Cioccolato fondente, torta di nocciole', 'Dark chocolate, hazelnut cake'),
      curiosity: maybe(rng, 0.3, () =>
        bi(
          'Nato come tonico di farmacia a fine Ottocento, oggi è un vino da dessert ricercato.',
          'Born as a pharmacy tonic in the late nineteenth century, it is now a sought-after dessert wine.',
        ),
      ),
    }),
    look: look(rng, 'bordeaux', GLASS.dark, 'rosso', ['#f4ecd8', '#5b1a2a', '#1c1c1c']),
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Fortified

const FORTIFIED_NOSE: readonly Bi[] = [
  bi('frutta secca', 'dried fruit'),
  bi('dattero', 'date'),
  bi('caramello', 'caramel'),
  bi('noce', 'walnut'),
  bi('mandorla tostata', 'toasted almond'),
  bi('fico secco', 'dried fig'),
  bi('uvetta', 'raisins'),
  bi('miele', 'honey'),
  bi("scorza d'arancia candita", 'candied orange peel'),
  bi('tabacco', 'tobacco'),
]
const FORTIFIED_PALATE: readonly Bi[] = [
  bi('il sorso è caldo, sapido e avvolgente', 'the palate is warm, savoury and mouth-filling'),
  bi('dolcezza e acidità si inseguono a lungo', 'sweetness and acidity chase each other for a long time'),
  bi('il sorso è secco, salmastro e nervoso', 'the palate is dry, saline and taut'),
]

export function makeMarsala(ctx: Ctx): Made {
  const { rng, p } = ctx
  const b = p.brand
  const cat = rng.weighted([
    ['Fine', 1],
    ['Superiore', 3],
    ['Superiore Riserva', 2],
    ['Vergine', 2],
    ['Vergine Riserva', 1],
  ] as const)
  const vergine = cat.startsWith('Vergine')
  const colour = vergine
    ? rng.pick(['Oro', 'Ambra'])
    : rng.weighted([
        ['Oro', 3],
        ['Ambra', 2],
        ['Rubino', 1],
      ] as const)
  const sweet = vergine ? 'Secco' : rng.pick(['Secco', 'Semisecco', 'Dolce'])
  const en: Record<string, string> = {
    Oro: 'Gold',
    Ambra: 'Amber',
    Rubino: 'Ruby',
    Secco: 'Dry',
    Semisecco: 'Medium-Dry',
    Dolce: 'Sweet',
  }
  const years: Record<string, number> = {
    Fine: 1,
    Superiore: 2,
    'Superiore Riserva': 4,
    Vergine: 5,
    'Vergine Riserva': 10,
  }
  const age = years[cat] + rng.int(0, cat === 'Vergine Riserva' ? 10 : 3)
  const vintage = vergine && rng.chance(0.25) ? String(rng.int(1985, CATALOGUE_YEAR - 12)) : undefined
  const title = vintage
    ? bi(`Marsala Vergine ${b} Millesimato ${vintage}`, `${b} Marsala Vergine Vintage ${vintage}`)
    : rng.pick([
        () => bi(`Marsala ${cat} ${colour} ${sweet}`, `Marsala ${cat} ${en[colour]} ${en[sweet]}`),
        () => bi(`Marsala ${cat} ${b} ${age} anni`, `${b} Marsala ${cat} ${age} Year Old`),
        () =>
          vergine
            ? bi(`Marsala Vergine Soleras ${b}`, `${b} Marsala Vergine Soleras`)
            : bi(`Marsala ${cat} ${colour} ${b}`, `${b} Marsala ${cat} ${en[colour]}`),
      ])()
  const color = colour === 'Rubino' ? 'rosso' : colour === 'Oro' ? 'oro' : 'ambrato'
  const grapes =
    colour === 'Rubino'
      ? "Nero d'Avola, Perricone, Nerello Mascalese"
      : rng.pick(['Grillo', 'Grillo, Catarratto', 'Grillo, Inzolia, Catarratto'])
  const nose = rng.sample(FORTIFIED_NOSE, 3)
  const palate = sweet === 'Secco' ? FORTIFIED_PALATE[2] : rng.pick(FORTIFIED_PALATE.slice(0, 2))
  const sugar =
    sweet === 'Secco'
      ? `${rng.int(10, 38)} g/l`
      : sweet === 'Semisecco'
        ? `${rng.int(45, 95)} g/l`
        : `${rng.int(11, 15) * 10} g/l`
  return {
    title,
    color,
    description: describe(
      rng,
      bi(
        `Marsala ${cat.toLowerCase()} ${vintage ? `dell'annata ${vintage}` : `con ${age} anni di affinamento`}, da uve ${grapes} coltivate ad alberello vicino al mare.`,
        `A Marsala ${cat} ${vintage ? `from the ${vintage} vintage` : `aged for ${age} years`}, from ${grapes} bush vines grown near the sea.`,
      ),
      tasting(rng, nose, palate, bi('lunghissimo e sapido', 'very long and savoury')),
      [
        vergine
          ? bi(
              'Nessun mosto cotto né mistella: solo vino e acquavite, invecchiati in solera.',
              'No cooked must or mistella: only wine and grape spirit, aged in solera.',
            )
          : bi(
              'Il vino è fortificato con acquavite di vino e affinato in botti di rovere nei bagli sul mare.',
              'The wine is fortified with grape spirit and aged in oak casks in the seaside bagli.',
            ),
        sweet === 'Secco'
          ? bi(
              'Servito fresco è un aperitivo sorprendente con mandorle tostate e formaggi stagionati.',
              'Served cool it makes a surprising aperitif with toasted almonds and aged cheeses.',
            )
          : bi(
              'Il compagno naturale di cannoli, cassata e pasticceria di mandorle.',
              'The natural partner for cannoli, cassata and almond pastries.',
            ),
      ],
    ),
    style: age >= 5 ? 'invecchiato' : 'classico',
    taste: sweet === 'Secco' ? rng.pick(['secco', 'sapido']) : 'dolce',
    sheet: compact({
      format: format(rng, [
        ['75 cl', 60],
        ['50 cl', 30],
        ['37,5 cl', 10],
      ]),
      alcohol: abv(rng, 18, 20),
      vintage,
      denomination: bi(`Marsala ${cat} DOC`, `Marsala ${cat} DOC`),
      sugar,
      ...vineyardFields(rng, {
        grapes: bi(grapes, grapes),
        soil: soilOf('marsala'),
        breeding: bi('Alberello marsalese', 'Marsala bush vines (alberello)'),
        altitude: [0, 150],
      }),
      vinification: maybe(rng, 0.7, () =>
        bi(
          'Fermentazione in acciaio, fortificazione con acquavite di vino',
          'Fermented in steel, fortified with grape spirit',
        ),
      ),
      ageing: bi(
        `${age} anni in botti di rovere${vergine ? ' con metodo soleras' : ''}`,
        `${age} years in oak casks${vergine ? ' in a solera system' : ''}`,
      ),
      cask: bi('Rovere di Slavonia e rovere americano', 'Slavonian and American oak'),
      aromas: aromasField(nose),
      organoleptic: organoleptic(rng, color, nose, palate),
      pairings: aromasField(
        sweet === 'Secco'
          ? [bi('Mandorle tostate', 'Toasted almonds'), bi('Formaggi stagionati', 'Aged cheeses')]
          : [bi('Cannoli siciliani', 'Sicilian cannoli'), bi('Formaggi erborinati', 'Blue cheeses')],
      ),
      awards: maybe(rng, 0.15, () => awards(rng)),
      curiosity: maybe(rng, 0.25, () =>
        bi(
          "Fu il mercante inglese John Woodhouse, nel 1773, a fortificare per primo il vino di Marsala per il viaggio verso l'Inghilterra.",
          'It was the English merchant John Woodhouse who, in 1773, first fortified Marsala wine for the voyage to England.',
        ),
      ),
    }),
    look: look(rng, 'bordeaux', rng.pick([GLASS.flint, GLASS.amber]), color, [
      '#f4ecd8',
      '#5b1a2a',
      '#1c1c1c',
      '#c9a227',
    ]),
  }
}

export function makePort(ctx: Ctx): Made {
  const { rng, p } = ctx
  const b = p.brand
  const kind = rng.weighted([
    ['Ruby Reserve', 2],
    ['Tawny', 3],
    ['LBV', 2],
    ['Vintage', 1],
    ['Colheita', 1],
    ['White', 1.2],
    ['Pink', 0.5],
  ] as const)
  const tawnyAge = rng.pick([10, 20, 30, 40])
  const year =
    kind === 'LBV'
      ? rng.int(CATALOGUE_YEAR - 10, CATALOGUE_YEAR - 6)
      : kind === 'Vintage'
        ? rng.pick([2000, 2003, 2007, 2011, 2016, 2017, 2018])
        : rng.int(1970, CATALOGUE_YEAR - 12)
  let title: Bi
  let color = 'rosso'
  switch (kind) {
    case 'Tawny':
      title = bi(`Porto ${b} Tawny ${tawnyAge} anni`, `${b} ${tawnyAge} Year Old Tawny Port`)
      color = 'ambrato'
      break
    case 'LBV':
      title = bi(`Porto ${b} LBV ${year}`, `${b} Late Bottled Vintage Port ${year}`)
      break
    case 'Vintage':
      title = bi(`Porto Vintage ${year} ${b}`, `${b} Vintage Port ${year}`)
      break
    case 'Colheita':
      title = bi(`Porto ${b} Colheita ${year}`, `${b} Colheita Port ${year}`)
      color = 'ambrato'
      break
    case 'White':
      title = bi(`Porto Bianco ${b} Extra Dry`, `${b} Extra Dry White Port`)
      color = 'oro'
      break
    case 'Pink':
      title = bi(`Porto ${b} Pink`, `${b} Pink Port`)
      color = 'rosato'
      break
    default:
      title = bi(`Porto ${b} Ruby Reserve`, `${b} Ruby Reserve Port`)
  }
  const white = kind === 'White'
  const nose = white
    ? rng.sample(
        [
          bi('mandorla', 'almond'),
          bi('scorza di limone', 'lemon peel'),
          bi('fiori bianchi', 'white flowers'),
          bi('miele', 'honey'),
        ],
        3,
      )
    : color === 'ambrato'
      ? rng.sample(FORTIFIED_NOSE, 3)
      : rng.sample(
          [
            bi('mora', 'blackberry'),
            bi('prugna', 'plum'),
            bi('cioccolato', 'chocolate'),
            bi('violetta', 'violet'),
            bi('ciliegia nera', 'black cherry'),
            bi('pepe', 'pepper'),
          ],
          3,
        )
  const palate = white
    ? bi('il sorso è secco e fresco', 'the palate is dry and fresh')
    : rng.pick(FORTIFIED_PALATE.slice(0, 2))
  const dated = kind === 'LBV' || kind === 'Vintage' || kind === 'Colheita'
  const grapes = white
    ? 'Malvasia Fina, Gouveio, Viosinho, Rabigato'
    : 'Touriga Nacional, Touriga Franca, Tinta Roriz, Tinta Barroca'
  return {
    title,
    color,
    description: describe(
      rng,
      bi(
        `Porto ${kind === 'Ruby Reserve' ? 'Ruby Reserve' : kind === 'White' ? 'bianco' : kind} ${p.place.of.it}, da vigneti terrazzati sullo scisto.`,
        `${An(kind === 'White' ? 'white' : kind)} Port ${p.place.of.en}, from terraced vineyards on schist.`,
      ),
      tasting(rng, nose, palate, bi('lungo e dolce', 'long and sweet')),
      [
        bi(
          "La fermentazione è interrotta con acquavite di vino per conservare la dolcezza naturale dell'uva.",
          "Fermentation is stopped with grape spirit to keep the grape's natural sweetness.",
        ),
        white
          ? bi(
              "Con tonica e menta è il Portonic, l'aperitivo di Porto.",
              'With tonic and mint it becomes a Portonic, the aperitif of Porto.',
            )
          : bi(
              'Con formaggi erborinati e cioccolato non ha rivali.',
              'With blue cheese and chocolate it has no rivals.',
            ),
      ],
    ),
    style: color === 'ambrato' ? 'invecchiato' : 'classico',
    taste: white ? 'secco' : 'dolce',
    sheet: compact({
      format: format(rng, WINE_75),
      alcohol: abv(rng, 19, 20.5),
      vintage: dated ? String(year) : undefined,
      denomination: bi('Porto DOC', 'Port DOC'),
      grapes: bi(grapes, grapes),
      soil: bi('Scisto', 'Schist'),
      breeding: maybe(rng, 0.5, () => bi('Terrazzamenti (socalcos e patamares)', 'Terraces (socalcos and patamares)')),
      harvest: maybe(rng, 0.4, () => bi('Manuale, a fine settembre', 'By hand, in late September')),
      vinification: bi(
        'Pigiatura nei lagares, fermentazione interrotta con acquavite di vino',
        'Foot-trodden in lagares, fermentation stopped with grape spirit',
      ),
      ageing:
        kind === 'Tawny'
          ? bi(`Età media ${tawnyAge} anni in botti di rovere`, `Average age ${tawnyAge} years in oak casks`)
          : kind === 'LBV'
            ? bi('4-6 anni in grandi botti', '4-6 years in large vats')
            : kind === 'Vintage'
              ? bi('2 anni in botte, poi in bottiglia', '2 years in cask, then in bottle')
              : maybe(rng, 0.5, () => bi('Alcuni anni in grandi botti di rovere', 'Several years in large oak vats')),
      sugar: white ? `${rng.int(20, 40)} g/l` : `${rng.int(9, 12) * 10} g/l`,
      aromas: aromasField(nose),
      organoleptic: organoleptic(rng, color, nose, palate),
      pairings: aromasField(
        white
          ? [bi('Mandorle salate', 'Salted almonds'), bi('Olive', 'Olives')]
          : [bi('Stilton e formaggi erborinati', 'Stilton and blue cheeses'), rng.pick(AFTER_DINNER)],
      ),
      cocktail: white
        ? bi(
            'Portonic: porto bianco, acqua tonica, menta e limone',
            'Portonic: white port, tonic water, mint and lemon',
          )
        : undefined,
      notes: kind === 'Vintage' ? bi('Decantare prima del servizio', 'Decant before serving') : undefined,
      awards: maybe(rng, 0.15, () => awards(rng)),
    }),
    look: look(rng, 'bordeaux', white ? GLASS.flint : GLASS.dark, color, ['#f4ecd8', '#1c1c1c', '#5b1a2a']),
  }
}

export function makeSherry(ctx: Ctx): Made {
  const { rng, p } = ctx
  const b = p.brand
  const sanlucar = p.data.town.startsWith('Sanlúcar')
  const kind = rng.weighted([
    [sanlucar ? 'Manzanilla' : 'Fino', 3],
    ['Amontillado', 2],
    ['Oloroso', 2.5],
    ['Palo Cortado', 1],
    ['Pedro Ximénez', 2],
    ['Cream', 1],
  ] as const)
  const age = rng.weighted([
    [null, 4],
    [12, 1],
    [15, 0.8],
    [20, 0.6],
    [30, 0.4],
  ] as const)
  const suffix = age === 30 ? ' VORS' : age === 20 ? ' VOS' : ''
  const title =
    kind === 'Manzanilla' || kind === 'Fino'
      ? rng.pick([bi(`${kind} ${b}`, `${b} ${kind}`), bi(`${kind} ${b} En Rama`, `${b} ${kind} En Rama`)])
      : age
        ? bi(`${kind} ${b} ${age} anni${suffix}`, `${b} ${kind} ${age} Year Old${suffix}`)
        : bi(`${kind} ${b}`, `${b} ${kind} Sherry`)
  const bio = kind === 'Fino' || kind === 'Manzanilla'
  const sweet = kind === 'Pedro Ximénez' || kind === 'Cream'
  const color = bio ? 'oro' : kind === 'Pedro Ximénez' ? 'bruno' : kind === 'Cream' ? 'bruno' : 'ambrato'
  const nose = bio
    ? rng.sample(
        [
          bi('mandorla', 'almond'),
          bi('lievito', 'yeast'),
          bi('camomilla', 'chamomile'),
          bi('salsedine', 'sea spray'),
          bi('oliva', 'olive'),
        ],
        3,
      )
    : sweet
      ? rng.sample(
          [
            bi('uvetta', 'raisins'),
            bi('dattero', 'date'),
            bi('fico', 'fig'),
            bi('melassa', 'molasses'),
            bi('caffè', 'coffee'),
          ],
          3,
        )
      : rng.sample(FORTIFIED_NOSE, 3)
  const palate = bio
    ? bi('il sorso è secchissimo, salino e tagliente', 'the palate is bone-dry, saline and sharp')
    : sweet
      ? bi('il sorso è denso, dolcissimo e vellutato', 'the palate is dense, very sweet and velvety')
      : FORTIFIED_PALATE[2]
  const ageingIt = bio
    ? 'Invecchiamento biologico sotto velo di flor'
    : kind === 'Amontillado' || kind === 'Palo Cortado'
      ? 'Invecchiamento biologico poi ossidativo'
      : 'Invecchiamento ossidativo'
  const ageingEn = bio
    ? 'Biological ageing under a layer of flor'
    : kind === 'Amontillado' || kind === 'Palo Cortado'
      ? 'Biological then oxidative ageing'
      : 'Oxidative ageing'
  return {
    title,
    color,
    description: describe(
      rng,
      bi(
        `${kind} ${p.place.of.it}, da ${kind === 'Pedro Ximénez' ? 'uve Pedro Ximénez appassite al sole' : 'uve Palomino'} e invecchiato nel sistema di criaderas y soleras.`,
        `${An(kind)} ${p.place.of.en}, from ${kind === 'Pedro Ximénez' ? 'sun-dried Pedro Ximénez grapes' : 'Palomino grapes'} and aged through criaderas y soleras.`,
      ),
      tasting(rng, nose, palate, bi('lunghissimo', 'very long')),
      [
        bi(
          `${ageingIt} in botti di rovere americano${age ? `, con un'età media di ${age} anni` : ''}.`,
          `${ageingEn} in American oak butts${age ? `, with an average age of ${age} years` : ''}.`,
        ),
        bio
          ? bi(
              "Servito freddissimo con jamón e mandorle è l'aperitivo andaluso per eccellenza.",
              'Served ice-cold with jamón and almonds it is the Andalusian aperitif par excellence.',
            )
          : sweet
            ? bi(
                'Versato sul gelato alla vaniglia diventa un dessert istantaneo.',
                'Poured over vanilla ice cream it makes an instant dessert.',
              )
            : null,
      ],
    ),
    style: age ? 'invecchiato' : 'classico',
    taste: sweet ? 'dolce' : bio ? 'sapido' : 'secco',
    sheet: compact({
      format: format(rng, [
        ['75 cl', 70],
        ['37,5 cl', 20],
        ['50 cl', 10],
      ]),
      alcohol: bio ? 15 : sweet ? abv(rng, 17, 18) : abv(rng, 18, 21),
      denomination:
        sanlucar && kind === 'Manzanilla'
          ? bi('Manzanilla-Sanlúcar de Barrameda DO', 'Manzanilla-Sanlúcar de Barrameda DO')
          : bi('Jerez-Xérès-Sherry DO', 'Jerez-Xérès-Sherry DO'),
      grapes: bi(
        kind === 'Pedro Ximénez' ? 'Pedro Ximénez' : kind === 'Cream' ? 'Palomino, Pedro Ximénez' : 'Palomino Fino',
        kind === 'Pedro Ximénez' ? 'Pedro Ximénez' : kind === 'Cream' ? 'Palomino, Pedro Ximénez' : 'Palomino Fino',
      ),
      soil: bi('Albariza (calcare bianco)', 'Albariza (white chalk)'),
      ageing: bi(ageingIt, ageingEn),
      sugar: sweet ? `${kind === 'Pedro Ximénez' ? rng.int(35, 45) * 10 : rng.int(12, 15) * 10} g/l` : '< 5 g/l',
      aromas: aromasField(nose),
      organoleptic: organoleptic(rng, color, nose, palate),
      pairings: aromasField(
        bio
          ? [bi('Jamón ibérico', 'Ibérico ham'), bi('Crudi di mare', 'Raw seafood')]
          : sweet
            ? [bi('Gelato alla vaniglia', 'Vanilla ice cream'), bi('Formaggi erborinati', 'Blue cheeses')]
            : [bi('Consommé', 'Consommé'), bi('Formaggi stagionati', 'Aged cheeses')],
      ),
      notes: bio
        ? bi(
            'Servire a 7-9 °C; una volta aperto, consumare in pochi giorni',
            'Serve at 7-9 °C; once opened, drink within a few days',
          )
        : undefined,
      curiosity: maybe(rng, 0.25, () =>
        bi(
          "Il flor è uno strato di lieviti che protegge il vino dall'ossigeno e gli dona note di mandorla e pane.",
          'Flor is a layer of yeast that shields the wine from oxygen and gives it notes of almond and bread.',
        ),
      ),
    }),
    look: look(rng, 'bordeaux', GLASS.flint, color, ['#f4ecd8', '#1c1c1c', '#5b1a2a', '#ffffff']),
  }
}

export function makeMadeira(ctx: Ctx): Made {
  const { rng, p } = ctx
  const b = p.brand
  const grape = rng.weighted([
    ['Sercial', 1],
    ['Verdelho', 1],
    ['Boal', 1.2],
    ['Malvasia', 1.5],
    ['Rainwater', 0.6],
  ] as const)
  const age = rng.pick([5, 10, 15, 20])
  const colheita = grape !== 'Rainwater' && rng.chance(0.2) ? String(rng.int(1980, CATALOGUE_YEAR - 8)) : undefined
  const title =
    grape === 'Rainwater'
      ? bi(`Madeira ${b} Rainwater`, `${b} Rainwater Madeira`)
      : colheita
        ? bi(`Madeira ${b} ${grape} Colheita ${colheita}`, `${b} ${grape} Colheita Madeira ${colheita}`)
        : bi(`Madeira ${b} ${grape} ${age} anni`, `${b} ${age} Year Old ${grape} Madeira`)
  const sweetness: Record<string, Bi> = {
    Sercial: bi('secco', 'dry'),
    Verdelho: bi('semisecco', 'medium dry'),
    Boal: bi('semidolce', 'medium sweet'),
    Malvasia: bi('dolce', 'sweet'),
    Rainwater: bi('semisecco', 'medium dry'),
  }
  const s = sweetness[grape]
  const nose = rng.sample(FORTIFIED_NOSE, 3)
  const palate = grape === 'Sercial' ? FORTIFIED_PALATE[2] : rng.pick(FORTIFIED_PALATE.slice(0, 2))
  const color = grape === 'Malvasia' || grape === 'Boal' ? 'ambrato' : 'oro'
  return {
    title,
    color,
    description: describe(
      rng,
      bi(
        `Madeira ${s.it} da uve ${grape === 'Rainwater' ? 'Tinta Negra' : grape}, invecchiato con il metodo canteiro nei sottotetti caldi di Funchal.`,
        `A ${s.en} Madeira from ${grape === 'Rainwater' ? 'Tinta Negra' : grape}, aged by the canteiro method in the warm lofts of Funchal.`,
      ),
      tasting(rng, nose, palate, bi('interminabile e tagliente', 'endless and incisive')),
      [
        bi(
          "Il calore e l'ossigeno, che rovinerebbero qualsiasi altro vino, qui creano complessità.",
          'Heat and oxygen, which would ruin any other wine, create complexity here.',
        ),
        bi('Una volta aperto si conserva per mesi.', 'Once opened it keeps for months.'),
      ],
    ),
    style: 'invecchiato',
    taste: grape === 'Sercial' ? 'secco' : grape === 'Malvasia' ? 'dolce' : 'sapido',
    sheet: compact({
      format: format(rng, [
        ['75 cl', 60],
        ['50 cl', 40],
      ]),
      alcohol: abv(rng, 19, 20),
      vintage: colheita,
      denomination: bi('Madeira DOP', 'Madeira PDO'),
      grapes: bi(grape === 'Rainwater' ? 'Tinta Negra' : grape, grape === 'Rainwater' ? 'Tinta Negra' : grape),
      soil: bi('Basalto vulcanico', 'Volcanic basalt'),
      breeding: maybe(rng, 0.5, () => bi('Pergola (latada) su terrazze', 'Pergola (latada) on terraces')),
      ageing: colheita
        ? bi(`Almeno 5 anni in botte, annata ${colheita}`, `At least 5 years in cask, vintage ${colheita}`)
        : bi(`Età media ${age} anni, metodo canteiro`, `Average age ${age} years, canteiro method`),
      sugar:
        grape === 'Sercial'
          ? `${rng.int(40, 60)} g/l`
          : grape === 'Malvasia'
            ? `${rng.int(100, 130)} g/l`
            : `${rng.int(65, 95)} g/l`,
      aromas: aromasField(nose),
      organoleptic: organoleptic(rng, color, nose, palate),
      pairings: aromasField(
        rng.sample(
          [
            bi('Consommé e brodi', 'Consommé and broths'),
            bi('Foie gras', 'Foie gras'),
            bi('Torta di frutta secca', 'Fruit cake'),
            bi('Formaggi stagionati', 'Aged cheeses'),
          ],
          2,
        ),
      ),
      curiosity: maybe(rng, 0.3, () =>
        bi(
          "Con il Madeira si brindò alla firma della Dichiarazione d'Indipendenza americana.",
          'Madeira was the wine used to toast the signing of the American Declaration of Independence.',
        ),
      ),
    }),
    look: look(rng, 'bordeaux', GLASS.amber, color, ['#f4ecd8', '#1c1c1c']),
  }
}
