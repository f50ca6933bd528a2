/** A first slice of the demo catalogue: enough producers and products for every route to have content. */

export type ProducerSeed = { code: string; name: string; slug: string; region: string; country: string; it: string; en: string }

export const producers: ProducerSeed[] = [
  { code: 'P001', name: 'Distilleria Alpestre Val di Non', slug: 'distilleria-alpestre-val-di-non', region: 'trentino-alto-adige', country: 'italia',
    it: 'Piccola distilleria di montagna che dal 1952 lavora vinacce fresche di Teroldego e Müller-Thurgau in alambicchi a bagnomaria.',
    en: 'A small mountain distillery that since 1952 has distilled fresh Teroldego and Müller-Thurgau pomace in bain-marie stills.' },
  { code: 'P002', name: 'Erboristeria Liquoristica Monferrina', slug: 'erboristeria-liquoristica-monferrina', region: 'piemonte', country: 'italia',
    it: 'Amari e vermouth di Torino macerati a freddo con erbe delle colline del Monferrato, secondo ricette di famiglia.',
    en: 'Amari and vermouth di Torino cold-macerated with herbs from the Monferrato hills, following family recipes.' },
  { code: 'P003', name: 'Glen Corran Distillers', slug: 'glen-corran-distillers', region: '', country: 'scozia',
    it: 'Distilleria indipendente dello Speyside: single malt invecchiati in botti ex-sherry e ex-bourbon.',
    en: 'An independent Speyside distillery: single malts matured in ex-sherry and ex-bourbon casks.' },
  { code: 'P004', name: 'Cantine Marsalesi Florio Baglio', slug: 'cantine-marsalesi-baglio', region: 'sicilia', country: 'italia',
    it: 'Marsala vergine e superiore affinati in solera nei bagli sul mare di Marsala.',
    en: 'Marsala vergine and superiore aged in solera in the seaside bagli of Marsala.' },
  { code: 'P005', name: 'Agave Azul de Jalisco', slug: 'agave-azul-de-jalisco', region: '', country: 'messico',
    it: 'Tequila 100% agave blu cotta in forni di pietra e distillata due volte in rame.',
    en: '100% blue agave tequila cooked in stone ovens and double-distilled in copper.' },
  { code: 'P006', name: 'Maison Delaunay', slug: 'maison-delaunay', region: '', country: 'francia',
    it: 'Casa di Cognac della Grande Champagne che imbottiglia acquaviti di singole annate.',
    en: 'A Grande Champagne Cognac house bottling single-vintage eaux-de-vie.' },
  { code: 'P007', name: 'Gin Lab Laguna', slug: 'gin-lab-laguna', region: 'veneto', country: 'italia',
    it: 'Microdistilleria veneziana: gin botanici con salicornia, scorze di cedro e ginepro delle Dolomiti.',
    en: 'A Venetian micro-distillery: botanical gins with samphire, citron peel and Dolomite juniper.' },
  { code: 'P008', name: 'Kura Hoshino', slug: 'kura-hoshino', region: '', country: 'giappone',
    it: 'Birrificio di sake della prefettura di Niigata, acqua di neve e riso Gohyakumangoku.',
    en: 'A sake brewery in Niigata prefecture, using snow-melt water and Gohyakumangoku rice.' },
]

/** [code, producer code, type, sub-type (empty = never shown), colour, it title, en title, novelty] */
export type ProductRow = [string, string, string, string, string, string, string, boolean]

export const products: ProductRow[] = [
  ['V0001', 'P001', 'wine-spirits', 'grappa', 'trasparente', 'Grappa di Teroldego', 'Teroldego Grappa', false],
  ['V0002', 'P001', 'wine-spirits', 'grappa', 'ambrato', 'Grappa Riserva 5 anni', '5-Year Reserve Grappa', true],
  ['V0003', 'P001', 'liquore', 'liquore-di-frutta', 'rosso', 'Liquore di mirtilli di montagna', 'Mountain Blueberry Liqueur', false],
  ['V0004', 'P002', 'amari', 'amaro-alle-erbe', 'ambrato', 'Amaro del Monferrato', 'Monferrato Amaro', false],
  ['V0005', 'P002', 'vermouth-e-fortificati', 'vermouth', 'rosso', 'Vermouth di Torino Rosso', 'Vermouth di Torino Red', true],
  ['V0006', 'P002', 'aperitivi-e-bitter', 'bitter', 'rosso', 'Bitter alle scorze d’arancia', 'Orange Peel Bitter', false],
  ['V0007', 'P003', 'whisky', 'scotch-whisky', 'ambrato', 'Glen Corran 12 anni Sherry Cask', 'Glen Corran 12 Year Old Sherry Cask', false],
  ['V0008', 'P003', 'whisky', 'scotch-whisky', 'ambrato', 'Glen Corran 18 anni', 'Glen Corran 18 Year Old', true],
  ['V0009', 'P004', 'vermouth-e-fortificati', 'marsala', 'ambrato', 'Marsala Vergine Soleras', 'Marsala Vergine Soleras', false],
  ['V0010', 'P004', 'vermouth-e-fortificati', 'marsala', 'ambrato', 'Marsala Superiore Riserva', 'Marsala Superiore Riserva', false],
  ['V0011', 'P005', 'modern-spirits', 'tequila', 'trasparente', 'Tequila Blanco 100% agave', '100% Agave Blanco Tequila', false],
  ['V0012', 'P005', 'modern-spirits', 'tequila', 'ambrato', 'Tequila Reposado', 'Reposado Tequila', true],
  ['V0013', 'P006', 'wine-spirits', 'cognac', 'ambrato', 'Cognac Grande Champagne VSOP', 'Grande Champagne VSOP Cognac', false],
  ['V0014', 'P007', 'juniper-spirits', 'gin', 'trasparente', 'Gin Laguna alla salicornia', 'Laguna Samphire Gin', true],
  ['V0015', 'P007', 'juniper-spirits', 'gin', 'trasparente', 'Gin Laguna Navy Strength', 'Laguna Navy Strength Gin', false],
  ['V0016', 'P007', 'spritzers', 'spritz', 'rosso', 'Spritz veneziano pronto da bere', 'Venetian Ready-to-Drink Spritz', false],
  ['V0017', 'P008', 'sake', 'junmai', 'trasparente', 'Sake Junmai Yukiguni', 'Yukiguni Junmai Sake', false],
  ['V0018', 'P008', 'sake', 'ginjo', 'trasparente', 'Sake Ginjo Hoshizora', 'Hoshizora Ginjo Sake', true],
  // Without a spirit type: stored, never shown nor found (spec §7.1).
  ['V0019', 'P002', 'bibite-e-succhi', '', 'trasparente', 'Acqua tonica artigianale (in arrivo)', 'Craft Tonic Water (coming soon)', false],
]
