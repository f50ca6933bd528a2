import type { TermRow } from '../types'

/**
 * Filter taxonomies of spec §3, one row per value: [code, it label, en label, it slug, en slug].
 * Type and sub-type slugs share one route (/prodotti/tipologia/:type), so they are unique together in each
 * language. The rows of the first demo slice are kept as they were: tests and links rely on them.
 */
type Row = TermRow

/** Menu types of spec §3, in menu order, with their sub-types. */
export const menuTypes: { type: Row; subTypes: Row[] }[] = [
  { type: ['amari', 'Amari', 'Amari', 'amari', 'amari'], subTypes: [
    ['amaro-alle-erbe', 'Amaro alle erbe', 'Herbal amaro', 'amaro-alle-erbe', 'herbal-amaro'],
    ['amaro-agrumato', 'Amaro agrumato', 'Citrus amaro', 'amaro-agrumato', 'citrus-amaro'],
    ['fernet', 'Fernet', 'Fernet', 'fernet', 'fernet'],
    ['rabarbaro', 'Rabarbaro', 'Rhubarb amaro', 'rabarbaro', 'rhubarb-amaro'],
    ['china', 'China', 'Cinchona amaro', 'china', 'cinchona-amaro'],
  ] },
  { type: ['whisky', 'Whisky', 'Whisky', 'whisky', 'whisky'], subTypes: [
    ['scotch-whisky', 'Scotch whisky', 'Scotch whisky', 'scotch-whisky', 'scotch-whisky'],
    ['irish-whiskey', 'Irish whiskey', 'Irish whiskey', 'irish-whiskey', 'irish-whiskey'],
    ['bourbon', 'Bourbon', 'Bourbon', 'bourbon', 'bourbon'],
    ['rye-whiskey', 'Rye whiskey', 'Rye whiskey', 'rye-whiskey', 'rye-whiskey'],
    ['japanese-whisky', 'Whisky giapponese', 'Japanese whisky', 'whisky-giapponese', 'japanese-whisky'],
    ['world-whisky', 'Whisky dal mondo', 'World whisky', 'whisky-dal-mondo', 'world-whisky'],
  ] },
  { type: ['sugar-cane-spirits', 'Distillati di canna', 'Sugar cane spirits', 'distillati-di-canna', 'sugar-cane-spirits'], subTypes: [
    ['rum', 'Rum', 'Rum', 'rum', 'rum'],
    ['rhum-agricole', 'Rhum agricole', 'Rhum agricole', 'rhum-agricole', 'rhum-agricole'],
    ['cachaca', 'Cachaça', 'Cachaça', 'cachaca', 'cachaca'],
    ['spiced-rum', 'Rum speziato', 'Spiced rum', 'rum-speziato', 'spiced-rum'],
  ] },
  { type: ['wine-spirits', 'Distillati di vino', 'Wine spirits', 'distillati-di-vino', 'wine-spirits'], subTypes: [
    ['grappa', 'Grappa', 'Grappa', 'grappa', 'grappa'],
    ['cognac', 'Cognac', 'Cognac', 'cognac', 'cognac'],
    ['armagnac', 'Armagnac', 'Armagnac', 'armagnac', 'armagnac'],
    ['brandy', 'Brandy', 'Brandy', 'brandy', 'brandy'],
    ['acquavite-d-uva', 'Acquavite d’uva', 'Grape brandy', 'acquavite-d-uva', 'grape-brandy'],
  ] },
  { type: ['liquore', 'Liquori', 'Liqueurs', 'liquori', 'liqueurs'], subTypes: [
    ['limoncello', 'Limoncello', 'Limoncello', 'limoncello', 'limoncello'],
    ['liquore-di-frutta', 'Liquore di frutta', 'Fruit liqueur', 'liquore-di-frutta', 'fruit-liqueur'],
    ['liquore-alle-erbe', 'Liquore alle erbe', 'Herbal liqueur', 'liquore-alle-erbe', 'herbal-liqueur'],
    ['nocino', 'Nocino', 'Nocino walnut liqueur', 'nocino', 'nocino-walnut-liqueur'],
    ['anice', 'Liquore all’anice', 'Anise liqueur', 'liquore-all-anice', 'anise-liqueur'],
    ['liquore-al-caffe', 'Liquore al caffè', 'Coffee liqueur', 'liquore-al-caffe', 'coffee-liqueur'],
  ] },
  { type: ['vermouth-e-fortificati', 'Vermouth e fortificati', 'Vermouth and fortified wines', 'vermouth-e-fortificati', 'vermouth-and-fortified'], subTypes: [
    ['vermouth', 'Vermouth', 'Vermouth', 'vermouth', 'vermouth'],
    ['marsala', 'Marsala', 'Marsala', 'marsala', 'marsala'],
    ['porto', 'Porto', 'Port', 'porto', 'port'],
    ['sherry', 'Sherry', 'Sherry', 'sherry', 'sherry'],
    ['madeira', 'Madeira', 'Madeira', 'madeira', 'madeira'],
    ['vino-chinato', 'Vino chinato', 'Chinato wine', 'vino-chinato', 'chinato-wine'],
  ] },
  { type: ['aperitivi-e-bitter', 'Aperitivi e bitter', 'Aperitifs and bitters', 'aperitivi-e-bitter', 'aperitifs-and-bitters'], subTypes: [
    ['bitter', 'Bitter', 'Bitter', 'bitter', 'bitter'],
    ['aperitivo', 'Aperitivo', 'Aperitivo', 'aperitivo', 'aperitivo'],
    ['cocktail-bitters', 'Bitter aromatico da cocktail', 'Cocktail bitters', 'bitter-aromatico', 'cocktail-bitters'],
  ] },
  { type: ['spritzers', 'Spritz', 'Spritzers', 'spritz', 'spritzers'], subTypes: [
    ['spritz', 'Spritz pronto', 'Ready-to-drink spritz', 'spritz-pronto', 'ready-to-drink-spritz'],
    ['cocktail-pronto', 'Cocktail pronto', 'Ready-to-drink cocktail', 'cocktail-pronto', 'ready-to-drink-cocktail'],
  ] },
  { type: ['apple-spirits', 'Distillati di mela', 'Apple spirits', 'distillati-di-mela', 'apple-spirits'], subTypes: [
    ['calvados', 'Calvados', 'Calvados', 'calvados', 'calvados'],
    ['acquavite-di-mele', 'Acquavite di mele', 'Apple brandy', 'acquavite-di-mele', 'apple-brandy'],
    ['acquavite-di-pere', 'Acquavite di pere', 'Pear brandy', 'acquavite-di-pere', 'pear-brandy'],
    ['pommeau', 'Pommeau', 'Pommeau', 'pommeau', 'pommeau'],
  ] },
  { type: ['bibite-e-succhi', 'Bibite e succhi', 'Soft drinks and juices', 'bibite-e-succhi', 'soft-drinks-and-juices'], subTypes: [
    ['tonica', 'Acqua tonica', 'Tonic water', 'acqua-tonica', 'tonic-water'],
    ['ginger-beer', 'Ginger beer', 'Ginger beer', 'ginger-beer', 'ginger-beer'],
    ['succo-di-frutta', 'Succo di frutta', 'Fruit juice', 'succo-di-frutta', 'fruit-juice'],
    ['soda', 'Soda e mixer', 'Sodas and mixers', 'soda-e-mixer', 'sodas-and-mixers'],
  ] },
  { type: ['juniper-spirits', 'Distillati di ginepro', 'Juniper spirits', 'distillati-di-ginepro', 'juniper-spirits'], subTypes: [
    ['gin', 'Gin', 'Gin', 'gin', 'gin'],
    ['genever', 'Genever', 'Genever', 'genever', 'genever'],
    ['sloe-gin', 'Sloe gin', 'Sloe gin', 'sloe-gin', 'sloe-gin'],
    ['old-tom', 'Old Tom gin', 'Old Tom gin', 'old-tom-gin', 'old-tom-gin'],
  ] },
  { type: ['modern-spirits', 'Distillati moderni', 'Modern spirits', 'distillati-moderni', 'modern-spirits'], subTypes: [
    ['tequila', 'Tequila', 'Tequila', 'tequila', 'tequila'],
    ['mezcal', 'Mezcal', 'Mezcal', 'mezcal', 'mezcal'],
    ['vodka', 'Vodka', 'Vodka', 'vodka', 'vodka'],
    ['pisco', 'Pisco', 'Pisco', 'pisco', 'pisco'],
    ['shochu', 'Shochu', 'Shochu', 'shochu', 'shochu'],
  ] },
  { type: ['no-alcool', 'Analcolici', 'Alcohol-free', 'analcolici', 'alcohol-free'], subTypes: [
    ['distillato-analcolico', 'Distillato analcolico', 'Alcohol-free spirit', 'distillato-analcolico', 'alcohol-free-spirit'],
    ['aperitivo-analcolico', 'Aperitivo analcolico', 'Alcohol-free aperitif', 'aperitivo-analcolico', 'alcohol-free-aperitif'],
    ['vino-dealcolato', 'Vino dealcolato', 'Alcohol-free wine', 'vino-dealcolato', 'alcohol-free-wine'],
  ] },
  { type: ['sake', 'Sake', 'Sake', 'sake', 'sake'], subTypes: [
    ['junmai', 'Junmai', 'Junmai', 'junmai', 'junmai'],
    ['ginjo', 'Ginjo', 'Ginjo', 'ginjo', 'ginjo'],
    ['daiginjo', 'Daiginjo', 'Daiginjo', 'daiginjo', 'daiginjo'],
    ['nigori', 'Nigori', 'Nigori', 'nigori', 'nigori'],
  ] },
  { type: ['giftbox', 'Confezioni regalo', 'Gift boxes', 'confezioni-regalo', 'gift-boxes'], subTypes: [
    ['confezione-degustazione', 'Confezione degustazione', 'Tasting box', 'confezione-degustazione', 'tasting-box'],
    ['cofanetto', 'Cofanetto bottiglia', 'Bottle gift box', 'cofanetto-bottiglia', 'bottle-gift-box'],
    ['kit-cocktail', 'Kit cocktail', 'Cocktail kit', 'kit-cocktail', 'cocktail-kit'],
  ] },
]

