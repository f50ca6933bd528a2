/**
 * Demo contact content: the company's offices, its agents, the contact panel's questions and the testimonials
 * shown on the site. Plain data in Italian and English, the same on every run.
 */
import { bi } from '../generate/text'
import type { AgentData, Bi, ContactData, ContactQuestionData, TestimonialData } from '../types'


// ---------------------------------------------------------------------------------------------------------------
// Company contact details and offices
// ---------------------------------------------------------------------------------------------------------------

export const contact: ContactData = {
  orders: bi(
    'Ordini: ordini@vinea.demo · +39 045 820 1984 · portale B2B attivo 24 ore su 24',
    'Orders: ordini@vinea.demo · +39 045 820 1984 · B2B portal open 24 hours a day',
  ),
  timetable: bi(
    'Uffici: lunedì–venerdì 8.30–12.30 e 14.00–18.00. Ufficio ordini anche sabato 8.30–12.30.',
    'Offices: Monday to Friday 8.30 am–12.30 pm and 2–6 pm. Orders office also open Saturday 8.30 am–12.30 pm.',
  ),
  address: bi('Via dell’Artigianato 14, 37135 Verona (VR), Italia', 'Via dell’Artigianato 14, 37135 Verona (VR), Italy'),
  contact: bi('Tel. +39 045 820 1984 · info@vinea.demo', 'Tel. +39 045 820 1984 · info@vinea.demo'),
  piva: 'IT01234560231',
  offices: [
    {
      name: bi('Ufficio ordini', 'Orders office'),
      audience: 'orders',
      email: 'ordini@vinea.demo',
      phone: '+39 045 820 1984',
      people: [
        { name: 'Roberta Vinco', role: bi('Responsabile ufficio ordini', 'Orders office manager'), email: 'r.vinco@vinea.demo' },
        { name: 'Nicola Tedeschi', role: bi('Servizio clienti', 'Customer service'), email: 'n.tedeschi@vinea.demo' },
        { name: 'Anna Bonomi', role: bi('Servizio clienti', 'Customer service'), email: 'a.bonomi@vinea.demo' },
      ],
    },
    {
      name: bi('Amministrazione', 'Accounts'),
      audience: 'administration',
      email: 'amministrazione@vinea.demo',
      phone: '+39 045 820 1986',
      people: [
        { name: 'Laura Begali', role: bi('Responsabile amministrativa', 'Head of accounts'), email: 'l.begali@vinea.demo' },
        { name: 'Fabio Residori', role: bi('Contabilità clienti e incassi', 'Accounts receivable'), email: 'f.residori@vinea.demo', phone: '+39 045 820 1996' },
      ],
    },
    {
      name: bi('Ufficio commerciale Horeca', 'Hospitality sales office'),
      audience: 'horeca',
      email: 'horeca@vinea.demo',
      phone: '+39 045 820 1987',
      people: [
        { name: 'Alessandro Pasetto', role: bi('Direttore commerciale', 'Sales director'), email: 'a.pasetto@vinea.demo' },
        { name: 'Irene Castagna', role: bi('Assistenza commerciale', 'Sales support'), email: 'i.castagna@vinea.demo', phone: '+39 045 820 1997' },
      ],
    },
    {
      name: bi('Rete agenti', 'Agent network'),
      audience: 'agents',
      email: 'agenti@vinea.demo',
      phone: '+39 045 820 1988',
      people: [
        { name: 'Massimo Girelli', role: bi('Responsabile rete agenti', 'Agent network manager'), email: 'm.girelli@vinea.demo' },
        { name: 'Cristina Aldegheri', role: bi('Coordinamento agenti', 'Agent coordinator'), email: 'c.aldegheri@vinea.demo' },
      ],
    },
    {
      name: bi('Rapporti con i produttori', 'Producer relations'),
      audience: 'producers',
      email: 'produttori@vinea.demo',
      phone: '+39 045 820 1989',
      people: [
        { name: 'Elena Sartori', role: bi('Responsabile acquisti distillati', 'Spirits buyer'), email: 'e.sartori@vinea.demo' },
        { name: 'Tommaso Venturini', role: bi('Responsabile acquisti vini', 'Wine buyer'), email: 't.venturini@vinea.demo' },
      ],
    },
    {
      name: bi('Ufficio stampa e comunicazione', 'Press and communication'),
      audience: 'press',
      email: 'stampa@vinea.demo',
      phone: '+39 045 820 1992',
      people: [
        { name: 'Sara Montresor', role: bi('Ufficio stampa', 'Press officer'), email: 's.montresor@vinea.demo' },
      ],
    },
    {
      name: bi('Risorse umane', 'Human resources'),
      audience: 'work',
      email: 'lavoraconnoi@vinea.demo',
      phone: '+39 045 820 1990',
      people: [{ name: 'Paola Zardini', role: bi('Responsabile risorse umane', 'HR manager'), email: 'p.zardini@vinea.demo' }],
    },
    {
      name: bi('Formazione ed eventi', 'Training and events'),
      audience: 'events',
      email: 'formazione@vinea.demo',
      phone: '+39 045 820 1991',
      people: [
        { name: 'Giulia Ferraris', role: bi('Sommelier e responsabile della formazione', 'Sommelier and head of training'), email: 'g.ferraris@vinea.demo' },
        { name: 'Marco Bellandi', role: bi('Bartender e consulente di mixology', 'Bartender and mixology consultant'), email: 'm.bellandi@vinea.demo' },
      ],
    },
  ],
}

