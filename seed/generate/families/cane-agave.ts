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
import { An, bi, list } from '../text'

/** Rum, spiced rum, rhum agricole, cachaça, tequila, mezcal, vodka, pisco and shochu. */

const RUM_NOSE: readonly Bi[] = [
  bi('melassa', 'molasses'),
  bi('banana matura', 'ripe banana'),
  bi('ananas', 'pineapple'),
  bi('zucchero di canna', 'brown sugar'),
  bi('vaniglia', 'vanilla'),
  bi('cocco', 'coconut'),
  bi('caffè', 'coffee'),
  bi('cacao', 'cocoa'),
  bi("scorza d'arancia", 'orange zest'),
  bi('tabacco', 'tobacco'),
  bi('chiodi di garofano', 'clove'),
  bi('mango', 'mango'),
]
const JAMAICA_NOSE: readonly Bi[] = [
  bi('banana flambé', 'banana flambé'),
  bi('ananas caramellato', 'caramelised pineapple'),
  bi('smalto', 'nail varnish'),
  bi('frutta tropicale', 'tropical fruit'),
]
const AGRICOLE_NOSE: readonly Bi[] = [
  bi('canna da zucchero fresca', 'fresh-cut sugar cane'),
  bi('erba tagliata', 'cut grass'),
  bi('oliva verde', 'green olive'),
  bi('lime', 'lime'),
  bi('pepe bianco', 'white pepper'),
  bi('fiori tropicali', 'tropical flowers'),
  bi('banana verde', 'green banana'),
]

const RUM_PALATE: readonly Bi[] = [
  bi('il sorso è rotondo e avvolgente', 'the palate is round and mouth-filling'),
  bi('il sorso è secco, speziato e di grande struttura', 'the palate is dry, spicy and structured'),
  bi('frutta tropicale e legno si bilanciano', 'tropical fruit and wood balance each other'),
  bi('il sorso è vivace e pepato', 'the palate is lively and peppery'),
]
const FINISH: readonly Bi[] = [
  bi('lungo e speziato', 'long and spicy'),
  bi('caldo e persistente', 'warm and persistent'),
  bi('secco', 'dry'),
  bi('fruttato e pulito', 'fruity and clean'),
]

const RUM_COCKTAILS: readonly Bi[] = [
  bi('Daiquiri: rum, succo di lime e sciroppo di zucchero', 'Daiquiri: rum, lime juice and sugar syrup'),
  bi('Mai Tai: rum, orzata, curaçao e lime', 'Mai Tai: rum, orgeat, curaçao and lime'),
  bi('Mojito: rum, lime, menta, zucchero e soda', 'Mojito: rum, lime, mint, sugar and soda'),
  bi(
    'Rum Old Fashioned: rum invecchiato, zucchero di canna e bitter aromatico',
    'Rum Old Fashioned: aged rum, cane sugar and aromatic bitters',
  ),
  bi('Dark and Stormy: rum, ginger beer e lime', 'Dark and Stormy: rum, ginger beer and lime'),
]

const RUM_DENOM: Record<string, Bi> = {
  giamaica: bi('Jamaica Rum IG', 'Jamaica Rum GI'),
  guatemala: bi('Ron de Guatemala DO', 'Ron de Guatemala DO'),
  venezuela: bi('Ron de Venezuela DOC', 'Ron de Venezuela DOC'),
  martinica: bi('Rhum de la Martinique AOC', 'Rhum de la Martinique AOC'),
}

