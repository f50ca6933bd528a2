/**
 * The demo editorial content in Italian and English: authors, blog posts, news and events, press reviews,
 * reserved-area articles, static and landing pages, and the text of the one-page simplified sales conditions.
 * Plain data, the same on every run. Typographic apostrophes (’) throughout, in both languages.
 */
import { bi } from '../generate/text'
import type { ArticleData, AuthorData, Bi, BiBlocks, PageData, TextBlock } from '../types'
import { homeBlocks, landing3500Blocks } from './blocks'

const p = (text: string): TextBlock => ({ kind: 'paragraph', text })
const h2 = (text: string): TextBlock => ({ kind: 'heading', text, level: 2 })
const h3 = (text: string): TextBlock => ({ kind: 'heading', text, level: 3 })
const ul = (...items: string[]): TextBlock => ({ kind: 'list', items })
const ol = (...items: string[]): TextBlock => ({ kind: 'list', items, ordered: true })
const q = (text: string): TextBlock => ({ kind: 'quote', text })
const video = (id: string, title: string): TextBlock => ({ kind: 'video', url: `https://www.youtube.com/watch?v=${id}`, title })

// ---------------------------------------------------------------------------------------------------------------
// Authors
// ---------------------------------------------------------------------------------------------------------------

export const authors: AuthorData[] = [
  {
    name: 'Giulia Ferraris',
    slug: 'giulia-ferraris',
    role: bi('Sommelier e responsabile della formazione', 'Sommelier and head of training'),
    bio: bi(
      'Sommelier professionista, da dodici anni in Vinea, dove guida la formazione di agenti e clienti. Prima ha lavorato in sala in ristoranti stellati tra Verona e il Lago di Garda. Scrive di carte dei vini, abbinamenti e servizio.',
      'A professional sommelier who has been with Vinea for twelve years, where she runs training for agents and customers. Before that she worked the floor of Michelin-starred restaurants around Verona and Lake Garda. She writes about wine lists, pairings and service.',
    ),
    social: {
      instagram: 'https://www.instagram.com/giulia.ferraris.sommelier',
      linkedin: 'https://www.linkedin.com/in/giulia-ferraris-sommelier',
    },
  },
  {
    name: 'Marco Bellandi',
    slug: 'marco-bellandi',
    role: bi('Bartender e consulente di mixology', 'Bartender and mixology consultant'),
    bio: bi(
      'Bar manager per quindici anni tra Milano, Londra e Venezia, oggi segue per Vinea le aperture dei cocktail bar e la costruzione delle drink list. Ama il vermouth, le ricette classiche e i bar che sprecano poco.',
      'Fifteen years as a bar manager in Milan, London and Venice; today he helps Vinea customers open cocktail bars and build their drinks lists. He loves vermouth, classic recipes and bars that waste very little.',
    ),
    social: {
      instagram: 'https://www.instagram.com/marcobellandi.bar',
      x: 'https://x.com/marcobellandi_bar',
      website: 'https://marcobellandi.example',
    },
  },
  {
    name: 'Elena Sartori',
    slug: 'elena-sartori',
    role: bi('Responsabile acquisti distillati', 'Spirits buyer'),
    bio: bi(
      'Sceglie i distillati del catalogo Vinea: passa un terzo dell’anno in viaggio tra distillerie, cantine e fiere. Laureata in enologia a Conegliano, ha un debole per le acquaviti di vino e le botti usate bene.',
      'She chooses the spirits in the Vinea catalogue and spends a third of the year travelling between distilleries, cellars and trade fairs. A Conegliano oenology graduate, she has a soft spot for grape brandies and well-used casks.',
    ),
    social: {
      linkedin: 'https://www.linkedin.com/in/elena-sartori-spirits',
      instagram: 'https://www.instagram.com/elena.sartori.spirits',
    },
  },
  {
    name: 'Davide Lanfranchi',
    slug: 'davide-lanfranchi',
    role: bi('Giornalista e caporedattore del blog', 'Journalist and blog editor'),
    bio: bi(
      'Giornalista enogastronomico, ha scritto per quotidiani e riviste di settore prima di curare il blog di Vinea. Racconta i locali che funzionano, le persone che li fanno e i cambiamenti del mondo Horeca.',
      'A food and drink journalist who wrote for newspapers and trade magazines before taking over the Vinea blog. He writes about venues that work, the people who run them and how the hospitality trade is changing.',
    ),
    social: {
      x: 'https://x.com/davidelanfranchi',
      linkedin: 'https://www.linkedin.com/in/davide-lanfranchi',
      website: 'https://davidelanfranchi.example',
    },
  },
]

// ---------------------------------------------------------------------------------------------------------------
// Blog
// ---------------------------------------------------------------------------------------------------------------