// ---------------------------------------------------------------------------------------------------------------
// Agents (24 of the 160, one per area)
// ---------------------------------------------------------------------------------------------------------------

const agent = (name: string, email: string, phone: string, manager: boolean, area: Bi, provinces: string[], abstract: Bi, description: Bi): AgentData => ({
  name,
  provinces,
  role: manager ? bi('Area manager', 'Area manager') : bi('Agente di commercio', 'Sales agent'),
  area,
  abstract,
  description,
  email,
  phone,
})

export const agents: AgentData[] = [
  agent('Luca Marchetti', 'l.marchetti@vinea.demo', '+39 347 210 4418', true,
    bi('Veneto orientale', 'Eastern Veneto'), ['VE', 'TV', 'BL', 'PD', 'RO'],
    bi('Coordina gli agenti tra Venezia, Treviso e il litorale.', 'He coordinates the agents between Venice, Treviso and the coast.'),
    bi('In Vinea dal 2006, conosce uno per uno i bacari veneziani e i ristoranti delle località balneari. Segue i clienti più grandi della zona e affianca i colleghi più giovani nelle prime visite.',
      'With Vinea since 2006, he knows every bacaro in Venice and the restaurants of the beach resorts. He looks after the largest customers in the area and goes along with younger colleagues on their first visits.')),
  agent('Chiara Zanon', 'c.zanon@vinea.demo', '+39 348 552 1903', false,
    bi('Verona e Lago di Garda', 'Verona and Lake Garda'), ['VR', 'VI', 'MN'],
    bi('Segue i locali di Verona, della Valpolicella e della sponda veronese del lago.', 'She covers Verona, Valpolicella and the Veronese shore of the lake.'),
    bi('Sommelier diplomata, lavora soprattutto con ristoranti e hotel che hanno clientela internazionale. Organizza ogni anno le serate di degustazione nel nostro showroom.',
      'A qualified sommelier, she works mostly with restaurants and hotels serving international guests. Every year she organises the tasting evenings in our showroom.')),
  agent('Andrea Fontana', 'a.fontana@vinea.demo', '+39 340 778 3126', false,
    bi('Trentino', 'Trentino'), ['TN'],
    bi('Tra rifugi, stube e ristoranti di città, dalla Val di Non al Garda trentino.', 'Mountain huts, stube and city restaurants, from Val di Non to the Trentino shore of Lake Garda.'),
    bi('Cresciuto tra le distillerie della Val di Non, è il nostro riferimento per le grappe e le acquaviti di frutta. Conosce bene i ritmi stagionali dei locali di montagna.',
      'Having grown up among the distilleries of Val di Non, he is our go-to person for grappa and fruit brandies. He understands the seasonal rhythm of mountain venues.')),
  agent('Matthias Gruber', 'm.gruber@vinea.demo', '+39 335 604 2277', false,
    bi('Alto Adige', 'South Tyrol'), ['BZ'],
    bi('Bilingue, segue hotel e ristoranti da Bolzano a Merano e in Val Pusteria.', 'Bilingual, he looks after hotels and restaurants from Bolzano to Merano and in Val Pusteria.'),
    bi('Lavora soprattutto con l’hotellerie di fascia alta, dove cura le carte dei distillati e del dopocena. Parla italiano e tedesco con la stessa naturalezza.',
      'He works mainly with upmarket hotels, where he shapes the spirits and after-dinner lists. He is equally at home in Italian and German.')),
  agent('Paolo Rizzi', 'p.rizzi@vinea.demo', '+39 349 318 6650', false,
    bi('Friuli Venezia Giulia', 'Friuli Venezia Giulia'), ['TS', 'UD', 'GO', 'PN'],
    bi('Da Trieste a Udine, tra osmize, osterie e caffè storici.', 'From Trieste to Udine, among osmize, osterie and historic cafés.'),
    bi('Ex barman, ha portato in molti caffè triestini il vermouth al banco e i cocktail classici. Segue anche le enoteche dei Colli Orientali.',
      'A former barman, he has brought vermouth and the classic cocktails to many of Trieste’s cafés. He also looks after the wine shops of the Colli Orientali.')),
  agent('Federica Colombo', 'f.colombo@vinea.demo', '+39 338 901 4452', true,
    bi('Milano città', 'Milan city'), ['MI', 'MB'],
    bi('Coordina la squadra di Milano, tra cocktail bar, bistrot e ristoranti di cucina d’autore.', 'She leads the Milan team across cocktail bars, bistros and chef-led restaurants.'),
    bi('Conosce a fondo la scena della miscelazione milanese e segue le aperture dei nuovi locali dalla prima carta. Lavora a stretto contatto con Marco Bellandi sui progetti di mixology.',
      'She knows Milan’s cocktail scene inside out and follows new venues from their very first menu. She works closely with Marco Bellandi on mixology projects.')),
  agent('Stefano Brambilla', 's.brambilla@vinea.demo', '+39 345 662 0819', false,
    bi('Lombardia orientale', 'Eastern Lombardy'), ['BG', 'BS', 'CR', 'SO', 'LC', 'CO', 'VA', 'LO', 'PV'],
    bi('Bergamo, Brescia e la Franciacorta, con un occhio alle trattorie di valle.', 'Bergamo, Brescia and Franciacorta, with an eye on the valley trattorias.'),
    bi('Segue molti ristoranti a conduzione familiare, per i quali costruisce carte dei vini compatte e ben ragionate. Ama le verticali di grappa e i formaggi di montagna.',
      'He works with many family-run restaurants, building compact, well-reasoned wine lists for them. He loves grappa verticals and mountain cheeses.')),
  agent('Silvia Ferrero', 's.ferrero@vinea.demo', '+39 347 483 2560', false,
    bi('Torino e Piemonte occidentale', 'Turin and western Piedmont'), ['TO', 'CN', 'BI', 'VC', 'NO', 'VB'],
    bi('Caffè storici, vermouth e aperitivo torinese sono il suo pane quotidiano.', 'Historic cafés, vermouth and the Turin aperitivo are her daily bread.'),
    bi('Lavora con i caffè e i cocktail bar del centro di Torino e con i ristoranti delle valli alpine. Organizza volentieri degustazioni di vermouth per il personale dei locali.',
      'She works with the cafés and cocktail bars of central Turin and with restaurants in the Alpine valleys. She is always happy to run vermouth tastings for venue staff.')),
  agent('Giorgio Bellone', 'g.bellone@vinea.demo', '+39 348 127 9934', false,
    bi('Langhe, Roero e Monferrato', 'Langhe, Roero and Monferrato'), ['CN', 'AT', 'AL'],
    bi('Tra le colline del vino piemontese, con ristoranti, agriturismi ed enoteche.', 'Among Piedmont’s wine hills, with restaurants, farm stays and wine shops.'),
    bi('In una zona dove il vino si produce a pochi metri dal tavolo, propone soprattutto distillati, amari e sake. È il referente dei locali che vogliono ampliare il dopocena.',
      'In an area where wine is made a few metres from the table, he focuses on spirits, amari and sake. He is the person to call for venues wanting to broaden their after-dinner offer.')),
  agent('Marta Parodi', 'm.parodi@vinea.demo', '+39 346 250 7713', false,
    bi('Liguria', 'Liguria'), ['GE', 'SV', 'IM', 'SP'],
    bi('Dalla Riviera di Ponente alle Cinque Terre, con molti locali stagionali.', 'From the western Riviera to the Cinque Terre, with many seasonal venues.'),
    bi('Segue bar sul mare, ristoranti di pesce e stabilimenti balneari, per i quali la consegna rapida senza minimo d’ordine è decisiva. Conosce bene i picchi dell’estate.',
      'She looks after seaside bars, fish restaurants and beach clubs, for whom fast delivery with no minimum order is essential. She knows the summer peaks well.')),
  agent('Riccardo Bertolini', 'r.bertolini@vinea.demo', '+39 340 936 4481', false,
    bi('Emilia', 'Emilia'), ['PC', 'PR', 'RE', 'MO', 'FE'],
    bi('Parma, Reggio Emilia e Modena, tra trattorie, osterie e ristoranti gastronomici.', 'Parma, Reggio Emilia and Modena, among trattorias, osterie and fine-dining restaurants.'),
    bi('Lavora in una delle zone gastronomiche più esigenti d’Italia e ama costruire abbinamenti con salumi e formaggi. Propone spesso il Marsala e i vini fortificati a fine pasto.',
      'He works in one of Italy’s most demanding food regions and loves building pairings with cured meats and cheeses. He often suggests Marsala and fortified wines at the end of a meal.')),
  agent('Elisa Gualtieri', 'e.gualtieri@vinea.demo', '+39 349 705 2318', false,
    bi('Bologna e Romagna', 'Bologna and Romagna'), ['BO', 'RA', 'FC', 'RN'],
    bi('Dalle osterie bolognesi ai locali della Riviera romagnola.', 'From Bologna’s osterie to the venues of the Romagna Riviera.'),
    bi('Segue sia i locali storici del centro di Bologna sia i cocktail bar della costa. Organizza ogni anno una serata a tema dedicata agli amari italiani.',
      'She works both with the historic venues of central Bologna and the cocktail bars on the coast. Every year she runs a themed evening devoted to Italian amari.')),
  agent('Niccolò Bartolini', 'n.bartolini@vinea.demo', '+39 335 418 6097', true,
    bi('Firenze e Toscana centrale', 'Florence and central Tuscany'), ['FI', 'PO', 'PT', 'SI', 'AR'],
    bi('Coordina gli agenti toscani e segue i grandi ristoranti di Firenze e del Chianti.', 'He coordinates our Tuscan agents and looks after the major restaurants of Florence and Chianti.'),
    bi('Vent’anni di esperienza nella distribuzione, di cui dodici in Vinea. Affianca i ristoranti nella costruzione di carte dei distillati che accompagnino grandi carte dei vini.',
      'Twenty years in distribution, twelve of them at Vinea. He helps restaurants build spirits lists that live up to their great wine lists.')),
  agent('Sara Lombardi', 's.lombardi@vinea.demo', '+39 347 862 3304', false,
    bi('Costa toscana', 'Tuscan coast'), ['LI', 'PI', 'LU', 'MS', 'GR'],
    bi('Livorno, Pisa e la Versilia, tra stabilimenti, ristoranti di pesce e locali notturni.', 'Livorno, Pisa and Versilia, among beach clubs, fish restaurants and late-night bars.'),
    bi('Conosce bene i locali stagionali e li aiuta a pianificare gli ordini prima dell’estate. È la nostra specialista di tequila e di drink a bassa gradazione.',
      'She knows the seasonal venues well and helps them plan their orders before summer. She is our specialist in tequila and low-alcohol drinks.')),
  agent('Lorenzo Pieroni', 'l.pieroni@vinea.demo', '+39 338 574 1162', false,
    bi('Umbria e Marche', 'Umbria and the Marche'), ['PG', 'TR', 'AN', 'PU', 'MC', 'FM', 'AP'],
    bi('Da Perugia ad Ancona, tra borghi, agriturismi e ristoranti di costa.', 'From Perugia to Ancona, among hill towns, farm stays and coastal restaurants.'),
    bi('Percorre ogni settimana centinaia di chilometri tra due regioni molto diverse. Lavora con molti agriturismi che vogliono offrire una carta curata anche in campagna.',
      'Every week he drives hundreds of kilometres across two very different regions. He works with many farm stays that want a carefully chosen list even in the countryside.')),
  agent('Valentina De Santis', 'v.desantis@vinea.demo', '+39 340 119 8825', true,
    bi('Roma città', 'Rome city'), ['RM'],
    bi('Coordina la squadra romana, dai cocktail bar di Trastevere agli hotel del centro.', 'She leads the Rome team, from Trastevere’s cocktail bars to the hotels of the historic centre.'),
    bi('Ha lavorato come sommelier in hotel a cinque stelle prima di entrare in Vinea. Oggi segue i clienti più strutturati della capitale e la formazione degli agenti del Centro Italia.',
      'She worked as a sommelier in five-star hotels before joining Vinea. Today she looks after the capital’s largest customers and trains the agents of central Italy.')),
  agent('Daniele Ciotti', 'd.ciotti@vinea.demo', '+39 345 207 6649', false,
    bi('Lazio e Abruzzo', 'Lazio and Abruzzo'), ['RM', 'LT', 'FR', 'VT', 'RI', 'AQ', 'TE', 'PE', 'CH', 'CB', 'IS'],
    bi('Le province del Lazio e l’Abruzzo, dai Castelli Romani alla costa adriatica.', 'The Lazio provinces and Abruzzo, from the Castelli Romani to the Adriatic coast.'),
    bi('Segue trattorie, pizzerie e ristoranti di provincia, molti dei quali ordinano poche bottiglie alla volta. Per loro l’assenza di un minimo d’ordine è fondamentale.',
      'He looks after trattorias, pizzerias and small-town restaurants, many of which order just a few bottles at a time. For them, having no minimum order is essential.')),
  agent('Gennaro Esposito', 'g.esposito@vinea.demo', '+39 333 480 2276', false,
    bi('Napoli e Campania', 'Naples and Campania'), ['NA', 'SA', 'CE', 'AV', 'BN'],
    bi('Da Napoli alla Costiera amalfitana, tra pizzerie d’autore, ristoranti e hotel.', 'From Naples to the Amalfi Coast, among top pizzerias, restaurants and hotels.'),
    bi('Ha portato il sake in diversi ristoranti napoletani, con abbinamenti che hanno sorpreso anche i clienti più tradizionalisti. Segue gli hotel della costiera nella stagione estiva.',
      'He has brought sake to several Neapolitan restaurants, with pairings that surprised even the most traditional guests. In summer he looks after the hotels of the Amalfi Coast.')),
  agent('Antonella Russo', 'a.russo@vinea.demo', '+39 349 633 5120', false,
    bi('Puglia', 'Puglia'), ['BA', 'BT', 'BR', 'FG', 'LE', 'TA'],
    bi('Da Bari al Salento, tra masserie, ristoranti di pesce e bar sul mare.', 'From Bari to Salento, among masserie, fish restaurants and seaside bars.'),
    bi('Lavora con molte masserie che ospitano matrimoni ed eventi, per le quali costruisce carte e allestimenti del bar. Conosce bene la stagionalità del turismo pugliese.',
      'She works with many masserie hosting weddings and events, planning their lists and bar set-ups. She knows the seasonality of tourism in Puglia well.')),
  agent('Francesco Greco', 'f.greco@vinea.demo', '+39 347 915 0438', false,
    bi('Calabria e Basilicata', 'Calabria and Basilicata'), ['CS', 'CZ', 'KR', 'RC', 'VV', 'PZ', 'MT'],
    bi('Da Matera a Reggio Calabria, con ristoranti, hotel e locali della costa tirrenica e ionica.', 'From Matera to Reggio Calabria, with restaurants, hotels and bars on the Tyrrhenian and Ionian coasts.'),
    bi('Segue una zona vasta e varia, dove la consegna in tre giorni fa davvero la differenza. Propone molto gli amari e i liquori d’erbe del catalogo.',
      'He covers a large and varied area, where three-day delivery really makes a difference. He is a great advocate of the catalogue’s amari and herbal liqueurs.')),
  agent('Salvatore Lo Bue', 's.lobue@vinea.demo', '+39 338 260 7791', false,
    bi('Sicilia occidentale', 'Western Sicily'), ['PA', 'TP', 'AG', 'CL'],
    bi('Palermo, Trapani e Marsala, tra ristoranti, bagli e locali del centro storico.', 'Palermo, Trapani and Marsala, among restaurants, bagli and bars in the old towns.'),
    bi('Nato a Marsala, è il nostro ambasciatore del Marsala vergine nei ristoranti di tutta l’isola. Segue anche i cocktail bar palermitani.',
      'Born in Marsala, he is our ambassador for Marsala vergine in restaurants across the island. He also looks after the cocktail bars of Palermo.')),
  agent('Giuseppe Arcidiacono', 'g.arcidiacono@vinea.demo', '+39 340 481 6623', false,
    bi('Sicilia orientale', 'Eastern Sicily'), ['CT', 'ME', 'SR', 'RG', 'EN'],
    bi('Catania, Messina, Siracusa e Taormina, tra hotel, ristoranti e bar sul mare.', 'Catania, Messina, Syracuse and Taormina, among hotels, restaurants and seaside bars.'),
    bi('Lavora con molti hotel della costa ionica, dove cura le carte dei bar e del dopocena. Conosce bene i vini dell’Etna e li affianca ai distillati del catalogo.',
      'He works with many hotels on the Ionian coast, shaping their bar and after-dinner lists. He knows the wines of Etna well and pairs them with the catalogue’s spirits.')),
  agent('Maria Grazia Pinna', 'm.pinna@vinea.demo', '+39 349 152 8874', false,
    bi('Sardegna', 'Sardinia'), ['CA', 'SS', 'NU', 'OR', 'SU'],
    bi('Da Cagliari alla Gallura, con ristoranti, hotel e locali della costa.', 'From Cagliari to Gallura, with restaurants, hotels and venues along the coast.'),
    bi('Segue i clienti di tutta l’isola e coordina con il magazzino le spedizioni via nave, sempre entro tre giorni lavorativi. D’estate lavora molto con gli hotel della Costa Smeralda.',
      'She looks after customers across the island and coordinates sea freight with the warehouse, always within three working days. In summer she works a lot with the hotels of the Costa Smeralda.')),
  agent('Luigi Perrin', 'l.perrin@vinea.demo', '+39 346 720 3358', false,
    bi('Valle d’Aosta e Canavese', 'Aosta Valley and Canavese'), ['AO', 'TO'],
    bi('Rifugi, hotel delle stazioni sciistiche e ristoranti di valle.', 'Mountain huts, ski-resort hotels and valley restaurants.'),
    bi('Conosce le esigenze dei locali d’alta quota, dove le consegne vanno programmate con cura. Propone grappe, genepì e distillati da dopocena per la stagione invernale.',
      'He understands the needs of high-altitude venues, where deliveries have to be planned carefully. He recommends grappa, génépi and after-dinner spirits for the winter season.')),
]