/** Menu type code of each sub-type code. */
export const typeOfSubType: ReadonlyMap<string, string> = new Map(
  menuTypes.flatMap(({ type, subTypes }) => subTypes.map((sub) => [sub[0], type[0]] as const)),
)

export const colors: Row[] = [
  ['ambrato', 'Ambrato', 'Amber', 'ambrato', 'amber'],
  ['bianco', 'Bianco', 'White', 'bianco', 'white'],
  ['bruno', 'Bruno', 'Dark brown', 'bruno', 'dark-brown'],
  ['giallo', 'Giallo', 'Yellow', 'giallo', 'yellow'],
  ['oro', 'Oro', 'Gold', 'oro', 'gold'],
  ['rosato', 'Rosato', 'Rosé', 'rosato', 'rose'],
  ['rosso', 'Rosso', 'Red', 'rosso', 'red'],
  ['trasparente', 'Trasparente', 'Clear', 'trasparente', 'clear'],
  ['verde', 'Verde', 'Green', 'verde', 'green'],
]

/** The twenty Italian regions; the region filter lists Italian regions only (spec §7.6). */
export const regions: Row[] = [
  ['abruzzo', 'Abruzzo', 'Abruzzo', 'abruzzo', 'abruzzo'],
  ['basilicata', 'Basilicata', 'Basilicata', 'basilicata', 'basilicata'],
  ['calabria', 'Calabria', 'Calabria', 'calabria', 'calabria'],
  ['campania', 'Campania', 'Campania', 'campania', 'campania'],
  ['emilia-romagna', 'Emilia-Romagna', 'Emilia-Romagna', 'emilia-romagna', 'emilia-romagna'],
  ['friuli-venezia-giulia', 'Friuli Venezia Giulia', 'Friuli Venezia Giulia', 'friuli-venezia-giulia', 'friuli-venezia-giulia'],
  ['lazio', 'Lazio', 'Lazio', 'lazio', 'lazio'],
  ['liguria', 'Liguria', 'Liguria', 'liguria', 'liguria'],
  ['lombardia', 'Lombardia', 'Lombardy', 'lombardia', 'lombardy'],
  ['marche', 'Marche', 'Marche', 'marche', 'marche'],
  ['molise', 'Molise', 'Molise', 'molise', 'molise'],
  ['piemonte', 'Piemonte', 'Piedmont', 'piemonte', 'piedmont'],
  ['puglia', 'Puglia', 'Apulia', 'puglia', 'apulia'],
  ['sardegna', 'Sardegna', 'Sardinia', 'sardegna', 'sardinia'],
  ['sicilia', 'Sicilia', 'Sicily', 'sicilia', 'sicily'],
  ['toscana', 'Toscana', 'Tuscany', 'toscana', 'tuscany'],
  ['trentino-alto-adige', 'Trentino-Alto Adige', 'Trentino-South Tyrol', 'trentino-alto-adige', 'trentino-south-tyrol'],
  ['umbria', 'Umbria', 'Umbria', 'umbria', 'umbria'],
  ['valle-d-aosta', 'Valle d’Aosta', 'Aosta Valley', 'valle-d-aosta', 'aosta-valley'],
  ['veneto', 'Veneto', 'Veneto', 'veneto', 'veneto'],
]

