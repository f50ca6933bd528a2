/**
 * Menu types of spec §3, in menu order, with their sub-types; labels and slugs per language.
 * [code, it label, en label, it slug, en slug]
 */
type Row = [string, string, string, string, string]

export const menuTypes: { type: Row; subTypes: Row[] }[] = [
  { type: ['amari', 'Amari', 'Amari', 'amari', 'amari'], subTypes: [
    ['amaro-alle-erbe', 'Amaro alle erbe', 'Herbal amaro', 'amaro-alle-erbe', 'herbal-amaro'],
    ['amaro-agrumato', 'Amaro agrumato', 'Citrus amaro', 'amaro-agrumato', 'citrus-amaro'],
    ['fernet', 'Fernet', 'Fernet', 'fernet', 'fernet'],
  ] },
  { type: ['whisky', 'Whisky', 'Whisky', 'whisky', 'whisky'], subTypes: [
    ['scotch-whisky', 'Scotch whisky', 'Scotch whisky', 'scotch-whisky', 'scotch-whisky'],
    ['irish-whiskey', 'Irish whiskey', 'Irish whiskey', 'irish-whiskey', 'irish-whiskey'],
    ['bourbon', 'Bourbon', 'Bourbon', 'bourbon', 'bourbon'],
    ['japanese-whisky', 'Whisky giapponese', 'Japanese whisky', 'whisky-giapponese', 'japanese-whisky'],
  ] },
  { type: ['sugar-cane-spirits', 'Distillati di canna', 'Sugar cane spirits', 'distillati-di-canna', 'sugar-cane-spirits'], subTypes: [
    ['rum', 'Rum', 'Rum', 'rum', 'rum'],
    ['rhum-agricole', 'Rhum agricole', 'Rhum agricole', 'rhum-agricole', 'rhum-agricole'],
    ['cachaca', 'Cachaça', 'Cachaça', 'cachaca', 'cachaca'],
  ] },
  { type: ['wine-spirits', 'Distillati di vino', 'Wine spirits', 'distillati-di-vino', 'wine-spirits'], subTypes: [
    ['grappa', 'Grappa', 'Grappa', 'grappa', 'grappa'],
    ['cognac', 'Cognac', 'Cognac', 'cognac', 'cognac'],
    ['armagnac', 'Armagnac', 'Armagnac', 'armagnac', 'armagnac'],
    ['brandy', 'Brandy', 'Brandy', 'brandy', 'brandy'],
  ] },
  { type: ['liquore', 'Liquori', 'Liqueurs', 'liquori', 'liqueurs'], subTypes: [
    ['limoncello', 'Limoncello', 'Limoncello', 'limoncello', 'limoncello'],
    ['liquore-di-frutta', 'Liquore di frutta', 'Fruit liqueur', 'liquore-di-frutta', 'fruit-liqueur'],
    ['liquore-alle-erbe', 'Liquore alle erbe', 'Herbal liqueur', 'liquore-alle-erbe', 'herbal-liqueur'],
  ] },
  { type: ['vermouth-e-fortificati', 'Vermouth e fortificati', 'Vermouth and fortified wines', 'vermouth-e-fortificati', 'vermouth-and-fortified'], subTypes: [
    ['vermouth', 'Vermouth', 'Vermouth', 'vermouth', 'vermouth'],
    ['marsala', 'Marsala', 'Marsala', 'marsala', 'marsala'],
    ['porto', 'Porto', 'Port', 'porto', 'port'],
  ] },
  { type: ['aperitivi-e-bitter', 'Aperitivi e bitter', 'Aperitifs and bitters', 'aperitivi-e-bitter', 'aperitifs-and-bitters'], subTypes: [
    ['bitter', 'Bitter', 'Bitter', 'bitter', 'bitter'],
    ['aperitivo', 'Aperitivo', 'Aperitivo', 'aperitivo', 'aperitivo'],
  ] },
  { type: ['spritzers', 'Spritz', 'Spritzers', 'spritz', 'spritzers'], subTypes: [
    ['spritz', 'Spritz pronto', 'Ready-to-drink spritz', 'spritz-pronto', 'ready-to-drink-spritz'],
  ] },
  { type: ['apple-spirits', 'Distillati di mela', 'Apple spirits', 'distillati-di-mela', 'apple-spirits'], subTypes: [
    ['calvados', 'Calvados', 'Calvados', 'calvados', 'calvados'],
    ['acquavite-di-mele', 'Acquavite di mele', 'Apple brandy', 'acquavite-di-mele', 'apple-brandy'],
  ] },
  { type: ['bibite-e-succhi', 'Bibite e succhi', 'Soft drinks and juices', 'bibite-e-succhi', 'soft-drinks-and-juices'], subTypes: [
    ['tonica', 'Acqua tonica', 'Tonic water', 'acqua-tonica', 'tonic-water'],
    ['ginger-beer', 'Ginger beer', 'Ginger beer', 'ginger-beer', 'ginger-beer'],
    ['succo-di-frutta', 'Succo di frutta', 'Fruit juice', 'succo-di-frutta', 'fruit-juice'],
  ] },
  { type: ['juniper-spirits', 'Distillati di ginepro', 'Juniper spirits', 'distillati-di-ginepro', 'juniper-spirits'], subTypes: [
    ['gin', 'Gin', 'Gin', 'gin', 'gin'],
    ['genever', 'Genever', 'Genever', 'genever', 'genever'],
  ] },
  { type: ['modern-spirits', 'Distillati moderni', 'Modern spirits', 'distillati-moderni', 'modern-spirits'], subTypes: [
    ['tequila', 'Tequila', 'Tequila', 'tequila', 'tequila'],
    ['mezcal', 'Mezcal', 'Mezcal', 'mezcal', 'mezcal'],
    ['vodka', 'Vodka', 'Vodka', 'vodka', 'vodka'],
  ] },
  { type: ['no-alcool', 'Analcolici', 'Alcohol-free', 'analcolici', 'alcohol-free'], subTypes: [
    ['distillato-analcolico', 'Distillato analcolico', 'Alcohol-free spirit', 'distillato-analcolico', 'alcohol-free-spirit'],
    ['aperitivo-analcolico', 'Aperitivo analcolico', 'Alcohol-free aperitif', 'aperitivo-analcolico', 'alcohol-free-aperitif'],
  ] },
  { type: ['sake', 'Sake', 'Sake', 'sake', 'sake'], subTypes: [
    ['junmai', 'Junmai', 'Junmai', 'junmai', 'junmai'],
    ['ginjo', 'Ginjo', 'Ginjo', 'ginjo', 'ginjo'],
  ] },
  { type: ['giftbox', 'Confezioni regalo', 'Gift boxes', 'confezioni-regalo', 'gift-boxes'], subTypes: [
    ['confezione-degustazione', 'Confezione degustazione', 'Tasting box', 'confezione-degustazione', 'tasting-box'],
  ] },
]

