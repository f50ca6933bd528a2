import { productSlug as productSlugOf, slugify } from '@/lib/slug'
import { bi } from '../generate/text'
import type { Bi, ProducerData, ProductData } from '../types'

/**
 * The hand-written anchors of the demo catalogue: 8 producers and 19 products that tests, links and editorial
 * content refer to by code and slug. `seed/generate/catalogue.ts` adds the rest of the ~400 references around
 * them; these rows never change with the seed.
 */

export { slugify }

/** Product slugs, one per language: slugify(`${title}-${code}`), as the import command makes them. */
export const productSlug = (title: Bi, code: string): Bi => ({ it: productSlugOf(title.it, code), en: productSlugOf(title.en, code) })

const same = (text: string): Bi => ({ it: text, en: text })

function producer(code: string, name: string, slug: string, region: string | null, country: string, town: string, founded: number, description: Bi): ProducerData {
  return { code, name: same(name), slug: same(slug), region, country, town, founded, website: `https://www.${slug}.example`, description }
}

export const anchorProducers: ProducerData[] = [
  producer('P001', 'Distilleria Alpestre Val di Non', 'distilleria-alpestre-val-di-non', 'trentino-alto-adige', 'italia', 'Cles', 1952, bi(
    'Piccola distilleria di montagna che dal 1952 lavora vinacce fresche di Teroldego e Müller-Thurgau in alambicchi a bagnomaria. Dalle mele della valle nasce anche un\'acquavite di renette, insieme a liquori di piccoli frutti raccolti sopra i mille metri. Una cotta alla volta, con i tagli di testa e coda fatti a mano.',
    'A small mountain distillery that since 1952 has distilled fresh Teroldego and Müller-Thurgau pomace in bain-marie stills. The valley\'s apples also give a russet apple brandy, alongside liqueurs of small fruit picked above a thousand metres. One charge at a time, with the head and tail cuts made by hand.')),
  producer('P002', 'Erboristeria Liquoristica Monferrina', 'erboristeria-liquoristica-monferrina', 'piemonte', 'italia', 'Canelli', 1921, bi(
    'Amari e vermouth di Torino macerati a freddo con erbe delle colline del Monferrato, secondo ricette di famiglia. Il laboratorio di Canelli lavora ancora con i tini di rovere dell\'erboristeria originaria e prepara in casa il caramello per i vermouth. Una gamma pensata tanto per il fine pasto quanto per il bancone dei cocktail bar.',
    'Amari and vermouth di Torino cold-macerated with herbs from the Monferrato hills, following family recipes. The Canelli workshop still uses the oak vats of the original herbalist\'s shop and makes the caramel for its vermouths in-house. A range designed as much for after dinner as for the cocktail bar.')),
  producer('P003', 'Glen Corran Distillers', 'glen-corran-distillers', null, 'scozia', 'Dufftown', 1897, bi(
    'Distilleria indipendente dello Speyside: single malt invecchiati in botti ex-sherry e ex-bourbon. Due coppie di alambicchi a collo alto danno un distillato leggero e fruttato, che matura nei magazzini in pietra della distilleria. Nessuna filtrazione a freddo e nessun colorante.',
    'An independent Speyside distillery: single malts matured in ex-sherry and ex-bourbon casks. Two pairs of tall-necked stills give a light, fruity spirit that matures in the distillery\'s stone warehouses. No chill-filtration and no added colour.')),
  producer('P004', 'Cantine Marsalesi Baglio Ingrassia', 'cantine-marsalesi-baglio', 'sicilia', 'italia', 'Marsala', 1868, bi(
    'Marsala vergine e superiore affinati in solera nei bagli sul mare di Marsala. Grillo e Catarratto crescono ad alberello tra le saline e lo Stagnone, e le botti più antiche della cantina superano il secolo. Una casa che racconta il Marsala secco, da aperitivo, oltre a quello da dessert.',
    'Marsala vergine and superiore aged in solera in the seaside bagli of Marsala. Grillo and Catarratto grow as bush vines between the salt pans and the Stagnone lagoon, and the oldest casks in the cellar are more than a century old. A house that champions dry Marsala as an aperitif, not only as a dessert wine.')),
  producer('P005', 'Agave Azul de Jalisco', 'agave-azul-de-jalisco', null, 'messico', 'Arandas', 1938, bi(
    'Tequila 100% agave blu cotta in forni di pietra e distillata due volte in rame. Le agavi crescono sulla terra rossa degli altopiani di Arandas e vengono raccolte a mano dai jimadores dopo almeno sette anni. Nessun additivo, nessuna correzione di colore.',
    '100% blue agave tequila cooked in stone ovens and double-distilled in copper. The agaves grow in the red soil of the Arandas highlands and are harvested by hand by jimadores after at least seven years. No additives, no colour adjustment.')),
  producer('P006', 'Maison Delaunay', 'maison-delaunay', null, 'francia', 'Segonzac', 1874, bi(
    'Casa di Cognac della Grande Champagne che imbottiglia acquaviti di singole annate. La famiglia Delaunay coltiva 30 ettari di Ugni Blanc sui gessi di Segonzac e distilla sulle fecce fini in alambicchi charentais. Nel paradis di famiglia riposano acquaviti di oltre mezzo secolo.',
    'A Grande Champagne Cognac house bottling single-vintage eaux-de-vie. The Delaunay family farms 30 hectares of Ugni Blanc on the chalk of Segonzac and distils on the fine lees in Charentais stills. The family paradis holds eaux-de-vie more than half a century old.')),
  producer('P007', 'Gin Lab Laguna', 'gin-lab-laguna', 'veneto', 'italia', 'Venezia', 2016, bi(
    'Microdistilleria veneziana: gin botanici con salicornia, scorze di cedro e ginepro delle Dolomiti. Nata da due bartender nel 2016, distilla ogni botanica separatamente in un piccolo alambicco ibrido. Produce anche lo spritz veneziano pronto da bere, con il bitter di casa.',
    'A Venetian micro-distillery: botanical gins with samphire, citron peel and Dolomite juniper. Founded by two bartenders in 2016, it distils each botanical separately in a small hybrid still. It also makes a ready-to-drink Venetian spritz with the house bitter.')),
  producer('P008', 'Kura Hoshino', 'kura-hoshino', null, 'giappone', 'Uonuma', 1822, bi(
    'Birrificio di sake della prefettura di Niigata, acqua di neve e riso Gohyakumangoku. Il toji guida ogni inverno una piccola squadra che lavora il koji a mano. Sake secchi e puliti, nello stile tanrei karakuchi della regione.',
    'A sake brewery in Niigata prefecture, using snow-melt water and Gohyakumangoku rice. Every winter the toji leads a small team that makes the koji by hand. Dry, clean sakes in the region\'s tanrei karakuchi style.')),
]

