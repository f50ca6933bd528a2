/**
 * The blocks of the demo home page and of the 3,500-labels landing page: the company's claims,
 * a product carousel, the four banners, the testimonials and the latest news. Plain data in both languages.
 */
import { bi } from '../generate/text'
import type { PageBlockData } from '../types'

const claim = (figure: [string, string], label: [string, string], text: [string, string]) => ({
  figure: bi(...figure),
  label: bi(...label),
  text: bi(...text),
})

const horecaOnly = claim(
  ['Horeca', 'Horeca'],
  ['Solo per professionisti', 'For professionals only'],
  [
    'Vendiamo esclusivamente a ristoranti, bar, enoteche e hotel titolari di partita IVA.',
    'We sell only to restaurants, bars, wine shops and hotels holding a VAT number.',
  ],
)
const delivery = claim(
  ['3 giorni', '3 days'],
  ['Consegna in tutta Italia', 'Delivery across Italy'],
  [
    'In massimo 3 giorni lavorativi, isole comprese.',
    'Within 3 working days, islands included.',
  ],
)
const noMinimum = claim(
  ['1 bottiglia', '1 bottle'],
  ['Nessun minimo d’ordine', 'No minimum order'],
  ['Potete ordinare anche una sola bottiglia.', 'You can order a single bottle.'],
)
const since = claim(
  ['1984', '1984'],
  ['Dal 1984', 'Since 1984'],
  ['Circa 40 anni accanto ai locali italiani.', 'About 40 years alongside Italian venues.'],
)
const range = claim(
  ['400', '400'],
  ['Referenze', 'References'],
  ['Circa 400 referenze di circa 50 produttori artigianali.', 'About 400 references from about 50 artisanal producers.'],
)
const agents = claim(
  ['160', '160'],
  ['Agenti', 'Agents'],
  ['160 agenti in tutta Italia, che conoscono i locali della loro zona.', '160 agents across Italy who know the venues in their area.'],
)
const help = claim(
  ['Serate', 'Evenings'],
  ['Serate a tema e menu', 'Themed evenings and menus'],
  [
    'Ti aiutiamo con serate a tema e con le carte dei cocktail e del dopocena.',
    'We help with themed evenings and with cocktail and after-dinner menus.',
  ],
)

const conditionsBanner: PageBlockData = {
  kind: 'banner',
  banner: 'conditions',
  title: bi('Condizioni chiare, in una pagina', 'Clear conditions, on one page'),
  text: bi(
    'Le nostre condizioni di vendita, riassunte in un documento semplificato di una sola pagina da scaricare.',
    'Our sales conditions, summed up in a simplified one-page document to download.',
  ),
  ctaLabel: bi('Leggi le condizioni di vendita', 'Read the sales conditions'),
}
const contactsBanner: PageBlockData = {
  kind: 'banner',
  banner: 'contacts',
  title: bi('Parla con noi', 'Talk to us'),
  text: bi(
    'Ordini, listini, una serata da organizzare: scrivici o chiama l’ufficio giusto.',
    'Orders, price lists, an evening to plan: write to us or call the right office.',
  ),
  ctaLabel: bi('Contattaci', 'Contact us'),
}
const clientsBanner: PageBlockData = {
  kind: 'banner',
  banner: 'clients',
  title: bi('Diventa cliente Vinea', 'Become a Vinea customer'),
  text: bi(
    'Hai un ristorante, un bar, un’enoteca o un hotel? L’agente della tua zona ti richiama.',
    'Do you run a restaurant, bar, wine shop or hotel? The agent for your area will call you back.',
  ),
  ctaLabel: bi('Richiedi un contatto', 'Ask for a call'),
}
const newsletterBanner: PageBlockData = {
  kind: 'banner',
  banner: 'newsletter',
  title: bi('Le novità, una volta al mese', 'What’s new, once a month'),
  text: bi(
    'Nuovi produttori, eventi e consigli per la tua carta: iscriviti alla newsletter.',
    'New producers, events and tips for your list: sign up for the newsletter.',
  ),
  ctaLabel: bi('Iscriviti alla newsletter', 'Sign up for the newsletter'),
}

export const homeBlocks: PageBlockData[] = [
  {
    kind: 'claims',
    title: bi('Quarant’anni al servizio dei locali', 'Forty years serving the trade'),
    items: [horecaOnly, delivery, noMinimum, since, range, agents, help],
  },
  { kind: 'productCarousel', title: bi('Novità in catalogo', 'New in the catalogue'), noveltiesOnly: true, limit: 12 },
  conditionsBanner,
  {
    kind: 'testimonials',
    title: bi('Dicono di noi i nostri clienti', 'What our customers say'),
  },
  contactsBanner,
  clientsBanner,
  { kind: 'latestNews', title: bi('Ultime news ed eventi', 'Latest news and events'), limit: 3 },
  newsletterBanner,
]

/** The landing variant of the claims ("more than 3500 labels"). */
export const landing3500Blocks: PageBlockData[] = [
  {
    kind: 'hero',
    title: bi('Oltre 3500 etichette, un solo fornitore', 'More than 3,500 labels, one supplier'),
    text: bi(
      'Vini, distillati, liquori e bibite per il tuo locale, consegnati in 3 giorni lavorativi.',
      'Wines, spirits, liqueurs and soft drinks for your venue, delivered in 3 working days.',
    ),
    cta: { label: bi('Scopri il catalogo', 'Browse the catalogue'), url: bi('/prodotti/', '/en/products/') },
  },
  {
    kind: 'claims',
    title: bi('Tutto quello che serve al tuo locale', 'Everything your venue needs'),
    items: [
      claim(['3500+', '3,500+'], ['Etichette', 'Labels'], [
        'Oltre 3500 etichette tra catalogo e ordini su richiesta.',
        'More than 3,500 labels between the catalogue and special orders.',
      ]),
      delivery,
      noMinimum,
      agents,
      horecaOnly,
    ],
  },
  { kind: 'productCarousel', title: bi('Amari e vermouth', 'Amari and vermouth'), types: ['amari', 'vermouth-e-fortificati'], limit: 12 },
  {
    kind: 'video',
    url: 'https://www.youtube.com/watch?v=vRm0uThT0r1',
    title: bi('Un giorno in magazzino: dall’ordine alla consegna', 'A day at the warehouse: from order to delivery'),
  },
  { kind: 'quote', text: bi('Un solo agente, una sola fattura, e la bottiglia che cercavo arriva in tre giorni.', 'One agent, one invoice, and the bottle I was after arrives in three days.'), attribution: 'Chiara, Osteria del Ponte, Verona' },
  clientsBanner,
]
