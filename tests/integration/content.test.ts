import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { articles } from '../../seed/data/editorial'
import { customer } from '../../seed/data/site'

/**
 * Issue 3, content: the CMS's access rules, localized fields and cache revalidation, over HTTP against the
 * running site and its REST API (see scripts/test-all.mjs), with the demo seed in the database.
 */
const base = process.env.TEST_BASE_URL ?? 'http://localhost:3000'
const editor = {
  email: process.env.DEMO_EDITOR_EMAIL ?? 'editor@vinea.demo',
  password: process.env.DEMO_EDITOR_PASSWORD ?? 'vinea-demo-2026',
}

type Json = Record<string, unknown> & { docs?: Record<string, unknown>[]; totalDocs?: number }

async function api(path: string, init: RequestInit & { token?: string } = {}) {
  const headers = new Headers(init.headers)
  if (init.token) headers.set('Authorization', `JWT ${init.token}`)
  if (init.body) headers.set('Content-Type', 'application/json')
  const res = await fetch(`${base}/api${path}`, { ...init, headers })
  const body = res.headers.get('content-type')?.includes('json') ? ((await res.json()) as Json) : {}
  return { status: res.status, body }
}

async function login(collection: 'users' | 'customers', credentials: { email: string; password: string }) {
  const { status, body } = await api(`/${collection}/login`, { method: 'POST', body: JSON.stringify(credentials) })
  expect(status, `${collection} login`).toBe(200)
  return body.token as string
}

const page = async (path: string) => {
  const res = await fetch(base + path)
  return { status: res.status, html: await res.text() }
}

let editorToken = ''
let customerToken = ''

beforeAll(async () => {
  editorToken = await login('users', editor)
  customerToken = await login('customers', customer)
})

describe('Access: the public reads only published, public content', () => {
  it.each(['contact-requests', 'job-applications', 'newsletter-signups', 'application-files', 'customers', 'users'])(
    'anonymous cannot read %s',
    async (collection) => {
      const { status } = await api(`/${collection}`)
      expect(status).toBe(403)
    },
  )

  it('anonymous never sees a draft article, even asking for drafts', async () => {
    const draft = articles.find((a) => a.draft)!
    for (const query of ['', '&draft=true']) {
      const { status, body } = await api(`/articles?where[slug][equals]=${draft.slug.it}&locale=it${query}`)
      expect(status).toBe(200)
      expect(body.totalDocs).toBe(0)
    }
    const { body } = await api('/articles?where[_status][equals]=draft')
    expect(body.totalDocs).toBe(0)
  })

  it('anonymous cannot read reserved-area articles, books or downloads', async () => {
    const reserved = await api('/articles?where[section][in]=reserved-news,reserved-training,reserved-tips')
    expect(reserved.body.totalDocs).toBe(0)
    expect((await api('/bibliography')).status).toBe(403)
    expect((await api('/downloads')).status).toBe(403)
  })

  it.each([
    ['POST', '/products', { code: 'X1', title: 'x' }],
    ['POST', '/articles', { title: 'x', section: 'blog' }],
    ['POST', '/contact-requests', { name: 'x' }],
    ['PATCH', '/products?where[code][equals]=V0001', { title: 'x' }],
    ['DELETE', '/producers?where[code][equals]=P001', undefined],
    ['POST', '/globals/site-settings', { companyName: 'x' }],
  ] as const)('anonymous cannot write: %s %s', async (method, path, data) => {
    const { status } = await api(path, { method, body: data ? JSON.stringify(data) : undefined })
    expect(status).toBe(403)
    expect((await api('/products?where[code][equals]=V0001&locale=it')).body.docs?.[0]?.title).toBe(
      'Grappa di Teroldego',
    )
  })
})

describe('Access: a trade customer reads the reserved area, and only their own account', () => {
  it('reads reserved articles, the bibliography and the downloads', async () => {
    for (const section of ['reserved-news', 'reserved-training', 'reserved-tips']) {
      const { body } = await api(`/articles?where[section][equals]=${section}`, { token: customerToken })
      expect(body.totalDocs, section).toBeGreaterThan(0)
    }
    expect((await api('/bibliography', { token: customerToken })).body.totalDocs).toBeGreaterThan(0)
    const downloads = await api('/downloads', { token: customerToken })
    expect(downloads.body.totalDocs).toBeGreaterThan(0)
    const file = downloads.body.docs![0].url as string
    expect((await fetch(base + file, { headers: { Authorization: `JWT ${customerToken}` } })).status).toBe(200)
    expect((await fetch(base + file)).status).toBe(403)
  })

  it('sees only their own account, no submissions, no drafts, and cannot enter the admin', async () => {
    const { body } = await api('/customers', { token: customerToken })
    expect(body.totalDocs).toBe(1)
    expect(body.docs![0].email).toBe(customer.email)
    expect((await api('/contact-requests', { token: customerToken })).status).toBe(403)
    expect((await api('/articles?where[_status][equals]=draft', { token: customerToken })).body.totalDocs).toBe(0)
    expect((await api('/products', { method: 'POST', token: customerToken, body: '{}' })).status).toBe(403)
  })
})

describe('Access: editors', () => {
  it('read submissions and drafts', async () => {
    expect((await api('/contact-requests', { token: editorToken })).status).toBe(200)
    expect(
      (await api('/articles?where[_status][equals]=draft&draft=true', { token: editorToken })).body.totalDocs,
    ).toBeGreaterThan(0)
  })
})

