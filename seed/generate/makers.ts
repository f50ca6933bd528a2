import {
  makeAgricole,
  makeCachaca,
  makeMezcal,
  makePisco,
  makeRum,
  makeShochu,
  makeSpicedRum,
  makeTequila,
  makeVodka,
} from './families/cane-agave'
import { makeGenever, makeGin, makeOldTom, makeSloeGin } from './families/gin'
import {
  makeAmaro,
  makeAnice,
  makeCoffeeLiqueur,
  makeFruitLiqueur,
  makeHerbalLiqueur,
  makeLimoncello,
  makeNocino,
} from './families/herbal'
import {
  makeAlcoholFreeAperitif,
  makeAlcoholFreeSpirit,
  makeAlcoholFreeWine,
  makeAperitivo,
  makeBitter,
  makeBottledCocktail,
  makeCocktailBitters,
  makeGingerBeer,
  makeJuice,
  makeSoda,
  makeSpritz,
  makeTonic,
} from './families/mixers'
import { makeAppleBrandy, makeCalvados, makeGiftbox, makePearBrandy, makePommeau, makeSake } from './families/other'
import { makeAmerican, makeIrish, makeJapanese, makeScotch, makeWorldWhisky } from './families/whisky'
import { makeArmagnac, makeBrandy, makeCognac, makeGrapeBrandy, makeGrappa } from './families/wine-spirits'
import { makeChinato, makeMadeira, makeMarsala, makePort, makeSherry, makeVermouth } from './families/wines'
import type { Maker } from './kit'

/**
 * Every sub-type: the family that writes its products, and its share of a catalogue (per thousand products,
 * roughly) for an Italian Horeca distributor: many grappas, amari, gins, whiskies, rums and liqueurs; few sakes
 * and gift boxes.
 */
export const subTypes: Readonly<Record<string, { make: Maker; weight: number }>> = {
  'amaro-alle-erbe': { make: makeAmaro, weight: 45 },
  'amaro-agrumato': { make: makeAmaro, weight: 20 },
  fernet: { make: makeAmaro, weight: 10 },
  rabarbaro: { make: makeAmaro, weight: 8 },
  china: { make: makeAmaro, weight: 8 },

  'scotch-whisky': { make: makeScotch, weight: 45 },
  'irish-whiskey': { make: makeIrish, weight: 12 },
  bourbon: { make: makeAmerican, weight: 14 },
  'rye-whiskey': { make: makeAmerican, weight: 6 },
  'japanese-whisky': { make: makeJapanese, weight: 10 },
  'world-whisky': { make: makeWorldWhisky, weight: 9 },

  rum: { make: makeRum, weight: 62 },
  'rhum-agricole': { make: makeAgricole, weight: 18 },
  cachaca: { make: makeCachaca, weight: 7 },
  'spiced-rum': { make: makeSpicedRum, weight: 10 },

  grappa: { make: makeGrappa, weight: 110 },
  cognac: { make: makeCognac, weight: 18 },
  armagnac: { make: makeArmagnac, weight: 9 },
  brandy: { make: makeBrandy, weight: 12 },
  'acquavite-d-uva': { make: makeGrapeBrandy, weight: 9 },

  limoncello: { make: makeLimoncello, weight: 15 },
  'liquore-di-frutta': { make: makeFruitLiqueur, weight: 35 },
  'liquore-alle-erbe': { make: makeHerbalLiqueur, weight: 30 },
  nocino: { make: makeNocino, weight: 8 },
  anice: { make: makeAnice, weight: 8 },
  'liquore-al-caffe': { make: makeCoffeeLiqueur, weight: 10 },

  vermouth: { make: makeVermouth, weight: 40 },
  marsala: { make: makeMarsala, weight: 12 },
  porto: { make: makePort, weight: 12 },
  sherry: { make: makeSherry, weight: 8 },
  madeira: { make: makeMadeira, weight: 5 },
  'vino-chinato': { make: makeChinato, weight: 8 },

  bitter: { make: makeBitter, weight: 22 },
  aperitivo: { make: makeAperitivo, weight: 20 },
  'cocktail-bitters': { make: makeCocktailBitters, weight: 8 },

  spritz: { make: makeSpritz, weight: 8 },
  'cocktail-pronto': { make: makeBottledCocktail, weight: 7 },

  calvados: { make: makeCalvados, weight: 10 },
  'acquavite-di-mele': { make: makeAppleBrandy, weight: 7 },
  'acquavite-di-pere': { make: makePearBrandy, weight: 9 },
  pommeau: { make: makePommeau, weight: 4 },

  tonica: { make: makeTonic, weight: 14 },
  'ginger-beer': { make: makeGingerBeer, weight: 7 },
  'succo-di-frutta': { make: makeJuice, weight: 8 },
  soda: { make: makeSoda, weight: 8 },

  gin: { make: makeGin, weight: 110 },
  genever: { make: makeGenever, weight: 7 },
  'sloe-gin': { make: makeSloeGin, weight: 6 },
  'old-tom': { make: makeOldTom, weight: 5 },

  tequila: { make: makeTequila, weight: 20 },
  mezcal: { make: makeMezcal, weight: 14 },
  vodka: { make: makeVodka, weight: 16 },
  pisco: { make: makePisco, weight: 5 },
  shochu: { make: makeShochu, weight: 4 },

  'distillato-analcolico': { make: makeAlcoholFreeSpirit, weight: 9 },
  'aperitivo-analcolico': { make: makeAlcoholFreeAperitif, weight: 8 },
  'vino-dealcolato': { make: makeAlcoholFreeWine, weight: 5 },

  junmai: { make: makeSake, weight: 5 },
  ginjo: { make: makeSake, weight: 4 },
  daiginjo: { make: makeSake, weight: 3 },
  nigori: { make: makeSake, weight: 3 },

  'confezione-degustazione': { make: makeGiftbox, weight: 5 },
  cofanetto: { make: makeGiftbox, weight: 4 },
  'kit-cocktail': { make: makeGiftbox, weight: 3 },
}