const blogArticles: ArticleData[] = [
  {
    section: 'blog',
    tags: ['blog'],
    publishedAt: '2026-10-02',
    author: 'giulia-ferraris',
    title: bi('Come costruire una carta degli amari', 'How to build an amaro list'),
    slug: bi('come-costruire-una-carta-degli-amari', 'how-to-build-an-amaro-list'),
    excerpt: bi('Dal più dolce al più amaro: cinque regole per il dopocena.', 'From the sweetest to the most bitter: five rules for after dinner.'),
    relatedProducts: ['V0004', 'V0006'],
    relatedProducers: ['P002'],
    body: {
      it: [
        p('Per anni l’amaro è stato l’ospite silenzioso del dopocena: una bottiglia sul carrello, offerta al tavolo insieme al caffè. Oggi gli ospiti chiedono di più. Vogliono sapere da dove arriva, quali erbe contiene, perché quello e non un altro. Una carta degli amari ben costruita risponde a queste domande e, non da ultimo, fa crescere lo scontrino medio.'),
        h2('Cinque regole per il dopocena'),
        ol(
          'Parti dal dolce e arriva all’amaro: ordina le referenze per intensità crescente, non per marca né per prezzo.',
          'Poche referenze, scelte bene: per un ristorante da sessanta coperti otto o dieci amari bastano e avanzano.',
          'Racconta il territorio: accanto a ogni nome indica la regione e la botanica principale, dalla genziana al rabarbaro.',
          'Cura il servizio: bicchiere piccolo a tulipano, temperatura ambiente per i più strutturati, qualche grado in meno per quelli agrumati.',
          'Cambia con le stagioni: in inverno più radici e spezie, in estate versioni più fresche da servire anche con ghiaccio e una scorza.',
        ),
        h2('Come dividere la carta'),
        p('Una struttura che funziona quasi sempre prevede tre sezioni. Gli amari dolci e morbidi, con note di caramello e agrumi canditi, per chi di solito beve poco. Gli amari alle erbe, il cuore della carta, dove trovano posto le ricette di montagna e quelle delle colline piemontesi. Infine gli amari decisi, con genziana, china e rabarbaro in primo piano, per gli appassionati che cercano un finale lungo e secco.'),
        p('Sotto ciascuna sezione bastano due righe di descrizione. L’ospite non deve leggere un trattato di botanica: deve capire in pochi secondi se quell’amaro fa per lui. Al resto pensa il personale di sala, che deve averli assaggiati tutti almeno una volta.'),
        q('Un amaro consigliato con la frase giusta vale più di dieci bottiglie in bella vista sul carrello.'),
        h2('Prezzo e rotazione'),
        p('Gli amari si conservano a lungo una volta aperti, ed è il loro grande vantaggio rispetto al vino al calice. Non serve quindi comprare a casse: senza minimo d’ordine puoi inserire una referenza nuova anche con una sola bottiglia e vedere come risponde la sala. Se piace la riordini, se non gira la sostituisci senza riempire il magazzino.'),
        p('Sul prezzo la regola è semplice: tieni vicini gli scaglioni, così che la scelta dell’ospite sia guidata dal gusto e non dalla cifra. Se vuoi un aiuto concreto, il tuo agente può portarti in assaggio una selezione costruita sul tuo menu e sulla tua clientela. È il modo più semplice per partire con il piede giusto.'),
      ],
      en: [
        p('For years the amaro was the quiet guest of the after-dinner hour: a bottle on the trolley, offered at the table alongside the coffee. Guests now want more than that. They ask where it comes from, which herbs go into it and why this one rather than another. A well-built amaro list answers those questions and, not least, lifts the average bill.'),
        h2('Five rules for after dinner'),
        ol(
          'Go from sweet to bitter: order the list by rising intensity, not by brand or by price.',
          'Keep it short and well chosen: for a sixty-cover restaurant, eight to ten amari are plenty.',
          'Tell the story of the place: next to each name give the region and the leading botanical, from gentian to rhubarb.',
          'Mind the serve: a small tulip glass, room temperature for the fuller ones and a few degrees cooler for the citrusy styles.',
          'Follow the seasons: more roots and spice in winter, fresher styles in summer that also work over ice with a twist.',
        ),
        h2('Splitting the list'),
        p('A structure that almost always works has three sections. Soft, sweeter amari with notes of caramel and candied peel, for guests who rarely drink spirits. Herbal amari, the heart of the list, where mountain recipes sit next to those from the Piedmont hills. And finally the bold ones, with gentian, cinchona and rhubarb up front, for enthusiasts who want a long, dry finish.'),
        p('Two lines of description under each section are enough. Nobody wants to read a botany textbook at the end of a meal; they want to know in a few seconds whether a bottle is for them. Your floor staff do the rest, and they should have tasted every amaro on the list at least once.'),
        q('An amaro recommended with the right sentence is worth more than ten bottles on display on the trolley.'),
        h2('Price and rotation'),
        p('Amari keep well once opened, which is their great advantage over wine by the glass. There is no need to buy by the case: with no minimum order you can try a new reference with a single bottle and see how the room responds. If it sells, reorder it; if it doesn’t, swap it without filling the stockroom.'),
        p('On pricing the rule is simple: keep your price bands close together, so that guests choose on taste rather than on cost. If you would like practical help, your agent can bring a tasting selection built around your menu and your customers. It is the easiest way to start on the right foot.'),
      ],
    },
  },
  {
    section: 'blog',
    tags: ['blog', 'editors'],
    publishedAt: '2026-09-12',
    author: 'marco-bellandi',
    title: bi('Il ritorno del vermouth al banco', 'Vermouth returns to the bar'),
    slug: bi('il-ritorno-del-vermouth', 'vermouth-returns-to-the-bar'),
    excerpt: bi('Perché il vermouth di Torino è di nuovo protagonista dell’aperitivo.', 'Why vermouth di Torino is once again the star of the aperitivo.'),
    relatedProducts: ['V0005', 'V0006'],
    relatedProducers: ['P002'],
    body: {
      it: [
        p('Fino a una decina d’anni fa il vermouth stava in fondo al back bar, spesso aperto da mesi e servito caldo. Oggi è tornato in prima fila. Merito dei bartender che l’hanno riscoperto nei classici e dei produttori che hanno rimesso al centro il vino e le erbe, non lo zucchero. Anche i clienti sono cambiati: chiedono un aperitivo meno dolce, più aromatico, e vogliono sapere che cosa c’è nel bicchiere.'),
        h2('Un vino, prima di tutto'),
        p('Il vermouth è un vino aromatizzato, e come ogni vino teme l’aria e il caldo. Una bottiglia aperta va tenuta in frigorifero, chiusa bene, e consumata entro tre o quattro settimane. Se il vostro locale ne usa poco, meglio il formato da mezzo litro: costa un po’ di più al litro ma non finisce nel lavandino. Scrivete la data di apertura sull’etichetta: è un gesto da due secondi che evita brutte sorprese.'),
        p('La denominazione Vermouth di Torino, riconosciuta come indicazione geografica, impone vino italiano, artemisia del Piemonte e una gradazione tra 16 e 22 gradi. Sono paletti utili anche in sala, perché permettono di raccontare al cliente cosa sta bevendo senza inventare nulla.'),
        video('vRm0uThT0r1', 'Il vermouth al banco: tre modi di servirlo'),
        h2('Tre servizi che funzionano'),
        ul(
          'Liscio con ghiaccio e scorza d’arancia: il modo più semplice per far assaggiare un rosso di qualità.',
          'Vermouth e soda, metà e metà, in un tumbler alto: un aperitivo leggero che piace anche a chi non beve cocktail.',
          'Nei classici, dal Negroni al Manhattan, dove un buon vermouth cambia il drink più di qualunque altro ingrediente.',
        ),
        q('Se il Negroni non vi convince, prima di cambiare gin provate a cambiare vermouth.'),
        p('Il consiglio finale è di metterlo in carta con il suo nome, non solo come ingrediente. Una riga dedicata ai vermouth, con due o tre referenze servite al calice, incuriosisce l’ospite e fa lavorare bottiglie che altrimenti resterebbero ferme. Con il Vermouth di Torino Rosso della Erboristeria Monferrina abbiamo visto locali passare da una bottiglia al mese a una alla settimana, semplicemente proponendolo.'),
      ],
      en: [
        p('Ten years ago vermouth lived at the back of the back bar, often opened months earlier and served warm. Today it is back in the front row. Credit goes to the bartenders who rediscovered it in the classics, and to the producers who put wine and herbs back at the centre instead of sugar. Guests have changed too: they want a less sugary, more aromatic aperitivo, and they want to know what is in the glass.'),
        h2('A wine, first of all'),
        p('Vermouth is an aromatised wine, and like any wine it dislikes air and heat. Once opened, keep the bottle in the fridge, tightly closed, and finish it within three or four weeks. If your bar goes through very little, choose the half-litre size: it costs a little more per litre, but none of it ends up down the sink. Write the opening date on the label: it takes two seconds and saves unpleasant surprises.'),
        p('Vermouth di Torino is a protected geographical indication: it requires Italian wine, Piedmont wormwood and a strength of 16 to 22 per cent. Those rules are useful on the floor too, because they let you tell guests exactly what is in the glass without embellishing anything.'),
        video('vRm0uThT0r1', 'Vermouth at the bar: three ways to serve it'),
        h2('Three serves that work'),
        ul(
          'Neat over ice with an orange twist: the simplest way to let guests taste a good red vermouth.',
          'Vermouth and soda, half and half, in a tall tumbler: a light aperitivo that appeals even to people who don’t drink cocktails.',
          'In the classics, from the Negroni to the Manhattan, where a good vermouth changes the drink more than any other ingredient.',
        ),
        q('If your Negroni isn’t convincing, change the vermouth before you change the gin.'),
        p('My last piece of advice is to list it by name, not only as an ingredient. A short vermouth section with two or three references by the glass makes guests curious and moves bottles that would otherwise sit still. With the Monferrina Vermouth di Torino Red we have seen bars go from one bottle a month to one a week, simply by offering it.'),
      ],
    },
  },
  {
    section: 'blog',
    tags: ['blog'],
    publishedAt: '2025-11-18',
    author: 'giulia-ferraris',
    title: bi('Sake a tavola con la cucina italiana', 'Sake at the Italian table'),
    slug: bi('sake-a-tavola-con-la-cucina-italiana', 'sake-at-the-italian-table'),
    excerpt: bi('Non solo sushi: il sake accompagna crudi, risotti e formaggi meglio di quanto si pensi.', 'Not just sushi: sake goes with crudo, risotto and cheese better than you might think.'),
    relatedProducts: ['V0017', 'V0018'],
    relatedProducers: ['P008'],
    body: {
      it: [
        p('Quando propongo il sake in un ristorante italiano, la prima reazione è quasi sempre la stessa: “Ma noi non facciamo cucina giapponese”. Eppure il sake ha caratteristiche che lo rendono un compagno prezioso per molti piatti della nostra tradizione. Ha un’acidità bassa, una sapidità netta e una ricchezza di umami che pochi vini possono vantare.'),
        h2('Perché funziona'),
        p('Il sake nasce dal riso, dall’acqua e dal koji, il fungo che trasforma l’amido in zuccheri fermentescibili. Il risultato è una bevanda di 14–16 gradi, morbida, con profumi che vanno dalla frutta bianca al riso cotto, fino alle note di fungo e di frutta secca. Non ha tannini e non copre i sapori delicati: li accompagna.'),
        h3('Gli abbinamenti che proponiamo in sala'),
        ul(
          'Junmai a temperatura ambiente con risotto ai funghi o al parmigiano: l’umami chiama umami.',
          'Ginjo fresco con crudi di pesce, carpacci di gambero rosso e ostriche.',
          'Junmai leggermente scaldato, intorno ai 40 gradi, con i formaggi di media stagionatura e con il brodo di cappelletti.',
          'Ginjo con le verdure grigliate e con i piatti a base di agrumi, dove un bianco fermo soffrirebbe.',
        ),
        p('Il servizio conta quanto la scelta. Un ginjo va servito fresco, tra gli 8 e i 12 gradi, in un calice da vino bianco che ne esalti i profumi. Un junmai strutturato sopporta anche il calore: scaldarlo a bagnomaria ne ammorbidisce l’alcol e ne allarga il sapore.'),
        q('Il sake non sostituisce il vino in carta: apre una porta in più, soprattutto per chi non beve rosso.'),
        p('In carta bastano due referenze, una più aromatica e una più piena, con una riga di spiegazione e un suggerimento di abbinamento. La bottiglia aperta, chiusa e tenuta in frigorifero, si conserva una decina di giorni senza perdere troppo. Con i sake di Kura Hoshino, prodotti a Niigata con acqua di neve, abbiamo costruito percorsi di abbinamento per osterie e ristoranti di pesce, e i risultati ci hanno sorpreso per primi.'),
      ],
      en: [
        p('Whenever I suggest sake to an Italian restaurant, the first reaction is almost always the same: “But we don’t do Japanese food.” And yet sake has qualities that make it a valuable partner for many dishes of our own tradition. It is low in acidity, clean and savoury, with a depth of umami that few wines can match.'),
        h2('Why it works'),
        p('Sake is made from rice, water and koji, the mould that turns starch into fermentable sugar. The result is a drink of 14 to 16 per cent, soft in texture, with aromas ranging from white fruit and steamed rice to mushroom and nuts. It has no tannin and does not bury delicate flavours; it keeps them company.'),
        h3('Pairings we suggest on the floor'),
        ul(
          'Junmai at room temperature with mushroom or Parmesan risotto: umami calls for umami.',
          'Chilled ginjo with raw fish, red prawn carpaccio and oysters.',
          'Junmai gently warmed to about 40 °C with medium-aged cheeses and with cappelletti in broth.',
          'Ginjo with grilled vegetables and citrus-led dishes, where a still white would struggle.',
        ),
        p('How you serve it matters as much as what you choose. Ginjo should be served cool, between 8 and 12 °C, in a white-wine glass that lifts the aromas. A fuller junmai can take some warmth: heating it in a bain-marie softens the alcohol and broadens the flavour.'),
        q('Sake doesn’t replace wine on the list; it opens one more door, especially for guests who don’t drink red.'),
        p('Two references on the list are enough, one more aromatic and one fuller, each with a line of explanation and a pairing suggestion. An opened bottle, closed and refrigerated, keeps for around ten days without losing much. With the sakes of Kura Hoshino, brewed in Niigata with snow-melt water, we have built pairing menus for trattorias and seafood restaurants, and the results surprised us first of all.'),
      ],
    },
  },
  {
    section: 'blog',
    tags: ['blog'],
    publishedAt: '2025-02-06',
    author: 'giulia-ferraris',
    title: bi('La grappa servita come si deve', 'Serving grappa properly'),
    slug: bi('la-grappa-servita-come-si-deve', 'serving-grappa-properly'),
    excerpt: bi('Bicchiere, temperatura e racconto: piccoli gesti che cambiano la percezione della grappa.', 'Glass, temperature and a good story: small gestures that change how guests see grappa.'),
    relatedProducts: ['V0001', 'V0002'],
    relatedProducers: ['P001'],
    body: {
      it: [
        p('La grappa paga ancora un’immagine vecchia: il bicchierino ghiacciato, il “grappino” per digerire, il bruciore in gola. Chi lavora con le distillerie artigianali sa che è tutta un’altra storia. Una grappa fatta da vinacce fresche e distillata con pazienza ha profumi netti di frutta e di fiori, e merita un servizio all’altezza.'),
        h2('Il bicchiere giusto'),
        p('Il bicchierino a cannello va dimenticato. Serve un calice a tulipano, con il gambo e la bocca stretta, che concentri i profumi senza spingere l’alcol verso il naso. Non occorre riempirlo: tre o quattro centilitri bastano per apprezzare la grappa e per tenere il prezzo del bicchiere sotto controllo. Per le grappe invecchiate va bene anche un piccolo ballon, purché non troppo ampio.'),
        h2('Temperature di servizio'),
        ul(
          'Grappe giovani e aromatiche: tra 9 e 13 gradi, mai da freezer.',
          'Grappe affinate in legno: tra 16 e 18 gradi, come un distillato invecchiato.',
          'La bottiglia va tenuta lontana da fonti di calore e dalla luce diretta del back bar.',
        ),
        p('Il freddo eccessivo anestetizza i profumi e lascia solo l’alcol: è il motivo per cui tante persone pensano di non amare la grappa. Provate a servire la stessa grappa di Teroldego a 10 e a 0 gradi a un collega: la differenza si sente subito.'),
        h2('La grappa nel bicchiere da cocktail'),
        p('Le grappe giovani e aromatiche funzionano sorprendentemente bene anche in miscelazione. Al posto del gin in un Negroni, o allungate con tonica e una scorza di limone, portano profumi di frutta e di fiori che nessun altro distillato ha. È un modo per farle conoscere a un pubblico giovane, che magari non ordinerebbe mai una grappa liscia a fine pasto.'),
        q('Una grappa bevuta alla temperatura giusta converte più clienti di qualsiasi promozione.'),
        p('Infine il racconto. Dire da quale vitigno nasce, se la distillazione è a bagnomaria o a vapore e quanti anni ha passato in legno trasforma un digestivo in un’esperienza. Nei nostri corsi lo ripetiamo sempre: chi serve la grappa deve averla assaggiata, e deve saperla presentare in due frasi.'),
      ],
      en: [
        p('Grappa still suffers from an old-fashioned image: the frozen shot glass, the “little grappa” to help digestion, the burn in the throat. Anyone who works with artisan distilleries knows it is a different story altogether. A grappa made from fresh pomace and distilled patiently has clean aromas of fruit and flowers, and it deserves a serve to match.'),
        h2('The right glass'),
        p('Forget the narrow shot glass. What you need is a stemmed tulip glass with a narrow rim, which gathers the aromas without pushing the alcohol up your nose. Don’t fill it: three or four centilitres are enough to appreciate the spirit and to keep the cost per serve under control. For aged grappas a small balloon glass works too, as long as it isn’t too wide.'),
        h2('Serving temperatures'),
        ul(
          'Young, aromatic grappa: 9 to 13 °C, never straight from the freezer.',
          'Wood-aged grappa: 16 to 18 °C, like any aged spirit.',
          'Keep the bottle away from heat and from the direct lights of the back bar.',
        ),
        p('Too much cold numbs the aromas and leaves nothing but alcohol, which is why so many people think they dislike grappa. Try pouring the same Teroldego grappa at 10 °C and at 0 °C for a colleague: the difference is obvious at once.'),
        h2('Grappa in the cocktail glass'),
        p('Young, aromatic grappas work surprisingly well in cocktails too. In place of gin in a Negroni, or lengthened with tonic and a twist of lemon, they bring fruit and floral notes no other spirit has. It is a way to introduce them to a younger crowd who might never order a neat grappa after dinner.'),
        q('A grappa served at the right temperature wins over more guests than any promotion.'),
        p('And then there is the story. Saying which grape it comes from, whether it was distilled in a bain-marie or with steam, and how long it spent in wood turns a digestif into an experience. We say it on every course we run: whoever serves grappa must have tasted it and must be able to introduce it in two sentences.'),
      ],
    },
  },
  {
    section: 'blog',
    tags: ['blog', 'editors'],
    publishedAt: '2024-05-21',
    author: 'giulia-ferraris',
    title: bi('Vini biologici in carta: come raccontarli', 'Organic wines on the list: how to talk about them'),
    slug: bi('vini-biologici-in-carta', 'organic-wines-on-the-list'),
    excerpt: bi('Certificazioni, parole da evitare e qualche idea per dare spazio ai vini bio senza fare prediche.', 'Certifications, words to avoid and a few ideas for giving organic wines space without preaching.'),
    body: {
      it: [
        p('Sempre più clienti chiedono vini biologici, ma pochi sanno cosa significhi davvero la parola sull’etichetta. Il ristoratore si trova così in mezzo: deve rispondere a domande precise senza trasformare la cena in una lezione di agronomia. Qualche punto fermo aiuta.'),
        h2('Cosa garantisce la certificazione'),
        p('Un vino biologico certificato nasce da uve coltivate senza concimi di sintesi, diserbanti chimici e pesticidi di sintesi, con controlli annuali di un ente terzo. In cantina le regole europee limitano gli additivi ammessi e fissano tetti più bassi per i solfiti. Il logo europeo con la foglia di stelle è l’unica garanzia: tutto il resto sono dichiarazioni del produttore.'),
        h3('Parole da usare con cautela'),
        ul(
          '“Naturale”: non ha una definizione di legge e significa cose diverse per produttori diversi.',
          '“Senza solfiti”: quasi tutti i vini ne contengono un po’, perché la fermentazione stessa li produce.',
          '“Biodinamico”: è un metodo con un proprio disciplinare privato, non un sinonimo di biologico.',
          '“Vegano”: riguarda i coadiuvanti di chiarifica, non la coltivazione della vigna.',
        ),
        p('In carta funziona un piccolo simbolo accanto ai vini certificati, spiegato una volta sola in fondo alla pagina. Evitate una sezione separata “bio”: rischia di diventare un ghetto che il cliente salta. Meglio che il biologico sia una qualità in più di un vino scelto perché è buono.'),
        q('Il cliente non sceglie un vino perché è biologico: lo riordina perché è buono, e poi scopre che è anche biologico.'),
        p('Anche il personale di sala va preparato. Bastano poche informazioni per ogni vino: se è certificato, da quanti anni l’azienda lavora in biologico e che cosa è cambiato in vigna. Sono dettagli che l’ospite ricorda e che danno concretezza a una parola spesso abusata.'),
        p('Sul nostro catalogo i prodotti certificati biologici o bio-vegan portano un timbro dedicato, così è facile costruire una selezione. E quando visitiamo le cantine chiediamo sempre di camminare nelle vigne: l’erba tra i filari e la vita nel terreno raccontano più di qualsiasi certificato.'),
      ],
      en: [
        p('More and more guests ask for organic wine, but few know what the word on the label actually means. Restaurateurs are caught in the middle: they need to answer precise questions without turning dinner into a lecture on agronomy. A few fixed points help.'),
        h2('What certification guarantees'),
        p('A certified organic wine is made from grapes grown without synthetic fertilisers, chemical weedkillers or synthetic pesticides, with yearly inspections by an independent body. In the cellar, EU rules restrict the additives allowed and set lower limits for sulphites. The EU logo, the leaf made of stars, is the only guarantee; everything else is the producer’s own claim.'),
        h3('Words to handle with care'),
        ul(
          '“Natural”: it has no legal definition and means different things to different producers.',
          '“Sulphite-free”: almost every wine contains a little, because fermentation itself produces them.',
          '“Biodynamic”: a method with its own private rulebook, not another word for organic.',
          '“Vegan”: it concerns fining agents, not how the vineyard is farmed.',
        ),
        p('On the list, a small symbol next to certified wines works well, explained once at the foot of the page. Avoid a separate “organic” section: it risks becoming a ghetto that guests skip. It is better for organic to be one more quality of a wine you chose because it tastes good.'),
        q('Guests don’t choose a wine because it’s organic: they reorder it because it’s good, and then find out it’s organic too.'),
        p('Your floor staff need briefing too. A few facts per wine are enough: whether it is certified, how long the estate has farmed organically and what changed in the vineyard. Guests remember details like these, and they give substance to a word that is often overused.'),
        p('In our catalogue, certified organic and organic-vegan products carry their own stamp, so putting together a selection is easy. And when we visit a winery we always ask to walk the vineyards: grass between the rows and life in the soil say more than any certificate.'),
      ],
    },
  },
  {
    section: 'blog',
    tags: ['blog'],
    publishedAt: '2024-11-12',
    author: 'giulia-ferraris',
    title: bi('Il Marsala nel dopocena', 'Marsala after dinner'),
    slug: bi('il-marsala-nel-dopocena', 'marsala-after-dinner'),
    excerpt: bi('Da vino da cucina a grande vino da meditazione: come rimettere il Marsala in carta.', 'From cooking wine to a great sipping wine: how to put Marsala back on the list.'),
    relatedProducts: ['V0009', 'V0010'],
    relatedProducers: ['P004'],
    body: {
      it: [
        p('Per molti clienti il Marsala è ancora l’ingrediente delle scaloppine o dello zabaione. È un peccato, perché i Marsala vergini e superiori affinati in solera sono tra i vini da meditazione più originali al mondo. E hanno un vantaggio pratico enorme per chi gestisce un locale: una volta aperti durano settimane.'),
        h2('Capire le etichette'),
        ul(
          'Fine: almeno un anno di affinamento, pensato soprattutto per la cucina.',
          'Superiore: almeno due anni, spesso con una punta di dolcezza; la Riserva almeno quattro.',
          'Vergine o Soleras: almeno cinque anni, secco, senza aggiunta di mosto cotto o mistella.',
          'Vergine Stravecchio o Riserva: almeno dieci anni in legno, per chi cerca complessità estrema.',
        ),
        p('Il metodo soleras, con le botti disposte su più file e il vino che scende dalle più giovani alle più vecchie, regala profumi di frutta secca, scorza d’arancia, miele di castagno e note salmastre. È il mare di Marsala che entra nel bicchiere.'),
        h2('Come proporlo'),
        p('Il Marsala vergine secco si serve fresco, intorno ai 12 gradi, in un calice da vino bianco. Accompagna benissimo i formaggi stagionati, la bottarga, le mandorle tostate e persino un crudo di tonno. Il superiore, più morbido, trova il suo posto accanto alla pasticceria secca e al cioccolato fondente.'),
        p('C’è poi un vantaggio economico da non sottovalutare. Un Marsala vergine aperto, ben chiuso e tenuto al fresco, resta in forma per diverse settimane: gli sprechi sono quasi nulli e il margine per bicchiere è tra i migliori della carta. Per un ristorante che vende pochi calici di dopocena a sera è un argomento decisivo.'),
        q('Un calice di Marsala vergine dopo cena è una piccola sorpresa che l’ospite racconta agli amici.'),
        p('Per iniziare bastano due bottiglie, una vergine e una superiore, servite al calice con una breve descrizione. Con le etichette dei bagli marsalesi che distribuiamo, molti ristoranti hanno trasformato il Marsala nel loro dopocena più chiesto. Una riga in carta, un consiglio del cameriere e il gioco è fatto.'),
      ],
      en: [
        p('For many guests Marsala is still what goes into escalopes or zabaglione. That is a shame, because the vergine and superiore Marsalas aged in solera are among the most original sipping wines in the world. They also have a huge practical advantage for anyone running a venue: once opened, they last for weeks.'),
        h2('Reading the labels'),
        ul(
          'Fine: at least one year of ageing, intended mainly for the kitchen.',
          'Superiore: at least two years, often with a touch of sweetness; the Riserva at least four.',
          'Vergine or Soleras: at least five years, dry, with no cooked must or mistella added.',
          'Vergine Stravecchio or Riserva: at least ten years in wood, for those who want real complexity.',
        ),
        p('The solera system, with casks stacked in rows and the wine moving down from the youngest to the oldest, brings aromas of dried fruit, orange peel, chestnut honey and a salty edge. It is the sea at Marsala finding its way into the glass.'),
        h2('How to offer it'),
        p('Dry Marsala vergine is best served cool, around 12 °C, in a white-wine glass. It is superb with aged cheeses, bottarga, toasted almonds and even tuna crudo. The softer superiore belongs with biscuits, petits fours and dark chocolate.'),
        p('There is a financial advantage not to be overlooked, either. An opened Marsala vergine, well stoppered and kept cool, stays in good shape for several weeks: waste is close to zero and the margin per glass is among the best on the list. For a restaurant that sells only a few after-dinner glasses a night, that settles the argument.'),
        q('A glass of Marsala vergine after dinner is a small surprise guests tell their friends about.'),
        p('Two bottles are enough to start, one vergine and one superiore, poured by the glass with a short description. With the wines from the Marsala bagli we distribute, many restaurants have made Marsala their most requested after-dinner drink. One line on the menu and a word from the waiter are all it takes.'),
      ],
    },
  },
  {
    section: 'blog',
    tags: ['blog'],
    publishedAt: '2026-03-10',
    author: 'marco-bellandi',
    title: bi('Il back bar che vende', 'A back bar that sells'),
    slug: bi('il-back-bar-che-vende', 'a-back-bar-that-sells'),
    excerpt: bi('Ordine, rotazione e inventario: come trasformare le mensole dietro al banco in uno strumento di vendita.', 'Order, rotation and stocktaking: turning the shelves behind the bar into a sales tool.'),
    body: {
      it: [
        p('Il back bar è la vetrina del locale, ma spesso è anche il suo magazzino più costoso. Bottiglie aperte da anni, doppioni, referenze che nessuno chiede: ogni mensola piena di prodotti fermi è denaro immobilizzato. Ho visto bar con duecento bottiglie esposte e un fatturato che ne faceva girare sì e no cinquanta.'),
        h2('Prima regola: ogni bottiglia ha un lavoro'),
        p('Davanti a ogni bottiglia chiedetevi che cosa fa per voi. Serve un cocktail in carta, risponde a una richiesta frequente o racconta qualcosa del locale? Se la risposta è no a tutte e tre le domande, quella bottiglia sta occupando il posto di un’altra che potrebbe vendere.'),
        h3('Come disporre le mensole'),
        ul(
          'All’altezza degli occhi i prodotti che volete spingere e quelli con il margine migliore.',
          'Nello speed rail, a portata di mano, solo le basi dei drink più venduti.',
          'In alto le bottiglie scenografiche e i distillati da meditazione, da raccontare più che da versare.',
          'Raggruppate per famiglia, non per marca: gin con gin, amari con amari, whisky per regione.',
        ),
        h2('Rotazione e inventario'),
        p('Un inventario settimanale, anche veloce, è il modo più semplice per capire cosa gira. Bastano dieci minuti a fine turno per pesare o stimare i livelli delle bottiglie aperte e segnare il consumo. Dopo un mese avrete in mano i numeri che servono per decidere cosa tenere e cosa togliere.'),
        p('Le referenze che non si muovono per tre mesi vanno messe alla prova: un cocktail del giorno, un assaggio offerto al banco, un abbinamento con la cucina. Se non si muovono neanche così, è il momento di salutarle. Con un fornitore che consegna in tre giorni lavorativi e senza minimo d’ordine non c’è alcun bisogno di tenere scorte di sicurezza: si riordina quello che serve, quando serve.'),
        q('Un back bar più corto, ma pieno di bottiglie che lavorano, vende di più di uno scaffale infinito.'),
        p('Ultimo consiglio: coinvolgete tutto lo staff. Chi lavora al banco deve conoscere ogni bottiglia esposta, almeno per sapere in quale drink usarla o a chi consigliarla. Un back bar ordinato e raccontato diventa la migliore carta del locale, anche senza stamparla.'),
      ],
      en: [
        p('The back bar is the shop window of any venue, but it is often its most expensive stockroom too. Bottles opened years ago, duplicates, references nobody asks for: every shelf full of idle stock is money tied up. I have seen bars with two hundred bottles on display and takings that moved fifty of them at most.'),
        h2('Rule one: every bottle has a job'),
        p('Stand in front of each bottle and ask what it does for you. Does it go into a cocktail on the menu, answer a frequent request or say something about the venue? If the answer to all three is no, it is taking the place of another bottle that could be selling.'),
        h3('How to lay out the shelves'),
        ul(
          'At eye level, the products you want to push and those with the best margin.',
          'In the speed rail, within reach, only the bases of your best-selling drinks.',
          'Up high, the showpiece bottles and sipping spirits, there to be talked about more than poured.',
          'Group by family, not by brand: gin with gin, amari with amari, whisky by region.',
        ),
        h2('Rotation and stocktaking'),
        p('A weekly stocktake, however quick, is the simplest way to see what moves. Ten minutes at the end of a shift are enough to weigh or estimate the open bottles and note what has been used. After a month you will have the numbers you need to decide what stays and what goes.'),
        p('References that haven’t moved in three months deserve a last chance: a drink of the day, a taster offered at the bar, a pairing with the kitchen. If they still don’t move, it is time to say goodbye. With a supplier that delivers in three working days and has no minimum order, there is no need for safety stock: you reorder what you need, when you need it.'),
        q('A shorter back bar full of bottles that work sells more than endless shelving.'),
        p('One last tip: get the whole team involved. Everyone behind the bar should know every bottle on display, at least well enough to say which drink it goes into or who might enjoy it. A tidy back bar that staff can talk about becomes the best menu in the house, even if it is never printed.'),
      ],
    },
  },
  {
    section: 'blog',
    tags: ['blog'],
    publishedAt: '2025-06-24',
    author: 'marco-bellandi',
    title: bi('Tequila oltre il margarita', 'Tequila beyond the margarita'),
    slug: bi('tequila-oltre-il-margarita', 'tequila-beyond-the-margarita'),
    excerpt: bi('Blanco, reposado e qualche idea per servire la tequila 100% agave come merita.', 'Blanco, reposado and a few ideas for serving 100% agave tequila the way it deserves.'),
    relatedProducts: ['V0011', 'V0012'],
    relatedProducers: ['P005'],
    body: {
      it: [
        p('In Italia la tequila ha avuto a lungo due sole vite: lo shot con sale e limone e il margarita. Nel frattempo in Messico e nei bar di mezzo mondo è diventata un distillato da degustazione, con una varietà di stili che ricorda quella del whisky. Il primo passo per proporla bene è scegliere una tequila 100% agave.'),
        h2('Cosa dice l’etichetta'),
        ul(
          '100% agave: solo agave blu Weber, senza aggiunta di altri zuccheri. È l’unica che vale la pena di mettere in carta.',
          'Blanco: non invecchiata o riposata meno di due mesi, fresca, vegetale, pepata.',
          'Reposado: da due mesi a un anno in legno, più morbida, con note di vaniglia e spezie dolci.',
          'Añejo: da uno a tre anni in botti piccole, da servire come un distillato invecchiato.',
        ),
        p('La cottura dell’agave cambia molto il risultato. I forni di pietra tradizionali danno una tequila più piena e dolce, con note di agave cotta e di terra; i metodi industriali più rapidi producono distillati più neutri. Quando assaggiamo una tequila per il catalogo, questa è una delle prime cose che chiediamo al produttore.'),
        h2('Tre idee per il banco'),
        ol(
          'Blanco liscia in un calice piccolo, accompagnata da una fetta d’arancia e un pizzico di cannella invece del classico sale e limone.',
          'Paloma con pompelmo fresco, soda e un filo di sale: dissetante, semplice e molto più interessante di un long drink qualsiasi.',
          'Reposado al posto del bourbon in un Old Fashioned, con sciroppo d’agave e bitter all’arancia.',
        ),
        q('Chi prova una buona blanco liscia raramente torna allo shot con sale e limone.'),
        p('Per i ristoranti la tequila ha anche un futuro a tavola: una blanco fresca accompagna sorprendentemente bene i crudi di pesce con agrumi e peperoncino, mentre la reposado regge i piatti affumicati e le carni alla brace. Con la Tequila Blanco e la Reposado di Agave Azul de Jalisco organizziamo volentieri un assaggio per lo staff: il modo migliore per imparare a venderla è berla nel modo giusto.'),
      ],
      en: [
        p('In Italy tequila has long had just two lives: the shot with salt and lime, and the margarita. Meanwhile, in Mexico and in bars half the world over, it has become a spirit for sipping, with a range of styles that rivals whisky. The first step to offering it well is choosing a 100% agave tequila.'),
        h2('What the label tells you'),
        ul(
          '100% agave: blue Weber agave only, with no other sugars added. It is the only kind worth listing.',
          'Blanco: unaged or rested for under two months; fresh, green and peppery.',
          'Reposado: two months to a year in wood; rounder, with vanilla and sweet spice.',
          'Añejo: one to three years in small casks, to be served like any aged spirit.',
        ),
        p('How the agave is cooked makes a big difference. Traditional stone ovens give a fuller, sweeter tequila with notes of roasted agave and earth, while faster industrial methods produce more neutral spirits. When we taste a tequila for the catalogue, it is one of the first things we ask the producer.'),
        h2('Three ideas for the bar'),
        ol(
          'Blanco neat in a small glass, with a slice of orange and a pinch of cinnamon instead of the usual salt and lime.',
          'A Paloma with fresh grapefruit, soda and a pinch of salt: refreshing, simple and far more interesting than a generic highball.',
          'Reposado instead of bourbon in an Old Fashioned, with agave syrup and orange bitters.',
        ),
        q('Anyone who tries a good blanco neat rarely goes back to the salt-and-lime shot.'),
        p('Tequila has a future at the table as well: a fresh blanco is surprisingly good with raw fish dressed with citrus and chilli, while a reposado stands up to smoky dishes and grilled meat. We are always happy to run a staff tasting of the Agave Azul de Jalisco Blanco and Reposado, because the best way to learn to sell tequila is to drink it properly.'),
      ],
    },
  },
  {
    section: 'blog',
    tags: ['blog'],
    publishedAt: '2024-07-15',
    author: 'marco-bellandi',
    title: bi('Drink a bassa gradazione: l’estate leggera', 'Low-alcohol drinks: a lighter summer'),
    slug: bi('drink-a-bassa-gradazione', 'low-alcohol-drinks'),
    excerpt: bi('Spritz, highball e vermouth allungati: come costruire una lista leggera che non sembri un ripiego.', 'Spritz, highballs and lengthened vermouth: a light list that never feels like second best.'),
    relatedProducts: ['V0016', 'V0014', 'V0005'],
    relatedProducers: ['P007', 'P002'],
    body: {
      it: [
        p('D’estate l’aperitivo si allunga e i clienti chiedono drink da bere con calma, magari più di uno, senza uscire dal locale barcollando. I drink a bassa gradazione non sono una moda passeggera: sono la risposta a un modo di bere più consapevole. Il segreto è non presentarli come versioni “diet” dei cocktail veri.'),
        h2('Le basi su cui lavorare'),
        ul(
          'Vermouth, bitter e aperitivi: hanno già struttura e aromaticità, basta allungarli con intelligenza.',
          'Vini fermi e frizzanti: la base dello spritz, ma anche di molti highball da riscoprire.',
          'Sake e vini fortificati come il Marsala secco, ottimi con soda e ghiaccio.',
          'Acque toniche e soda di qualità: in un drink leggero sono metà del bicchiere, non un dettaglio.',
        ),
        h2('Tre drink da mettere in carta'),
        ol(
          'Vermouth tonic: vermouth bianco o rosso, tonica secca, ghiaccio abbondante e una fetta di pompelmo.',
          'Spritz alle erbe: bitter, vino frizzante, soda e una foglia di salvia al posto della solita oliva.',
          'Gin tonic corto: un solo centilitro e mezzo di gin botanico, tanta tonica e una guarnizione che ne richiami le erbe.',
        ),
        p('Per il servizio conta la temperatura. Bicchieri freddi, ghiaccio secco e compatto e bottiglie conservate in frigo permettono di ridurre l’alcol senza perdere freschezza. Un drink leggero servito tiepido è il modo più rapido per deludere un cliente.'),
        p('Anche la carta deve fare la sua parte. Mettete i drink leggeri in una sezione con un nome proprio, non in fondo come alternativa, e indicate la gradazione approssimativa di ciascuno. Molti clienti apprezzano sapere quanto stanno bevendo e scelgono di conseguenza, magari ordinando un secondo giro.'),
        q('Un drink leggero deve essere buono prima ancora di essere leggero.'),
        p('Sul prezzo non abbiate timore: un buon drink a bassa gradazione richiede la stessa tecnica e la stessa cura di un cocktail classico. Se volete provare, lo Spritz veneziano pronto da bere di Gin Lab Laguna è una base comoda per i locali che hanno poco personale al banco nelle ore di punta.'),
      ],
      en: [
        p('In summer the aperitivo stretches out, and guests want drinks they can take their time over, perhaps more than one, without leaving unsteadily. Low-alcohol drinks are not a passing fad: they are the answer to a more mindful way of drinking. The trick is never to present them as “diet” versions of the real thing.'),
        h2('The building blocks'),
        ul(
          'Vermouth, bitters and aperitivi: they already have body and aroma and only need lengthening with care.',
          'Still and sparkling wine: the base of the spritz, and of many highballs worth rediscovering.',
          'Sake and fortified wines such as dry Marsala, excellent with soda and ice.',
          'Good tonics and sodas: in a light drink they make up half the glass, so they are no detail.',
        ),
        h2('Three drinks for the menu'),
        ol(
          'Vermouth and tonic: white or red vermouth, a dry tonic, plenty of ice and a slice of grapefruit.',
          'Herbal spritz: bitter, sparkling wine, soda and a sage leaf instead of the usual olive.',
          'A short gin and tonic: just 15 ml of botanical gin, lots of tonic and a garnish that echoes its herbs.',
        ),
        p('Temperature matters. Chilled glasses, hard, dry ice and bottles kept in the fridge let you cut the alcohol without losing freshness. A light drink served lukewarm is the fastest way to disappoint a guest.'),
        p('The menu has to play its part as well. Give light drinks a section with its own name rather than tucking them at the bottom as an alternative, and show the approximate strength of each. Many guests like to know how much they are drinking and choose accordingly, often ordering a second round.'),
        q('A light drink has to be good before it is light.'),
        p('Don’t be shy on price: a good low-alcohol drink needs the same skill and care as a classic cocktail. If you want to give it a go, the Gin Lab Laguna ready-to-drink Venetian Spritz is a handy base for bars that are short of hands behind the counter at peak times.'),
      ],
    },
  },
  {
    section: 'blog',
    tags: ['blog', 'editors'],
    publishedAt: '2026-01-20',
    author: 'elena-sartori',
    title: bi('Botti da whisky: sherry, bourbon e finish', 'Whisky casks: sherry, bourbon and finishes'),
    slug: bi('botti-da-whisky-sherry-bourbon-finish', 'whisky-casks-sherry-bourbon-finishes'),
    excerpt: bi('Da dove viene il colore di un single malt e perché la botte conta più degli anni in etichetta.', 'Where a single malt gets its colour, and why the cask matters more than the age statement.'),
    relatedProducts: ['V0007', 'V0008'],
    relatedProducers: ['P003'],
    body: {
      it: [
        p('Quando assaggio un whisky per il catalogo, la prima domanda che faccio al distillatore non riguarda l’età ma la botte. Un single malt passa nel legno almeno tre anni, spesso dodici o diciotto, e in quel tempo il legno gli regala buona parte dei profumi, tutto il colore e una parte importante della struttura. Capire le botti significa capire il whisky.'),
        h2('Le botti più comuni'),
        ul(
          'Ex-bourbon: botti americane di rovere bianco usate una volta per il bourbon. Danno vaniglia, cocco, miele e frutta gialla.',
          'Ex-sherry: botti di rovere europeo che hanno contenuto sherry oloroso o Pedro Ximénez. Portano frutta secca, uvetta, cioccolato e spezie.',
          'Botti di vino, porto o rum: usate quasi sempre per un finish, un passaggio finale di qualche mese.',
          'Botti vergini o ricostruite: più rare, danno molto legno in poco tempo e vanno dosate con attenzione.',
        ),
        h2('Primo, secondo e terzo riempimento'),
        p('Una botte non è mai uguale a se stessa. Al primo riempimento cede molto: colore, tannino, aromi del liquido che conteneva. Al secondo e al terzo cede meno e lascia parlare di più il distillato. Molti mastri distillatori preferiscono proprio le botti già usate, perché permettono invecchiamenti lunghi senza che il legno copra tutto.'),
        h3('E il finish?'),
        p('Il finish è un affinamento finale, di solito da sei mesi a due anni, in una botte diversa da quella principale. Quando è fatto bene aggiunge una sfumatura, quando è fatto male maschera un whisky banale. Per questo chiediamo sempre quanto è durato e che botte è stata usata: sono informazioni che poi passiamo ai nostri clienti.'),
        q('Gli anni in etichetta dicono quanto ha aspettato un whisky; la botte dice che cosa ha imparato nel frattempo.'),
        p('Un’ultima nota sul colore. Molti whisky ricevono una piccola aggiunta di caramello per uniformare il colore da un lotto all’altro: è consentito, ma i produttori più attenti lo evitano e lo scrivono in etichetta. I single malt di Glen Corran non sono colorati né filtrati a freddo, e il loro colore viene tutto dal legno. È un dettaglio che gli appassionati apprezzano e che vale la pena di raccontare.'),
        p('Il Glen Corran 12 anni Sherry Cask e il 18 anni della stessa distilleria sono un buon esempio: stesso distillato, botti diverse e tempi diversi, due whisky che sembrano venire da due mondi. Se gestite un whisky bar, proporli in degustazione affiancata è il modo più efficace per spiegare ai clienti quanto conta il legno. E per il servizio bastano un calice a tulipano, qualche goccia d’acqua a disposizione e nessun ghiaccio per i più vecchi.'),
      ],
      en: [
        p('When I taste a whisky for the catalogue, my first question to the distiller is not about age but about the cask. A single malt spends at least three years in wood, often twelve or eighteen, and in that time the wood gives it much of its aroma, all of its colour and a good deal of its structure. Understanding casks means understanding whisky.'),
        h2('The most common casks'),
        ul(
          'Ex-bourbon: American white oak barrels used once for bourbon. They bring vanilla, coconut, honey and yellow fruit.',
          'Ex-sherry: European oak casks that held oloroso or Pedro Ximénez sherry. They bring dried fruit, raisins, chocolate and spice.',
          'Wine, port or rum casks: almost always used for a finish, a final stay of a few months.',
          'Virgin or rebuilt casks: rarer, they give a lot of wood quickly and must be handled with care.',
        ),
        h2('First, second and third fill'),
        p('No cask stays the same. On its first fill it gives a great deal: colour, tannin and the aromas of whatever it held before. On the second and third fills it gives less and lets the spirit speak. Many master distillers prefer used casks for exactly that reason, because they allow long maturation without the wood taking over.'),
        h3('And the finish?'),
        p('A finish is a final period of maturation, usually six months to two years, in a different cask from the main one. Done well, it adds a nuance; done badly, it disguises an ordinary whisky. That is why we always ask how long it lasted and which cask was used, and we pass the answers on to our customers.'),
        q('The age on the label tells you how long a whisky waited; the cask tells you what it learned in the meantime.'),
        p('A last word on colour. Many whiskies receive a little caramel to keep the colour consistent from batch to batch: it is permitted, but the most careful producers avoid it and say so on the label. Glen Corran single malts are neither coloured nor chill-filtered, so all of their colour comes from the wood. It is a detail enthusiasts appreciate, and one worth mentioning.'),
        p('The Glen Corran 12 Year Old Sherry Cask and the 18 Year Old from the same distillery are a good example: the same new-make spirit, different casks and different lengths of time, and two whiskies that seem to come from different worlds. If you run a whisky bar, pouring them side by side is the most effective way to show guests how much the wood matters. For the serve you need nothing more than a tulip glass, a little water on the side and no ice for the older ones.'),
      ],
    },
  },
  {
    section: 'blog',
    tags: ['blog'],
    publishedAt: '2025-04-08',
    author: 'elena-sartori',
    title: bi('Come scegliamo un produttore', 'How we choose a producer'),
    slug: bi('come-scegliamo-un-produttore', 'how-we-choose-a-producer'),
    excerpt: bi('Visite, assaggi e strette di mano: il percorso di una bottiglia prima di entrare nel catalogo Vinea.', 'Visits, tastings and handshakes: the path a bottle takes before it joins the Vinea catalogue.'),
    body: {
      it: [
        p('Ogni anno riceviamo centinaia di proposte: campioni spediti per posta, cataloghi, inviti alle fiere. Nel catalogo entrano pochissime referenze nuove, di solito non più di una ventina. Non perché siamo difficili, ma perché ogni produttore che scegliamo diventa una responsabilità verso i nostri clienti e verso i nostri agenti. Per questo la selezione è lenta, e lo è volutamente.'),
        h2('Il primo assaggio'),
        p('Tutto comincia alla cieca. Il campione viene assaggiato da me, da Giulia Ferraris e da almeno un agente che conosce bene il mercato dei locali. Ci chiediamo se il prodotto è buono, se è diverso da quello che abbiamo già e se sapremmo a chi venderlo. Se una sola di queste risposte è incerta, ci fermiamo lì. Succede più spesso di quanto si pensi, e quasi mai ce ne pentiamo.'),
        h2('La visita'),
        p('Se l’assaggio convince, andiamo a trovare il produttore. Camminiamo in vigna o tra gli alambicchi, guardiamo come lavora, quante persone ci sono, quanto produce e con che regolarità. Una distilleria che imbottiglia tremila bottiglie l’anno può essere straordinaria, ma dobbiamo essere sicuri di poterla servire tutto l’anno senza rotture di stock.'),
        h3('Che cosa guardiamo'),
        ul(
          'La materia prima: da dove arrivano le uve, le vinacce, le erbe o il cereale.',
          'La costanza: assaggiamo più lotti e più annate dello stesso prodotto.',
          'La trasparenza: etichette chiare, schede tecniche complete, nessun segreto sulle aggiunte.',
          'La persona: ci deve piacere lavorarci insieme, perché il rapporto durerà anni.',
        ),
        q('Una bottiglia entra nel catalogo quando sappiamo raccontare chi l’ha fatta, non solo che sapore ha.'),
        p('Solo dopo arrivano il prezzo, la logistica e i materiali per i locali. È un percorso lungo, a volte più di un anno, ma ci permette di dire con tranquillità che conosciamo uno per uno i circa cinquanta produttori del nostro catalogo. E se siete un produttore e pensate di avere qualcosa da raccontarci, trovate come proporvi nella pagina dei contatti per i produttori.'),
      ],
      en: [
        p('Every year we receive hundreds of proposals: samples in the post, brochures, invitations to trade fairs. Very few new references make it into the catalogue, usually no more than twenty. Not because we are difficult, but because every producer we choose becomes a responsibility towards our customers and our agents. That is why selection is slow, and deliberately so.'),
        h2('The first tasting'),
        p('Everything starts blind. The sample is tasted by me, by Giulia Ferraris and by at least one agent who knows the on-trade well. We ask ourselves whether the product is good, whether it differs from what we already have and whether we would know whom to sell it to. If any one of those answers is uncertain, we stop there. It happens more often than you might think, and we rarely regret it.'),
        h2('The visit'),
        p('If the tasting convinces us, we go to see the producer. We walk the vineyard or the still house, watch how they work, how many people are involved, how much they make and how consistently. A distillery bottling three thousand bottles a year can be extraordinary, but we have to be sure we can supply it all year without running out.'),
        h3('What we look for'),
        ul(
          'Raw materials: where the grapes, pomace, herbs or grain come from.',
          'Consistency: we taste several batches and vintages of the same product.',
          'Transparency: clear labels, full technical sheets and no secrets about additions.',
          'The person: we have to enjoy working together, because the relationship will last for years.',
        ),
        q('A bottle joins the catalogue when we can tell the story of who made it, not just how it tastes.'),
        p('Only then do we talk about price, logistics and point-of-sale material. It is a long process, sometimes more than a year, but it means we can say with confidence that we know every one of the fifty or so producers in our catalogue. And if you are a producer with a story to tell us, the producers’ contact page explains how to get in touch.'),
      ],
    },
  },
  {
    section: 'blog',
    tags: ['blog'],
    publishedAt: '2024-10-03',
    author: 'elena-sartori',
    title: bi('Cognac: VS, VSOP, XO senza segreti', 'Cognac: VS, VSOP and XO explained'),
    slug: bi('cognac-vs-vsop-xo', 'cognac-vs-vsop-xo-explained'),
    excerpt: bi('Che cosa indicano le sigle del Cognac e come sceglierlo per il proprio locale.', 'What the Cognac age grades mean, and how to choose one for your venue.'),
    relatedProducts: ['V0013'],
    relatedProducers: ['P006'],
    body: {
      it: [
        p('Il Cognac ha un sistema di classificazione che sembra fatto apposta per confondere: sigle inglesi, nomi di zone che ricordano lo Champagne, annate che compaiono solo di rado. In realtà le regole sono poche e chiare. Conoscerle aiuta a scegliere la referenza giusta e a spiegarla al cliente in poche parole.'),
        h2('Le sigle d’invecchiamento'),
        ul(
          'VS (Very Special): l’acquavite più giovane del blend ha almeno due anni di botte.',
          'VSOP (Very Superior Old Pale): almeno quattro anni, più rotondo e adatto anche alla miscelazione di qualità.',
          'XO (Extra Old): almeno dieci anni, da servire liscio, a fine pasto.',
        ),
        p('Gli anni indicati sono sempre quelli dell’acquavite più giovane: un buon XO contiene spesso acquaviti molto più vecchie del minimo richiesto. Alcune case, come la Maison Delaunay che distribuiamo, imbottigliano anche Cognac di una sola annata, una rarità che fa la felicità degli appassionati.'),
        h2('I cru'),
        p('La zona del Cognac è divisa in sei cru. Grande Champagne e Petite Champagne, con i loro suoli calcarei, danno le acquaviti più fini e longeve; Borderies regala profumi floreali di violetta; Fins Bois e Bons Bois producono acquaviti più rotonde, che maturano più in fretta. Il nome Champagne, qui, indica il tipo di terreno e non ha nulla a che fare con le bollicine.'),
        p('Per la carta di un ristorante consigliamo di partire da due referenze: un VSOP, versatile e adatto anche ai clienti meno esperti, e un XO o un’annata per chi cerca un dopocena importante. Affiancarle permette al cameriere di mostrare in concreto la differenza che fanno gli anni di botte. Ed è spesso l’occasione per far salire lo scontrino senza forzare nessuno.'),
        q('Per un ristorante un buon VSOP di Grande Champagne è spesso la scelta più equilibrata tra qualità e prezzo.'),
        p('Servitelo in un calice a tulipano, a temperatura ambiente, senza scaldarlo con la fiamma come si faceva un tempo: il calore della mano basta e avanza. E se il vostro bar lavora con i classici, un VSOP dà un Sidecar che i clienti non dimenticano.'),
      ],
      en: [
        p('Cognac has a grading system that might have been designed to confuse: English initials, districts that sound like Champagne and vintages that rarely appear. In fact the rules are few and clear. Knowing them helps you pick the right bottle and explain it to guests in a few words.'),
        h2('The age grades'),
        ul(
          'VS (Very Special): the youngest brandy in the blend has spent at least two years in cask.',
          'VSOP (Very Superior Old Pale): at least four years; rounder, and good in quality cocktails too.',
          'XO (Extra Old): at least ten years, to be sipped neat at the end of a meal.',
        ),
        p('The age always refers to the youngest eau-de-vie in the blend, so a good XO often contains brandies far older than the minimum. Some houses, such as Maison Delaunay, whose Cognacs we distribute, also bottle single-vintage Cognac, a rarity that enthusiasts love.'),
        h2('The crus'),
        p('The Cognac region is divided into six crus. Grande Champagne and Petite Champagne, on chalky soils, give the finest and longest-lived brandies; Borderies brings floral, violet-scented aromas; Fins Bois and Bons Bois produce rounder spirits that mature more quickly. Champagne here refers to the type of soil and has nothing to do with bubbles.'),
        p('For a restaurant list we suggest starting with two references: a VSOP, versatile and approachable for less experienced guests, and an XO or a single vintage for those who want a special after-dinner glass. Offering both lets your staff show in practice what the years in cask actually do. It is often a chance to lift the bill without pushing anyone.'),
        q('For a restaurant, a good Grande Champagne VSOP is often the best balance of quality and price.'),
        p('Serve it in a tulip glass at room temperature, without warming it over a flame as people once did: the warmth of your hand is more than enough. And if your bar works with the classics, a VSOP makes a Sidecar guests won’t forget.'),
      ],
    },
  },
  {
    section: 'blog',
    tags: ['editors', 'blog'],
    publishedAt: '2026-06-30',
    author: 'davide-lanfranchi',
    title: bi('Serate a tema: come organizzarne una che funziona', 'Themed evenings: how to run one that works'),
    slug: bi('serate-a-tema-come-organizzarle', 'themed-evenings-how-to-run-them'),
    excerpt: bi('Dall’idea al giorno dopo: il metodo dei locali che riempiono la sala anche di martedì.', 'From the idea to the morning after: how the best venues fill the room even on a Tuesday.'),
    body: {
      it: [
        p('Negli ultimi due anni ho seguito una trentina di serate a tema organizzate dai clienti di Vinea, dalle osterie di paese ai cocktail bar di città. Alcune hanno riempito la sala per mesi, altre sono finite con più personale che ospiti. La differenza raramente sta nel budget: sta quasi sempre nella preparazione e in una domanda semplice, cioè per chi stiamo organizzando la serata. Ho raccolto qui quello che ho imparato, con qualche numero e molti consigli pratici.'),
        h2('Partire dal pubblico, non dal prodotto'),
        p('L’errore più comune è partire da una bottiglia che si vuole vendere e costruirci intorno un evento. Funziona meglio il contrario: chiedersi chi sono i clienti del martedì o del giovedì, che cosa li incuriosisce, quanto sono disposti a spendere. Una serata di whisky torbati può essere perfetta per un pub di provincia e un disastro per un’enoteca frequentata da coppie giovani. Ecco le formule che abbiamo visto funzionare più spesso, in locali molto diversi tra loro.'),
        ul(
          'La verticale: tre o quattro annate o invecchiamenti dello stesso prodotto, raccontati da chi lo fa. Funziona benissimo con grappe, whisky e Marsala.',
          'Il viaggio: una regione o un paese, con piatti e bicchieri pensati insieme, dal Piemonte del vermouth al Giappone del sake. La cucina va coinvolta fin dall’inizio, non all’ultimo momento.',
          'La sfida alla cieca: due stili a confronto, con gli ospiti che votano e scoprono le etichette alla fine. È la formula più divertente e la più facile da ripetere ogni mese.',
          'Il dopocena guidato: amari, grappe e distillati invecchiati serviti in piccole dosi con un dolce o un formaggio. Ideale nei ristoranti, perché non richiede di cambiare il servizio della cena.',
        ),
        h2('I numeri prima dell’invito'),
        p('Una serata a tema deve stare in piedi economicamente. Fissate il prezzo per persona partendo dal costo del cibo e delle bevande, aggiungete il personale in più e decidete quanti ospiti vi servono per andare in pari. Di solito un percorso di quattro assaggi con abbinamenti funziona tra i trenta e i cinquanta euro, a seconda della città e dei prodotti. Per le quantità contate tre o quattro centilitri a ospite per i distillati e otto-dieci centilitri per i vini. Meglio un prezzo tondo e tutto compreso che una lista di supplementi.'),
        p('Qui un fornitore che consegna senza minimo d’ordine fa la differenza: potete comprare una sola bottiglia di ogni referenza da presentare, senza scommettere su casse intere. I nostri agenti, poi, aiutano a costruire il percorso, a scegliere le referenze e a preparare le schede da lasciare sui tavoli. E se la serata va bene, potete riordinare in tempo per la settimana successiva: la consegna arriva in tre giorni lavorativi, isole comprese.'),
        p('Poi c’è la comunicazione, che va cominciata almeno tre settimane prima. Il canale che funziona meglio resta il più semplice: il cameriere che ne parla ai clienti abituali mentre porta il conto, un cartoncino sul tavolo, un messaggio a chi ha partecipato alla serata precedente. I social aiutano, ma da soli raramente riempiono una sala di martedì. Un buon trucco è fissare un numero chiuso di posti e dirlo chiaramente: la scarsità, anche piccola, spinge a prenotare subito e vi permette di organizzare la cucina con precisione.'),
        h2('Il racconto e il giorno dopo'),
        p('Il momento più importante non è la degustazione, ma il racconto. Se potete, invitate il produttore o un suo rappresentante: una persona che spiega come nasce quello che si beve vale più di qualsiasi scheda. In alternativa, preparate il vostro staff con un assaggio qualche giorno prima, così che ognuno sappia dire due frasi su ogni bicchiere. Fotografate la serata, raccogliete i contatti di chi vuole essere avvisato della prossima e, il giorno dopo, mettete in carta per qualche settimana i prodotti presentati: è lì che la serata comincia davvero a rendere.'),
      ],
      en: [
        p('Over the last two years I have followed some thirty themed evenings run by Vinea customers, from village trattorias to city cocktail bars. Some filled the room for months; others ended with more staff than guests. The difference is rarely the budget. It almost always comes down to preparation, and to one simple question: who is the evening for? Here is what I have learned, with a few figures and plenty of practical advice.'),
        h2('Start with the guests, not the product'),
        p('The most common mistake is to start from a bottle you want to sell and build an event around it. The reverse works better: ask who your Tuesday or Thursday customers are, what makes them curious and how much they are willing to spend. An evening of peated whisky might be perfect for a country pub and a disaster in a wine bar full of young couples. These are the formats we have seen work most often, in very different venues.'),
        ul(
          'The vertical: three or four vintages or ages of the same product, introduced by the people who make it. It works beautifully with grappa, whisky and Marsala.',
          'The journey: one region or country, with food and drinks planned together, from vermouth country in Piedmont to sake country in Japan. Bring the kitchen in from the start, not at the last minute.',
          'The blind challenge: two styles head to head, with guests voting and the labels revealed at the end. It is the most fun and the easiest to repeat every month.',
          'The guided after-dinner: amari, grappas and aged spirits in small pours with a dessert or a cheese. Ideal for restaurants, because dinner service doesn’t have to change.',
        ),
        h2('Do the sums before sending invitations'),
        p('A themed evening has to pay its way. Set the price per head from the cost of food and drink, add the extra staff and work out how many guests you need to break even. A four-pour tasting with food usually sits between thirty and fifty euros, depending on the city and the products. For quantities, allow three or four centilitres per guest for spirits and eight to ten for wines. A round, all-inclusive price is better than a list of extras.'),
        p('This is where a supplier with no minimum order makes all the difference: you can buy a single bottle of each reference you want to present, without gambling on whole cases. Our agents will also help you plan the flight, choose the bottles and prepare the cards to leave on the tables. And if the evening goes well, you can reorder in time for the following week: delivery takes three working days, islands included.'),
        p('Then there is the promotion, which should start at least three weeks ahead. The channel that works best is still the simplest: the waiter mentioning it to regulars as the bill arrives, a card on the table, a message to everyone who came to the last one. Social media helps, but on its own it rarely fills a room on a Tuesday. A good trick is to set a fixed number of places and say so clearly: a little scarcity pushes people to book straight away and lets the kitchen plan precisely.'),
        h2('The story, and the morning after'),
        p('The key moment is not the tasting but the storytelling. If you can, invite the producer or someone from the estate: a person explaining how the drink in your glass was made beats any tasting note. Otherwise, brief your team with a tasting a few days before, so that everyone can say two sentences about every glass. Take photos, collect the contacts of guests who want to hear about the next one and, the following day, keep the featured products on the menu for a few weeks: that is when the evening really starts to pay off.'),
      ],
    },
  },
  {
    section: 'blog',
    tags: ['editors'],
    publishedAt: '2026-11-15',
    author: 'davide-lanfranchi',
    draft: true,
    title: bi('Quarant’anni di dopocena: com’è cambiato il banco', 'Forty years of after-dinner drinks: how the bar has changed'),
    slug: bi('quarant-anni-di-dopocena', 'forty-years-of-after-dinner-drinks'),
    excerpt: bi('Dal carrello dei liquori alla carta dei distillati: appunti per un racconto ancora in lavorazione.', 'From the liqueur trolley to the spirits list: notes for a story still in the making.'),
    body: {
      it: [
        p('Nel 1984, quando Vinea ha consegnato le prime casse, il dopocena di un ristorante italiano stava tutto su un carrello: una grappa bianca, un amaro famoso, un brandy e, nei locali più ambiziosi, un Cognac. Oggi molti ristoranti hanno una carta dei distillati lunga quanto quella dei vini. In mezzo ci sono quarant’anni di cambiamenti che vale la pena raccontare.'),
        h2('Gli anni del carrello'),
        p('Negli anni Ottanta e Novanta il dopocena era soprattutto un gesto di cortesia. Il cameriere portava il carrello, il cliente sceglieva quasi sempre la stessa bottiglia e spesso il bicchiere era offerto dalla casa. Le grappe erano giovani e servite ghiacciate, gli amari pochi e molto dolci.'),
        h2('La svolta dei distillati artigianali'),
        p('Dai primi anni Duemila qualcosa cambia. Arrivano le grappe monovitigno, i distillatori artigianali cominciano a firmare le bottiglie, i whisky di piccole distillerie trovano spazio anche fuori dai pub. I clienti iniziano a chiedere da dove arriva quello che bevono, e il personale di sala deve imparare a rispondere.'),
        ul(
          'Le grappe invecchiate entrano nelle carte dei ristoranti stellati.',
          'Il vermouth e l’amaro tornano al centro grazie alla rinascita dei cocktail classici.',
          'Sake, tequila 100% agave e mezcal diventano richieste normali anche in provincia.',
        ),
        q('Appunto per l’intervista: chiedere agli agenti più anziani quale bottiglia ha cambiato di più il loro lavoro.'),
        p('Questa bozza sarà completata con le testimonianze di ristoratori, bartender e agenti che hanno vissuto il cambiamento dall’interno. Ci manca ancora qualche numero sulle vendite degli anni Novanta, che stiamo recuperando dall’archivio di magazzino, e la voce dei produttori che lavorano con noi da più tempo. L’obiettivo è pubblicare il pezzo per il quarantunesimo anniversario, con le fotografie d’epoca che alcuni clienti ci hanno già prestato.'),
        p('Resta da decidere il taglio finale: una cronologia decennio per decennio oppure cinque ritratti di locali che hanno anticipato i tempi. La seconda strada è più viva, la prima più utile a chi lavora oggi dietro al banco. Ne parliamo in redazione la prossima settimana.'),
      ],
      en: [
        p('In 1984, when Vinea delivered its first cases, the after-dinner offer of an Italian restaurant fitted on a single trolley: a clear grappa, a famous amaro, a brandy and, in the more ambitious places, a Cognac. Today many restaurants have a spirits list as long as their wine list. In between lie forty years of change worth telling.'),
        h2('The trolley years'),
        p('In the eighties and nineties, after-dinner drinks were mostly a courtesy. The waiter wheeled the trolley over, guests nearly always chose the same bottle and the glass was often on the house. Grappas were young and served ice-cold, and there were few amari, most of them very sweet.'),
        h2('The craft spirits turn'),
        p('From the early 2000s something shifts. Single-grape grappas arrive, artisan distillers start signing their bottles and small-distillery whiskies find a place beyond the pub. Guests begin to ask where their drink comes from, and floor staff have to learn the answers.'),
        ul(
          'Aged grappas make their way onto Michelin-starred lists.',
          'Vermouth and amaro return to centre stage thanks to the revival of classic cocktails.',
          'Sake, 100% agave tequila and mezcal become ordinary requests, even in small towns.',
        ),
        q('Note for the interview: ask the longest-serving agents which bottle changed their job the most.'),
        p('This draft will be completed with accounts from restaurateurs, bartenders and agents who lived through the change from the inside. We are still missing some sales figures from the nineties, which we are digging out of the warehouse archive, and the voices of the producers who have worked with us the longest. The aim is to publish the piece for our forty-first anniversary, with the period photographs some customers have already lent us.'),
        p('The final angle is still to be decided: a decade-by-decade timeline, or five portraits of venues that were ahead of their time. The second is livelier, the first more useful to people working behind the bar today. We will discuss it at next week’s editorial meeting.'),
      ],
    },
  },
]

