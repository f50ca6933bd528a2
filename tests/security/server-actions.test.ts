import { afterAll, describe, expect, it } from 'vitest'

import { createAccount, from, newAddress, removeAccounts, signIn } from '../support/accounts'
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

/** A server action called as a page's script calls it, from an address of its own. */
const actionPost = (pathname: string, id: string, body: string, headers: Record<string, string> = {}) =>
  fetch(`${base}${pathname}`, {
    method: 'POST',
    redirect: 'manual',
    headers: from(newAddress(), {
      'Next-Action': id,
      'Content-Type': 'text/plain;charset=UTF-8',
      Accept: 'text/x-component',
      ...headers,
    }),
    body,
  })

/** A form sent as a browser without JavaScript sends it, from an address of its own. */
function formPost(pathname: string, fields: Record<string, string>) {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.set(name, value)
  return fetch(`${base}${pathname}`, { method: 'POST', redirect: 'manual', headers: from(newAddress()), body: form })
}

describe('server actions called with arguments no form sends', () => {
  it.each(pages)('%s: its actions answer, never a 500', async (pathname) => {
    const ids = await actionIds(pathname)
    expect(ids.length, 'the page names its form’s action').toBeGreaterThan(0)
    for (const id of ids) {
      for (const body of ['["x"]', '["x","y"]', '[]', '[null,{"a":1}]', '"x"']) {
        const res = await actionPost(pathname, id, body)
        await res.arrayBuffer()
        expect(res.status, `${id} ${body}`).toBeLessThan(500)
        if (!body.startsWith('[')) expect(res.status, `${id} ${body}`).toBe(400)
      }
    }
  })
})

