import type { Bi } from '../types'
import { bi } from './text'

/**
 * Where the generated producers are: a place is a wine or spirit area with its towns, the surnames heard there
 * and, in Italy, the grapes whose pomace or wine the local distilleries use. Towns are real places; producers
 * and brands are invented.
 */

export type Grape = {
  /** What the title says: a variety (Teroldego) or a wine (Amarone). */
  name: string
  /** The varieties behind it, for the sheet. */
  varieties: string
  red: boolean
  aromatic?: boolean
}

const g = (name: string, red: boolean, varieties = name, aromatic = false): Grape => ({ name, red, varieties, aromatic })

export const grapes = {
  teroldego: g('Teroldego', true),
  muller: g('Müller-Thurgau', false, 'Müller-Thurgau', true),
  nosiola: g('Nosiola', false),
  marzemino: g('Marzemino', true),
  vinoSanto: g('Vino Santo', false, 'Nosiola appassita'),
  schiava: g('Schiava', true),
  chardonnay: g('Chardonnay', false),
  gewurz: g('Gewürztraminer', false, 'Gewürztraminer', true),
  lagrein: g('Lagrein', true),
  pinotBianco: g('Pinot Bianco', false),
  sylvaner: g('Sylvaner', false),
  moscatoRosa: g('Moscato Rosa', true, 'Moscato Rosa', true),
  picolit: g('Picolit', false, 'Picolit', true),
  ribolla: g('Ribolla Gialla', false),
  verduzzo: g('Verduzzo', false),
  refosco: g('Refosco', true, 'Refosco dal Peduncolo Rosso'),
  schioppettino: g('Schioppettino', true),
  friulano: g('Friulano', false),
  amarone: g('Amarone', true, 'Corvina, Corvinone, Rondinella'),
  recioto: g('Recioto', true, 'Corvina, Rondinella, Molinara'),
  prosecco: g('Prosecco', false, 'Glera'),
  torcolato: g('Torcolato', false, 'Vespaiolo appassito'),
  raboso: g('Raboso', true),
  moscatoGiallo: g('Moscato Giallo', false, 'Moscato Giallo', true),
  soave: g('Soave', false, 'Garganega'),
  barolo: g('Barolo', true, 'Nebbiolo'),
  barbaresco: g('Barbaresco', true, 'Nebbiolo'),
  nebbiolo: g('Nebbiolo', true),
  moscato: g('Moscato', false, 'Moscato Bianco', true),
  barbera: g('Barbera', true),
  brachetto: g('Brachetto', true, 'Brachetto', true),
  arneis: g('Arneis', false),
  ruche: g('Ruchè', true, 'Ruchè', true),
  sforzato: g('Sforzato', true, 'Nebbiolo (Chiavennasca) appassito'),
  franciacorta: g('Franciacorta', false, 'Chardonnay, Pinot Nero'),
  lugana: g('Lugana', false, 'Turbiana'),
  fumin: g('Fumin', true),
  petiteArvine: g('Petite Arvine', false),
  prieBlanc: g('Prié Blanc', false),
  moscatoChambave: g('Moscato di Chambave', false, 'Moscato Bianco', true),
  brunello: g('Brunello', true, 'Sangiovese Grosso'),
  sangiovese: g('Sangiovese', true),
  vinSanto: g('Vin Santo', false, 'Trebbiano Toscano e Malvasia Bianca'),
  vernaccia: g('Vernaccia', false, 'Vernaccia di San Gimignano'),
  nobile: g('Nobile', true, 'Prugnolo Gentile'),
  sagrantino: g('Sagrantino', true),
  montepulciano: g('Montepulciano', true),
  verdicchio: g('Verdicchio', false),
  cesanese: g('Cesanese', true),
  lambrusco: g('Lambrusco', true, 'Lambrusco Grasparossa'),
  albana: g('Albana', false),
  aglianico: g('Aglianico', true),
  fiano: g('Fiano', false),
  greco: g('Greco', false),
  tintilia: g('Tintilia', true),
  primitivo: g('Primitivo', true),
  negroamaro: g('Negroamaro', true),
  gaglioppo: g('Gaglioppo', true),
  nerodavola: g('Nero d\'Avola', true),
  zibibbo: g('Zibibbo', false, 'Moscato d\'Alessandria', true),
  nerello: g('Nerello Mascalese', true),
  malvasia: g('Malvasia', false, 'Malvasia delle Lipari', true),
  grillo: g('Grillo', false),
  cannonau: g('Cannonau', true),
  vermentino: g('Vermentino', false),
  rossese: g('Rossese', true),
} satisfies Record<string, Grape>

export type SurnamePool =
  | 'alpine' | 'sudtirol' | 'nordest' | 'nordovest' | 'centro' | 'sud' | 'sicilia' | 'sardegna'
  | 'scottish' | 'irish' | 'american' | 'japanese' | 'french' | 'creole' | 'spanish' | 'latam' | 'brazil'
  | 'portuguese' | 'german' | 'english' | 'dutch' | 'polish'

