import type { Field, TextFieldSingleValidation, Validate } from 'payload'
import { describe, expect, it } from 'vitest'

import { codeField } from './code'
import { withLinksChecked } from './linked-exists'

/** A request as Payload hands it to a field's check: what the checks ask the database is counted. */
function request(language: 'it' | 'en', stored: { code: string; id: number }[]) {
  const asked: string[] = []
  const req = {
    payloadAPI: 'REST',
    i18n: { language },
    t: (key: string) => key,
    payload: {
      config: { collections: [] },
      collections: {},
      db: { defaultIDType: 'number' },
      find: async () => {
        asked.push('find')
        return { docs: stored }
      },
      count: async () => {
        asked.push('count')
        return { totalDocs: 0 }
      },
    },
  }
  return { req, asked }
}

/** What Payload hands a field's check: the field's own settings, and the request. */
const options = (req: unknown, event?: 'onChange' | 'submit') =>
  ({ req, event, id: 7, data: {}, siblingData: {}, path: ['field'], required: false, relationTo: 'producers' }) as never

describe('the code and link checks ask the database on a save, not on each of the admin form-state requests', () => {
  const validateCode = codeField('products').validate as TextFieldSingleValidation
  const producer = withLinksChecked({
    slug: 'products',
    fields: [{ name: 'producer', type: 'relationship', relationTo: 'producers' }],
  }).fields[0] as Field & { validate: Validate }

  for (const language of ['it', 'en'] as const) {
    it(`a save is refused with its reason (${language})`, async () => {
      const { req, asked } = request(language, [{ code: 'v0001', id: 3 }])
      const code = await validateCode('V0001', options(req))
      expect(code).toMatch(language === 'it' ? /«v0001» è già di un altro documento/ : /“v0001” already belongs/)
      const link = await producer.validate(99999, options(req))
      expect(link).toEqual(expect.any(String))
      expect(asked).toEqual(['find', 'count'])
    })

    it(`a change typed in the form is not looked up (${language})`, async () => {
      const { req, asked } = request(language, [{ code: 'v0001', id: 3 }])
      expect(await validateCode('V0001', options(req, 'onChange'))).toBe(true)
      expect(await producer.validate(99999, options(req, 'onChange'))).toBe(true)
      expect(asked).toEqual([])
    })
  }
})
