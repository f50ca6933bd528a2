import { describe, expect, it } from 'vitest'

import { bodyDepth, jsonDepth, MAX_BODY_DEPTH } from './body-depth'
import { bulkWhere } from './bulk-where'

const nested = (levels: number) => '{"a":'.repeat(levels) + '1' + '}'.repeat(levels)
const passed = new Response('passed')

describe('a write nested deeper than a document can be is refused (the twenty-fifth check from outside)', () => {
  it.each([
    ['1', 0],
    ['{}', 1],
    ['{"a":[1,{"b":[]}]}', 4],
    ['{"a":"[[[{{{"}', 1],
    ['{"a":"\\"[[["}', 1],
    [nested(300), 300],
  ])('reads the depth of %s as %i', (text, depth) => expect(jsonDepth(text)).toBe(depth))

  it('stops counting past its limit', () => expect(jsonDepth(nested(8000), 10)).toBe(11))

  it('refuses an 8,000-deep JSON body in the caller’s language, before Payload', async () => {
    const request = (language: string) =>
      new Request('http://localhost/api/articles/3/', {
        method: 'PATCH',
        headers: { 'Content-Type': 'application/json', 'Accept-Language': language },
        body: `{"title":"x","meta":${nested(8000)}}`,
      })
    for (const [language, sentence] of [
      ['it', 'I dati inviati sono annidati troppo in profondità'],
      ['en', 'The data sent is nested too deep'],
    ]) {
      const answer = await bodyDepth(request(language!), async () => passed)
      expect(answer.status).toBe(400)
      expect(await answer.text()).toContain(sentence)
    }
  })

  it('refuses the same in the admin’s form (`_payload`), and lets a document’s depth through', async () => {
    const form = (json: string) => {
      const body = new FormData()
      body.set('_payload', json)
      return new Request('http://localhost/api/pages/1/', { method: 'PATCH', body })
    }
    expect((await bodyDepth(form(nested(MAX_BODY_DEPTH + 1)), async () => passed)).status).toBe(400)
    expect(await bodyDepth(form(nested(MAX_BODY_DEPTH)), async () => passed)).toBe(passed)
    const read = new Request(`http://localhost/api/pages/?where=${encodeURIComponent(nested(400))}`)
    expect(await bodyDepth(read, async () => passed)).toBe(passed)
  })
})

describe('a change to several documents names which (the twenty-fifth check from outside)', () => {
  const answer = (method: string, path: string, language = 'it') =>
    bulkWhere(
      new Request(`http://localhost${path}`, { method, headers: { 'Accept-Language': language } }),
      async () => passed,
    )

  it.each([
    ['PATCH', '/api/articles/'],
    ['DELETE', '/api/products'],
  ])('refuses %s %s without a where, with a sentence', async (method, path) => {
    const res = await answer(method, path, 'en')
    expect(res.status).toBe(400)
    expect(await res.text()).toContain('names which with a `where`')
  })

  it.each([
    ['PATCH', '/api/articles/?where[id][in]=1,2'],
    ['DELETE', '/api/products/?where=x'],
    ['PATCH', '/api/articles/3/'],
    ['POST', '/api/articles/'],
    ['PATCH', '/api/globals/site-settings'],
  ])('lets %s %s through', async (method, path) => expect(await answer(method, path)).toBe(passed))
})