// ---------------------------------------------------------------------------------------------------------------
// News and events
// ---------------------------------------------------------------------------------------------------------------

const newsArticles: ArticleData[] = [
  {
    section: 'news',
    tags: ['events'],
    // Announced a month ahead; the masterclass itself is on 5 December 2026.
    publishedAt: '2026-11-05',
    title: bi('Masterclass grappa a Trento', 'Grappa masterclass in Trento'),
    slug: bi('masterclass-grappa-trento', 'grappa-masterclass-trento'),
    excerpt: bi('Una giornata in distilleria con i mastri distillatori della Val di Non.', 'A day at the distillery with the master distillers of Val di Non.'),
    event: {
      startsAt: '2026-12-05T10:00:00+01:00',
      endsAt: '2026-12-05T17:00:00+01:00',
      place: bi('Distilleria Alpestre Val di Non, Cles (Trento)', 'Distilleria Alpestre Val di Non, Cles (Trento)'),
    },
    relatedProducers: ['P001'],
    relatedProducts: ['V0001', 'V0002'],
    body: {
      it: [
        p('Sabato 5 dicembre apriamo le porte della Distilleria Alpestre Val di Non ai clienti Vinea per una giornata dedicata alla grappa. È il periodo giusto: le vinacce di Teroldego e Müller-Thurgau dell’ultima vendemmia sono appena passate negli alambicchi a bagnomaria e la distilleria lavora a pieno ritmo.'),
        h2('Il programma'),
        ul(
          'Ore 10: accoglienza e visita agli alambicchi durante la distillazione.',
          'Ore 11.30: degustazione guidata di grappe giovani e invecchiate con il mastro distillatore.',
          'Ore 13: pranzo trentino in distilleria.',
          'Ore 15: laboratorio sul servizio e sulla grappa in miscelazione, a cura di Marco Bellandi.',
        ),
        video('Gr4ppaTr3nt', 'Un giorno in distilleria in Val di Non'),
        p('La masterclass è riservata ai clienti Horeca e ai loro collaboratori, con un massimo di trenta partecipanti. La partecipazione è gratuita, il viaggio è a carico dei partecipanti. Per iscrivervi scrivete al vostro agente o all’ufficio formazione entro il 28 novembre.'),
      ],
      en: [
        p('On Saturday 5 December we are opening the doors of Distilleria Alpestre Val di Non to Vinea customers for a day devoted to grappa. The timing is ideal: the Teroldego and Müller-Thurgau pomace from this year’s harvest has just gone through the bain-marie stills, and the distillery is working flat out.'),
        h2('The programme'),
        ul(
          '10 am: welcome and a tour of the stills while distillation is under way.',
          '11.30 am: guided tasting of young and aged grappas with the master distiller.',
          '1 pm: a Trentino lunch at the distillery.',
          '3 pm: a workshop on serving grappa and using it in cocktails, led by Marco Bellandi.',
        ),
        video('Gr4ppaTr3nt', 'A day at the distillery in Val di Non'),
        p('The masterclass is open to hospitality customers and their staff, up to thirty people. Attendance is free; travel is at your own expense. To book a place, contact your agent or our training office by 28 November.'),
      ],
    },
  },
  {
    section: 'news',
    tags: ['events'],
    publishedAt: '2026-03-20',
    title: bi('Vinea al Vinitaly 2026', 'Vinea at Vinitaly 2026'),
    slug: bi('vinea-al-vinitaly-2026', 'vinea-at-vinitaly-2026'),
    excerpt: bi('Quattro giorni di assaggi, incontri e novità nel nostro stand in fiera a Verona.', 'Four days of tastings, meetings and new arrivals at our stand at the Verona fair.'),
    event: {
      startsAt: '2026-04-12T09:30:00+02:00',
      endsAt: '2026-04-15T18:00:00+02:00',
      place: bi('Fiera di Verona, padiglione 8, Verona', 'Verona Exhibition Centre, hall 8, Verona'),
    },
    body: {
      it: [
        p('Anche quest’anno Vinea sarà al Vinitaly, a pochi chilometri dal nostro magazzino. Nello stand del padiglione 8 presentiamo le novità del catalogo 2026 e ospitiamo, a turno, alcuni dei produttori con cui lavoriamo da più tempo.'),
        h2('Cosa troverete allo stand'),
        ul(
          'Il banco d’assaggio con oltre sessanta referenze, dai vini ai distillati.',
          'Gli incontri con i produttori, su appuntamento, per i clienti che vogliono approfondire.',
          'Un angolo dedicato alla miscelazione, con i drink a bassa gradazione della nuova carta estiva.',
        ),
        p('I clienti Horeca possono richiedere un ingresso omaggio al proprio agente fino a esaurimento. Vi aspettiamo per un brindisi e per due chiacchiere sulla stagione che arriva.'),
        q('La fiera è il momento in cui i nostri clienti possono parlare direttamente con chi fa le bottiglie che servono ogni sera.'),
      ],
      en: [
        p('Once again Vinea will be at Vinitaly, just a few kilometres from our warehouse. At our stand in hall 8 we are presenting the new arrivals in the 2026 catalogue and hosting, in turn, some of the producers we have worked with the longest.'),
        h2('What you will find at the stand'),
        ul(
          'A tasting counter with more than sixty references, from wines to spirits.',
          'Meetings with producers, by appointment, for customers who want to go deeper.',
          'A mixology corner featuring the low-alcohol drinks from our new summer list.',
        ),
        p('Hospitality customers can ask their agent for a complimentary pass while stocks last. Come and raise a glass with us and talk about the season ahead.'),
        q('The fair is when our customers can talk directly to the people who make the bottles they pour every night.'),
      ],
    },
  },
  {
    section: 'news',
    tags: ['events'],
    publishedAt: '2026-09-22',
    title: bi('Vinea alla Berlin Bar & Spirits Week', 'Vinea at Berlin Bar & Spirits Week'),
    slug: bi('vinea-alla-berlin-bar-spirits-week', 'vinea-at-berlin-bar-spirits-week'),
    excerpt: bi('Tre giorni a Berlino per scoprire le tendenze della miscelazione europea e presentare i distillati italiani.', 'Three days in Berlin to catch the trends in European mixology and show off Italian spirits.'),
    event: {
      startsAt: '2026-10-12T10:00:00+02:00',
      endsAt: '2026-10-14T18:00:00+02:00',
      place: bi('Arena Bar Expo, Berlino', 'Arena Bar Expo, Berlin'),
    },
    relatedProducers: ['P002', 'P007'],
    body: {
      it: [
        p('Dal 12 al 14 ottobre saremo a Berlino per la Berlin Bar & Spirits Week, l’appuntamento che riunisce bartender, distillatori e distributori da tutta Europa. Ci andiamo con due obiettivi: portare a casa idee per i nostri clienti e far conoscere agli operatori stranieri alcuni produttori italiani del nostro catalogo.'),
        p('Con noi ci saranno l’Erboristeria Liquoristica Monferrina, con il suo vermouth e i suoi amari, e Gin Lab Laguna, la microdistilleria veneziana che ha appena presentato il gin alla salicornia. Marco Bellandi terrà un breve seminario sull’aperitivo italiano visto da dietro il banco.'),
        h3('Per i clienti che vengono a Berlino'),
        ul(
          'Passaggio allo stand con degustazione riservata, su appuntamento.',
          'Una cena informale con i produttori la sera del 13 ottobre.',
          'Un resoconto delle tendenze più interessanti, inviato a tutti i clienti la settimana successiva.',
        ),
        p('Chi non può partire riceverà comunque il nostro resoconto, con le ricette e le idee che ci saranno sembrate più facili da portare nei locali italiani.'),
      ],
      en: [
        p('From 12 to 14 October we will be in Berlin for Berlin Bar & Spirits Week, the gathering of bartenders, distillers and distributors from across Europe. We go with two aims: to bring ideas home for our customers, and to introduce some of the Italian producers in our catalogue to buyers from abroad.'),
        p('With us will be Erboristeria Liquoristica Monferrina, with its vermouth and amari, and Gin Lab Laguna, the Venetian micro-distillery that has just launched its samphire gin. Marco Bellandi will give a short talk on the Italian aperitivo seen from behind the bar.'),
        h3('For customers coming to Berlin'),
        ul(
          'A private tasting at our stand, by appointment.',
          'An informal dinner with the producers on the evening of 13 October.',
          'A report on the most interesting trends, sent to all customers the following week.',
        ),
        p('If you can’t make the trip, you will still receive our report, with the recipes and ideas that seemed easiest to bring into Italian bars and restaurants.'),
      ],
    },
  },
  {
    section: 'news',
    tags: ['events'],
    publishedAt: '2026-09-05',
    title: bi('Open day al nuovo magazzino', 'Open day at the new warehouse'),
    slug: bi('open-day-nuovo-magazzino', 'open-day-new-warehouse'),
    excerpt: bi('Una giornata aperta a clienti e agenti per visitare il nuovo polo logistico di Verona.', 'A day for customers and agents to visit our new logistics centre in Verona.'),
    event: {
      startsAt: '2026-09-26T10:00:00+02:00',
      endsAt: '2026-09-26T18:00:00+02:00',
      place: bi('Magazzino Vinea, Via dell’Artigianato 14, Verona', 'Vinea warehouse, Via dell’Artigianato 14, Verona'),
    },
    body: {
      it: [
        p('Sabato 26 settembre inauguriamo il nuovo magazzino con una giornata aperta a clienti, agenti e produttori. Sarà l’occasione per vedere da vicino dove partono ogni giorno le consegne verso tutta Italia e per conoscere le persone che preparano i vostri ordini.'),
        ul(
          'Visite guidate ogni ora, dalla ricezione merci alla spedizione.',
          'Banchi d’assaggio con i produttori del Triveneto.',
          'Un buffet a cura di una trattoria veronese nostra cliente.',
        ),
        p('Per organizzare al meglio l’accoglienza vi chiediamo di segnalare la vostra presenza all’agente di zona. Il parcheggio interno è riservato agli ospiti per tutta la giornata.'),
        q('Abbiamo costruito questo spazio pensando a una cosa sola: far arrivare la bottiglia giusta, nel locale giusto, entro tre giorni.'),
      ],
      en: [
        p('On Saturday 26 September we are opening our new warehouse with an open day for customers, agents and producers. It is a chance to see where deliveries leave for the whole of Italy every day and to meet the people who pick and pack your orders.'),
        ul(
          'Guided tours every hour, from goods-in to dispatch.',
          'Tasting counters with producers from north-east Italy.',
          'A buffet prepared by a Verona trattoria that is one of our customers.',
        ),
        p('To help us welcome everyone properly, please let your local agent know you are coming. Parking on site is reserved for guests all day.'),
        q('We built this space with one thing in mind: getting the right bottle to the right venue within three days.'),
      ],
    },
  },
  {
    section: 'news',
    tags: ['events'],
    publishedAt: '2026-11-12',
    title: bi('Single malt a confronto: degustazione a Milano', 'Single malts side by side: a tasting in Milan'),
    slug: bi('degustazione-whisky-milano', 'whisky-tasting-milan'),
    excerpt: bi('Sherry cask, bourbon cask e finish: una serata per capire quanto conta la botte.', 'Sherry casks, bourbon casks and finishes: an evening to see how much the wood matters.'),
    event: {
      startsAt: '2027-01-25T18:30:00+01:00',
      endsAt: '2027-01-25T21:30:00+01:00',
      place: bi('Spazio Cantiere 21, Milano', 'Spazio Cantiere 21, Milan'),
    },
    relatedProducers: ['P003'],
    relatedProducts: ['V0007', 'V0008'],
    body: {
      it: [
        p('Lunedì 25 gennaio, giorno di chiusura di molti locali, invitiamo bartender e titolari di whisky bar a una degustazione comparata di single malt dello Speyside. Elena Sartori, responsabile acquisti distillati, guiderà l’assaggio insieme a un brand ambassador di Glen Corran Distillers.'),
        h2('In degustazione'),
        ol(
          'Un new make spirit, il distillato prima della botte.',
          'Glen Corran 12 anni Sherry Cask.',
          'Glen Corran 18 anni.',
          'Un campione di botte ex-bourbon imbottigliato solo per la serata.',
        ),
        p('I posti sono quaranta e vengono assegnati in ordine di richiesta. La serata è gratuita per i clienti Vinea; ai partecipanti lasceremo le schede tecniche e qualche idea per proporre i single malt in degustazione nei propri locali.'),
      ],
      en: [
        p('On Monday 25 January, the night many venues close, we are inviting bartenders and whisky-bar owners to a comparative tasting of Speyside single malts. Elena Sartori, our spirits buyer, will lead the tasting together with a brand ambassador from Glen Corran Distillers.'),
        h2('In the glass'),
        ol(
          'A new make spirit, the distillate before it goes into wood.',
          'Glen Corran 12 Year Old Sherry Cask.',
          'Glen Corran 18 Year Old.',
          'An ex-bourbon cask sample bottled just for the evening.',
        ),
        p('There are forty places, allocated in order of request. The evening is free for Vinea customers, and everyone will take home the technical sheets and a few ideas for offering single-malt flights in their own venues.'),
      ],
    },
  },
  {
    section: 'news',
    tags: ['events'],
    publishedAt: '2026-11-18',
    title: bi('Giornata del vermouth a Canelli', 'Vermouth day in Canelli'),
    slug: bi('giornata-del-vermouth-canelli', 'vermouth-day-canelli'),
    excerpt: bi('Tra le erbe e le botti dell’Erboristeria Monferrina, per imparare come nasce un vermouth di Torino.', 'Among the herbs and casks of Erboristeria Monferrina, to learn how a vermouth di Torino is made.'),
    event: {
      startsAt: '2027-02-22T10:00:00+01:00',
      endsAt: '2027-02-22T16:00:00+01:00',
      place: bi('Erboristeria Liquoristica Monferrina, Canelli (Asti)', 'Erboristeria Liquoristica Monferrina, Canelli (Asti)'),
    },
    relatedProducers: ['P002'],
    relatedProducts: ['V0005', 'V0004'],
    body: {
      it: [
        p('A febbraio torniamo in Monferrato per una giornata tutta dedicata al vermouth. I titolari dell’Erboristeria Liquoristica Monferrina ci mostreranno la sala delle macerazioni, dove artemisia, genziana, scorze d’agrumi e spezie riposano nell’alcol prima di incontrare il vino.'),
        p('Dopo la visita, una degustazione di vermouth bianchi e rossi a confronto e un laboratorio pratico per creare il proprio blend di erbe. Nel pomeriggio, spazio all’amaro del Monferrato e ai suoi usi nel dopocena e nella miscelazione.'),
        h3('Informazioni pratiche'),
        ul(
          'Posti disponibili: venticinque, riservati ai clienti Horeca.',
          'Pranzo incluso, viaggio a carico dei partecipanti.',
          'Iscrizioni tramite l’agente di zona entro il 10 febbraio.',
        ),
        q('Chi vede nascere un vermouth non lo serverà mai più caldo e dimenticato in fondo al banco.'),
      ],
      en: [
        p('In February we head back to Monferrato for a day devoted to vermouth. The owners of Erboristeria Liquoristica Monferrina will show us their maceration room, where wormwood, gentian, citrus peel and spices rest in alcohol before they meet the wine.'),
        p('After the tour there is a side-by-side tasting of white and red vermouths and a hands-on workshop where you build your own herb blend. The afternoon turns to the Monferrato amaro and how to use it after dinner and in cocktails.'),
        h3('Practical details'),
        ul(
          'Twenty-five places, reserved for hospitality customers.',
          'Lunch included; travel at your own expense.',
          'Book through your local agent by 10 February.',
        ),
        q('Once you have seen vermouth being made, you will never again serve it warm and forgotten at the back of the bar.'),
      ],
    },
  },
  {
    section: 'news',
    tags: ['events'],
    publishedAt: '2026-11-20',
    title: bi('Sake e cucina italiana: cena a Napoli', 'Sake and Italian food: a dinner in Naples'),
    slug: bi('sake-e-cucina-italiana-napoli', 'sake-and-italian-food-naples'),
    excerpt: bi('Una cena in cinque portate per scoprire come il sake accompagna i sapori del Sud.', 'A five-course dinner showing how sake works with the flavours of southern Italy.'),
    event: {
      startsAt: '2027-03-15T19:30:00+01:00',
      endsAt: '2027-03-15T23:00:00+01:00',
      place: bi('Enoteca Vico Sole, Napoli', 'Enoteca Vico Sole, Naples'),
    },
    relatedProducers: ['P008'],
    relatedProducts: ['V0017', 'V0018'],
    body: {
      it: [
        p('Dopo il successo della serata di Verona, portiamo il sake a Napoli. In collaborazione con l’Enoteca Vico Sole, nostra cliente da oltre dieci anni, proponiamo una cena in cinque portate in cui ogni piatto della tradizione campana incontra un sake di Kura Hoshino.'),
        ul(
          'Crudo di ricciola e agrumi della costiera con Ginjo Hoshizora.',
          'Pasta e patate con provola affumicata e Junmai Yukiguni a temperatura ambiente.',
          'Baccalà fritto e Junmai leggermente scaldato.',
        ),
        p('Giulia Ferraris guiderà la serata spiegando il servizio, le temperature e il modo di proporre il sake in carta. La cena è aperta ai clienti Horeca e ai loro collaboratori di sala, su prenotazione.'),
        p('Il numero di posti è limitato a trentadue. Le prenotazioni si raccolgono tramite l’agente di zona o scrivendo all’ufficio formazione.'),
      ],
      en: [
        p('After the success of our Verona evening, we are taking sake to Naples. Together with Enoteca Vico Sole, a customer of ours for more than ten years, we are hosting a five-course dinner in which each Campanian dish meets a sake from Kura Hoshino.'),
        ul(
          'Amberjack crudo with Amalfi Coast citrus and Hoshizora Ginjo.',
          'Pasta e patate with smoked provola and Yukiguni Junmai at room temperature.',
          'Fried salt cod with gently warmed junmai.',
        ),
        p('Giulia Ferraris will host the evening, explaining serving temperatures and how to present sake on a list. The dinner is open to hospitality customers and their floor staff, by reservation.'),
        p('Places are limited to thirty-two. Book through your local agent or by writing to our training office.'),
      ],
    },
  },
  {
    section: 'news',
    tags: ['news'],
    publishedAt: '2026-10-20',
    title: bi('Vendemmia 2026 nelle nostre cantine', 'The 2026 harvest in our cellars'),
    slug: bi('vendemmia-2026', 'harvest-2026'),
    excerpt: bi('Annata fresca e profumata: le prime impressioni dei produttori.', 'A fresh, fragrant vintage: first impressions from our producers.'),
    relatedProducers: ['P001', 'P004'],
    body: {
      it: [
        p('La vendemmia 2026 si è chiusa nelle ultime settimane in quasi tutte le cantine con cui lavoriamo. Dopo un’estate meno torrida delle ultime, con piogge ben distribuite a luglio e notti fresche a settembre, i produttori parlano di uve sane, acidità vivaci e profumi intensi.'),
        h2('Le prime impressioni'),
        ul(
          'Trentino: ottimi Teroldego e Müller-Thurgau, con vinacce di grande qualità per le distillerie.',
          'Piemonte: Moscato e Barbera equilibrati, raccolta anticipata di qualche giorno.',
          'Sicilia: Grillo e Catarratto sani e profumati, rese leggermente inferiori alla media.',
          'Veneto: Garganega e Corvina in buono stato, con una maturazione lenta che promette vini longevi.',
        ),
        p('Sono valutazioni a caldo, che andranno confermate in cantina nei prossimi mesi. Ma il clima di fiducia è diffuso, e per le distillerie che lavorano vinacce fresche una buona annata significa grappe migliori già dalla prossima primavera.'),
        q('Un’annata fresca non fa rumore, ma si riconosce nel bicchiere per anni.'),
      ],
      en: [
        p('The 2026 harvest has wrapped up over the past few weeks at almost every winery we work with. After a summer less scorching than recent ones, with well-spread rain in July and cool nights in September, producers are talking about healthy grapes, lively acidity and intense aromas.'),
        h2('First impressions'),
        ul(
          'Trentino: excellent Teroldego and Müller-Thurgau, with top-quality pomace for the distilleries.',
          'Piedmont: balanced Moscato and Barbera, picked a few days early.',
          'Sicily: healthy, fragrant Grillo and Catarratto, with yields slightly below average.',
          'Veneto: Garganega and Corvina in good shape, with slow ripening that promises long-lived wines.',
        ),
        p('These are first reactions, to be confirmed in the cellar over the coming months. But confidence is widespread, and for distilleries working with fresh pomace a good vintage means better grappa as early as next spring.'),
        q('A fresh vintage doesn’t make headlines, but you taste it in the glass for years.'),
      ],
    },
  },
  {
    section: 'news',
    tags: ['news'],
    publishedAt: '2025-12-01',
    title: bi('Sei nuovi produttori nel catalogo 2026', 'Six new producers in the 2026 catalogue'),
    slug: bi('sei-nuovi-produttori-catalogo-2026', 'six-new-producers-2026-catalogue'),
    excerpt: bi('Dal Giappone alla Laguna veneta: chi entra nel catalogo Vinea con il nuovo anno.', 'From Japan to the Venetian lagoon: who joins the Vinea catalogue in the new year.'),
    relatedProducers: ['P007', 'P008'],
    body: {
      it: [
        p('Con il catalogo 2026 entrano nella famiglia Vinea sei nuovi produttori, scelti dopo un anno di assaggi e visite. Sono realtà piccole, in qualche caso piccolissime, che abbiamo conosciuto di persona e che portano nel catalogo stili e territori che mancavano.'),
        p('Tra le novità più attese c’è Kura Hoshino, birrificio di sake della prefettura di Niigata, e Gin Lab Laguna, microdistilleria veneziana che lavora con botaniche della laguna e delle Dolomiti. Completano il gruppo una distilleria di mele del Trentino, un produttore di rum agricolo della Martinica e due cantine siciliane.'),
        h3('Come assaggiarli'),
        ul(
          'Chiedete al vostro agente il kit campioni delle novità, disponibile da gennaio.',
          'Le schede tecniche sono già online nella sezione prodotti.',
          'Tutte le referenze sono ordinabili anche a bottiglia singola.',
        ),
        p('Come sempre, nessun minimo d’ordine: il modo migliore per scoprire un nuovo produttore è metterne una bottiglia al banco e vedere come reagiscono i clienti.'),
      ],
      en: [
        p('The 2026 catalogue welcomes six new producers to the Vinea family, chosen after a year of tastings and visits. They are small operations, some of them tiny, which we have met in person and which bring styles and places the catalogue was missing.'),
        p('Among the most eagerly awaited are Kura Hoshino, a sake brewery in Niigata prefecture, and Gin Lab Laguna, a Venetian micro-distillery working with botanicals from the lagoon and the Dolomites. The group is completed by an apple distillery in Trentino, an agricultural rum producer in Martinique and two Sicilian wineries.'),
        h3('How to taste them'),
        ul(
          'Ask your agent for the new-arrivals sample kit, available from January.',
          'The technical sheets are already online in the products section.',
          'Every reference can be ordered by the single bottle.',
        ),
        p('As always there is no minimum order: the best way to discover a new producer is to put one bottle on the bar and see how your guests react.'),
      ],
    },
  },
  {
    section: 'news',
    tags: ['news'],
    publishedAt: '2026-11-16',
    title: bi('Consegne di Natale: il calendario 2026', 'Christmas deliveries: the 2026 calendar'),
    slug: bi('consegne-di-natale-2026', 'christmas-deliveries-2026'),
    excerpt: bi('Le date utili per ordinare e ricevere la merce prima delle feste.', 'The dates to order by so your stock arrives before the holidays.'),
    body: {
      it: [
        p('Dicembre è il mese più intenso dell’anno per i nostri clienti e per il nostro magazzino. Per garantire la consegna in tre giorni lavorativi anche sotto le feste, abbiamo prolungato gli orari del magazzino e rafforzato i turni di preparazione degli ordini.'),
        h2('Le date da ricordare'),
        ul(
          'Ordini entro venerdì 18 dicembre: consegna garantita entro il 23 dicembre in tutta Italia, isole comprese.',
          'Dal 24 al 26 dicembre e il 1° gennaio il magazzino resta chiuso.',
          'Ordini dal 27 al 31 dicembre: consegna a partire dal 29 dicembre, secondo la zona.',
          'Il servizio clienti risponde fino alle 13 del 24 e del 31 dicembre.',
        ),
        p('Per le confezioni regalo e le referenze in quantità limitata vi consigliamo di ordinare con qualche giorno di anticipo. Il vostro agente può aiutarvi a preparare un ordine unico per le feste, senza alcun minimo.'),
      ],
      en: [
        p('December is the busiest month of the year for our customers and for our warehouse. To keep our three-working-day delivery promise over the holidays, we have extended warehouse hours and added picking shifts.'),
        h2('Dates to remember'),
        ul(
          'Orders by Friday 18 December: guaranteed delivery by 23 December anywhere in Italy, islands included.',
          'The warehouse is closed from 24 to 26 December and on 1 January.',
          'Orders from 27 to 31 December: delivery from 29 December, depending on your area.',
          'Customer service answers until 1 pm on 24 and 31 December.',
        ),
        p('For gift boxes and limited references, we recommend ordering a few days early. Your agent can help you put together a single holiday order, with no minimum.'),
      ],
    },
  },
  {
    section: 'news',
    tags: ['journal'],
    publishedAt: '2026-09-01',
    title: bi('Nuovo magazzino a Verona', 'A new warehouse in Verona'),
    slug: bi('nuovo-magazzino-verona', 'new-warehouse-verona'),
    excerpt: bi('Più spazio e consegne più rapide nel Nord-Est.', 'More space and faster deliveries in the North-East.'),
    body: {
      it: [
        p('Dopo diciotto mesi di lavori è operativo il nuovo magazzino Vinea nella zona artigianale di Verona sud. Seimila metri quadrati, il doppio della vecchia sede, con un’area a temperatura controllata per vini e sake e una zona dedicata alla preparazione degli ordini a bottiglia singola.'),
        h2('Cosa cambia per i clienti'),
        ul(
          'Consegne più rapide nel Nord-Est, spesso già il giorno lavorativo successivo all’ordine.',
          'Più referenze sempre disponibili a magazzino, con meno rotture di stock.',
          'Imballi più leggeri e riciclabili, studiati per le spedizioni miste.',
        ),
        p('Il nuovo impianto fotovoltaico sul tetto copre buona parte dei consumi elettrici, compresa la climatizzazione delle aree vini. È un passo avanti concreto nella sostenibilità della nostra logistica.'),
        q('Un magazzino più grande serve a una cosa sola: rispondere più in fretta a chi lavora la sera.'),
      ],
      en: [
        p('After eighteen months of building work, the new Vinea warehouse in the industrial area south of Verona is up and running. It covers six thousand square metres, twice the old site, with a temperature-controlled area for wine and sake and a zone set aside for single-bottle picking.'),
        h2('What changes for customers'),
        ul(
          'Faster deliveries in the North-East, often on the working day after you order.',
          'More references always in stock, with fewer shortages.',
          'Lighter, recyclable packaging designed for mixed shipments.',
        ),
        p('The new solar array on the roof covers much of our electricity use, including the climate control in the wine areas. It is a real step forward for the sustainability of our logistics.'),
        q('A bigger warehouse has one purpose only: answering faster to people who work at night.'),
      ],
    },
  },
  {
    section: 'news',
    tags: ['journal'],
    publishedAt: '2024-03-15',
    title: bi('Dal 1984: quarant’anni di Vinea', 'Since 1984: forty years of Vinea'),
    slug: bi('quarant-anni-di-vinea', 'forty-years-of-vinea'),
    excerpt: bi('Dalla prima cantina in affitto ai 160 agenti di oggi: una storia di famiglia e di fiducia.', 'From a rented cellar to 160 agents today: a story of family and trust.'),
    body: {
      it: [
        p('Vinea è nata nel 1984 in una cantina in affitto alla periferia di Verona, con un furgone, due soci e una ventina di vini del territorio. Il primo cliente fu una trattoria di Valpolicella che aveva bisogno di poche bottiglie alla volta: da lì è nata l’idea, mai abbandonata, di non imporre minimi d’ordine.'),
        h2('Le tappe'),
        ul(
          '1984: apertura a Verona e primi clienti tra Valpolicella e Lago di Garda.',
          '1995: arrivano i primi distillati e le grappe artigianali del Trentino.',
          '2008: la rete agenti copre tutta Italia, isole comprese.',
          '2019: entrano in catalogo sake, tequila e whisky di piccole distillerie.',
          '2024: quarant’anni, circa 400 referenze, 50 produttori e 160 agenti.',
        ),
        p('In quarant’anni sono cambiati i gusti, i locali e il modo di bere. È rimasto uguale il principio con cui lavoriamo: conoscere di persona chi produce e chi serve, e mettere in contatto gli uni con gli altri.'),
        q('Non abbiamo mai voluto essere il distributore più grande: volevamo essere quello che risponde al telefono.'),
      ],
      en: [
        p('Vinea was founded in 1984 in a rented cellar on the edge of Verona, with one van, two partners and about twenty local wines. The first customer was a Valpolicella trattoria that needed just a few bottles at a time, and from that came an idea we have never dropped: no minimum order.'),
        h2('Milestones'),
        ul(
          '1984: we open in Verona, with our first customers around Valpolicella and Lake Garda.',
          '1995: the first spirits arrive, artisan grappas from Trentino.',
          '2008: our agent network covers the whole of Italy, islands included.',
          '2019: sake, tequila and small-distillery whiskies join the catalogue.',
          '2024: forty years, around 400 references, 50 producers and 160 agents.',
        ),
        p('In forty years tastes, venues and drinking habits have all changed. The principle we work by has not: know the people who make the bottles and the people who pour them, and bring the two together.'),
        q('We never wanted to be the biggest distributor; we wanted to be the one that picks up the phone.'),
      ],
    },
  },
  {
    section: 'news',
    tags: ['journal'],
    publishedAt: '2026-01-15',
    title: bi('È online il catalogo generale 2026', 'The 2026 general catalogue is online'),
    slug: bi('online-catalogo-generale-2026', '2026-general-catalogue-online'),
    excerpt: bi('Tutte le referenze, le schede tecniche e i nuovi progetti in un unico documento sfogliabile.', 'Every reference, technical sheet and new project in a single browsable document.'),
    body: {
      it: [
        p('Il catalogo generale 2026 è disponibile nella sezione Cataloghi del sito, in formato sfogliabile e in PDF. Raccoglie le circa 400 referenze dei nostri 50 produttori, organizzate per tipologia, con una scheda sintetica per ogni prodotto.'),
        p('Quest’anno abbiamo dato più spazio ai quattro progetti speciali, Tradizione, Sostenibilità, Mixology e Wine legacy, con un timbro che li rende riconoscibili a colpo d’occhio. Anche i prodotti biologici e bio-vegan sono segnalati da un simbolo dedicato.'),
        h3('Dove trovarlo'),
        ul(
          'Online, nella pagina Cataloghi, con la ricerca per produttore e per tipologia.',
          'In PDF da scaricare e stampare per il personale di sala.',
          'In versione cartacea, su richiesta al proprio agente.',
        ),
        p('Le schede prodotto online restano la fonte più aggiornata: prezzi e disponibilità cambiano nel corso dell’anno, il catalogo stampato no.'),
      ],
      en: [
        p('The 2026 general catalogue is now in the Catalogues section of the website, as a browsable document and as a PDF. It covers the 400 or so references from our 50 producers, arranged by type, with a short sheet for every product.'),
        p('This year we have given more room to our four special projects, Tradition, Sustainability, Mixology and Wine legacy, each with a stamp that makes it easy to spot. Organic and organic-vegan products are marked with their own symbol too.'),
        h3('Where to find it'),
        ul(
          'Online, on the Catalogues page, searchable by producer and by type.',
          'As a PDF to download and print for your floor staff.',
          'In print, on request from your agent.',
        ),
        p('The online product sheets remain the most up-to-date source: prices and availability change during the year, and a printed catalogue does not.'),
      ],
    },
  },
  {
    section: 'news',
    tags: ['vineyard_tales'],
    publishedAt: '2026-08-15',
    title: bi('Ferragosto tra i filari di Teroldego', 'Mid-August among the Teroldego rows'),
    slug: bi('ferragosto-tra-i-filari', 'mid-august-among-the-rows'),
    excerpt: bi('Un racconto dalla Piana Rotaliana.', 'A story from the Piana Rotaliana.'),
    relatedProducers: ['P001'],
    body: {
      it: [
        p('A Ferragosto la Piana Rotaliana è silenziosa. I turisti sono sui laghi o in quota, e tra i filari di Teroldego restano i viticoltori, che controllano l’invaiatura grappolo per grappolo. Siamo andati a trovarli con i distillatori della Val di Non, che da queste uve ricaveranno le vinacce per la grappa.'),
        p('Il Teroldego qui si coltiva ancora in buona parte a pergola trentina, con i grappoli alti e protetti dal sole dalle foglie. È un sistema antico, faticoso da gestire, ma che in annate calde come questa salva l’acidità e i profumi.'),
        q('“La grappa buona comincia in vigna”, ci ha detto il mastro distillatore, “e finisce in un bicchiere che ne racconta l’estate.”'),
        h3('Dalla vigna alla distilleria'),
        p('Le vinacce arriveranno in distilleria poche ore dopo la svinatura, ancora fresche e umide. È questo il segreto delle grappe giovani della Val di Non: niente stoccaggi lunghi, niente fermentazioni fuori controllo, solo materia prima raccolta al momento giusto.'),
      ],
      en: [
        p('In mid-August the Piana Rotaliana falls quiet. The tourists are at the lakes or up in the mountains, and only the growers remain among the Teroldego rows, checking the veraison bunch by bunch. We went to see them with the distillers from Val di Non, who will turn the pomace from these grapes into grappa.'),
        p('Here Teroldego is still largely trained on the Trentino pergola, with the bunches held high and shaded by the leaves. It is an old system and hard work to manage, but in hot years like this one it protects acidity and aroma.'),
        q('“Good grappa starts in the vineyard,” the master distiller told us, “and ends in a glass that tells you about the summer.”'),
        h3('From vineyard to distillery'),
        p('The pomace will reach the distillery a few hours after pressing, still fresh and moist. That is the secret of Val di Non’s young grappas: no long storage, no fermentation running out of control, just raw material gathered at the right moment.'),
      ],
    },
  },
  {
    section: 'news',
    tags: ['vineyard_tales'],
    publishedAt: '2025-05-30',
    title: bi('Le erbe del Monferrato per il vermouth', 'Monferrato herbs for vermouth'),
    slug: bi('le-erbe-del-monferrato', 'monferrato-herbs'),
    excerpt: bi('All’alba, tra le colline, con chi raccoglie l’artemisia per il vermouth di Torino.', 'At dawn in the hills, with the people who gather wormwood for vermouth di Torino.'),
    relatedProducers: ['P002'],
    relatedProducts: ['V0005'],
    body: {
      it: [
        p('Alle sei del mattino, sulle colline sopra Canelli, la rugiada è ancora sull’erba. È l’ora migliore per raccogliere l’artemisia, ci spiega la titolare dell’Erboristeria Liquoristica Monferrina: le foglie sono turgide e gli oli essenziali non sono ancora evaporati con il caldo.'),
        p('L’artemisia pontica cresce ai margini delle vigne di Moscato, su terreni magri e calcarei. Viene raccolta a mano, legata in mazzi e fatta essiccare all’ombra per alcune settimane prima di entrare nella macerazione.'),
        ul(
          'Artemisia pontica e absinthium, il cuore amaro di ogni vermouth.',
          'Salvia, timo e maggiorana dagli orti della famiglia.',
          'Fiori di sambuco e scorze di limone per i vermouth bianchi.',
        ),
        q('Ogni anno le erbe sono un po’ diverse: il nostro lavoro è fare in modo che il vermouth resti lo stesso.'),
      ],
      en: [
        p('At six in the morning, on the hills above Canelli, the dew is still on the grass. It is the best time to pick wormwood, the owner of Erboristeria Liquoristica Monferrina explains: the leaves are firm and the essential oils haven’t yet been burned off by the heat.'),
        p('Roman wormwood grows along the edges of the Moscato vineyards, on thin, chalky soils. It is picked by hand, tied in bunches and dried in the shade for a few weeks before it goes into the maceration.'),
        ul(
          'Roman and grand wormwood, the bitter heart of every vermouth.',
          'Sage, thyme and marjoram from the family’s kitchen garden.',
          'Elderflower and lemon peel for the white vermouths.',
        ),
        q('The herbs are a little different every year; our job is to make sure the vermouth stays the same.'),
      ],
    },
  },
  {
    section: 'news',
    tags: ['vineyard_tales'],
    publishedAt: '2024-09-10',
    title: bi('Grillo e vento: vendemmia nei bagli di Marsala', 'Grillo and wind: harvest in the Marsala bagli'),
    slug: bi('grillo-vendemmia-marsala', 'grillo-harvest-marsala'),
    excerpt: bi('Le uve del Marsala raccolte tra le saline e il mare, con lo scirocco alle spalle.', 'The grapes for Marsala picked between the salt pans and the sea, with the scirocco at their backs.'),
    relatedProducers: ['P004'],
    relatedProducts: ['V0009'],
    body: {
      it: [
        p('A Marsala la vendemmia del Grillo comincia a fine agosto, quando il vento cambia e le giornate si accorciano. Le vigne delle Cantine Marsalesi Baglio Ingrassia arrivano quasi fino al mare, a pochi passi dalle saline, e le uve hanno un sapore che ricorda il sale.'),
        p('Il Grillo è il vitigno principe del Marsala vergine: ricco di zuccheri, con una buccia spessa che resiste al sole e al vento. Raccolto a piena maturazione, dà vini strutturati che sopportano bene i lunghi anni in botte.'),
        h3('La giornata in vigna'),
        ul(
          'Raccolta all’alba, per portare in cantina uve fresche.',
          'Selezione dei grappoli direttamente in vigna.',
          'Pigiatura entro un’ora dalla raccolta.',
        ),
        q('Il vento qui non è un nemico: asciuga le uve e le tiene sane fino all’ultimo giorno.'),
      ],
      en: [
        p('In Marsala the Grillo harvest begins at the end of August, when the wind changes and the days grow shorter. The vineyards of Cantine Marsalesi Baglio Ingrassia run almost down to the sea, a short walk from the salt pans, and the grapes have a taste that recalls salt.'),
        p('Grillo is the leading grape of Marsala vergine: rich in sugar, with a thick skin that stands up to sun and wind. Picked fully ripe, it gives structured wines that cope well with long years in cask.'),
        h3('A day in the vineyard'),
        ul(
          'Picking at dawn, so the grapes reach the cellar cool.',
          'Bunches sorted right there in the vineyard.',
          'Crushing within an hour of picking.',
        ),
        q('The wind here isn’t an enemy: it dries the grapes and keeps them healthy until the very last day.'),
      ],
    },
  },
]

