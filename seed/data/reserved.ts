/**
 * Demo content of the reserved area beyond its articles: the reading list of "The wine" and the documents of
 * "Download", each rendered as a one-page PDF from its paragraphs. Plain data, the same on every run.
 */
import { bi } from '../generate/text'
import type { BibliographyData, DownloadData } from '../types'
import { simplifiedConditions } from './editorial'


/** Made-up handbooks next to a few genuine classics (the last four), each with a neutral note. */
export const bibliography: BibliographyData[] = [
  {
    title: 'Il banco e la sala. Manuale di servizio per bar e ristoranti',
    authors: 'Carla Venier',
    publisher: 'Edizioni Ca’ Rossa',
    year: 2019,
    note: bi(
      'Un manuale pratico sul servizio di vini e distillati: temperature, bicchieri, gestione delle bottiglie aperte. Utile per formare il personale nuovo.',
      'A practical handbook on serving wine and spirits: temperatures, glassware, handling opened bottles. Useful for training new staff.',
    ),
  },
  {
    title: 'Atlante delle grappe italiane',
    authors: 'Franco Dallapè',
    publisher: 'Alpe Editrice',
    year: 2016,
    note: bi(
      'Le zone di produzione, i vitigni e i metodi di distillazione, regione per regione, con schede delle principali distillerie artigianali.',
      'Production areas, grape varieties and distillation methods, region by region, with profiles of the main artisan distilleries.',
    ),
  },
  {
    title: 'Vermouth. Storia di un vino aromatizzato',
    authors: 'Luisa Moretti, Pietro Gallo',
    publisher: 'Officina del Gusto Edizioni',
    year: 2021,
    note: bi(
      'Dalla Torino del Settecento al ritorno nei cocktail bar: storia, botaniche e stili del vermouth, con una sezione sul servizio.',
      'From eighteenth-century Turin to its return to cocktail bars: the history, botanicals and styles of vermouth, with a section on serving it.',
    ),
  },
  {
    title: 'Amari d’Italia. Erbe, radici e ricette regionali',
    authors: 'Matteo Carraro',
    publisher: 'Edizioni del Crocevia',
    year: 2022,
    note: bi(
      'Una mappa degli amari italiani per famiglie di gusto, utile per costruire una carta del dopocena ordinata e comprensibile.',
      'A map of Italian amari by flavour family, handy for building a clear, well-ordered after-dinner list.',
    ),
  },
  {
    title: 'Sake for Sommeliers',
    authors: 'Naomi Arakawa',
    publisher: 'Harbour Light Press',
    year: 2020,
    note: bi(
      'Un’introduzione al sake pensata per chi conosce il vino: categorie, servizio, temperature e abbinamenti con cucine non giapponesi.',
      'An introduction to sake for people who already know wine: categories, service, temperatures and pairings with non-Japanese food.',
    ),
  },
  {
    title: 'Cask and Spirit: How Wood Shapes Whisky',
    authors: 'Ewan MacAulay',
    publisher: 'Glenmore House Publishing',
    year: 2018,
    note: bi(
      'Un saggio chiaro e documentato sul ruolo delle botti nell’invecchiamento del whisky: legni, riempimenti, finish.',
      'A clear, well-researched account of the role of casks in whisky maturation: woods, fills and finishes.',
    ),
  },
  {
    title: 'La carta dei vini che vende',
    authors: 'Roberto Salvan',
    publisher: 'Horeca Libri',
    year: 2023,
    note: bi(
      'Struttura, prezzi e descrizioni: un libro operativo per ristoratori, con molti esempi di carte reali commentate.',
      'Structure, pricing and descriptions: a hands-on book for restaurateurs, with many real wine lists discussed.',
    ),
  },
  {
    title: 'Marsala. Il vino, il mare, la solera',
    authors: 'Giovanna Lo Cascio',
    publisher: 'Edizioni Scirocco',
    year: 2017,
    note: bi(
      'La storia dei bagli marsalesi e del metodo soleras, con un capitolo dedicato all’abbinamento a tavola.',
      'The story of the Marsala bagli and the solera system, with a chapter on pairing Marsala with food.',
    ),
  },
  {
    title: 'The Oxford Companion to Wine (4th edition)',
    authors: 'Jancis Robinson, Julia Harding (eds.)',
    publisher: 'Oxford University Press',
    year: 2015,
    note: bi(
      'Un’enciclopedia di riferimento in lingua inglese, ordinata alfabeticamente, su vitigni, zone, tecniche e storia del vino.',
      'A standard English-language reference work, arranged alphabetically, covering grape varieties, regions, techniques and the history of wine.',
    ),
  },
  {
    title: 'The World Atlas of Wine (8th edition)',
    authors: 'Hugh Johnson, Jancis Robinson',
    publisher: 'Mitchell Beazley',
    year: 2019,
    note: bi(
      'Un atlante delle zone vinicole del mondo, con mappe dettagliate e testi di inquadramento per ciascuna regione.',
      'An atlas of the world’s wine regions, with detailed maps and introductory text for each area.',
    ),
  },
  {
    title: 'How to Mix Drinks, or The Bon-Vivant’s Companion',
    authors: 'Jerry Thomas',
    publisher: 'Dick & Fitzgerald',
    year: 1862,
    note: bi(
      'Uno dei primi ricettari di cocktail pubblicati negli Stati Uniti, citato spesso come testo fondativo della miscelazione.',
      'One of the first cocktail recipe books published in the United States, often cited as a founding text of bartending.',
    ),
  },
  {
    title: 'La scienza in cucina e l’arte di mangiar bene',
    authors: 'Pellegrino Artusi',
    publisher: 'Tipografia di Salvadore Landi',
    year: 1891,
    note: bi(
      'Il classico ricettario della cucina domestica italiana, utile per ritrovare le radici regionali dei piatti da abbinare.',
      'The classic collection of Italian home cooking, useful for tracing the regional roots of the dishes you pair with.',
    ),
  },
]