export function makeRum(ctx: Ctx): Made {
  const { rng, p } = ctx
  const b = p.brand
  const hispanic = p.place.surnames === 'latam'
  const jamaica = p.place.key === 'giamaica'
  const white = rng.chance(0.18)
  const age = white
    ? 0
    : rng.weighted([
        [3, 1],
        [5, 2],
        [8, 3],
        [10, 2],
        [12, 1.5],
        [15, 1],
        [21, 0.5],
      ] as const)
  let title: Bi
  if (white) {
    title = rng.pick([
      () => (hispanic ? bi(`Ron ${b} Blanco`, `${b} Blanco Rum`) : bi(`Rum ${b} White`, `${b} White Rum`)),
      () =>
        jamaica
          ? bi(`Rum ${b} Overproof 63°`, `${b} Overproof Rum 63°`)
          : bi(`Rum ${b} Pot Still Blanco`, `${b} Pot Still White Rum`),
      () => bi(`Rum ${b} Navy Strength 57°`, `${b} Navy Strength Rum 57°`),
    ])()
  } else {
    title = rng.pick([
      () => bi(`Rum ${b} ${age} anni`, `${b} ${age} Year Old Rum`),
      () =>
        hispanic
          ? bi(`Ron ${b} Gran Reserva ${age} anni`, `${b} Gran Reserva ${age} Year Old Rum`)
          : bi(`Rum ${b} ${age} anni Single Cask`, `${b} ${age} Year Old Single Cask Rum`),
      () =>
        hispanic
          ? bi(`Ron ${b} Sistema Solera ${age}`, `${b} Solera ${age} Rum`)
          : bi(`Rum ${b} Pot Still ${age} anni`, `${b} ${age} Year Old Pot Still Rum`),
      () => bi(`Rum ${b} Añejo Reserva`, `${b} Añejo Reserva Rum`),
      () => bi(`Rum ${b} Cask Strength ${age} anni`, `${b} ${age} Year Old Cask Strength Rum`),
    ])()
  }
  const color = white ? 'trasparente' : age >= 10 ? 'ambrato' : rng.pick(['oro', 'ambrato'])
  const nose = jamaica ? [rng.pick(JAMAICA_NOSE), ...rng.sample(RUM_NOSE, 2)] : rng.sample(RUM_NOSE, 3)
  const palate = rng.pick(RUM_PALATE)
  const base = hispanic ? bi('miele di canna e melassa', 'cane honey and molasses') : bi('melassa', 'molasses')
  const still = jamaica
    ? bi('alambicchi double retort', 'double retort pot stills')
    : hispanic
      ? bi('colonna', 'column stills')
      : bi('alambicco e colonna', 'pot and column stills')
  const intro = white
    ? bi(
        `Rum bianco ${p.place.of.it}, distillato da ${base.it} in ${still.it} e ridotto senza passare in legno.`,
        `An unaged rum ${p.place.of.en}, from ${base.en} distilled in ${still.en} and reduced without seeing wood.`,
      )
    : bi(
        `Rum ${p.place.of.it} invecchiato ${age} anni ai tropici, distillato da ${base.it} in ${still.it}.`,
        `A rum ${p.place.of.en}, aged ${age} years in the tropics, from ${base.en} distilled in ${still.en}.`,
      )
  const process = white
    ? bi(
        'Pensato per la miscelazione, regge bene il ghiaccio e gli agrumi.',
        'Designed for mixing, it stands up well to ice and citrus.',
      )
    : bi(
        `Matura in botti ex-bourbon${hispanic ? ' con il sistema solera' : ''}; nessuno zucchero aggiunto.`,
        `It matures in ex-bourbon casks${hispanic ? ' through a solera system' : ''}; no added sugar.`,
      )
  const alcohol = /63°/.test(title.it)
    ? 63
    : /57°/.test(title.it)
      ? 57
      : /Cask Strength/.test(title.it)
        ? abv(rng, 55, 64)
        : abv(rng, 40, 46)
  return {
    title,
    color,
    description: describe(rng, intro, tasting(rng, nose, palate, rng.pick(FINISH)), [
      process,
      white
        ? bi('La base ideale per Daiquiri e Mojito di livello.', 'The ideal base for top-notch Daiquiris and Mojitos.')
        : bi('Da sorseggiare liscio o con un cubo di ghiaccio.', 'To sip neat or over a single ice cube.'),
    ]),
    style: alcohol >= 55 ? 'grado-pieno' : white ? 'giovane' : age >= 12 ? 'invecchiato' : 'classico',
    taste: white ? rng.pick(['secco', 'fruttato']) : rng.pick(['morbido', 'fruttato', 'dolce', 'secco']),
    sheet: compact({
      format: format(rng, [
        ['70 cl', 85],
        ['1 l', 8],
        ['50 cl', 7],
      ]),
      alcohol,
      denomination: RUM_DENOM[p.place.key],
      origin: bi(`${p.data.town}, ${p.place.area.it}`, `${p.data.town}, ${p.place.area.en}`),
      ageing: white
        ? maybe(rng, 0.5, () => bi('Riposo di alcuni mesi in acciaio', "A few months' rest in steel"))
        : bi(`${age} anni in clima tropicale`, `${age} years in a tropical climate`),
      cask: white ? undefined : bi('Botti ex-bourbon di rovere americano', 'Ex-bourbon American oak barrels'),
      aromas: aromasField(nose),
      organoleptic: organoleptic(rng, color, nose, palate),
      sugar: maybe(rng, 0.4, () => '0 g/l'),
      cocktail: white || rng.chance(0.5) ? rng.pick(RUM_COCKTAILS) : undefined,
      pairings: !white ? maybe(rng, 0.5, () => aromasField(rng.sample(AFTER_DINNER, 2))) : undefined,
      awards: maybe(rng, 0.15, () => awards(rng)),
      curiosity: maybe(rng, 0.15, () =>
        bi(
          "Ai tropici la quota degli angeli supera il 7% all'anno: un anno in Giamaica vale circa tre anni in Scozia.",
          "In the tropics the angels' share exceeds 7% a year: one year in Jamaica is worth about three in Scotland.",
        ),
      ),
    }),
    look: look(rng, rng.pick(['round', 'square']), rng.pick([GLASS.flint, GLASS.extraFlint]), color),
  }
}

const SPICES: readonly { what: Bi; short: Bi }[] = [
  { what: bi('vaniglia del Madagascar', 'Madagascar vanilla'), short: bi('Vaniglia', 'Vanilla') },
  { what: bi('cannella', 'cinnamon'), short: bi('Cannella', 'Cinnamon') },
  { what: bi("scorza d'arancia", 'orange peel'), short: bi('Arancia', 'Orange') },
  { what: bi('chiodi di garofano', 'clove'), short: bi('Garofano', 'Clove') },
  { what: bi('noce moscata', 'nutmeg'), short: bi('Noce Moscata', 'Nutmeg') },
  { what: bi('zenzero', 'ginger'), short: bi('Zenzero', 'Ginger') },
  { what: bi('pepe della Giamaica', 'allspice'), short: bi('Pimento', 'Allspice') },
  { what: bi('fava tonka', 'tonka bean'), short: bi('Tonka', 'Tonka') },
]