// ---------------------------------------------------------------------------------------------------------------
// Press reviews (tag 'press' plus exactly one sub-list tag)
// ---------------------------------------------------------------------------------------------------------------

const pressArticles: ArticleData[] = [
  {
    section: 'press',
    tags: ['press', 'about_us'],
    publishedAt: '2026-07-10',
    title: bi('Il Gazzettino: quarant’anni di Vinea', 'Il Gazzettino: forty years of Vinea'),
    slug: bi('gazzettino-quarant-anni', 'gazzettino-forty-years'),
    excerpt: bi('Il quotidiano racconta la nostra storia dal 1984.', 'The daily paper tells our story since 1984.'),
    press: { source: 'Il Gazzettino', date: '2026-07-10' },
    body: {
      it: [
        p('Il Gazzettino ha dedicato una pagina dell’edizione del 10 luglio ai quarant’anni di Vinea Distribuzione. L’articolo ripercorre la nascita dell’azienda in una cantina in affitto alla periferia di Verona e la crescita fino ai 160 agenti di oggi.'),
        p('Il giornalista ha visitato il nuovo magazzino e intervistato i fondatori, alcuni agenti storici e due ristoratori veronesi clienti fin dagli anni Ottanta. Ne esce il ritratto di un’azienda familiare che è cresciuta senza perdere il rapporto diretto con i locali.'),
        q('“In un mercato che spinge verso i grandi numeri, Vinea ha scelto di restare vicina a chi ordina una bottiglia alla volta.”'),
        h3('I temi dell’articolo'),
        ul(
          'La scelta di non imporre minimi d’ordine, fin dal primo cliente.',
          'La selezione dei produttori artigianali, visitati uno per uno.',
          'La formazione del personale di sala come servizio ai clienti.',
        ),
      ],
      en: [
        p('Il Gazzettino devoted a page of its 10 July edition to forty years of Vinea Distribuzione. The article traces the company from its beginnings in a rented cellar on the edge of Verona to the 160 agents of today.'),
        p('The journalist visited the new warehouse and interviewed the founders, several long-serving agents and two Verona restaurateurs who have been customers since the eighties. The result is a portrait of a family business that has grown without losing its direct relationship with the venues it serves.'),
        q('“In a market pushing for volume, Vinea has chosen to stay close to people who order one bottle at a time.”'),
        h3('What the article covers'),
        ul(
          'The decision to have no minimum order, right from the first customer.',
          'The choice of artisan producers, each visited in person.',
          'Training for floor staff as a service to customers.',
        ),
      ],
    },
  },
  {
    section: 'press',
    tags: ['press', 'about_us'],
    publishedAt: '2025-10-08',
    title: bi('Pianeta Horeca: il distributore che risponde al telefono', 'Pianeta Horeca: the distributor that picks up the phone'),
    slug: bi('pianeta-horeca-distributore-che-risponde', 'pianeta-horeca-distributor-that-answers'),
    excerpt: bi('La rivista di settore racconta il modello Vinea: agenti sul territorio e consegne in tre giorni.', 'The trade magazine looks at the Vinea model: agents on the ground and three-day delivery.'),
    press: { source: 'Pianeta Horeca', url: 'https://pianetahoreca.example/distribuzione/vinea-agenti-consegne', date: '2025-10-08' },
    body: {
      it: [
        p('Il mensile Pianeta Horeca ha inserito Vinea nella sua inchiesta sulla distribuzione di bevande ai locali italiani. Il servizio si concentra sulla rete di 160 agenti e sulla promessa di consegna in tre giorni lavorativi in tutta Italia, isole comprese.'),
        p('L’inchiesta confronta diversi modelli di distribuzione e sottolinea come l’assenza di un minimo d’ordine permetta anche ai piccoli locali di lavorare con un catalogo ampio senza immobilizzare capitale in magazzino.'),
        q('“Per un bar di provincia poter ordinare una sola bottiglia di un amaro nuovo è la differenza tra provarlo e non provarlo mai.”'),
        p('Nella seconda parte, la rivista dà voce ad alcuni agenti Vinea, che raccontano il loro lavoro quotidiano tra assaggi, consigli sulle carte e organizzazione di serate a tema.'),
      ],
      en: [
        p('The monthly Pianeta Horeca included Vinea in its investigation into drinks distribution for Italian venues. The piece focuses on our network of 160 agents and on the promise of delivery within three working days anywhere in Italy, islands included.'),
        p('The investigation compares several distribution models and notes how having no minimum order lets even small venues work with a wide catalogue without tying up cash in stock.'),
        q('“For a small-town bar, being able to order a single bottle of a new amaro is the difference between trying it and never trying it.”'),
        p('In the second half the magazine hears from several Vinea agents, who describe their daily work of tastings, advice on drinks lists and organising themed evenings.'),
      ],
    },
  },
  {
    section: 'press',
    tags: ['press', 'about_us'],
    publishedAt: '2024-06-18',
    title: bi('Drinks Trade Europe: un modello italiano', 'Drinks Trade Europe: an Italian model'),
    slug: bi('drinks-trade-europe-modello-italiano', 'drinks-trade-europe-italian-model'),
    excerpt: bi('Una rivista internazionale di settore indica Vinea come esempio di distribuzione su misura per i locali.', 'An international trade title points to Vinea as an example of distribution built around venues.'),
    press: { source: 'Drinks Trade Europe', url: 'https://drinkstradeeurope.example/features/italy-on-trade-distribution', date: '2024-06-18' },
    body: {
      it: [
        p('La rivista internazionale Drinks Trade Europe ha dedicato un approfondimento alla distribuzione Horeca in Italia, un mercato frammentato fatto di centinaia di migliaia di piccoli locali. Vinea è citata come esempio di distributore specializzato nel canale on-trade.'),
        p('L’articolo descrive il catalogo di circa 400 referenze, costruito intorno a una cinquantina di produttori artigianali, e la scelta di vendere esclusivamente a operatori con partita IVA. Viene sottolineato anche il lavoro di formazione rivolto a sommelier e bartender.'),
        q('“Il valore di Vinea non sta nel numero di etichette, ma nella conoscenza di ogni produttore e di ogni cliente.”'),
        p('Per noi è un riconoscimento importante, arrivato nell’anno del quarantesimo anniversario.'),
      ],
      en: [
        p('The international title Drinks Trade Europe ran an in-depth feature on hospitality distribution in Italy, a fragmented market made up of hundreds of thousands of small venues. Vinea is cited as an example of a distributor specialising in the on-trade.'),
        p('The article describes our catalogue of around 400 references, built around some fifty artisan producers, and our choice to sell only to businesses with a VAT number. It also highlights our training work with sommeliers and bartenders.'),
        q('“Vinea’s strength lies not in the number of labels but in knowing every producer and every customer.”'),
        p('For us it is an important recognition, and it came in our fortieth anniversary year.'),
      ],
    },
  },
  {
    section: 'press',
    tags: ['press', 'about_our_cellars'],
    publishedAt: '2026-06-02',
    title: bi('Glen Corran premiato a Londra', 'Glen Corran awarded in London'),
    slug: bi('glen-corran-premiato', 'glen-corran-awarded'),
    excerpt: bi('Medaglia d’oro per il 18 anni.', 'A gold medal for the 18 Year Old.'),
    press: { source: 'Spirits Trade Weekly', url: 'https://spiritstradeweekly.example/awards/london-spirits-medals-2026', date: '2026-06-02' },
    relatedProducers: ['P003'],
    relatedProducts: ['V0008', 'V0007'],
    body: {
      it: [
        p('Spirits Trade Weekly ha pubblicato i risultati di uno dei concorsi internazionali di distillati più seguiti, che si tiene ogni primavera a Londra. Tra le medaglie d’oro della categoria single malt dello Speyside c’è il Glen Corran 18 anni, che distribuiamo in Italia dal 2019.'),
        p('La giuria ha premiato l’equilibrio tra il distillato e il legno, frutto di un lungo invecchiamento in botti ex-sherry ed ex-bourbon di secondo riempimento. Nel commento si citano note di frutta secca, miele d’erica, scorza d’arancia e un finale lungo e leggermente speziato.'),
        q('“Un whisky che non ha bisogno di alzare la voce: elegante, profondo, di una costanza rara.”'),
        p('Per i nostri clienti il 18 anni è disponibile anche a bottiglia singola. Chi vuole proporlo in degustazione accanto al 12 anni Sherry Cask può chiedere al proprio agente le schede tecniche e i materiali per la sala.'),
      ],
      en: [
        p('Spirits Trade Weekly has published the results of one of the most closely watched international spirits competitions, held every spring in London. Among the gold medals in the Speyside single malt category is Glen Corran 18 Year Old, which we have distributed in Italy since 2019.'),
        p('The judges praised the balance between spirit and wood, the result of long maturation in second-fill ex-sherry and ex-bourbon casks. Their notes mention dried fruit, heather honey, orange peel and a long, gently spiced finish.'),
        q('“A whisky that never needs to raise its voice: elegant, deep and remarkably consistent.”'),
        p('Our customers can order the 18 Year Old by the single bottle. If you would like to pour it alongside the 12 Year Old Sherry Cask, ask your agent for the technical sheets and table cards.'),
      ],
    },
  },
  {
    section: 'press',
    tags: ['press', 'about_our_cellars'],
    publishedAt: '2025-09-14',
    title: bi('Cronache di Cantina: il vermouth che viene dalle colline', 'Cronache di Cantina: vermouth from the hills'),
    slug: bi('cronache-di-cantina-vermouth-monferrato', 'cronache-di-cantina-monferrato-vermouth'),
    excerpt: bi('Un ritratto dell’Erboristeria Liquoristica Monferrina e delle sue ricette di famiglia.', 'A portrait of Erboristeria Liquoristica Monferrina and its family recipes.'),
    press: { source: 'Cronache di Cantina', url: 'https://cronachedicantina.example/ritratti/erboristeria-monferrina', date: '2025-09-14' },
    relatedProducers: ['P002'],
    relatedProducts: ['V0005', 'V0004', 'V0006'],
    body: {
      it: [
        p('Il trimestrale Cronache di Cantina ha dedicato un lungo ritratto all’Erboristeria Liquoristica Monferrina, uno dei produttori storici del nostro catalogo. L’articolo racconta tre generazioni di liquoristi e un laboratorio dove le erbe si macerano ancora a freddo, in piccoli lotti.'),
        p('Al centro del servizio c’è il Vermouth di Torino Rosso, descritto come “un vermouth da bere prima ancora che da miscelare”. Il giornalista ha seguito anche la raccolta dell’artemisia e la preparazione dell’amaro del Monferrato.'),
        q('“Qui il tempo non si accelera: le erbe decidono quando sono pronte, non il calendario delle vendite.”'),
        h3('I prodotti citati'),
        ul('Vermouth di Torino Rosso.', 'Amaro del Monferrato.', 'Bitter alle scorze d’arancia.'),
      ],
      en: [
        p('The quarterly Cronache di Cantina has published a long portrait of Erboristeria Liquoristica Monferrina, one of the longest-standing producers in our catalogue. The article tells the story of three generations of liqueur makers and a workshop where herbs are still cold-macerated in small batches.'),
        p('At the centre of the piece is the Vermouth di Torino Red, described as “a vermouth to drink before you even think of mixing it”. The journalist also followed the wormwood harvest and the making of the Monferrato amaro.'),
        q('“Time isn’t hurried here: the herbs decide when they are ready, not the sales calendar.”'),
        h3('Products mentioned'),
        ul('Vermouth di Torino Red.', 'Monferrato Amaro.', 'Orange Peel Bitter.'),
      ],
    },
  },
  {
    section: 'press',
    tags: ['press', 'about_our_cellars'],
    publishedAt: '2026-02-25',
    title: bi('The Sake Ledger racconta Kura Hoshino', 'The Sake Ledger on Kura Hoshino'),
    slug: bi('sake-ledger-kura-hoshino', 'sake-ledger-kura-hoshino'),
    excerpt: bi('La rivista internazionale dedicata al sake visita il nostro produttore di Niigata.', 'The international sake magazine visits our producer in Niigata.'),
    press: { source: 'The Sake Ledger', url: 'https://sakeledger.example/breweries/kura-hoshino-niigata', date: '2026-02-25' },
    relatedProducers: ['P008'],
    relatedProducts: ['V0017', 'V0018'],
    body: {
      it: [
        p('The Sake Ledger, rivista in lingua inglese dedicata al mondo del sake, ha pubblicato un reportage su Kura Hoshino, il birrificio della prefettura di Niigata che distribuiamo in Italia. Il servizio è stato realizzato in pieno inverno, nei mesi in cui si produce il sake.'),
        p('Il giornalista descrive l’acqua di neve che scende dalle montagne, il riso Gohyakumangoku coltivato dalle famiglie della zona e il lavoro del toji, il mastro birraio, che guida la fermentazione giorno e notte.'),
        q('“Un sake pulito e asciutto, che riflette il paesaggio innevato da cui proviene.”'),
        p('L’articolo cita anche l’apertura verso l’Europa e l’interesse dei ristoranti italiani per l’abbinamento con la cucina mediterranea, un tema su cui stiamo lavorando con molti clienti.'),
      ],
      en: [
        p('The Sake Ledger, an English-language magazine devoted to sake, has published a report on Kura Hoshino, the Niigata brewery we distribute in Italy. It was written in the depths of winter, the season when sake is brewed.'),
        p('The writer describes the snow-melt water running down from the mountains, the Gohyakumangoku rice grown by local families and the work of the toji, the master brewer, who watches over fermentation day and night.'),
        q('“A clean, dry sake that mirrors the snowy landscape it comes from.”'),
        p('The article also mentions the brewery’s growing presence in Europe and the interest of Italian restaurants in pairing sake with Mediterranean food, something we are working on with many customers.'),
      ],
    },
  },
  {
    section: 'press',
    tags: ['press', 'about_our_cellars'],
    publishedAt: '2025-03-04',
    title: bi('Venezia a Tavola: il gin della laguna', 'Venezia a Tavola: the lagoon’s gin'),
    slug: bi('venezia-a-tavola-gin-della-laguna', 'venezia-a-tavola-lagoon-gin'),
    excerpt: bi('La rivista veneziana visita Gin Lab Laguna e il suo gin alla salicornia.', 'The Venetian magazine visits Gin Lab Laguna and its samphire gin.'),
    press: { source: 'Venezia a Tavola', url: 'https://veneziaatavola.example/bere/gin-lab-laguna', date: '2025-03-04' },
    relatedProducers: ['P007'],
    relatedProducts: ['V0014', 'V0015'],
    body: {
      it: [
        p('Venezia a Tavola, rivista dedicata alla cucina e ai locali della città, ha raccontato la storia di Gin Lab Laguna, la microdistilleria che produce gin con botaniche raccolte tra la laguna e le Dolomiti.'),
        p('Protagonista è il gin alla salicornia, la pianta succulenta che cresce sulle barene e che regala al distillato una nota sapida e marina. L’articolo descrive anche il Navy Strength, pensato per i bartender che cercano un gin capace di reggere i cocktail più intensi.'),
        q('“Un gin che sa di laguna senza diventare una cartolina.”'),
        p('Il servizio si chiude con tre ricette proposte da bar veneziani nostri clienti, dal gin tonic con scorza di cedro a un Martini con una goccia di vermouth bianco.'),
      ],
      en: [
        p('Venezia a Tavola, a magazine about the city’s food and venues, has told the story of Gin Lab Laguna, the micro-distillery making gin with botanicals gathered between the lagoon and the Dolomites.'),
        p('The star is the samphire gin, made with the succulent that grows on the salt marshes and gives the spirit a savoury, sea-breeze note. The article also covers the Navy Strength, made for bartenders who want a gin that can hold its own in the boldest cocktails.'),
        q('“A gin that tastes of the lagoon without turning into a postcard.”'),
        p('The piece ends with three recipes from Venetian bars that are our customers, from a gin and tonic with citron peel to a Martini with a drop of white vermouth.'),
      ],
    },
  },
  {
    section: 'press',
    tags: ['press', 'newsfood_and_wine_stories'],
    publishedAt: '2026-05-18',
    title: bi('Marsala, il vino del mare', 'Marsala, the wine of the sea'),
    slug: bi('marsala-vino-del-mare', 'marsala-wine-of-the-sea'),
    excerpt: bi('Un viaggio nei bagli siciliani.', 'A journey through the Sicilian bagli.'),
    press: { source: 'Viaggi del Gusto', url: 'https://viaggidelgusto.example/sicilia/marsala-bagli', date: '2026-05-18' },
    relatedProducers: ['P004'],
    relatedProducts: ['V0009', 'V0010'],
    body: {
      it: [
        p('Il mensile Viaggi del Gusto ha dedicato la copertina di maggio a Marsala e ai suoi bagli, le antiche corti fortificate dove il vino riposa in botte per decenni. Il reportage attraversa la città, le saline e le vigne di Grillo affacciate sul mare.'),
        p('Tra le tappe del viaggio c’è la cantina delle Cantine Marsalesi Baglio Ingrassia, dove il giornalista ha assaggiato il Marsala Vergine Soleras direttamente dalle botti più vecchie della solera.'),
        q('“Nel bicchiere c’è tutto: il sole, il vento, il sale e la pazienza di chi sa aspettare.”'),
        p('L’articolo propone anche un itinerario di osterie e trattorie dove il Marsala si beve a tavola, con il pesce e con i formaggi, e non solo in cucina.'),
      ],
      en: [
        p('The monthly Viaggi del Gusto gave its May cover to Marsala and its bagli, the old fortified courtyards where wine rests in cask for decades. The report travels through the town, the salt pans and the Grillo vineyards overlooking the sea.'),
        p('One of the stops is the cellar of Cantine Marsalesi Baglio Ingrassia, where the journalist tasted Marsala Vergine Soleras straight from the oldest casks in the solera.'),
        q('“It’s all in the glass: the sun, the wind, the salt and the patience of people who know how to wait.”'),
        p('The article also suggests a trail of osterie and trattorias where Marsala is drunk at the table, with fish and cheese, rather than only used in the kitchen.'),
      ],
    },
  },
  {
    section: 'press',
    tags: ['press', 'newsfood_and_wine_stories'],
    publishedAt: '2024-12-05',
    title: bi('Osteria Moderna: grappa e formaggi di malga', 'Osteria Moderna: grappa and mountain cheeses'),
    slug: bi('osteria-moderna-grappa-e-formaggi', 'osteria-moderna-grappa-and-cheese'),
    excerpt: bi('Un abbinamento di montagna raccontato dalla rivista dei cuochi di osteria.', 'A mountain pairing, as told by the magazine for osteria cooks.'),
    press: { source: 'Osteria Moderna', url: 'https://osteriamoderna.example/abbinamenti/grappa-formaggi-malga', date: '2024-12-05' },
    relatedProducers: ['P001'],
    relatedProducts: ['V0001', 'V0002'],
    body: {
      it: [
        p('Osteria Moderna, rivista dedicata alla cucina di trattoria, ha proposto nel numero di dicembre un percorso di abbinamento tra grappe trentine e formaggi di malga. Tra le grappe scelte ci sono la Grappa di Teroldego e la Riserva 5 anni della Distilleria Alpestre Val di Non.'),
        ul(
          'Grappa di Teroldego giovane con un Puzzone di Moena e una Tosella appena scottata.',
          'Grappa Riserva 5 anni con un Trentingrana di trenta mesi e miele di castagno.',
          'Entrambe servite in calici a tulipano, tra i 12 e i 16 gradi.',
        ),
        q('“La grappa pulisce il palato dal grasso del formaggio e lascia spazio al boccone successivo.”'),
        p('Un’idea semplice da portare in carta nei mesi freddi, per un dopocena diverso dal solito.'),
      ],
      en: [
        p('Osteria Moderna, a magazine about trattoria cooking, suggested a pairing flight of Trentino grappas and mountain cheeses in its December issue. Among the grappas chosen were the Teroldego Grappa and the 5-Year Reserve from Distilleria Alpestre Val di Non.'),
        ul(
          'Young Teroldego grappa with Puzzone di Moena and a lightly seared Tosella.',
          '5-Year Reserve grappa with thirty-month Trentingrana and chestnut honey.',
          'Both served in tulip glasses at 12 to 16 °C.',
        ),
        q('“Grappa cleans the richness of the cheese from the palate and makes room for the next bite.”'),
        p('A simple idea to add to the menu in the colder months, for an after-dinner offer out of the ordinary.'),
      ],
    },
  },
  {
    section: 'press',
    tags: ['press', 'newsfood_and_wine_stories'],
    publishedAt: '2025-07-22',
    title: bi('Gastronomia Italiana Review: la tequila a tavola', 'Gastronomia Italiana Review: tequila at the table'),
    slug: bi('gastronomia-italiana-tequila-a-tavola', 'gastronomia-italiana-tequila-at-the-table'),
    excerpt: bi('Quando l’agave incontra il crudo di pesce: un’inchiesta sui nuovi abbinamenti.', 'When agave meets raw fish: a look at new pairings.'),
    press: { source: 'Gastronomia Italiana Review', url: 'https://gastronomiaitaliana.example/inchieste/tequila-a-tavola', date: '2025-07-22' },
    relatedProducers: ['P005'],
    relatedProducts: ['V0011', 'V0012'],
    body: {
      it: [
        p('Gastronomia Italiana Review ha indagato il fenomeno della tequila a tavola nei ristoranti italiani, soprattutto quelli di pesce. L’inchiesta cita alcuni chef che propongono la tequila 100% agave in abbinamento ai crudi e ai piatti con agrumi e peperoncino.'),
        p('Tra le bottiglie assaggiate dalla redazione ci sono la Tequila Blanco e la Reposado di Agave Azul de Jalisco, descritte come “vegetale e pepata la prima, morbida e vanigliata la seconda”.'),
        q('“La tequila giusta, servita in un calice e non in uno shot, sorprende anche i clienti più scettici.”'),
        p('Un segnale di come il pubblico italiano sia sempre più curioso di distillati serviti lisci, con la stessa attenzione riservata al vino.'),
      ],
      en: [
        p('Gastronomia Italiana Review looked into tequila at the table in Italian restaurants, especially seafood restaurants. The piece quotes several chefs who pair 100% agave tequila with raw fish and with dishes built on citrus and chilli.'),
        p('Among the bottles the editors tasted were the Blanco and the Reposado from Agave Azul de Jalisco, described as “green and peppery, the first; soft and vanilla-scented, the second”.'),
        q('“The right tequila, served in a proper glass rather than a shot, wins over even the most sceptical guests.”'),
        p('It is one more sign that Italian diners are increasingly curious about spirits served neat, with the same care usually given to wine.'),
      ],
    },
  },
]