type Anchor = Omit<ProductData, 'slug' | 'region' | 'country'>

const anchorRows: Anchor[] = [
  {
    code: 'V0001', producer: 'P001', type: 'wine-spirits', spiritType: 'grappa', color: 'trasparente', certification: null, style: 'giovane', taste: 'fruttato',
    projects: ['tradizione'], novelty: false,
    title: bi('Grappa di Teroldego', 'Teroldego Grappa'),
    description: bi(
      'Nasce dalle vinacce fermentate di Teroldego della Piana Rotaliana, distillate a bagnomaria entro due giorni dalla svinatura. Al naso frutti di bosco, viola e una nota di mandorla amara; in bocca il sorso è morbido e avvolgente, con un finale lungo. Da servire a 10-12 °C in un calice a tulipano.',
      'Made from fermented Teroldego pomace from the Piana Rotaliana, distilled in bain-marie stills within two days of racking. On the nose, forest berries, violet and a hint of bitter almond; the palate is soft and rounded, with a long finish. Serve at 10-12 °C in a tulip glass.'),
    sheet: {
      format: '70 cl', alcohol: 42, denomination: same('Grappa Trentina'), grapes: same('Teroldego'), variety: bi('Monovitigno', 'Single varietal'),
      vinification: bi('Vinacce fermentate da vinificazione in rosso, distillate entro 48 ore dalla svinatura', 'Fermented pomace from red winemaking, distilled within 48 hours of racking'),
      soil: bi('Ghiaie alluvionali del Noce', 'Alluvial gravels of the Noce river'), breeding: bi('Pergola trentina', 'Trentino pergola'),
      ageing: bi('Almeno 6 mesi in acciaio', 'At least 6 months in steel'),
      aromas: bi('Frutti di bosco, viola e mandorla amara', 'Forest berries, violet and bitter almond'),
      organoleptic: bi('Colore: limpido e cristallino. Naso: frutti di bosco, viola e mandorla amara. Bocca: il sorso è morbido e avvolgente.',
        'Colour: clear and bright. Nose: forest berries, violet and bitter almond. Palate: the palate is soft and rounded.'),
      pairings: bi('Strudel di mele e formaggi di malga', 'Apple strudel and alpine pasture cheeses'),
      notes: bi('Temperatura di servizio 10-12 °C', 'Serving temperature 10-12 °C'),
    },
    look: { shape: 'tall', glass: '#e2ebea', liquid: '#eef3f1', label: '#f4ecd8' },
  },
  {
    code: 'V0002', producer: 'P001', type: 'wine-spirits', spiritType: 'grappa', color: 'ambrato', certification: null, style: 'invecchiato', taste: 'morbido',
    projects: ['tradizione', 'wine-legacy'], novelty: true,
    title: bi('Grappa Riserva 5 anni', '5-Year Reserve Grappa'),
    description: bi(
      'Grappa trentina di Teroldego e Müller-Thurgau che riposa cinque anni in piccole botti di rovere e ciliegio. Profumi di vaniglia, nocciola tostata e frutta secca; in bocca il legno accompagna senza coprire e il finale è caldo e avvolgente. Una grappa da meditazione, da proporre a fine pasto con il cioccolato fondente.',
      'A Trentino grappa of Teroldego and Müller-Thurgau that rests five years in small oak and cherry-wood casks. Aromas of vanilla, toasted hazelnut and dried fruit; on the palate the wood supports without masking, and the finish is warm and enveloping. A grappa for sipping slowly, to suggest after dinner with dark chocolate.'),
    sheet: {
      format: '70 cl', alcohol: 43, denomination: same('Grappa Trentina'), grapes: same('Teroldego, Müller-Thurgau'),
      ageing: bi('5 anni in piccole botti di rovere e ciliegio', '5 years in small oak and cherry-wood casks'), cask: bi('Rovere francese e ciliegio', 'French oak and cherry wood'),
      aromas: bi('Vaniglia, nocciola tostata e frutta secca', 'Vanilla, toasted hazelnut and dried fruit'),
      organoleptic: bi('Colore: ambra carico con riflessi ramati. Naso: vaniglia, nocciola tostata e frutta secca. Bocca: il legno accompagna senza coprire.',
        'Colour: deep amber with copper glints. Nose: vanilla, toasted hazelnut and dried fruit. Palate: the wood supports without masking.'),
      pairings: bi('Cioccolato fondente e pasticceria secca', 'Dark chocolate and dry pastries'),
      notes: bi('Temperatura di servizio 16-18 °C', 'Serving temperature 16-18 °C'),
      awards: bi('Medaglia d\'oro, Concorso Alambicchi d\'Oro 2024', 'Gold medal, Concorso Alambicchi d\'Oro 2024'),
    },
    look: { shape: 'tall', glass: '#e2ebea', liquid: '#b3702b', label: '#1c1c1c' },
  },
  {
    code: 'V0003', producer: 'P001', type: 'liquore', spiritType: 'liquore-di-frutta', color: 'rosso', certification: 'bio-vegan', style: 'classico', taste: 'fruttato',
    projects: ['sostenibilita'], novelty: false,
    title: bi('Liquore di mirtilli di montagna', 'Mountain Blueberry Liqueur'),
    description: bi(
      'Mirtilli selvatici raccolti a mano sopra i mille metri in Val di Non e lasciati in infusione per sei settimane. Al naso mirtillo, marmellata e un tocco di vaniglia; in bocca il frutto è pieno e naturale, con un finale fruttato e pulito. Ottimo liscio e fresco o per allungare un prosecco.',
      'Wild blueberries hand-picked above a thousand metres in the Val di Non and steeped for six weeks. On the nose, blueberry, jam and a touch of vanilla; the fruit is full and natural, with a fruity, clean finish. Lovely chilled and neat, or to top up a prosecco.'),
    sheet: {
      format: '50 cl', alcohol: 24, sugar: '250 g/l', fruity: bi('Mirtilli selvatici di montagna', 'Wild mountain blueberries'),
      harvest: bi('Raccolta manuale tra luglio e agosto', 'Hand-picked in July and August'),
      aromas: bi('Mirtillo, marmellata e vaniglia', 'Blueberry, jam and vanilla'),
      organoleptic: bi('Colore: rosso rubino. Naso: mirtillo, marmellata e vaniglia. Bocca: il frutto è pieno e naturale.',
        'Colour: ruby red. Nose: blueberry, jam and vanilla. Palate: the fruit is full and natural.'),
      pairings: bi('Panna cotta e gelati', 'Panna cotta and ice cream'),
      cocktail: bi('Royal: un dito di liquore in una flûte di spumante brut', 'Royal: a finger of liqueur in a flute of brut sparkling wine'),
    },
    look: { shape: 'flask', glass: '#f3f6f5', liquid: '#a01f30', label: '#faf6ec' },
  },
  {
    code: 'V0004', producer: 'P002', type: 'amari', spiritType: 'amaro-alle-erbe', color: 'bruno', certification: null, style: 'classico', taste: 'amaro',
    projects: ['tradizione'], novelty: false,
    title: bi('Amaro del Monferrato', 'Monferrato Amaro'),
    description: bi(
      'Amaro di 24 erbe delle colline del Monferrato, su tutte assenzio gentile, genziana e scorza d\'arancia amara. Al naso erbe alpine, liquirizia e cardamomo; in bocca dolcezza e amaro si rincorrono in equilibrio, con un finale lungo e balsamico. Da servire liscio a fine pasto o con ghiaccio e una scorza d\'arancia.',
      'A 24-herb amaro from the Monferrato hills, led by Roman wormwood, gentian and bitter orange peel. On the nose, alpine herbs, liquorice and cardamom; sweetness and bitterness chase each other in balance, with a long, balsamic finish. Serve neat after dinner, or over ice with an orange twist.'),
    sheet: {
      format: '70 cl', alcohol: 28, sugar: '200 g/l',
      aromas: bi('Assenzio gentile, genziana, arancia amara, liquirizia e cardamomo', 'Roman wormwood, gentian, bitter orange, liquorice and cardamom'),
      organoleptic: bi('Colore: bruno con riflessi mogano. Naso: erbe alpine, liquirizia e cardamomo. Bocca: dolcezza e amaro si rincorrono in equilibrio.',
        'Colour: brown with mahogany glints. Nose: alpine herbs, liquorice and cardamom. Palate: sweetness and bitterness chase each other in balance.'),
      ageing: bi('6 mesi di riposo in tini di rovere', '6 months\' rest in oak vats'),
      origin: bi('24 erbe, radici e scorze, in parte raccolte nel Monferrato', '24 herbs, roots and peels, some gathered in Monferrato'),
      cocktail: bi('Black Manhattan: rye whiskey, amaro e bitter aromatico', 'Black Manhattan: rye whiskey, amaro and aromatic bitters'),
      notes: bi('Liscio a temperatura ambiente, con ghiaccio o freddo di freezer', 'Neat at room temperature, on ice or straight from the freezer'),
      curiosity: bi('La ricetta viene da un quaderno dell\'erboristeria del 1921.', 'The recipe comes from a notebook of the herbalist\'s shop dated 1921.'),
    },
    look: { shape: 'bordeaux', glass: '#1e2621', liquid: '#3b2416', label: '#f4ecd8' },
  },
  {
    code: 'V0005', producer: 'P002', type: 'vermouth-e-fortificati', spiritType: 'vermouth', color: 'rosso', certification: null, style: 'classico', taste: 'dolce',
    projects: ['mixology'], novelty: true,
    title: bi('Vermouth di Torino Rosso', 'Vermouth di Torino Red'),
    description: bi(
      'Vermouth rosso da vino bianco di Moscato e Cortese, aromatizzato con assenzio piemontese e diciotto botaniche. Al naso scorza d\'arancia, vaniglia e chiodi di garofano; in bocca il sorso è dolce, speziato e ben bilanciato dall\'amaro. Da bere on the rocks con una scorza d\'arancia, o al centro di un Negroni.',
      'A red vermouth from Moscato and Cortese white wine, aromatised with Piedmontese wormwood and eighteen botanicals. On the nose, orange peel, vanilla and clove; the palate is sweet, spicy and well balanced by bitterness. Drink it on the rocks with an orange twist, or at the heart of a Negroni.'),
    sheet: {
      format: '75 cl', alcohol: 17, sugar: '150 g/l', denomination: same('Vermouth di Torino IGP'), grapes: bi('Moscato e Cortese', 'Moscato and Cortese'),
      vinification: bi('Vino base bianco vinificato a bassa temperatura, aromatizzato e fortificato con alcol di vino', 'White base wine fermented cool, aromatised and fortified with grape spirit'),
      aromas: bi('Assenzio maggiore, scorza d\'arancia, vaniglia, chiodi di garofano e china', 'Grand wormwood, orange peel, vanilla, clove and cinchona'),
      organoleptic: bi('Colore: rosso granato. Naso: scorza d\'arancia, vaniglia e chiodi di garofano. Bocca: il sorso è dolce, speziato e ben bilanciato dall\'amaro.',
        'Colour: garnet red. Nose: orange peel, vanilla and clove. Palate: the palate is sweet, spicy and well balanced by bitterness.'),
      cocktail: bi('Negroni: gin, vermouth rosso e bitter in parti uguali', 'Negroni: equal parts gin, red vermouth and bitter'),
      notes: bi('Dopo l\'apertura conservare in frigorifero e consumare entro sei settimane', 'Once opened keep refrigerated and drink within six weeks'),
      curiosity: bi('Il vermouth nasce a Torino nel 1786: il nome viene dal tedesco "Wermut", assenzio.', 'Vermouth was born in Turin in 1786: the name comes from the German "Wermut", wormwood.'),
    },
    look: { shape: 'bordeaux', glass: '#e2ebea', liquid: '#a01f30', label: '#5b1a2a' },
  },
  {
    code: 'V0006', producer: 'P002', type: 'aperitivi-e-bitter', spiritType: 'bitter', color: 'rosso', certification: null, style: 'botanico', taste: 'amaro',
    projects: ['mixology'], novelty: false,
    title: bi('Bitter alle scorze d’arancia', 'Orange Peel Bitter'),
    description: bi(
      'Bitter da aperitivo ottenuto per infusione di scorze d\'arancia amara e dolce, genziana e rabarbaro. Al naso arancia amara, genziana e cardamomo; in bocca il sorso è agrumato, poi decisamente amaro, con un finale lungo e agrumato. Il bitter giusto per un Negroni, un Americano o uno Spritz fatto bene.',
      'An aperitif bitter made by infusing bitter and sweet orange peel, gentian and rhubarb. On the nose, bitter orange, gentian and cardamom; the palate is citrusy, then firmly bitter, with a long, citrusy finish. The right bitter for a Negroni, an Americano or a proper Spritz.'),
    sheet: {
      format: '1 l', alcohol: 25, sugar: '220 g/l',
      aromas: bi('Arancia amara, arancia dolce, genziana, rabarbaro e cardamomo', 'Bitter orange, sweet orange, gentian, rhubarb and cardamom'),
      organoleptic: bi('Colore: rosso vivo. Naso: arancia amara, genziana e cardamomo. Bocca: il sorso è agrumato, poi decisamente amaro.',
        'Colour: vivid red. Nose: bitter orange, gentian and cardamom. Palate: the palate is citrusy, then firmly bitter.'),
      cocktail: bi('Americano: bitter, vermouth rosso e soda', 'Americano: bitter, red vermouth and soda'),
    },
    look: { shape: 'tall', glass: '#f3f6f5', liquid: '#a01f30', label: '#f4ecd8' },
  },
  {
    code: 'V0007', producer: 'P003', type: 'whisky', spiritType: 'scotch-whisky', color: 'ambrato', certification: null, style: 'invecchiato', taste: 'fruttato',
    projects: [], novelty: false,
    title: bi('Glen Corran 12 anni Sherry Cask', 'Glen Corran 12 Year Old Sherry Cask'),
    description: bi(
      'Single malt dello Speyside invecchiato 12 anni in botti ex-Oloroso, da orzo maltato scozzese e acqua di sorgente. Al naso uvetta, arancia candita e miele di erica; in bocca la dolcezza del malto incontra le spezie del legno, con un finale caldo e ritorni di frutta secca. Imbottigliato senza filtrazione a freddo e senza coloranti.',
      'A Speyside single malt aged 12 years in ex-Oloroso sherry butts, from Scottish malted barley and spring water. On the nose, raisins, candied orange and heather honey; malt sweetness meets wood spice, with a warm finish and returning dried fruit. Bottled without chill-filtration or added colour.'),
    sheet: {
      format: '70 cl', alcohol: 46, denomination: same('Speyside Single Malt Scotch Whisky'),
      ageing: bi('12 anni in botti ex-Oloroso', '12 years in ex-Oloroso sherry butts'), cask: bi('Botti ex-Oloroso', 'Ex-Oloroso sherry butts'),
      origin: bi('Dufftown, Speyside', 'Dufftown, Speyside'),
      aromas: bi('Uvetta, arancia candita e miele di erica', 'Raisins, candied orange and heather honey'),
      organoleptic: bi('Colore: ambrato brillante. Naso: uvetta, arancia candita e miele di erica. Bocca: la dolcezza del malto incontra le spezie del legno.',
        'Colour: bright amber. Nose: raisins, candied orange and heather honey. Palate: malt sweetness meets wood spice.'),
      pairings: bi('Cioccolato fondente e frutta secca tostata', 'Dark chocolate and toasted nuts'),
      notes: bi('Non filtrato a freddo, colore naturale', 'Non chill-filtered, natural colour'),
    },
    look: { shape: 'square', glass: '#e2ebea', liquid: '#b3702b', label: '#1f2e4d' },
  },
  {
    code: 'V0008', producer: 'P003', type: 'whisky', spiritType: 'scotch-whisky', color: 'ambrato', certification: null, style: 'invecchiato', taste: 'morbido',
    projects: [], novelty: true,
    title: bi('Glen Corran 18 anni', 'Glen Corran 18 Year Old'),
    description: bi(
      'Il single malt più maturo della distilleria: diciotto anni tra botti ex-bourbon ed ex-sherry, sposati per sei mesi prima dell\'imbottigliamento. Al naso miele, mela cotta e cioccolato fondente; in bocca il sorso è rotondo e cremoso, con un finale lungo e speziato. Da provare liscio, poi con qualche goccia d\'acqua.',
      'The distillery\'s most mature single malt: eighteen years in ex-bourbon and ex-sherry casks, married for six months before bottling. On the nose, honey, baked apple and dark chocolate; the palate is round and creamy, with a long, spicy finish. Try it neat, then with a few drops of water.'),
    sheet: {
      format: '70 cl', alcohol: 43, denomination: same('Speyside Single Malt Scotch Whisky'),
      ageing: bi('18 anni in botti ex-bourbon ed ex-sherry', '18 years in ex-bourbon and ex-sherry casks'), cask: bi('Rovere americano ex-bourbon e botti ex-Oloroso', 'Ex-bourbon American oak and ex-Oloroso butts'),
      origin: bi('Dufftown, Speyside', 'Dufftown, Speyside'),
      aromas: bi('Miele, mela cotta e cioccolato fondente', 'Honey, baked apple and dark chocolate'),
      organoleptic: bi('Colore: ambra carico con riflessi ramati. Naso: miele, mela cotta e cioccolato fondente. Bocca: il sorso è rotondo e cremoso.',
        'Colour: deep amber with copper glints. Nose: honey, baked apple and dark chocolate. Palate: the palate is round and creamy.'),
      awards: bi('94/100, Spirits Atlas 2025', '94/100, Spirits Atlas 2025'),
      curiosity: bi('Ogni anno evapora circa il 2% del whisky in botte: è la "quota degli angeli".', 'About 2% of the whisky in cask evaporates each year: the "angels\' share".'),
    },
    look: { shape: 'square', glass: '#e2ebea', liquid: '#b3702b', label: '#1c1c1c' },
  },
  {
    code: 'V0009', producer: 'P004', type: 'vermouth-e-fortificati', spiritType: 'marsala', color: 'ambrato', certification: null, style: 'invecchiato', taste: 'secco',
    projects: ['wine-legacy', 'tradizione'], novelty: false,
    title: bi('Marsala Vergine Soleras', 'Marsala Vergine Soleras'),
    description: bi(
      'Marsala vergine da uve Grillo coltivate ad alberello vicino al mare, invecchiato almeno cinque anni con il metodo soleras. Al naso mandorla tostata, frutta secca e scorza d\'arancia candita; in bocca il sorso è secco, salmastro e nervoso, con un finale lunghissimo e sapido. Servito fresco è un aperitivo sorprendente con mandorle tostate e formaggi stagionati.',
      'A Marsala vergine from Grillo bush vines grown near the sea, aged at least five years in a solera system. On the nose, toasted almond, dried fruit and candied orange peel; the palate is dry, saline and taut, with a very long, savoury finish. Served cool it makes a surprising aperitif with toasted almonds and aged cheeses.'),
    sheet: {
      format: '75 cl', alcohol: 19, denomination: same('Marsala Vergine DOC'), sugar: '18 g/l', grapes: same('Grillo'),
      soil: bi('Sabbioso-calcareo', 'Sandy limestone'), breeding: bi('Alberello marsalese', 'Marsala bush vines (alberello)'),
      ageing: bi('Almeno 5 anni in botti di rovere con metodo soleras', 'At least 5 years in oak casks in a solera system'), cask: bi('Rovere di Slavonia', 'Slavonian oak'),
      aromas: bi('Mandorla tostata, frutta secca e scorza d\'arancia candita', 'Toasted almond, dried fruit and candied orange peel'),
      organoleptic: bi('Colore: ambrato brillante. Naso: mandorla tostata, frutta secca e scorza d\'arancia candita. Bocca: il sorso è secco, salmastro e nervoso.',
        'Colour: bright amber. Nose: toasted almond, dried fruit and candied orange peel. Palate: the palate is dry, saline and taut.'),
      pairings: bi('Mandorle tostate e formaggi stagionati', 'Toasted almonds and aged cheeses'),
      curiosity: bi('Fu il mercante inglese John Woodhouse, nel 1773, a fortificare per primo il vino di Marsala per il viaggio verso l\'Inghilterra.',
        'It was the English merchant John Woodhouse who, in 1773, first fortified Marsala wine for the voyage to England.'),
    },
    look: { shape: 'bordeaux', glass: '#5c3b1e', liquid: '#b3702b', label: '#f4ecd8' },
  },
  {
    code: 'V0010', producer: 'P004', type: 'vermouth-e-fortificati', spiritType: 'marsala', color: 'ambrato', certification: null, style: 'invecchiato', taste: 'dolce',
    projects: ['wine-legacy'], novelty: false,
    title: bi('Marsala Superiore Riserva', 'Marsala Superiore Riserva'),
    description: bi(
      'Marsala superiore riserva ambra dolce, da Grillo e Inzolia, con quattro anni di affinamento in botti di rovere. Profumi di dattero, fico secco e miele. In bocca dolcezza e acidità si inseguono a lungo; il finale è lunghissimo e sapido. Il compagno naturale di cannoli, cassata e pasticceria di mandorle.',
      'A sweet amber Marsala Superiore Riserva from Grillo and Inzolia, aged four years in oak casks. Aromas of date, dried fig and honey. Sweetness and acidity chase each other for a long time; the finish is very long and savoury. The natural partner for cannoli, cassata and almond pastries.'),
    sheet: {
      format: '50 cl', alcohol: 18, denomination: same('Marsala Superiore Riserva DOC'), sugar: '120 g/l', grapes: same('Grillo, Inzolia'),
      ageing: bi('4 anni in botti di rovere', '4 years in oak casks'), cask: bi('Rovere di Slavonia e rovere americano', 'Slavonian and American oak'),
      aromas: bi('Dattero, fico secco e miele', 'Date, dried fig and honey'),
      organoleptic: bi('Colore: ambra carico con riflessi ramati. Naso: dattero, fico secco e miele. Bocca: dolcezza e acidità si inseguono a lungo.',
        'Colour: deep amber with copper glints. Nose: date, dried fig and honey. Palate: sweetness and acidity chase each other for a long time.'),
      pairings: bi('Cannoli siciliani e formaggi erborinati', 'Sicilian cannoli and blue cheeses'),
    },
    look: { shape: 'bordeaux', glass: '#5c3b1e', liquid: '#b3702b', label: '#5b1a2a' },
  },
  {
    code: 'V0011', producer: 'P005', type: 'modern-spirits', spiritType: 'tequila', color: 'trasparente', certification: null, style: 'classico', taste: 'erbaceo',
    projects: ['mixology'], novelty: false,
    title: bi('Tequila Blanco 100% agave', '100% Agave Blanco Tequila'),
    description: bi(
      'Tequila blanco 100% agave blu degli altopiani di Jalisco, cotta lentamente in forni di pietra e distillata due volte in rame. Al naso agave cotta, pepe nero e lime; in bocca il sorso è vegetale, pepato e minerale, con un finale fresco. Perfetta in un Tommy\'s Margarita o semplicemente con sale e lime.',
      'A 100% blue agave blanco tequila from the Jalisco Highlands, slow-cooked in stone ovens and double-distilled in copper. On the nose, cooked agave, black pepper and lime; the palate is vegetal, peppery and mineral, with a fresh finish. Perfect in a Tommy\'s Margarita or simply with salt and lime.'),
    sheet: {
      format: '70 cl', alcohol: 40, denomination: same('Tequila 100% de agave'), variety: bi('Agave tequilana Weber, varietà azul', 'Agave tequilana Weber, blue variety'),
      ageing: bi('Non invecchiata', 'Unaged'), origin: same('Arandas, Jalisco'),
      aromas: bi('Agave cotta, pepe nero e lime', 'Cooked agave, black pepper and lime'),
      organoleptic: bi('Colore: limpido e cristallino. Naso: agave cotta, pepe nero e lime. Bocca: il sorso è vegetale, pepato e minerale.',
        'Colour: clear and bright. Nose: cooked agave, black pepper and lime. Palate: the palate is vegetal, peppery and mineral.'),
      cocktail: bi('Tommy\'s Margarita: tequila, lime e sciroppo d\'agave', 'Tommy\'s Margarita: tequila, lime and agave syrup'),
      notes: same('NOM 1414'),
    },
    look: { shape: 'round', glass: '#f3f6f5', liquid: '#eef3f1', label: '#b5532c' },
  },
  {
    code: 'V0012', producer: 'P005', type: 'modern-spirits', spiritType: 'tequila', color: 'oro', certification: null, style: 'invecchiato', taste: 'morbido',
    projects: [], novelty: true,
    title: bi('Tequila Reposado', 'Reposado Tequila'),
    description: bi(
      'Tequila reposado 100% agave blu che riposa otto mesi in botti ex-bourbon di rovere americano. Al naso agave cotta, vaniglia e caramello; in bocca il sorso è morbido e dolce di agave, con un finale caldo e persistente. Da sorseggiare liscia o in una Paloma di livello.',
      'A 100% blue agave reposado tequila that rests eight months in ex-bourbon American oak barrels. On the nose, cooked agave, vanilla and caramel; the palate is soft and sweet with agave, with a warm, persistent finish. Sip it neat or in a top-notch Paloma.'),
    sheet: {
      format: '70 cl', alcohol: 40, denomination: same('Tequila 100% de agave'), variety: bi('Agave tequilana Weber, varietà azul', 'Agave tequilana Weber, blue variety'),
      ageing: bi('8 mesi in botti di rovere', '8 months in oak barrels'), cask: bi('Botti ex-bourbon di rovere americano', 'Ex-bourbon American oak barrels'),
      origin: same('Arandas, Jalisco'),
      aromas: bi('Agave cotta, vaniglia e caramello', 'Cooked agave, vanilla and caramel'),
      organoleptic: bi('Colore: giallo oro luminoso. Naso: agave cotta, vaniglia e caramello. Bocca: il sorso è morbido e dolce di agave.',
        'Colour: luminous gold. Nose: cooked agave, vanilla and caramel. Palate: the palate is soft and sweet with agave.'),
      cocktail: bi('Paloma: tequila, soda al pompelmo e lime', 'Paloma: tequila, grapefruit soda and lime'),
      notes: same('NOM 1414'),
    },
    look: { shape: 'round', glass: '#f3f6f5', liquid: '#d6a03f', label: '#1c1c1c' },
  },
  {
    code: 'V0013', producer: 'P006', type: 'wine-spirits', spiritType: 'cognac', color: 'ambrato', certification: null, style: 'classico', taste: 'floreale',
    projects: ['wine-legacy'], novelty: false,
    title: bi('Cognac Grande Champagne VSOP', 'Grande Champagne VSOP Cognac'),
    description: bi(
      'Cognac Grande Champagne VSOP da Ugni Blanc di proprietà, distillato due volte in alambicco charentais sulle fecce fini. Al naso fiori di vite, pesca sciroppata e vaniglia; in bocca il sorso è rotondo e vellutato, con un finale lungo e floreale. Straordinario a fine pasto, ma anche in un Sidecar di alto livello.',
      'A Grande Champagne VSOP Cognac from estate Ugni Blanc, double-distilled on its fine lees in Charentais stills. On the nose, vine blossom, peach in syrup and vanilla; the palate is round and velvety, with a long, floral finish. Outstanding after dinner, but also in a top-flight Sidecar.'),
    sheet: {
      format: '70 cl', alcohol: 40, denomination: same('Cognac Grande Champagne AOC'), grapes: same('Ugni Blanc'),
      soil: bi('Calcare gessoso', 'Chalky limestone'),
      vinification: bi('Vino bianco acido e leggero (8-9% vol), distillato sulle fecce fini', 'A light, acidic white wine (8-9% abv), distilled on its fine lees'),
      ageing: bi('Almeno 6 anni in rovere del Limosino', 'At least 6 years in Limousin oak'), cask: bi('Rovere del Limosino e del Tronçais', 'Limousin and Tronçais oak'),
      aromas: bi('Fiori di vite, pesca sciroppata e vaniglia', 'Vine blossom, peach in syrup and vanilla'),
      organoleptic: bi('Colore: ambrato brillante. Naso: fiori di vite, pesca sciroppata e vaniglia. Bocca: il sorso è rotondo e vellutato.',
        'Colour: bright amber. Nose: vine blossom, peach in syrup and vanilla. Palate: the palate is round and velvety.'),
      cocktail: bi('Sidecar: Cognac, triple sec e succo di limone', 'Sidecar: Cognac, triple sec and lemon juice'),
    },
    look: { shape: 'tall', glass: '#e2ebea', liquid: '#b3702b', label: '#1c1c1c' },
  },
  {
    code: 'V0014', producer: 'P007', type: 'juniper-spirits', spiritType: 'gin', color: 'trasparente', certification: 'biologico', style: 'botanico', taste: 'sapido',
    projects: ['mixology', 'sostenibilita'], novelty: true,
    title: bi('Gin Laguna alla salicornia', 'Laguna Samphire Gin'),
    description: bi(
      'Gin distillato sulla laguna di Venezia, con ginepro delle Dolomiti, salicornia delle barene e scorze di cedro. Al naso ginepro, salicornia e scorza di cedro; in bocca il sorso è secco, balsamico e agrumato, con un finale sapido. Con una tonica secca e una scorza di limone è un Gin Tonic da manuale.',
      'A gin distilled on the Venetian Lagoon, with Dolomite juniper, salt-marsh samphire and citron peel. On the nose, juniper, samphire and citron peel; the palate is dry, balsamic and citrusy, with a savoury finish. With a dry tonic and a lemon twist it makes a textbook G&T.'),
    sheet: {
      format: '70 cl', alcohol: 43, denomination: same('Distilled Gin'),
      origin: bi('Botaniche della laguna di Venezia e delle Dolomiti', 'Botanicals from the Venetian Lagoon and the Dolomites'),
      aromas: bi('Ginepro, salicornia, scorza di cedro, coriandolo e radice di angelica', 'Juniper, samphire, citron peel, coriander and angelica root'),
      organoleptic: bi('Colore: trasparente, con riflessi argentei. Naso: ginepro, salicornia e scorza di cedro. Bocca: il sorso è secco, balsamico e agrumato.',
        'Colour: crystal clear with silvery glints. Nose: juniper, samphire and citron peel. Palate: the palate is dry, balsamic and citrusy.'),
      cocktail: bi('Martini Dry: gin ghiacciato e un tocco di vermouth extra dry', 'Dry Martini: ice-cold gin and a touch of extra dry vermouth'),
      pairings: bi('Crudi di mare, ostriche e cicchetti veneziani', 'Raw seafood, oysters and Venetian cicchetti'),
    },
    look: { shape: 'round', glass: '#2c4d77', liquid: '#eef3f1', label: '#faf6ec' },
  },
  {
    code: 'V0015', producer: 'P007', type: 'juniper-spirits', spiritType: 'gin', color: 'trasparente', certification: null, style: 'grado-pieno', taste: 'secco',
    projects: ['mixology'], novelty: false,
    title: bi('Gin Laguna Navy Strength', 'Laguna Navy Strength Gin'),
    description: bi(
      'La versione a 57 gradi del gin di casa, con più ginepro e una speziatura di pepe cubebe e cardamomo. Al naso ginepro, pepe cubebe e resina; in bocca il sorso è pieno e resinoso, con un finale secco e pepato. Pensato per il Negroni, regge senza fatica ghiaccio e vermouth.',
      'The 57-degree version of the house gin, with more juniper and a spice of cubeb pepper and cardamom. On the nose, juniper, cubeb pepper and resin; the palate is full and resinous, with a dry, peppery finish. Designed for the Negroni, it easily stands up to ice and vermouth.'),
    sheet: {
      format: '50 cl', alcohol: 57, denomination: same('Distilled Gin'),
      aromas: bi('Ginepro, pepe cubebe, cardamomo, salicornia e scorza di cedro', 'Juniper, cubeb pepper, cardamom, samphire and citron peel'),
      organoleptic: bi('Colore: limpido e cristallino. Naso: ginepro, pepe cubebe e resina. Bocca: il sorso è pieno e resinoso.',
        'Colour: clear and bright. Nose: juniper, cubeb pepper and resin. Palate: the palate is full and resinous.'),
      cocktail: bi('Negroni: gin, vermouth rosso e bitter in parti uguali', 'Negroni: equal parts gin, red vermouth and bitter'),
      curiosity: bi('"Navy Strength" ricorda la gradazione minima a cui la polvere da sparo bagnata di gin continuava a prendere fuoco.', '"Navy Strength" recalls the proof at which gin-soaked gunpowder would still ignite.'),
    },
    look: { shape: 'round', glass: '#2c4d77', liquid: '#eef3f1', label: '#1c1c1c' },
  },
  {
    code: 'V0016', producer: 'P007', type: 'spritzers', spiritType: 'spritz', color: 'rosso', certification: null, style: 'moderno', taste: 'amaro',
    projects: ['mixology'], novelty: false,
    title: bi('Spritz veneziano pronto da bere', 'Venetian Ready-to-Drink Spritz'),
    description: bi(
      'Spritz già miscelato a Venezia: vino frizzante veneto, il bitter di casa e un tocco di soda, pronto da versare sul ghiaccio. Al naso arancia, rabarbaro ed erbe; in bocca il sorso è frizzante, dolce-amaro e dissetante, con un finale fresco. Pensato per eventi, catering e stabilimenti balneari.',
      'A spritz ready-mixed in Venice: Veneto sparkling wine, the house bitter and a touch of soda, ready to pour over ice. On the nose, orange, rhubarb and herbs; the palate is fizzy, bittersweet and thirst-quenching, with a fresh finish. Designed for events, catering and beach bars.'),
    sheet: {
      format: '75 cl', alcohol: 8,
      aromas: bi('Arancia, rabarbaro ed erbe', 'Orange, rhubarb and herbs'),
      organoleptic: bi('Colore: rosso vivo. Naso: arancia, rabarbaro ed erbe. Bocca: il sorso è frizzante, dolce-amaro e dissetante.',
        'Colour: vivid red. Nose: orange, rhubarb and herbs. Palate: the palate is fizzy, bittersweet and thirst-quenching.'),
      sparklingMethod: bi('Metodo Martinotti (Charmat)', 'Martinotti (Charmat) method'),
      notes: bi('Servire a 4-6 °C, con ghiaccio, una fetta d\'arancia e un\'oliva', 'Serve at 4-6 °C, over ice, with an orange slice and an olive'),
    },
    look: { shape: 'bordeaux', glass: '#2f4a35', liquid: '#a01f30', label: '#f4ecd8' },
  },
  {
    code: 'V0017', producer: 'P008', type: 'sake', spiritType: 'junmai', color: 'trasparente', certification: null, style: 'classico', taste: 'secco',
    projects: [], novelty: false,
    title: bi('Sake Junmai Yukiguni', 'Yukiguni Junmai Sake'),
    description: bi(
      'Sake junmai della prefettura di Niigata, da riso Gohyakumangoku levigato al 60% e acqua di neve. Al naso riso cotto al vapore, mandorla e castagna; in bocca il sorso è pieno, sapido e ricco di umami, con un finale lungo e sapido. Ottimo fresco, ma dà il meglio intiepidito a 40 °C.',
      'A junmai sake from Niigata prefecture, from Gohyakumangoku rice polished to 60% and snow-melt water. On the nose, steamed rice, almond and chestnut; the palate is full, savoury and rich in umami, with a long, savoury finish. Good chilled, but at its best warmed to 40 °C.'),
    sheet: {
      format: '72 cl', alcohol: 15, variety: bi('Riso Gohyakumangoku', 'Gohyakumangoku rice'), origin: same('Uonuma, Niigata'),
      vinification: bi('Levigatura del riso al 60%, koji fatto a mano', 'Rice polished to 60%, hand-made koji'),
      aromas: bi('Riso cotto al vapore, mandorla e castagna', 'Steamed rice, almond and chestnut'),
      organoleptic: bi('Colore: limpido e cristallino. Naso: riso cotto al vapore, mandorla e castagna. Bocca: il sorso è pieno, sapido e ricco di umami.',
        'Colour: clear and bright. Nose: steamed rice, almond and chestnut. Palate: the palate is full, savoury and rich in umami.'),
      pairings: bi('Sushi e sashimi, tempura', 'Sushi and sashimi, tempura'),
      notes: bi('Seimaibuai 60%; SMV +5; conservare al fresco e al buio', 'Seimaibuai 60%; SMV +5; store cool and dark'),
    },
    look: { shape: 'tall', glass: '#1e2621', liquid: '#eef3f1', label: '#ffffff' },
  },
  {
    code: 'V0018', producer: 'P008', type: 'sake', spiritType: 'ginjo', color: 'trasparente', certification: null, style: 'moderno', taste: 'floreale',
    projects: [], novelty: true,
    title: bi('Sake Ginjo Hoshizora', 'Hoshizora Ginjo Sake'),
    description: bi(
      'Sake ginjo da riso Gohyakumangoku levigato al 55%, fermentato lentamente a bassa temperatura durante l\'inverno. Al naso melone, pera e fiori bianchi; in bocca il sorso è delicato, setoso e profumato, con un finale fine e pulito. Da servire fresco, a 8-10 °C, in calice da vino bianco.',
      'A ginjo sake from Gohyakumangoku rice polished to 55%, slowly fermented at low temperature through the winter. On the nose, melon, pear and white flowers; the palate is delicate, silky and fragrant, with a fine, clean finish. Serve cool, at 8-10 °C, in a white wine glass.'),
    sheet: {
      format: '72 cl', alcohol: 15.5, variety: bi('Riso Gohyakumangoku', 'Gohyakumangoku rice'), origin: same('Uonuma, Niigata'),
      vinification: bi('Levigatura del riso al 55%, koji fatto a mano', 'Rice polished to 55%, hand-made koji'),
      aromas: bi('Melone, pera e fiori bianchi', 'Melon, pear and white flowers'),
      organoleptic: bi('Colore: trasparente, con riflessi argentei. Naso: melone, pera e fiori bianchi. Bocca: il sorso è delicato, setoso e profumato.',
        'Colour: crystal clear with silvery glints. Nose: melon, pear and white flowers. Palate: the palate is delicate, silky and fragrant.'),
      pairings: bi('Crudi di mare e formaggi freschi', 'Raw seafood and fresh cheeses'),
      awards: bi('Medaglia d\'argento, World Artisan Spirits Review 2025', 'Silver medal, World Artisan Spirits Review 2025'),
    },
    look: { shape: 'tall', glass: '#2c4d77', liquid: '#eef3f1', label: '#1f2e4d' },
  },
  {
    // Without a spirit type: stored, never shown nor found (spec §7.1).
    code: 'V0019', producer: 'P002', type: 'bibite-e-succhi', spiritType: null, color: 'trasparente', certification: null, style: 'classico', taste: 'amaro',
    projects: [], novelty: false,
    title: bi('Acqua tonica artigianale (in arrivo)', 'Craft Tonic Water (coming soon)'),
    description: bi(
      'Acqua tonica preparata con la china e le scorze d\'agrumi dei nostri amari, in arrivo in catalogo. Al naso china, scorza di limone e rosmarino; la bollicina è fine e persistente, con un finale pulito.',
      'A tonic water made with the cinchona and citrus peel of our amari, coming soon to the catalogue. On the nose, cinchona, lemon peel and rosemary; the bubbles are fine and lasting, with a clean finish.'),
    sheet: {
      format: '20 cl', sugar: '6 g/100 ml',
      aromas: bi('China, scorza di limone e rosmarino', 'Cinchona, lemon peel and rosemary'),
      notes: bi('Servire a 4-6 °C', 'Serve at 4-6 °C'),
    },
    look: { shape: 'can', glass: '#c7cbd0', liquid: '#eef3f1', label: '#ffffff' },
  },
]

const producerByCode = new Map(anchorProducers.map((p) => [p.code, p]))

/** The 19 anchor products, V0001-V0019; region and country follow the producer. */
export const anchorProducts: ProductData[] = anchorRows.map((row) => {
  const maker = producerByCode.get(row.producer)
  if (!maker) throw new Error(`Anchor ${row.code}: unknown producer ${row.producer}`)
  return { ...row, region: maker.region, country: maker.country, slug: productSlug(row.title, row.code) }
})
