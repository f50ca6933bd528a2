import type { Field } from 'payload'

/**
 * The product sheet fields of spec §3 (besides type, colour, region and country, which are filter values).
 * Texts a visitor reads are localized; a field left empty is never printed.
 */
const text = (name: string, label?: string): Field => ({ name, label, type: 'text', localized: true })
const long = (name: string, label?: string): Field => ({ name, label, type: 'textarea', localized: true })

export const productSheetFields: Field[] = [
  {
    type: 'row',
    fields: [
      { name: 'format', label: 'Format (bottle)', type: 'text', admin: { description: 'e.g. 70 cl' } },
      { name: 'alcohol', label: 'Alcohol % vol', type: 'number', min: 0, max: 100 },
      { name: 'vintage', type: 'text' },
    ],
  },
  text('denomination'),
  long('organoleptic', 'Organoleptic evaluation'),
  long('ageing'),
  long('vinification'),
  text('harvest'),
  text('soil'),
  {
    type: 'row',
    fields: [
      { name: 'yieldPerHectare', label: 'Yield per hectare', type: 'text' },
      { name: 'plantingYear', label: 'Planting year', type: 'number', min: 1800, max: 2100 },
      { name: 'sugar', type: 'text' },
    ],
  },
  text('breeding', 'Breeding (training system)'),
  text('vineyard'),
  text('grapes'),
  text('variety'),
  text('sparklingMethod', 'Sparkling method'),
  text('origin'),
  text('cask', 'Cask / barrel'),
  long('aromas'),
  text('fruity'),
  long('pairings'),
  long('cocktail'),
  long('awards'),
  long('curiosity'),
  long('notes'),
]

type Named = { name: string; localized?: boolean }
const flatten = (fields: Field[]): Named[] =>
  fields.flatMap((f) => ('name' in f ? [f as Named] : 'fields' in f ? flatten(f.fields) : []))

/** The sheet fields that read the same in every language (format, alcohol, …): the others are texts. */
export const sheetValueFieldNames: ReadonlySet<string> = new Set(
  flatten(productSheetFields).filter((f) => !f.localized).map((f) => f.name),
)
