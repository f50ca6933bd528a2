/** Static pages by key (the route they fill), with their Italian and English text. */
type Bi = { it: string; en: string }
export type PageSeed = { key: string; title: Bi; slug: Bi; intro: Bi; body: { it: string[]; en: string[] } }

const page = (key: string, title: Bi, intro: Bi, body: { it: string[]; en: string[] }): PageSeed => ({
  key,
  title,
  slug: { it: key, en: key },
  intro,
  body,
})

export const staticPages: PageSeed[] = [
  page('home', { it: 'Vini, distillati e liquori per l’Horeca', en: 'Wines, spirits and liqueurs for the hospitality trade' },
    { it: 'Dal 1984 portiamo nei ristoranti, nei bar, nelle enoteche e negli hotel di tutta Italia circa 400 referenze di 50 produttori artigianali.',
      en: 'Since 1984 we have brought about 400 references from 50 artisanal producers to restaurants, bars, wine shops and hotels across Italy.' },
    { it: ['Vendiamo solo a operatori Horeca con partita IVA. Consegniamo in tutta Italia, isole comprese, in massimo 3 giorni lavorativi, senza minimo d’ordine e anche a bottiglia singola.'],
      en: ['We sell only to hospitality operators with a VAT number. We deliver all over Italy, islands included, within 3 working days, with no minimum order and single bottles too.'] }),
  page('philosophy', { it: 'La nostra filosofia', en: 'Our philosophy' },
    { it: 'Scegliamo chi lavora con le mani: cantine e distillerie artigianali che conosciamo una per una.',
      en: 'We choose people who work with their hands: artisanal wineries and distilleries we know one by one.' },
    { it: ['Ogni referenza in catalogo è stata assaggiata in cantina, con il produttore. Crediamo in una distribuzione che racconta chi c’è dietro la bottiglia.'],
      en: ['Every reference in our catalogue was tasted in the cellar, with its producer. We believe in distribution that tells who is behind the bottle.'] }),
  page('why', { it: 'Perché scegliere Vinea', en: 'Why choose Vinea' },
    { it: 'Quarant’anni di esperienza, 160 agenti in tutta Italia e un servizio pensato per chi lavora la sera.',
      en: 'Forty years of experience, 160 agents across Italy and a service designed for people who work at night.' },
    { it: ['Ti aiutiamo a costruire serate a tema, carte dei cocktail e menu del dopocena. Consegna in 3 giorni lavorativi, nessun minimo d’ordine.'],
      en: ['We help you build themed evenings, cocktail lists and after-dinner menus. Delivery in 3 working days, no minimum order.'] }),
  page('sales-conditions', { it: 'Condizioni di vendita', en: 'Sales conditions' },
    { it: 'Vendiamo esclusivamente a operatori Horeca titolari di partita IVA.', en: 'We sell exclusively to hospitality operators holding a VAT number.' },
    { it: ['Consegna in tutta Italia, isole comprese, entro 3 giorni lavorativi. Nessun minimo d’ordine: si possono ordinare anche bottiglie singole. È disponibile un documento di condizioni semplificate di una pagina.'],
      en: ['Delivery all over Italy, islands included, within 3 working days. No minimum order: single bottles can be ordered too. A simplified one-page conditions document is available.'] }),
  page('privacy-policy', { it: 'Informativa sulla privacy', en: 'Privacy policy' },
    { it: 'Come trattiamo i dati personali che ci affidi e quali diritti hai.', en: 'How we process the personal data you entrust to us and what your rights are.' },
    { it: ['Trattiamo i dati per rispondere alle richieste di contatto, valutare le candidature e inviare la newsletter a chi l’ha richiesta. Puoi chiedere in ogni momento accesso, rettifica, cancellazione, limitazione e portabilità dei tuoi dati, e opporti al trattamento.'],
      en: ['We process data to answer contact requests, assess job applications and send the newsletter to those who asked for it. You may at any time request access, rectification, erasure, restriction and portability of your data, and object to processing.'] }),
  page('cookie-policy', { it: 'Cookie policy', en: 'Cookie policy' },
    { it: 'Usiamo solo cookie tecnici, salvo tuo consenso per i contenuti video.', en: 'We use technical cookies only, unless you consent to video content.' },
    { it: ['I cookie tecnici ricordano la tua dichiarazione di maggiore età e l’accesso all’area riservata. La categoria marketing, solo se la accetti, sblocca i video incorporati e il tag manager.'],
      en: ['Technical cookies remember your age declaration and your reserved-area session. The marketing category, only if you accept it, unlocks embedded videos and the tag manager.'] }),
  page('credits', { it: 'Credits', en: 'Credits' },
    { it: 'Le persone che hanno realizzato questo sito.', en: 'The people who made this site.' },
    { it: ['Progetto, sviluppo e fotografia: il team digitale di Vinea Distribuzione.'], en: ['Design, development and photography: the Vinea Distribuzione digital team.'] }),
]