// ---------------------------------------------------------------------------------------------------------------
// Reserved area: news, training and wine-list tips (logged-in trade customers only)
// ---------------------------------------------------------------------------------------------------------------

const reservedArticles: ArticleData[] = [
  {
    section: 'reserved-news',
    tags: ['fromCompany'],
    publishedAt: '2026-11-10',
    title: bi('Listino 2027: cosa cambia', 'The 2027 price list: what changes'),
    slug: bi('listino-2027-cosa-cambia', '2027-price-list-what-changes'),
    excerpt: bi('Nuove referenze, prezzi bloccati fino a marzo e qualche uscita dal catalogo.', 'New references, prices held until March and a few products leaving the catalogue.'),
    body: {
      it: [
        p('Il listino 2027 sarà disponibile nell’area riservata dal 1° dicembre. Abbiamo lavorato con i produttori per contenere gli aumenti: per la maggior parte delle referenze i prezzi restano invariati almeno fino al 31 marzo.'),
        h3('Le novità principali'),
        ul(
          'Ventidue nuove referenze, tra cui due sake e una grappa di mele.',
          'Prezzi invariati fino al 31 marzo 2027 per l’85% del catalogo.',
          'Otto referenze in uscita: le ultime bottiglie restano ordinabili fino a esaurimento.',
        ),
        p('Il vostro agente vi contatterà nelle prossime settimane per presentarvi le novità e aiutarvi a rivedere la carta in vista della primavera. Per qualsiasi domanda sul listino potete scrivere all’ufficio commerciale.'),
        p('Ricordiamo che le condizioni di vendita restano le stesse: consegna in tre giorni lavorativi, nessun minimo d’ordine e pagamento secondo gli accordi in essere.'),
      ],
      en: [
        p('The 2027 price list will be available in the reserved area from 1 December. We have worked with producers to keep increases down: for most references prices will stay the same until at least 31 March.'),
        h3('The main changes'),
        ul(
          'Twenty-two new references, including two sakes and an apple grappa.',
          'Prices held until 31 March 2027 for 85% of the catalogue.',
          'Eight references leaving the range: the last bottles can be ordered while stocks last.',
        ),
        p('Your agent will be in touch over the coming weeks to present the new arrivals and help you review your list ahead of spring. For any questions about the price list, write to our sales office.'),
        p('Our sales conditions are unchanged: delivery in three working days, no minimum order and payment on the terms already agreed.'),
      ],
    },
  },
  {
    section: 'reserved-news',
    tags: ['fromCompany'],
    publishedAt: '2026-04-02',
    title: bi('Il nuovo portale ordini B2B', 'Our new B2B ordering portal'),
    slug: bi('nuovo-portale-ordini-b2b', 'new-b2b-ordering-portal'),
    excerpt: bi('Ordini, fatture e storico acquisti in un unico posto, disponibile ventiquattro ore su ventiquattro.', 'Orders, invoices and purchase history in one place, open around the clock.'),
    body: {
      it: [
        p('Da aprile è attivo il nuovo portale B2B di Vinea, raggiungibile dal pulsante nell’area riservata. Permette di ordinare a qualsiasi ora, anche a bottiglia singola, e di consultare lo stato delle consegne.'),
        ul(
          'Ricerca per produttore, tipologia e progetto, con gli stessi filtri del sito.',
          'Storico degli ordini, per ripetere un ordine con un clic.',
          'Fatture e documenti di trasporto scaricabili in PDF.',
          'Disponibilità aggiornata in tempo reale dal magazzino.',
        ),
        p('Le credenziali sono le stesse dell’area riservata. Gli ordini inviati entro le 12 partono lo stesso giorno lavorativo.'),
        p('Il vostro agente resta il riferimento per consigli, assaggi e ordini particolari: il portale è uno strumento in più, non un sostituto.'),
      ],
      en: [
        p('Since April the new Vinea B2B portal has been live, reached from the button in the reserved area. You can order at any hour, even a single bottle, and track your deliveries.'),
        ul(
          'Search by producer, type and project, with the same filters as the website.',
          'Order history, so you can repeat an order with one click.',
          'Invoices and delivery notes to download as PDFs.',
          'Stock levels updated live from the warehouse.',
        ),
        p('Your login details are the same as for the reserved area. Orders placed by noon leave the warehouse the same working day.'),
        p('Your agent remains your point of contact for advice, tastings and special orders: the portal is an extra tool, not a replacement.'),
      ],
    },
  },
  {
    section: 'reserved-news',
    tags: ['fromWorld'],
    publishedAt: '2024-02-12',
    title: bi('Etichette del vino: ingredienti e valori nutrizionali', 'Wine labels: ingredients and nutrition'),
    slug: bi('etichette-vino-ingredienti', 'wine-labels-ingredients'),
    excerpt: bi('Le nuove regole europee sull’etichettatura e cosa significano per chi serve il vino.', 'The new EU labelling rules and what they mean for those who serve wine.'),
    body: {
      it: [
        p('Per i vini prodotti dall’8 dicembre 2023 le regole europee chiedono di indicare ingredienti e valori nutrizionali. Molte cantine hanno scelto di riportare in etichetta solo il valore energetico e di rimandare il resto a una pagina web raggiungibile con un codice QR.'),
        p('Per i locali non cambia nulla sul piano degli obblighi: le informazioni accompagnano la bottiglia. Cambia però il tipo di domande che arrivano dai clienti, sempre più attenti a ciò che bevono.'),
        h3('Cosa consigliamo'),
        ul(
          'Verificate che il QR code delle bottiglie in carta funzioni: un link rotto fa una cattiva impressione.',
          'Preparate il personale a spiegare la differenza tra allergeni e ingredienti.',
          'Usate la nostra scheda allergeni, disponibile nella sezione download.',
        ),
        p('Per i distillati e i liquori le regole sono diverse e in evoluzione: vi terremo aggiornati in questa sezione.'),
      ],
      en: [
        p('For wines produced from 8 December 2023, EU rules require ingredients and nutrition information to be provided. Many wineries have chosen to print only the energy value on the label and to link to a web page for the rest, reached by a QR code.'),
        p('For venues nothing changes in terms of obligations: the information travels with the bottle. What does change is the kind of question guests ask, as they pay more attention to what they drink.'),
        h3('Our advice'),
        ul(
          'Check that the QR codes on the bottles you list actually work: a broken link makes a poor impression.',
          'Brief your staff on the difference between allergens and ingredients.',
          'Use our allergen sheet, available in the downloads section.',
        ),
        p('For spirits and liqueurs the rules are different and still evolving; we will keep you posted here.'),
      ],
    },
  },
  {
    section: 'reserved-news',
    tags: ['fromWorld'],
    publishedAt: '2025-02-20',
    title: bi('Vini dealcolati: cosa sapere prima di metterli in carta', 'Alcohol-free wines: what to know before listing them'),
    slug: bi('vini-dealcolati-cosa-sapere', 'alcohol-free-wines-what-to-know'),
    excerpt: bi('Tecniche, denominazioni e qualità: una panoramica per chi sta valutando un’offerta analcolica.', 'Methods, names and quality: an overview for venues considering an alcohol-free offer.'),
    body: {
      it: [
        p('I vini dealcolati e parzialmente dealcolati sono ormai una categoria riconosciuta a livello europeo e stanno arrivando anche sul mercato italiano. La domanda cresce, soprattutto a pranzo e tra i clienti che guidano.'),
        ul(
          'Dealcolato: titolo alcolometrico non superiore allo 0,5%.',
          'Parzialmente dealcolato: sopra lo 0,5% ma sotto il minimo previsto per la categoria di partenza.',
          'Le tecniche più usate sono la distillazione sottovuoto a bassa temperatura e le membrane.',
        ),
        p('La qualità è ancora molto variabile. Nei nostri assaggi i risultati migliori arrivano dagli spumanti e dai bianchi aromatici, mentre i rossi faticano a conservare struttura e profumi.'),
        q('Un analcolico in carta non deve essere un ripiego: va scelto con lo stesso rigore di un vino.'),
      ],
      en: [
        p('Alcohol-free and reduced-alcohol wines are now a recognised category across the EU and are starting to reach the Italian market. Demand is growing, especially at lunchtime and among guests who are driving.'),
        ul(
          'Dealcoholised: no more than 0.5% alcohol by volume.',
          'Partially dealcoholised: above 0.5% but below the minimum for the original category.',
          'The most common methods are low-temperature vacuum distillation and membranes.',
        ),
        p('Quality still varies a great deal. In our tastings the best results come from sparkling wines and aromatic whites, while reds struggle to keep their body and aroma.'),
        q('An alcohol-free option on the list should never be second best: choose it as carefully as any wine.'),
      ],
    },
  },
  {
    section: 'reserved-news',
    tags: ['fromMarket'],
    publishedAt: '2026-07-08',
    title: bi('Aperitivo 2026: cosa ordinano i locali', 'Aperitivo 2026: what venues are ordering'),
    slug: bi('aperitivo-2026-cosa-ordinano-i-locali', 'aperitivo-2026-what-venues-order'),
    excerpt: bi('I dati dei nostri ordini del primo semestre: vermouth, bitter e drink leggeri in crescita.', 'Our first-half order data: vermouth, bitters and light drinks on the rise.'),
    body: {
      it: [
        p('Abbiamo analizzato gli ordini del primo semestre 2026 dei nostri clienti bar e ristoranti. Il quadro conferma una tendenza già vista l’anno scorso: l’aperitivo si fa più leggero e più italiano.'),
        ul(
          'Vermouth: ordini in crescita di circa un quarto rispetto al primo semestre 2025.',
          'Bitter e aperitivi artigianali: in crescita soprattutto nei cocktail bar del Nord.',
          'Gin: stabile, con uno spostamento verso le referenze italiane e botaniche.',
          'Spritz pronti da bere: in forte crescita nei locali con poco personale al banco.',
        ),
        p('Nei ristoranti cresce la richiesta di amari e di distillati da dopocena serviti al calice. Il consiglio dei nostri agenti è di rivedere la carta prima dell’estate, inserendo almeno una proposta a bassa gradazione.'),
        p('Trovate i dettagli per regione nella presentazione scaricabile dalla sezione download.'),
      ],
      en: [
        p('We have analysed the first-half 2026 orders from our bar and restaurant customers. The picture confirms a trend we saw last year: the aperitivo is becoming lighter and more Italian.'),
        ul(
          'Vermouth: orders up by about a quarter on the first half of 2025.',
          'Craft bitters and aperitivi: growing, especially in cocktail bars in the north.',
          'Gin: steady, with a shift towards Italian and botanical references.',
          'Ready-to-drink spritz: growing fast in venues with few staff behind the bar.',
        ),
        p('In restaurants, demand is rising for amari and after-dinner spirits by the glass. Our agents suggest reviewing the list before summer and adding at least one low-alcohol option.'),
        p('You will find the regional breakdown in the presentation in the downloads section.'),
      ],
    },
  },
  {
    section: 'reserved-news',
    tags: ['fromMarket'],
    publishedAt: '2025-10-15',
    title: bi('Vetro, carta e trasporti: i costi del 2025', 'Glass, paper and transport: costs in 2025'),
    slug: bi('vetro-carta-trasporti-costi-2025', 'glass-paper-transport-costs-2025'),
    excerpt: bi('Come si muovono i costi dei materiali e come li stiamo assorbendo.', 'How material costs are moving and how we are absorbing them.'),
    body: {
      it: [
        p('Nel 2025 il costo del vetro e degli imballi di cartone si è stabilizzato dopo gli aumenti degli anni precedenti, mentre il trasporto su gomma resta la voce più variabile. Per i nostri clienti questo si traduce in listini più stabili rispetto al passato.'),
        p('Molti produttori stanno passando a bottiglie più leggere, che riducono costi e impatto ambientale. Alcuni distillati del catalogo cambieranno quindi formato nel corso del 2026, senza modifiche al contenuto.'),
        h3('Cosa facciamo noi'),
        ul(
          'Spedizioni consolidate per zona, per ridurre i viaggi a vuoto.',
          'Imballi riciclabili e riutilizzo dei cartoni dei produttori.',
          'Nessun costo di consegna aggiuntivo per le isole.',
        ),
        p('Continueremo a informarvi in anticipo di ogni variazione significativa.'),
      ],
      en: [
        p('In 2025 the cost of glass and cardboard packaging levelled off after the rises of previous years, while road haulage remains the most volatile item. For our customers this means steadier price lists than in the recent past.'),
        p('Many producers are moving to lighter bottles, which cut both cost and environmental impact. Some spirits in the catalogue will therefore change bottle during 2026, with no change to what is inside.'),
        h3('What we are doing'),
        ul(
          'Consolidated deliveries by area, to cut empty journeys.',
          'Recyclable packaging and reuse of producers’ cartons.',
          'No extra delivery charge for the islands.',
        ),
        p('We will keep letting you know in advance about any significant change.'),
      ],
    },
  },
  {
    section: 'reserved-training',
    tags: ['courses'],
    publishedAt: '2026-11-02',
    title: bi('Corso base sui distillati: primavera 2027', 'Spirits foundation course: spring 2027'),
    slug: bi('corso-base-distillati-2027', 'spirits-foundation-course-2027'),
    excerpt: bi('Quattro incontri per il personale di sala e di banco, da gennaio a marzo.', 'Four sessions for floor and bar staff, from January to March.'),
    body: {
      it: [
        p('Torna il corso base sui distillati, pensato per camerieri, bartender alle prime armi e titolari che vogliono conoscere meglio ciò che vendono. Quattro incontri serali, ciascuno con teoria, degustazione e un esercizio pratico di vendita.'),
        ol(
          'Come nasce un distillato: materie prime, fermentazione, alambicchi.',
          'Grappa e acquaviti di vino: dal Trentino alla Charente.',
          'Whisky, rum e tequila: il mondo fuori dall’Italia.',
          'Amari, vermouth e liquori: il dopocena e l’aperitivo.',
        ),
        p('Il corso si tiene nella sala formazione del nostro magazzino di Verona ed è gratuito per i clienti Vinea, fino a due persone per locale. Al termine viene rilasciato un attestato di partecipazione.'),
        p('Le iscrizioni si aprono il 1° dicembre e si chiudono al raggiungimento dei venti posti disponibili.'),
      ],
      en: [
        p('Our spirits foundation course is back, designed for waiting staff, new bartenders and owners who want to know more about what they sell. Four evening sessions, each with theory, a tasting and a practical selling exercise.'),
        ol(
          'How spirits are made: raw materials, fermentation, stills.',
          'Grappa and grape brandies: from Trentino to the Charente.',
          'Whisky, rum and tequila: the world beyond Italy.',
          'Amari, vermouth and liqueurs: after dinner and the aperitivo.',
        ),
        p('The course takes place in the training room at our Verona warehouse and is free for Vinea customers, up to two people per venue. Everyone who completes it receives a certificate of attendance.'),
        p('Bookings open on 1 December and close when the twenty places are filled.'),
      ],
    },
  },
  {
    section: 'reserved-training',
    tags: ['courses'],
    publishedAt: '2026-05-06',
    title: bi('Costruire la carta dei vini: corso online', 'Building a wine list: an online course'),
    slug: bi('corso-online-carta-dei-vini', 'online-course-wine-list'),
    excerpt: bi('Tre lezioni video con Giulia Ferraris, da seguire quando volete.', 'Three video lessons with Giulia Ferraris, to watch whenever you like.'),
    body: {
      it: [
        p('Per chi non può raggiungere Verona abbiamo preparato un corso online sulla costruzione della carta dei vini. Tre lezioni di circa quaranta minuti, tenute da Giulia Ferraris, con esempi reali di carte di clienti Vinea.'),
        ul(
          'Lezione 1: quante etichette, quali categorie, che ordine.',
          'Lezione 2: prezzi, ricarichi e vino al calice.',
          'Lezione 3: descrivere i vini e formare il personale.',
        ),
        p('Ogni lezione si chiude con un esercizio da svolgere sulla propria carta. Chi lo desidera può inviarlo all’ufficio formazione e ricevere un commento personalizzato.'),
        p('Il corso è incluso nel servizio per tutti i clienti con accesso all’area riservata.'),
      ],
      en: [
        p('For customers who can’t make it to Verona, we have put together an online course on building a wine list. Three lessons of about forty minutes each, led by Giulia Ferraris, with real examples from Vinea customers’ lists.'),
        ul(
          'Lesson 1: how many labels, which categories, in what order.',
          'Lesson 2: prices, margins and wine by the glass.',
          'Lesson 3: describing wines and training your staff.',
        ),
        p('Each lesson ends with an exercise to do on your own list. If you like, send it to our training office for personal feedback.'),
        p('The course is included for every customer with access to the reserved area.'),
      ],
    },
  },
  {
    section: 'reserved-training',
    tags: ['masoMatonari'],
    publishedAt: '2026-02-10',
    title: bi('Al Maso Matonari: la potatura invernale', 'At Maso Matonari: winter pruning'),
    slug: bi('maso-matonari-potatura-invernale', 'maso-matonari-winter-pruning'),
    excerpt: bi('Una giornata in vigna per capire perché il vino si decide già a febbraio.', 'A day in the vineyard to see why wine is already decided in February.'),
    body: {
      it: [
        p('Il Maso Matonari è la piccola azienda agricola in Trentino dove organizziamo la formazione sul campo per clienti e agenti. Qui, tra un ettaro e mezzo di vigna e un frutteto di montagna, si impara il vino partendo dalla terra.'),
        p('A febbraio si pota. È il lavoro meno conosciuto e più importante dell’anno: dalla scelta dei tralci da lasciare dipendono la quantità e la qualità dell’uva della vendemmia successiva.'),
        video('M4s0P0tatur', 'Potatura invernale al Maso Matonari'),
        ul(
          'Mattina: potatura guidata con il viticoltore, forbici alla mano.',
          'Pranzo al maso con prodotti dell’azienda.',
          'Pomeriggio: degustazione di vini dalle stesse vigne, annate diverse.',
        ),
        p('Le giornate al Maso Matonari sono aperte a un massimo di dodici persone. Servono scarpe da campagna e abiti caldi: il resto lo mettiamo noi.'),
      ],
      en: [
        p('Maso Matonari is the small farm in Trentino where we run hands-on training for customers and agents. Here, among a hectare and a half of vines and a mountain orchard, you learn about wine starting from the soil.'),
        p('February is pruning time. It is the least known and most important job of the year: which canes are left decides how much fruit the next harvest brings, and how good it is.'),
        video('M4s0P0tatur', 'Winter pruning at Maso Matonari'),
        ul(
          'Morning: guided pruning with the grower, secateurs in hand.',
          'Lunch at the farm with its own produce.',
          'Afternoon: tasting wines from the same vines, across several vintages.',
        ),
        p('Days at Maso Matonari are limited to twelve people. Bring boots and warm clothes; we will take care of the rest.'),
      ],
    },
  },
  {
    section: 'reserved-training',
    tags: ['masoMatonari'],
    publishedAt: '2025-09-25',
    title: bi('Vendemmia didattica al Maso Matonari', 'A teaching harvest at Maso Matonari'),
    slug: bi('maso-matonari-vendemmia-didattica', 'maso-matonari-teaching-harvest'),
    excerpt: bi('Raccogliere, pigiare, assaggiare il mosto: due giorni per vivere la vendemmia dall’interno.', 'Picking, crushing and tasting the must: two days to live the harvest from the inside.'),
    body: {
      it: [
        p('A fine settembre il Maso Matonari ha ospitato quattordici tra clienti e agenti per due giorni di vendemmia. Un’esperienza faticosa e bellissima, che cambia il modo di raccontare il vino ai propri clienti.'),
        h3('Il programma'),
        ul(
          'Primo giorno: raccolta a mano e selezione dei grappoli in vigna.',
          'Pigiatura e prime misure di zuccheri e acidità in cantina.',
          'Secondo giorno: assaggio del mosto in fermentazione e visita alla distilleria vicina per la consegna delle vinacce.',
        ),
        q('Dopo aver raccolto un filare intero, non ho più guardato il prezzo di una bottiglia allo stesso modo.'),
        p('La prossima vendemmia didattica è prevista per settembre 2026. Chi è interessato può segnalarlo fin d’ora al proprio agente.'),
      ],
      en: [
        p('At the end of September, Maso Matonari hosted fourteen customers and agents for two days of harvest. A tiring, wonderful experience that changes how you talk about wine to your own guests.'),
        h3('The programme'),
        ul(
          'Day one: hand-picking and sorting bunches in the vineyard.',
          'Crushing, and first readings of sugar and acidity in the cellar.',
          'Day two: tasting the fermenting must and visiting the nearby distillery as the pomace is delivered.',
        ),
        q('After picking a whole row, I never looked at the price of a bottle the same way again.'),
        p('The next teaching harvest is planned for September 2026. If you are interested, let your agent know now.'),
      ],
    },
  },
  {
    section: 'reserved-training',
    tags: ['wordOfWinemaker'],
    publishedAt: '2026-03-18',
    title: bi('Parola al vignaiolo: il Teroldego della Piana Rotaliana', 'Word of the winemaker: Teroldego from the Piana Rotaliana'),
    slug: bi('parola-al-vignaiolo-teroldego', 'word-of-winemaker-teroldego'),
    excerpt: bi('Un viticoltore trentino racconta la pergola, le vinacce e il rapporto con la distilleria.', 'A Trentino grower talks about the pergola, the pomace and working with the distillery.'),
    relatedProducers: ['P001'],
    body: {
      it: [
        p('Per la rubrica Parola al vignaiolo abbiamo incontrato uno dei viticoltori che conferiscono le vinacce di Teroldego alla Distilleria Alpestre Val di Non. Coltiva tre ettari a Mezzolombardo, metà ancora a pergola trentina.'),
        q('“La pergola è scomoda, ma in un’estate calda è come avere un ombrello sopra l’uva. Non la cambierei.”'),
        p('Nel colloquio racconta il rapporto con la distilleria: le vinacce vengono ritirate la sera stessa della svinatura, e ogni anno il distillatore assaggia insieme a lui la grappa nata dalle sue uve.'),
        q('“Quando servite quella grappa, ricordatevi che dentro c’è un anno di lavoro di una famiglia.”'),
        p('Un messaggio semplice, che vale la pena di portare in sala quando si propone una grappa monovitigno.'),
      ],
      en: [
        p('For our Word of the winemaker series we met one of the growers who supply Teroldego pomace to Distilleria Alpestre Val di Non. He farms three hectares at Mezzolombardo, half of it still on the Trentino pergola.'),
        q('“The pergola is awkward to work, but in a hot summer it’s like holding an umbrella over the grapes. I wouldn’t change it.”'),
        p('He describes his relationship with the distillery: the pomace is collected on the very evening of pressing, and every year the distiller tastes the grappa made from his grapes with him.'),
        q('“When you pour that grappa, remember there’s a family’s whole year of work in it.”'),
        p('A simple message, and one worth taking onto the floor when you offer a single-grape grappa.'),
      ],
    },
  },
  {
    section: 'reserved-training',
    tags: ['wordOfWinemaker'],
    publishedAt: '2025-06-12',
    title: bi('Parola al vignaiolo: la solera di Marsala', 'Word of the winemaker: the Marsala solera'),
    slug: bi('parola-al-vignaiolo-solera-marsala', 'word-of-winemaker-marsala-solera'),
    excerpt: bi('Il cantiniere delle Cantine Marsalesi spiega come si gestisce una solera centenaria.', 'The cellar master at Cantine Marsalesi explains how to look after a century-old solera.'),
    relatedProducers: ['P004'],
    relatedProducts: ['V0009'],
    body: {
      it: [
        p('Il cantiniere delle Cantine Marsalesi Baglio Ingrassia lavora nella stessa cantina da trentadue anni. Gli abbiamo chiesto di spiegarci, con parole semplici, che cos’è una solera e perché non si può avere fretta.'),
        q('“La solera è una catena: ogni anno prendi un po’ di vino dalle botti più vecchie e le rabbocchi con quelle un po’ più giovani. Nessuna botte si svuota mai del tutto.”'),
        ul(
          'Ogni anno si preleva solo una piccola parte del vino dalle botti più vecchie.',
          'Le botti sono in rovere e castagno, alcune con più di cento anni.',
          'L’aria di mare che entra dalle finestre fa parte della ricetta.',
        ),
        p('Un racconto da portare al tavolo quando si serve un Marsala vergine: pochi vini al mondo possono dire di contenere, anche solo in minima parte, vino di un secolo fa.'),
      ],
      en: [
        p('The cellar master at Cantine Marsalesi Baglio Ingrassia has worked in the same cellar for thirty-two years. We asked him to explain, in plain words, what a solera is and why it can’t be hurried.'),
        q('“A solera is a chain: every year you draw a little wine from the oldest casks and top them up from slightly younger ones. No cask is ever emptied completely.”'),
        ul(
          'Only a small share of the wine is drawn from the oldest casks each year.',
          'The casks are oak and chestnut, some more than a hundred years old.',
          'The sea air coming through the windows is part of the recipe.',
        ),
        p('A story to take to the table when you pour a Marsala vergine: few wines in the world can say they contain, however small the share, wine from a century ago.'),
      ],
    },
  },
  {
    section: 'reserved-tips',
    tags: [],
    publishedAt: '2026-04-20',
    title: bi('Quanti vini mettere in carta', 'How many wines to list'),
    slug: bi('quanti-vini-mettere-in-carta', 'how-many-wines-to-list'),
    excerpt: bi('Una regola pratica basata sui coperti, sulla cucina e sulla capacità di raccontare.', 'A rule of thumb based on covers, cuisine and how much your team can talk about.'),
    body: {
      it: [
        p('La domanda che ci fanno più spesso i nuovi clienti è quante etichette servano. Non esiste un numero giusto, ma esiste un numero sbagliato: quello che il personale non riesce a conoscere e a raccontare.'),
        ul(
          'Trattoria fino a 50 coperti: 25–40 etichette, di cui almeno sei al calice.',
          'Ristorante da 50 a 100 coperti: 60–120 etichette, organizzate per regione o per stile.',
          'Enoteca o wine bar: la carta è il cuore del locale, ma ruotatene una parte ogni stagione.',
        ),
        p('Partite dalla cucina: una carta di pesce ha bisogno di più bianchi e bollicine, una di carne di più rossi strutturati. Poi controllate che ci sia sempre un vino sotto una certa soglia di prezzo in ogni sezione.'),
        p('Senza minimo d’ordine potete tenere in carta anche etichette da una o due bottiglie, da proporre come rarità: danno carattere alla carta senza appesantire il magazzino.'),
      ],
      en: [
        p('The question new customers ask most often is how many labels they need. There is no right number, but there is a wrong one: the number your staff can’t get to know and talk about.'),
        ul(
          'Trattoria up to 50 covers: 25 to 40 labels, at least six of them by the glass.',
          'Restaurant with 50 to 100 covers: 60 to 120 labels, arranged by region or by style.',
          'Wine shop or wine bar: the list is the heart of the place, but rotate part of it every season.',
        ),
        p('Start from the kitchen: a seafood menu needs more whites and sparkling wines, a meat menu more structured reds. Then check that every section always has a wine under a sensible price point.'),
        p('With no minimum order you can also list labels you hold only one or two bottles of, offered as rarities: they give the list character without weighing down the stockroom.'),
      ],
    },
  },
  {
    section: 'reserved-tips',
    tags: [],
    publishedAt: '2025-08-28',
    title: bi('Il vino al calice senza sprechi', 'Wine by the glass without waste'),
    slug: bi('vino-al-calice-senza-sprechi', 'wine-by-the-glass-without-waste'),
    excerpt: bi('Conservazione, rotazione e prezzi per una proposta al calice che guadagna davvero.', 'Storage, rotation and pricing for a by-the-glass offer that actually makes money.'),
    body: {
      it: [
        p('Il vino al calice è uno strumento potente: fa provare etichette nuove, alza la qualità percepita e accompagna i clienti che bevono poco. Ma una bottiglia aperta e dimenticata è un costo secco.'),
        h3('Tre regole'),
        ol(
          'Non più di sei-otto vini al calice, scelti tra quelli che girano di più.',
          'Un sistema di conservazione adeguato: tappi sottovuoto per i fermi, tappi a pressione per le bollicine, frigorifero anche per i rossi a fine servizio.',
          'Una data scritta su ogni bottiglia aperta, da controllare a inizio turno.',
        ),
        p('Per il prezzo, un calice dovrebbe ripagare la bottiglia in quattro o cinque bicchieri, così che il resto compensi eventuali sprechi. Indicate sempre la quantità servita, di solito 125 o 150 ml.'),
        p('Ruotate i vini al calice ogni mese o due: i clienti abituali lo notano e tornano per scoprire le novità.'),
      ],
      en: [
        p('Wine by the glass is a powerful tool: it lets guests try new labels, raises perceived quality and looks after people who drink little. But an opened bottle left forgotten is pure cost.'),
        h3('Three rules'),
        ol(
          'No more than six to eight wines by the glass, chosen from your best sellers.',
          'Proper preservation: vacuum stoppers for still wines, pressure stoppers for sparkling, and the fridge even for reds at the end of service.',
          'A date written on every opened bottle, checked at the start of each shift.',
        ),
        p('On pricing, a glass should pay for the bottle within four or five pours, so the rest covers any waste. Always state the measure served, usually 125 or 150 ml.'),
        p('Rotate your wines by the glass every month or two: regulars notice and come back to see what is new.'),
      ],
    },
  },
  {
    section: 'reserved-tips',
    tags: [],
    publishedAt: '2024-04-09',
    title: bi('Descrivere un vino in due righe', 'Describing a wine in two lines'),
    slug: bi('descrivere-un-vino-in-due-righe', 'describing-a-wine-in-two-lines'),
    excerpt: bi('Parole chiare, niente gergo: come scrivere descrizioni che aiutano davvero a scegliere.', 'Clear words, no jargon: how to write descriptions that really help guests choose.'),
    body: {
      it: [
        p('Una buona descrizione in carta non è una scheda tecnica. Deve aiutare l’ospite a scegliere in pochi secondi, senza costringerlo a chiedere o, peggio, a ordinare sempre lo stesso vino.'),
        ul(
          'Una parola sullo stile: fresco, morbido, sapido, strutturato.',
          'Un riferimento al gusto che l’ospite conosce: agrumi, frutti rossi, spezie, fiori.',
          'Un suggerimento d’abbinamento con un piatto del vostro menu.',
        ),
        p('Evitate il gergo da degustazione e gli aggettivi vuoti come “elegante” o “importante”, che non dicono nulla a chi legge. Meglio “fresco e agrumato, perfetto con il crudo di ricciola” che mezza riga di descrittori.'),
        q('Se una descrizione non aiuta a scegliere, è solo decorazione.'),
      ],
      en: [
        p('A good list description isn’t a technical sheet. It should help guests choose in a few seconds, without forcing them to ask or, worse, to order the same wine every time.'),
        ul(
          'One word on style: fresh, soft, savoury, full-bodied.',
          'A reference to flavours guests know: citrus, red fruit, spice, flowers.',
          'A pairing suggestion with a dish from your own menu.',
        ),
        p('Avoid tasting-room jargon and empty adjectives such as “elegant” or “important”, which tell the reader nothing. “Fresh and citrusy, perfect with the amberjack crudo” beats half a line of descriptors.'),
        q('If a description doesn’t help guests choose, it is just decoration.'),
      ],
    },
  },
  {
    section: 'reserved-tips',
    tags: [],
    publishedAt: '2025-01-27',
    title: bi('Prezzi in carta: ricarichi onesti', 'List prices: honest margins'),
    slug: bi('prezzi-in-carta-ricarichi-onesti', 'list-prices-honest-margins'),
    excerpt: bi('Perché un ricarico a scalare fa vendere di più le bottiglie migliori.', 'Why a sliding margin sells more of your best bottles.'),
    body: {
      it: [
        p('Molti locali applicano lo stesso moltiplicatore a tutte le bottiglie: tre volte il prezzo d’acquisto, per esempio. È semplice, ma penalizza proprio i vini più interessanti, che finiscono fuori dalla portata della maggior parte degli ospiti.'),
        p('Un ricarico a scalare funziona meglio: più alto sulle etichette d’ingresso, più contenuto su quelle di fascia alta. Il margine in euro per bottiglia resta buono, e gli ospiti sono più invogliati a salire di livello.'),
        ul(
          'Fascia d’ingresso: moltiplicatore più alto, sono i vini che girano di più.',
          'Fascia media: il cuore della carta, ricarico equilibrato.',
          'Fascia alta: ricarico più basso in percentuale, margine in euro comunque superiore.',
        ),
        p('Il vostro agente può aiutarvi a simulare la carta con diverse strategie di prezzo, partendo dai vostri dati di vendita reali.'),
      ],
      en: [
        p('Many venues apply the same multiplier to every bottle: three times the purchase price, say. It is simple, but it penalises the most interesting wines, which end up out of reach for most guests.'),
        p('A sliding margin works better: higher on entry-level labels, gentler at the top end. The cash margin per bottle stays healthy, and guests are more tempted to trade up.'),
        ul(
          'Entry level: a higher multiplier, since these are the wines that sell most.',
          'Mid-range: the heart of the list, with a balanced margin.',
          'Top end: a lower percentage margin, but more money per bottle all the same.',
        ),
        p('Your agent can help you model the list with different pricing strategies, starting from your real sales figures.'),
      ],
    },
  },
]