// The fifteenth check from outside: the site's other local name passed the proxy's check of other sites, and Next's
// own check of the host threw (a 500 with JavaScript and without, on the forms and in the admin).
describe('a post from one of the site’s names to another', () => {
  const url = new URL(base)
  const otherName = `${url.protocol}//${url.hostname === 'localhost' ? '127.0.0.1' : 'localhost'}:${url.port}`

  it.each(['/contatti/?richiesta=listini', '/en/newsletter/'])('%s: refused with 403 and a sentence', async (page) => {
    const [id] = await actionIds(page)
    const res = await actionPost(page, id!, '[{"values":{},"errors":{},"at":0},{}]', { Origin: otherName })
    expect(res.status).toBe(403)
    expect(await res.text()).toContain(page.startsWith('/en/') ? 'from another site' : 'da un altro sito')
    const form = new FormData()
    form.set(`$ACTION_ID_${id}`, '')
    const plain = await fetch(`${base}${page}`, {
      method: 'POST',
      redirect: 'manual',
      headers: from(newAddress(), { Origin: otherName }),
      body: form,
    })
    expect(plain.status).toBe(403)
    // The page's own name is the site's: the same call goes on to the action.
    const own = await actionPost(page, id!, '[{"values":{},"errors":{},"at":0},{}]', { Origin: url.origin })
    await own.arrayBuffer()
    expect(own.status).toBe(200)
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

// The twelfth check from outside: arguments whose references point nowhere (`$Q1`, a Map in a part the body lacks), and
// a form without JavaScript whose bound value is no JSON, threw inside Next (a bare 500). Refused with 400 first.
describe('a server action called with references to nothing, or a bound value that is no JSON', () => {
  it.each([
    ['/contatti/?richiesta=listini', 'Richiesta non valida.'],
    ['/en/login/', 'Invalid request.'],
  ])('%s: 400 with a sentence in the path’s language', async (pathname, sentence) => {
    const [id] = await actionIds(pathname)
    expect(id, 'the page names its form’s action').toBeDefined()
    for (const body of ['["$Q1"]', '["$1:x:y"]', '[{"values":"$B1"}]', '["$W2"]', '[["$F3"]]']) {
      const res = await actionPost(pathname, id!, body)
      expect(res.status, body).toBe(400)
      expect(await res.text(), body).toBe(sentence)
    }
    // What React writes inline still reaches the action: an escaped `$`, undefined, a date.
    const inline = await actionPost(pathname, id!, '["$$x","$undefined",{"at":"$D2026-12-04T10:00:00.000Z"}]')
    await inline.arrayBuffer()
    expect(inline.status).toBeLessThan(400)

    const noScript = await formPost(pathname.split('?')[0]!, {
      $ACTION_REF_1: '',
      '$ACTION_1:0': JSON.stringify({ id, bound: '$@1' }),
      '$ACTION_1:1': 'x',
      $ACTION_KEY: 'k1',
    })
    expect(noScript.status).toBe(400)
    expect(await noScript.text()).toBe(sentence)

    // The twenty-third check from outside: bound values, or their own references, in a field the form lacks.
    for (const fields of <Record<string, string>[]>[
      { '$ACTION_1:0': JSON.stringify({ id, bound: '$@2' }), '$ACTION_1:1': '[1]' },
      { '$ACTION_1:0': JSON.stringify({ id, bound: '$@1' }) },
      { '$ACTION_1:0': JSON.stringify({ id, bound: '$@1' }), '$ACTION_1:1': '["$Q5"]' },
      { '$ACTION_1:0': JSON.stringify({ id, bound: '$@1' }), '$ACTION_1:1': '["$B9"]' },
      { '$ACTION_1:0': JSON.stringify({ id, bound: '$@1' }), '$ACTION_1:1': '["$1:a:b"]' },
      { '$ACTION_1:0': JSON.stringify({ id, bound: '$@1' }), '$ACTION_1:1': '["$0:zz"]' },
      { '$ACTION_1:0': '[]' },
      { '$ACTION_1:0': '{"bound":null}' },
    ]) {
      const res = await formPost(pathname.split('?')[0]!, { $ACTION_REF_1: '', ...fields, $ACTION_KEY: 'k1' })
      expect(res.status, JSON.stringify(fields)).toBe(400)
      expect(await res.text(), JSON.stringify(fields)).toBe(sentence)
    }
  })
})

// The twenty-third check from outside: React writes an object met twice as a path to where it first stood, in the
// same part (`$0:0:args:data`: the admin's rich-text link drawer), and the proxy refused that with 400. A path that
// leads to a value reaches the action; one that leads nowhere, or a Map's path to no list, is refused.
describe('a server action called with a path into its own arguments', () => {
  it.each([
    ['/login/', 'Richiesta non valida.'],
    ['/en/newsletter/', 'Invalid request.'],
  ])('%s: a path to a value is read, a path to nothing is refused', async (pathname, sentence) => {
    const [id] = await actionIds(pathname)
    expect(id, 'the page names its form’s action').toBeDefined()
    for (const body of ['[{"a":{"x":1}},"$0:0:a"]', '[{"a":[1,2]},{"b":"$0:0:a:1"}]', '[{"a":{"x":1}},"$0"]']) {
      const res = await actionPost(pathname, id!, body)
      await res.arrayBuffer()
      expect(res.status, body).toBeLessThan(400)
    }
    for (const body of ['[{"a":1},"$0:0:b"]', '[{"a":1},"$0:0:a:x"]', '[{"a":{}},"$Q0:0:a"]', '["$0:0:0:0:0"]']) {
      const res = await actionPost(pathname, id!, body)
      expect(res.status, body).toBe(400)
      expect(await res.text(), body).toBe(sentence)
    }
  })
})

// The twenty-second check from outside: Next reads a call's body as text whatever its type says, unless it is multipart
// (exactly `multipart/form-data…`), and a multipart call's arguments from its field `0`. A call typed `application/json`,
// `TEXT/PLAIN` or nothing, or a multipart one whose `0` was no list or referred to a part it lacked, threw inside Next.
describe('a server action called with any type of body, or as multipart with references to nothing', () => {
  it.each([
    ['/login/password-dimenticata/', 'Richiesta non valida.'],
    ['/en/login/forgot-password/', 'Invalid request.'],
    ['/contatti/?richiesta=listini', 'Richiesta non valida.'],
  ])('%s: 400 with a sentence in the path’s language, never a 500', async (pathname, sentence) => {
    const [id] = await actionIds(pathname)
    expect(id, 'the page names its form’s action').toBeDefined()
    for (const type of ['application/json', 'application/octet-stream', 'TEXT/PLAIN', 'text/html', null]) {
      for (const body of ['"x"', '{', '["$Q1"]']) {
        const res = await fetch(`${base}${pathname}`, {
          method: 'POST',
          redirect: 'manual',
          headers: from(newAddress(), { 'Next-Action': id!, ...(type ? { 'Content-Type': type } : {}) }),
          body: new Blob([body]),
        })
        expect(res.status, `${type} ${body}`).toBe(400)
        expect(await res.text(), `${type} ${body}`).toBe(sentence)
      }
    }
    // The fields in the order given: React reads the body as it comes, the arguments (`0`) last.
    const multipart = (fields: [string, string][]) => {
      const form = new FormData()
      for (const [name, value] of fields) form.append(name, value)
      return fetch(`${base}${pathname}`, {
        method: 'POST',
        redirect: 'manual',
        headers: from(newAddress(), { 'Next-Action': id! }),
        body: form,
      })
    }
    const state = '{"values":{},"errors":{},"at":0}'
    for (const fields of <[string, string][][]>[
      [['0', '"x"']],
      [['0', '{']],
      [['0', '["$Q1"]']],
      [
        ['0', '["$1"]'],
        ['1', '["$@2"]'],
      ],
      [
        ['0', '["$1","$K2"]'],
        ['1', state],
      ],
      [
        ['1', '["$2"]'],
        ['0', '["$1"]'],
      ],
      [['0', `[${state},"$B1"]`]],
      [['1_email', 'a@b.it']],
      [['0', `[${'['.repeat(200_000)}${']'.repeat(200_000)}]`]],
    ]) {
      const res = await multipart(fields)
      expect(res.status, JSON.stringify(fields)).toBe(400)
      expect(await res.text(), JSON.stringify(fields)).toBe(sentence)
    }
    // What a page's script sends, a form's fields as part 1, reaches the action, and so do parts sent before.
    for (const fields of <[string, string][][]>[
      [
        ['1_email', 'a@b.it'],
        ['0', `[${state},"$K1"]`],
      ],
      [
        ['1', state],
        ['2_email', 'a@b.it'],
        ['0', '["$1","$K2"]'],
      ],
    ]) {
      const res = await multipart(fields)
      await res.arrayBuffer()
      expect(res.status, JSON.stringify(fields)).toBeLessThan(400)
    }
  })
})

// The twelfth check from outside: a form sent without JavaScript from a page loaded before the site was updated names an
// action this build does not have, and Next answered "Server Action unavailable." (409), in English, with no way back
// to what was written. Now a page in the path's language first that says what happened and that going back finds it.
describe('a form sent without JavaScript that names no action this build has', () => {
  it.each([
    ['/contatti/', 'Il modulo non è stato inviato', 'The form was not sent'],
    ['/en/contacts/', 'The form was not sent', 'Il modulo non è stato inviato'],
  ])('%s: 409, a page that says to go back, in the path’s language first', async (pathname, first, second) => {
    const res = await formPost(pathname, { [`$ACTION_ID_${'0'.repeat(42)}`]: '', message: 'Vorremmo il listino.' })
    const text = await res.text()
    expect(res.status).toBe(409)
    expect(res.headers.get('content-type')).toContain('text/html')
    expect(text.indexOf(first)).toBeGreaterThan(-1)
    expect(text.indexOf(first)).toBeLessThan(text.indexOf(second))
    expect(text).toContain(pathname.startsWith('/en/') ? 'Go back: what you wrote' : 'Torna indietro: ciò che hai')
    expect(text).not.toContain('Server Action')
  })

  it('a form post to a page that names no action at all: a 400 page, not a bare English line', async () => {
    const res = await formPost('/blog/', { message: 'x' })
    const text = await res.text()
    expect(res.status).toBe(400)
    expect(text).toContain('Richiesta non valida')
    expect(text).not.toContain('Server Action')
  })
})

/** The admin's server functions (Payload's, and its language switch), as the sign-in page names them. */
async function adminActionIds(): Promise<string[]> {
  const html = await (await fetch(`${base}/admin/login/`)).text()
  return [...new Set([...html.matchAll(/\\"id\\":\\"([0-9a-f]{40,})\\",\\"bound\\"/g)].map((m) => m[1]!))]
}

/** Payload's one server function: of the admin's actions, the one of one argument (its id starts with 40). */
const adminServerFunction = async () => (await adminActionIds()).find((id) => id.startsWith('40'))!

const adminPost = (id: string, body: string, headers: Record<string, string> = {}, pathname = '/admin/') =>
  actionPost(pathname, id, body, headers)

afterAll(removeAccounts)

/** A trade customer's session cookie (an account of the test's own). */
async function customerCookie(): Promise<string> {
  const customer = await createAccount('customers')
  const res = await signIn('customers', customer.email, customer.password, newAddress())
  expect(res.status, res.text).toBe(200)
  return `payload-token=${res.body.token as string}`
}

// The fifteenth check from outside: Payload's language switch is a closure whose values Next decrypts from the call's
// first argument; any other first argument threw there, a 500 on every admin path.
describe("the admin's language switch called by anyone", () => {
  it('a call it cannot read is a 400 with a sentence, in the admin’s language', async () => {
    const ids = await adminActionIds()
    const switches = ids.filter((id) => !id.startsWith('40'))
    expect(switches.length, 'the sign-in page names the language switch').toBeGreaterThan(0)
    for (const id of switches) {
      for (const pathname of ['/admin/', '/admin/collections/users/']) {
        for (const body of ['["en"]', '[]', '[1]', '[{"a":1}]', '["QUJDRA==","en"]']) {
          const res = await adminPost(id, body, {}, pathname)
          expect(res.status, `${pathname} ${body}`).toBe(400)
          expect(await res.text()).toBe('Richiesta non valida.')
        }
      }
      const english = await adminPost(id, '["en"]', { Cookie: 'payload-lng=en' })
      expect(english.status).toBe(400)
      expect(await english.text()).toBe('Invalid request.')
    }
  })
})

describe("the admin's server function called by anyone (the fifth check from outside: each was a 500)", () => {
  it('a body no admin page sends, a call Payload has no function for, a call without a session: 4xx', async () => {
    const ids = await adminActionIds()
    expect(ids.length, 'the sign-in page names the admin’s server function').toBeGreaterThan(0)
    const serverFunction = ids.find((id) => id.startsWith('40'))!
    for (const [body, status] of [
      ['"x"', 400],
      ['not json', 400],
      ['[]', 404],
      ['[null]', 404],
      ['[{"name":"nope","args":{}}]', 404],
      ['[{"name":"render-list","args":"x"}]', 404],
      ['[{"name":"render-list","args":{}}]', 401],
      ['[{"name":"render-document","args":{}}]', 401],
      ['[{"name":"slugify","args":{}}]', 401],
      ['[{"name":"get-default-layout","args":{}}]', 401],
    ] as const) {
      const res = await adminPost(serverFunction, body)
      await res.arrayBuffer()
      expect(res.status, body).toBe(status)
    }
    // The sign-in page builds its form's state without a session: still answered.
    const formState = await adminPost(serverFunction, '[{"name":"form-state","args":{}}]')
    expect(formState.status).toBe(200)
    expect(await formState.text()).toContain('Unauthorized')
  })

  it("a customer's session is no editor's", async () => {
    const serverFunction = await adminServerFunction()
    const res = await adminPost(serverFunction, '[{"name":"render-list","args":{}}]', {
      Cookie: await customerCookie(),
    })
    await res.arrayBuffer()
    expect(res.status).toBe(401)
  })

  it("another site's post, a multipart that does not parse: refused as on the site's pages, in the admin's language", async () => {
    const serverFunction = await adminServerFunction()
    const foreign = await adminPost(serverFunction, '[]', { Origin: 'https://evil.example' })
    expect(foreign.status).toBe(403)
    expect(await foreign.text()).toContain('da un altro sito')
    const english = await adminPost(serverFunction, '[]', { Origin: 'https://evil.example', Cookie: 'payload-lng=en' })
    expect(english.status).toBe(403)
    expect(await english.text()).toContain('from another site')
    const broken = await adminPost(serverFunction, 'garbage', {
      'Content-Type': 'multipart/form-data; boundary=x',
      'Accept-Language': 'en-GB,en;q=0.9',
    })
    expect(broken.status).toBe(400)
    expect(await broken.text()).toBe('Invalid request.')
  })

  it("posted to a site's page, the admin's function is no 500 either", async () => {
    const serverFunction = await adminServerFunction()
    for (const body of ['[]', '[{"name":"render-list","args":{}}]']) {
      const res = await adminPost(serverFunction, body, {}, '/en/')
      await res.arrayBuffer()
      expect(res.status, body).toBeLessThan(500)
    }
  })
})