/** The one-page conditions, three sections to a paragraph, from the same text as the sales-conditions PDF. */
const conditionsPages = (lang: 'it' | 'en'): string[] => {
  const { sections } = simplifiedConditions[lang]
  const out: string[] = []
  for (let i = 0; i < sections.length; i += 3) {
    out.push(sections.slice(i, i + 3).map((s) => `${s.heading}: ${s.text}`).join(' '))
  }
  return out
}

export const downloads: DownloadData[] = [
  {
    code: 'price-list-request',
    title: bi('Modulo di richiesta listino', 'Price-list request form'),
    description: bi(
      'Il modulo per richiedere il listino aggiornato con le condizioni riservate al vostro locale.',
      'The form for requesting the current price list with the terms agreed for your venue.',
    ),
    pages: [
      bi(
        'Compilate il modulo con ragione sociale, partita IVA, indirizzo del locale e tipologia di attività (ristorante, bar, enoteca, hotel, catering).',
        'Fill in the form with your company name, VAT number, venue address and type of business (restaurant, bar, wine shop, hotel, caterer).',
      ),
      bi(
        'Indicate le categorie che vi interessano: vini, distillati, liquori e amari, vermouth e fortificati, sake, bibite e analcolici.',
        'Tick the categories you are interested in: wines, spirits, liqueurs and amari, vermouth and fortified wines, sake, soft drinks and alcohol-free.',
      ),
      bi(
        'Inviate il modulo a horeca@vinea.demo o consegnatelo al vostro agente: riceverete il listino entro due giorni lavorativi.',
        'Send the form to horeca@vinea.demo or hand it to your agent: you will receive the price list within two working days.',
      ),
    ],
  },
  {
    code: 'wine-list-template',
    title: bi('Modello per la carta dei vini', 'Wine-list template'),
    description: bi(
      'Un modello impaginato da personalizzare con i vostri vini, i distillati e il dopocena.',
      'A ready-made layout to fill in with your own wines, spirits and after-dinner drinks.',
    ),
    pages: [
      bi(
        'Il modello prevede sezioni per bollicine, bianchi, rosati, rossi, dolci e fortificati, seguite da distillati e amari. Ogni riga ha spazio per nome, produttore, zona, annata e prezzo.',
        'The template has sections for sparkling, white, rosé, red, sweet and fortified wines, followed by spirits and amari. Each line has room for name, producer, area, vintage and price.',
      ),
      bi(
        'Sotto ogni sezione lasciate due righe di descrizione: lo stile, un profumo riconoscibile, un abbinamento con un piatto del vostro menu.',
        'Under each section leave two lines of description: the style, a recognisable aroma and a pairing with a dish on your menu.',
      ),
      bi(
        'Segnalate con un simbolo i vini al calice e quelli certificati biologici, spiegando i simboli una sola volta in fondo alla pagina.',
        'Mark wines by the glass and certified organic wines with a symbol, explaining the symbols once at the foot of the page.',
      ),
    ],
  },
  {
    code: 'pos-materials-guide',
    title: bi('Guida ai materiali per il punto vendita', 'Point-of-sale materials guide'),
    description: bi(
      'Cartoncini da tavolo, espositori e schede per il personale: cosa potete richiedere e come usarli.',
      'Table cards, displays and staff notes: what you can ask for and how to use them.',
    ),
    pages: [
      bi(
        'Su richiesta forniamo gratuitamente cartoncini da tavolo, lavagnette per il banco ed espositori da bottiglia dei produttori del catalogo.',
        'On request we supply, free of charge, table cards, small bar chalkboards and bottle displays from the producers in our catalogue.',
      ),
      bi(
        'Per ogni referenza sono disponibili schede per il personale con la storia del produttore, le note di degustazione e due frasi per presentarla al tavolo.',
        'For each reference there are staff notes with the producer’s story, tasting notes and two sentences for introducing it at the table.',
      ),
      bi(
        'Usate pochi materiali, ben visibili e aggiornati: un espositore polveroso o un cartoncino di un prodotto esaurito fanno più danni che altro. Chiedete i materiali al vostro agente o all’ufficio commerciale.',
        'Use a few items, well placed and up to date: a dusty display or a card for a product you have run out of does more harm than good. Ask your agent or the sales office for materials.',
      ),
    ],
  },
  {
    code: 'allergen-sheet',
    title: bi('Scheda allergeni', 'Allergen sheet'),
    description: bi(
      'Gli allergeni da indicare per vini, distillati e liquori del catalogo, da tenere a disposizione dei clienti.',
      'The allergens to declare for the wines, spirits and liqueurs in our catalogue, to keep available for your guests.',
    ),
    pages: [
      bi(
        'Il Regolamento (UE) n. 1169/2011 chiede di informare i clienti sugli allergeni presenti anche nelle bevande. Per vini e distillati i casi più frequenti sono i solfiti oltre i 10 mg/l e, nei vini, i coadiuvanti derivati da uova o latte quando rilevabili.',
        'Regulation (EU) No 1169/2011 requires guests to be told about allergens in drinks as well. For wines and spirits the most common cases are sulphites above 10 mg/l and, in wine, fining agents derived from egg or milk where detectable.',
      ),
      bi(
        'Liquori e creme possono contenere latte, frutta a guscio o altri allergeni tra gli ingredienti: la scheda elenca, referenza per referenza, quelli dichiarati dai produttori.',
        'Liqueurs and creams may list milk, nuts or other allergens among their ingredients: the sheet lists, reference by reference, those declared by the producers.',
      ),
      bi(
        'Tenete la scheda aggiornata e a disposizione del personale di sala, insieme al registro allergeni della cucina.',
        'Keep the sheet up to date and within reach of your floor staff, alongside the kitchen’s allergen records.',
      ),
    ],
  },
  {
    code: 'simplified-sales-conditions',
    title: bi('Condizioni di vendita semplificate', 'Simplified sales conditions'),
    description: bi(
      'Tutte le condizioni di vendita in una sola pagina: a chi vendiamo, consegne, pagamenti e resi.',
      'All our sales conditions on a single page: who we sell to, delivery, payment and returns.',
    ),
    pages: conditionsPages('it').map((it, i) => bi(it, conditionsPages('en')[i])),
  },
]