/** The blog's labels (spec §3: spirit categories, countries, regions and styles), by the English slug. */
const blogTopics: Record<string, string[]> = {
  'how-to-build-an-amaro-list': ['type:amari', 'country:italia', 'region:piemonte'],
  'vermouth-returns-to-the-bar': ['type:vermouth-e-fortificati', 'region:piemonte', 'style:classico'],
  'sake-at-the-italian-table': ['type:sake', 'country:giappone'],
  'serving-grappa-properly': ['typespirits:grappa', 'region:trentino-alto-adige', 'style:giovane'],
  'marsala-after-dinner': ['typespirits:marsala', 'region:sicilia'],
  'tequila-beyond-the-margarita': ['typespirits:tequila', 'country:messico'],
  'organic-wines-on-the-list': ['country:italia', 'style:moderno'],
  'low-alcohol-drinks': ['type:aperitivi-e-bitter', 'type:spritzers'],
  'whisky-casks-sherry-bourbon-finishes': ['type:whisky', 'country:scozia', 'style:invecchiato'],
  'cognac-vs-vsop-xo-explained': ['typespirits:cognac', 'country:francia', 'style:invecchiato'],
}

export const articles: ArticleData[] = [
  ...blogArticles.map((a) => ({ ...a, topics: blogTopics[a.slug.en] })),
  ...newsArticles,
  ...pressArticles,
  ...reservedArticles,
]

// ---------------------------------------------------------------------------------------------------------------
// Static pages (slug = key in both languages)
// ---------------------------------------------------------------------------------------------------------------

type Seo = PageData['seo']
const staticPage = (key: string, title: Bi, intro: Bi, body: BiBlocks, seo: Seo): PageData => ({
  key,
  kind: 'static',
  title,
  slug: { it: key, en: key },
  intro,
  body,
  seo,
})
const seo = (title: Bi, description: Bi): Seo => ({ title, description })

