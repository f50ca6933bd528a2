import { describe, expect, it } from 'vitest'

import { from, newAddress } from '../support/accounts'
import { base } from '../support/http'

/**
 * DESIGN.md's security baseline, "bad input gets a 4xx and a message, never a 500", for the server actions: anyone
 * can call one with its id (in every page that has a form) and arguments of their choosing. Calling the login's with
 * `["x"]` for its form was a 500; each now answers such a call as a form sent empty, and a body that is no list of
 * arguments at all (`"x"`) is refused with 400 before Next decodes it (src/proxy.ts).
 */
const pages = ['/login/', '/en/login/', '/contatti/?richiesta=listini', '/candidati/', '/newsletter/']

async function actionIds(pathname: string): Promise<string[]> {
  const html = await (await fetch(`${base}${pathname}`, { headers: { Cookie: 'adult=1' } })).text()
  return [...new Set([...html.matchAll(/&quot;id&quot;:&quot;([0-9a-f]{40,})&quot;/g)].map((m) => m[1]!))]
}

describe('server actions called with arguments no form sends', () => {
  it.each(pages)('%s: its actions answer, never a 500', async (pathname) => {
    const ids = await actionIds(pathname)
    expect(ids.length, 'the page names its form’s action').toBeGreaterThan(0)
    for (const id of ids) {
      for (const body of ['["x"]', '["x","y"]', '[]', '[null,{"a":1}]', '"x"']) {
        const res = await fetch(`${base}${pathname}`, {
          method: 'POST',
          redirect: 'manual',
          headers: from(newAddress(), {
            'Next-Action': id,
            'Content-Type': 'text/plain;charset=UTF-8',
            Accept: 'text/x-component',
          }),
          body,
        })
        await res.arrayBuffer()
        expect(res.status, `${id} ${body}`).toBeLessThan(500)
        if (!body.startsWith('[')) expect(res.status, `${id} ${body}`).toBe(400)
      }
    }
  })
})

describe('a post whose multipart body does not parse (decision 058’s second check)', () => {
  it.each([
    ['/', 'Richiesta non valida.'],
    ['/en/', 'Invalid request.'],
    ['/login/', 'Richiesta non valida.'],
    ['/candidati/', 'Richiesta non valida.'],
    ['/en/contacts/horeca/', 'Invalid request.'],
  ])('%s: 400 with a sentence in the path’s language, never a 500', async (pathname, sentence) => {
    for (const body of ['garbage', '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb', '']) {
      const res = await fetch(`${base}${pathname}`, {
        method: 'POST',
        redirect: 'manual',
        headers: from(newAddress(), { 'Content-Type': 'multipart/form-data; boundary=x' }),
        body,
      })
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(await res.text()).toBe(sentence)
    }
  })
})
