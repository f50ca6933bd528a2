import type { CatalogueRecords, Localized, ProductRecord, TermGroup, TermRecord } from './records'

/**
 * A small hand-made catalogue whose answers are known by heart (used by the unit tests):
 *
 * | code | title            | producer | type (sub-type)      | colour | country | region   | cert.     | projects    | new |
 * |------|------------------|----------|----------------------|--------|---------|----------|-----------|-------------|-----|
 * | A1   | Amaro Alpino     | alpi     | amari (amaro)        | –      | italia  | piemonte | biologico | tradizione  | yes |
 * | A2   | Amaro del Capo   | capo     | amari (amaro)        | –      | italia  | calabria | –         | –           | no  |
 * | G1   | Gin Bosco        | alpi     | juniper (gin)        | –      | italia  | piemonte | bio-vegan | mixology    | yes |
 * | G2   | Gin Londra       | thames   | juniper (gin)        | –      | uk      | –        | –         | mixology    | no  |
 * | W1   | Whisky Highland  | thames   | whisky (scotch)      | ambra  | uk      | –        | –         | –           | no  |
 * | W2   | Whisky Àrdbeg    | thames   | whisky (scotch)      | ambra  | uk      | –        | biologico | tradizione, mixology | yes |
 * | R1   | Rum Nero         | capo     | sugar (rum)          | ambra  | francia | –        | –         | –           | no  |
 * | X1   | No sub-type      | alpi     | amari (–)            | –      | italia  | piemonte | –         | –           | yes |
 *
 * X1 has no spirit sub-type: it is never shown nor counted (only products with a spirit type are).
 *
 * Two of the products' other filters (issue 15, item 1), whose lists keep the taxonomy's order (invecchiato
 * before classico, 2019 before 2015), and the featured flag:
 *
 * | code | style       | vintage | featured |
 * |------|-------------|---------|----------|
 * | A1   | classico    | –       | no       |
 * | W1   | classico    | –       | no       |
 * | W2   | invecchiato | 2015    | yes      |
 * | R1   | invecchiato | 2019    | no       |
 *
 * Producers: alpi is Distilleria Alpina (Alpine Distillery), capo Liquorificio del Capo, thames Thames & Co.
 * The search also reads G1's grapes, "Ginepro, genziana, pino delle Alpi" (Juniper, gentian, Alpine pine), and
 * W1's denomination, "Highland Single Malt". So, in Italian:
 * - `alpi` is a word of G1's grapes and the beginning of "Alpino" in A1's title: G1 first, then A1 (an exact
 *   word in the lightest field ranks before a completion in the heaviest);
 * - `amro`, four letters, is one typo from "Amaro" (A1, A2); `rux`, three letters, gets no typo: nothing.
 */

const l = (it: string, en = it): Localized => ({ it, en })
let nextId = 100
const term = (group: TermGroup, code: string, it: string, en = it, parent: number | null = null): TermRecord => ({
  id: nextId++,
  group,
  code,
  label: l(it, en),
  slug: l(code, `${code}-en`),
  parent,
})

const amari = term('type', 'amari', 'Amari', 'Bitters')
const juniper = term('type', 'juniper-spirits', 'Distillati di ginepro', 'Juniper spirits')
const whisky = term('type', 'whisky', 'Whisky')
const sugar = term('type', 'sugar-cane-spirits', 'Distillati di canna', 'Sugar cane spirits')
const amaro = term('typespirits', 'amaro', 'Amaro', 'Amaro', amari.id)
const gin = term('typespirits', 'gin', 'Gin', 'Gin', juniper.id)
const scotch = term('typespirits', 'scotch-whisky', 'Scotch whisky', 'Scotch whisky', whisky.id)
const rum = term('typespirits', 'rum', 'Rum', 'Rum', sugar.id)
const ambra = term('color', 'ambra', 'Ambrato', 'Amber')
const italia = term('country', 'italia', 'Italia', 'Italy')
const uk = term('country', 'regno-unito', 'Regno Unito', 'United Kingdom')
const francia = term('country', 'francia', 'Francia', 'France')
const piemonte = term('region', 'piemonte', 'Piemonte', 'Piedmont')
const calabria = term('region', 'calabria', 'Calabria')
const lazio = term('region', 'lazio', 'Lazio')
const bio = term('certification', 'biologico', 'Biologico', 'Organic')
const vegan = term('certification', 'bio-vegan', 'Bio-vegan', 'Organic vegan')
const aged = term('style', 'invecchiato', 'Invecchiato', 'Aged')
const classic = term('style', 'classico', 'Classico', 'Classic')
const v2019 = term('vintage', '2019', '2019')
const v2015 = term('vintage', '2015', '2015')