export function makeSpicedRum(ctx: Ctx): Made {
  const { rng, p } = ctx
  const b = p.brand
  const picked = rng.sample(SPICES, 3)
  const spices = picked.map((s) => s.what)
  const title = rng.pick([
    () => bi(`${b} Spiced Rum`, `${b} Spiced Rum`),
    () =>
      bi(
        `Rum Speziato ${b} ${picked[0].short.it} e ${picked[1].short.it}`,
        `${b} ${picked[0].short.en} & ${picked[1].short.en} Spiced Rum`,
      ),
    () => bi(`${b} Spiced Rum Reserva`, `${b} Spiced Rum Reserva`),
  ])()
  const nose = [spices[0], spices[1], rng.pick(RUM_NOSE)]
  const palate = bi('il sorso è dolce, speziato e rotondo', 'the palate is sweet, spicy and round')
  const intro = bi(
    `Rum ${p.place.of.it} macerato con ${list(spices).it}.`,
    `A rum ${p.place.of.en} macerated with ${list(spices).en}.`,
  )
  return {
    title,
    color: 'ambrato',
    description: describe(rng, intro, tasting(rng, nose, palate, rng.pick(FINISH)), [
      bi(
        'Le spezie sono infuse intere, senza aromi artificiali.',
        'The spices are infused whole, with no artificial flavourings.',
      ),
      bi(
        'Con ginger beer e lime diventa un long drink immediato.',
        'With ginger beer and lime it makes an instant long drink.',
      ),
    ]),
    style: 'speziato',
    taste: 'dolce',
    sheet: compact({
      format: format(rng, [
        ['70 cl', 85],
        ['1 l', 15],
      ]),
      alcohol: abv(rng, 35, 42),
      aromas: aromasField(nose),
      organoleptic: organoleptic(rng, 'ambrato', nose, palate),
      sugar: `${rng.int(10, 25)} g/l`,
      cocktail: rng.pick(RUM_COCKTAILS.slice(4)),
      notes: maybe(rng, 0.5, () => bi('Bevanda spiritosa a base di rum', 'Rum-based spirit drink')),
      pairings: maybe(rng, 0.5, () => bi('Dolci al cioccolato, banana flambé', 'Chocolate desserts, banana flambé')),
    }),
    look: look(rng, 'round', GLASS.flint, 'ambrato', ['#1c1c1c', '#b5532c', '#5b1a2a']),
  }
}