export const surnames: Record<SurnamePool, readonly string[]> = {
  alpine: ['Dalbosco', 'Frizzera', 'Tamanini', 'Pedrotti', 'Giovannini', 'Bortolotti', 'Degasperi', 'Vettori', 'Tonini', 'Casagrande', 'Zanoni', 'Rigotti', 'Chiocchetti', 'Slomp', 'Dallapiccola', 'Benedetti', 'Sandri', 'Girardi', 'Paoli', 'Valentini', 'Cristofori', 'Avancini'],
  sudtirol: ['Oberhofer', 'Pichler', 'Kofler', 'Gasser', 'Rainer', 'Mair', 'Thaler', 'Egger', 'Ladurner', 'Plattner', 'Hofer', 'Kerschbaumer', 'Wieser', 'Tschurtschenthaler', 'Obexer'],
  nordest: ['Battistella', 'Bortolin', 'Zampieri', 'De Marchi', 'Furlan', 'Pittaro', 'Zorzi', 'Visentin', 'Benedet', 'Carraro', 'Dal Molin', 'Toffoli', 'Mazzon', 'Bergamin', 'Zanin', 'Tonon', 'Da Ros', 'Pivetta', 'Bidoli', 'Cecchetto'],
  nordovest: ['Bertolino', 'Cavallero', 'Revello', 'Gallesio', 'Boggione', 'Rabino', 'Aimasso', 'Bussolino', 'Gianoglio', 'Cerrato', 'Musso', 'Ghisolfi', 'Vaudano', 'Perotti', 'Sobrero', 'Fontanella', 'Colombo', 'Brambilla', 'Invernizzi', 'Pellizzari'],
  centro: ['Lombardi', 'De Santis', 'Marinelli', 'Ciccarelli', 'Mancini', 'Bartolini', 'Giannini', 'Ricci', 'Paolucci', 'Fabbri', 'Cecconi', 'Bianchini', 'Pacini', 'Tognetti', 'Falcioni', 'Baldelli', 'Santoni', 'Orsini', 'Guidi', 'Rossetti'],
  sud: ['Esposito', 'Amato', 'Scognamiglio', 'D\'Alessandro', 'Ruggiero', 'Carbone', 'Palmieri', 'Leone', 'Conte', 'De Luca', 'Greco', 'Caputo', 'Iannone', 'Di Nardo', 'Mastroberardino', 'Cuomo', 'Lanzetta', 'Manfredi', 'Iacovelli', 'Pugliese'],
  sicilia: ['Di Bartolo', 'Pirrone', 'Cannizzaro', 'La Rosa', 'Caruso', 'Messina', 'Scalia', 'Lo Presti', 'Giacalone', 'Marino', 'Tumminello', 'Ingrassia', 'Russo', 'Barraco', 'Pipitone', 'Alagna'],
  sardegna: ['Melis', 'Sanna', 'Piras', 'Mura', 'Deiana', 'Porcu', 'Serra', 'Loi', 'Cadoni', 'Murgia', 'Pinna', 'Cossu'],
  scottish: ['MacLeod', 'Grant', 'Cameron', 'Fraser', 'Sinclair', 'Munro', 'Robertson', 'Mackay', 'Ferguson', 'Gunn', 'Drummond', 'Keith'],
  irish: ['Brennan', 'Fitzgerald', 'Keane', 'Quinlan', 'Devlin', 'Moran', 'Carroll', 'Doherty', 'Nolan', 'Gallagher', 'Whelan', 'Hegarty'],
  american: ['Whitfield', 'Beckett', 'Hollis', 'Tanner', 'Caldwell', 'Prescott', 'Mercer', 'Lyle', 'Ashby', 'Burke', 'Granger', 'Shelby'],
  japanese: ['Yukimura', 'Shirakawa', 'Tsukigase', 'Aozora', 'Kawabata', 'Morikawa', 'Takeda', 'Nishino', 'Hanazawa', 'Ishida', 'Okamura', 'Fujimori'],
  french: ['Rivière', 'Bertrand', 'Moreau', 'Fontaine', 'Guérin', 'Lacroix', 'Marchand', 'Perrin', 'Chevalier', 'Dubreuil', 'Girard', 'Vallet', 'Brossard', 'Lemaire', 'Pasquier', 'Rouvière'],
  creole: ['Larcher', 'Duféal', 'Bellonie', 'Grenier', 'Lucas', 'Saint-Cyr', 'Jaham', 'Roy-Camille', 'Nelzir', 'Hayot'],
  spanish: ['Marín', 'Robledo', 'Pastrana', 'Galindo', 'Montenegro Ruiz', 'Carrasco', 'Villalón', 'Iglesias', 'Navarro', 'Salcedo', 'Domecq Ortiz', 'Quintero'],
  latam: ['Aguirre', 'Villaseñor', 'Camarena Ruiz', 'Orozco', 'Ruelas', 'Hernández', 'Cárdenas', 'Quiroga', 'Montaño', 'Salazar', 'Ocampo', 'Barrios'],
  brazil: ['Andrade', 'Moura', 'Teixeira', 'Coutinho', 'Bittencourt', 'Resende', 'Paiva', 'Brandão'],
  portuguese: ['Pereira', 'Magalhães', 'Sousa Lobo', 'Vasconcelos', 'Teixeira', 'Carvalhais', 'Amaral', 'Freitas'],
  german: ['Huber', 'Bauer', 'Wagner', 'Kessler', 'Brandl', 'Fuchs', 'Maurer', 'Zeller', 'Leitner', 'Gruber', 'Haas', 'Steiner'],
  english: ['Ashworth', 'Pembroke', 'Hargreaves', 'Whitcombe', 'Fairley', 'Thornton', 'Bramley', 'Kingsley', 'Aldridge', 'Holloway', 'Pennington', 'Rowe'],
  dutch: ['de Vries', 'van Dijk', 'Bakker', 'Visser', 'Smit', 'Mulder', 'van Leeuwen', 'Verhoeven', 'Claes', 'Peeters'],
  polish: ['Nowak', 'Kowalczyk', 'Zielinski', 'Sadowski', 'Wozniak', 'Kaminski', 'Lewandowski', 'Dabrowski'],
}

export type Place = {
  key: string
  country: string
  /** Italian region code, null abroad */
  region: string | null
  /** The area's name, e.g. Val di Cembra, Speyside. */
  area: Bi
  /** "in ..." phrase for copy, preposition included. */
  in: Bi
  /** "della Val di Cembra" / "from the Val di Cembra": what a product is from. */
  of: Bi
  towns: readonly string[]
  surnames: SurnamePool
  grapes?: readonly Grape[]
  /** IG of the local grappa, when there is one. */
  grappa?: string
  /** Multipliers for what the local liqueur houses make more of (limoncello on the coast, nocino in Modena...). */
  boost?: Readonly<Record<string, number>>
  /** Local fruit and herbs the copy can name. */
  local?: readonly Bi[]
  altitude?: [number, number]
}