export const landingPage: PageSeed = {
  key: 'landing-3500',
  title: { it: 'Oltre 3500 etichette per il tuo locale', en: 'More than 3,500 labels for your venue' },
  slug: { it: 'oltre-3500-etichette', en: 'over-3500-labels' },
  intro: { it: 'Un solo fornitore per vini, distillati, liquori e bibite: più di 3500 etichette, consegna in 3 giorni lavorativi.',
    en: 'One supplier for wines, spirits, liqueurs and soft drinks: more than 3,500 labels, delivered in 3 working days.' },
  body: { it: ['Chiedi al tuo agente la selezione più adatta al tuo locale.'], en: ['Ask your agent for the selection that suits your venue.'] },
}

export type ArticleSeed = {
  section: 'blog' | 'news' | 'press'
  tags: string[]
  date: string
  title: Bi
  slug: Bi
  excerpt: Bi
}

export const articles: ArticleSeed[] = [
  { section: 'blog', tags: ['blog'], date: '2026-10-02', title: { it: 'Come costruire una carta degli amari', en: 'How to build an amaro list' },
    slug: { it: 'come-costruire-una-carta-degli-amari', en: 'how-to-build-an-amaro-list' },
    excerpt: { it: 'Dal più dolce al più amaro: cinque regole per il dopocena.', en: 'From the sweetest to the most bitter: five rules for after dinner.' } },
  { section: 'blog', tags: ['blog', 'editors'], date: '2026-09-12', title: { it: 'Il ritorno del vermouth al banco', en: 'Vermouth returns to the bar' },
    slug: { it: 'il-ritorno-del-vermouth', en: 'vermouth-returns-to-the-bar' },
    excerpt: { it: 'Perché il vermouth di Torino è di nuovo protagonista dell’aperitivo.', en: 'Why vermouth di Torino is once again the star of the aperitivo.' } },
  { section: 'news', tags: ['events'], date: '2026-12-05', title: { it: 'Masterclass grappa a Trento', en: 'Grappa masterclass in Trento' },
    slug: { it: 'masterclass-grappa-trento', en: 'grappa-masterclass-trento' },
    excerpt: { it: 'Una giornata in distilleria con i mastri distillatori della Val di Non.', en: 'A day at the distillery with the master distillers of Val di Non.' } },
  { section: 'news', tags: ['news'], date: '2026-10-20', title: { it: 'Vendemmia 2026 nelle nostre cantine', en: 'The 2026 harvest in our cellars' },
    slug: { it: 'vendemmia-2026', en: 'harvest-2026' },
    excerpt: { it: 'Annata fresca e profumata: le prime impressioni dei produttori.', en: 'A fresh, fragrant vintage: first impressions from our producers.' } },
  { section: 'news', tags: ['journal'], date: '2026-09-01', title: { it: 'Nuovo magazzino a Verona', en: 'A new warehouse in Verona' },
    slug: { it: 'nuovo-magazzino-verona', en: 'new-warehouse-verona' },
    excerpt: { it: 'Più spazio e consegne più rapide nel Nord-Est.', en: 'More space and faster deliveries in the North-East.' } },
  { section: 'news', tags: ['vineyard_tales'], date: '2026-08-15', title: { it: 'Ferragosto tra i filari di Teroldego', en: 'Mid-August among the Teroldego rows' },
    slug: { it: 'ferragosto-tra-i-filari', en: 'mid-august-among-the-rows' },
    excerpt: { it: 'Un racconto dalla Piana Rotaliana.', en: 'A story from the Piana Rotaliana.' } },
  { section: 'press', tags: ['about_us'], date: '2026-07-10', title: { it: 'Il Gazzettino: quarant’anni di Vinea', en: 'Il Gazzettino: forty years of Vinea' },
    slug: { it: 'gazzettino-quarant-anni', en: 'gazzettino-forty-years' },
    excerpt: { it: 'Il quotidiano racconta la nostra storia dal 1984.', en: 'The daily paper tells our story since 1984.' } },
  { section: 'press', tags: ['about_our_cellars'], date: '2026-06-02', title: { it: 'Glen Corran premiato a Londra', en: 'Glen Corran awarded in London' },
    slug: { it: 'glen-corran-premiato', en: 'glen-corran-awarded' },
    excerpt: { it: 'Medaglia d’oro per il 18 anni.', en: 'A gold medal for the 18 Year Old.' } },
  { section: 'press', tags: ['newsfood_and_wine_stories'], date: '2026-05-18', title: { it: 'Marsala, il vino del mare', en: 'Marsala, the wine of the sea' },
    slug: { it: 'marsala-vino-del-mare', en: 'marsala-wine-of-the-sea' },
    excerpt: { it: 'Un viaggio nei bagli siciliani.', en: 'A journey through the Sicilian bagli.' } },
]