const producers = [
  {
    id: 1,
    code: 'alpi',
    name: l('Distilleria Alpina', 'Alpine Distillery'),
    slug: l('distilleria-alpina', 'alpine-distillery'),
  },
  { id: 2, code: 'capo', name: l('Liquorificio del Capo'), slug: l('liquorificio-del-capo') },
  { id: 3, code: 'thames', name: l('Thames & Co.'), slug: l('thames-co') },
]
const projects = [
  { id: 11, code: 'tradizione', title: l('Tradizione', 'Tradition'), slug: l('tradizione', 'tradition') },
  { id: 12, code: 'mixology', title: l('Mixology'), slug: l('mixology') },
  { id: 13, code: 'not-a-pillar', title: l('Altro', 'Other'), slug: l('altro', 'other') },
]

type Row = Partial<ProductRecord> & Pick<ProductRecord, 'code' | 'producer'> & { name: string }
const product = (id: number, row: Row): ProductRecord => ({
  id,
  title: l(row.name, `${row.name} (en)`),
  slug: l(row.code.toLowerCase(), `${row.code.toLowerCase()}-en`),
  type: null,
  spiritType: null,
  color: null,
  country: null,
  region: null,
  certification: null,
  projects: [],
  novelty: false,
  featured: false,
  terms: {},
  image: null,
  denomination: l(''),
  grapes: l(''),
  ...row,
})

export const testCatalogue: CatalogueRecords = {
  terms: [
    amari,
    juniper,
    whisky,
    sugar,
    amaro,
    gin,
    scotch,
    rum,
    ambra,
    italia,
    uk,
    francia,
    piemonte,
    calabria,
    lazio,
    bio,
    vegan,
    aged,
    classic,
    v2019,
    v2015,
  ],
  producers,
  projects,
  products: [
    product(1, {
      code: 'A1',
      name: 'Amaro Alpino',
      producer: 1,
      type: amari.id,
      spiritType: amaro.id,
      country: italia.id,
      region: piemonte.id,
      certification: bio.id,
      projects: [11],
      novelty: true,
      terms: { style: classic.id },
    }),
    product(2, {
      code: 'A2',
      name: 'Amaro del Capo',
      producer: 2,
      type: amari.id,
      spiritType: amaro.id,
      country: italia.id,
      region: calabria.id,
    }),
    product(3, {
      code: 'G1',
      name: 'Gin Bosco',
      producer: 1,
      type: juniper.id,
      spiritType: gin.id,
      country: italia.id,
      region: piemonte.id,
      certification: vegan.id,
      projects: [12],
      novelty: true,
      grapes: l('Ginepro, genziana, pino delle Alpi', 'Juniper, gentian, Alpine pine'),
    }),
    product(4, {
      code: 'G2',
      name: 'Gin Londra',
      producer: 3,
      type: juniper.id,
      spiritType: gin.id,
      country: uk.id,
      projects: [12, 13],
    }),
    product(5, {
      code: 'W1',
      name: 'Whisky Highland',
      producer: 3,
      type: whisky.id,
      spiritType: scotch.id,
      color: ambra.id,
      country: uk.id,
      denomination: l('Highland Single Malt'),
      terms: { style: classic.id },
    }),
    product(6, {
      code: 'W2',
      name: 'Whisky Àrdbeg',
      producer: 3,
      type: whisky.id,
      spiritType: scotch.id,
      color: ambra.id,
      country: uk.id,
      certification: bio.id,
      projects: [11, 12],
      novelty: true,
      featured: true,
      terms: { style: aged.id, vintage: v2015.id },
    }),
    product(7, {
      code: 'R1',
      name: 'Rum Nero',
      producer: 2,
      type: sugar.id,
      spiritType: rum.id,
      color: ambra.id,
      country: francia.id,
      // A region on a non-Italian product is not a region filter value: the region list is Italy's.
      region: lazio.id,
      terms: { style: aged.id, vintage: v2019.id },
    }),
    product(8, {
      code: 'X1',
      name: 'No sub-type',
      producer: 1,
      type: amari.id,
      country: italia.id,
      region: piemonte.id,
      novelty: true,
    }),
  ],
}
