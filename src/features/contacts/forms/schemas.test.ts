import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import en from '../../../../messages/en.json'
import it_ from '../../../../messages/it.json'
import {
  contactSchema,
  fieldErrors,
  fillValues,
  jobSchema,
  limits,
  newsletterSchema,
  specRules,
  validationRules,
  validationValues,
} from './schemas'

const valid = {
  name: 'Giulia',
  surname: 'D’Amico',
  company: 'Osteria al Ponte',
  address: 'Via Roma 1',
  province: 'VR',
  email: 'giulia@example.com',
  phone: '+39 045 123 4567',
  message: 'Vorremmo il listino dei distillati.',
  privacy: true,
}

const errorsOf = (schema: typeof contactSchema | typeof jobSchema | typeof newsletterSchema, input: unknown) => {
  const result = schema.safeParse(input)
  return result.success ? {} : fieldErrors(result.error)
}

describe('spec §5: the message catalogue', () => {
  it('holds the 26 rules in both languages, required as the spec words it, and the site’s own', () => {
    expect(specRules).toHaveLength(26)
    expect(validationRules).toEqual([...specRules, 'reattach'])
    for (const rule of validationRules) {
      expect(it_.Validation[rule], rule).toBeTruthy()
      expect(en.Validation[rule], rule).toBeTruthy()
    }
    expect(it_.Validation.required).toBe('Il campo è obbligatorio!')
    expect(en.Validation.required).toBe('The field is required')
  })

  it('names, for each rule, exactly the values its messages use (the forms fill them in the browser)', () => {
    for (const rule of validationRules) {
      for (const messages of [it_, en]) {
        const used = [...messages.Validation[rule].matchAll(/\{(\w+)\}/g)].map(([, name]) => name)
        expect([...used].sort(), rule).toEqual([...validationValues[rule]].sort())
      }
    }
  })

  it('fills a message as the formatter does, and leaves a value it lacks as written', () => {
    expect(fillValues('Inserisci da {min} a {max} cifre', { min: 6, max: 15 })).toBe('Inserisci da 6 a 15 cifre')
    expect(fillValues('at most {length} characters', { length: 2000 })).toBe('at most 2000 characters')
    expect(fillValues('upload a {types} file')).toBe('upload a {types} file')
    expect(fillValues('The field is required', { length: 3 })).toBe('The field is required')
  })
})

describe('contact form rules (DESIGN.md "Validation rules per field")', () => {
  it('accepts a complete request, names with apostrophes and accents included', () => {
    expect(contactSchema.safeParse(valid).success).toBe(true)
    expect(contactSchema.safeParse({ ...valid, name: 'José María', phone: '' }).success).toBe(true)
  })

  it('names each missing required field with the required rule', () => {
    expect(errorsOf(contactSchema, {})).toEqual({
      name: { rule: 'required' },
      surname: { rule: 'required' },
      company: { rule: 'required' },
      province: { rule: 'required' },
      email: { rule: 'required' },
      message: { rule: 'required' },
      privacy: { rule: 'required' },
    })
    const blank = { ...valid, name: '  ', company: '', province: '', message: '', privacy: false }
    expect(errorsOf(contactSchema, blank)).toEqual({
      name: { rule: 'required' },
      company: { rule: 'required' },
      province: { rule: 'required' },
      message: { rule: 'required' },
      privacy: { rule: 'required' },
    })
  })

  it('gives each wrong value its rule and the values of its message', () => {
    expect(
      errorsOf(contactSchema, {
        ...valid,
        name: 'R2D2',
        email: 'not-an-address',
        phone: '045-abc',
        province: 'XX',
        message: 'x'.repeat(2001),
      }),
    ).toEqual({
      name: { rule: 'alpha_spaces' },
      email: { rule: 'email' },
      phone: { rule: 'numeric' },
      province: { rule: 'oneOf' },
      message: { rule: 'max', values: { length: 2000 } },
    })
    expect(errorsOf(contactSchema, { ...valid, phone: '1234' })).toEqual({
      phone: { rule: 'between', values: { min: 6, max: 15 } },
    })
  })

  it('keeps line breaks in the message only: a one-line field gets one space for them, as its input does', () => {
    // The third check from outside: a script's company "Osteria\nE-mail: pagamenti@evil.example" forged a row of the
    // office's mail.
    const sent = contactSchema.parse({
      ...valid,
      company: 'Osteria al Ponte\r\nE-mail: pagamenti@evil.example',
      address: 'Via Roma 1\n\tTelefono: 333\u2028x',
      message: 'Riga uno\nRiga due',
    })
    expect(sent.company).toBe('Osteria al Ponte E-mail: pagamenti@evil.example')
    expect(sent.address).toBe('Via Roma 1 Telefono: 333 x')
    expect(sent.message).toBe('Riga uno\nRiga due')
    expect(errorsOf(contactSchema, { ...valid, name: 'Giulia\nRossi' })).toEqual({})
  })

  it('counts a line break of the posted message as one character, as the browser’s field does (CR LF is one)', () => {
    // The eighteenth check from outside: ten lines and nine breaks, 2,000 characters in the field, 2,009 as posted.
    const lines = Array.from({ length: 10 }, (_, i) => 'x'.repeat(i === 0 ? 200 : 199))
    const posted = contactSchema.parse({ ...valid, message: lines.join('\r\n') }).message
    expect(posted).toBe(lines.join('\n'))
    expect(posted).toHaveLength(limits.message)
    expect(contactSchema.parse({ ...valid, message: 'uno\rdue' }).message).toBe('uno\ndue')
    expect(errorsOf(contactSchema, { ...valid, message: `${lines.join('\r\n')}x` })).toEqual({
      message: { rule: 'max', values: { length: 2000 } },
    })
  })

  it('drops control characters and never throws, whatever it is given (fast-check)', () => {
    expect(contactSchema.parse({ ...valid, message: 'a\u0000b\u202Ec\nd' }).message).toBe('abc\nd')
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.anything()), (input) => {
        const result = contactSchema.safeParse({ ...input })
        if (!result.success)
          for (const e of Object.values(fieldErrors(result.error))) expect(validationRules).toContain(e.rule)
      }),
      { numRuns: 500 },
    )
  })
})

