import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { api, base, demoCustomer, editor, type Json, login } from '../support/http'

/**
 * Issue 16, finding 4: versions (drafts) and Payload's internal collections are for editors only. A trade customer
 * signed in to the reserved area read every version of articles and pages, and Payload's preferences and
 * locked documents.
 */
const run = Date.now().toString(36)
let editorToken = ''
let customerToken = ''
let articleId = 0
let pageId = 0
const marker = `Bozza riservata ${run}`

beforeAll(async () => {
  editorToken = await login('users', editor)
  customerToken = await login('customers', demoCustomer)
  const article = await api('/articles/?draft=true&locale=it', {
    method: 'POST',
    token: editorToken,
    body: JSON.stringify({
      section: 'news',
      tags: ['news'],
      publishedAt: new Date().toISOString(),
      title: marker,
      slug: `bozza-riservata-${run}`,
      excerpt: 'Una bozza.',
      _status: 'draft',
    }),
  })
  expect(article.status, article.text).toBe(201)
  articleId = (article.body.doc as Json).id as number
  const page = await api('/pages/?draft=true&locale=it', {
    method: 'POST',
    token: editorToken,
    body: JSON.stringify({ kind: 'landing', title: marker, slug: `bozza-${run}`, _status: 'draft' }),
  })
  expect(page.status, page.text).toBe(201)
  pageId = (page.body.doc as Json).id as number
})

afterAll(async () => {
  if (articleId) await api(`/articles/${articleId}/`, { method: 'DELETE', token: editorToken })
  if (pageId) await api(`/pages/${pageId}/`, { method: 'DELETE', token: editorToken })
})

describe('Finding 4: drafts and internal collections are the editors’ only', () => {
  it('the editor reads the draft’s versions (the fixture is real)', async () => {
    const res = await api(`/articles/versions/?where[parent][equals]=${articleId}`, { token: editorToken })
    expect(res.status).toBe(200)
    expect(res.text).toContain(marker)
  })

  it.each(['articles', 'pages'])('a customer reads no version of %s', async (collection) => {
    const id = collection === 'articles' ? articleId : pageId
    const list = await api(`/${collection}/versions/?where[parent][equals]=${id}`, { token: customerToken })
    expect(list.status).toBe(403)
    expect(list.text).not.toContain(marker)
    const anonymous = await api(`/${collection}/versions/`)
    expect(anonymous.status).toBe(403)
  })

  it.each(['products', 'customers', 'job-applications', 'globals/contact', 'globals/site-settings'])(
    '%s has no versions: a 403 to a customer, a visitor and an editor, not the 500 Payload answered',
    async (path) => {
      for (const token of [customerToken, undefined, editorToken]) {
        expect((await api(`/${path}/versions/`, { token })).status).toBe(403)
      }
    },
  )

  it('a customer does not read the draft through draft=true either', async () => {
    const res = await api(`/articles/${articleId}/?draft=true`, { token: customerToken })
    expect(res.text).not.toContain(marker)
    const list = await api(`/articles/?draft=true&where[id][equals]=${articleId}`, { token: customerToken })
    expect(list.text).not.toContain(marker)
  })

  it.each(['payload-preferences', 'payload-locked-documents', 'payload-jobs', 'former-slugs'])(
    'a customer and a visitor read nothing of %s',
    async (collection) => {
      expect((await api(`/${collection}/`, { token: customerToken })).status).toBe(403)
      expect((await api(`/${collection}/`)).status).toBe(403)
    },
  )

  it('Payload’s migrations have no REST route at all: a 404 (Payload said 501), never data', async () => {
    for (const token of [customerToken, undefined]) {
      const res = await api('/payload-migrations/', { token })
      expect(res.status).toBe(404)
      expect(res.text).not.toContain('"docs"')
    }
  })

  it('the former slugs (decision 100) are written by the collections’ hooks alone: no one writes them by the API', async () => {
    const forged = JSON.stringify({ collectionSlug: 'products', docId: 1, locale: 'it', slug: 'https-evil-example' })
    for (const token of [editorToken, customerToken, undefined]) {
      const res = await api('/former-slugs/', { method: 'POST', token, body: forged })
      expect(res.status).toBe(403)
    }
    const kept = await api('/former-slugs/?where[slug][equals]=https-evil-example', { token: editorToken })
    expect(kept.status).toBe(200)
    expect(kept.body.totalDocs).toBe(0)
    expect((await api('/former-slugs/1/', { method: 'DELETE', token: editorToken })).status).toBe(403)
  })

  // The twenty-second check from outside: the admin's redirect of a customer's session carried 191 KB of the admin's
  // configuration (every collection's and field's name), which the sign-in page shows no one.
  it('a customer who opens the admin with a token is redirected with no body', async () => {
    for (const path of ['/admin/', '/admin/collections/customers/']) {
      for (const encoding of ['identity', 'gzip, br']) {
        const res = await fetch(`${base}${path}`, {
          redirect: 'manual',
          headers: { Authorization: `JWT ${customerToken}`, 'Accept-Encoding': encoding },
        })
        const body = await res.text()
        expect(res.status, path).toBe(307)
        expect(res.headers.get('location'), path).toMatch(/\/admin\/unauthorized\/(?:\?|$)/)
        expect(body, `${path} ${encoding}`).toBe('')
      }
    }
  })

  it('an editor still reads Payload’s internal collections the admin needs', async () => {
    expect((await api('/payload-preferences/', { token: editorToken })).status).toBe(200)
    expect((await api('/payload-locked-documents/', { token: editorToken })).status).toBe(200)
  })
})