export const colors: Row[] = [
  ['ambrato', 'Ambrato', 'Amber', 'ambrato', 'amber'],
  ['bianco', 'Bianco', 'White', 'bianco', 'white'],
  ['rosso', 'Rosso', 'Red', 'rosso', 'red'],
  ['trasparente', 'Trasparente', 'Clear', 'trasparente', 'clear'],
]

export const regions: Row[] = [
  ['piemonte', 'Piemonte', 'Piedmont', 'piemonte', 'piedmont'],
  ['sicilia', 'Sicilia', 'Sicily', 'sicilia', 'sicily'],
  ['toscana', 'Toscana', 'Tuscany', 'toscana', 'tuscany'],
  ['trentino-alto-adige', 'Trentino-Alto Adige', 'Trentino-South Tyrol', 'trentino-alto-adige', 'trentino-south-tyrol'],
  ['veneto', 'Veneto', 'Veneto', 'veneto', 'veneto'],
]

export const countries: Row[] = [
  ['francia', 'Francia', 'France', 'francia', 'france'],
  ['giappone', 'Giappone', 'Japan', 'giappone', 'japan'],
  ['italia', 'Italia', 'Italy', 'italia', 'italy'],
  ['messico', 'Messico', 'Mexico', 'messico', 'mexico'],
  ['scozia', 'Scozia', 'Scotland', 'scozia', 'scotland'],
]
