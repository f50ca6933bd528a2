import type { Block } from 'payload'
import { describe, expect, it } from 'vitest'

import { inAdminLanguage, w } from './admin-labels'
import { landingBlocks } from './blocks/landing'
import { VideoEmbed } from './blocks/video-embed'
import { slugField } from './fields/slug'
import { collections, globals } from './schema'

/**
 * Decision 029 (amended): the admin speaks Italian by default and English on the editor's choice, its fields
 * included. Every word an editor reads on an edit page of ours (a field's label, its description, a tab's, a
 * collapsible's and a block's name, a choice of a select) is given in both languages; a field without a label
 * would show its name, an English word, in the Italian admin. Fields the admin hides are not read by anyone.
 */

type Loose = Record<string, unknown> & {
  name?: string
  type?: string
  label?: unknown
  admin?: { hidden?: boolean; description?: unknown }
  fields?: Loose[]
  tabs?: Loose[]
  blocks?: Block[]
  options?: unknown[]
}

const properNames = new Set(['agents.provinces'])

const bilingual = (words: unknown) =>
  typeof words === 'object' &&
  words !== null &&
  typeof (words as { it?: unknown }).it === 'string' &&
  typeof (words as { en?: unknown }).en === 'string' &&
  (words as { it: string }).it.trim() !== '' &&
  (words as { en: string }).en.trim() !== ''

function problemsOf(fields: Loose[], where: string, blocksSeen = new Set<string>()): string[] {
  const problems: string[] = []
  for (const field of fields) {
    if (field.admin?.hidden || field.type === 'ui') continue
    // Rows, tabs and collapsibles have no name of their own: their fields are named under the parent.
    const at = field.name ? `${where}.${field.name}` : where
    const labelled = field.name !== undefined || field.type === 'collapsible'
    if (labelled && field.label !== false && !bilingual(field.label)) problems.push(`${at}: label`)
    const description = field.admin?.description
    if (description !== undefined && typeof description !== 'function' && !bilingual(description)) {
      problems.push(`${at}: description`)
    }
    for (const option of field.options ?? []) {
      const label = typeof option === 'object' && option !== null ? (option as { label?: unknown }).label : undefined
      // The provinces are named as on Italian documents, in either language ("Firenze (FI)").
      const properName = properNames.has(at) && typeof label === 'string' && label.trim() !== ''
      if (!bilingual(label) && !properName) problems.push(`${at}: option ${JSON.stringify(option)}`)
    }
    for (const tab of field.tabs ?? []) {
      if (!bilingual(tab.label)) problems.push(`${at}: tab ${JSON.stringify(tab.label)}`)
      problems.push(...problemsOf(tab.fields ?? [], `${at}[${JSON.stringify(tab.label)}]`, blocksSeen))
    }
    // A list's rows are named on its "Add …" button: without these Payload uses the field's name ("Aggiungi Layout",
    // the twenty-ninth check from outside).
    if (
      (field.type === 'array' || field.type === 'blocks') &&
      !bilingual((field.labels as Loose | undefined)?.singular)
    )
      problems.push(`${at}: labels`)
    problems.push(...problemsOf(field.fields ?? [], at, blocksSeen))
    for (const block of field.blocks ?? []) problems.push(...blockProblems(block, blocksSeen))
  }
  return problems
}

function blockProblems(block: Block, seen: Set<string>): string[] {
  if (seen.has(block.slug)) return []
  seen.add(block.slug)
  const problems: string[] = []
  if (!bilingual(block.labels?.singular) || !bilingual(block.labels?.plural)) {
    problems.push(`block ${block.slug}: labels`)
  }
  return [...problems, ...problemsOf(block.fields as Loose[], `block ${block.slug}`, seen)]
}

describe('the admin’s words for our fields, in Italian and English (decision 029)', () => {
  it.each(collections.filter((c) => !c.admin?.hidden).map((c) => [c.slug, c] as const))(
    'the %s collection labels and describes every field it shows in both languages',
    (slug, collection) => {
      expect(problemsOf(collection.fields as Loose[], slug)).toEqual([])
    },
  )

  it.each(globals.map((g) => [g.slug, g] as const))(
    'the %s global labels and describes every field in both languages',
    (slug, global) => {
      expect(problemsOf(global.fields as Loose[], slug)).toEqual([])
    },
  )

  it('the blocks of the pages and of the rich text name themselves and their fields in both languages', () => {
    const seen = new Set<string>()
    expect([...landingBlocks, VideoEmbed].flatMap((block) => blockProblems(block, seen))).toEqual([])
  })
})

describe('the server’s answers to an editor, in the admin’s language', () => {
  const validate = slugField().validate as unknown as (value: unknown, options: unknown) => Promise<true | string>
  it('a slug in the wrong form is refused in Italian, or in English for an editor who chose it', async () => {
    expect(await validate('Grappa Nuova', { req: { i18n: { language: 'it' } } })).toBe(
      'Usa lettere minuscole, cifre e trattini',
    )
    expect(await validate('Grappa Nuova', { req: { i18n: { language: 'en' } } })).toBe(
      'Use lowercase letters, digits and dashes',
    )
    expect(await validate('Grappa Nuova', { req: {} })).toBe('Usa lettere minuscole, cifre e trattini')
    expect(await validate('grappa-nuova', { req: { i18n: { language: 'en' } } })).toBe(true)
  })

  it('inAdminLanguage falls back to Italian, Payload’s fallback language', () => {
    const words = w('Salvato', 'Saved')
    expect(inAdminLanguage({ i18n: { language: 'en' } }, words)).toBe('Saved')
    expect(inAdminLanguage({ i18n: { language: 'de' } }, words)).toBe('Salvato')
    expect(inAdminLanguage(undefined, words)).toBe('Salvato')
  })
})
