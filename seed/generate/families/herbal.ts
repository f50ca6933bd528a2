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
import { bi, capitalize, list } from '../text'
import { PLACE_ADJ } from './gin'

/** Amari and liqueurs. */

const HERBS: readonly Bi[] = [
  bi('genziana', 'gentian'),
  bi('china calissaia', 'cinchona bark'),
  bi('rabarbaro', 'rhubarb'),
  bi('arancia amara', 'bitter orange'),
  bi('cardamomo', 'cardamom'),
  bi('liquirizia', 'liquorice'),
  bi('menta piperita', 'peppermint'),
  bi('assenzio', 'wormwood'),
  bi('camomilla', 'chamomile'),
  bi('zafferano', 'saffron'),
  bi('carciofo', 'artichoke'),
  bi('mirra', 'myrrh'),
  bi('aloe', 'aloe'),
  bi('cannella', 'cinnamon'),
  bi('anice stellato', 'star anise'),
  bi('salvia', 'sage'),
  bi('achillea', 'yarrow'),
  bi('timo serpillo', 'wild thyme'),
  bi('angelica', 'angelica'),
  bi('chiodi di garofano', 'clove'),
  bi('scorza di limone', 'lemon peel'),
  bi('noce moscata', 'nutmeg'),
  bi('vaniglia', 'vanilla'),
  bi('melissa', 'lemon balm'),
]

const AMARO_PALATE: readonly Bi[] = [
  bi('il sorso è amaro, balsamico e avvolgente', 'the palate is bitter, balsamic and enveloping'),
  bi('dolcezza e amaro si rincorrono in equilibrio', 'sweetness and bitterness chase each other in balance'),
  bi('il sorso è denso, erbaceo e speziato', 'the palate is dense, herbal and spicy'),
  bi('il sorso è fresco e meno dolce del solito', 'the palate is fresh and less sweet than usual'),
]
const FINISH: readonly Bi[] = [
  bi('lungo e amaricante', 'long and bitter'),
  bi('balsamico', 'balsamic'),
  bi('persistente e terroso', 'persistent and earthy'),
  bi('fresco e mentolato', 'fresh and minty'),
]

const AMARO_COCKTAILS: readonly Bi[] = [
  bi(
    'Black Manhattan: rye whiskey, amaro e bitter aromatico',
    'Black Manhattan: rye whiskey, amaro and aromatic bitters',
  ),
  bi(
    'Paper Plane: bourbon, amaro, aperitivo e limone in parti uguali',
    'Paper Plane: equal parts bourbon, amaro, aperitivo and lemon',
  ),
  bi('Amaro Spritz: amaro, prosecco e soda', 'Amaro Spritz: amaro, prosecco and soda'),
  bi("Amaro Tonic: amaro, acqua tonica e una fetta d'arancia", 'Amaro Tonic: amaro, tonic water and an orange slice'),
]

const AMARO_CURIOSITIES: readonly Bi[] = [
  bi(
    "Molti amari nascono nelle farmacie e nei conventi dell'Ottocento come rimedi digestivi.",
    'Many amari began in nineteenth-century pharmacies and monasteries as digestive remedies.',
  ),
  bi(
    'La ricetta completa è conosciuta solo da due persone in azienda.',
    'Only two people at the company know the full recipe.',
  ),
  bi(
    'Le erbe vengono raccolte a mano nel periodo balsamico, quando gli oli essenziali sono al massimo.',
    'The herbs are hand-picked in their balsamic period, when the essential oils peak.',
  ),
]

function herbsFor(ctx: Ctx, n: number, first?: Bi): Bi[] {
  const { rng, p } = ctx
  const local = (p.place.local ?? []).filter(() => rng.chance(0.5)).slice(0, 1)
  const out = [...(first ? [first] : []), ...local]
  for (const h of rng.sample(HERBS, n + 2)) {
    if (out.length >= n) break
    if (!out.some((x) => x.it === h.it)) out.push(h)
  }
  return out
}

function amaroSheet(
  ctx: Ctx,
  o: { color: string; herbs: Bi[]; nose: Bi[]; palate: Bi; alcohol: number; sugar: string; count: number },
) {
  const { rng } = ctx
  return compact({
    format: format(rng, [
      ['70 cl', 65],
      ['1 l', 15],
      ['50 cl', 15],
      ['3 l', 5],
    ]),
    alcohol: o.alcohol,
    sugar: o.sugar,
    aromas: aromasField(o.herbs),
    organoleptic: organoleptic(rng, o.color, o.nose, o.palate),
    ageing: maybe(rng, 0.35, () =>
      ((m: number) => bi(`${m} mesi di riposo in tini di rovere`, `${m} months' rest in oak vats`))(rng.int(3, 12)),
    ),
    origin: maybe(rng, 0.4, () =>
      bi(
        `${o.count} erbe, radici e scorze, in parte raccolte ${ctx.p.place.in.it}`,
        `${o.count} herbs, roots and peels, some gathered ${ctx.p.place.in.en}`,
      ),
    ),
    pairings: maybe(rng, 0.5, () =>
      rng.pick([
        bi('Fine pasto, dopo carni arrosto e selvaggina', 'After dinner, following roasts and game'),
        bi('Sul gelato al fiordilatte, come un affogato', 'Over fior di latte ice cream, like an affogato'),
        bi('Con cioccolato fondente al 70%', 'With 70% dark chocolate'),
      ]),
    ),
    cocktail: maybe(rng, 0.4, () => rng.pick(AMARO_COCKTAILS)),
    notes: rng.pick([
      bi(
        'Liscio a temperatura ambiente, con ghiaccio o freddo di freezer',
        'Neat at room temperature, on ice or straight from the freezer',
      ),
      bi(
        "Ottimo anche con una scorza d'arancia e un cubo di ghiaccio",
        'Also excellent with an orange twist and an ice cube',
      ),
    ]),
    awards: maybe(rng, 0.12, () => awards(rng)),
    curiosity: maybe(rng, 0.2, () => rng.pick(AMARO_CURIOSITIES)),
  })
}