/** Italian "of" phrases; the English one is the "in" phrase with "from". */
const OF_IT: Record<string, string> = {
  cembra: 'della Val di Cembra', laghi: 'della Valle dei Laghi', rotaliana: 'della Piana Rotaliana', 'val-di-non': 'della Val di Non', 'alto-adige': 'dell\'Alto Adige',
  'colli-orientali': 'dei Colli Orientali del Friuli', carso: 'del Carso', valpolicella: 'della Valpolicella', bassano: 'della Pedemontana del Grappa',
  prosecco: 'delle colline del Prosecco', laguna: 'della laguna di Venezia', langhe: 'delle Langhe', monferrato: 'del Monferrato', torino: 'di Torino',
  valtellina: 'della Valtellina', franciacorta: 'della Franciacorta', milano: 'di Milano', aosta: 'della Valle d\'Aosta', liguria: 'della Riviera ligure',
  montalcino: 'della Val d\'Orcia', chianti: 'del Chianti', umbria: 'dell\'Umbria', marche: 'delle Marche', abruzzo: 'dell\'Abruzzo', lazio: 'del Lazio',
  emilia: 'dell\'Emilia', costiera: 'della Costiera Amalfitana', irpinia: 'dell\'Irpinia', vulture: 'del Vulture', molise: 'del Molise', salento: 'della Puglia',
  calabria: 'della Calabria', etna: 'dell\'Etna', marsala: 'di Marsala', isole: 'delle isole siciliane', sardegna: 'della Sardegna',
  speyside: 'dello Speyside', islay: 'di Islay', highlands: 'delle Highlands', islands: 'delle isole scozzesi', campbeltown: 'di Campbeltown', lowlands: 'delle Lowlands',
  irlanda: 'd\'Irlanda', kentucky: 'del Kentucky', niigata: 'di Niigata', hiroshima: 'di Hiroshima', kyoto: 'di Kyoto', yamagata: 'di Yamagata', nagano: 'di Nagano',
  giamaica: 'della Giamaica', barbados: 'di Barbados', guatemala: 'del Guatemala', dominicana: 'della Repubblica Dominicana', venezuela: 'del Venezuela',
  martinica: 'della Martinica', guadalupa: 'della Guadalupa', brasile: 'del Minas Gerais', cognac: 'della regione di Cognac', armagnac: 'della Guascogna',
  normandia: 'della Normandia', savoia: 'della Savoia', jerez: 'di Jerez', catalogna: 'della Catalogna', minorca: 'di Minorca', douro: 'della valle del Douro',
  madeira: 'di Madeira', jalisco: 'di Jalisco', oaxaca: 'di Oaxaca', peru: 'della valle di Ica, in Perù', schwarzwald: 'della Foresta Nera', berlino: 'di Berlino',
  wachau: 'della Wachau', vorarlberg: 'del Vorarlberg', londra: 'di Londra', england: 'della campagna inglese', olanda: 'dei Paesi Bassi', fiandre: 'delle Fiandre',
  polonia: 'della Polonia',
}

function withOf(place: Omit<Place, 'of'>): Place {
  const ofIt = OF_IT[place.key]
  if (!ofIt) throw new Error(`places: no "of" phrase for ${place.key}`)
  return { ...place, of: { it: ofIt, en: place.in.en.replace(/^(in|on|at) /, 'from ') } }
}

const it = (key: string, region: string, area: Bi, inPhrase: Bi, towns: string[], surnames: SurnamePool, rest: Partial<Place> = {}): Place =>
  withOf({ key, country: 'italia', region, area, in: inPhrase, towns, surnames, ...rest })

const abroad = (key: string, country: string, area: Bi, inPhrase: Bi, towns: string[], surnames: SurnamePool, rest: Partial<Place> = {}): Place =>
  withOf({ key, country, region: null, area, in: inPhrase, towns, surnames, ...rest })

const G = grapes