export const italianRegionCodes: readonly string[] = regions.map(([code]) => code)

export const countries: Row[] = [
  ['austria', 'Austria', 'Austria', 'austria', 'austria'],
  ['barbados', 'Barbados', 'Barbados', 'barbados', 'barbados'],
  ['belgio', 'Belgio', 'Belgium', 'belgio', 'belgium'],
  ['brasile', 'Brasile', 'Brazil', 'brasile', 'brazil'],
  ['francia', 'Francia', 'France', 'francia', 'france'],
  ['germania', 'Germania', 'Germany', 'germania', 'germany'],
  ['giamaica', 'Giamaica', 'Jamaica', 'giamaica', 'jamaica'],
  ['giappone', 'Giappone', 'Japan', 'giappone', 'japan'],
  ['guadalupa', 'Guadalupa', 'Guadeloupe', 'guadalupa', 'guadeloupe'],
  ['guatemala', 'Guatemala', 'Guatemala', 'guatemala', 'guatemala'],
  ['inghilterra', 'Inghilterra', 'England', 'inghilterra', 'england'],
  ['irlanda', 'Irlanda', 'Ireland', 'irlanda', 'ireland'],
  ['italia', 'Italia', 'Italy', 'italia', 'italy'],
  ['martinica', 'Martinica', 'Martinique', 'martinica', 'martinique'],
  ['messico', 'Messico', 'Mexico', 'messico', 'mexico'],
  ['paesi-bassi', 'Paesi Bassi', 'Netherlands', 'paesi-bassi', 'netherlands'],
  ['peru', 'Perù', 'Peru', 'peru', 'peru'],
  ['polonia', 'Polonia', 'Poland', 'polonia', 'poland'],
  ['portogallo', 'Portogallo', 'Portugal', 'portogallo', 'portugal'],
  ['repubblica-dominicana', 'Repubblica Dominicana', 'Dominican Republic', 'repubblica-dominicana', 'dominican-republic'],
  ['scozia', 'Scozia', 'Scotland', 'scozia', 'scotland'],
  ['spagna', 'Spagna', 'Spain', 'spagna', 'spain'],
  ['stati-uniti', 'Stati Uniti', 'United States', 'stati-uniti', 'united-states'],
  ['venezuela', 'Venezuela', 'Venezuela', 'venezuela', 'venezuela'],
]

