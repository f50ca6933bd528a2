import type { Field } from 'payload'

import type { Locale } from '@/i18n/locales'

import { numberWithDecimals } from './number-decimals'

type Label = Record<Locale, string>

/**
 * One line of the product sheet: a field of the product's `sheet` group (short text, long text or number) or
 * one of the product's filter values (chosen in its Filters tab, shown with the value's label).
 */
export type SheetLine =
  | { name: string; kind: 'text'; label: Label; localized: boolean; description?: string }
  | { name: string; kind: 'longText'; label: Label }
  | { name: string; kind: 'number'; label: Label; min: number; max: number; unit?: string; decimals?: 0 | 1 }
  | { name: string; kind: 'filter'; label: Label }

const text = <N extends string>(name: N, label: Label, description?: string) =>
  ({ name, kind: 'text', label, localized: true, description }) as const
/** A short text that reads the same in every language (a bottle size, a year). */
const shared = <N extends string>(name: N, label: Label, description?: string) =>
  ({ name, kind: 'text', label, localized: false, description }) as const
const longText = <N extends string>(name: N, label: Label) => ({ name, kind: 'longText', label }) as const
const filter = <N extends string>(name: N, label: Label) => ({ name, kind: 'filter', label }) as const

/**
 * The product sheet as visitors read it, in this order. The site prints every line that has a value, the short
 * ones as a table and the long texts as paragraphs, each with its label in the visitor's language; editors see
 * the same labels in the admin, and the catalogue import reads each field from its feed column (the name in snake
 * case). Adding a line to the sheet is one entry here (a new `sheet` field also needs `npm run generate:types`).
 */
export const sheetLines = [
  filter('format', { it: 'Formato', en: 'Bottle' }),
  {
    name: 'alcohol',
    kind: 'number',
    label: { it: 'Gradazione', en: 'Alcohol' },
    min: 0,
    max: 100,
    unit: '% vol',
    decimals: 1,
  },
  filter('vintage', { it: 'Annata', en: 'Vintage' }),
  filter('ageStatement', { it: 'Età dichiarata', en: 'Age statement' }),
  filter('type', { it: 'Tipologia', en: 'Type' }),
  filter('spiritType', { it: 'Categoria', en: 'Category' }),
  filter('color', { it: 'Colore', en: 'Colour' }),
  filter('region', { it: 'Regione', en: 'Region' }),
  filter('country', { it: 'Nazione', en: 'Country' }),
  text('denomination', { it: 'Denominazione', en: 'Denomination' }),
  longText('organoleptic', { it: 'Valutazione organolettica', en: 'Tasting notes' }),
  filter('ageingClass', { it: 'Invecchiamento', en: 'Ageing' }),
  longText('ageing', { it: 'Affinamento', en: 'Maturation' }),
  filter('fermentation', { it: 'Fermentazione', en: 'Fermentation' }),
  longText('vinification', { it: 'Vinificazione', en: 'Vinification' }),
  text('harvest', { it: 'Vendemmia', en: 'Harvest' }),
  text('soil', { it: 'Terreno', en: 'Soil' }),
  shared('yieldPerHectare', { it: 'Resa per ettaro', en: 'Yield per hectare' }),
  {
    name: 'plantingYear',
    kind: 'number',
    label: { it: 'Anno d’impianto', en: 'Planting year' },
    min: 1800,
    max: 2100,
    decimals: 0,
  },
  text('breeding', { it: 'Sistema di allevamento', en: 'Training system' }),
  text('vineyard', { it: 'Vigneto', en: 'Vineyard' }),
  text('grapes', { it: 'Uve', en: 'Grapes' }),
  longText('notes', { it: 'Note', en: 'Notes' }),
  filter('sparklingMethod', { it: 'Metodo di spumantizzazione', en: 'Sparkling method' }),
  filter('style', { it: 'Stile', en: 'Style' }),
  filter('taste', { it: 'Gusto', en: 'Taste' }),
  text('origin', { it: 'Origine', en: 'Origin' }),
  text('cask', { it: 'Botte', en: 'Cask' }),
  longText('pairings', { it: 'Abbinamenti', en: 'Pairings' }),
  longText('cocktail', { it: 'Cocktail', en: 'Cocktail' }),
  longText('awards', { it: 'Riconoscimenti', en: 'Awards' }),
  shared('sugar', { it: 'Zuccheri', en: 'Sugar' }),
  longText('curiosity', { it: 'Curiosità', en: 'Did you know' }),
  text('fruity', { it: 'Fruttato', en: 'Fruitiness' }),
  text('variety', { it: 'Varietà', en: 'Variety' }),
  longText('aromas', { it: 'Profumi', en: 'Aromas' }),
  filter('territory', { it: 'Territorio', en: 'Territory' }),
  filter('packaging', { it: 'Confezione', en: 'Packaging' }),
  filter('certification', { it: 'Certificazione', en: 'Certification' }),
] as const satisfies readonly SheetLine[]

export type SheetLineName = (typeof sheetLines)[number]['name']

function toField(line: Exclude<SheetLine, { kind: 'filter' }>): Field {
  switch (line.kind) {
    case 'text':
      return {
        name: line.name,
        label: line.label,
        type: 'text',
        localized: line.localized || undefined,
        admin: line.description ? { description: line.description } : undefined,
      }
    case 'longText':
      return { name: line.name, label: line.label, type: 'textarea', localized: true }
    case 'number':
      return {
        name: line.name,
        label: line.label,
        type: 'number',
        min: line.min,
        max: line.max,
        ...(line.decimals === undefined ? {} : { validate: numberWithDecimals(line.decimals) }),
      }
  }
}

/** The fields of the product's `sheet` group, in the order of the sheet. */
export const productSheetFields: Field[] = (sheetLines as readonly SheetLine[])
  .filter((line): line is Exclude<SheetLine, { kind: 'filter' }> => line.kind !== 'filter')
  .map(toField)

/** The sheet fields that read the same in every language (format, alcohol, …): the others are texts. */
export const sheetValueFieldNames: ReadonlySet<string> = new Set(
  (sheetLines as readonly SheetLine[])
    .filter((line) => line.kind === 'number' || (line.kind === 'text' && !line.localized))
    .map((line) => line.name),
)