export const places = {
  // Trentino-Alto Adige
  cembra: it('cembra', 'trentino-alto-adige', bi('Val di Cembra', 'Val di Cembra'), bi('in Val di Cembra, in Trentino', 'in the Val di Cembra, Trentino'),
    ['Cembra', 'Faver', 'Segonzano', 'Lisignago', 'Giovo'], 'alpine',
    { grapes: [G.muller, G.schiava, G.chardonnay, G.teroldego], grappa: 'Grappa Trentina', altitude: [450, 750], local: [bi('mirtilli', 'blueberries'), bi('pino mugo', 'mountain pine')] }),
  laghi: it('laghi', 'trentino-alto-adige', bi('Valle dei Laghi', 'Valle dei Laghi'), bi('nella Valle dei Laghi, in Trentino', 'in the Valle dei Laghi, Trentino'),
    ['Santa Massenza', 'Vezzano', 'Padergnone', 'Calavino', 'Cavedine'], 'alpine',
    { grapes: [G.nosiola, G.vinoSanto, G.schiava, G.marzemino], grappa: 'Grappa Trentina', altitude: [250, 500], local: [bi('susine', 'plums'), bi('olivo del Garda', 'Garda olive')] }),
  rotaliana: it('rotaliana', 'trentino-alto-adige', bi('Piana Rotaliana', 'Piana Rotaliana'), bi('nella Piana Rotaliana, in Trentino', 'on the Piana Rotaliana, Trentino'),
    ['Mezzolombardo', 'Mezzocorona', 'San Michele all\'Adige', 'Faedo', 'Roverè della Luna'], 'alpine',
    { grapes: [G.teroldego, G.chardonnay, G.muller, G.lagrein], grappa: 'Grappa Trentina', altitude: [200, 600], local: [bi('mele', 'apples'), bi('mirtilli', 'blueberries')] }),
  valDiNon: it('val-di-non', 'trentino-alto-adige', bi('Val di Non', 'Val di Non'), bi('in Val di Non, in Trentino', 'in the Val di Non, Trentino'),
    ['Cles', 'Revò', 'Tuenno', 'Denno', 'Cavareno'], 'alpine',
    { grapes: [G.teroldego, G.muller, G.schiava], grappa: 'Grappa Trentina', altitude: [500, 900], local: [bi('mele', 'apples'), bi('pere', 'pears')] }),
  altoAdige: it('alto-adige', 'trentino-alto-adige', bi('Alto Adige', 'South Tyrol'), bi('in Alto Adige', 'in South Tyrol'),
    ['Termeno', 'Caldaro', 'Appiano', 'Bressanone', 'Naturno', 'Lana', 'Laces'], 'sudtirol',
    { grapes: [G.gewurz, G.lagrein, G.schiava, G.pinotBianco, G.sylvaner, G.moscatoRosa], grappa: 'Grappa dell\'Alto Adige', altitude: [250, 1000],
      local: [bi('mele della Val Venosta', 'Val Venosta apples'), bi('albicocche', 'apricots'), bi('pino cembro', 'Swiss stone pine')], boost: { 'acquavite-di-pere': 2, 'acquavite-di-mele': 2 } }),
  // Friuli, Veneto
  colliOrientali: it('colli-orientali', 'friuli-venezia-giulia', bi('Colli Orientali del Friuli', 'Colli Orientali del Friuli'), bi('sui Colli Orientali del Friuli', 'in the Colli Orientali hills of Friuli'),
    ['Cividale del Friuli', 'Buttrio', 'Corno di Rosazzo', 'Manzano', 'Prepotto'], 'nordest',
    { grapes: [G.picolit, G.ribolla, G.verduzzo, G.refosco, G.schioppettino, G.friulano], grappa: 'Grappa Friulana', altitude: [100, 350], local: [bi('ciliegie', 'cherries'), bi('castagne', 'chestnuts')] }),
  carso: it('carso', 'friuli-venezia-giulia', bi('Carso', 'Karst'), bi('sul Carso triestino', 'on the Karst above Trieste'),
    ['Trieste', 'Sgonico', 'Duino Aurisina', 'Monrupino'], 'nordest',
    { grapes: [G.refosco, G.malvasia, G.ribolla], grappa: 'Grappa Friulana', altitude: [200, 400], local: [bi('salvia', 'sage'), bi('sommacco', 'sumac')] }),
  valpolicella: it('valpolicella', 'veneto', bi('Valpolicella', 'Valpolicella'), bi('in Valpolicella', 'in Valpolicella'),
    ['Negrar', 'Fumane', 'San Pietro in Cariano', 'Marano di Valpolicella', 'Sant\'Ambrogio di Valpolicella'], 'nordest',
    { grapes: [G.amarone, G.recioto, G.soave], grappa: 'Grappa Veneta', altitude: [150, 450], local: [bi('ciliegie', 'cherries'), bi('marroni', 'chestnuts')] }),
  bassano: it('bassano', 'veneto', bi('Pedemontana del Grappa', 'Monte Grappa foothills'), bi('ai piedi del Monte Grappa', 'at the foot of Monte Grappa'),
    ['Bassano del Grappa', 'Marostica', 'Breganze', 'Romano d\'Ezzelino', 'Asolo'], 'nordest',
    { grapes: [G.torcolato, G.moscatoGiallo, G.raboso], grappa: 'Grappa Veneta', altitude: [100, 400], local: [bi('ciliegie di Marostica', 'Marostica cherries'), bi('asparagi bianchi', 'white asparagus')] }),
  prosecco: it('prosecco', 'veneto', bi('Colline del Prosecco', 'Prosecco hills'), bi('sulle colline del Conegliano Valdobbiadene', 'in the Conegliano Valdobbiadene hills'),
    ['Conegliano', 'Valdobbiadene', 'Vittorio Veneto', 'Pieve di Soligo', 'Follina'], 'nordest',
    { grapes: [G.prosecco, G.raboso, G.moscatoGiallo], grappa: 'Grappa Veneta', altitude: [150, 450], local: [bi('mele', 'apples'), bi('radicchio', 'radicchio')] }),
  laguna: it('laguna', 'veneto', bi('Laguna di Venezia', 'Venetian Lagoon'), bi('sulla laguna di Venezia', 'on the Venetian Lagoon'),
    ['Venezia', 'Mestre', 'Chioggia', 'Treviso', 'Padova'], 'nordest',
    { grapes: [G.raboso, G.prosecco], grappa: 'Grappa Veneta', local: [bi('salicornia', 'samphire'), bi('carciofi violetti di Sant\'Erasmo', 'Sant\'Erasmo violet artichokes')], boost: { spritz: 4, aperitivo: 2, bitter: 2 } }),
  // Piemonte, Lombardia, Valle d'Aosta, Liguria
  langhe: it('langhe', 'piemonte', bi('Langhe', 'Langhe'), bi('nelle Langhe', 'in the Langhe'),
    ['Alba', 'La Morra', 'Monforte d\'Alba', 'Neive', 'Castiglione Falletto', 'Diano d\'Alba'], 'nordovest',
    { grapes: [G.barolo, G.barbaresco, G.nebbiolo, G.arneis, G.barbera], grappa: 'Grappa Piemontese', altitude: [250, 550], local: [bi('nocciole tonde gentili', 'Tonda Gentile hazelnuts'), bi('tartufo', 'truffle')], boost: { 'vino-chinato': 3 } }),
  monferrato: it('monferrato', 'piemonte', bi('Monferrato', 'Monferrato'), bi('nel Monferrato', 'in Monferrato'),
    ['Canelli', 'Nizza Monferrato', 'Casale Monferrato', 'Moncalvo', 'Asti', 'Castagnole delle Lanze'], 'nordovest',
    { grapes: [G.moscato, G.barbera, G.brachetto, G.ruche], grappa: 'Grappa Piemontese', altitude: [150, 400], local: [bi('assenzio gentile', 'Roman wormwood'), bi('pesche', 'peaches')], boost: { vermouth: 4, 'vino-chinato': 2 } }),
  torino: it('torino', 'piemonte', bi('Torino e colline', 'Turin and its hills'), bi('a Torino e sulle sue colline', 'in Turin and its hills'),
    ['Torino', 'Moncalieri', 'Chieri', 'Pecetto Torinese', 'Carmagnola'], 'nordovest',
    { grapes: [G.moscato, G.barbera, G.nebbiolo], grappa: 'Grappa Piemontese', local: [bi('erbe dei colli torinesi', 'herbs from the Turin hills'), bi('ciliegie di Pecetto', 'Pecetto cherries')], boost: { vermouth: 6, 'vino-chinato': 2, bitter: 2, aperitivo: 2 } }),
  valtellina: it('valtellina', 'lombardia', bi('Valtellina', 'Valtellina'), bi('in Valtellina', 'in Valtellina'),
    ['Sondrio', 'Teglio', 'Chiuro', 'Tirano', 'Ponte in Valtellina'], 'nordovest',
    { grapes: [G.sforzato, G.nebbiolo], grappa: 'Grappa Lombarda', altitude: [350, 800], local: [bi('mele', 'apples'), bi('genziana', 'gentian')], boost: { 'liquore-alle-erbe': 2, 'amaro-alle-erbe': 2 } }),
  franciacorta: it('franciacorta', 'lombardia', bi('Franciacorta', 'Franciacorta'), bi('in Franciacorta', 'in Franciacorta'),
    ['Erbusco', 'Cologne', 'Adro', 'Capriolo', 'Provaglio d\'Iseo'], 'nordovest',
    { grapes: [G.franciacorta, G.lugana, G.chardonnay], grappa: 'Grappa Lombarda', altitude: [200, 450], local: [bi('limoni del Garda', 'Lake Garda lemons'), bi('olive', 'olives')] }),
  milano: it('milano', 'lombardia', bi('Milano', 'Milan'), bi('a Milano', 'in Milan'),
    ['Milano', 'Monza', 'Bergamo', 'Como', 'Varese'], 'nordovest',
    { local: [bi('agrumi', 'citrus'), bi('rabarbaro', 'rhubarb')], boost: { bitter: 3, aperitivo: 3, fernet: 3, rabarbaro: 3, 'cocktail-pronto': 2 } }),
  aosta: it('aosta', 'valle-d-aosta', bi('Valle d\'Aosta', 'Aosta Valley'), bi('in Valle d\'Aosta', 'in the Aosta Valley'),
    ['Aosta', 'Saint-Vincent', 'Morgex', 'Chambave', 'Donnas', 'Courmayeur'], 'nordovest',
    { grapes: [G.fumin, G.petiteArvine, G.prieBlanc, G.moscatoChambave], altitude: [600, 1200], local: [bi('genepì', 'genepì'), bi('pino mugo', 'mountain pine'), bi('mirtilli', 'blueberries')], boost: { 'liquore-alle-erbe': 4 } }),
  liguria: it('liguria', 'liguria', bi('Riviera ligure', 'Ligurian Riviera'), bi('sulla Riviera ligure', 'on the Ligurian Riviera'),
    ['Albenga', 'Dolceacqua', 'Chiavari', 'Camogli', 'Sanremo', 'Finale Ligure'], 'nordovest',
    { grapes: [G.vermentino, G.rossese], local: [bi('basilico', 'basil'), bi('chinotto di Savona', 'Savona chinotto'), bi('limoni', 'lemons')], boost: { limoncello: 2, soda: 2, 'liquore-alle-erbe': 2 } }),
  // Centre
  montalcino: it('montalcino', 'toscana', bi('Val d\'Orcia', 'Val d\'Orcia'), bi('in Val d\'Orcia, tra Montalcino e Montepulciano', 'in the Val d\'Orcia, between Montalcino and Montepulciano'),
    ['Montalcino', 'Pienza', 'Montepulciano', 'San Quirico d\'Orcia', 'Castiglione d\'Orcia'], 'centro',
    { grapes: [G.brunello, G.nobile, G.sangiovese, G.vinSanto], altitude: [250, 550], local: [bi('zafferano', 'saffron'), bi('ciliegie', 'cherries')] }),
  chianti: it('chianti', 'toscana', bi('Chianti', 'Chianti'), bi('nel Chianti', 'in Chianti'),
    ['Greve in Chianti', 'Radda in Chianti', 'Castellina in Chianti', 'Gaiole in Chianti', 'San Gimignano', 'Firenze'], 'centro',
    { grapes: [G.sangiovese, G.vinSanto, G.vernaccia], altitude: [250, 600], local: [bi('iris', 'iris'), bi('giaggiolo', 'orris root'), bi('olive', 'olives')] }),
  umbria: it('umbria', 'umbria', bi('Umbria', 'Umbria'), bi('in Umbria', 'in Umbria'),
    ['Montefalco', 'Bevagna', 'Norcia', 'Spello', 'Todi'], 'centro',
    { grapes: [G.sagrantino], altitude: [250, 600], local: [bi('tartufo nero', 'black truffle'), bi('finocchio selvatico', 'wild fennel')] }),
  marche: it('marche', 'marche', bi('Marche', 'Marche'), bi('nelle Marche', 'in the Marche'),
    ['Jesi', 'Ascoli Piceno', 'Macerata', 'Cupramontana', 'Fermo'], 'centro',
    { grapes: [G.verdicchio, G.montepulciano], local: [bi('anice verde di Castignano', 'Castignano green anise'), bi('visciole', 'sour cherries')], boost: { anice: 6, 'liquore-di-frutta': 1.5 } }),
  abruzzo: it('abruzzo', 'abruzzo', bi('Abruzzo', 'Abruzzo'), bi('in Abruzzo, tra la Maiella e il mare', 'in Abruzzo, between the Maiella and the sea'),
    ['Sulmona', 'Ortona', 'Lanciano', 'Guardiagrele', 'L\'Aquila'], 'centro',
    { grapes: [G.montepulciano], altitude: [300, 900], local: [bi('genziana', 'gentian'), bi('zafferano dell\'Aquila', 'L\'Aquila saffron'), bi('erbe della Maiella', 'Maiella herbs')], boost: { 'liquore-alle-erbe': 3, 'amaro-alle-erbe': 1.5 } }),
  lazio: it('lazio', 'lazio', bi('Lazio', 'Lazio'), bi('nel Lazio', 'in Lazio'),
    ['Frascati', 'Velletri', 'Viterbo', 'Civita Castellana', 'Anagni'], 'centro',
    { grapes: [G.cesanese], local: [bi('anice stellato', 'star anise'), bi('nocciole dei Cimini', 'Cimini hazelnuts')], boost: { anice: 3 } }),
  emilia: it('emilia', 'emilia-romagna', bi('Emilia-Romagna', 'Emilia-Romagna'), bi('in Emilia-Romagna', 'in Emilia-Romagna'),
    ['Modena', 'Spilamberto', 'Vignola', 'Faenza', 'Imola', 'Parma'], 'centro',
    { grapes: [G.lambrusco, G.albana], local: [bi('noci', 'walnuts'), bi('amarene', 'sour cherries'), bi('ciliegie di Vignola', 'Vignola cherries')], boost: { nocino: 6, 'liquore-di-frutta': 1.5 } }),
  // South and islands
  costiera: it('costiera', 'campania', bi('Costiera Amalfitana e Sorrentina', 'Amalfi and Sorrento coast'), bi('sulla Costiera Amalfitana', 'on the Amalfi Coast'),
    ['Amalfi', 'Maiori', 'Minori', 'Vico Equense', 'Sorrento', 'Massa Lubrense'], 'sud',
    { grapes: [G.fiano, G.greco], local: [bi('limone sfusato amalfitano', 'Amalfi sfusato lemons'), bi('finocchietto', 'wild fennel'), bi('noci di Sorrento', 'Sorrento walnuts')], boost: { limoncello: 10, 'liquore-di-frutta': 1.5 } }),
  irpinia: it('irpinia', 'campania', bi('Irpinia', 'Irpinia'), bi('in Irpinia', 'in Irpinia'),
    ['Avellino', 'Taurasi', 'Tufo', 'Montemarano', 'Atripalda'], 'sud',
    { grapes: [G.aglianico, G.fiano, G.greco], altitude: [350, 700], local: [bi('castagne', 'chestnuts'), bi('nocciole', 'hazelnuts')] }),
  vulture: it('vulture', 'basilicata', bi('Vulture', 'Vulture'), bi('alle pendici del Vulture', 'on the slopes of Monte Vulture'),
    ['Rionero in Vulture', 'Barile', 'Melfi', 'Venosa', 'Matera'], 'sud',
    { grapes: [G.aglianico], altitude: [400, 700], local: [bi('erbe lucane', 'Lucanian herbs'), bi('peperoni cruschi', 'crusco peppers')], boost: { 'amaro-alle-erbe': 2 } }),
  molise: it('molise', 'molise', bi('Molise', 'Molise'), bi('in Molise', 'in Molise'),
    ['Campobasso', 'Isernia', 'Agnone', 'Larino', 'Termoli'], 'sud',
    { grapes: [G.tintilia, G.montepulciano], altitude: [300, 800], local: [bi('tartufo bianco', 'white truffle'), bi('erbe di montagna', 'mountain herbs')] }),
  salento: it('salento', 'puglia', bi('Puglia', 'Apulia'), bi('in Puglia', 'in Apulia'),
    ['Manduria', 'Lecce', 'Gioia del Colle', 'Ostuni', 'Martina Franca', 'Bari'], 'sud',
    { grapes: [G.primitivo, G.negroamaro], local: [bi('mandorle di Toritto', 'Toritto almonds'), bi('fichi', 'figs'), bi('alloro', 'bay leaf')], boost: { limoncello: 2, 'liquore-di-frutta': 1.5 } }),
  calabria: it('calabria', 'calabria', bi('Calabria', 'Calabria'), bi('in Calabria', 'in Calabria'),
    ['Rossano', 'Cosenza', 'Reggio Calabria', 'Cirò', 'Tropea', 'Diamante'], 'sud',
    { grapes: [G.gaglioppo], local: [bi('liquirizia di Calabria', 'Calabrian liquorice'), bi('bergamotto', 'bergamot'), bi('cedro di Diamante', 'Diamante citron')], boost: { limoncello: 3, 'liquore-alle-erbe': 2, 'amaro-agrumato': 2 } }),
  etna: it('etna', 'sicilia', bi('Etna', 'Mount Etna'), bi('sulle pendici dell\'Etna', 'on the slopes of Mount Etna'),
    ['Castiglione di Sicilia', 'Randazzo', 'Linguaglossa', 'Zafferana Etnea', 'Catania'], 'sicilia',
    { grapes: [G.nerello, G.nerodavola], grappa: 'Grappa Siciliana', altitude: [500, 1000], local: [bi('pistacchi di Bronte', 'Bronte pistachios'), bi('arance rosse', 'blood oranges'), bi('fichi d\'India', 'prickly pears')], boost: { 'amaro-agrumato': 2, limoncello: 2, 'liquore-di-frutta': 2 } }),
  marsala: it('marsala', 'sicilia', bi('Marsala', 'Marsala'), bi('nel territorio di Marsala', 'in the Marsala countryside'),
    ['Marsala', 'Petrosino', 'Mazara del Vallo', 'Trapani', 'Salemi'], 'sicilia',
    { grapes: [G.grillo, G.zibibbo, G.nerodavola], grappa: 'Grappa Siciliana', local: [bi('sale di Trapani', 'Trapani salt'), bi('capperi', 'capers'), bi('zibibbo', 'zibibbo grapes')] }),
  isole: it('isole', 'sicilia', bi('Isole Eolie e Pantelleria', 'Aeolian Islands and Pantelleria'), bi('sulle isole minori siciliane', 'on the small Sicilian islands'),
    ['Pantelleria', 'Salina', 'Lipari', 'Palermo', 'Cefalù'], 'sicilia',
    { grapes: [G.zibibbo, G.malvasia], grappa: 'Grappa Siciliana', local: [bi('capperi', 'capers'), bi('finocchietto', 'wild fennel'), bi('limoni', 'lemons')], boost: { limoncello: 3, 'amaro-agrumato': 2 } }),
  sardegna: it('sardegna', 'sardegna', bi('Sardegna', 'Sardinia'), bi('in Sardegna', 'in Sardinia'),
    ['Nuoro', 'Alghero', 'Oristano', 'Jerzu', 'Dorgali', 'Olbia'], 'sardegna',
    { grapes: [G.cannonau, G.vermentino], local: [bi('bacche di mirto', 'myrtle berries'), bi('elicriso', 'helichrysum'), bi('corbezzolo', 'strawberry tree')], boost: { 'liquore-di-frutta': 4, 'liquore-alle-erbe': 2 } }),
  // Abroad
  speyside: abroad('speyside', 'scozia', bi('Speyside', 'Speyside'), bi('nello Speyside', 'in Speyside'), ['Dufftown', 'Rothes', 'Aberlour', 'Craigellachie', 'Keith', 'Elgin'], 'scottish'),
  islay: abroad('islay', 'scozia', bi('Islay', 'Islay'), bi('sull\'isola di Islay', 'on the isle of Islay'), ['Port Ellen', 'Bowmore', 'Port Charlotte', 'Port Askaig'], 'scottish'),
  highlands: abroad('highlands', 'scozia', bi('Highlands', 'Highlands'), bi('nelle Highlands', 'in the Highlands'), ['Pitlochry', 'Tain', 'Brora', 'Dornoch', 'Aberfeldy'], 'scottish'),
  islands: abroad('islands', 'scozia', bi('Isole scozzesi', 'Scottish islands'), bi('sulle isole scozzesi', 'on the Scottish islands'), ['Kirkwall', 'Portree', 'Tobermory', 'Stornoway'], 'scottish'),
  campbeltown: abroad('campbeltown', 'scozia', bi('Campbeltown', 'Campbeltown'), bi('a Campbeltown, sulla penisola di Kintyre', 'in Campbeltown, on the Kintyre peninsula'), ['Campbeltown'], 'scottish'),
  lowlands: abroad('lowlands', 'scozia', bi('Lowlands', 'Lowlands'), bi('nelle Lowlands', 'in the Lowlands'), ['Falkirk', 'Linlithgow', 'Peebles', 'Dumfries'], 'scottish'),
  irlanda: abroad('irlanda', 'irlanda', bi('Irlanda', 'Ireland'), bi('in Irlanda', 'in Ireland'), ['Cork', 'Waterford', 'Galway', 'Dundalk', 'Kilkenny', 'Sligo'], 'irish'),
  kentucky: abroad('kentucky', 'stati-uniti', bi('Kentucky', 'Kentucky'), bi('in Kentucky', 'in Kentucky'), ['Bardstown', 'Frankfort', 'Lawrenceburg', 'Owensboro', 'Versailles'], 'american'),
  niigata: abroad('niigata', 'giappone', bi('Niigata', 'Niigata'), bi('nella prefettura di Niigata', 'in Niigata prefecture'), ['Uonuma', 'Nagaoka', 'Joetsu', 'Murakami'], 'japanese'),
  hiroshima: abroad('hiroshima', 'giappone', bi('Hiroshima', 'Hiroshima'), bi('nella prefettura di Hiroshima', 'in Hiroshima prefecture'), ['Saijo', 'Takehara', 'Kure'], 'japanese'),
  kyoto: abroad('kyoto', 'giappone', bi('Kyoto', 'Kyoto'), bi('nella prefettura di Kyoto', 'in Kyoto prefecture'), ['Fushimi', 'Kyotango', 'Uji'], 'japanese'),
  yamagata: abroad('yamagata', 'giappone', bi('Yamagata', 'Yamagata'), bi('nella prefettura di Yamagata', 'in Yamagata prefecture'), ['Tsuruoka', 'Sakata', 'Tendo'], 'japanese'),
  nagano: abroad('nagano', 'giappone', bi('Nagano', 'Nagano'), bi('tra le Alpi giapponesi, a Nagano', 'in the Japanese Alps of Nagano'), ['Komoro', 'Matsumoto', 'Ina', 'Azumino'], 'japanese'),
  giamaica: abroad('giamaica', 'giamaica', bi('Giamaica', 'Jamaica'), bi('in Giamaica', 'in Jamaica'), ['Falmouth', 'Black River', 'May Pen', 'Mandeville'], 'english'),
  barbados: abroad('barbados', 'barbados', bi('Barbados', 'Barbados'), bi('a Barbados', 'on Barbados'), ['Bathsheba', 'Speightstown', 'Oistins', 'Holetown'], 'english'),
  guatemala: abroad('guatemala', 'guatemala', bi('Altopiano del Guatemala', 'Guatemalan highlands'), bi('in Guatemala', 'in Guatemala'), ['Retalhuleu', 'Quetzaltenango', 'Antigua Guatemala'], 'latam'),
  dominicana: abroad('dominicana', 'repubblica-dominicana', bi('Repubblica Dominicana', 'Dominican Republic'), bi('nella Repubblica Dominicana', 'in the Dominican Republic'), ['San Pedro de Macorís', 'La Romana', 'Santiago de los Caballeros'], 'latam'),
  venezuela: abroad('venezuela', 'venezuela', bi('Venezuela', 'Venezuela'), bi('in Venezuela', 'in Venezuela'), ['Barquisimeto', 'Carúpano', 'Cumaná'], 'latam'),
  martinica: abroad('martinica', 'martinica', bi('Martinica', 'Martinique'), bi('in Martinica', 'in Martinique'), ['Sainte-Marie', 'Le François', 'Le Marin', 'Macouba', 'Le Lorrain'], 'creole'),
  guadalupa: abroad('guadalupa', 'guadalupa', bi('Guadalupa e Marie-Galante', 'Guadeloupe and Marie-Galante'), bi('in Guadalupa', 'in Guadeloupe'), ['Grand-Bourg', 'Capesterre-Belle-Eau', 'Sainte-Rose', 'Le Moule'], 'creole'),
  brasile: abroad('brasile', 'brasile', bi('Minas Gerais', 'Minas Gerais'), bi('in Brasile, nel Minas Gerais', 'in Minas Gerais, Brazil'), ['Salinas', 'Januária', 'Paraty', 'Itaverava'], 'brazil'),
  cognac: abroad('cognac', 'francia', bi('Cognac', 'Cognac'), bi('nella regione di Cognac', 'in the Cognac region'), ['Segonzac', 'Jarnac', 'Cognac', 'Châteauneuf-sur-Charente', 'Archiac'], 'french'),
  armagnac: abroad('armagnac', 'francia', bi('Guascogna', 'Gascony'), bi('in Guascogna, nel cuore dell\'Armagnac', 'in Gascony, in the heart of Armagnac'), ['Eauze', 'Condom', 'Labastide-d\'Armagnac', 'Vic-Fezensac'], 'french'),
  normandia: abroad('normandia', 'francia', bi('Pays d\'Auge', 'Pays d\'Auge'), bi('nel Pays d\'Auge, in Normandia', 'in the Pays d\'Auge, Normandy'), ['Cambremer', 'Pont-l\'Évêque', 'Domfront', 'Livarot', 'Lisieux'], 'french'),
  savoia: abroad('savoia', 'francia', bi('Savoia', 'Savoy'), bi('in Savoia', 'in Savoy'), ['Chambéry', 'Annecy', 'Albertville'], 'french'),
  jerez: abroad('jerez', 'spagna', bi('Marco de Jerez', 'Jerez triangle'), bi('nel triangolo di Jerez', 'in the Jerez triangle'), ['Jerez de la Frontera', 'Sanlúcar de Barrameda', 'El Puerto de Santa María'], 'spanish'),
  catalogna: abroad('catalogna', 'spagna', bi('Catalogna', 'Catalonia'), bi('in Catalogna', 'in Catalonia'), ['Reus', 'Tarragona', 'Vilafranca del Penedès', 'Sant Sadurní d\'Anoia'], 'spanish'),
  minorca: abroad('minorca', 'spagna', bi('Minorca', 'Menorca'), bi('a Minorca', 'on Menorca'), ['Mahón', 'Ciutadella'], 'spanish'),
  douro: abroad('douro', 'portogallo', bi('Valle del Douro', 'Douro Valley'), bi('nella valle del Douro', 'in the Douro Valley'), ['Vila Nova de Gaia', 'Pinhão', 'Peso da Régua', 'São João da Pesqueira'], 'portuguese'),
  madeira: abroad('madeira', 'portogallo', bi('Madeira', 'Madeira'), bi('sull\'isola di Madeira', 'on the island of Madeira'), ['Funchal', 'Câmara de Lobos', 'São Vicente'], 'portuguese'),
  jalisco: abroad('jalisco', 'messico', bi('Los Altos di Jalisco', 'Jalisco Highlands'), bi('sugli altopiani di Jalisco', 'in the Jalisco Highlands'), ['Arandas', 'Atotonilco el Alto', 'Jesús María', 'Tequila', 'Amatitán'], 'latam'),
  oaxaca: abroad('oaxaca', 'messico', bi('Oaxaca', 'Oaxaca'), bi('nelle valli di Oaxaca', 'in the valleys of Oaxaca'), ['Santiago Matatlán', 'San Luis del Río', 'Santa Catarina Minas', 'Miahuatlán'], 'latam'),
  peru: abroad('peru', 'peru', bi('Ica', 'Ica'), bi('nella valle di Ica, in Perù', 'in the Ica valley, Peru'), ['Ica', 'Pisco', 'Lunahuaná', 'Moquegua'], 'latam'),
  schwarzwald: abroad('schwarzwald', 'germania', bi('Foresta Nera', 'Black Forest'), bi('nella Foresta Nera', 'in the Black Forest'), ['Oberkirch', 'Freiburg', 'Sasbachwalden', 'Gengenbach'], 'german'),
  berlino: abroad('berlino', 'germania', bi('Berlino e Brandeburgo', 'Berlin and Brandenburg'), bi('a Berlino', 'in Berlin'), ['Kreuzberg', 'Neukölln', 'Potsdam'], 'german'),
  wachau: abroad('wachau', 'austria', bi('Wachau', 'Wachau'), bi('nella Wachau, in Austria', 'in the Wachau, Austria'), ['Krems', 'Spitz', 'Dürnstein'], 'german'),
  vorarlberg: abroad('vorarlberg', 'austria', bi('Vorarlberg', 'Vorarlberg'), bi('nel Vorarlberg, in Austria', 'in Vorarlberg, Austria'), ['Dornbirn', 'Bregenz', 'Feldkirch'], 'german'),
  londra: abroad('londra', 'inghilterra', bi('Londra', 'London'), bi('a Londra', 'in London'), ['Bermondsey', 'Hackney', 'Battersea', 'Clerkenwell'], 'english'),
  england: abroad('england', 'inghilterra', bi('Inghilterra', 'England'), bi('nella campagna inglese', 'in the English countryside'), ['Bristol', 'Norwich', 'Penzance', 'Bath', 'Cambridge', 'Canterbury'], 'english'),
  olanda: abroad('olanda', 'paesi-bassi', bi('Olanda', 'Holland'), bi('nei Paesi Bassi', 'in the Netherlands'), ['Schiedam', 'Amsterdam', 'Delft', 'Rotterdam'], 'dutch'),
  fiandre: abroad('fiandre', 'belgio', bi('Fiandre', 'Flanders'), bi('nelle Fiandre, in Belgio', 'in Flanders, Belgium'), ['Hasselt', 'Deinze', 'Bruges', 'Diksmuide'], 'dutch'),
  polonia: abroad('polonia', 'polonia', bi('Podlachia', 'Podlasie'), bi('in Polonia', 'in Poland'), ['Lublin', 'Siedlce', 'Zamosc'], 'polish'),
} satisfies Record<string, Place>

export type PlaceKey = keyof typeof places