const sitePages: PageData[] = [
  staticPage(
    'home',
    bi('Vini, distillati e liquori per l’Horeca', 'Wines, spirits and liqueurs for the hospitality trade'),
    bi(
      'Dal 1984 portiamo nei ristoranti, nei bar, nelle enoteche e negli hotel di tutta Italia circa 400 referenze di 50 produttori artigianali.',
      'Since 1984 we have brought about 400 references from 50 artisanal producers to restaurants, bars, wine shops and hotels across Italy.',
    ),
    {
      it: [
        p('Vinea Distribuzione lavora solo con i professionisti dell’ospitalità: vendiamo esclusivamente a operatori Horeca titolari di partita IVA. Da quarant’anni scegliamo i produttori uno per uno, li visitiamo in cantina e in distilleria e portiamo le loro bottiglie nei locali che sanno raccontarle.'),
        h2('Perché i locali lavorano con noi'),
        ul(
          'Circa 400 referenze di una cinquantina di produttori artigianali: vini, distillati, liquori, vermouth, sake e bibite.',
          'Consegna in tutta Italia, isole comprese, in massimo 3 giorni lavorativi.',
          'Nessun minimo d’ordine: potete ordinare anche una sola bottiglia.',
          '160 agenti sul territorio, che conoscono i locali della loro zona.',
          'Condizioni di vendita chiare, riassunte in un documento semplificato di una sola pagina.',
        ),
        h2('Non solo bottiglie'),
        p('Vi aiutiamo a costruire serate a tema, carte dei cocktail e menu del dopocena su misura per la vostra clientela. I nostri formatori organizzano corsi per il personale di sala e di banco, e l’area riservata raccoglie schede, consigli e materiali da scaricare.'),
        q('Conoscere chi produce e chi serve, e metterli in contatto: è il nostro mestiere dal 1984.'),
        p('Scoprite il catalogo per tipologia, produttore o regione, oppure chiedete all’agente della vostra zona una selezione pensata per il vostro locale.'),
      ],
      en: [
        p('Vinea Distribuzione works only with hospitality professionals: we sell exclusively to trade buyers holding a VAT number. For forty years we have chosen our producers one by one, visited them in their cellars and distilleries, and brought their bottles to venues that know how to tell their story.'),
        h2('Why venues work with us'),
        ul(
          'Around 400 references from some fifty artisanal producers: wines, spirits, liqueurs, vermouth, sake and soft drinks.',
          'Delivery anywhere in Italy, islands included, within 3 working days.',
          'No minimum order: you can order a single bottle.',
          '160 agents on the ground who know the venues in their area.',
          'Clear sales conditions, summed up in a simplified one-page document.',
        ),
        h2('More than bottles'),
        p('We help you plan themed evenings, cocktail lists and after-dinner menus tailored to your guests. Our trainers run courses for floor and bar staff, and the reserved area collects product sheets, tips and material to download.'),
        q('Knowing the people who make and the people who pour, and bringing them together: that has been our trade since 1984.'),
        p('Browse the catalogue by type, producer or region, or ask the agent for your area to put together a selection for your venue.'),
      ],
    },
    seo(
      bi('Vinea Distribuzione · Vini e distillati per l’Horeca', 'Vinea Distribuzione · Wines and spirits for the trade'),
      bi(
        'Dal 1984 circa 400 referenze di 50 produttori artigianali per ristoranti, bar, enoteche e hotel. Consegna in 3 giorni, nessun minimo d’ordine.',
        'Since 1984, about 400 references from 50 artisanal producers for restaurants, bars, wine shops and hotels. 3-day delivery, no minimum order.',
      ),
    ),
  ),
  staticPage(
    'philosophy',
    bi('La nostra filosofia', 'Our philosophy'),
    bi(
      'Scegliamo chi lavora con le mani: cantine e distillerie artigianali che conosciamo una per una.',
      'We choose people who work with their hands: artisanal wineries and distilleries we know one by one.',
    ),
    {
      it: [
        p('Ogni referenza del nostro catalogo è stata assaggiata in cantina, con il produttore. Crediamo in una distribuzione che racconta chi c’è dietro la bottiglia, non solo il suo prezzo. Per questo preferiamo cinquanta produttori conosciuti bene a cinquecento conosciuti per nome.'),
        h2('Piccoli produttori, grandi responsabilità'),
        p('Lavoriamo con distillerie che imbottigliano poche migliaia di bottiglie l’anno, con cantine di famiglia e con liquoristi che seguono ancora le ricette dei nonni. Sono realtà fragili: per loro un distributore affidabile è la possibilità di arrivare in tutta Italia senza snaturarsi. Per i nostri clienti sono la differenza tra una carta qualsiasi e una carta con un’identità.'),
        q('Una bottiglia entra nel catalogo quando sappiamo raccontare chi l’ha fatta, non solo che sapore ha.'),
        video('Fi1os0fiaVn', 'Vinea: quarant’anni tra cantine, distillerie e locali'),
        h2('I nostri impegni'),
        ul(
          'Visitare di persona ogni produttore prima di inserirlo in catalogo.',
          'Dare spazio alla sostenibilità: agricoltura biologica, vetro più leggero, imballi riciclabili.',
          'Formare chi serve: un prodotto raccontato bene vale il doppio.',
          'Non imporre minimi d’ordine, perché anche il locale più piccolo merita un grande catalogo.',
        ),
        p('Quattro progetti speciali, Tradizione, Sostenibilità, Mixology e Wine legacy, raccolgono le bottiglie che meglio rappresentano questi impegni. Li trovate segnalati da un timbro in ogni scheda prodotto.'),
      ],
      en: [
        p('Every reference in our catalogue was tasted in the cellar, with the person who made it. We believe in a kind of distribution that tells you who is behind the bottle, not just its price. That is why we would rather know fifty producers well than five hundred by name.'),
        h2('Small producers, big responsibilities'),
        p('We work with distilleries bottling a few thousand bottles a year, with family wineries and with liqueur makers who still follow their grandparents’ recipes. They are fragile businesses: for them a reliable distributor is the chance to reach the whole of Italy without changing who they are. For our customers they are the difference between an ordinary list and a list with a personality.'),
        q('A bottle joins the catalogue when we can tell the story of who made it, not just how it tastes.'),
        video('Fi1os0fiaVn', 'Vinea: forty years among cellars, distilleries and venues'),
        h2('What we commit to'),
        ul(
          'Visiting every producer in person before they join the catalogue.',
          'Making room for sustainability: organic farming, lighter glass, recyclable packaging.',
          'Training the people who pour: a product that is well explained is worth twice as much.',
          'No minimum order, because even the smallest venue deserves a great catalogue.',
        ),
        p('Four special projects, Tradition, Sustainability, Mixology and Wine legacy, bring together the bottles that best represent these commitments. You will find them marked with a stamp on every product sheet.'),
      ],
    },
    seo(
      bi('La nostra filosofia · Vinea Distribuzione', 'Our philosophy · Vinea Distribuzione'),
      bi(
        'Produttori artigianali conosciuti uno per uno, sostenibilità e formazione: i principi con cui Vinea sceglie e distribuisce vini e distillati.',
        'Artisanal producers we know one by one, sustainability and training: the principles behind how Vinea chooses and distributes wines and spirits.',
      ),
    ),
  ),
  staticPage(
    'why',
    bi('Perché scegliere Vinea', 'Why choose Vinea'),
    bi(
      'Quarant’anni di esperienza, 160 agenti in tutta Italia e un servizio pensato per chi lavora la sera.',
      'Forty years of experience, 160 agents across Italy and a service designed for people who work at night.',
    ),
    {
      it: [
        p('Chi gestisce un ristorante o un bar non ha tempo da perdere con i fornitori. Ha bisogno di ricevere quello che ha ordinato, quando serve, e di avere qualcuno che risponda quando qualcosa non va. Su questo abbiamo costruito il nostro servizio.'),
        h2('Sei buone ragioni'),
        ol(
          'Dal 1984 lavoriamo solo con l’Horeca: conosciamo i ritmi e i problemi dei locali.',
          'Circa 400 referenze di 50 produttori artigianali, scelte e visitate di persona.',
          'Consegna in massimo 3 giorni lavorativi in tutta Italia, isole comprese.',
          'Nessun minimo d’ordine e bottiglie singole: provate una novità senza riempire il magazzino.',
          '160 agenti, ognuno con la sua zona e i suoi clienti da seguire da vicino.',
          'Condizioni di vendita semplici, riassunte in una sola pagina.',
        ),
        h2('Un partner per la vostra carta'),
        p('I nostri agenti e i nostri formatori vi aiutano a progettare serate a tema, carte dei cocktail e menu del dopocena. Portiamo in assaggio le referenze, prepariamo le schede per il personale e, se volete, organizziamo una serata con il produttore nel vostro locale.'),
        q('Il nostro miglior commerciale è il cliente che riordina.'),
      ],
      en: [
        p('People who run a restaurant or bar have no time to waste on suppliers. They need what they ordered to arrive when they need it, and someone to answer when something goes wrong. That is what our service is built on.'),
        h2('Six good reasons'),
        ol(
          'Since 1984 we have worked only with the hospitality trade: we know how venues work and what goes wrong.',
          'Around 400 references from 50 artisanal producers, chosen and visited in person.',
          'Delivery within 3 working days anywhere in Italy, islands included.',
          'No minimum order and single bottles: try something new without filling the stockroom.',
          '160 agents, each with their own area and customers to look after closely.',
          'Simple sales conditions, summed up on a single page.',
        ),
        h2('A partner for your list'),
        p('Our agents and trainers help you plan themed evenings, cocktail lists and after-dinner menus. We bring references to taste, prepare notes for your staff and, if you like, organise an evening with the producer at your venue.'),
        q('Our best salesperson is the customer who reorders.'),
      ],
    },
    seo(
      bi('Perché scegliere Vinea Distribuzione', 'Why choose Vinea Distribuzione'),
      bi(
        'Dal 1984 solo Horeca: 160 agenti, consegna in 3 giorni lavorativi anche nelle isole, nessun minimo d’ordine e aiuto per serate e carte dei cocktail.',
        'Trade-only since 1984: 160 agents, delivery in 3 working days islands included, no minimum order, and help with themed evenings and cocktail lists.',
      ),
    ),
  ),
  staticPage(
    'sales-conditions',
    bi('Condizioni di vendita', 'Sales conditions'),
    bi(
      'Vendiamo esclusivamente a operatori Horeca titolari di partita IVA. Qui trovate come ordinare, come e quando consegniamo, come pagare e come gestire un reso.',
      'We sell exclusively to hospitality businesses holding a VAT number. Here is how to order, how and when we deliver, how to pay and how to handle a return.',
    ),
    {
      it: [
        h2('Chi può acquistare'),
        p('Vendiamo solo a ristoranti, bar, enoteche, hotel e altri operatori del settore Horeca titolari di partita IVA. Non vendiamo a privati. Per aprire un conto cliente servono la ragione sociale, la partita IVA, il codice destinatario per la fatturazione elettronica e, per i locali che somministrano, gli estremi della licenza.'),
        h2('Ordini e consegne'),
        ul(
          'Ordini tramite l’agente di zona, il portale B2B, l’ufficio ordini via e-mail o telefono.',
          'Nessun minimo d’ordine: si possono ordinare anche bottiglie singole.',
          'Consegna in tutta Italia, isole comprese, in massimo 3 giorni lavorativi dall’ordine.',
          'Gli ordini ricevuti entro le 12 partono lo stesso giorno lavorativo.',
          'Nessun supplemento di consegna per le isole.',
        ),
        h2('Prezzi e pagamenti'),
        p('I prezzi di listino sono espressi in euro, al netto dell’IVA e comprensivi delle accise. Il primo ordine si paga con bonifico anticipato o in contrassegno. Dal secondo ordine è possibile il pagamento con bonifico o addebito diretto SEPA a 30 giorni data fattura fine mese, secondo gli accordi presi con l’amministrazione.'),
        h2('Controllo della merce e resi'),
        p('Alla consegna vi chiediamo di controllare il numero dei colli e lo stato dell’imballo, annotando eventuali danni sul documento di trasporto. Le bottiglie rotte o difettose vanno segnalate all’ufficio ordini entro 8 giorni: le sostituiamo o le accreditiamo senza costi. I resi di merce integra sono accettati entro 14 giorni solo se concordati con l’ufficio ordini, con bottiglie chiuse e nella confezione originale.'),
        p('Tutte queste condizioni sono riassunte nel documento di condizioni di vendita semplificate, una sola pagina in PDF che potete scaricare, stampare e tenere vicino al banco.'),
      ],
      en: [
        h2('Who can buy'),
        p('We sell only to restaurants, bars, wine shops, hotels and other hospitality businesses holding a VAT number. We do not sell to private individuals. To open a customer account we need your company name, VAT number, e-invoicing recipient code and, for venues serving alcohol, your licence details.'),
        h2('Orders and delivery'),
        ul(
          'Order through your local agent, the B2B portal, or the orders office by e-mail or phone.',
          'No minimum order: single bottles can be ordered too.',
          'Delivery anywhere in Italy, islands included, within 3 working days of ordering.',
          'Orders received by noon leave the same working day.',
          'No delivery surcharge for the islands.',
        ),
        h2('Prices and payment'),
        p('List prices are in euros, excluding VAT and including excise duty. The first order is paid by bank transfer in advance or cash on delivery. From the second order you can pay by bank transfer or SEPA direct debit at 30 days from the end of the invoice month, as agreed with our accounts office.'),
        h2('Checking goods and returns'),
        p('On delivery, please check the number of parcels and the state of the packaging, and note any damage on the delivery note. Broken or faulty bottles must be reported to the orders office within 8 days: we replace or credit them at no cost. Returns of undamaged goods are accepted within 14 days only by agreement with the orders office, with bottles unopened and in their original packaging.'),
        p('All of these conditions are summed up in our simplified sales conditions, a single-page PDF you can download, print and keep behind the bar.'),
      ],
    },
    seo(
      bi('Condizioni di vendita · Vinea Distribuzione', 'Sales conditions · Vinea Distribuzione'),
      bi(
        'Solo Horeca con partita IVA, consegna in 3 giorni lavorativi anche nelle isole, nessun minimo d’ordine, pagamenti e resi. Scarica la versione in una pagina.',
        'Trade buyers with a VAT number only, 3-working-day delivery islands included, no minimum order, payment and returns. Download the one-page version.',
      ),
    ),
  ),
  staticPage(
    'privacy-policy',
    bi('Informativa sulla privacy', 'Privacy policy'),
    bi(
      'Come trattiamo i dati personali che ci affidate attraverso questo sito, perché lo facciamo, per quanto tempo e quali diritti avete, ai sensi del Regolamento (UE) 2016/679 (GDPR).',
      'How we process the personal data you give us through this website, why, for how long and what your rights are, under Regulation (EU) 2016/679 (GDPR).',
    ),
    {
      it: [
        h2('Titolare del trattamento'),
        p('Il titolare del trattamento è Vinea Distribuzione, Via dell’Artigianato 14, 37135 Verona, partita IVA IT01234560231. Per qualsiasi domanda sul trattamento dei vostri dati potete scrivere a privacy@vinea.demo o telefonare al numero +39 045 820 1984.'),
        h2('Finalità, basi giuridiche e conservazione'),
        ul(
          'Richieste di contatto: rispondiamo alle domande inviate con i moduli del sito e le inoltriamo all’ufficio o all’agente competente. Base giuridica: misure precontrattuali e legittimo interesse. Conserviamo i dati per 24 mesi dall’ultima comunicazione.',
          'Candidature di lavoro: valutiamo curriculum e lettere di presentazione inviati con il modulo “Lavora con noi”. Base giuridica: misure precontrattuali su vostra richiesta. Conserviamo i dati per 24 mesi, poi li cancelliamo.',
          'Newsletter: inviamo aggiornamenti su prodotti, eventi e formazione a chi si è iscritto e ha confermato l’iscrizione. Base giuridica: consenso, revocabile in ogni momento con il link presente in ogni e-mail. Conserviamo l’indirizzo fino alla disiscrizione.',
          'Area riservata: gestiamo l’accesso dei clienti, gli ordini e i contenuti dedicati. Base giuridica: esecuzione del contratto. Conserviamo i dati per la durata del rapporto e i documenti contabili per 10 anni, come richiesto dalla legge.',
          'Sicurezza del sito: registriamo dati tecnici di navigazione e usiamo un servizio di protezione dai bot per prevenire abusi. Base giuridica: legittimo interesse. I registri tecnici sono conservati per 30 giorni.',
        ),
        h2('Destinatari'),
        p('I dati sono trattati dal nostro personale autorizzato e, per la vostra zona, dall’agente di riferimento. Ci avvaliamo di fornitori nominati responsabili del trattamento per l’hosting, l’invio delle e-mail e la protezione dai bot. Non vendiamo né cediamo i vostri dati a terzi; eventuali trasferimenti fuori dallo Spazio economico europeo avvengono solo con garanzie adeguate, come le clausole contrattuali standard.'),
        h2('I vostri diritti'),
        p('In ogni momento potete esercitare i diritti previsti dagli articoli da 15 a 22 del GDPR, scrivendo a privacy@vinea.demo:'),
        ul(
          'diritto di accesso ai vostri dati (art. 15);',
          'diritto di rettifica (art. 16) e di cancellazione (art. 17);',
          'diritto di limitazione del trattamento (art. 18) e di essere informati delle rettifiche e cancellazioni comunicate ai destinatari (art. 19);',
          'diritto alla portabilità dei dati (art. 20);',
          'diritto di opposizione al trattamento (art. 21);',
          'diritto di non essere sottoposti a decisioni basate unicamente su un trattamento automatizzato (art. 22).',
        ),
        p('Potete inoltre revocare il consenso in qualsiasi momento, senza pregiudicare la liceità del trattamento precedente, e proporre reclamo al Garante per la protezione dei dati personali. Il conferimento dei dati richiesti nei moduli è necessario per rispondervi; senza di essi non possiamo dare seguito alla richiesta.'),
      ],
      en: [
        h2('Data controller'),
        p('The data controller is Vinea Distribuzione, Via dell’Artigianato 14, 37135 Verona, Italy, VAT number IT01234560231. For any question about how we handle your data, write to privacy@vinea.demo or call +39 045 820 1984.'),
        h2('Purposes, legal bases and retention'),
        ul(
          'Contact requests: we answer the questions sent through the website forms and pass them to the relevant office or agent. Legal basis: pre-contractual steps and legitimate interest. We keep the data for 24 months from our last exchange.',
          'Job applications: we assess the CVs and cover letters sent through the “Work with us” form. Legal basis: pre-contractual steps at your request. We keep the data for 24 months and then delete it.',
          'Newsletter: we send news about products, events and training to people who signed up and confirmed their subscription. Legal basis: consent, which you can withdraw at any time through the link in every e-mail. We keep your address until you unsubscribe.',
          'Reserved area: we manage customer log-ins, orders and dedicated content. Legal basis: performance of the contract. We keep the data for as long as the relationship lasts, and accounting records for 10 years as the law requires.',
          'Website security: we log technical browsing data and use a bot-protection service to prevent abuse. Legal basis: legitimate interest. Technical logs are kept for 30 days.',
        ),
        h2('Recipients'),
        p('Your data is processed by our authorised staff and, for your area, by the agent who looks after you. We use suppliers appointed as data processors for hosting, sending e-mail and bot protection. We never sell or pass your data on to third parties; any transfer outside the European Economic Area takes place only with appropriate safeguards, such as standard contractual clauses.'),
        h2('Your rights'),
        p('At any time you may exercise the rights set out in Articles 15 to 22 of the GDPR by writing to privacy@vinea.demo:'),
        ul(
          'the right of access to your data (Art. 15);',
          'the right to rectification (Art. 16) and to erasure (Art. 17);',
          'the right to restriction of processing (Art. 18) and to be told of rectifications and erasures notified to recipients (Art. 19);',
          'the right to data portability (Art. 20);',
          'the right to object to processing (Art. 21);',
          'the right not to be subject to decisions based solely on automated processing (Art. 22).',
        ),
        p('You may also withdraw your consent at any time, without affecting the lawfulness of earlier processing, and lodge a complaint with the Italian data protection authority, the Garante per la protezione dei dati personali. The data requested in our forms is needed to reply to you; without it we cannot follow up your request.'),
      ],
    },
    seo(
      bi('Informativa sulla privacy · Vinea Distribuzione', 'Privacy policy · Vinea Distribuzione'),
      bi(
        'Finalità del trattamento, basi giuridiche, tempi di conservazione e diritti dell’interessato (artt. 15–22 GDPR) per chi usa il sito Vinea Distribuzione.',
        'Purposes of processing, legal bases, retention periods and data subject rights (GDPR Articles 15–22) for users of the Vinea Distribuzione website.',
      ),
    ),
  ),
  staticPage(
    'cookie-policy',
    bi('Cookie policy', 'Cookie policy'),
    bi(
      'Questo sito usa solo cookie tecnici, necessari al suo funzionamento. Altri strumenti, come i video incorporati, si attivano solo se li accettate.',
      'This website uses only technical cookies, which it needs in order to work. Other tools, such as embedded videos, are switched on only if you accept them.',
    ),
    {
      it: [
        p('I cookie sono piccoli file che il sito salva nel vostro browser per ricordare alcune informazioni tra una pagina e l’altra. Usiamo solo cookie tecnici di prima parte, che non richiedono il consenso e non servono a profilarvi.'),
        h2('Cookie tecnici'),
        ul(
          'Dichiarazione di maggiore età: ricorda che avete dichiarato di avere almeno 18 anni, così il sito non ve lo chiede a ogni visita. Durata: 7 giorni.',
          'Accesso all’area riservata (login): conserva in forma cifrata la sessione dei clienti che hanno effettuato l’accesso. Durata: fino alla disconnessione o alla scadenza della sessione.',
          'Preferenze sui cookie (consenso): registra le scelte che avete fatto nel banner, per non riproporvelo a ogni pagina. Durata: 6 mesi.',
        ),
        h2('Categoria marketing'),
        p('Solo se accettate la categoria marketing nel banner, il sito attiva due strumenti di terze parti. Fino ad allora i video sono sostituiti da un segnaposto con un pulsante per dare il consenso.'),
        ul(
          'I video incorporati da YouTube, in modalità privacy avanzata (youtube-nocookie.com).',
          'Il tag manager, che carica gli strumenti di misurazione delle visite.',
        ),
        h2('Come cambiare le vostre scelte'),
        p('Potete modificare o revocare il consenso in qualsiasi momento dal link “Preferenze cookie” in fondo a ogni pagina. Potete anche cancellare i cookie dalle impostazioni del browser: in quel caso il sito vi chiederà di nuovo la maggiore età e le preferenze. Per il resto del trattamento dei dati vale l’informativa sulla privacy.'),
      ],
      en: [
        p('Cookies are small files a website stores in your browser so it can remember certain information from one page to the next. We use only first-party technical cookies, which need no consent and are never used to profile you.'),
        h2('Technical cookies'),
        ul(
          'Age declaration: remembers that you declared you are at least 18, so the site doesn’t ask on every visit. Lasts 7 days.',
          'Reserved-area login: keeps the session of signed-in customers, encrypted. Lasts until you log out or the session expires.',
          'Cookie preferences (consent): records the choices you made in the banner so it doesn’t reappear on every page. Lasts 6 months.',
        ),
        h2('Marketing category'),
        p('Only if you accept the marketing category in the banner does the site switch on two third-party tools. Until then, videos are replaced by a placeholder with a button to give consent.'),
        ul(
          'Embedded YouTube videos, in privacy-enhanced mode (youtube-nocookie.com).',
          'The tag manager, which loads the visitor analytics tools.',
        ),
        h2('Changing your choices'),
        p('You can change or withdraw your consent at any time through the “Cookie preferences” link at the foot of every page. You can also delete cookies in your browser settings, in which case the site will ask for your age and preferences again. For everything else about your data, see our privacy policy.'),
      ],
    },
    seo(
      bi('Cookie policy · Vinea Distribuzione', 'Cookie policy · Vinea Distribuzione'),
      bi(
        'Solo cookie tecnici: maggiore età (7 giorni), accesso all’area riservata e consenso. La categoria marketing sblocca video YouTube e tag manager.',
        'Technical cookies only: age declaration (7 days), reserved-area login and consent. The marketing category unlocks YouTube videos and the tag manager.',
      ),
    ),
  ),
  staticPage(
    'credits',
    bi('Credits', 'Credits'),
    bi('Le persone e gli strumenti che hanno realizzato questo sito.', 'The people and tools behind this website.'),
    {
      it: [
        p('Questo sito è stato progettato e sviluppato dal team digitale di Vinea Distribuzione, con la collaborazione della redazione e dell’ufficio formazione per i contenuti.'),
        ul(
          'Progetto, sviluppo e grafica: team digitale Vinea Distribuzione.',
          'Testi: redazione del blog Vinea, con Giulia Ferraris, Marco Bellandi, Elena Sartori e Davide Lanfranchi.',
          'Immagini delle bottiglie: illustrazioni generate a partire dalle schede prodotto.',
          'Caratteri tipografici: Cormorant Garamond e Inter, con licenza SIL Open Font License.',
        ),
        h2('Tecnologie'),
        p('Il sito è costruito con software open source, tra cui Next.js, React e Payload CMS, che la redazione usa per aggiornare testi, prodotti e uffici in entrambe le lingue.'),
      ],
      en: [
        p('This website was designed and built by the Vinea Distribuzione digital team, with our editors and training office providing the content.'),
        ul(
          'Design, development and graphics: Vinea Distribuzione digital team.',
          'Copy: the Vinea blog editors, with Giulia Ferraris, Marco Bellandi, Elena Sartori and Davide Lanfranchi.',
          'Bottle images: illustrations generated from the product sheets.',
          'Typefaces: Cormorant Garamond and Inter, under the SIL Open Font License.',
        ),
        h2('Technology'),
        p('The site is built with open-source software, including Next.js, React and Payload CMS, which our editors use to update copy, products and offices in both languages.'),
      ],
    },
    seo(
      bi('Credits · Vinea Distribuzione', 'Credits · Vinea Distribuzione'),
      bi('Chi ha realizzato il sito di Vinea Distribuzione: progetto, testi, immagini, caratteri e tecnologie.', 'Who made the Vinea Distribuzione website: design, copy, images, typefaces and technology.'),
    ),
  ),
  staticPage(
    'newsletter',
    bi('Newsletter', 'Newsletter'),
    bi(
      'Una e-mail al mese con le novità del catalogo, gli eventi in programma e i consigli dei nostri formatori.',
      'One e-mail a month with new arrivals in the catalogue, upcoming events and tips from our trainers.',
    ),
    {
      it: [
        p('La newsletter di Vinea è pensata per chi lavora nei locali: titolari, sommelier, bartender e responsabili di sala. Niente promozioni urlate, ma informazioni utili da leggere in cinque minuti prima del servizio.'),
        h2('Cosa riceverete'),
        ul(
          'Le nuove referenze e i nuovi produttori in catalogo.',
          'Il calendario di masterclass, degustazioni e fiere.',
          'Un consiglio pratico per la carta dei vini, dei cocktail o del dopocena.',
          'Le date utili per ordini e consegne nei periodi di festa.',
        ),
        p('Dopo l’iscrizione riceverete una e-mail per confermare l’indirizzo: senza conferma non vi scriveremo. In ogni messaggio trovate il link per cancellarvi con un clic.'),
        p('I dati raccolti servono solo per inviarvi la newsletter e sono trattati come descritto nell’informativa sulla privacy.'),
      ],
      en: [
        p('The Vinea newsletter is written for people who work in venues: owners, sommeliers, bartenders and floor managers. No shouting about offers, just useful information you can read in five minutes before service.'),
        h2('What you will receive'),
        ul(
          'New references and new producers in the catalogue.',
          'The calendar of masterclasses, tastings and trade fairs.',
          'A practical tip for your wine, cocktail or after-dinner list.',
          'Key dates for orders and deliveries over the holidays.',
        ),
        p('After signing up you will receive an e-mail asking you to confirm your address: without confirmation we will not write to you. Every message includes a link to unsubscribe in one click.'),
        p('The data we collect is used only to send you the newsletter and is handled as described in our privacy policy.'),
      ],
    },
    seo(
      bi('Newsletter · Vinea Distribuzione', 'Newsletter · Vinea Distribuzione'),
      bi('Iscriviti alla newsletter Vinea: novità del catalogo, eventi, formazione e consigli per la carta, una volta al mese.', 'Sign up for the Vinea newsletter: new arrivals, events, training and tips for your list, once a month.'),
    ),
  ),
  staticPage(
    'candidates',
    bi('Candidati', 'Apply'),
    bi(
      'Inviaci la tua candidatura: cerchiamo persone curiose, precise e appassionate del mondo dell’ospitalità.',
      'Job applications are handled in Italian only: the application form is available on the Italian version of this page.',
    ),
    {
      it: [
        p('Vinea è un’azienda di circa quaranta persone in sede, più la rete di 160 agenti su tutto il territorio. Cresciamo con calma, ma cresciamo: ogni anno cerchiamo nuovi colleghi per gli uffici di Verona e per il magazzino.'),
        h2('Le aree in cui puoi candidarti'),
        ul(
          'Amministrazione.',
          'Logistica, gestione ordini e ufficio acquisti.',
          'Ufficio marketing.',
        ),
        p('Compila il modulo con i tuoi dati, indica il titolo di studio e l’area che ti interessa e allega il curriculum e una lettera di presentazione, entrambi in formato PDF. Leggiamo tutte le candidature e rispondiamo a chi corrisponde ai profili che stiamo cercando.'),
        p('Per candidarti come agente di commercio consulta invece la pagina dedicata agli agenti. I dati che ci invii sono trattati come descritto nell’informativa sulla privacy e conservati per 24 mesi.'),
      ],
      en: [
        p('Sorry, the form is only available in Italian. Our team in Verona works in Italian, so we ask candidates to apply through the Italian version of this page.'),
        h2('Areas we recruit for'),
        ul(
          'Administration.',
          'Logistics, order management and purchasing.',
          'Marketing.',
        ),
        p('The Italian form asks for your details, your qualification and the area you are interested in, plus a CV and a cover letter, both as PDF files. If you are interested in becoming a sales agent, see our page for agents instead.'),
      ],
    },
    seo(
      bi('Candidati · Lavora con Vinea Distribuzione', 'Apply · Work at Vinea Distribuzione'),
      bi('Invia la tua candidatura a Vinea Distribuzione: amministrazione, logistica e ufficio acquisti, marketing. CV e lettera in PDF.', 'Applications to Vinea Distribuzione are made in Italian: the form is available only on the Italian version of the site.'),
    ),
  ),
  staticPage(
    'contacts',
    bi('Contatti', 'Contacts'),
    bi(
      'Scegli il tipo di richiesta: ti mettiamo in contatto con l’ufficio giusto o ti proponiamo il modulo adatto.',
      'Choose the kind of request: we will put you in touch with the right office or show you the right form.',
    ),
    {
      it: [
        p('Siamo in Via dell’Artigianato 14, a Verona sud, a pochi minuti dal casello autostradale. Gli uffici rispondono dal lunedì al venerdì, dalle 8.30 alle 12.30 e dalle 14 alle 18; l’ufficio ordini è attivo anche il sabato mattina.'),
        h2('Come possiamo aiutarti'),
        ul(
          'Sei un ristorante, un bar, un’enoteca o un hotel e vuoi diventare cliente.',
          'Sei già cliente e hai bisogno dell’ufficio ordini o dell’amministrazione.',
          'Vuoi lavorare con noi come agente di commercio.',
          'Sei un produttore e vuoi proporci i tuoi vini o distillati.',
          'Vuoi candidarti per una posizione in sede o in magazzino.',
        ),
        p('Per le richieste che non rientrano in queste categorie puoi chiamare il centralino al numero +39 045 820 1984 o scrivere a info@vinea.demo. Rispondiamo entro un giorno lavorativo.'),
      ],
      en: [
        p('You will find us at Via dell’Artigianato 14, in the south of Verona, a few minutes from the motorway exit. Our offices are open Monday to Friday, 8.30 am to 12.30 pm and 2 pm to 6 pm; the orders office also works on Saturday mornings.'),
        h2('How we can help'),
        ul(
          'You run a restaurant, bar, wine shop or hotel and would like to become a customer.',
          'You are already a customer and need the orders office or accounts.',
          'You would like to work with us as a sales agent.',
          'You are a producer and would like to offer us your wines or spirits.',
          'You would like to apply for a job at our offices or warehouse.',
        ),
        p('For anything else, call our switchboard on +39 045 820 1984 or write to info@vinea.demo. We reply within one working day.'),
      ],
    },
    seo(
      bi('Contatti · Vinea Distribuzione, Verona', 'Contacts · Vinea Distribuzione, Verona'),
      bi('Uffici, orari e recapiti di Vinea Distribuzione a Verona: ordini, amministrazione, Horeca, agenti, produttori e lavoro.', 'Offices, opening hours and contact details of Vinea Distribuzione in Verona: orders, accounts, trade, agents, producers, jobs.'),
    ),
  ),
  staticPage(
    'contacts-agents',
    bi('Per gli agenti', 'For agents'),
    bi(
      'Sei agente di commercio nel settore Horeca? Una rete di 160 colleghi, un catalogo artigianale e un’azienda che ti segue davvero.',
      'Are you a sales agent in the hospitality trade? Join a network of 160 colleagues, an artisanal catalogue and a company that genuinely backs you.',
    ),
    {
      it: [
        p('La rete di Vinea conta 160 agenti in tutte le regioni italiane, isole comprese. Cerchiamo periodicamente nuovi agenti per coprire zone scoperte o dividere aree diventate troppo grandi per una persona sola.'),
        h2('Cosa offriamo'),
        ul(
          'Una zona definita, con un portafoglio clienti da sviluppare.',
          'Provvigioni chiare, pagate mensilmente, e premi legati agli obiettivi.',
          'Formazione continua su prodotti, servizio e tecniche di vendita.',
          'Campionatura, materiali per i locali e accesso al portale B2B per seguire gli ordini dei tuoi clienti.',
        ),
        h2('Chi cerchiamo'),
        p('Agenti iscritti alla Camera di commercio e all’Enasarco, con partita IVA ed esperienza nel canale Horeca. Conta più la conoscenza dei locali della zona che il numero di mandati: ci piace chi sa consigliare, non solo vendere.'),
        p('Per proporti scrivi alla Rete agenti, indicando la zona in cui operi e una breve presentazione. Ti risponde il responsabile della rete per la tua area.'),
      ],
      en: [
        p('The Vinea network has 160 agents in every Italian region, islands included. From time to time we look for new agents to cover vacant areas or to split areas that have grown too big for one person.'),
        h2('What we offer'),
        ul(
          'A defined area, with a customer portfolio to develop.',
          'Clear commission paid monthly, plus bonuses linked to targets.',
          'Ongoing training on products, service and selling.',
          'Samples, point-of-sale material and access to the B2B portal to follow your customers’ orders.',
        ),
        h2('Who we are looking for'),
        p('Agents registered with the Chamber of Commerce and Enasarco, with a VAT number and experience in the on-trade. Knowing the venues in your area counts for more than the number of agencies you hold: we like people who advise, not just sell.'),
        p('To apply, write to the agent network office with the area you cover and a short introduction. The network manager for your area will reply.'),
      ],
    },
    seo(
      bi('Diventa agente Vinea · Contatti per agenti', 'Become a Vinea agent · Contacts for agents'),
      bi('Entra nella rete di 160 agenti Vinea: zona definita, provvigioni chiare, formazione e un catalogo di produttori artigianali.', 'Join the network of 160 Vinea agents: a defined area, clear commission, training and a catalogue of artisanal producers.'),
    ),
  ),
  staticPage(
    'contacts-horeca',
    bi('Per ristoranti, bar, enoteche e hotel', 'For restaurants, bars, wine shops and hotels'),
    bi(
      'Diventare cliente Vinea è semplice: serve una partita IVA e un locale che ha voglia di fare bene.',
      'Becoming a Vinea customer is simple: all you need is a VAT number and a venue that wants to do things well.',
    ),
    {
      it: [
        p('Vendiamo esclusivamente a operatori Horeca titolari di partita IVA. Se gestite un ristorante, un bar, un’enoteca, un hotel o un catering, l’agente della vostra zona vi contatterà per conoscere il locale e presentarvi il catalogo.'),
        h2('Come si diventa clienti'),
        ol(
          'Inviate la richiesta con il modulo di contatto o chiamate l’ufficio commerciale Horeca.',
          'L’agente di zona vi visita, con una selezione di prodotti in assaggio scelta per il vostro locale.',
          'Aprite il conto cliente con ragione sociale, partita IVA e codice per la fatturazione elettronica.',
          'Fate il primo ordine: consegna in 3 giorni lavorativi, anche di una sola bottiglia.',
        ),
        h2('Cosa trovate con noi'),
        p('Circa 400 referenze di 50 produttori artigianali, consegna in tutta Italia isole comprese, nessun minimo d’ordine e condizioni riassunte in una pagina. In più, l’aiuto dei nostri formatori per serate a tema, carte dei cocktail e menu del dopocena, e l’accesso all’area riservata con schede, corsi e materiali.'),
      ],
      en: [
        p('We sell exclusively to hospitality businesses holding a VAT number. If you run a restaurant, bar, wine shop, hotel or catering business, the agent for your area will get in touch to visit your venue and present the catalogue.'),
        h2('How to become a customer'),
        ol(
          'Send a request using the contact form or call our hospitality sales office.',
          'Your local agent visits, bringing a tasting selection chosen for your venue.',
          'Open your customer account with your company name, VAT number and e-invoicing code.',
          'Place your first order: delivery in 3 working days, even for a single bottle.',
        ),
        h2('What you get with us'),
        p('Around 400 references from 50 artisanal producers, delivery across Italy islands included, no minimum order and conditions summed up on one page. On top of that, help from our trainers with themed evenings, cocktail lists and after-dinner menus, and access to the reserved area with product sheets, courses and materials.'),
      ],
    },
    seo(
      bi('Diventa cliente · Contatti per l’Horeca', 'Become a customer · Hospitality contacts'),
      bi('Ristoranti, bar, enoteche e hotel con partita IVA: come diventare clienti Vinea. Consegna in 3 giorni, nessun minimo d’ordine.', 'Restaurants, bars, wine shops and hotels with a VAT number: how to become a Vinea customer. 3-day delivery, no minimum order.'),
    ),
  ),
  staticPage(
    'contacts-producers',
    bi('Per i produttori', 'For producers'),
    bi(
      'Siete una cantina, una distilleria o un liquorificio artigianale? Raccontateci chi siete.',
      'Are you an artisanal winery, distillery or liqueur maker? Tell us who you are.',
    ),
    {
      it: [
        p('Ogni anno valutiamo centinaia di proposte e inseriamo in catalogo una ventina di referenze nuove. Cerchiamo produttori artigianali con una storia da raccontare, una qualità costante e la capacità di servire il mercato italiano tutto l’anno.'),
        h2('Come proporsi'),
        ol(
          'Inviate una presentazione dell’azienda all’ufficio Rapporti con i produttori, con le schede tecniche e i volumi disponibili.',
          'Non spedite campioni senza accordo: se la proposta ci interessa, vi chiederemo noi le bottiglie da assaggiare.',
          'Dopo l’assaggio alla cieca, se il prodotto convince, veniamo a trovarvi in cantina o in distilleria.',
        ),
        p('Il percorso può richiedere alcuni mesi, a volte più di un anno. Rispondiamo comunque a tutte le proposte, anche quando non possiamo dare seguito.'),
        q('Una bottiglia entra nel catalogo quando sappiamo raccontare chi l’ha fatta.'),
      ],
      en: [
        p('Every year we assess hundreds of proposals and add about twenty new references to the catalogue. We look for artisanal producers with a story to tell, consistent quality and the ability to supply the Italian market all year round.'),
        h2('How to approach us'),
        ol(
          'Send a company presentation to our Producer relations office, with technical sheets and available volumes.',
          'Please don’t send samples unasked: if the proposal interests us, we will ask for the bottles we want to taste.',
          'After a blind tasting, if the product convinces us, we come and visit your cellar or distillery.',
        ),
        p('The process can take several months, sometimes more than a year. We reply to every proposal, even when we cannot take it further.'),
        q('A bottle joins the catalogue when we can tell the story of who made it.'),
      ],
    },
    seo(
      bi('Per i produttori · Proponi i tuoi prodotti a Vinea', 'For producers · Offer your products to Vinea'),
      bi('Cantine, distillerie e liquorifici artigianali: come proporre i vostri prodotti al catalogo Vinea e come funziona la selezione.', 'Artisanal wineries, distilleries and liqueur makers: how to offer your products to the Vinea catalogue and how selection works.'),
    ),
  ),
  staticPage(
    'contacts-work-with-us',
    bi('Lavora con noi', 'Work with us'),
    bi(
      'Cerchiamo persone che amano l’ospitalità e il lavoro fatto bene, in ufficio come in magazzino.',
      'We are looking for people who love hospitality and a job well done, in the office and in the warehouse.',
    ),
    {
      it: [
        p('In Vinea lavorano circa quaranta persone tra uffici e magazzino di Verona, più 160 agenti su tutto il territorio. È un ambiente piccolo abbastanza perché tutti si conoscano, e grande abbastanza per crescere.'),
        h2('Le nostre aree'),
        ul(
          'Amministrazione: contabilità, fatturazione, rapporti con clienti e fornitori.',
          'Logistica, gestione ordini e ufficio acquisti: dal ricevimento merci alla spedizione.',
          'Ufficio marketing: catalogo, sito, newsletter, eventi e materiali per i locali.',
        ),
        p('Offriamo formazione sui prodotti fin dal primo giorno, assaggi in azienda e la possibilità di partecipare a fiere e visite ai produttori. Per candidarti compila il modulo nella pagina Candidati, allegando curriculum e lettera di presentazione in PDF.'),
        p('Se invece vuoi lavorare come agente di commercio, trovi tutte le informazioni nella pagina dedicata agli agenti.'),
      ],
      en: [
        p('About forty people work at Vinea across our Verona offices and warehouse, plus 160 agents around the country. It is small enough for everyone to know each other and big enough to grow.'),
        h2('Our teams'),
        ul(
          'Administration: accounting, invoicing, dealing with customers and suppliers.',
          'Logistics, order management and purchasing: from goods-in to dispatch.',
          'Marketing: catalogue, website, newsletter, events and material for venues.',
        ),
        p('We offer product training from day one, tastings at the company and the chance to join trade fairs and producer visits. Applications are handled in Italian: the form on the Italian Apply page asks for a CV and a cover letter as PDF files.'),
        p('If you would like to work as a sales agent instead, you will find everything on our page for agents.'),
      ],
    },
    seo(
      bi('Lavora con noi · Vinea Distribuzione', 'Work with us · Vinea Distribuzione'),
      bi('Posizioni in amministrazione, logistica e acquisti, marketing nella sede di Verona. Formazione sui prodotti fin dal primo giorno.', 'Roles in administration, logistics and purchasing, and marketing at our Verona head office, with product training from day one.'),
    ),
  ),
]