// ---------------------------------------------------------------------------------------------------------------
// Questions in the floating contacts panel
// ---------------------------------------------------------------------------------------------------------------

export const contactQuestions: ContactQuestionData[] = [
  {
    title: bi('Come divento cliente Vinea?', 'How do I become a Vinea customer?'),
    text: bi(
      'Vendiamo solo a operatori Horeca con partita IVA. Inviaci la richiesta: l’agente della tua zona ti contatterà per una visita e una selezione in assaggio.',
      'We sell only to hospitality businesses with a VAT number. Send us a request and the agent for your area will get in touch to visit and bring a tasting selection.',
    ),
    cta: { label: bi('Contatti per l’Horeca', 'Hospitality contacts'), url: bi('/contatti/per-horeca/', '/en/contacts/horeca/') },
  },
  {
    title: bi('Quali sono i tempi di consegna?', 'How long does delivery take?'),
    text: bi(
      'Consegniamo in tutta Italia, isole comprese, in massimo 3 giorni lavorativi. Gli ordini ricevuti entro le 12 partono lo stesso giorno.',
      'We deliver anywhere in Italy, islands included, within 3 working days. Orders received by noon leave the same day.',
    ),
  },
  {
    title: bi('C’è un minimo d’ordine?', 'Is there a minimum order?'),
    text: bi(
      'No. Potete ordinare anche una sola bottiglia, senza supplementi. Trovate tutte le condizioni, riassunte anche in una pagina, nelle condizioni di vendita.',
      'No. You can order a single bottle, with no surcharge. All our conditions, including a one-page summary, are on the sales conditions page.',
    ),
    cta: { label: bi('Condizioni di vendita', 'Sales conditions'), url: bi('/condizioni-di-vendita/', '/en/sales-conditions/') },
  },
  {
    title: bi('Come funzionano i resi?', 'How do returns work?'),
    text: bi(
      'Bottiglie rotte o difettose vanno segnalate entro 8 giorni: le sostituiamo o le accreditiamo. I resi di merce integra si concordano con l’ufficio ordini entro 14 giorni.',
      'Report broken or faulty bottles within 8 days and we will replace or credit them. Returns of undamaged goods are agreed with the orders office within 14 days.',
    ),
  },
  {
    title: bi('Come posso diventare agente Vinea?', 'How can I become a Vinea agent?'),
    text: bi(
      'Cerchiamo agenti di commercio con esperienza nel canale Horeca. Scrivi alla Rete agenti indicando la tua zona: ti risponderà il responsabile dell’area.',
      'We look for sales agents with experience in the on-trade. Write to the agent network office stating your area and the manager for that area will reply.',
    ),
    cta: { label: bi('Informazioni per gli agenti', 'Information for agents'), url: bi('/contatti/per-agenti/', '/en/contacts/agents/') },
  },
  {
    title: bi('Sono un produttore: come vi propongo i miei prodotti?', 'I am a producer: how do I offer you my products?'),
    text: bi(
      'Inviaci una presentazione con le schede tecniche, senza spedire campioni: se la proposta ci interessa ti chiederemo noi le bottiglie da assaggiare.',
      'Send us a presentation with technical sheets, but no samples: if the proposal interests us, we will ask for the bottles we would like to taste.',
    ),
    cta: { label: bi('Informazioni per i produttori', 'Information for producers'), url: bi('/contatti/per-produttori/', '/en/contacts/producers/') },
  },
  {
    title: bi('Mi aiutate a organizzare una serata a tema?', 'Can you help me run a themed evening?'),
    text: bi(
      'Sì: agenti e formatori ti aiutano a scegliere il tema, le referenze e il racconto, e possono coinvolgere il produttore. Il servizio è gratuito per i clienti.',
      'Yes: our agents and trainers help you choose the theme, the bottles and the story, and can bring the producer along. The service is free for customers.',
    ),
    cta: { label: bi('Serate a tema', 'Themed evenings'), url: bi('/serate-a-tema/', '/en/themed-evenings/') },
  },
  {
    title: bi('Vendete anche ai privati?', 'Do you sell to private customers?'),
    text: bi(
      'No, vendiamo esclusivamente a operatori Horeca titolari di partita IVA. Molti dei nostri prodotti si trovano però nelle enoteche nostre clienti.',
      'No, we sell exclusively to hospitality businesses holding a VAT number. Many of our products can be found, though, in the wine shops we supply.',
    ),
  },
]

