import type { Rng } from '../random'
import type { Bi, ProducerData } from '../types'
import { type Place, type PlaceKey, places, surnames } from './places'
import { bi, sentences } from './text'

/**
 * Producer kinds: what a house is (an alpine grappa distillery, a Speyside distillery, a Martinique rhumerie...),
 * where such houses are, how they are called, what they make and how a distributor's catalogue presents them.
 */

export type KindKey =
  | 'grappa-alpina'
  | 'distilleria-italiana'
  | 'liquorificio'
  | 'vermouth'
  | 'aperitivo-veneto'
  | 'marsala'
  | 'quinta-douro'
  | 'madeira'
  | 'bodega-jerez'
  | 'craft-gin'
  | 'craft-gin-uk'
  | 'gin-europa'
  | 'genever'
  | 'scotch'
  | 'irish'
  | 'bourbon'
  | 'japan-whisky'
  | 'rum'
  | 'agricole'
  | 'cachaca'
  | 'cognac'
  | 'armagnac'
  | 'calvados'
  | 'obstbrand'
  | 'tequila'
  | 'mezcal'
  | 'vodka'
  | 'pisco'
  | 'kura'
  | 'bibite'
  | 'succhi'
  | 'analcolici'

/** What the generator knows about a producer beyond its public data. */
export type ProducerMeta = {
  data: ProducerData
  kind: Kind
  place: Place
  /** Short name used in product titles (Glen Corran, Laguna, Tamanini). */
  brand: string
  surname: string
  founded: number
  /** Certified organic house: most of its products carry a certification. */
  organic: boolean
  /** Sub-type code -> weight of this producer for it (kind mix times place boost times size). */
  mix: Map<string, number>
}

type NameParts = { surname: string; town: string; place: Place; rng: Rng }

export type Kind = {
  key: KindKey
  /** How often the kind is drawn for a generated producer. */
  weight: number
  places: readonly (readonly [PlaceKey, number])[]
  founded: readonly [number, number]
  /** Sub-type code -> how much of the house's range it is. */
  mix: Readonly<Record<string, number>>
  name(parts: NameParts): { name: string; brand: string }
  describe(rng: Rng, p: ProducerMeta): Bi
}

// ---------------------------------------------------------------------------------------------------------------
// Shared copy

/** A house name whose brand is the name without its prefix ("Habitation Anse Noire" -> "Anse Noire"). */
const stem = (name: string, prefix: string): { name: string; brand: string } => ({
  name,
  brand: name.slice(prefix.length),
})

const ORDINAL_IT = ['', 'prima', 'seconda', 'terza', 'quarta', 'quinta', 'sesta', 'settima']
const ORDINAL_EN = ['', 'first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh']
const CATALOGUE_YEAR = 2026

function generation(founded: number): Bi {
  const n = Math.max(1, Math.min(7, Math.ceil((CATALOGUE_YEAR - founded) / 28)))
  return bi(ORDINAL_IT[n], ORDINAL_EN[n])
}

/** "a Cembra, in Val di Cembra, in Trentino" or just the area phrase when the town is in it. */
export function where(p: ProducerMeta): Bi {
  const { town } = p.data
  if (p.place.in.it.includes(town)) return p.place.in
  return bi(`${/^[AaÀà]/.test(town) ? 'ad' : 'a'} ${town}, ${p.place.in.it}`, `in ${town}, ${p.place.in.en}`)
}

const closing: ((p: ProducerMeta) => Bi)[] = [
  () =>
    bi(
      'Per la ristorazione selezioniamo le referenze più versatili, disponibili anche in bottiglia singola.',
      'For restaurants we select the most versatile references, also available as single bottles.',
    ),
  () =>
    bi(
      'Produzioni piccole e numerate: consigliamo di prenotare le uscite stagionali in anticipo.',
      'Small, numbered runs: we suggest booking the seasonal releases in advance.',
    ),
  (p) =>
    bi(
      `Una casa che racconta bene il territorio ${p.place.of.it}, al banco e in carta.`,
      `A house that tells the story of ${p.place.area.en} well, at the bar and on the list.`,
    ),
  () =>
    bi(
      'Il nostro ufficio commerciale organizza degustazioni guidate per il personale di sala.',
      'Our sales team organises guided tastings for front-of-house staff.',
    ),
  () =>
    bi(
      'Etichette apprezzate dai bartender quanto dai sommelier, con un ottimo rapporto tra qualità e prezzo.',
      'Labels that bartenders and sommeliers both like, with very good value for money.',
    ),
  (p) =>
    bi(
      `In catalogo Vinea dal ${Math.max(p.founded + 1, 1990 + (p.founded % 30))}.`,
      `In the Vinea catalogue since ${Math.max(p.founded + 1, 1990 + (p.founded % 30))}.`,
    ),
]

const organicLine = (p: ProducerMeta): Bi =>
  bi(
    `Certificata biologica${p.founded < 2005 ? ' da oltre quindici anni' : ''}, lavora solo materie prime da agricoltura biologica.`,
    `Certified organic${p.founded < 2005 ? ' for more than fifteen years' : ''}, it works only with organically farmed raw materials.`,
  )

function compose(
  rng: Rng,
  p: ProducerMeta,
  intro: ((p: ProducerMeta) => Bi)[],
  craft: ((p: ProducerMeta) => Bi)[],
): Bi {
  const parts = [rng.pick(intro)(p), rng.pick(craft)(p)]
  if (p.organic) parts.push(organicLine(p))
  else if (rng.chance(0.6)) parts.push(rng.pick(closing)(p))
  return sentences(parts)
}

const local = (p: ProducerMeta, fallback: Bi): Bi =>
  p.place.local?.length ? p.place.local[p.founded % p.place.local.length] : fallback

// ---------------------------------------------------------------------------------------------------------------
// Kinds

const ITALIAN_NORTH: readonly (readonly [PlaceKey, number])[] = [
  ['cembra', 3],
  ['laghi', 2],
  ['rotaliana', 2],
  ['valDiNon', 1],
  ['altoAdige', 3],
  ['colliOrientali', 3],
  ['carso', 1],
  ['valpolicella', 3],
  ['bassano', 3],
  ['prosecco', 2],
  ['langhe', 3],
  ['monferrato', 2],
  ['valtellina', 2],
  ['franciacorta', 1],
  ['aosta', 2],
]
const ITALIAN_ALL: readonly (readonly [PlaceKey, number])[] = [
  ...ITALIAN_NORTH,
  ['torino', 2],
  ['milano', 2],
  ['laguna', 1],
  ['liguria', 2],
  ['montalcino', 1],
  ['chianti', 2],
  ['umbria', 1.5],
  ['marche', 2],
  ['abruzzo', 2],
  ['lazio', 1.5],
  ['emilia', 2.5],
  ['costiera', 3],
  ['irpinia', 1],
  ['vulture', 1.5],
  ['molise', 1],
  ['salento', 2],
  ['calabria', 2.5],
  ['etna', 2],
  ['marsala', 1],
  ['isole', 1.5],
  ['sardegna', 2.5],
]

const GIN_WORDS = [
  'Borea',
  'Levante',
  'Ginestra',
  'Pineta',
  'Corallo',
  'Maestrale',
  'Salina',
  'Faro',
  'Crinale',
  'Scirocco',
  'Lanterna',
  'Orsa',
  'Brina',
  'Risacca',
  'Capraia',
  'Fiordaliso',
  'Tramontana',
  'Libeccio',
  'Gregale',
  'Zefiro',
  'Alloro',
  'Cipresso',
  'Nebbia',
  'Aurora',
  'Vela',
  'Ancora',
  'Gabbiano',
  'Falco',
  'Volpe',
  'Ginepraio',
  'Sorgente',
  'Radice',
  'Selva',
  'Cima',
  'Vetta',
  'Approdo',
  'Darsena',
  'Bussola',
  'Rugiada',
  'Scoglio',
]

const SCOTCH_PREFIXES = ['Glen ', 'Ben ', 'Strath', 'Loch ', 'Inver', 'Auchen', 'Dal', 'Kil', 'Ard', 'Bal']
const SCOTCH_ROOTS = [
  'aird',
  'fiadh',
  'tarra',
  'dorcha',
  'breac',
  'lomair',
  'duthil',
  'brae',
  'voran',
  'lussa',
  'sgeir',
  'corrie',
  'mhor',
  'finnan',
  'rannoch',
  'allan',
]
/** Real distilleries (and the anchor) the combinations must not produce. */
const SCOTCH_TAKEN = new Set(['Strathallan', 'Ardmhor', 'Glen Corran', 'Glen Allan', 'Balmhor'])

