import { describe, expect, it } from 'vitest'

import { TEXT_MAX_CHARACTERS } from './blank-required'
import { proposedSlug, slugCheck, slugField } from './slug'

const italian = { i18n: { language: 'it' } }
const english = { i18n: { language: 'en' } }

describe('slugs follow the titles (README, "For editors"; the seventh check from outside)', () => {
  it('an empty slug is made from the title, accents and signs dropped', () => {
    expect(proposedSlug('', { title: 'Grappa di Moscato “Riserva” àè' })).toBe('grappa-di-moscato-riserva-ae')
    expect(proposedSlug(undefined, { title: 'Quarant’anni' })).toBe('quarant-anni')
    expect(proposedSlug('scelto-a-mano', { title: 'Altro titolo' })).toBe('scelto-a-mano')
    expect(proposedSlug('', { name: 'Cantina Alta' }, (data) => data['name'])).toBe('cantina-alta')
    expect(proposedSlug('', {})).toBe('')
    expect(proposedSlug('', { title: '€ — °' })).toBe('')
  })

  it('a slug made from a long title fits a slug’s bound, with room for a copy’s -2 (the twenty-fourth check)', () => {
    const title = `${'Distillato '.repeat(26)}Riserva`
    const made = proposedSlug(
      '',
      { title, code: 'CHK24-LONG' },
      (data) => `${String(data['title'])}-${String(data['code'])}`,
    )
    expect(title.length).toBeLessThanOrEqual(TEXT_MAX_CHARACTERS)
    expect(made.length).toBeLessThanOrEqual(TEXT_MAX_CHARACTERS - 8)
    expect(made).toMatch(/^distillato-(distillato-)+distillato$/)
    // A slug the editor writes is theirs, and the bound's check speaks to it.
    expect(proposedSlug('a'.repeat(400), { title })).toHaveLength(400)
  })

  it('an empty slug passes the check when the title makes one; otherwise the editor is told what to write', () => {
    const check = slugCheck()
    expect(check('', { req: italian, data: { title: 'Vermouth rosso' } })).toBe(true)
    expect(check('', { req: italian, data: {} })).toBe('Scrivi l’indirizzo, o un titolo da cui ricavarlo')
    expect(check(null, { req: english, data: { title: '€' } })).toBe('Write the address, or a title to make it from')
    expect(check('Con Maiuscole', { req: italian, data: { title: 'x' } })).toBe(
      'Usa lettere minuscole, cifre e trattini',
    )
    expect(check('con-maiuscole', { req: english, data: {} })).toBe(true)
  })

  it('the hook fills the slug on creation, when emptied or still missing in a language, else keeps the stored one', async () => {
    const hook = slugField({ from: (data) => `${String(data['title'])}-${String(data['code'])}` }).hooks!
      .beforeValidate![0]!
    const stored = { slug: 'indirizzo-salvato' }
    const run = (value: unknown, operation: 'create' | 'update', originalDoc?: object) =>
      hook({ value, data: { title: 'Amaro Alpino', code: 'V0042' }, operation, originalDoc } as never)
    expect(await run(undefined, 'create')).toBe('amaro-alpino-v0042')
    expect(await run('', 'update', stored)).toBe('amaro-alpino-v0042')
    expect(await run(null, 'update', stored)).toBe('amaro-alpino-v0042')
    expect(await run(undefined, 'update', stored)).toBeUndefined()
    // A language without a slug of its own yet (its English title saved for the first time).
    expect(await run(undefined, 'update', { slug: null })).toBe('amaro-alpino-v0042')
    expect(await run('mio-indirizzo', 'create')).toBe('mio-indirizzo')
    // An API call sending only the new title and an emptied slug: the code is the stored document's.
    expect(
      await hook({
        value: '',
        data: { title: 'Amaro Riserva', slug: '' },
        operation: 'update',
        originalDoc: { title: 'Amaro Alpino', code: 'V0042', slug: 'amaro-alpino-v0042' },
      } as never),
    ).toBe('amaro-riserva-v0042')
  })
})