export function makeAgricole(ctx: Ctx): Made {
  const { rng, p } = ctx
  const b = p.brand
  const blanc = rng.chance(0.4)
  const grade = rng.weighted([
    ['Élevé sous Bois', 1],
    ['VSOP', 3],
    ['XO', 2],
    ["Hors d'Âge", 1],
  ] as const)
  const vintage = !blanc && rng.chance(0.15) ? String(rng.int(2005, 2016)) : undefined
  const strength = blanc ? rng.pick([50, 55, 50]) : abv(rng, 42, 47)
  const title = blanc
    ? rng.pick([
        () => bi(`Rhum Agricole ${b} Blanc ${strength}°`, `${b} Rhum Agricole Blanc ${strength}°`),
        () => bi(`Rhum Agricole ${b} Blanc Cuvée Canne Bleue`, `${b} Rhum Agricole Blanc Canne Bleue`),
        () => bi(`Rhum Agricole ${b} Blanc Brut de Colonne`, `${b} Rhum Agricole Blanc Brut de Colonne`),
      ])()
    : vintage
      ? bi(`Rhum Agricole ${b} Millésime ${vintage}`, `${b} Rhum Agricole Vintage ${vintage}`)
      : bi(`Rhum Agricole ${b} Vieux ${grade}`, `${b} Rhum Agricole Vieux ${grade}`)
  const color = blanc ? 'trasparente' : grade === 'Élevé sous Bois' ? 'oro' : 'ambrato'
  const nose = blanc ? rng.sample(AGRICOLE_NOSE, 3) : [rng.pick(AGRICOLE_NOSE), ...rng.sample(RUM_NOSE, 2)]
  const palate = rng.pick(
    blanc
      ? [
          bi('il sorso è vegetale, pepato e vivace', 'the palate is vegetal, peppery and lively'),
          bi('il sorso è secco e intenso', 'the palate is dry and intense'),
        ]
      : RUM_PALATE,
  )
  const intro = bi(
    `Rhum agricole ${p.place.of.it}, distillato dal succo fresco di canna spremuto entro poche ore dal taglio.`,
    `A rhum agricole ${p.place.of.en}, distilled from fresh cane juice pressed within hours of cutting.`,
  )
  return {
    title,
    color,
    description: describe(rng, intro, tasting(rng, nose, palate, rng.pick(FINISH)), [
      blanc
        ? bi(
            "Riposa alcuni mesi in tini d'acciaio prima di essere ridotto lentamente.",
            'It rests a few months in steel vats before being slowly reduced.',
          )
        : bi(
            'Invecchia in rovere francese e americano sotto il sole dei Caraibi.',
            'It ages in French and American oak under the Caribbean sun.',
          ),
      blanc
        ? bi(
            "È il rhum del Ti' Punch: lime, zucchero di canna e nient'altro.",
            "It is the rhum for a Ti' Punch: lime, cane sugar and nothing else.",
          )
        : null,
    ]),
    style: blanc ? (strength >= 55 ? 'grado-pieno' : 'giovane') : 'invecchiato',
    taste: blanc ? 'erbaceo' : rng.pick(['secco', 'fruttato']),
    sheet: compact({
      format: format(rng, [
        ['70 cl', 75],
        ['1 l', 20],
        ['50 cl', 5],
      ]),
      alcohol: strength,
      vintage,
      denomination: RUM_DENOM[p.place.key] ?? bi('Rhum agricole', 'Rhum agricole'),
      variety: maybe(rng, 0.6, () =>
        rng.pick([
          bi('Canna blu', 'Blue cane'),
          bi('Canna rossa', 'Red cane'),
          bi('Canna blu e canna rossa', 'Blue and red cane'),
        ]),
      ),
      harvest: maybe(rng, 0.5, () =>
        bi('Da febbraio a giugno, durante la stagione secca', 'February to June, in the dry season'),
      ),
      ageing: blanc
        ? undefined
        : bi(
            grade === 'Élevé sous Bois'
              ? 'Almeno 12 mesi in rovere'
              : grade === 'VSOP'
                ? 'Almeno 4 anni in rovere'
                : 'Almeno 6 anni in rovere',
            grade === 'Élevé sous Bois'
              ? 'At least 12 months in oak'
              : grade === 'VSOP'
                ? 'At least 4 years in oak'
                : 'At least 6 years in oak',
          ),
      cask: blanc ? undefined : bi('Rovere francese e americano', 'French and American oak'),
      aromas: aromasField(nose),
      organoleptic: organoleptic(rng, color, nose, palate),
      cocktail: blanc
        ? bi("Ti' Punch: rhum blanc, lime e sciroppo di canna", "Ti' Punch: rhum blanc, lime and cane syrup")
        : maybe(rng, 0.3, () => rng.pick(RUM_COCKTAILS)),
      awards: maybe(rng, 0.15, () => awards(rng)),
    }),
    look: look(rng, 'tall', GLASS.extraFlint, color, ['#ffffff', '#1e5b5e', '#1c1c1c', '#c9a227']),
  }
}