describe('job form rules', () => {
  const pdf = (name = 'cv.pdf', size = 10, type = 'application/pdf') => new File([new Uint8Array(size)], name, { type })
  const job = {
    name: 'Marco',
    surname: 'Rossi',
    email: 'marco@example.com',
    phone: '',
    qualification: 'degree',
    area: 'marketing',
    cv: pdf(),
    coverLetter: pdf('lettera.pdf'),
    privacy: true,
  }

  it('accepts two PDFs and refuses missing, mistyped, oversized and path-named files', () => {
    expect(jobSchema.safeParse(job).success).toBe(true)
    expect(
      errorsOf(jobSchema, {
        ...job,
        qualification: 'phd',
        cv: pdf('foto.jpg', 10, 'image/jpeg'),
        coverLetter: pdf('cv.pdf', 5 * 1024 * 1024 + 1),
      }),
    ).toEqual({
      qualification: { rule: 'oneOf' },
      cv: { rule: 'ext', values: { types: '.pdf' } },
      coverLetter: { rule: 'size', values: { size: 5120 } },
    })
    // The message says "less than 5120 KB" (spec §5 size): exactly 5120 KB is refused, one byte less is not.
    expect(errorsOf(jobSchema, { ...job, cv: pdf('cv.pdf', 5120 * 1024) })).toEqual({
      cv: { rule: 'size', values: { size: 5120 } },
    })
    expect(jobSchema.safeParse({ ...job, cv: pdf('cv.pdf', 5120 * 1024 - 1) }).success).toBe(true)
    expect(errorsOf(jobSchema, { ...job, cv: pdf('../../x.pdf'), coverLetter: pdf('x.pdf', 0) })).toEqual({
      cv: { rule: 'ext', values: { types: '.pdf' } },
      coverLetter: { rule: 'mimes', values: { types: 'PDF' } },
    })
    expect(errorsOf(jobSchema, { ...job, cv: pdf('', 0, 'application/octet-stream'), coverLetter: undefined })).toEqual(
      {
        cv: { rule: 'required' },
        coverLetter: { rule: 'required' },
      },
    )
    expect(errorsOf(jobSchema, { ...job, cv: pdf('cv.pdf', 10, 'text/html') })).toEqual({
      cv: { rule: 'mimes', values: { types: 'PDF' } },
    })
  })
})

describe('newsletter rules', () => {
  it('asks for an e-mail address and consent', () => {
    expect(errorsOf(newsletterSchema, { email: 'a@b', privacy: false })).toEqual({
      email: { rule: 'email' },
      privacy: { rule: 'required' },
    })
  })
})