// ---------------------------------------------------------------------------------------------------------------
// Testimonials
// ---------------------------------------------------------------------------------------------------------------

export const testimonials: TestimonialData[] = [
  {
    firstName: 'Francesca',
    business: 'Trattoria La Pergola di San Zeno',
    city: 'Verona',
    audience: 'restaurant',
    quote: bi(
      'Ordiniamo due volte a settimana, a volte solo tre bottiglie, e nessuno ci ha mai fatto pesare di essere piccoli. La carta degli amari l’abbiamo costruita con Giulia ed è diventata il nostro biglietto da visita.',
      'We order twice a week, sometimes just three bottles, and nobody has ever made us feel small. We built our amaro list with Giulia and it has become our calling card.',
    ),
  },
  {
    firstName: 'Alberto',
    business: 'Osteria del Portico Rosso',
    city: 'Bologna',
    audience: 'restaurant',
    quote: bi(
      'Quello che conta per me è la persona: la nostra agente conosce la cucina e i clienti quasi quanto noi. Quando proponiamo un vino nuovo, sappiamo già che funzionerà.',
      'What matters to me is the person: our agent knows our kitchen and our guests almost as well as we do. When we put a new wine on, we already know it will work.',
    ),
  },
  {
    firstName: 'Rosaria',
    business: 'Ristorante Il Molo di Mondello',
    city: 'Palermo',
    audience: 'restaurant',
    quote: bi(
      'Pensavo che dalla Sicilia fosse impossibile avere consegne rapide. Invece gli ordini arrivano in tre giorni, e il Marsala vergine a fine pasto è diventato il dopocena più richiesto.',
      'I thought fast deliveries to Sicily were impossible. Instead our orders arrive in three days, and Marsala vergine after dinner has become our most requested digestif.',
    ),
  },
  {
    firstName: 'Enrico',
    business: 'Enoteca Vigna Nascosta',
    city: 'Torino',
    audience: 'wine-shop',
    quote: bi(
      'In enoteca il cliente cerca la bottiglia che non trova altrove. Con Vinea posso provare un produttore nuovo con una sola bottiglia e ordinarne altre solo se piace.',
      'In a wine shop, customers want the bottle they can’t find elsewhere. With Vinea I can try a new producer with one bottle and order more only if it sells.',
    ),
  },
  {
    firstName: 'Lucia',
    business: 'Bottega del Primitivo',
    city: 'Lecce',
    audience: 'wine-shop',
    quote: bi(
      'Le schede prodotto e le degustazioni per il personale ci hanno cambiato il modo di vendere. Oggi sappiamo raccontare ogni distillato che abbiamo sugli scaffali.',
      'The product sheets and staff tastings changed the way we sell. Today we can tell the story of every spirit on our shelves.',
    ),
  },
  {
    firstName: 'Tommaso',
    business: 'Bacaro Ca’ Fosca',
    city: 'Venezia',
    audience: 'bar',
    quote: bi(
      'Abbiamo poco spazio in magazzino e tante richieste diverse. Riordinare in tre giorni, senza minimi, ci permette di avere sempre il banco pieno senza riempire la cantina.',
      'We have little storage and lots of different requests. Reordering in three days with no minimum lets us keep the bar full without filling the cellar.',
    ),
  },
  {
    firstName: 'Giada',
    business: 'Officina Amaro',
    city: 'Milano',
    audience: 'bar',
    quote: bi(
      'Con Marco abbiamo riscritto la drink list partendo dal vermouth e dagli amari italiani. I clienti se ne sono accorti subito, e lo scontrino medio anche.',
      'Together with Marco we rewrote our drinks list starting from vermouth and Italian amari. Our guests noticed straight away, and so did our average bill.',
    ),
  },
  {
    firstName: 'Stefan',
    business: 'Hotel Castel Weinberg',
    city: 'Merano',
    audience: 'hotel',
    quote: bi(
      'Per un hotel con ospiti da tutto il mondo servono un sake, un buon whisky e una grappa da raccontare. Vinea ci dà tutto questo con un solo ordine e un solo interlocutore.',
      'A hotel with guests from all over the world needs a sake, a good whisky and a grappa worth talking about. Vinea gives us all that in one order, with one contact.',
    ),
  },
  {
    firstName: 'Gennaro',
    business: 'Agente Vinea',
    city: 'Napoli',
    audience: 'agent',
    quote: bi(
      'Vendo quello che ho assaggiato e che conosco, e questo i clienti lo sentono. Quando un ristorante mi chiama per una serata a tema, so che dietro di me c’è un’azienda che mi sostiene.',
      'I sell what I have tasted and know, and customers can tell. When a restaurant calls me about a themed evening, I know there is a company behind me.',
    ),
  },
]