function scotchStem(rng: Rng): string {
  for (;;) {
    const prefix = rng.pick(SCOTCH_PREFIXES)
    const root = rng.pick(SCOTCH_ROOTS)
    const stem = prefix.endsWith(' ') ? `${prefix}${root.charAt(0).toUpperCase()}${root.slice(1)}` : `${prefix}${root}`
    if (!SCOTCH_TAKEN.has(stem)) return stem
  }
}

const kinds: Kind[] = [
  {
    key: 'grappa-alpina',
    weight: 12,
    places: ITALIAN_NORTH,
    founded: [1890, 1995],
    mix: {
      grappa: 10,
      'acquavite-d-uva': 2,
      'acquavite-di-pere': 1.5,
      'acquavite-di-mele': 1.2,
      'liquore-di-frutta': 1.5,
      'liquore-alle-erbe': 1.2,
      nocino: 0.3,
      gin: 0.8,
      'amaro-alle-erbe': 0.6,
      brandy: 0.4,
      'world-whisky': 0.3,
      'confezione-degustazione': 0.3,
      cofanetto: 0.3,
    },
    name: ({ surname, rng, place }) => {
      if (place.surnames === 'sudtirol') {
        return rng.pick([
          { name: `Brennerei ${surname}`, brand: surname },
          { name: `Distilleria ${surname}hof`, brand: `${surname}hof` },
        ])
      }
      return rng.pick([
        { name: `Distilleria ${surname}`, brand: surname },
        { name: `Antica Distilleria ${surname}`, brand: surname },
        { name: `${surname} Distillatori`, brand: surname },
        { name: `Distilleria Artigianale ${surname}`, brand: surname },
        { name: `Distilleria ${surname} & Figli`, brand: surname },
      ])
    },
    describe: (rng, p) =>
      compose(
        rng,
        p,
        [
          (p) =>
            bi(
              `Distilleria di famiglia ${where(p).it}, fondata nel ${p.founded} e oggi condotta dalla ${generation(p.founded).it} generazione.`,
              `A family distillery ${where(p).en}, founded in ${p.founded} and now run by the ${generation(p.founded).en} generation.`,
            ),
          (p) =>
            bi(
              `Dal ${p.founded} ${where(p).it} si distillano le vinacce dei vignaioli della valle, ritirate fresche a ogni vendemmia.`,
              `Since ${p.founded}, ${where(p).en}, the house has distilled the pomace of the valley's growers, collected fresh at every harvest.`,
            ),
          (p) =>
            bi(
              `Piccola realtà artigiana ${p.place.in.it}, attiva dal ${p.founded}.`,
              `A small artisan house ${p.place.in.en}, at work since ${p.founded}.`,
            ),
        ],
        [
          () =>
            bi(
              'Lavora in alambicchi discontinui a bagnomaria, una cotta alla volta, separando a mano teste e code.',
              'It works with batch bain-marie stills, one charge at a time, cutting heads and tails by hand.',
            ),
          () =>
            bi(
              "Le grappe monovitigno nascono da vinacce di singoli vigneti e riposano a lungo in acciaio prima dell'imbottigliamento.",
              'Its single-varietal grappas come from the pomace of single vineyards and rest at length in steel before bottling.',
            ),
          () =>
            bi(
              'Accanto alle grappe giovani propone riserve affinate in rovere, ciliegio e acacia, e una piccola linea di liquori di frutta.',
              'Alongside young grappas it offers reserves aged in oak, cherry and acacia wood, and a small line of fruit liqueurs.',
            ),
          (p) =>
            bi(
              `In distilleria si lavorano anche ${local(p, bi('frutti di montagna', 'mountain fruit')).it} per acquaviti e liquori stagionali.`,
              `The still also handles ${local(p, bi('mountain fruit', 'mountain fruit')).en} for seasonal eaux-de-vie and liqueurs.`,
            ),
        ],
      ),
  },
  {
    key: 'distilleria-italiana',
    weight: 4,
    founded: [1900, 2005],
    places: [
      ['montalcino', 2],
      ['chianti', 2],
      ['umbria', 1],
      ['marche', 1],
      ['abruzzo', 1],
      ['irpinia', 1.5],
      ['vulture', 1],
      ['molise', 1],
      ['salento', 1.5],
      ['calabria', 1],
      ['etna', 2],
      ['marsala', 1],
      ['sardegna', 1.5],
      ['emilia', 1],
      ['lazio', 1],
    ],
    mix: {
      grappa: 6,
      brandy: 1.8,
      'acquavite-d-uva': 1,
      'liquore-di-frutta': 1.2,
      limoncello: 0.6,
      'amaro-alle-erbe': 0.8,
      gin: 0.8,
      cofanetto: 0.2,
    },
    name: ({ surname, rng, town }) =>
      rng.pick([
        { name: `Distilleria ${surname}`, brand: surname },
        { name: `Distillerie ${surname}`, brand: surname },
        { name: `Distilleria di ${town}`, brand: town },
        { name: `Fratelli ${surname} Distillatori`, brand: surname },
      ]),
    describe: (rng, p) =>
      compose(
        rng,
        p,
        [
          (p) =>
            bi(
              `Fondata nel ${p.founded} ${where(p).it}, distilla le vinacce delle cantine del territorio.`,
              `Founded in ${p.founded} ${where(p).en}, it distils the pomace of the local wineries.`,
            ),
          (p) =>
            bi(
              `Una distilleria del Centro-Sud che ha portato la grappa fuori dalle valli alpine: ${p.place.in.it} dal ${p.founded}.`,
              `A distillery that took grappa beyond the Alpine valleys: ${p.place.in.en} since ${p.founded}.`,
            ),
        ],
        [
          () =>
            bi(
              'Le vinacce dei grandi rossi locali diventano grappe strutturate, spesso affinate in botti che hanno ospitato il vino.',
              'The pomace of the great local reds becomes structured grappas, often aged in casks that once held the wine.',
            ),
          () =>
            bi(
              'Usa un impianto a vapore semicontinuo per le grappe giovani e un piccolo alambicco in rame per le riserve.',
              'It uses a semi-continuous steam still for young grappas and a small copper pot still for the reserves.',
            ),
          (p) =>
            bi(
              `Completano la gamma un brandy invecchiato e liquori con ${local(p, bi('agrumi', 'citrus')).it} del territorio.`,
              `An aged brandy and liqueurs made with local ${local(p, bi('citrus', 'citrus')).en} complete the range.`,
            ),
        ],
      ),
  },
  {
    key: 'liquorificio',
    weight: 12,
    places: ITALIAN_ALL,
    founded: [1860, 2015],
    mix: {
      'amaro-alle-erbe': 6,
      'amaro-agrumato': 2.5,
      fernet: 1.2,
      rabarbaro: 1,
      china: 1.2,
      'liquore-alle-erbe': 3,
      'liquore-di-frutta': 2.5,
      limoncello: 0.4,
      nocino: 0.6,
      anice: 0.5,
      'liquore-al-caffe': 1.5,
      bitter: 1.5,
      aperitivo: 1,
      vermouth: 0.5,
      spritz: 0.3,
      'cocktail-bitters': 0.3,
      'kit-cocktail': 0.2,
      'confezione-degustazione': 0.3,
    },
    name: ({ surname, rng, town }) =>
      rng.pick([
        { name: `Liquorificio ${surname}`, brand: surname },
        { name: `Antica Erboristeria ${surname}`, brand: surname },
        { name: `${surname} Liquori`, brand: surname },
        { name: `Fratelli ${surname}`, brand: surname },
        { name: `Premiata Fabbrica Liquori ${surname}`, brand: surname },
        { name: `Officina Liquoristica di ${town}`, brand: town },
        { name: `Casa ${surname}`, brand: surname },
      ]),
    describe: (rng, p) =>
      compose(
        rng,
        p,
        [
          (p) =>
            bi(
              `Liquorificio ${p.founded < 1950 ? 'storico' : 'di famiglia'} ${where(p).it}, fondato nel ${p.founded}.`,
              `A ${p.founded < 1950 ? 'historic' : 'family'} liqueur house ${where(p).en}, founded in ${p.founded}.`,
            ),
          (p) =>
            bi(
              `Dal ${p.founded} ${p.place.in.it} prepara amari e liquori con le ricette di una vecchia erboristeria.`,
              `Since ${p.founded} it has made amari and liqueurs ${p.place.in.en} from the recipes of an old herbalist's shop.`,
            ),
          (p) =>
            bi(
              `Laboratorio liquoristico ${p.place.in.it}, oggi alla ${generation(p.founded).it} generazione.`,
              `A liqueur workshop ${p.place.in.en}, now in its ${generation(p.founded).en} generation.`,
            ),
        ],
        [
          (p) =>
            bi(
              `Le erbe, tra cui ${local(p, bi('genziana e assenzio', 'gentian and wormwood')).it}, vengono macerate a freddo in alcol di grano per settimane.`,
              `Its herbs, among them ${local(p, bi('gentian and wormwood', 'gentian and wormwood')).en}, are cold-macerated in grain spirit for weeks.`,
            ),
          () =>
            bi(
              'Ogni amaro riposa in tini di rovere prima di essere filtrato e imbottigliato a mano.',
              'Every amaro rests in oak vats before being filtered and bottled by hand.',
            ),
          () =>
            bi(
              'Nessun aroma artificiale né colorante: solo infusi, zucchero e il tempo necessario.',
              'No artificial flavourings or colourings: only infusions, sugar and the time they need.',
            ),
          (p) =>
            bi(
              `La gamma va dagli amari da fine pasto ai liquori con ${local(p, bi('frutta di stagione', 'seasonal fruit')).it}.`,
              `The range runs from after-dinner amari to liqueurs made with ${local(p, bi('seasonal fruit', 'seasonal fruit')).en}.`,
            ),
        ],
      ),
  },
  {
    key: 'vermouth',
    weight: 3.5,
    places: [
      ['torino', 5],
      ['monferrato', 2],
      ['langhe', 1],
      ['savoia', 0.8],
      ['catalogna', 1],
    ],
    founded: [1850, 2012],
    mix: {
      vermouth: 6,
      'vino-chinato': 1.5,
      aperitivo: 2,
      bitter: 1.5,
      'amaro-alle-erbe': 0.8,
      'cocktail-pronto': 0.8,
      spritz: 0.3,
      'kit-cocktail': 0.4,
      'cocktail-bitters': 0.4,
    },
    name: ({ surname, rng, place, town }) => {
      if (place.country === 'spagna')
        return rng.pick([
          { name: `Vermuts ${surname}`, brand: surname },
          { name: `Casa ${surname} de ${town}`, brand: surname },
        ])
      if (place.country === 'francia')
        return rng.pick([
          { name: `Maison ${surname} Chambéry`, brand: surname },
          { name: `Vermouth ${surname}`, brand: surname },
        ])
      return rng.pick([
        { name: `Casa del Vermouth ${surname}`, brand: surname },
        { name: `Vermuteria ${surname}`, brand: surname },
        { name: `${surname} Torino`, brand: surname },
        { name: `Antica Vermuteria ${surname}`, brand: surname },
      ])
    },
    describe: (rng, p) =>
      compose(
        rng,
        p,
        [
          (p) =>
            bi(
              `Casa di vermouth fondata nel ${p.founded} ${where(p).it}.`,
              `A vermouth house founded in ${p.founded} ${where(p).en}.`,
            ),
          (p) =>
            bi(
              `${p.place.country === 'italia' ? 'Nella patria del vermouth' : 'Nella tradizione europea del vermouth'}, ${p.place.in.it}, questa casa aromatizza vini dal ${p.founded}.`,
              `${p.place.country === 'italia' ? 'In the birthplace of vermouth' : 'In the European vermouth tradition'}, ${p.place.in.en}, this house has aromatised wines since ${p.founded}.`,
            ),
        ],
        [
          () =>
            bi(
              'Le ricette partono da vini bianchi del territorio e da infusi separati di assenzio, china, scorze e spezie.',
              'Recipes start from local white wines and separate infusions of wormwood, cinchona, peels and spices.',
            ),
          () =>
            bi(
              "Il caramello è preparato in casa e ogni lotto affina alcuni mesi prima dell'imbottigliamento.",
              'The caramel is made in-house and every batch rests a few months before bottling.',
            ),
          () =>
            bi(
              'Accanto ai vermouth classici produce aperitivi e bitter pensati per la miscelazione.',
              'Alongside the classic vermouths it makes aperitifs and bitters designed for mixing.',
            ),
        ],
      ),
  },
  {
    key: 'aperitivo-veneto',
    weight: 1.5,
    places: [
      ['laguna', 3],
      ['prosecco', 1],
      ['bassano', 1],
      ['carso', 1],
      ['milano', 2],
    ],
    founded: [1900, 2018],
    mix: {
      spritz: 4,
      'cocktail-pronto': 2,
      aperitivo: 3,
      bitter: 2,
      'aperitivo-analcolico': 0.8,
      'amaro-agrumato': 0.5,
      'kit-cocktail': 0.3,
    },
    name: ({ surname, rng, town }) =>
      rng.pick([
        { name: `Aperitivi ${surname}`, brand: surname },
        { name: `${surname} ${town}`, brand: surname },
        { name: `Bottega dell'Aperitivo ${surname}`, brand: surname },
      ]),
    describe: (rng, p) =>
      compose(
        rng,
        p,
        [
          (p) =>
            bi(
              `Nata nel ${p.founded} ${where(p).it}, è una casa specializzata nel rito dell'aperitivo.`,
              `Born in ${p.founded} ${where(p).en}, this house specialises in the aperitivo ritual.`,
            ),
          (p) =>
            bi(
              `Dal ${p.founded} ${p.place.in.it} si preparano bitter e aperitivi per i bacari e i caffè della città.`,
              `Since ${p.founded} it has made bitters and aperitifs ${p.place.in.en} for the city's bacari and cafés.`,
            ),
        ],
        [
          () =>
            bi(
              'Oggi propone anche spritz e cocktail già miscelati, pronti da servire con ghiaccio.',
              'Today it also offers ready-mixed spritzes and cocktails, to serve straight over ice.',
            ),
          () =>
            bi(
              'Le infusioni di scorze e radici sono lavorate in piccoli lotti, con colori di origine vegetale.',
              'Peel and root infusions are worked in small batches, with plant-based colourings.',
            ),
        ],
      ),
  },
  {
    key: 'marsala',
    weight: 1.5,
    places: [['marsala', 1]],
    founded: [1830, 1990],
    mix: { marsala: 6, 'vino-chinato': 0.4, vermouth: 0.4, 'liquore-di-frutta': 0.4, 'confezione-degustazione': 0.3 },
    name: ({ surname, rng }) =>
      rng.pick([
        { name: `Cantine ${surname}`, brand: surname },
        { name: `Baglio ${surname}`, brand: surname },
        { name: `Tenuta ${surname} Marsala`, brand: surname },
      ]),
    describe: (rng, p) =>
      compose(
        rng,
        p,
        [
          (p) =>
            bi(
              `Baglio storico ${where(p).it}, fondato nel ${p.founded} a pochi passi dal mare.`,
              `A historic baglio ${where(p).en}, founded in ${p.founded} a short walk from the sea.`,
            ),
          (p) =>
            bi(
              `Dal ${p.founded} la famiglia ${p.surname} produce Marsala nelle antiche cantine in tufo di ${p.data.town}.`,
              `Since ${p.founded} the ${p.surname} family has made Marsala in the old tufa cellars of ${p.data.town}.`,
            ),
        ],
        [
          () =>
            bi(
              'Grillo, Catarratto e Inzolia affinano in botti di rovere disposte a solera, tra le brezze salmastre dello Stagnone.',
              'Grillo, Catarratto and Inzolia age in oak casks arranged in a solera, in the salty breezes of the Stagnone lagoon.',
            ),
          () =>
            bi(
              'In cantina riposano botti centenarie da cui nascono le riserve più lunghe.',
              'Century-old casks in the cellar give the longest-aged reserves.',
            ),
        ],
      ),
  },
  {
    key: 'quinta-douro',
    weight: 0.6,
    places: [['douro', 1]],
    founded: [1780, 1960],
    mix: { porto: 6, cofanetto: 0.3 },
    name: ({ surname, rng }) =>
      rng.pick([
        stem(`Quinta da Fonte ${rng.pick(['Seca', 'Nova', 'Alta', 'Fria'])}`, 'Quinta da '),
        stem(`Quinta do Vale ${rng.pick(['Escuro', 'Longo', 'Verde', 'do Sol'])}`, 'Quinta do '),
        { name: `${surname} & Filhos Vinhos do Porto`, brand: surname },
      ]),
    describe: (rng, p) =>
      compose(
        rng,
        p,
        [
          (p) =>
            bi(
              `Quinta ${where(p).it}, dal ${p.founded} sui terrazzamenti di scisto che scendono verso il fiume.`,
              `A quinta ${where(p).en}, on the schist terraces that run down to the river since ${p.founded}.`,
            ),
        ],
        [
          () =>
            bi(
              'Touriga Nacional, Touriga Franca e Tinta Roriz sono pigiate nei lagares e affinate nelle cantine di Vila Nova de Gaia.',
              'Touriga Nacional, Touriga Franca and Tinta Roriz are trodden in lagares and aged in the lodges of Vila Nova de Gaia.',
            ),
          () =>
            bi(
              "La gamma va dai Ruby giovani ai Tawny con indicazione d'età, fino alle annate dichiarate.",
              'The range runs from young Rubies to age-indicated Tawnies and declared vintages.',
            ),
        ],
      ),
  },
  {
    key: 'madeira',
    weight: 0.2,
    places: [['madeira', 1]],
    founded: [1800, 1950],
    mix: { madeira: 6 },
    name: ({ surname, rng }) =>
      rng.pick([
        { name: `Vinhos ${surname} Madeira`, brand: surname },
        { name: `Casa ${surname} do Funchal`, brand: surname },
      ]),
    describe: (rng, p) =>
      compose(
        rng,
        p,
        [
          (p) =>
            bi(
              `Casa di Madeira fondata nel ${p.founded} ${where(p).it}.`,
              `A Madeira house founded in ${p.founded} ${where(p).en}.`,
            ),
        ],
        [
          () =>
            bi(
              'Sercial, Verdelho, Bual e Malvasia maturano con il metodo canteiro, nei sottotetti caldi delle cantine.',
              'Sercial, Verdelho, Bual and Malvasia mature by the canteiro method, in the warm lofts of the lodges.',
            ),
          () =>
            bi(
              'Vini quasi indistruttibili, che una volta aperti si conservano per mesi.',
              'Almost indestructible wines that keep for months once opened.',
            ),
        ],
      ),
  },
  {
    key: 'bodega-jerez',
    weight: 0.5,
    places: [['jerez', 1]],
    founded: [1790, 1970],
    mix: { sherry: 5, brandy: 2.5, vermouth: 0.8 },
    name: ({ surname, rng }) =>
      rng.pick([
        { name: `Bodegas ${surname}`, brand: surname },
        { name: `${surname} e Hijos`, brand: surname },
        stem(
          `Bodega ${rng.pick(['La Alcazaba', 'El Almacén', 'San Ginés', 'La Cilla', 'El Cuadrado', 'La Sacristía'])}`,
          'Bodega ',
        ),
      ]),
    describe: (rng, p) =>
      compose(
        rng,
        p,
        [
          (p) =>
            bi(`Bodega ${where(p).it}, fondata nel ${p.founded}.`, `A bodega ${where(p).en}, founded in ${p.founded}.`),
          (p) =>
            bi(
              `Dal ${p.founded} la famiglia ${p.surname} alleva flor e soleras nelle cattedrali del vino di ${p.data.town}.`,
              `Since ${p.founded} the ${p.surname} family has tended flor and soleras in the wine cathedrals of ${p.data.town}.`,
            ),
        ],
        [
          () =>
            bi(
              'Palomino e Pedro Ximénez invecchiano secondo il sistema di criaderas y soleras, dal Fino al Pedro Ximénez più denso.',
              'Palomino and Pedro Ximénez age through criaderas y soleras, from Fino to the densest Pedro Ximénez.',
            ),
          () =>
            bi(
              'Le stesse botti di sherry affinano il brandy di casa, che esce solo in piccole quantità.',
              'The same sherry casks age the house brandy, released only in small quantities.',
            ),
        ],
      ),
  },
  {
    key: 'craft-gin',
    weight: 8,
    founded: [1995, 2022],
    places: [
      ['laguna', 1],
      ['liguria', 2],
      ['milano', 2],
      ['torino', 1],
      ['chianti', 1],
      ['etna', 1],
      ['sardegna', 1.5],
      ['cembra', 1],
      ['altoAdige', 1],
      ['salento', 1.5],
      ['lazio', 1],
      ['emilia', 1],
      ['costiera', 1],
      ['aosta', 1],
      ['umbria', 0.5],
      ['marche', 0.5],
    ],
    mix: {
      gin: 8,
      'sloe-gin': 0.3,
      'old-tom': 0.5,
      vodka: 1,
      bitter: 0.8,
      aperitivo: 0.6,
      'liquore-alle-erbe': 0.4,
      'distillato-analcolico': 0.6,
      'kit-cocktail': 0.3,
      tonica: 0.3,
      'cocktail-pronto': 0.2,
    },
    name: ({ surname, rng, town }) => {
      const word = rng.pick(GIN_WORDS)
      return rng.pick([
        { name: `${word} Spirits`, brand: word },
        { name: `Officina dei Distillati ${surname}`, brand: word },
        { name: `Distilleria Urbana ${word}`, brand: word },
        { name: `${word} Gin Lab`, brand: word },
        { name: `Alambicco ${word} di ${town}`, brand: word },
      ])
    },
    describe: (rng, p) =>
      compose(
        rng,
        p,
        [
          (p) =>
            bi(
              `Microdistilleria nata nel ${p.founded} ${where(p).it} da un gruppo di bartender e botanici.`,
              `A micro-distillery set up in ${p.founded} ${where(p).en} by a group of bartenders and botanists.`,
            ),
          (p) =>
            bi(
              `Giovane distilleria ${p.place.in.it}, attiva dal ${p.founded} con un alambicco ibrido da 300 litri.`,
              `A young distillery ${p.place.in.en}, at work since ${p.founded} with a 300-litre hybrid still.`,
            ),
        ],
        [
          (p) =>
            bi(
              `I gin raccontano il paesaggio: ${local(p, bi('erbe spontanee', 'wild herbs')).it} raccolti a mano, distillati separatamente e poi assemblati.`,
              `Its gins tell the landscape: hand-picked ${local(p, bi('wild herbs', 'wild herbs')).en}, distilled separately and then blended.`,
            ),
          () =>
            bi(
              'Ogni botanica è macerata e distillata da sola, per dosare al millilitro il profilo finale.',
              'Each botanical is macerated and distilled on its own, so the final profile can be dosed to the millilitre.',
            ),
          () =>
            bi(
              'Le ricette nascono al bancone, provate in miscelazione prima ancora che in purezza.',
              'The recipes are born behind the bar, tested in cocktails before they are tasted neat.',
            ),
        ],
      ),
  },
  {
    key: 'craft-gin-uk',
    weight: 1.5,
    places: [
      ['londra', 2],
      ['england', 3],
    ],
    founded: [1990, 2021],
    mix: {
      gin: 6,
      'sloe-gin': 1.5,
      'old-tom': 1.3,
      vodka: 0.4,
      'world-whisky': 0.4,
      'distillato-analcolico': 0.4,
      'kit-cocktail': 0.3,
    },
    name: ({ surname, rng, town }) =>
      rng.pick([
        { name: `${town} Gin Co.`, brand: town },
        { name: `${surname} & ${rng.pick(surnames.english)} Distillers`, brand: surname },
        ((w: string) => ({ name: `The ${w} Distillery`, brand: w }))(
          rng.pick([
            'Hedgerow',
            'Copper Heron',
            'Old Wharf',
            'Thames Reach',
            'Kestrel',
            'Blackthorn',
            'Lantern Yard',
            'Bramble Hill',
            'Saltmarsh',
            'Greyfriars',
          ]),
        ),
      ]),
    describe: (rng, p) =>
      compose(
        rng,
        p,
        [
          (p) =>
            bi(
              `Distilleria indipendente ${where(p).it}, fondata nel ${p.founded}.`,
              `An independent distillery ${where(p).en}, founded in ${p.founded}.`,
            ),
          (p) =>
            bi(
              `Nata nel ${p.founded} ${p.place.in.it}, distilla gin secondo la scuola londinese, in alambicchi di rame a fuoco diretto.`,
              `Set up in ${p.founded} ${p.place.in.en}, it distils gin in the London school, in direct-fired copper pot stills.`,
            ),
        ],
        [
          () =>
            bi(
              'Ginepro toscano, coriandolo e radice di angelica sono la base; prugnole e sambuco delle siepi inglesi il tocco di casa.',
              'Tuscan juniper, coriander and angelica root are the base; sloes and elderflower from English hedgerows the house touch.',
            ),
          () =>
            bi(
              'Tutti i gin sono one-shot: nessuna diluizione di concentrati, solo distillato ridotto con acqua di sorgente.',
              'All its gins are one-shot: no diluted concentrates, only spirit brought down with spring water.',
            ),
        ],
      ),
  },
  {
    key: 'gin-europa',
    weight: 1.2,
    places: [
      ['schwarzwald', 2],
      ['berlino', 1],
      ['wachau', 1],
      ['minorca', 1.5],
      ['catalogna', 1],
    ],
    founded: [1880, 2020],
    mix: {
      gin: 4,
      'acquavite-di-pere': 1,
      'acquavite-di-mele': 0.8,
      'liquore-di-frutta': 1,
      'liquore-alle-erbe': 1,
      'world-whisky': 0.5,
      vodka: 0.5,
    },
    name: ({ surname, rng, place }) =>
      place.country === 'spagna'
        ? rng.pick([
            { name: `Destilerías ${surname}`, brand: surname },
            { name: `Xoriguer ${surname}`, brand: surname },
          ])
        : rng.pick([
            { name: `Brennerei ${surname}`, brand: surname },
            { name: `Destillerie ${surname}`, brand: surname },
            { name: `${surname} Spirituosen`, brand: surname },
          ]),
    describe: (rng, p) =>
      compose(
        rng,
        p,
        [
          (p) =>
            bi(
              `Distilleria ${where(p).it}, attiva dal ${p.founded}.`,
              `A distillery ${where(p).en}, at work since ${p.founded}.`,
            ),
        ],
        [
          () =>
            bi(
              'Unisce la tradizione delle acquaviti di frutta a gin contemporanei, con botaniche raccolte nei boschi vicini.',
              'It pairs a tradition of fruit eaux-de-vie with contemporary gins, using botanicals gathered in nearby woods.',
            ),
          () =>
            bi(
              'Distilla lentamente in alambicchi a colonna corta, con tagli stretti per distillati puliti e profumati.',
              'It distils slowly in short-column stills, with narrow cuts for clean, fragrant spirits.',
            ),
        ],
      ),
  },
  {
    key: 'genever',
    weight: 0.4,
    places: [
      ['olanda', 2],
      ['fiandre', 1],
    ],
    founded: [1750, 1950],
    mix: { genever: 5, gin: 1.5, 'old-tom': 0.3, 'liquore-di-frutta': 0.6 },
    name: ({ surname, rng }) =>
      rng.pick([
        { name: `Stokerij ${surname}`, brand: surname },
        { name: `Distilleerderij ${surname}`, brand: surname },
        { name: `${surname} & Zonen`, brand: surname },
      ]),
    describe: (rng, p) =>
      compose(
        rng,
        p,
        [
          (p) =>
            bi(
              `Distilleria storica ${where(p).it}, fondata nel ${p.founded}.`,
              `A historic distillery ${where(p).en}, founded in ${p.founded}.`,
            ),
        ],
        [
          () =>
            bi(
              "Il suo genever parte dal moutwijn, distillato di malto d'orzo, segale e mais, poi ridistillato con ginepro.",
              'Its genever starts from moutwijn, a malt spirit of barley, rye and corn, redistilled with juniper.',
            ),
          () =>
            bi(
              "Gli oude genever riposano in botti di rovere francese e sono l'antenato diretto del gin.",
              'The oude genevers rest in French oak casks and are the direct ancestor of gin.',
            ),
        ],
      ),
  },
  {
    key: 'scotch',
    weight: 4,
    places: [
      ['speyside', 4],
      ['islay', 2.5],
      ['highlands', 3],
      ['islands', 1.5],
      ['campbeltown', 0.7],
      ['lowlands', 1],
    ],
    founded: [1790, 2015],
    mix: { 'scotch-whisky': 10, gin: 0.3, cofanetto: 0.4, 'confezione-degustazione': 0.3 },
    name: ({ rng }) => {
      const stem = scotchStem(rng)
      return rng.pick([
        { name: `${stem} Distillery`, brand: stem },
        { name: `${stem} Distillers`, brand: stem },
      ])
    },
    describe: (rng, p) =>
      compose(
        rng,
        p,
        [
          (p) =>
            bi(
              `Distilleria ${where(p).it}, fondata nel ${p.founded}.`,
              `A distillery ${where(p).en}, founded in ${p.founded}.`,
            ),
          (p) =>
            bi(
              `Piccola distilleria indipendente ${p.place.in.it}, che dal ${p.founded} produce single malt in alambicchi a collo alto.`,
              `A small independent distillery ${p.place.in.en}, making single malt in tall-necked stills since ${p.founded}.`,
            ),
        ],
        [
          (p) =>
            bi(
              p.place.key === 'islay'
                ? "L'orzo è essiccato sul fumo di torba locale: whisky marini, iodati e affumicati."
                : 'Acqua di sorgente morbida, fermentazioni lunghe e botti ex-bourbon ed ex-sherry scelte una a una.',
              p.place.key === 'islay'
                ? 'The barley is dried over local peat smoke: maritime, iodine-laced, smoky whiskies.'
                : 'Soft spring water, long fermentations and ex-bourbon and ex-sherry casks chosen one by one.',
            ),
          () =>
            bi(
              'Imbottiglia senza filtrazione a freddo e senza coloranti, spesso a grado pieno.',
              'It bottles without chill-filtration or colouring, often at cask strength.',
            ),
          () =>
            bi(
              'Le uscite in edizione limitata arrivano da singole botti selezionate dal master distiller.',
              'Limited releases come from single casks picked by the master distiller.',
            ),
        ],
      ),
  },
  {
    key: 'irish',
    weight: 1,
    places: [['irlanda', 1]],
    founded: [1800, 2018],
    mix: { 'irish-whiskey': 6, gin: 1.5 },
    name: ({ surname, rng }) =>
      rng.pick([
        { name: `${surname} & Sons Distillery`, brand: surname },
        ((w: string) => ({ name: `${w} Whiskey Co.`, brand: w }))(
          rng.pick(['Clonmore', 'Rathbeg', 'Knockaderry', 'Ballyfin', 'Derrylane', 'Glenmoy', 'Kilcarra']),
        ),
      ]),
    describe: (rng, p) =>
      compose(
        rng,
        p,
        [
          (p) =>
            bi(
              `Distilleria irlandese ${where(p).it}, fondata nel ${p.founded}.`,
              `An Irish distillery ${where(p).en}, founded in ${p.founded}.`,
            ),
        ],
        [
          () =>
            bi(
              'Produce single pot still da orzo maltato e non maltato, distillato tre volte per un profilo morbido e speziato.',
              'It makes single pot still whiskey from malted and unmalted barley, triple distilled for a smooth, spicy profile.',
            ),
          () =>
            bi(
              'Affina in botti ex-bourbon, ex-sherry e in barili di vino fortificato.',
              'It matures in ex-bourbon and ex-sherry casks and in fortified wine barrels.',
            ),
        ],
      ),
  },
  {
    key: 'bourbon',
    weight: 1,
    places: [['kentucky', 1]],
    founded: [1850, 2016],
    mix: { bourbon: 5, 'rye-whiskey': 3 },
    name: ({ surname, rng }) =>
      rng.pick([
        { name: `${surname} Family Distillery`, brand: surname },
        ((w: string) => ({ name: `${w} Distilling Co.`, brand: w }))(
          rng.pick([
            'Cedar Hollow',
            'Limestone Creek',
            'Copper Ridge',
            'Saltlick Creek',
            'Big Spring Hollow',
            'Rolling Knob',
            'Sycamore Bend',
          ]),
        ),
        { name: `Old ${surname} Bourbon Co.`, brand: `Old ${surname}` },
      ]),
    describe: (rng, p) =>
      compose(
        rng,
        p,
        [
          (p) =>
            bi(
              `Distilleria del Kentucky ${where(p).it.replace(/, in Kentucky$/, '')}, fondata nel ${p.founded}.`,
              `A Kentucky distillery ${where(p).en.replace(/, in Kentucky$/, '')}, founded in ${p.founded}.`,
            ),
        ],
        [
          () =>
            bi(
              'Mais, segale e orzo maltato locali, acqua filtrata dal calcare e botti nuove di rovere americano tostate a fuoco vivo.',
              'Local corn, rye and malted barley, limestone-filtered water and new American oak barrels charred over open flame.',
            ),
          () =>
            bi(
              "I barili riposano nei rickhouse a più piani, dove le escursioni termiche accelerano l'estrazione dal legno.",
              'The barrels rest in multi-storey rickhouses, where temperature swings speed up extraction from the wood.',
            ),
        ],
      ),
  },
  {
    key: 'japan-whisky',
    weight: 0.7,
    places: [
      ['nagano', 2],
      ['kyoto', 1],
      ['yamagata', 1],
    ],
    founded: [1920, 2018],
    mix: { 'japanese-whisky': 5, gin: 1.5, shochu: 0.3 },
    name: ({ rng }) => {
      const stem = rng.pick(['Kirisame', 'Asagiri', 'Hoshikawa', 'Tsukikage', 'Yamabuki', 'Shirakaba'])
      return { name: `${stem} Distillery`, brand: stem }
    },
    describe: (rng, p) =>
      compose(
        rng,
        p,
        [
          (p) =>
            bi(
              `Distilleria giapponese ${where(p).it}, attiva dal ${p.founded}.`,
              `A Japanese distillery ${where(p).en}, at work since ${p.founded}.`,
            ),
        ],
        [
          () =>
            bi(
              'Whisky di malto e di grano invecchiati anche in botti di quercia mizunara, con un clima che alterna inverni rigidi ed estati umide.',
              'Malt and grain whiskies aged also in mizunara oak, in a climate of harsh winters and humid summers.',
            ),
          () =>
            bi(
              'La precisione giapponese guida ogni fase, dal taglio del distillato alla scelta delle botti.',
              'Japanese precision guides every step, from the spirit cut to the choice of casks.',
            ),
        ],
      ),
  },
  {
    key: 'rum',
    weight: 3,
    places: [
      ['giamaica', 2],
      ['barbados', 1.5],
      ['guatemala', 1],
      ['dominicana', 1.2],
      ['venezuela', 1],
    ],
    founded: [1750, 2010],
    mix: { rum: 8, 'spiced-rum': 1.5, cofanetto: 0.2 },
    name: ({ surname, rng, place }) => {
      if (place.surnames === 'english') {
        const stem = rng.pick([
          'Blue Cove',
          'Cockpit Hill',
          'Rio Bueno',
          'Crane Bay',
          'Bathsheba',
          'Long Pond Bay',
          'Morant Point',
          'Sugar Hill',
        ])
        return rng.pick([
          { name: `${stem} Estate`, brand: stem },
          { name: `${stem} Rum Works`, brand: stem },
        ])
      }
      const stem = rng.pick([
        'Volcán de Agua',
        'Quetzal Alto',
        'Tierra Dulce',
        'Los Cañaverales',
        'Santa Clara',
        'Costa Brava',
      ])
      return rng.pick([
        { name: `Ron ${stem}`, brand: stem },
        { name: `Destilería ${surname}`, brand: surname },
        { name: `Hacienda ${stem}`, brand: stem },
      ])
    },
    describe: (rng, p) =>
      compose(
        rng,
        p,
        [
          (p) =>
            bi(
              `Casa del rum ${where(p).it}, fondata nel ${p.founded}.`,
              `A rum house ${where(p).en}, founded in ${p.founded}.`,
            ),
          (p) =>
            bi(
              `Tra le piantagioni di canna ${p.place.in.it}, questa distilleria lavora dal ${p.founded}.`,
              `Among the sugar cane plantations ${p.place.in.en}, this distillery has worked since ${p.founded}.`,
            ),
        ],
        [
          (p) =>
            bi(
              p.place.key === 'giamaica'
                ? 'Fermentazioni lunghe e alambicchi double retort danno rum ricchi di esteri, intensi e fruttati.'
                : 'Melassa e miele di canna distillati in colonna e in pot still, poi invecchiati in botti ex-bourbon.',
              p.place.key === 'giamaica'
                ? 'Long fermentations and double retort pot stills give ester-rich, intense, fruity rums.'
                : 'Molasses and cane honey distilled in column and pot stills, then aged in ex-bourbon casks.',
            ),
          () =>
            bi(
              "Nessuno zucchero aggiunto: l'età dichiarata è quella del rum più giovane in bottiglia.",
              'No added sugar: the stated age is that of the youngest rum in the bottle.',
            ),
          () =>
            bi(
              "Il clima tropicale fa lavorare il legno in fretta: la quota degli angeli supera il sette per cento l'anno.",
              "The tropical climate works the wood fast: the angels' share exceeds seven per cent a year.",
            ),
        ],
      ),
  },
  {
    key: 'agricole',
    weight: 0.9,
    places: [
      ['martinica', 2],
      ['guadalupa', 1],
    ],
    founded: [1850, 1990],
    mix: { 'rhum-agricole': 7, rum: 0.6, 'spiced-rum': 0.4, 'liquore-di-frutta': 0.4 },
    name: ({ surname, rng }) =>
      rng.pick([
        stem(
          `Habitation ${rng.pick(['Anse Noire', 'Morne-Rouge', 'Bois-Lézard', 'Fond-Canot', 'Grand-Fond', 'Belle-Étoile', 'Trois-Rivières Hautes'])}`,
          'Habitation ',
        ),
        { name: `Distillerie ${surname}`, brand: surname },
        stem(`Domaine de la ${rng.pick(['Caravelle', 'Pointe-Rouge', 'Ravine', 'Source Bleue'])}`, 'Domaine de la '),
      ]),
    describe: (rng, p) =>
      compose(
        rng,
        p,
        [
          (p) =>
            bi(
              `Rhumerie ${where(p).it}, attiva dal ${p.founded}.`,
              `A rhumerie ${where(p).en}, at work since ${p.founded}.`,
            ),
        ],
        [
          () =>
            bi(
              'Distilla solo succo fresco di canna, spremuto entro poche ore dal taglio, in colonne creole di rame.',
              'It distils only fresh cane juice, pressed within hours of cutting, in copper Creole columns.',
            ),
          () =>
            bi(
              'I rhum blanc riposano in tini prima di essere ridotti lentamente; i vieux invecchiano in rovere francese e americano.',
              'The blancs rest in vats before being slowly reduced; the vieux age in French and American oak.',
            ),
        ],
      ),
  },
  {
    key: 'cachaca',
    weight: 0.3,
    places: [['brasile', 1]],
    founded: [1880, 2005],
    mix: { cachaca: 6 },
    name: ({ rng }) => {
      const stem = rng.pick(['Serra Azul', 'Rio Claro', 'Boa Vista', 'Vale Verde', 'Pedra Branca'])
      return rng.pick([
        { name: `Engenho ${stem}`, brand: stem },
        { name: `Alambique ${stem}`, brand: stem },
      ])
    },
    describe: (rng, p) =>
      compose(
        rng,
        p,
        [
          (p) =>
            bi(
              `Engenho ${where(p).it}, attivo dal ${p.founded}.`,
              `An engenho ${where(p).en}, at work since ${p.founded}.`,
            ),
        ],
        [
          () =>
            bi(
              'Cachaça di alambicco da canna coltivata in proprietà, affinata anche in legni brasiliani come amburana e jequitibá.',
              'Pot-still cachaça from estate-grown cane, aged also in Brazilian woods such as amburana and jequitibá.',
            ),
        ],
      ),
  },
  {
    key: 'cognac',
    weight: 1.5,
    places: [['cognac', 1]],
    founded: [1780, 1990],
    mix: { cognac: 6, cofanetto: 0.4, 'confezione-degustazione': 0.2 },
    name: ({ surname, rng }) =>
      rng.pick([
        { name: `Maison ${surname}`, brand: surname },
        { name: `Domaine ${surname}`, brand: surname },
        { name: `${surname} Père & Fils`, brand: surname },
      ]),
    describe: (rng, p) =>
      compose(
        rng,
        p,
        [
          (p) =>
            bi(
              `Casa di Cognac ${where(p).it}, fondata nel ${p.founded}.`,
              `A Cognac house ${where(p).en}, founded in ${p.founded}.`,
            ),
          (p) =>
            bi(
              `Vigneron-distillatore dal ${p.founded}: la famiglia ${p.surname} coltiva, distilla e invecchia tutto in proprietà.`,
              `A grower-distiller since ${p.founded}: the ${p.surname} family grows, distils and ages everything on the estate.`,
            ),
        ],
        [
          () =>
            bi(
              'Ugni Blanc distillato due volte in alambicco charentais sulle fecce fini, poi affinato in rovere del Limosino.',
              'Ugni Blanc double-distilled in Charentais stills on its fine lees, then aged in Limousin oak.',
            ),
          () =>
            bi(
              "Nel paradis di famiglia riposano acquaviti di oltre cinquant'anni, usate con parsimonia negli assemblaggi.",
              'The family paradis holds eaux-de-vie more than fifty years old, used sparingly in the blends.',
            ),
        ],
      ),
  },
  {
    key: 'armagnac',
    weight: 0.5,
    places: [['armagnac', 1]],
    founded: [1800, 1980],
    mix: { armagnac: 5, 'liquore-di-frutta': 0.4 },
    name: ({ surname, rng }) =>
      rng.pick([
        stem(`Domaine du ${rng.pick(['Moulin Haut', 'Bois Joli', 'Tuco', 'Pouy', 'Grand Chêne'])}`, 'Domaine du '),
        ((w: string) => ({ name: `Château de ${w}`, brand: `Château de ${w}` }))(
          rng.pick(['Peyrac', 'Lassalle', 'Montbrun', 'Larroque', 'Cazeneuve']),
        ),
        { name: `Armagnac ${surname}`, brand: surname },
      ]),
    describe: (rng, p) =>
      compose(
        rng,
        p,
        [
          (p) =>
            bi(
              `Proprietà viticola ${where(p).it}, che distilla dal ${p.founded}.`,
              `A wine estate ${where(p).en}, distilling since ${p.founded}.`,
            ),
        ],
        [
          () =>
            bi(
              "Baco, Folle Blanche e Ugni Blanc passano una sola volta nell'alambicco armagnacais a colonna, poi riposano in rovere di Guascogna.",
              'Baco, Folle Blanche and Ugni Blanc go once through the Armagnac column still, then rest in Gascon oak.',
            ),
          () =>
            bi(
              'Famosa per le annate singole, imbottigliate su richiesta dalla botte.',
              'Known for its single vintages, bottled from the cask on request.',
            ),
        ],
      ),
  },
  {
    key: 'calvados',
    weight: 0.6,
    places: [['normandia', 1]],
    founded: [1850, 1995],
    mix: { calvados: 5, pommeau: 2, 'acquavite-di-mele': 0.8, 'succo-di-frutta': 0.3 },
    name: ({ surname, rng }) =>
      rng.pick([
        { name: `Domaine ${surname}`, brand: surname },
        { name: `Ferme ${surname}`, brand: surname },
        ((w: string) => ({ name: `Clos des ${w}`, brand: `Clos des ${w}` }))(
          rng.pick(['Pommiers', 'Vergers', 'Haies', 'Courtils']),
        ),
      ]),
    describe: (rng, p) =>
      compose(
        rng,
        p,
        [
          (p) =>
            bi(
              `Fattoria ${where(p).it}, con frutteti ad alto fusto coltivati dal ${p.founded}.`,
              `A farm ${where(p).en}, with standard orchards tended since ${p.founded}.`,
            ),
        ],
        [
          () =>
            bi(
              'Oltre venti varietà di mele e pere da sidro, fermentate lentamente e distillate in alambicco a doppia passata.',
              'More than twenty cider apple and perry pear varieties, slowly fermented and double-distilled in pot stills.',
            ),
          () =>
            bi(
              'Il Calvados invecchia in grandi fusti di rovere; il Pommeau nasce dal mosto di mele fresco fortificato con Calvados giovane.',
              'The Calvados ages in large oak tuns; the Pommeau is fresh apple must fortified with young Calvados.',
            ),
        ],
      ),
  },
  {
    key: 'obstbrand',
    weight: 1,
    places: [
      ['altoAdige', 2],
      ['valDiNon', 1],
      ['wachau', 1.5],
      ['vorarlberg', 1.5],
      ['schwarzwald', 1.5],
    ],
    founded: [1870, 2005],
    mix: {
      'acquavite-di-pere': 3,
      'acquavite-di-mele': 2,
      'liquore-di-frutta': 2,
      gin: 0.8,
      'succo-di-frutta': 0.5,
      'liquore-alle-erbe': 0.5,
    },
    name: ({ surname, rng, place }) =>
      place.country === 'italia'
        ? rng.pick([
            { name: `Distilleria di Frutta ${surname}`, brand: surname },
            { name: `Maso ${surname}`, brand: surname },
          ])
        : rng.pick([
            { name: `Obsthof ${surname}`, brand: surname },
            { name: `Destillerie ${surname}`, brand: surname },
            { name: `Edelbrennerei ${surname}`, brand: surname },
          ]),
    describe: (rng, p) =>
      compose(
        rng,
        p,
        [
          (p) =>
            bi(
              `Maso e distilleria di frutta ${where(p).it}, dal ${p.founded}.`,
              `A farm and fruit distillery ${where(p).en}, since ${p.founded}.`,
            ),
        ],
        [
          () =>
            bi(
              'Pere Williams, mele renette e albicocche dei frutteti di casa sono fermentate intere e distillate in piccoli alambicchi di rame.',
              'Williams pears, russet apples and apricots from the home orchards are fermented whole and distilled in small copper stills.',
            ),
          () =>
            bi(
              'Servono fino a dodici chili di frutta per una bottiglia di acquavite: per questo le tirature sono minime.',
              'Up to twelve kilos of fruit go into a bottle of eau-de-vie, which is why runs are tiny.',
            ),
        ],
      ),
  },
  {
    key: 'tequila',
    weight: 1,
    places: [['jalisco', 1]],
    founded: [1870, 2012],
    mix: { tequila: 6 },
    name: ({ surname, rng }) =>
      rng.pick([
        { name: `Casa ${surname}`, brand: surname },
        stem(
          `Destilería ${rng.pick(['Tierra Roja', 'Los Encinos', 'El Mirador', 'Cerro Alto', 'La Barranca', 'Piedra Azul'])}`,
          'Destilería ',
        ),
        { name: `Hacienda ${surname}`, brand: surname },
      ]),
    describe: (rng, p) =>
      compose(
        rng,
        p,
        [
          (p) =>
            bi(
              `Destilería ${where(p).it}, fondata nel ${p.founded}.`,
              `A destilería ${where(p).en}, founded in ${p.founded}.`,
            ),
        ],
        [
          () =>
            bi(
              'Agave blu di almeno sette anni, terra rossa ferrosa, cottura lenta in forni di mattoni e doppia distillazione in rame.',
              'Blue agave at least seven years old, iron-rich red soil, slow cooking in brick ovens and double distillation in copper.',
            ),
          () =>
            bi(
              'Solo tequila 100% agave, senza additivi né correzioni di colore.',
              'Only 100% agave tequila, with no additives or colour adjustment.',
            ),
        ],
      ),
  },
  {
    key: 'mezcal',
    weight: 0.6,
    places: [['oaxaca', 1]],
    founded: [1900, 2015],
    mix: { mezcal: 6 },
    name: ({ surname, rng }) =>
      rng.pick([
        { name: `Palenque ${surname}`, brand: surname },
        stem(
          `Mezcalera ${rng.pick(['Santa Lucía', 'La Escondida', 'Dos Cerros', 'El Tejón', 'Tres Lunas'])}`,
          'Mezcalera ',
        ),
      ]),
    describe: (rng, p) =>
      compose(
        rng,
        p,
        [
          (p) =>
            bi(
              `Palenque di famiglia ${where(p).it}, attivo dal ${p.founded}.`,
              `A family palenque ${where(p).en}, at work since ${p.founded}.`,
            ),
        ],
        [
          () =>
            bi(
              "Le piñas cuociono in forni di terra con legna di quercia, sono macinate con la tahona e fermentano all'aperto in tini di legno.",
              'The piñas roast in earthen pits over oak wood, are crushed by tahona and ferment in open wooden vats.',
            ),
          () =>
            bi(
              "Accanto all'espadín, agavi selvatiche raccolte in montagna: tobalá, tepeztate, cuishe.",
              'Alongside espadín, wild agaves gathered in the mountains: tobalá, tepeztate, cuishe.',
            ),
        ],
      ),
  },
  {
    key: 'vodka',
    weight: 0.4,
    places: [['polonia', 1]],
    founded: [1850, 2010],
    mix: { vodka: 5, 'liquore-di-frutta': 1 },
    name: ({ surname, rng }) =>
      rng.pick([
        { name: `Gorzelnia ${surname}`, brand: surname },
        { name: `${surname} Distillery`, brand: surname },
      ]),
    describe: (rng, p) =>
      compose(
        rng,
        p,
        [
          (p) =>
            bi(
              `Distilleria agricola ${where(p).it}, attiva dal ${p.founded}.`,
              `A farm distillery ${where(p).en}, at work since ${p.founded}.`,
            ),
        ],
        [
          () =>
            bi(
              'Vodka di segale Dankowskie e di patate coltivate in proprietà, distillata in colonna e filtrata su carbone di betulla.',
              'Vodka from estate-grown Dankowskie rye and potatoes, column-distilled and filtered through birch charcoal.',
            ),
        ],
      ),
  },
  {
    key: 'pisco',
    weight: 0.2,
    places: [['peru', 1]],
    founded: [1880, 2010],
    mix: { pisco: 5 },
    name: ({ surname, rng }) =>
      rng.pick([
        { name: `Bodega ${surname}`, brand: surname },
        { name: `Hacienda ${surname}`, brand: surname },
      ]),
    describe: (rng, p) =>
      compose(
        rng,
        p,
        [(p) => bi(`Bodega ${where(p).it}, dal ${p.founded}.`, `A bodega ${where(p).en}, since ${p.founded}.`)],
        [
          () =>
            bi(
              'Pisco distillato una sola volta, alla gradazione finale, da mosto fresco di Quebranta, Italia e Torontel.',
              'Pisco distilled once, straight to proof, from fresh Quebranta, Italia and Torontel must.',
            ),
        ],
      ),
  },
  {
    key: 'kura',
    weight: 0.5,
    places: [
      ['niigata', 2],
      ['hiroshima', 1],
      ['kyoto', 1.5],
      ['yamagata', 1],
    ],
    founded: [1650, 1950],
    mix: { junmai: 4, ginjo: 3, daiginjo: 2, nigori: 1.5, shochu: 0.8, 'liquore-di-frutta': 0.3 },
    name: ({ surname, rng }) =>
      rng.pick([
        { name: `${surname} Shuzo`, brand: surname },
        { name: `Kura ${surname}`, brand: surname },
      ]),
    describe: (rng, p) =>
      compose(
        rng,
        p,
        [
          (p) =>
            bi(
              `Birrificio di sake ${where(p).it}, fondato nel ${p.founded}.`,
              `A sake brewery ${where(p).en}, founded in ${p.founded}.`,
            ),
        ],
        [
          () =>
            bi(
              'Riso da sake levigato in casa, koji coltivato a mano e fermentazioni lente nei mesi freddi.',
              'Sake rice polished in-house, hand-grown koji and slow fermentations through the cold months.',
            ),
          () =>
            bi(
              'Il toji guida una squadra di artigiani che ogni inverno torna in kura per la stagione della produzione.',
              'The toji leads a team of craftsmen who return to the kura every winter for the brewing season.',
            ),
        ],
      ),
  },
  {
    key: 'bibite',
    weight: 1.2,
    places: [
      ['liguria', 1.5],
      ['etna', 1],
      ['milano', 1],
      ['bassano', 1],
      ['torino', 1],
      ['england', 1.5],
      ['calabria', 1],
    ],
    founded: [1880, 2018],
    mix: { tonica: 4, 'ginger-beer': 1.8, soda: 3, 'succo-di-frutta': 0.8 },
    name: ({ surname, rng, town, place }) =>
      place.country === 'inghilterra'
        ? rng.pick([
            { name: `${town} Tonic Co.`, brand: town },
            { name: `${surname} Soda Works`, brand: surname },
          ])
        : rng.pick([
            { name: `Bibite ${surname}`, brand: surname },
            { name: `Fabbrica Bibite ${surname}`, brand: surname },
            { name: `Gazzosa di ${town}`, brand: town },
          ]),
    describe: (rng, p) =>
      compose(
        rng,
        p,
        [
          (p) =>
            bi(
              `Produttore di bibite artigianali ${where(p).it}, dal ${p.founded}.`,
              `A craft soft drink maker ${where(p).en}, since ${p.founded}.`,
            ),
        ],
        [
          (p) =>
            bi(
              `Toniche, sode e ginger beer con estratti naturali, ${local(p, bi('agrumi', 'citrus')).it} e zucchero di canna, in vetro a rendere o lattina.`,
              `Tonics, sodas and ginger beers made with natural extracts, ${local(p, bi('citrus', 'citrus')).en} and cane sugar, in returnable glass or cans.`,
            ),
          () =>
            bi(
              'Mixer pensati con i bartender: carbonazione fine e persistente, dolcezza misurata per non coprire il distillato.',
              'Mixers designed with bartenders: fine, lasting carbonation and restrained sweetness that lets the spirit show.',
            ),
        ],
      ),
  },
  {
    key: 'succhi',
    weight: 0.6,
    places: [
      ['valDiNon', 1],
      ['altoAdige', 1.5],
      ['emilia', 1],
      ['etna', 1],
      ['salento', 0.5],
    ],
    founded: [1920, 2015],
    mix: { 'succo-di-frutta': 5, 'acquavite-di-mele': 0.3 },
    name: ({ surname, rng }) =>
      rng.pick([
        { name: `Frutteti ${surname}`, brand: surname },
        { name: `Maso ${surname}`, brand: surname },
        { name: `Azienda Agricola ${surname}`, brand: surname },
      ]),
    describe: (rng, p) =>
      compose(
        rng,
        p,
        [
          (p) =>
            bi(
              `Azienda frutticola ${where(p).it}, dal ${p.founded}.`,
              `A fruit farm ${where(p).en}, since ${p.founded}.`,
            ),
        ],
        [
          (p) =>
            bi(
              `Succhi e nettari da ${local(p, bi('frutta', 'fruit')).it} raccolte a maturazione, spremute e pastorizzate a bassa temperatura.`,
              `Juices and nectars from ${local(p, bi('fruit', 'fruit')).en} picked ripe, pressed and pasteurised at low temperature.`,
            ),
        ],
      ),
  },
  {
    key: 'analcolici',
    weight: 0.6,
    places: [
      ['milano', 2],
      ['torino', 1],
      ['chianti', 1],
      ['londra', 1.5],
      ['berlino', 1],
    ],
    founded: [2012, 2023],
    mix: {
      'distillato-analcolico': 4,
      'aperitivo-analcolico': 4,
      'vino-dealcolato': 1.5,
      tonica: 0.6,
      'cocktail-pronto': 0.3,
    },
    name: ({ rng }) => {
      const stem = rng.pick(['Sobrio', 'Zero Gradi', 'Limpido', 'Astemio', 'Nullo', 'Quieto', 'Fiore Zero'])
      return rng.pick([
        { name: `${stem} Lab`, brand: stem },
        { name: `${stem} Drinks`, brand: stem },
      ])
    },
    describe: (rng, p) =>
      compose(
        rng,
        p,
        [
          (p) =>
            bi(
              `Startup ${where(p).it} nata nel ${p.founded} per portare la qualità della miscelazione a chi non beve alcol.`,
              `A start-up ${where(p).en} founded in ${p.founded} to bring cocktail-grade quality to people who do not drink alcohol.`,
            ),
        ],
        [
          () =>
            bi(
              'Distilla botaniche in acqua e le fissa con estratti a freddo: nessun dolcificante artificiale, pochissime calorie.',
              'It distils botanicals in water and fixes them with cold extracts: no artificial sweeteners, very few calories.',
            ),
          () =>
            bi(
              "I vini dealcolati nascono da vini finiti, privati dell'alcol per evaporazione sottovuoto a bassa temperatura.",
              'Its alcohol-free wines start as finished wines, dealcoholised by low-temperature vacuum evaporation.',
            ),
        ],
      ),
  },
]

export const kindsByKey: ReadonlyMap<KindKey, Kind> = new Map(kinds.map((k) => [k.key, k]))
export const allKinds: readonly Kind[] = kinds

/**
 * Kinds every generated catalogue has at least once, in this order, so that every sub-type has a producer:
 * the anchors cover scotch, marsala, tequila, cognac, gin and sake; these the rest.
 */
export const requiredKinds: readonly KindKey[] = [
  'grappa-alpina',
  'liquorificio',
  'rum',
  'craft-gin',
  'irish',
  'bourbon',
  'japan-whisky',
  'agricole',
  'cachaca',
  'armagnac',
  'calvados',
  'quinta-douro',
  'madeira',
  'bodega-jerez',
  'mezcal',
  'pisco',
  'genever',
  'bibite',
  'analcolici',
  'vermouth',
  'craft-gin-uk',
  'distilleria-italiana',
  'obstbrand',
  'aperitivo-veneto',
]

export const placeByKey = places as Readonly<Record<PlaceKey, Place>>