export function makeCachaca(ctx: Ctx): Made {
  const { rng, p } = ctx
  const b = p.brand
  const wood = rng.weighted([
    [null, 3],
    [bi('amburana', 'amburana'), 2],
    [bi('jequitibá', 'jequitibá'), 1],
    [bi('rovere', 'oak'), 1.5],
    [bi('bálsamo', 'balsam'), 0.5],
  ] as const)
  const years = rng.int(1, 6)
  const title = wood
    ? bi(
        `Cachaça ${b} ${wood.it === 'rovere' ? 'Ouro' : wood.it.charAt(0).toUpperCase() + wood.it.slice(1)} ${years} anni`,
        `${b} ${wood.en === 'oak' ? 'Ouro' : wood.en.charAt(0).toUpperCase() + wood.en.slice(1)} Cachaça ${years} Year Old`,
      )
    : ((kind: string) => bi(`Cachaça ${b} ${kind}`, `${b} ${kind} Cachaça`))(
        rng.pick(['Prata', 'Prata Artesanal', 'Branca']),
      )
  const color = wood ? 'oro' : 'trasparente'
  const nose =
    wood?.it === 'amburana'
      ? [bi('cannella', 'cinnamon'), bi('fava tonka', 'tonka bean'), rng.pick(AGRICOLE_NOSE)]
      : rng.sample(AGRICOLE_NOSE, 3)
  const palate = rng.pick(RUM_PALATE)
  const intro = bi(
    `Cachaça artigianale ${p.place.of.it}, distillata in alambicco di rame dal succo fermentato di canna.`,
    `A craft cachaça ${p.place.of.en}, pot-distilled in copper from fermented cane juice.`,
  )
  return {
    title,
    color,
    description: describe(rng, intro, tasting(rng, nose, palate, rng.pick(FINISH)), [
      wood
        ? wood.it === 'rovere'
          ? bi(
              `Riposa ${years} anni in botti di rovere, che le donano colore dorato e morbidezza.`,
              `It rests ${years} years in oak casks, which give it a golden colour and softness.`,
            )
          : bi(
              `Riposa ${years} anni in ${wood.it}, un legno brasiliano che dona note speziate inconfondibili.`,
              `It rests ${years} years in ${wood.en}, a Brazilian wood that gives unmistakable spicy notes.`,
            )
        : null,
      bi(
        'La Caipirinha perfetta nasce da qui: lime pestato, zucchero e ghiaccio.',
        'The perfect Caipirinha starts here: muddled lime, sugar and ice.',
      ),
    ]),
    style: wood ? 'invecchiato' : 'giovane',
    taste: wood ? 'dolce' : 'erbaceo',
    sheet: compact({
      format: format(rng, [
        ['70 cl', 70],
        ['1 l', 30],
      ]),
      alcohol: abv(rng, 38, 44),
      denomination: bi('Cachaça de alambique', 'Cachaça de alambique'),
      ageing: wood ? bi(`${years} anni in botti di ${wood.it}`, `${years} years in ${wood.en} casks`) : undefined,
      cask: wood ? bi(`Botti di ${wood.it}`, `${wood.en.charAt(0).toUpperCase() + wood.en.slice(1)} casks`) : undefined,
      aromas: aromasField(nose),
      organoleptic: organoleptic(rng, color, nose, palate),
      cocktail: bi('Caipirinha: cachaça, lime pestato e zucchero', 'Caipirinha: cachaça, muddled lime and sugar'),
      curiosity: maybe(rng, 0.3, () =>
        bi(
          'In Brasile esistono oltre quattromila produttori di cachaça registrati.',
          'Brazil has more than four thousand registered cachaça producers.',
        ),
      ),
    }),
    look: look(rng, 'tall', GLASS.extraFlint, color),
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Agave

const AGAVE_NOSE: readonly Bi[] = [
  bi('agave cotta', 'cooked agave'),
  bi('pepe nero', 'black pepper'),
  bi('lime', 'lime'),
  bi('erbe verdi', 'green herbs'),
  bi('terra bagnata', 'wet earth'),
  bi('peperone verde', 'green pepper'),
  bi('minerale', 'minerals'),
  bi('fiori bianchi', 'white flowers'),
]
const AGED_AGAVE: readonly Bi[] = [
  bi('vaniglia', 'vanilla'),
  bi('caramello', 'caramel'),
  bi('cannella', 'cinnamon'),
  bi('cioccolato', 'chocolate'),
]
const SMOKE: readonly Bi[] = [
  bi('fumo di legna', 'wood smoke'),
  bi('brace', 'embers'),
  bi('cuoio', 'leather'),
  bi('frutta affumicata', 'smoked fruit'),
]

export function makeTequila(ctx: Ctx): Made {
  const { rng, p } = ctx
  const b = p.brand
  const cat = rng.weighted([
    ['Blanco', 4],
    ['Reposado', 3],
    ['Añejo', 2],
    ['Extra Añejo', 0.8],
    ['Cristalino', 0.5],
  ] as const)
  const title = rng.pick([
    () => bi(`Tequila ${b} ${cat}`, `${b} ${cat} Tequila`),
    () => bi(`Tequila ${b} ${cat} 100% agave`, `${b} 100% Agave ${cat} Tequila`),
    () =>
      cat === 'Blanco'
        ? bi(`Tequila ${b} Blanco Still Strength`, `${b} Still Strength Blanco Tequila`)
        : bi(`Tequila ${b} ${cat} Single Barrel`, `${b} ${cat} Single Barrel Tequila`),
  ])()
  const aged = cat !== 'Blanco'
  const color = cat === 'Blanco' || cat === 'Cristalino' ? 'trasparente' : cat === 'Reposado' ? 'oro' : 'ambrato'
  const nose = aged ? [rng.pick(AGAVE_NOSE), ...rng.sample(AGED_AGAVE, 2)] : rng.sample(AGAVE_NOSE, 3)
  const palate = rng.pick([
    bi('il sorso è vegetale, pepato e minerale', 'the palate is vegetal, peppery and mineral'),
    bi('il sorso è morbido e dolce di agave', 'the palate is soft and sweet with agave'),
    bi('il sorso è pulito, con una bella spinta agrumata', 'the palate is clean, with a fine citrus lift'),
  ])
  const ageing: Record<string, Bi> = {
    Blanco: bi('Non invecchiata', 'Unaged'),
    Reposado: bi('Da 2 a 12 mesi in botti di rovere', '2 to 12 months in oak barrels'),
    Añejo: bi('Da 1 a 3 anni in botti di rovere', '1 to 3 years in oak barrels'),
    'Extra Añejo': bi('Oltre 3 anni in botti di rovere', 'More than 3 years in oak barrels'),
    Cristalino: bi('Añejo filtrato su carbone per togliere il colore', 'Añejo charcoal-filtered to remove the colour'),
  }
  const intro = bi(
    `Tequila ${cat.toLowerCase()} 100% agave blu ${p.place.of.it}, cotta lentamente in forni di mattoni e distillata due volte in rame.`,
    `A 100% blue agave ${cat.toLowerCase()} tequila ${p.place.of.en}, slow-cooked in brick ovens and double-distilled in copper.`,
  )
  const nom = `NOM ${rng.int(1100, 1640)}`
  return {
    title,
    color,
    description: describe(rng, intro, tasting(rng, nose, palate, rng.pick(FINISH)), [
      bi(
        'Le agavi, di almeno sette anni, crescono sulla terra rossa degli altopiani.',
        'The agaves, at least seven years old, grow in the red soil of the highlands.',
      ),
      aged
        ? bi(
            `Il passaggio in legno (${ageing[cat].it.toLowerCase()}) le dona rotondità senza coprire l'agave.`,
            `Time in wood (${ageing[cat].en.toLowerCase()}) rounds it off without hiding the agave.`,
          )
        : bi(
            "Perfetta in un Tommy's Margarita o semplicemente con sale e lime.",
            "Perfect in a Tommy's Margarita or simply with salt and lime.",
          ),
    ]),
    style: aged ? 'invecchiato' : 'classico',
    taste: aged ? 'morbido' : rng.pick(['erbaceo', 'secco']),
    sheet: compact({
      format: format(rng, [
        ['70 cl', 80],
        ['1 l', 10],
        ['75 cl', 10],
      ]),
      alcohol: /Still Strength/.test(title.it) ? abv(rng, 50, 55) : abv(rng, 38, 42),
      denomination: bi('Tequila 100% de agave', 'Tequila 100% de agave'),
      variety: bi('Agave tequilana Weber, varietà azul', 'Agave tequilana Weber, blue variety'),
      ageing: ageing[cat],
      cask: aged ? bi('Botti ex-bourbon di rovere americano', 'Ex-bourbon American oak barrels') : undefined,
      origin: bi(`${p.data.town}, Jalisco`, `${p.data.town}, Jalisco`),
      aromas: aromasField(nose),
      organoleptic: organoleptic(rng, color, nose, palate),
      cocktail: rng.pick([
        bi('Margarita: tequila, triple sec e lime', 'Margarita: tequila, triple sec and lime'),
        bi('Paloma: tequila, soda al pompelmo e lime', 'Paloma: tequila, grapefruit soda and lime'),
        bi("Tommy's Margarita: tequila, lime e sciroppo d'agave", "Tommy's Margarita: tequila, lime and agave syrup"),
      ]),
      notes: bi(nom, nom),
      awards: maybe(rng, 0.15, () => awards(rng)),
    }),
    look: look(rng, 'round', GLASS.extraFlint, color, ['#b5532c', '#1c1c1c', '#1e5b5e', '#ffffff']),
  }
}

const MEZCAL_AGAVES: readonly { name: string; latin: string; w: number }[] = [
  { name: 'Espadín', latin: 'Agave angustifolia', w: 5 },
  { name: 'Tobalá', latin: 'Agave potatorum', w: 1.5 },
  { name: 'Tepeztate', latin: 'Agave marmorata', w: 1 },
  { name: 'Cuishe', latin: 'Agave karwinskii', w: 1 },
  { name: 'Arroqueño', latin: 'Agave americana var. oaxacensis', w: 0.8 },
]

export function makeMezcal(ctx: Ctx): Made {
  const { rng, p } = ctx
  const b = p.brand
  const ensamble = rng.chance(0.2)
  const agave = rng.weighted(MEZCAL_AGAVES.map((a) => [a, a.w] as const))
  const second = rng.pick(MEZCAL_AGAVES.filter((a) => a !== agave))
  const cat = rng.weighted([
    ['Artesanal', 5],
    ['Ancestral', 1],
  ] as const)
  const title = ensamble
    ? bi(`Mezcal ${b} Ensamble ${agave.name} e ${second.name}`, `${b} ${agave.name} & ${second.name} Ensamble Mezcal`)
    : rng.pick([
        () => bi(`Mezcal ${b} ${agave.name}`, `${b} ${agave.name} Mezcal`),
        () => bi(`Mezcal ${b} ${agave.name} Joven`, `${b} ${agave.name} Joven Mezcal`),
        () => bi(`Mezcal ${cat} ${b} ${agave.name}`, `${b} ${agave.name} Mezcal ${cat}`),
      ])()
  const nose = [rng.pick(SMOKE), ...rng.sample(AGAVE_NOSE, 2)]
  const palate = rng.pick([
    bi('il fumo è elegante e lascia spazio al frutto', 'the smoke is elegant and leaves room for fruit'),
    bi('il sorso è minerale, affumicato e selvatico', 'the palate is mineral, smoky and wild'),
  ])
  const intro = bi(
    `Mezcal ${ensamble ? 'da un assemblaggio di agavi' : `di ${agave.name}`} ${p.place.of.it}, con piñas cotte in forni di terra sulla legna di quercia.`,
    `A mezcal ${ensamble ? 'from a blend of agaves' : `of ${agave.name}`} ${p.place.of.en}, its piñas roasted in earthen pits over oak wood.`,
  )
  return {
    title,
    color: 'trasparente',
    description: describe(rng, intro, tasting(rng, nose, palate, rng.pick(FINISH)), [
      bi(
        `Le fibre sono macinate con la tahona e fermentano all'aperto; la distillazione avviene in ${cat === 'Ancestral' ? 'pentole di terracotta' : 'piccoli alambicchi di rame'}.`,
        `The fibres are crushed by tahona and ferment in the open air; distillation is in ${cat === 'Ancestral' ? 'clay pots' : 'small copper stills'}.`,
      ),
      bi(
        "Da servire in copita, con spicchi d'arancia e sal de gusano.",
        'Serve in a copita, with orange slices and sal de gusano.',
      ),
    ]),
    style: 'classico',
    taste: 'affumicato',
    sheet: compact({
      format: format(rng, [
        ['70 cl', 80],
        ['50 cl', 15],
        ['75 cl', 5],
      ]),
      alcohol: abv(rng, 45, 52),
      denomination: bi(`Mezcal ${cat}`, `Mezcal ${cat}`),
      variety: bi(
        ensamble ? `${agave.latin}, ${second.latin}` : agave.latin,
        ensamble ? `${agave.latin}, ${second.latin}` : agave.latin,
      ),
      origin: bi(`${p.data.town}, Oaxaca`, `${p.data.town}, Oaxaca`),
      harvest: maybe(rng, 0.5, () =>
        ((y: number) => bi(`Agavi di ${y} anni, raccolte a mano`, `Agaves ${y} years old, harvested by hand`))(
          rng.int(8, 20),
        ),
      ),
      aromas: aromasField(nose),
      organoleptic: organoleptic(rng, 'trasparente', nose, palate),
      cocktail: maybe(rng, 0.6, () =>
        bi('Mezcal Negroni: mezcal, vermouth rosso e bitter', 'Mezcal Negroni: mezcal, red vermouth and bitter'),
      ),
      curiosity: maybe(rng, 0.3, () =>
        bi(
          "Un'agave tobalá selvatica impiega fino a quindici anni per maturare.",
          'A wild tobalá agave takes up to fifteen years to mature.',
        ),
      ),
    }),
    look: look(rng, 'round', GLASS.extraFlint, 'trasparente', ['#f4ecd8', '#b5532c', '#1c1c1c']),
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Clear spirits

export function makeVodka(ctx: Ctx): Made {
  const { rng, p } = ctx
  const b = p.brand
  const base =
    p.place.country === 'polonia'
      ? rng.pick([bi('segale', 'Rye'), bi('patate', 'Potato'), bi('segale Dankowskie', 'Dankowskie Rye')])
      : rng.pick([
          bi('grano tenero', 'Wheat'),
          bi('patate di montagna', 'Mountain Potato'),
          bi('uva', 'Grape'),
          bi('mais', 'Corn'),
        ])
  const title = rng.pick([
    () => bi(`Vodka ${b} di ${base.it}`, `${b} ${base.en} Vodka`),
    () => bi(`Vodka ${b} di ${base.it} Single Estate`, `${b} Single Estate ${base.en} Vodka`),
    () => bi(`Vodka ${b} Premium`, `${b} Premium Vodka`),
  ])()
  const nose = rng.sample(
    [
      bi('pane di segale', 'rye bread'),
      bi('crema', 'cream'),
      bi('pepe bianco', 'white pepper'),
      bi('agrumi', 'citrus'),
      bi('anice', 'anise'),
      bi('cereali', 'cereal'),
    ],
    3,
  )
  const palate = bi('il sorso è setoso, pulito e leggermente dolce', 'the palate is silky, clean and lightly sweet')
  return {
    title,
    color: 'trasparente',
    description: describe(
      rng,
      bi(
        `Vodka di ${base.it.toLowerCase()} ${p.place.of.it}, distillata in colonna e filtrata lentamente.`,
        `A ${base.en.toLowerCase()} vodka ${p.place.of.en}, column-distilled and slowly filtered.`,
      ),
      tasting(rng, nose, palate, rng.pick(FINISH)),
      [
        bi(
          'Una vodka con carattere, da bere anche liscia e ghiacciata.',
          'A vodka with character, to drink neat and ice-cold too.',
        ),
        bi(
          'La filtrazione su carbone vegetale preserva il carattere della materia prima.',
          "Charcoal filtration keeps the raw material's character.",
        ),
      ],
    ),
    style: 'classico',
    taste: rng.pick(['morbido', 'secco']),
    sheet: compact({
      format: format(rng, [
        ['70 cl', 75],
        ['1 l', 20],
        ['50 cl', 5],
      ]),
      alcohol: abv(rng, 40, 42),
      origin: bi(`${p.data.town}, ${p.place.area.it}`, `${p.data.town}, ${p.place.area.en}`),
      aromas: aromasField(nose),
      organoleptic: organoleptic(rng, 'trasparente', nose, palate),
      cocktail: rng.pick([
        bi('Moscow Mule: vodka, ginger beer e lime', 'Moscow Mule: vodka, ginger beer and lime'),
        bi('Vodka Martini: vodka e un tocco di vermouth dry', 'Vodka Martini: vodka and a touch of dry vermouth'),
        bi(
          'Bloody Mary: vodka, succo di pomodoro, limone e spezie',
          'Bloody Mary: vodka, tomato juice, lemon and spices',
        ),
      ]),
      notes: bi('Servire ghiacciata, da freezer', 'Serve ice-cold, straight from the freezer'),
      pairings: maybe(rng, 0.5, () =>
        bi('Caviale, salmone affumicato, aringhe marinate', 'Caviar, smoked salmon, marinated herring'),
      ),
    }),
    look: look(rng, 'tall', rng.pick([GLASS.frosted, GLASS.extraFlint]), 'trasparente', [
      '#ffffff',
      '#1f2e4d',
      '#1c1c1c',
    ]),
  }
}

export function makePisco(ctx: Ctx): Made {
  const { rng, p } = ctx
  const b = p.brand
  const grape = rng.pick(['Quebranta', 'Italia', 'Torontel', 'Albilla', 'Negra Criolla'])
  const cat = rng.weighted([
    ['Puro', 4],
    ['Acholado', 2],
    ['Mosto Verde', 1.5],
  ] as const)
  const title =
    cat === 'Acholado'
      ? bi(`Pisco ${b} Acholado`, `${b} Acholado Pisco`)
      : bi(`Pisco ${b} ${cat} ${grape}`, `${b} ${grape} Pisco ${cat}`)
  const nose = rng.sample(
    [
      bi('uva fresca', 'fresh grapes'),
      bi("fiori d'arancio", 'orange blossom'),
      bi('pera', 'pear'),
      bi('erbe aromatiche', 'aromatic herbs'),
      bi('banana', 'banana'),
    ],
    3,
  )
  const palate = bi('il sorso è fruttato, morbido e pulito', 'the palate is fruity, soft and clean')
  return {
    title,
    color: 'trasparente',
    description: describe(
      rng,
      bi(
        `Pisco ${cat.toLowerCase()} ${p.place.of.it}, distillato una sola volta alla gradazione finale, senza aggiunta d'acqua.`,
        `${An(cat.toLowerCase())} pisco ${p.place.of.en}, distilled once straight to proof, with no water added.`,
      ),
      tasting(rng, nose, palate, rng.pick(FINISH)),
      [
        bi(
          'Riposa almeno tre mesi in vasche che non alterano colore né profumi.',
          'It rests at least three months in vessels that change neither colour nor aroma.',
        ),
        bi(
          "Il Pisco Sour è d'obbligo: lime, zucchero, albume e angostura.",
          'A Pisco Sour is a must: lime, sugar, egg white and bitters.',
        ),
      ],
    ),
    style: 'giovane',
    taste: 'fruttato',
    sheet: compact({
      format: '70 cl',
      alcohol: abv(rng, 40, 43),
      denomination: bi('Pisco DO Perù', 'Pisco DO Peru'),
      grapes: bi(
        cat === 'Acholado' ? 'Quebranta, Italia, Torontel' : grape,
        cat === 'Acholado' ? 'Quebranta, Italia, Torontel' : grape,
      ),
      vinification:
        cat === 'Mosto Verde'
          ? bi('Distillato prima della fine della fermentazione', 'Distilled before fermentation has finished')
          : undefined,
      aromas: aromasField(nose),
      organoleptic: organoleptic(rng, 'trasparente', nose, palate),
      cocktail: bi(
        'Pisco Sour: pisco, lime, zucchero, albume e gocce di bitter',
        'Pisco Sour: pisco, lime, sugar, egg white and a few drops of bitters',
      ),
    }),
    look: look(rng, 'tall', GLASS.extraFlint, 'trasparente'),
  }
}

export function makeShochu(ctx: Ctx): Made {
  const { rng, p } = ctx
  const b = p.brand
  const base = rng.pick([
    {
      it: 'Imo',
      en: 'Imo',
      what: bi('patata dolce', 'sweet potato'),
      nose: bi('patata dolce arrostita', 'roasted sweet potato'),
    },
    { it: 'di riso (Kome)', en: 'Kome', what: bi('riso', 'rice'), nose: bi('riso cotto', 'steamed rice') },
    { it: "d'orzo (Mugi)", en: 'Mugi', what: bi('orzo', 'barley'), nose: bi('orzo tostato', 'toasted barley') },
  ])
  const title = bi(`Shochu ${base.it} ${b}`, `${b} ${base.en} Shochu`)
  const nose = [
    base.nose,
    ...rng.sample(
      [bi('fiori bianchi', 'white flowers'), bi('terra', 'earth'), bi('melone', 'melon'), bi('nocciola', 'hazelnut')],
      2,
    ),
  ]
  const palate = bi('il sorso è morbido, sapido e poco alcolico', 'the palate is soft, savoury and light in alcohol')
  return {
    title,
    color: 'trasparente',
    description: describe(
      rng,
      bi(
        `Honkaku shochu di ${base.what.it} ${p.place.of.it}, distillato una sola volta con il koji.`,
        `A honkaku shochu of ${base.what.en} ${p.place.of.en}, single-distilled with koji.`,
      ),
      tasting(rng, nose, palate, rng.pick(FINISH)),
      [
        bi(
          'In Giappone si beve allungato con acqua calda o con ghiaccio, durante il pasto.',
          'In Japan it is drunk with hot water or on ice, with food.',
        ),
      ],
    ),
    style: 'classico',
    taste: 'sapido',
    sheet: compact({
      format: format(rng, [
        ['72 cl', 70],
        ['1,8 l', 20],
        ['30 cl', 10],
      ]),
      alcohol: rng.pick([25, 25, 28, 30]),
      denomination: bi('Honkaku shochu', 'Honkaku shochu'),
      origin: bi(`${p.data.town}, ${p.place.area.it}`, `${p.data.town}, ${p.place.area.en}`),
      aromas: aromasField(nose),
      organoleptic: organoleptic(rng, 'trasparente', nose, palate),
      pairings: bi('Yakitori, tempura, formaggi freschi', 'Yakitori, tempura, fresh cheeses'),
    }),
    look: look(rng, 'tall', GLASS.dark, 'trasparente', ['#ffffff', '#1c1c1c', '#5b1a2a']),
  }
}
