import type { CatalogueData, ProjectData } from '../types'

/** The four pillars of spec §3, with the copy of their pages. */
export const projects: ProjectData[] = [
  {
    code: 'tradizione',
    title: { it: 'Tradizione', en: 'Tradition' },
    slug: { it: 'tradizione', en: 'tradition' },
    summary: { it: 'Ricette e metodi che attraversano le generazioni.', en: 'Recipes and methods handed down through generations.' },
    body: {
      it: [
        { kind: 'paragraph', text: 'Grappe distillate a bagnomaria, amari macerati per settimane, Marsala affinati in solera: in questa collezione raccogliamo i prodotti che custodiscono un saper fare di famiglia.' },
        { kind: 'paragraph', text: 'Sono le bottiglie che raccontano un territorio al tavolo del ristorante e al banco del bar, e che i nostri agenti propongono per le carte del dopocena.' },
      ],
      en: [
        { kind: 'paragraph', text: 'Grappas distilled in bain-marie stills, amari macerated for weeks, Marsalas aged in solera: this collection gathers the products that keep a family craft alive.' },
        { kind: 'paragraph', text: 'These are the bottles that tell the story of a place at the restaurant table and across the bar, and that our agents suggest for after-dinner lists.' },
      ],
    },
  },
  {
    code: 'sostenibilita',
    title: { it: 'Sostenibilità', en: 'Sustainability' },
    slug: { it: 'sostenibilita', en: 'sustainability' },
    summary: { it: 'Agricoltura biologica, energia pulita, vetro leggero.', en: 'Organic farming, clean energy, light glass.' },
    body: {
      it: [
        { kind: 'paragraph', text: 'Produttori certificati biologici e bio-vegan, distillerie alimentate da energia rinnovabile, bottiglie in vetro alleggerito e tappi in sughero naturale.' },
        { kind: 'paragraph', text: 'Una selezione per i locali che vogliono raccontare ai propri clienti una filiera attenta, dalla vigna al bicchiere.' },
      ],
      en: [
        { kind: 'paragraph', text: 'Certified organic and organic vegan producers, distilleries powered by renewable energy, lightweight glass bottles and natural cork stoppers.' },
        { kind: 'paragraph', text: 'A selection for venues that want to tell their guests about a careful supply chain, from vineyard to glass.' },
      ],
    },
  },
  {
    code: 'mixology',
    title: { it: 'Mixology', en: 'Mixology' },
    slug: { it: 'mixology', en: 'mixology' },
    summary: { it: 'Distillati e liquori scelti con i bartender.', en: 'Spirits and liqueurs chosen with bartenders.' },
    body: {
      it: [
        { kind: 'paragraph', text: 'Gin, vermouth, bitter e rum selezionati insieme ai bartender che collaborano con noi: prodotti con un carattere preciso, pensati per la miscelazione.' },
        { kind: 'paragraph', text: 'Per ogni bottiglia suggeriamo un cocktail di riferimento e le dosi per il banco.' },
      ],
      en: [
        { kind: 'paragraph', text: 'Gins, vermouths, bitters and rums selected with the bartenders we work with: products with a clear character, made for mixing.' },
        { kind: 'paragraph', text: 'For each bottle we suggest a signature cocktail and the specs for the bar.' },
      ],
    },
  },
  {
    code: 'wine-legacy',
    title: { it: 'Wine legacy', en: 'Wine legacy' },
    slug: { it: 'wine-legacy', en: 'wine-legacy' },
    summary: { it: 'Le grandi annate dei nostri produttori storici.', en: 'The great vintages of our historic producers.' },
    body: {
      it: [
        { kind: 'paragraph', text: 'Vini fortificati, acquaviti d’uva e distillati di vino con molti anni di affinamento: l’eredità delle cantine storiche con cui lavoriamo da decenni.' },
      ],
      en: [
        { kind: 'paragraph', text: 'Fortified wines, grape eaux-de-vie and wine spirits with many years of ageing: the legacy of the historic cellars we have worked with for decades.' },
      ],
    },
  },
]

/** Six catalogues: the general one of the last two years and four themed ones. */
export const catalogues: CatalogueData[] = [
  { code: 'CAT-2026', year: 2026, types: [],
    title: { it: 'Catalogo generale 2026', en: 'General catalogue 2026' },
    slug: { it: 'catalogo-generale-2026', en: 'general-catalogue-2026' },
    summary: { it: 'Tutte le referenze dell’anno 2026, per tipologia e produttore.', en: 'Every reference of 2026, by type and producer.' } },
  { code: 'CAT-2025', year: 2025, types: [],
    title: { it: 'Catalogo generale 2025', en: 'General catalogue 2025' },
    slug: { it: 'catalogo-generale-2025', en: 'general-catalogue-2025' },
    summary: { it: 'Tutte le referenze dell’anno 2025.', en: 'Every reference of 2025.' } },
  { code: 'CAT-AMARI-2026', year: 2026, types: ['amari', 'liquore', 'aperitivi-e-bitter'],
    title: { it: 'Amari, liquori e bitter 2026', en: 'Amari, liqueurs and bitters 2026' },
    slug: { it: 'amari-liquori-bitter-2026', en: 'amari-liqueurs-bitters-2026' },
    summary: { it: 'La selezione per il dopocena e l’aperitivo.', en: 'Our selection for after dinner and the aperitivo.' } },
  { code: 'CAT-DISTILLATI-2026', year: 2026, types: ['whisky', 'sugar-cane-spirits', 'wine-spirits', 'apple-spirits', 'juniper-spirits', 'modern-spirits'],
    title: { it: 'Distillati 2026', en: 'Spirits 2026' },
    slug: { it: 'distillati-2026', en: 'spirits-2026' },
    summary: { it: 'Whisky, rum, grappe, cognac, gin e agave.', en: 'Whisky, rum, grappa, cognac, gin and agave.' } },
  { code: 'CAT-MIXOLOGY-2026', year: 2026, types: ['vermouth-e-fortificati', 'aperitivi-e-bitter', 'spritzers', 'bibite-e-succhi', 'no-alcool'],
    title: { it: 'Mixology e miscelazione 2026', en: 'Mixology and mixers 2026' },
    slug: { it: 'mixology-2026', en: 'mixology-2026' },
    summary: { it: 'Vermouth, bitter, toniche e analcolici per il banco bar.', en: 'Vermouths, bitters, tonics and alcohol-free for the bar.' } },
  { code: 'CAT-NATALE-2026', year: 2026, types: ['giftbox', 'sake'],
    title: { it: 'Regali di Natale 2026', en: 'Christmas gifts 2026' },
    slug: { it: 'regali-di-natale-2026', en: 'christmas-gifts-2026' },
    summary: { it: 'Confezioni regalo e idee per le festività.', en: 'Gift boxes and ideas for the festive season.' } },
]