export function makeAmaro(ctx: Ctx): Made {
  const { rng, p, sub } = ctx
  const b = p.brand
  const adj = PLACE_ADJ[p.place.key] ?? (p.place.country === 'italia' ? bi(`di ${p.data.town}`, p.data.town) : null)
  const count = rng.pick([7, 9, 12, 18, 21, 24, 27, 33, 36, 40])
  let title: Bi
  let herbs: Bi[]
  let color = rng.weighted([
    ['bruno', 6],
    ['ambrato', 3],
    ['rosso', 1],
  ] as const)
  let alcohol = abv(rng, 21, 35)
  let sugar = `${rng.int(12, 30) * 10} g/l`
  let lead: Bi
  if (sub === 'amaro-agrumato') {
    const citrus = rng.pick([
      { it: 'al Bergamotto', en: 'Bergamot', herb: bi('bergamotto', 'bergamot'), the: 'il bergamotto' },
      {
        it: "all'Arancia Amara",
        en: 'Bitter Orange',
        herb: bi('arancia amara', 'bitter orange'),
        the: "l'arancia amara",
      },
      { it: 'al Chinotto', en: 'Chinotto', herb: bi('chinotto', 'chinotto'), the: 'il chinotto' },
      { it: 'al Cedro', en: 'Citron', herb: bi('cedro', 'citron'), the: 'il cedro' },
      { it: 'al Mandarino', en: 'Mandarin', herb: bi('mandarino', 'mandarin'), the: 'il mandarino' },
      { it: 'agli Agrumi', en: 'Citrus', herb: bi('scorze di agrumi', 'citrus peels'), the: 'la scorza degli agrumi' },
    ])
    title = rng.pick([
      () => bi(`Amaro ${b} ${citrus.it}`, `${b} ${citrus.en} Amaro`),
      () => bi(`Amaro ${citrus.it} ${b} Riserva`, `${b} ${citrus.en} Amaro Riserva`),
    ])()
    herbs = herbsFor(ctx, rng.int(4, 6), citrus.herb)
    color = rng.pick(['ambrato', 'rosso', 'bruno'])
    lead = bi(
      `Un amaro agrumato ${p.place.of.it}, in cui domina ${citrus.the}.`,
      `A citrus amaro ${p.place.of.en}, where ${citrus.herb.en} takes the lead.`,
    )
  } else if (sub === 'fernet') {
    title = rng.pick([
      () => bi(`Fernet ${b}`, `${b} Fernet`),
      () => bi(`Fernet ${b} alla Menta`, `${b} Mint Fernet`),
      () => bi(`Fernet ${b} Riserva`, `${b} Fernet Riserva`),
    ])()
    herbs = herbsFor(ctx, rng.int(5, 7), bi('mirra', 'myrrh'))
    color = 'bruno'
    alcohol = abv(rng, 38, 45)
    sugar = `${rng.int(3, 9) * 10} g/l`
    lead = bi(
      `Fernet secco e intenso ${p.place.of.it}, con oltre ${count} erbe tra cui ${herbs[0].it} e ${herbs[1].it}.`,
      `A dry, intense fernet ${p.place.of.en}, with more than ${count} herbs including ${herbs[0].en} and ${herbs[1].en}.`,
    )
  } else if (sub === 'rabarbaro') {
    title = rng.pick([
      () => bi(`Rabarbaro ${b}`, `${b} Rhubarb Amaro`),
      () => bi(`Elisir di Rabarbaro ${b}`, `${b} Rhubarb Elixir`),
      () => bi(`Amaro al Rabarbaro Cinese ${b}`, `${b} Chinese Rhubarb Amaro`),
    ])()
    herbs = herbsFor(ctx, rng.int(4, 6), bi('rabarbaro cinese', 'Chinese rhubarb'))
    color = 'bruno'
    lead = bi(
      `Amaro al rabarbaro ${p.place.of.it}, dal gusto affumicato e terroso della radice.`,
      `A rhubarb amaro ${p.place.of.en}, with the smoky, earthy taste of the root.`,
    )
  } else if (sub === 'china') {
    title = rng.pick([
      () => bi(`Elisir di China ${b}`, `${b} Cinchona Elixir`),
      () => bi(`Amaro di China ${b}`, `${b} Cinchona Amaro`),
      () => bi(`China ${b} Riserva`, `${b} Cinchona Riserva`),
    ])()
    herbs = herbsFor(ctx, rng.int(4, 6), bi('china calissaia', 'cinchona bark'))
    color = 'bruno'
    lead = bi(
      `Liquore di china ${p.place.of.it}: corteccia di china calissaia, arancia e spezie, come nelle antiche farmacie.`,
      `A cinchona liqueur ${p.place.of.en}: calisaya bark, orange and spices, as in the old apothecaries.`,
    )
  } else {
    title = rng.pick([
      () => bi(`Amaro ${b}`, `${b} Amaro`),
      () => (adj ? bi(`Amaro ${adj.it}`, `${adj.en} Amaro`) : bi(`Amaro ${b} Classico`, `${b} Classic Amaro`)),
      () => bi(`Amaro ${b} ${count} Erbe`, `${b} ${count}-Herb Amaro`),
      () => bi(`Amaro di Montagna ${b}`, `${b} Mountain Amaro`),
      () => bi(`Amaro ${b} alla Genziana`, `${b} Gentian Amaro`),
      () => bi(`Amaro ${b} al Carciofo`, `${b} Artichoke Amaro`),
      () => bi(`Amaro ${b} Riserva`, `${b} Amaro Riserva`),
    ])()
    herbs = herbsFor(
      ctx,
      rng.int(4, 6),
      /Carciofo/.test(title.it)
        ? bi('carciofo', 'artichoke')
        : /Genziana/.test(title.it)
          ? bi('genziana', 'gentian')
          : undefined,
    )
    lead = rng.pick([
      () =>
        bi(
          `Amaro di ${count} erbe ${p.place.of.it}, su tutte ${list(herbs.slice(0, 2)).it}.`,
          `A ${count}-herb amaro ${p.place.of.en}, led by ${list(herbs.slice(0, 2)).en}.`,
        ),
      () => {
        const s = rng.pick([bi('classica', 'classic'), bi('artigianale', 'craft'), bi('balsamica', 'balsamic')])
        return bi(
          `Un amaro ${p.place.of.it} di impronta ${s.it}, con ${list(herbs.slice(0, 3)).it}.`,
          `An amaro ${p.place.of.en} in a ${s.en} style, with ${list(herbs.slice(0, 3)).en}.`,
        )
      },
    ])()
  }
  const nose = herbs.slice(0, 3)
  const palate = rng.pick(AMARO_PALATE)
  const process = rng.pick([
    bi(
      'Le erbe sono macerate a freddo separatamente in alcol e acqua, poi assemblate a mano.',
      'The herbs are cold-macerated separately in alcohol and water, then blended by hand.',
    ),
    bi(
      'Infusioni lente di radici, cortecce e fiori, senza aromi aggiunti né coloranti.',
      'Slow infusions of roots, barks and flowers, with no added flavourings or colourings.',
    ),
    bi(
      "Dopo l'infusione riposa alcuni mesi in tini di rovere per amalgamarsi.",
      'After infusion it rests a few months in oak vats to come together.',
    ),
  ])
  const service = rng.pick([
    bi(
      "Da servire liscio a fine pasto o con ghiaccio e una scorza d'arancia.",
      'Serve neat after dinner, or over ice with an orange twist.',
    ),
    bi(
      'Sempre più richiesto in miscelazione, regge bene tonica e agrumi.',
      'More and more in demand for mixing, it stands up well to tonic and citrus.',
    ),
  ])
  return {
    title,
    color,
    description: describe(rng, lead, tasting(rng, nose, palate, rng.pick(FINISH)), [process, service]),
    style: rng.pick(['classico', 'botanico', 'moderno']),
    taste: sub === 'amaro-agrumato' ? 'agrumato' : rng.pick(['amaro', 'erbaceo', 'amaro', 'dolce']),
    sheet: amaroSheet(ctx, { color, herbs, nose, palate, alcohol, sugar, count }),
    look: look(
      rng,
      rng.pick(['tall', 'bordeaux', 'flask']),
      rng.pick([GLASS.dark, GLASS.amber, GLASS.green, GLASS.flint]),
      color,
      ['#f4ecd8', '#1c1c1c', '#5b1a2a', '#24402f', '#c9a227'],
    ),
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Liqueurs

const LIQUEUR_PALATE: readonly Bi[] = [
  bi('il sorso è dolce ma mai stucchevole', 'the palate is sweet but never cloying'),
  bi('il frutto è pieno e naturale', 'the fruit is full and natural'),
  bi('il sorso è morbido e vellutato', 'the palate is soft and velvety'),
  bi('dolcezza e acidità restano in equilibrio', 'sweetness and acidity stay in balance'),
]

const LEMON_IGP: Record<string, { igp: string; lemons: Bi }> = {
  costiera: {
    igp: "Limone Costa d'Amalfi IGP",
    lemons: bi("limoni della Costa d'Amalfi IGP", "Costa d'Amalfi IGP lemons"),
  },
  salento: {
    igp: 'Limone Femminello del Gargano IGP',
    lemons: bi('limoni Femminello del Gargano IGP', 'Femminello del Gargano IGP lemons'),
  },
  etna: { igp: 'Limone di Siracusa IGP', lemons: bi('limoni di Siracusa IGP', 'Siracusa IGP lemons') },
  isole: { igp: 'Limone di Siracusa IGP', lemons: bi('limoni di Siracusa IGP', 'Siracusa IGP lemons') },
  calabria: {
    igp: 'Limone di Rocca Imperiale IGP',
    lemons: bi('limoni di Rocca Imperiale IGP', 'Rocca Imperiale IGP lemons'),
  },
}

function liqueurLook(ctx: Ctx, color: string): Made['look'] {
  return look(
    ctx.rng,
    ctx.rng.pick(['flask', 'tall']),
    ctx.rng.pick([GLASS.extraFlint, GLASS.frosted, GLASS.flint]),
    color,
  )
}

export function makeLimoncello(ctx: Ctx): Made {
  const { rng, p } = ctx
  const b = p.brand
  const igp = LEMON_IGP[p.place.key]?.igp
  const cream = rng.chance(0.2)
  const title = cream
    ? bi(`Crema di Limoncello ${b}`, `${b} Limoncello Cream`)
    : rng.pick([
        () => bi(`Limoncello ${b}`, `${b} Limoncello`),
        () =>
          p.place.key === 'costiera'
            ? bi(`Limoncello ${b} Costa d'Amalfi`, `${b} Amalfi Coast Limoncello`)
            : bi(`Limoncello di ${p.data.town}`, `${p.data.town} Limoncello`),
        () => bi(`Limoncello ${b} Riserva`, `${b} Limoncello Riserva`),
      ])()
  const color = cream ? 'bianco' : 'giallo'
  const nose = [
    bi('scorza di limone', 'lemon zest'),
    ...rng.sample(
      [
        bi('fiori di zagara', 'orange blossom'),
        bi('cedro', 'citron'),
        bi('erbe mediterranee', 'Mediterranean herbs'),
        bi('crema pasticcera', 'custard'),
      ],
      2,
    ),
  ]
  const palate = cream
    ? bi('il sorso è cremoso e delicato', 'the palate is creamy and delicate')
    : rng.pick(LIQUEUR_PALATE)
  const lemons = LEMON_IGP[p.place.key]?.lemons ?? bi('limoni non trattati', 'unwaxed lemons')
  return {
    title,
    color,
    description: describe(
      rng,
      bi(
        `Limoncello ${p.place.of.it}, dalle scorze di ${lemons.it} pelati a mano e messi in infusione per una settimana.`,
        `A limoncello ${p.place.of.en}, from the zest of hand-peeled ${lemons.en} steeped for a week.`,
      ),
      tasting(rng, nose, palate, bi('fresco e agrumato', 'fresh and citrusy')),
      [
        bi(
          'Solo scorze, alcol, acqua e zucchero: nessun colorante.',
          'Only peel, alcohol, water and sugar: no colouring.',
        ),
        bi(
          'Va servito ghiacciato, in bicchierini tenuti in freezer.',
          'Serve it ice-cold, in glasses kept in the freezer.',
        ),
      ],
    ),
    style: 'classico',
    taste: cream ? 'dolce' : 'agrumato',
    sheet: compact({
      format: format(rng, [
        ['50 cl', 45],
        ['70 cl', 40],
        ['1 l', 10],
        ['20 cl', 5],
      ]),
      alcohol: cream ? abv(rng, 15, 18) : abv(rng, 28, 32),
      sugar: `${rng.int(25, 35) * 10} g/l`,
      denomination: igp ? bi(igp, igp) : undefined,
      fruity: bi(capitalize(lemons.it), capitalize(lemons.en)),
      aromas: aromasField(nose),
      organoleptic: organoleptic(rng, color, nose, palate),
      pairings: maybe(rng, 0.5, () => bi('Delizia al limone, babà, sorbetti', 'Lemon delizia, babà, sorbets')),
      cocktail: maybe(rng, 0.3, () =>
        bi('Limoncello Spritz: limoncello, prosecco e soda', 'Limoncello Spritz: limoncello, prosecco and soda'),
      ),
      notes: bi('Conservare in freezer', 'Keep in the freezer'),
    }),
    look: liqueurLook(ctx, color),
  }
}

type Fruit = {
  it: string
  en: string
  of: string
  color: string
  places?: readonly string[]
  countries?: readonly string[]
}
const FRUITS: readonly Fruit[] = [
  { it: 'Mirtilli', en: 'Blueberry', of: 'mirtilli', color: 'rosso' },
  { it: 'Lamponi', en: 'Raspberry', of: 'lamponi', color: 'rosso' },
  { it: 'Fragoline di Bosco', en: 'Wild Strawberry', of: 'fragoline di bosco', color: 'rosso' },
  { it: 'Ciliegie', en: 'Cherry', of: 'ciliegie', color: 'rosso' },
  { it: 'Amarene', en: 'Sour Cherry', of: 'amarene', color: 'rosso' },
  { it: 'Albicocche', en: 'Apricot', of: 'albicocche', color: 'oro' },
  { it: 'Pesche', en: 'Peach', of: 'pesche', color: 'oro' },
  { it: 'Melograno', en: 'Pomegranate', of: 'melograno', color: 'rosso' },
  { it: 'Mela Cotogna', en: 'Quince', of: 'mela cotogna', color: 'oro' },
  { it: 'Ribes Nero', en: 'Blackcurrant', of: 'ribes nero', color: 'rosso' },
  { it: 'Prugne', en: 'Plum', of: 'prugne', color: 'ambrato' },
  { it: 'Mirto', en: 'Myrtle', of: 'bacche di mirto', color: 'rosso', places: ['sardegna'] },
  {
    it: "Fichi d'India",
    en: 'Prickly Pear',
    of: "fichi d'India",
    color: 'rosato',
    places: ['etna', 'isole', 'marsala'],
  },
  { it: 'Pistacchio', en: 'Pistachio', of: 'pistacchi di Bronte', color: 'verde', places: ['etna'] },
  { it: 'Visciole', en: 'Wild Sour Cherry', of: 'visciole', color: 'rosso', places: ['marche', 'umbria'] },
  { it: 'Nocciole', en: 'Hazelnut', of: 'nocciole', color: 'ambrato', places: ['langhe', 'lazio', 'irpinia'] },
  { it: 'Arance Rosse', en: 'Blood Orange', of: 'arance rosse', color: 'rosso', places: ['etna'] },
  { it: 'Corbezzolo', en: 'Strawberry Tree', of: 'corbezzolo', color: 'rosso', places: ['sardegna'] },
]

export function makeFruitLiqueur(ctx: Ctx): Made {
  const { rng, p } = ctx
  const b = p.brand
  const c = p.place.country
  // Foreign houses make their own classics.
  if (c === 'giappone')
    return specialLiqueur(
      ctx,
      bi(`Umeshu ${b}`, `${b} Umeshu`),
      'ambrato',
      bi(
        'Liquore di ume, la prugna giapponese, macerata nel sake.',
        'A liqueur of ume, the Japanese plum, steeped in sake.',
      ),
      bi('prugna ume', 'ume plum'),
    )
  if (c === 'martinica' || c === 'guadalupa')
    return specialLiqueur(
      ctx,
      bi(`Shrubb ${b} all'Arancia`, `${b} Orange Shrubb`),
      'ambrato',
      bi(
        "Liquore creolo di scorze d'arancia e spezie macerate nel rhum agricole.",
        'A Creole liqueur of orange peel and spices steeped in rhum agricole.',
      ),
      bi("scorza d'arancia", 'orange peel'),
    )
  if (c === 'polonia')
    return specialLiqueur(
      ctx,
      bi(`Nalewka di Ciliegie ${b}`, `${b} Cherry Nalewka`),
      'rosso',
      bi(
        'Nalewka tradizionale: ciliegie macerate per mesi nella vodka di segale.',
        'A traditional nalewka: cherries steeped for months in rye vodka.',
      ),
      bi('ciliegia', 'cherry'),
    )
  if (c === 'francia' && p.kind.key === 'armagnac')
    return specialLiqueur(
      ctx,
      bi(`Liquore di Prugne all'Armagnac ${b}`, `${b} Prune and Armagnac Liqueur`),
      'ambrato',
      bi("Prugne di Agen macerate nell'Armagnac di casa.", 'Agen prunes steeped in the house Armagnac.'),
      bi('prugna secca', 'prune'),
    )
  const eligible = FRUITS.filter((f) => !f.places || f.places.includes(p.place.key))
  const local = eligible.filter((f) => f.places)
  const fruit = local.length && rng.chance(0.6) ? rng.pick(local) : rng.pick(eligible)
  const creamy = fruit.it === 'Pistacchio' || fruit.it === 'Nocciole'
  const title =
    fruit.it === 'Mirto'
      ? bi(`Mirto Rosso ${b}`, `${b} Myrtle Liqueur (Mirto Rosso)`)
      : creamy
        ? bi(`Crema di ${fruit.it} ${b}`, `${b} ${fruit.en} Cream Liqueur`)
        : rng.pick([
            () => bi(`Liquore di ${fruit.it} ${b}`, `${b} ${fruit.en} Liqueur`),
            () => bi(`Liquore di ${fruit.it} di Montagna`, `Mountain ${fruit.en} Liqueur`),
            () => bi(`${b} ${fruit.it}`, `${b} ${fruit.en}`),
            () =>
              c === 'francia'
                ? bi(
                    `Crème de ${fruit.en === 'Blackcurrant' ? 'Cassis' : fruit.en} ${b}`,
                    `${b} Crème de ${fruit.en === 'Blackcurrant' ? 'Cassis' : fruit.en}`,
                  )
                : bi(`Liquore di ${fruit.it} ${b} Riserva`, `${b} ${fruit.en} Liqueur Riserva`),
          ])()
  const color = fruit.color
  const nose = [
    bi(fruit.of, fruit.en.toLowerCase()),
    ...rng.sample(
      [
        bi('marmellata', 'jam'),
        bi('fiori', 'flowers'),
        bi('mandorla', 'almond'),
        bi('spezie dolci', 'sweet spices'),
        bi('vaniglia', 'vanilla'),
      ],
      2,
    ),
  ]
  const palate = creamy
    ? bi('il sorso è cremoso, goloso e vellutato', 'the palate is creamy, indulgent and velvety')
    : rng.pick(LIQUEUR_PALATE)
  return {
    title,
    color,
    description: describe(
      rng,
      ((how: Bi) =>
        bi(
          `Liquore ${p.place.of.it} ottenuto dall'infusione di ${fruit.of} ${how.it}.`,
          `A liqueur ${p.place.of.en}, made by steeping ${fruit.en.toLowerCase()} ${how.en}.`,
        ))(
        rng.pick([
          bi('di raccolta manuale', 'picked by hand'),
          bi('di piccoli produttori locali', 'from small local growers'),
          bi('al giusto grado di maturazione', 'at just the right ripeness'),
        ]),
      ),
      tasting(rng, nose, palate, bi('fruttato e pulito', 'fruity and clean')),
      [
        bi(
          'La frutta macera per settimane in alcol puro, poi si aggiunge uno sciroppo leggero.',
          'The fruit steeps for weeks in pure spirit before a light syrup is added.',
        ),
        bi(
          'Ottimo liscio e fresco, sul gelato o per allungare un prosecco.',
          'Lovely chilled and neat, over ice cream or to top up a prosecco.',
        ),
      ],
    ),
    style: 'classico',
    taste: creamy ? 'dolce' : rng.pick(['fruttato', 'dolce']),
    sheet: compact({
      format: format(rng, [
        ['50 cl', 45],
        ['70 cl', 45],
        ['20 cl', 10],
      ]),
      alcohol: creamy ? abv(rng, 15, 18) : fruit.it === 'Mirto' ? abv(rng, 30, 32) : abv(rng, 20, 30),
      sugar: `${rng.int(20, 35) * 10} g/l`,
      denomination: fruit.it === 'Mirto' ? bi('Mirto di Sardegna', 'Mirto di Sardegna') : undefined,
      fruity: bi(capitalize(fruit.of), fruit.en),
      aromas: aromasField(nose),
      organoleptic: organoleptic(rng, color, nose, palate),
      pairings: maybe(rng, 0.5, () =>
        rng.pick([
          bi('Panna cotta e gelati', 'Panna cotta and ice cream'),
          bi('Crostate e biscotteria', 'Tarts and biscuits'),
          bi('Formaggi erborinati', 'Blue cheeses'),
        ]),
      ),
      cocktail: maybe(rng, 0.3, () =>
        bi(
          `Royal: un dito di liquore in una flûte di spumante brut`,
          'Royal: a finger of liqueur in a flute of brut sparkling wine',
        ),
      ),
      notes: bi('Servire fresco, a 8-10 °C', 'Serve chilled, at 8-10 °C'),
      harvest: maybe(rng, 0.4, () =>
        bi('Frutta raccolta a mano a piena maturazione', 'Fruit hand-picked at full ripeness'),
      ),
      awards: maybe(rng, 0.1, () => awards(rng)),
    }),
    look: liqueurLook(ctx, color),
  }
}

function specialLiqueur(ctx: Ctx, title: Bi, color: string, intro: Bi, fruit: Bi): Made {
  const { rng } = ctx
  const nose = [
    fruit,
    ...rng.sample(
      [bi('mandorla', 'almond'), bi('miele', 'honey'), bi('spezie', 'spices'), bi('vaniglia', 'vanilla')],
      2,
    ),
  ]
  const palate = rng.pick(LIQUEUR_PALATE)
  return {
    title,
    color,
    description: describe(rng, intro, tasting(rng, nose, palate, bi('fruttato', 'fruity')), [
      bi('Da bere liscio con ghiaccio o allungato con soda.', 'Drink it neat over ice or topped with soda.'),
    ]),
    style: 'classico',
    taste: 'fruttato',
    sheet: compact({
      format: format(rng, [
        ['70 cl', 60],
        ['50 cl', 40],
      ]),
      alcohol: abv(rng, 14, 35),
      sugar: `${rng.int(15, 30) * 10} g/l`,
      fruity: bi(capitalize(fruit.it), capitalize(fruit.en)),
      aromas: aromasField(nose),
      organoleptic: organoleptic(rng, color, nose, palate),
    }),
    look: liqueurLook(ctx, color),
  }
}

type Herbal = {
  title: (b: string) => Bi
  lead: Bi
  color: string
  abv: [number, number]
  places?: readonly string[]
  countries?: readonly string[]
  herb: Bi
}
const HERBALS: readonly Herbal[] = [
  {
    title: (b) => bi(`Genepì ${b}`, `${b} Génépi`),
    lead: bi(
      'Genepì di montagna, dalle sommità fiorite di artemisia raccolte sopra i duemila metri.',
      'Mountain génépi, from artemisia flower heads gathered above two thousand metres.',
    ),
    color: 'verde',
    abv: [38, 42],
    places: ['aosta', 'cembra', 'alto-adige', 'valtellina'],
    herb: bi('artemisia genepì', 'génépi artemisia'),
  },
  {
    title: (b) => bi(`Centerbe ${b}`, `${b} Centerbe`),
    lead: bi(
      "Il liquore forte d'Abruzzo: cento erbe della Maiella in un distillato potente e balsamico.",
      "Abruzzo's strong liqueur: a hundred Maiella herbs in a powerful, balsamic spirit.",
    ),
    color: 'verde',
    abv: [60, 70],
    places: ['abruzzo', 'molise'],
    herb: bi('erbe della Maiella', 'Maiella herbs'),
  },
  {
    title: (b) => bi(`Liquore di Genziana ${b}`, `${b} Gentian Liqueur`),
    lead: bi(
      'Radici di genziana maggiore essiccate e macerate in vino e alcol, come si fa da secoli in montagna.',
      'Dried great yellow gentian roots steeped in wine and spirit, as mountain folk have done for centuries.',
    ),
    color: 'oro',
    abv: [20, 30],
    places: ['abruzzo', 'valtellina', 'aosta', 'cembra', 'umbria'],
    herb: bi('genziana', 'gentian'),
  },
  {
    title: (b) => bi(`Liquore al Pino Mugo ${b}`, `${b} Mountain Pine Liqueur`),
    lead: bi(
      'Gemme di pino mugo raccolte a primavera e lasciate in infusione per quaranta giorni.',
      'Mountain pine buds picked in spring and infused for forty days.',
    ),
    color: 'ambrato',
    abv: [30, 40],
    places: ['cembra', 'alto-adige', 'val-di-non', 'aosta', 'rotaliana'],
    herb: bi('gemme di pino mugo', 'mountain pine buds'),
  },
  {
    title: (b) => bi(`Liquore di Liquirizia ${b}`, `${b} Liquorice Liqueur`),
    lead: bi(
      'Radice di liquirizia di Calabria, sciolta lentamente in alcol e zucchero.',
      'Calabrian liquorice root, slowly dissolved in alcohol and sugar.',
    ),
    color: 'bruno',
    abv: [25, 30],
    places: ['calabria'],
    herb: bi('liquirizia', 'liquorice'),
  },
  {
    title: (b) => bi(`Liquore d'Alloro ${b}`, `${b} Bay Leaf Liqueur`),
    lead: bi(
      'Foglie fresche di alloro in infusione: un digestivo erbaceo e profumatissimo.',
      'Fresh bay leaves steeped into a fragrant, herbal digestif.',
    ),
    color: 'verde',
    abv: [28, 32],
    places: ['salento', 'irpinia', 'lazio'],
    herb: bi('alloro', 'bay leaf'),
  },
  {
    title: (b) => bi(`Liquore al Basilico ${b}`, `${b} Basil Liqueur`),
    lead: bi(
      'Basilico genovese raccolto a mano e infuso a freddo, per un liquore verde e fragrante.',
      'Hand-picked Genoese basil, cold-infused for a green, fragrant liqueur.',
    ),
    color: 'verde',
    abv: [25, 30],
    places: ['liguria'],
    herb: bi('basilico', 'basil'),
  },
  {
    title: (b) => bi(`Liquore di Finocchietto ${b}`, `${b} Wild Fennel Liqueur`),
    lead: bi(
      'Finocchietto selvatico raccolto sulle colline, dal profumo anisato e fresco.',
      'Wild fennel gathered on the hills, with a fresh, aniseed scent.',
    ),
    color: 'verde',
    abv: [28, 32],
    places: ['costiera', 'isole', 'etna', 'salento', 'calabria'],
    herb: bi('finocchietto selvatico', 'wild fennel'),
  },
  {
    title: (b) => bi(`Liquore di Elicriso ${b}`, `${b} Helichrysum Liqueur`),
    lead: bi(
      'Elicriso delle dune sarde, dal profumo di curry e macchia mediterranea.',
      'Helichrysum from Sardinian dunes, scented with curry plant and Mediterranean scrub.',
    ),
    color: 'oro',
    abv: [28, 32],
    places: ['sardegna'],
    herb: bi('elicriso', 'helichrysum'),
  },
  {
    title: (b) => bi(`Kräuterlikör ${b}`, `${b} Kräuterlikör`),
    lead: bi(
      'Liquore alle erbe di tradizione mitteleuropea, con radici, fiori e scorze.',
      'A Central European herbal liqueur of roots, flowers and peels.',
    ),
    color: 'bruno',
    abv: [30, 38],
    countries: ['germania', 'austria'],
    herb: bi('erbe alpine', 'Alpine herbs'),
  },
  {
    title: (b) => bi(`Liquore alle Erbe ${b}`, `${b} Herbal Liqueur`),
    lead: bi(
      'Un liquore digestivo di erbe aromatiche e fiori, dolce e balsamico.',
      'A digestif liqueur of aromatic herbs and flowers, sweet and balsamic.',
    ),
    color: 'oro',
    abv: [28, 35],
    herb: bi('erbe aromatiche', 'aromatic herbs'),
  },
  {
    title: (b) => bi(`Elisir del Monastero ${b}`, `${b} Monastery Elixir`),
    lead: bi(
      'Ricetta di origine conventuale con oltre trenta piante officinali.',
      'A recipe of monastic origin with more than thirty medicinal plants.',
    ),
    color: 'giallo',
    abv: [38, 43],
    herb: bi('piante officinali', 'medicinal plants'),
  },
]

export function makeHerbalLiqueur(ctx: Ctx): Made {
  const { rng, p } = ctx
  const eligible = HERBALS.filter((h) =>
    h.places ? h.places.includes(p.place.key) : h.countries ? h.countries.includes(p.place.country) : true,
  )
  const local = eligible.filter((h) => h.places || h.countries)
  const h =
    local.length && rng.chance(0.65) ? rng.pick(local) : rng.pick(eligible.filter((x) => !x.places && !x.countries))
  const nose = [h.herb, ...herbsFor(ctx, 2)]
  const palate = rng.pick([
    ...AMARO_PALATE.slice(1),
    bi('il sorso è dolce, fresco e balsamico', 'the palate is sweet, fresh and balsamic'),
  ])
  return {
    title: h.title(p.brand),
    color: h.color,
    description: describe(rng, h.lead, tasting(rng, nose, palate, rng.pick(FINISH)), [
      bi(
        `Prodotto ${p.place.in.it} in piccoli lotti, filtrato a mano.`,
        `Made ${p.place.in.en} in small batches, hand-filtered.`,
      ),
      bi(
        'Un digestivo da servire freddo, ma anche un tocco insolito in miscelazione.',
        'A digestif to serve chilled, but also an unusual touch in cocktails.',
      ),
    ]),
    style: rng.pick(['classico', 'botanico']),
    taste: 'erbaceo',
    sheet: compact({
      format: format(rng, [
        ['70 cl', 50],
        ['50 cl', 40],
        ['20 cl', 10],
      ]),
      alcohol: abv(rng, h.abv[0], h.abv[1]),
      sugar: `${rng.int(10, 30) * 10} g/l`,
      aromas: aromasField(nose),
      organoleptic: organoleptic(rng, h.color, nose, palate),
      origin: maybe(rng, 0.5, () => bi(`Erbe raccolte ${p.place.in.it}`, `Herbs gathered ${p.place.in.en}`)),
      notes: bi('Servire freddo, a 6-8 °C', 'Serve chilled, at 6-8 °C'),
      awards: maybe(rng, 0.1, () => awards(rng)),
      curiosity: maybe(rng, 0.2, () => rng.pick(AMARO_CURIOSITIES)),
    }),
    look: liqueurLook(ctx, h.color),
  }
}

export function makeNocino(ctx: Ctx): Made {
  const { rng, p } = ctx
  const b = p.brand
  const modena = p.place.key === 'emilia'
  const title = rng.pick([
    () => bi(`Nocino ${b}`, `${b} Nocino`),
    () =>
      modena ? bi(`Nocino di Modena ${b}`, `${b} Nocino di Modena`) : bi(`Nocino ${b} Riserva`, `${b} Nocino Riserva`),
    () => bi(`Nocino ${b} della Notte di San Giovanni`, `${b} St John's Night Nocino`),
  ])()
  const nose = [
    bi('mallo di noce', 'green walnut husk'),
    ...rng.sample(
      [
        bi('cannella', 'cinnamon'),
        bi('chiodi di garofano', 'clove'),
        bi('caffè', 'coffee'),
        bi('scorza di limone', 'lemon peel'),
      ],
      2,
    ),
  ]
  const palate = bi('il sorso è denso, dolce e amaricante', 'the palate is dense, sweet and bitter-edged')
  return {
    title,
    color: 'bruno',
    description: describe(
      rng,
      bi(
        'Noci verdi raccolte a fine giugno, tagliate in quattro e lasciate al sole in infusione per quaranta giorni.',
        'Green walnuts picked in late June, quartered and left to steep in the sun for forty days.',
      ),
      tasting(rng, nose, palate, bi('lungo e balsamico', 'long and balsamic')),
      [
        bi(
          'Dopo la filtrazione riposa almeno un anno prima di essere imbottigliato.',
          'After filtering it rests for at least a year before bottling.',
        ),
        bi(
          'Tradizionale a fine pasto, sorprendente sul gelato alla crema.',
          'Traditional after dinner, surprising over custard ice cream.',
        ),
      ],
    ),
    style: 'classico',
    taste: 'dolce',
    sheet: compact({
      format: format(rng, [
        ['50 cl', 50],
        ['70 cl', 50],
      ]),
      alcohol: abv(rng, 38, 42),
      sugar: `${rng.int(25, 35) * 10} g/l`,
      fruity: bi('Noci verdi con il mallo', 'Green walnuts with their husks'),
      harvest: bi('Noci raccolte intorno al 24 giugno', 'Walnuts picked around 24 June'),
      ageing: bi('Almeno 12 mesi di riposo', "At least 12 months' rest"),
      aromas: aromasField(nose),
      organoleptic: organoleptic(rng, 'bruno', nose, palate),
      curiosity: bi(
        'Tradizione vuole che le noci si colgano nella notte di San Giovanni, il 24 giugno.',
        "Tradition says the walnuts are picked on St John's night, 24 June.",
      ),
    }),
    look: liqueurLook(ctx, 'bruno'),
  }
}

export function makeAnice(ctx: Ctx): Made {
  const { rng, p } = ctx
  const b = p.brand
  const kind =
    p.place.key === 'marche'
      ? rng.pick(['Anisetta', 'Mistrà', 'Anisetta'] as const)
      : p.place.key === 'lazio'
        ? 'Sambuca'
        : rng.pick(['Sambuca', 'Anisetta', 'Anice Stellato'] as const)
  const title =
    kind === 'Anice Stellato'
      ? bi(`Liquore all'Anice Stellato ${b}`, `${b} Star Anise Liqueur`)
      : bi(`${kind} ${b}`, `${b} ${kind}`)
  const dry = kind === 'Mistrà'
  const nose = [
    bi(
      kind === 'Anice Stellato' ? 'anice stellato' : 'anice verde',
      kind === 'Anice Stellato' ? 'star anise' : 'green anise',
    ),
    ...rng.sample(
      [
        bi('finocchio', 'fennel'),
        bi('liquirizia', 'liquorice'),
        bi('scorza di limone', 'lemon peel'),
        bi('sambuco', 'elder'),
      ],
      2,
    ),
  ]
  const palate = dry
    ? bi('il sorso è secco, caldo e pulito', 'the palate is dry, warm and clean')
    : bi('il sorso è dolce, morbido e rinfrescante', 'the palate is sweet, soft and refreshing')
  return {
    title,
    color: 'trasparente',
    description: describe(
      rng,
      bi(
        `${kind === 'Mistrà' ? 'Mistrà secco' : kind} ${p.place.of.it}, da semi di anice ${p.place.key === 'marche' ? 'verde di Castignano' : 'distillati in corrente di vapore'}.`,
        `${kind === 'Mistrà' ? 'Dry mistrà' : kind} ${p.place.of.en}, from ${p.place.key === 'marche' ? 'Castignano green anise' : 'steam-distilled anise seed'}.`,
      ),
      tasting(rng, nose, palate, bi('fresco e persistente', 'fresh and persistent')),
      [
        bi(
          "Con acqua fresca diventa opalescente: è l'effetto louche degli oli essenziali.",
          'With cold water it turns cloudy: the louche effect of the essential oils.',
        ),
        dry
          ? bi(
              'Si usa per correggere il caffè, come nelle osterie marchigiane.',
              'It is used to lace coffee, as in the taverns of the Marche.',
            )
          : bi(
              'Tradizionale con tre chicchi di caffè, "con la mosca".',
              'Traditionally served with three coffee beans, "con la mosca".',
            ),
      ],
    ),
    style: 'classico',
    taste: dry ? 'secco' : 'dolce',
    sheet: compact({
      format: format(rng, [
        ['70 cl', 60],
        ['1 l', 25],
        ['50 cl', 15],
      ]),
      alcohol: dry ? abv(rng, 40, 43) : abv(rng, 38, 42),
      sugar: dry ? '0 g/l' : `${rng.int(25, 35) * 10} g/l`,
      aromas: aromasField(nose),
      organoleptic: organoleptic(rng, 'trasparente', nose, palate),
      notes: bi('Servire freddo o con acqua ghiacciata', 'Serve chilled or with iced water'),
      pairings: maybe(rng, 0.6, () => bi("Caffè espresso e biscotti all'anice", 'Espresso and aniseed biscuits')),
      curiosity: maybe(rng, 0.3, () =>
        bi(
          "L'anice verde si coltiva nelle Marche da secoli: i semi si raccolgono a mano in agosto.",
          'Green anise has been grown in the Marche for centuries: the seeds are picked by hand in August.',
        ),
      ),
    }),
    look: liqueurLook(ctx, 'trasparente'),
  }
}

export function makeCoffeeLiqueur(ctx: Ctx): Made {
  const { rng, p } = ctx
  const b = p.brand
  const cream = rng.chance(0.25)
  const title = cream
    ? bi(`Crema al Caffè ${b}`, `${b} Coffee Cream Liqueur`)
    : rng.pick([
        () => bi(`Liquore al Caffè ${b}`, `${b} Coffee Liqueur`),
        () => bi(`Liquore al Caffè ${b} Cold Brew`, `${b} Cold Brew Coffee Liqueur`),
        () => bi(`${b} Espresso`, `${b} Espresso Liqueur`),
      ])()
  const color = cream ? 'bianco' : 'bruno'
  const nose = [
    bi('caffè tostato', 'roasted coffee'),
    ...rng.sample(
      [bi('cacao', 'cocoa'), bi('vaniglia', 'vanilla'), bi('caramello', 'caramel'), bi('nocciola', 'hazelnut')],
      2,
    ),
  ]
  const palate = cream
    ? bi('il sorso è cremoso e goloso', 'the palate is creamy and indulgent')
    : bi('il sorso è intenso, amaricante e poco zuccherino', 'the palate is intense, bitter-edged and not too sweet')
  return {
    title,
    color,
    description: describe(
      rng,
      bi(
        `Liquore al caffè ${p.place.of.it}, da miscele di Arabica tostate da una torrefazione artigiana e estratte a freddo.`,
        `A coffee liqueur ${p.place.of.en}, from Arabica blends roasted by a craft roaster and cold-extracted.`,
      ),
      tasting(rng, nose, palate, bi('tostato e persistente', 'roasted and persistent')),
      [
        bi(
          'Meno zucchero dei liquori industriali, per lasciare spazio al caffè.',
          'Less sugar than industrial liqueurs, to let the coffee show.',
        ),
        bi(
          "L'ingrediente perfetto per un Espresso Martini da bar.",
          'The perfect ingredient for a bar-quality Espresso Martini.',
        ),
      ],
    ),
    style: 'moderno',
    taste: 'dolce',
    sheet: compact({
      format: format(rng, [
        ['70 cl', 60],
        ['50 cl', 30],
        ['1 l', 10],
      ]),
      alcohol: cream ? abv(rng, 15, 18) : abv(rng, 22, 30),
      sugar: `${rng.int(18, 30) * 10} g/l`,
      origin: bi('Arabica di Etiopia, Brasile e Guatemala', 'Arabica from Ethiopia, Brazil and Guatemala'),
      aromas: aromasField(nose),
      organoleptic: organoleptic(rng, color, nose, palate),
      cocktail: rng.pick([
        bi(
          'Espresso Martini: vodka, liquore al caffè ed espresso',
          'Espresso Martini: vodka, coffee liqueur and espresso',
        ),
        bi('White Russian: vodka, liquore al caffè e panna', 'White Russian: vodka, coffee liqueur and cream'),
      ]),
      pairings: maybe(rng, 0.6, () =>
        bi('Tiramisù, gelato alla crema, cioccolato', 'Tiramisù, custard ice cream, chocolate'),
      ),
      notes: bi('Ottimo anche freddo di frigorifero', 'Also excellent straight from the fridge'),
    }),
    look: liqueurLook(ctx, color),
  }
}