/** Reserved-area pages: the intro and body of each listing, for logged-in trade customers only. */
const reservedPages: PageData[] = [
  staticPage(
    'reserved-area',
    bi('Area riservata', 'Reserved area'),
    bi('Bentornato. Qui trovi news, formazione, schede sul vino e materiali da scaricare, riservati ai clienti Vinea.', 'Welcome back. Here you will find news, training, wine guides and downloads, reserved for Vinea customers.'),
    {
      it: [
        p('L’area riservata raccoglie tutto quello che può servire a te e al tuo staff oltre alle bottiglie: aggiornamenti dall’azienda e dal mercato, corsi, consigli per la carta dei vini e materiali pronti da stampare.'),
        ul(
          'News: dall’azienda, dal mondo del vino e dal mercato.',
          'Formazione: corsi, giornate al Maso Matonari e interviste ai vignaioli.',
          'Il vino: bibliografia e consigli per la carta dei vini.',
          'Download: moduli, modelli e schede in PDF.',
        ),
        p('Per ordinare usa il portale B2B, raggiungibile dal pulsante in alto: le credenziali sono le stesse dell’area riservata.'),
      ],
      en: [
        p('The reserved area gathers everything beyond the bottles that you and your team might need: news from the company and the market, courses, wine-list advice and material ready to print.'),
        ul(
          'News: from the company, the wine world and the market.',
          'Training: courses, days at Maso Matonari and interviews with growers.',
          'The wine: a reading list and tips for your wine list.',
          'Downloads: forms, templates and sheets in PDF.',
        ),
        p('To order, use the B2B portal from the button at the top: your login details are the same as for the reserved area.'),
      ],
    },
    seo(bi('Area riservata · Vinea Distribuzione', 'Reserved area · Vinea Distribuzione'), bi('Area riservata ai clienti Vinea: news, formazione, consigli sul vino e download.', 'Reserved area for Vinea customers: news, training, wine advice and downloads.')),
  ),
  staticPage(
    'reserved-area-news',
    bi('News', 'News'),
    bi('Aggiornamenti riservati ai clienti: listini, servizi, normative e andamento del mercato.', 'Updates for customers only: price lists, services, regulations and market trends.'),
    {
      it: [
        p('Qui pubblichiamo le notizie che riguardano direttamente il vostro lavoro con noi e con i vostri clienti. Le trovate divise in tre sezioni.'),
        ul(
          'Dall’azienda: listini, nuovi servizi, orari e comunicazioni di Vinea.',
          'Dal mondo del vino: normative, etichettatura, tendenze di produzione.',
          'Dal mercato: dati sugli ordini, costi e consigli dei nostri agenti.',
        ),
      ],
      en: [
        p('This is where we publish news that directly affects your work with us and with your own guests. It is split into three sections.'),
        ul(
          'From the company: price lists, new services, opening hours and Vinea announcements.',
          'From the wine world: regulations, labelling and production trends.',
          'From the market: order data, costs and advice from our agents.',
        ),
      ],
    },
    seo(bi('News riservate · Vinea Distribuzione', 'Customer news · Vinea Distribuzione'), bi('Le news riservate ai clienti Vinea: azienda, mondo del vino e mercato.', 'News for Vinea customers: company, wine world and market.')),
  ),
  staticPage(
    'reserved-area-news-from-company',
    bi('Dall’azienda', 'From the company'),
    bi('Listini, servizi e comunicazioni di Vinea per i clienti.', 'Price lists, services and announcements from Vinea for customers.'),
    {
      it: [
        p('Le comunicazioni ufficiali di Vinea: nuovi listini, variazioni di prezzo, orari di consegna nei periodi di festa, nuovi servizi come il portale B2B. Vi consigliamo di passare da qui almeno una volta al mese.'),
        p('Per domande su listini e condizioni potete scrivere all’ufficio commerciale Horeca o rivolgervi al vostro agente.'),
      ],
      en: [
        p('Official announcements from Vinea: new price lists, price changes, delivery hours over the holidays and new services such as the B2B portal. We suggest checking in at least once a month.'),
        p('For questions about price lists and terms, write to the hospitality sales office or ask your agent.'),
      ],
    },
    seo(bi('News dall’azienda · Area riservata Vinea', 'From the company · Vinea reserved area'), bi('Listini, servizi, orari e comunicazioni ufficiali di Vinea Distribuzione per i clienti.', 'Price lists, services, opening hours and official announcements from Vinea Distribuzione.')),
  ),
  staticPage(
    'reserved-area-news-from-wine-world',
    bi('Dal mondo del vino', 'From the wine world'),
    bi('Normative, etichette e novità di produzione spiegate in modo semplice.', 'Regulations, labels and production news explained simply.'),
    {
      it: [
        p('Le regole sull’etichettatura, le nuove categorie di prodotto, le vendemmie in Italia e all’estero: selezioniamo le notizie che hanno un effetto concreto sul vostro lavoro e le spieghiamo in poche righe, con qualche consiglio pratico.'),
        p('Quando una novità richiede di cambiare qualcosa nel vostro locale, dalla carta alle etichette, lo segnaliamo in apertura dell’articolo.'),
      ],
      en: [
        p('Labelling rules, new product categories, harvests in Italy and abroad: we pick the news that has a real effect on your work and explain it in a few lines, with some practical advice.'),
        p('Whenever a change means you need to do something in your venue, from the list to the labels, we say so at the top of the article.'),
      ],
    },
    seo(bi('Dal mondo del vino · Area riservata Vinea', 'From the wine world · Vinea reserved area'), bi('Normative, etichettatura e tendenze di produzione spiegate ai clienti Vinea.', 'Regulations, labelling and production trends explained for Vinea customers.')),
  ),
  staticPage(
    'reserved-area-news-from-market',
    bi('Dal mercato', 'From the market'),
    bi('Che cosa ordinano i locali, come si muovono i costi, cosa consigliano i nostri agenti.', 'What venues are ordering, how costs are moving and what our agents recommend.'),
    {
      it: [
        p('Analizziamo gli ordini dei nostri clienti e le tendenze del settore per aiutarvi a decidere che cosa mettere in carta. Trovate dati aggregati per tipologia e per regione, sempre anonimi, e le osservazioni degli agenti che vedono ogni giorno decine di locali.'),
        p('Se volete i dati della vostra zona nel dettaglio, chiedeteli al vostro agente: li prepariamo volentieri.'),
      ],
      en: [
        p('We analyse our customers’ orders and trends across the trade to help you decide what to list. You will find figures by type and region, always aggregated and anonymous, along with observations from agents who visit dozens of venues every day.'),
        p('If you would like detailed figures for your own area, ask your agent: we are happy to prepare them.'),
      ],
    },
    seo(bi('Dal mercato · Area riservata Vinea', 'From the market · Vinea reserved area'), bi('Tendenze degli ordini, costi e consigli degli agenti Vinea per la vostra carta.', 'Order trends, costs and advice from Vinea agents for your list.')),
  ),
  staticPage(
    'reserved-area-training',
    bi('Formazione', 'Training'),
    bi('Corsi, giornate in vigna e voci dei produttori per chi lavora in sala e al banco.', 'Courses, days in the vineyard and producers’ voices for people who work the floor and the bar.'),
    {
      it: [
        p('Un prodotto raccontato bene vale il doppio. Per questo offriamo ai nostri clienti un programma di formazione gratuito, in presenza e online, pensato per il personale di sala e di banco.'),
        ul(
          'Corsi: distillati, carta dei vini, servizio e miscelazione.',
          'Maso Matonari: giornate sul campo nella nostra azienda agricola in Trentino.',
          'Parola al vignaiolo: interviste ai produttori del catalogo.',
        ),
      ],
      en: [
        p('A product that is well explained is worth twice as much. That is why we offer customers a free training programme, in person and online, designed for floor and bar staff.'),
        ul(
          'Courses: spirits, wine lists, service and mixology.',
          'Maso Matonari: hands-on days at our farm in Trentino.',
          'Word of the winemaker: interviews with the producers in our catalogue.',
        ),
      ],
    },
    seo(bi('Formazione · Area riservata Vinea', 'Training · Vinea reserved area'), bi('Corsi, giornate al Maso Matonari e interviste ai vignaioli per i clienti Vinea.', 'Courses, days at Maso Matonari and interviews with growers for Vinea customers.')),
  ),
  staticPage(
    'reserved-area-training-courses',
    bi('Corsi', 'Courses'),
    bi('Corsi in presenza a Verona e lezioni online, gratuiti per i clienti.', 'Classroom courses in Verona and online lessons, free for customers.'),
    {
      it: [
        p('I corsi si tengono nella sala formazione del magazzino di Verona e, per chi non può spostarsi, online. Ogni corso unisce teoria, degustazione ed esercizi pratici di vendita; al termine rilasciamo un attestato di partecipazione. I posti sono limitati: iscrivetevi tramite il vostro agente o l’ufficio formazione.'),
        ul('Corso base sui distillati, in quattro serate.', 'Costruire la carta dei vini, corso online in tre lezioni.', 'Servizio e miscelazione, laboratori pratici al banco.'),
      ],
      en: [
        p('Courses take place in the training room at our Verona warehouse and, for those who can’t travel, online. Each one combines theory, tasting and practical selling exercises, and everyone who completes it receives a certificate of attendance. Places are limited: book through your agent or our training office.'),
        ul('Spirits foundation course, over four evenings.', 'Building a wine list, an online course in three lessons.', 'Service and mixology, hands-on workshops behind the bar.'),
      ],
    },
    seo(bi('Corsi · Formazione Vinea', 'Courses · Vinea training'), bi('Corsi gratuiti per il personale di sala e di banco: distillati, carta dei vini, servizio.', 'Free courses for floor and bar staff: spirits, wine lists and service.')),
  ),
  staticPage(
    'reserved-area-training-maso-matonari',
    bi('Maso Matonari', 'Maso Matonari'),
    bi('La nostra piccola azienda agricola in Trentino, dove il vino si impara partendo dalla terra.', 'Our small farm in Trentino, where you learn about wine starting from the soil.'),
    {
      it: [
        p('Al Maso Matonari, un ettaro e mezzo di vigna e un frutteto di montagna, organizziamo giornate sul campo per clienti e agenti: la potatura d’inverno, la vendemmia a settembre, la visita alle distillerie vicine. Gruppi di dodici persone al massimo, scarpe da campagna e tanta curiosità.'),
        p('Le date delle giornate vengono pubblicate qui con almeno un mese di anticipo. Il pranzo al maso è compreso, il viaggio è a carico dei partecipanti.'),
      ],
      en: [
        p('At Maso Matonari, a hectare and a half of vines and a mountain orchard, we run hands-on days for customers and agents: pruning in winter, harvest in September, visits to the nearby distilleries. Groups of twelve at most; bring boots and plenty of curiosity.'),
        p('Dates are published here at least a month in advance. Lunch at the farm is included; travel is at your own expense.'),
      ],
    },
    seo(bi('Maso Matonari · Formazione Vinea', 'Maso Matonari · Vinea training'), bi('Giornate in vigna al Maso Matonari, in Trentino: potatura, vendemmia e distillerie.', 'Days in the vineyard at Maso Matonari in Trentino: pruning, harvest and distilleries.')),
  ),
  staticPage(
    'reserved-area-training-word-of-winemaker',
    bi('Parola al vignaiolo', 'Word of the winemaker'),
    bi('I produttori del catalogo raccontano il loro lavoro, con parole da portare in sala.', 'The producers in our catalogue talk about their work, in words you can take onto the floor.'),
    {
      it: [
        p('Interviste brevi con vignaioli, distillatori e cantinieri: come lavorano, che cosa li preoccupa, che cosa vorrebbero che sapeste quando servite le loro bottiglie. Ogni intervista si chiude con una frase da usare al tavolo.'),
        p('Se c’è un produttore del catalogo che vorreste conoscere meglio, segnalatecelo: proveremo a intervistarlo per la prossima puntata.'),
      ],
      en: [
        p('Short interviews with growers, distillers and cellar masters: how they work, what worries them and what they would like you to know when you pour their bottles. Each one ends with a line you can use at the table.'),
        p('If there is a producer in the catalogue you would like to know better, tell us and we will try to interview them for a future piece.'),
      ],
    },
    seo(bi('Parola al vignaiolo · Formazione Vinea', 'Word of the winemaker · Vinea training'), bi('Interviste ai produttori del catalogo Vinea, con spunti da usare in sala.', 'Interviews with producers in the Vinea catalogue, with ideas to use on the floor.')),
  ),
  staticPage(
    'reserved-area-the-wine',
    bi('Il vino', 'The wine'),
    bi('Letture consigliate e consigli pratici per costruire e gestire la carta dei vini.', 'Recommended reading and practical advice for building and running a wine list.'),
    {
      it: [
        p('Una sezione per chi vuole approfondire: i libri che consigliamo ai nostri sommelier e una raccolta di consigli pratici sulla carta dei vini, dal numero di etichette ai prezzi.'),
        ul('Bibliografia: manuali, atlanti e saggi, con una nota su ciascuno.', 'Consigli per la carta dei vini: schede brevi da leggere prima del servizio.'),
      ],
      en: [
        p('A section for those who want to go further: the books we recommend to our own sommeliers and a set of practical tips on wine lists, from the number of labels to pricing.'),
        ul('Reading list: handbooks, atlases and essays, each with a short note.', 'Wine-list tips: short pieces to read before service.'),
      ],
    },
    seo(bi('Il vino · Area riservata Vinea', 'The wine · Vinea reserved area'), bi('Bibliografia e consigli per la carta dei vini, riservati ai clienti Vinea.', 'Reading list and wine-list tips for Vinea customers.')),
  ),
  staticPage(
    'reserved-area-the-wine-bibliography',
    bi('Bibliografia', 'Reading list'),
    bi('I libri che consigliamo a chi lavora con il vino e i distillati.', 'The books we recommend to people who work with wine and spirits.'),
    {
      it: [
        p('Una selezione di letture, dai grandi classici ai manuali pratici, scelta dal nostro ufficio formazione. Per ogni titolo trovate una breve nota su che cosa può offrire a chi lavora in sala o al banco.'),
        p('I titoli in lingua straniera sono indicati nella lingua originale. Molti di questi libri sono disponibili anche nella biblioteca della sala formazione di Verona, da consultare durante i corsi.'),
      ],
      en: [
        p('A selection of reading, from the great classics to practical handbooks, chosen by our training office. Each title comes with a short note on what it offers people working on the floor or behind the bar.'),
        p('Titles are given in their original language. Many of these books are also in the library of our Verona training room, to consult during courses.'),
      ],
    },
    seo(bi('Bibliografia · Il vino · Area riservata Vinea', 'Reading list · The wine · Vinea reserved area'), bi('Libri consigliati su vino, distillati e servizio, con una nota per ciascuno.', 'Recommended books on wine, spirits and service, each with a short note.')),
  ),
  staticPage(
    'reserved-area-the-wine-wine-list-tips',
    bi('Consigli per la carta dei vini', 'Wine-list tips'),
    bi('Schede brevi e pratiche per costruire una carta che vende.', 'Short, practical pieces for building a list that sells.'),
    {
      it: [
        p('Quante etichette, come descriverle, come gestire il vino al calice, come fissare i prezzi: i consigli che i nostri formatori danno ogni giorno ai clienti, raccolti in schede da leggere in cinque minuti.'),
        p('Ogni scheda si chiude con un esercizio da fare sulla vostra carta. Se volete un parere, inviate la carta all’ufficio formazione: la commentiamo insieme.'),
      ],
      en: [
        p('How many labels, how to describe them, how to run wine by the glass and how to set prices: the advice our trainers give customers every day, gathered in pieces you can read in five minutes.'),
        p('Each piece ends with an exercise to try on your own list. If you would like feedback, send your list to our training office and we will go through it with you.'),
      ],
    },
    seo(bi('Consigli per la carta dei vini · Vinea', 'Wine-list tips · Vinea'), bi('Consigli pratici per costruire e gestire la carta dei vini del vostro locale.', 'Practical tips for building and running your venue’s wine list.')),
  ),
  staticPage(
    'reserved-area-download',
    bi('Download', 'Downloads'),
    bi('Moduli, modelli e schede in PDF, pronti da stampare.', 'Forms, templates and sheets in PDF, ready to print.'),
    {
      it: [
        p('Qui trovate i documenti che ci chiedete più spesso: il modulo di richiesta del listino, il modello per la carta dei vini, la guida ai materiali per il punto vendita, la scheda allergeni e le condizioni di vendita semplificate in una pagina. Sono aggiornati a ogni nuovo listino.'),
        p('Ogni documento è un PDF di una pagina, pensato per essere stampato e tenuto a portata di mano. Se vi serve un formato diverso, chiedetelo all’ufficio commerciale.'),
      ],
      en: [
        p('Here are the documents you ask us for most often: the price-list request form, the wine-list template, the point-of-sale materials guide, the allergen sheet and the one-page simplified sales conditions. They are updated with every new price list.'),
        p('Each document is a one-page PDF, designed to be printed and kept close at hand. If you need a different format, ask our sales office.'),
      ],
    },
    seo(bi('Download · Area riservata Vinea', 'Downloads · Vinea reserved area'), bi('Modulo listino, modello per la carta dei vini, materiali POS, allergeni e condizioni di vendita.', 'Price-list form, wine-list template, POS materials, allergen sheet and sales conditions.')),
  ),
]

export const staticPages: PageData[] = [
  ...sitePages.map((page) => (page.key === 'home' ? { ...page, blocks: homeBlocks } : page)),
  ...reservedPages,
]

// ---------------------------------------------------------------------------------------------------------------
// Landing pages (at /{slug}/ and /en/{slug}/)
// ---------------------------------------------------------------------------------------------------------------

export const landingPages: PageData[] = [
  {
    key: 'landing-3500',
    kind: 'landing',
    blocks: landing3500Blocks,
    title: bi('Oltre 3500 etichette per il tuo locale', 'More than 3,500 labels for your venue'),
    slug: bi('oltre-3500-etichette', 'over-3500-labels'),
    intro: bi(
      'Un solo fornitore per vini, distillati, liquori e bibite: più di 3500 etichette, consegna in 3 giorni lavorativi.',
      'One supplier for wines, spirits, liqueurs and soft drinks: more than 3,500 labels, delivered in 3 working days.',
    ),
    body: {
      it: [
        p('Tra catalogo e ordini su richiesta, con Vinea puoi contare su oltre 3500 etichette: dal vino della casa alla bottiglia rara per il cliente che sa cosa vuole. Un solo fornitore, un solo agente, una sola fattura.'),
        h2('Perché conviene'),
        ul(
          'Consegna in tutta Italia, isole comprese, in massimo 3 giorni lavorativi.',
          'Nessun minimo d’ordine: anche una sola bottiglia.',
          'Un agente dedicato, che conosce il tuo locale e la tua zona.',
          'Vendita riservata agli operatori Horeca con partita IVA.',
        ),
        p('Dalla carta dei vini a quella dei cocktail, dal dopocena all’analcolico, ti aiutiamo a costruire un’offerta coerente senza moltiplicare i fornitori. Chiedi al tuo agente la selezione più adatta al tuo locale.'),
        q('Meno telefonate ai fornitori, più tempo per i tuoi clienti.'),
      ],
      en: [
        p('Between the catalogue and special orders, Vinea gives you access to more than 3,500 labels: from the house wine to the rare bottle for the guest who knows exactly what they want. One supplier, one agent, one invoice.'),
        h2('Why it pays'),
        ul(
          'Delivery anywhere in Italy, islands included, within 3 working days.',
          'No minimum order: even a single bottle.',
          'A dedicated agent who knows your venue and your area.',
          'Sales reserved for hospitality businesses with a VAT number.',
        ),
        p('From wine list to cocktail menu, from after-dinner drinks to alcohol-free options, we help you build a consistent offer without multiplying suppliers. Ask your agent for the selection that suits your venue.'),
        q('Fewer calls to suppliers, more time for your guests.'),
      ],
    },
    seo: seo(
      bi('Oltre 3500 etichette per l’Horeca · Vinea', 'More than 3,500 labels for the trade · Vinea'),
      bi('Vini, distillati, liquori e bibite da un solo fornitore: oltre 3500 etichette, consegna in 3 giorni lavorativi, nessun minimo d’ordine.', 'Wines, spirits, liqueurs and soft drinks from one supplier: over 3,500 labels, delivery in 3 working days, no minimum order.'),
    ),
  },
  {
    key: 'landing-themed-evenings',
    kind: 'landing',
    title: bi('Serate a tema, carte dei cocktail e menu del dopocena', 'Themed evenings, cocktail lists and after-dinner menus'),
    slug: bi('serate-a-tema', 'themed-evenings'),
    intro: bi(
      'Ti aiutiamo a progettare serate che riempiono la sala e carte che fanno lavorare le bottiglie giuste.',
      'We help you plan evenings that fill the room and lists that put the right bottles to work.',
    ),
    body: {
      it: [
        p('Una serata a tema ben fatta porta clienti nuovi nei giorni più tranquilli della settimana. Una carta dei cocktail o del dopocena costruita con criterio fa crescere lo scontrino senza forzare nessuno. Noi ti aiutiamo in entrambe le cose, gratuitamente per i clienti Vinea.'),
        h2('Come lavoriamo'),
        ol(
          'L’agente di zona visita il locale e ascolta: clientela, cucina, giorni da riempire.',
          'I nostri formatori propongono un percorso o una carta, con le referenze in assaggio.',
          'Prepariamo le schede per il personale e, se vuoi, coinvolgiamo il produttore nella serata.',
          'Ordini solo quello che serve, anche una bottiglia per referenza, con consegna in 3 giorni lavorativi.',
        ),
        h2('Qualche idea'),
        ul(
          'Verticale di grappe trentine con formaggi di malga.',
          'Serata vermouth e aperitivo piemontese.',
          'Sake e cucina italiana, dal crudo al risotto.',
          'Carta del dopocena con amari, Marsala e distillati invecchiati.',
        ),
        q('La serata migliore è quella in cui gli ospiti escono con un nome da ricordare.'),
      ],
      en: [
        p('A well-run themed evening brings new guests in on the quietest nights of the week. A thoughtfully built cocktail or after-dinner list lifts the bill without pushing anyone. We help with both, free of charge for Vinea customers.'),
        h2('How we work'),
        ol(
          'Your local agent visits and listens: your guests, your kitchen, the nights you need to fill.',
          'Our trainers suggest a flight or a list, with the references to taste.',
          'We prepare notes for your staff and, if you like, bring the producer along on the night.',
          'You order only what you need, even one bottle per reference, delivered in 3 working days.',
        ),
        h2('A few ideas'),
        ul(
          'A vertical of Trentino grappas with mountain cheeses.',
          'A vermouth evening with a Piedmontese aperitivo.',
          'Sake with Italian food, from crudo to risotto.',
          'An after-dinner list of amari, Marsala and aged spirits.',
        ),
        q('The best evening is the one guests leave with a name to remember.'),
      ],
    },
    seo: seo(
      bi('Serate a tema e carte dei cocktail · Vinea', 'Themed evenings and cocktail lists · Vinea'),
      bi('Serate a tema, carte dei cocktail e menu del dopocena su misura: l’aiuto gratuito di agenti e formatori Vinea per il tuo locale.', 'Tailored themed evenings, cocktail lists and after-dinner menus: free help from Vinea agents and trainers for your venue.'),
    ),
  },
]

// ---------------------------------------------------------------------------------------------------------------
// The one-page simplified sales conditions (the text of the PDF)
// ---------------------------------------------------------------------------------------------------------------

export type SimplifiedConditionsText = { title: string; sections: { heading: string; text: string }[] }

export const simplifiedConditions: Record<'it' | 'en', SimplifiedConditionsText> = {
  it: {
    title: 'Condizioni di vendita semplificate',
    sections: [
      { heading: 'A chi vendiamo', text: 'Solo a operatori Horeca (ristoranti, bar, enoteche, hotel, catering) titolari di partita IVA. Non vendiamo a privati.' },
      { heading: 'Come ordinare', text: 'Tramite l’agente di zona, il portale B2B o l’ufficio ordini (ordini@vinea.demo, +39 045 820 1984). Nessun minimo d’ordine: anche una sola bottiglia.' },
      { heading: 'Consegna', text: 'In tutta Italia, isole comprese, in massimo 3 giorni lavorativi. Gli ordini ricevuti entro le 12 partono in giornata. Nessun supplemento per le isole.' },
      { heading: 'Prezzi', text: 'In euro, IVA esclusa, accise incluse, secondo il listino in vigore alla data dell’ordine.' },
      { heading: 'Pagamento', text: 'Primo ordine con bonifico anticipato o contrassegno. In seguito bonifico o addebito diretto SEPA a 30 giorni data fattura fine mese, salvo accordi diversi.' },
      { heading: 'Controllo alla consegna', text: 'Verificate colli e imballi davanti al corriere e annotate eventuali danni sul documento di trasporto.' },
      { heading: 'Rotture e difetti', text: 'Segnalateli all’ufficio ordini entro 8 giorni: sostituzione o accredito senza costi.' },
      { heading: 'Resi', text: 'Merce integra entro 14 giorni, solo se concordato con l’ufficio ordini, con bottiglie chiuse e nella confezione originale.' },
      { heading: 'Fatturazione', text: 'Fattura elettronica tramite Sistema di Interscambio: comunicateci codice destinatario o PEC all’apertura del conto.' },
    ],
  },
  en: {
    title: 'Simplified sales conditions',
    sections: [
      { heading: 'Who we sell to', text: 'Hospitality businesses only (restaurants, bars, wine shops, hotels, caterers) holding a VAT number. We do not sell to private individuals.' },
      { heading: 'How to order', text: 'Through your local agent, the B2B portal or the orders office (ordini@vinea.demo, +39 045 820 1984). No minimum order: even a single bottle.' },
      { heading: 'Delivery', text: 'Anywhere in Italy, islands included, within 3 working days. Orders received by noon leave the same day. No surcharge for the islands.' },
      { heading: 'Prices', text: 'In euros, excluding VAT and including excise duty, as per the price list in force on the order date.' },
      { heading: 'Payment', text: 'First order by bank transfer in advance or cash on delivery. After that, bank transfer or SEPA direct debit at 30 days from the end of the invoice month, unless otherwise agreed.' },
      { heading: 'Checking on delivery', text: 'Check parcels and packaging in front of the courier and note any damage on the delivery note.' },
      { heading: 'Breakages and faults', text: 'Report them to the orders office within 8 days: replacement or credit at no cost.' },
      { heading: 'Returns', text: 'Undamaged goods within 14 days, only by agreement with the orders office, with bottles unopened and in their original packaging.' },
      { heading: 'Invoicing', text: 'Electronic invoices through the Italian exchange system (SdI): give us your recipient code or certified e-mail address when you open your account.' },
    ],
  },
}