describe('Localized fields return per-locale values', () => {
  it.each([
    ['products', 'code', 'V0001', 'title', 'Grappa di Teroldego', 'Teroldego Grappa'],
    ['products', 'code', 'V0001', 'slug', 'grappa-di-teroldego-v0001', 'teroldego-grappa-v0001'],
    ['taxonomy-terms', 'code', 'wine-spirits', 'label', 'Distillati di vino', 'Wine spirits'],
    ['projects', 'code', 'sostenibilita', 'title', 'Sostenibilità', 'Sustainability'],
  ])('%s %s=%s: %s', async (collection, key, value, field, it_, en) => {
    const read = async (locale: string) =>
      (await api(`/${collection}?where[${key}][equals]=${value}&locale=${locale}&depth=0`)).body.docs?.[0]?.[field]
    expect(await read('it')).toBe(it_)
    expect(await read('en')).toBe(en)
  })

  it('the product sheet fields are per language', async () => {
    const read = async (locale: string) =>
      (await api(`/products?where[code][equals]=V0001&locale=${locale}&depth=0`)).body.docs![0].sheet as Record<
        string,
        unknown
      >
    const [it_, en] = await Promise.all([read('it'), read('en')])
    expect(it_.format).toBe(en.format)
    expect(it_.organoleptic).toBeTruthy()
    expect(en.organoleptic).toBeTruthy()
    expect(it_.organoleptic).not.toBe(en.organoleptic)
  })

  it('pictures come in the card sizes (300x366, 600x732, 150x183) and banner sizes, WebP', async () => {
    // Their records are editors' (src/cms/access `filesForAnyone`); their files anyone's.
    const { body } = await api('/products?where[code][equals]=V0008&depth=1', { token: editorToken })
    const picture = (
      body.docs![0].pictures as {
        sizes: Record<string, { width: number; height: number; url: string; mimeType: string }>
      }[]
    )[0]
    expect(picture.sizes.card).toMatchObject({ width: 300, height: 366, mimeType: 'image/webp' })
    expect(picture.sizes.card2x).toMatchObject({ width: 600, height: 732 })
    expect(picture.sizes.cardSmall).toMatchObject({ width: 150, height: 183 })
    const res = await fetch(base + picture.sizes.card.url)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/webp')
  })
})

describe('A change in the CMS shows on the site without a restart', () => {
  const sheet = '/prodotti/scheda/glen-corran-18-anni-v0008/'
  let productId = 0
  let original = ''

  beforeAll(async () => {
    const { body } = await api('/products?where[code][equals]=V0008&locale=it&depth=0')
    productId = body.docs![0].id as number
    original = body.docs![0].title as string
  })
  afterAll(async () => {
    await api(`/products/${productId}?locale=it`, {
      method: 'PATCH',
      token: editorToken,
      body: JSON.stringify({ title: original }),
    })
  })

  it('an edited product title appears on its sheet and in the listing', async () => {
    expect((await page(sheet)).html).toContain(original)
    const title = 'Glen Corran 18 anni Edizione Limitata'
    const { status } = await api(`/products/${productId}?locale=it`, {
      method: 'PATCH',
      token: editorToken,
      body: JSON.stringify({ title }),
    })
    expect(status).toBe(200)
    expect((await page(sheet)).html).toContain(title)
    expect((await page('/prodotti/produttore/glen-corran-distillers/')).html).toContain(title)
    // The English page is the same document: its title did not change.
    expect((await page('/en/products/sheet/glen-corran-18-year-old-v0008/')).html).not.toContain(title)
  })

  it('the company address edited in the Contact global, its one home, appears in the footer', async () => {
    const before = (await api('/globals/contact?locale=it')).body.address as string
    const address = 'Via del Collaudo 1, 37135 Verona (VR), Italia'
    try {
      await api('/globals/contact?locale=it', { method: 'POST', token: editorToken, body: JSON.stringify({ address }) })
      expect((await page('/filosofia/')).html).toContain(address)
    } finally {
      await api('/globals/contact?locale=it', {
        method: 'POST',
        token: editorToken,
        body: JSON.stringify({ address: before }),
      })
    }
    expect((await page('/filosofia/')).html).not.toContain(address)
  })
})

describe('Editors get clear refusals', () => {
  it('a producer that still has products is not deleted, with a message saying why, in the admin’s language', async () => {
    const { body } = await api('/producers?where[code][equals]=P001&depth=0', { token: editorToken })
    const id = body.docs![0].id as number
    // Italian unless the editor's browser or choice asks for English (decision 029).
    const italian = await api(`/producers/${id}`, { method: 'DELETE', token: editorToken })
    expect(italian.status).toBe(409)
    expect(JSON.stringify(italian.body)).toMatch(/ha ancora \d+ prodotti/)
    const english = await api(`/producers/${id}`, {
      method: 'DELETE',
      token: editorToken,
      headers: { 'Accept-Language': 'en-GB,en;q=0.9' },
    })
    expect(english.status).toBe(409)
    expect(JSON.stringify(english.body)).toMatch(/still has \d+ products/)
    expect((await api(`/producers/${id}`, { token: editorToken })).status).toBe(200)
  })
})