/** Certification stamps of spec §3 (product card): exactly these two. */
export const certifications: Row[] = [
  ['biologico', 'Biologico', 'Organic', 'biologico', 'organic'],
  ['bio-vegan', 'Bio-vegan', 'Organic vegan', 'bio-vegan', 'organic-vegan'],
]

/** Production style of a product. */
export const styles: Row[] = [
  ['classico', 'Classico', 'Classic', 'classico', 'classic'],
  ['moderno', 'Moderno', 'Modern', 'moderno', 'modern'],
  ['giovane', 'Giovane', 'Young', 'giovane', 'young'],
  ['invecchiato', 'Invecchiato', 'Aged', 'invecchiato', 'aged'],
  ['torbato', 'Torbato', 'Peated', 'torbato', 'peated'],
  ['speziato', 'Speziato', 'Spiced', 'speziato', 'spiced'],
  ['botanico', 'Botanico', 'Botanical', 'botanico', 'botanical'],
  ['grado-pieno', 'Grado pieno', 'Cask strength', 'grado-pieno', 'cask-strength'],
]

/** Dominant taste of a product. */
export const tastes: Row[] = [
  ['amaro', 'Amaro', 'Bitter', 'amaro', 'bitter'],
  ['dolce', 'Dolce', 'Sweet', 'dolce', 'sweet'],
  ['secco', 'Secco', 'Dry', 'secco', 'dry'],
  ['erbaceo', 'Erbaceo', 'Herbal', 'erbaceo', 'herbal'],
  ['fruttato', 'Fruttato', 'Fruity', 'fruttato', 'fruity'],
  ['affumicato', 'Affumicato', 'Smoky', 'affumicato', 'smoky'],
  ['agrumato', 'Agrumato', 'Citrusy', 'agrumato', 'citrusy'],
  ['floreale', 'Floreale', 'Floral', 'floreale', 'floral'],
  ['morbido', 'Morbido', 'Smooth', 'morbido', 'smooth'],
  ['sapido', 'Sapido', 'Savoury', 'sapido', 'savoury'],
]
